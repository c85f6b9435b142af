"""How every chart in the portal looks: colours, marker symbols, dash patterns, type and the
axis and layout defaults, so the trends pages, the research charts and the operator console
draw alike and a series keeps its colour from one page to the next.

Plotly.js reads a little HTML in titles and names: `plain()` makes a text show literally.
"""

# Reference: https://plotly.com/javascript/reference/layout/ (font, paper_bgcolor, axes).

from __future__ import annotations

import hashlib
import html
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

# Marker symbols and dash patterns: colour is never the only cue. Several statistics of one
# diocese differ by dash pattern and symbol; so do series that share a colour (`series_styles`).
SYMBOLS = ("circle", "square", "diamond", "triangle-up", "x", "star")
DASHES = ("solid", "dash", "dot", "dashdot")

# The palette of every chart (trends, research, the console): each series of a chart its own
# colour, a diocese its preferred one where it can (`series_styles`). Okabe-Ito's colours with
# Paul Tol's indigo and wine in place of the light ones, each at least 3:1 against white (WCAG
# 2.1 §1.4.11, non-text contrast): yellow, orange and sky blue are left out, too faint for a
# thin line on white.
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
# The marker symbols: a key's preferred one comes from another part of its hash; beyond the
# palette, series that share a colour differ in symbol and dash (`series_styles`).
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
    """The preferred colour of a diocese (its source code) or a group (its key): the one it
    has in every chart where no other series of that chart prefers it too (`series_styles`).

    Deterministic: the same key prefers the same colour in every process and page."""
    return SERIES_COLOURS[_key_hash(key) % len(SERIES_COLOURS)]


def series_symbol(key: str) -> str:
    """The marker symbol of a diocese or group, from the same key (see `series_colour`)."""
    return SERIES_SYMBOLS[(_key_hash(key) // len(SERIES_COLOURS)) % len(SERIES_SYMBOLS)]


@dataclass(frozen=True)
class SeriesStyle:
    """How one series of a chart is drawn: colour, marker symbol and line dash."""

    colour: str
    symbol: str
    dash: str


def shares_colours(count: int) -> bool:
    """Whether a chart of `count` series has more series than SERIES_COLOURS: some lines then
    share a colour and differ by dash pattern and marker (the page says so under the chart)."""
    return count > len(SERIES_COLOURS)


def series_styles(keys: Iterable[str]) -> dict[str, SeriesStyle]:
    """The style of each series of one chart: every series its own colour while the palette
    lasts, each keeping its preferred colour (`series_colour`) unless another series of the
    chart has it.

    The palette is dealt out in rounds of len(SERIES_COLOURS) series: in each, first every key
    whose preferred colour is still free in that round takes it, then the others take the next
    free colour after their preferred one; keys left over wait for the next round. Keys are
    taken in sorted order, so the same set of series gets the same styles whatever order the
    chart lists them in. Series of the same colour (later rounds) differ by dash pattern (up to
    len(DASHES) rounds) and by marker symbol (up to len(SERIES_SYMBOLS))."""
    slots = len(SERIES_COLOURS)
    waiting = sorted(set(keys))
    placed: list[tuple[str, int, int]] = []  # (key, colour slot, round)
    round_ = 0
    while waiting:
        taken: dict[int, str] = {}
        for key in waiting:
            preferred = _key_hash(key) % slots
            if preferred not in taken:
                taken[preferred] = key
        chosen = set(taken.values())
        for key in waiting:
            if key in chosen or len(taken) == slots:
                continue
            preferred = _key_hash(key) % slots
            slot = next(
                (preferred + step) % slots
                for step in range(1, slots)
                if (preferred + step) % slots not in taken
            )
            taken[slot] = key
            chosen.add(key)
        placed += [(key, slot, round_) for slot, key in taken.items()]
        waiting = [key for key in waiting if key not in chosen]
        round_ += 1
    styles: dict[str, SeriesStyle] = {}
    symbols_used: dict[int, list[str]] = {}
    for key, slot, number in sorted(placed, key=lambda item: (item[2], item[0])):
        used = symbols_used.setdefault(slot, [])
        first = SERIES_SYMBOLS.index(series_symbol(key))
        ring = [
            SERIES_SYMBOLS[(first + step) % len(SERIES_SYMBOLS)]
            for step in range(len(SERIES_SYMBOLS))
        ]
        symbol = next((each for each in ring if each not in used), ring[0])
        used.append(symbol)
        styles[key] = SeriesStyle(SERIES_COLOURS[slot], symbol, DASHES[number % len(DASHES)])
    return styles


def indexed_styles(count: int) -> list[SeriesStyle]:
    """Styles for `count` series that are not dioceses or groups (the console's outcomes), in
    their order: the palette's colours first, then again with another dash and symbol."""
    return [
        SeriesStyle(
            SERIES_COLOURS[index % len(SERIES_COLOURS)],
            SERIES_SYMBOLS[(index + index // len(SERIES_COLOURS)) % len(SERIES_SYMBOLS)],
            DASHES[(index // len(SERIES_COLOURS)) % len(DASHES)],
        )
        for index in range(count)
    ]


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
