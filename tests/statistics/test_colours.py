"""Colours of the charts' series (portal.statistics.chart_style): each diocese or group prefers
one colour everywhere, and on any one chart every series has a colour of its own while the
palette lasts (then a dash and symbol of its own)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from portal.statistics import charts
from portal.statistics.chart_style import (
    DASHES,
    SERIES_COLOURS,
    SERIES_SYMBOLS,
    indexed_styles,
    series_colour,
    series_styles,
    series_symbol,
    shares_colours,
)
from portal.statistics.derived import DioceseRows, View, table_build

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

EXAMPLES = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")  # the trends picker's


def _relative_luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_every_series_colour_stands_out_from_white_by_at_least_3_to_1():
    # WCAG 2.1 §1.4.11 (non-text contrast): a line on the chart's white background.
    for colour in SERIES_COLOURS:
        assert 1.05 / (_relative_luminance(colour) + 0.05) >= 3, colour
    assert len(set(SERIES_COLOURS)) == len(SERIES_COLOURS)


def test_the_same_key_has_the_same_colour_and_symbol_every_time():
    for key in ("dmaml", "dlago", "Italy", "Ecclesiastical Province of Manila|Philippines"):
        assert series_colour(key) == series_colour(key) in SERIES_COLOURS
        assert series_symbol(key) == series_symbol(key) in SERIES_SYMBOLS


def test_the_colour_does_not_depend_on_the_process():
    """Python's own hash() changes from one process to the next; the colours must not."""
    program = (
        "import django, os; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'config.settings');"
        "from portal.statistics.chart_style import series_colour as c;"
        "print(c('dmaml'), c('dlago'), c('Italy'))"
    )
    other = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    ).stdout.split()
    assert other == [series_colour("dmaml"), series_colour("dlago"), series_colour("Italy")]


def test_the_example_sees_get_six_different_colours_and_symbols():
    assert len({series_colour(code) for code in EXAMPLES}) == 6
    assert len({series_symbol(code) for code in EXAMPLES}) == 6


def _rows() -> list[dict]:
    return [{"year": year, "catholics": 1000 + year, "parishes": 30} for year in (2000, 2001)]


def _figure(codes: list[str], metrics: list[str]) -> dict:
    table = table_build(
        [DioceseRows(code, code.upper(), _rows()) for code in codes], metrics=metrics, view=View.RAW
    )
    return charts.figure_build(table, title="T", filename="f")


@pytest.mark.parametrize(
    "others", [[], ["dmila"], ["dmila", "dsjcr", "dport"], ["dport", "dcord", "dsant", "dmila"]]
)
def test_a_diocese_keeps_its_colour_whatever_it_is_drawn_with(others):
    for metrics in (["catholics"], ["catholics", "parishes"]):
        figure = _figure(["dmaml", *others], metrics)
        manila = [t for t in figure["data"] if t["name"].startswith("DMAML") or len(others) == 0]
        assert manila and {t["line"]["color"] for t in manila} == {series_colour("dmaml")}


def test_several_statistics_of_one_diocese_differ_by_dash_and_symbol():
    figure = _figure(["dmaml"], ["catholics", "parishes"])
    first, second = figure["data"]
    assert first["line"]["color"] == second["line"]["color"] == series_colour("dmaml")
    assert first["line"]["dash"] != second["line"]["dash"]
    assert first["marker"]["symbol"] != second["marker"]["symbol"]


# --- Each series of one chart its own colour (chart_style.series_styles) ------------------------

KEYS = [f"d{number:03d}" for number in range(300)]  # made-up source codes


def test_milan_and_bergamo_prefer_the_same_colour_and_get_two():
    """The case that was reported: on a five-diocese comparison both were the same orange."""
    five = ["dmila", "dberg", "dmaml", "dport", "dlago"]
    assert series_colour("dmila") == series_colour("dberg")
    styles = series_styles(five)
    assert len({style.colour for style in styles.values()}) == 5
    assert {style.dash for style in styles.values()} == {"solid"}
    # The one that yields takes the next free colour; the others keep their own.
    kept = [code for code in five if styles[code].colour == series_colour(code)]
    assert len(kept) == 4 and "dberg" in kept


@pytest.mark.parametrize("size", range(1, len(SERIES_COLOURS) + 1))
def test_up_to_the_palettes_size_every_series_has_its_own_colour(size):
    for start in range(0, len(KEYS) - size, 7):
        keys = KEYS[start : start + size]
        styles = series_styles(keys)
        assert sorted(styles) == sorted(keys)
        assert len({style.colour for style in styles.values()}) == size, keys
        assert {style.colour for style in styles.values()} <= set(SERIES_COLOURS)
        assert {style.dash for style in styles.values()} == {"solid"}
        assert not shares_colours(size)


def test_a_series_keeps_its_preferred_colour_unless_another_of_the_chart_has_it():
    for start in range(0, len(KEYS) - 6, 5):
        keys = KEYS[start : start + 6]
        styles = series_styles(keys)
        for key in keys:
            rivals = [other for other in keys if series_colour(other) == series_colour(key)]
            if rivals == [key]:
                assert styles[key].colour == series_colour(key), key
        # Of those that prefer one colour, the first by key keeps it.
        for colour in {series_colour(key) for key in keys}:
            first = min(key for key in keys if series_colour(key) == colour)
            assert styles[first].colour == colour


def test_the_styles_depend_on_the_set_of_series_not_their_order():
    keys = KEYS[40:53]
    assert series_styles(keys) == series_styles(list(reversed(keys)))
    assert series_styles(keys) == series_styles([*keys, *keys[:3]])


@pytest.mark.parametrize("size", [9, 13, 16, 24, 32, 33, 64, 300])
def test_beyond_the_palette_colours_are_shared_evenly_and_told_apart_by_dash_and_symbol(size):
    keys = KEYS[:size]
    styles = series_styles(keys).values()
    assert shares_colours(size)
    uses = [sum(style.colour == colour for style in styles) for colour in SERIES_COLOURS]
    assert max(uses) - min(uses) <= 1  # every colour before any colour twice
    if size <= len(SERIES_COLOURS) * len(DASHES):
        assert len({(style.colour, style.dash) for style in styles}) == size
    if size <= len(SERIES_COLOURS) * len(SERIES_SYMBOLS):
        assert len({(style.colour, style.symbol) for style in styles}) == size


def test_a_chart_of_thirteen_dioceses_draws_thirteen_different_lines():
    figure = _figure(KEYS[100:113], ["catholics"])
    looks = {(t["line"]["color"], t["line"]["dash"], t["marker"]["symbol"]) for t in figure["data"]}
    assert len(looks) == 13
    assert len({t["line"]["color"] for t in figure["data"]}) == len(SERIES_COLOURS)


def test_several_statistics_of_several_dioceses_keep_a_colour_per_diocese():
    figure = _figure(["dmila", "dberg", "dport"], ["catholics", "parishes"])
    by_diocese: dict[str, set[str]] = {}
    for trace in figure["data"]:
        by_diocese.setdefault(trace["legendgroup"], set()).add(trace["line"]["color"])
    assert all(len(colours) == 1 for colours in by_diocese.values())
    assert len({colours.pop() for colours in by_diocese.values()}) == 3


@pytest.mark.parametrize("count", [1, 4, 8, 11, 20])
def test_the_consoles_series_each_have_a_colour_then_a_symbol_of_their_own(count):
    styles = indexed_styles(count)
    assert len({style.colour for style in styles}) == min(count, len(SERIES_COLOURS))
    assert len({(style.colour, style.symbol) for style in styles}) == count
