"""How every chart in the portal looks: colours, marker symbols, dash patterns, type and the
axis and layout defaults, so the trends pages, the research charts and the operator console
draw alike and a series keeps its colour from one page to the next.

Plotly.js reads a little HTML in titles and names: `plain()` makes a text show literally.
"""

# Reference: https://plotly.com/javascript/reference/layout/ (font, paper_bgcolor, axes).

from __future__ import annotations

import html
from typing import Any

# Okabe-Ito colours (told apart with every common colour-vision deficiency), then a marker
# symbol and, for several statistics per diocese, a dash pattern: colour is never the only cue.
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
SYMBOLS = ("circle", "square", "diamond", "triangle-up", "x", "star")
DASHES = ("solid", "dash", "dot", "dashdot")
# For charts with more series than COLOURS (the console's outcomes): Okabe-Ito's black, and two
# more symbols, after the six every chart shares.
MORE_COLOURS = (*COLOURS, "#000000")
MORE_SYMBOLS = (*SYMBOLS, "cross", "hexagon")
FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif'
INK, GRID, AXIS = "#1f1b16", "#ece6dc", "#8c8276"


def plain(text: object) -> str:
    """Text for plotly.js, which reads a little HTML in titles and names: show it literally."""
    return html.escape(str(text), quote=False)


def axis_style() -> dict[str, Any]:
    """The look of every axis: a light grid, a drawn line and outside ticks in the axis colour."""
    return {
        "showgrid": True,
        "gridcolor": GRID,
        "linecolor": AXIS,
        "showline": True,
        "ticks": "outside",
        "tickcolor": AXIS,
    }


def layout_style() -> dict[str, Any]:
    """The layout every chart starts from: the portal's type on white, the legend below."""
    return {
        "font": {"family": FONT, "color": INK, "size": 13},
        "paper_bgcolor": "#ffffff",
        "plot_bgcolor": "#ffffff",
        # Below everything, in the container's frame: it pushes the bottom margin as it wraps
        # onto more lines, so it never covers the x-axis title.
        "legend": {
            "orientation": "h",
            "x": 0,
            "xanchor": "left",
            "y": 0,
            "yanchor": "bottom",
            "yref": "container",
        },
    }
