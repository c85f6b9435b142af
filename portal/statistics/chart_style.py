"""How every chart in the portal looks: colours, marker symbols, dash patterns, type and the
axis and layout defaults, so the trends pages, the research charts and the operator console
draw alike and a series keeps its colour from one page to the next.

Plotly.js reads a little HTML in titles and names: `plain()` makes a text show literally.
"""

# Reference: https://plotly.com/javascript/reference/layout/ (font, paper_bgcolor, axes).

from __future__ import annotations

import hashlib
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

# One colour per diocese and per group, wherever it is drawn (trends, research, and any other
# chart of dioceses): `series_colour(key)`. Okabe-Ito's colours with Paul Tol's indigo and wine
# in place of the light ones, each at least 3:1 against white (WCAG 2.1 §1.4.11, non-text
# contrast): yellow, orange and sky blue are left out, too faint for a thin line on white.
# Contrast on white: 5.2, 3.9, 3.4, 3.1, 4.2, 12.2, 8.7, 21.0.
SERIES_COLOURS = (
    "#0072B2",  # blue
    "#D55E00",  # vermillion
    "#009E73",  # bluish green
    "#CC79A7",  # reddish purple
    "#997700",  # ochre (Okabe-Ito's orange, darkened)
    "#332288",  # indigo
    "#882255",  # wine
    "#000000",  # black
)
# With hundreds of dioceses colours must repeat: the marker symbol comes from another part of
# the same key's hash, so two series that share a colour mostly differ in symbol.
SERIES_SYMBOLS = (*SYMBOLS, "cross", "hexagon")


# Mixed into every key: chosen once so that the six example sees of the trends picker (the
# charts most people see first) get six different colours and symbols. Changing it recolours
# every chart.
_SALT = "series:35"


def _key_hash(key: str) -> int:
    """A number from `key` that is the same in every process (Python's hash() is not)."""
    digest = hashlib.blake2b(f"{_SALT}{key}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def series_colour(key: str) -> str:
    """The colour of a diocese (its source code) or a group (its key) in every chart.

    Deterministic: the same key has the same colour on the trends pages, in the research
    charts and on any page that draws it, whatever else is drawn beside it."""
    return SERIES_COLOURS[_key_hash(key) % len(SERIES_COLOURS)]


def series_symbol(key: str) -> str:
    """The marker symbol of a diocese or group, from the same key (see `series_colour`)."""
    return SERIES_SYMBOLS[(_key_hash(key) // len(SERIES_COLOURS)) % len(SERIES_SYMBOLS)]


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
