"""One colour per diocese and per group, in every chart (portal.statistics.chart_style)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from portal.statistics import charts
from portal.statistics.chart_style import (
    SERIES_COLOURS,
    SERIES_SYMBOLS,
    series_colour,
    series_symbol,
)
from portal.statistics.derived import DioceseRows, View, table_build

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
