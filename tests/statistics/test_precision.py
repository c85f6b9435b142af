"""Figures shown with the precision they have: rounded once, at the end, from sums
(portal.statistics.precision)."""

from __future__ import annotations

import pytest
from django.utils import translation

from portal.statistics.derived import DioceseRows, View, table_build
from portal.statistics.precision import decimals_for, number_text, shown_text, shown_value

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

# Italy-like sums: the dioceses' Catholics and population added up give 89.1666… %.
ITALY_CATHOLICS, ITALY_POPULATION = 5_000_000 + 350_000, 5_600_000 + 400_000


def test_a_percentage_from_sums_keeps_the_two_decimals_its_sums_support():
    percent = 100 * ITALY_CATHOLICS / ITALY_POPULATION
    assert shown_value(percent, metric="percent_catholic") == 89.17  # not 89.2 (then "89.20")
    assert shown_text(percent, metric="percent_catholic") == "89.17"
    assert shown_value(62.5900001, metric="percent_catholic") == 62.59  # not 62.60
    assert decimals_for("percent_catholic") == 2


def test_upstreams_own_figures_keep_their_precision_and_counts_stay_whole():
    assert shown_value(78.6, metric="percent_catholic") == 78.6
    assert shown_text(78.6, metric="percent_catholic") == "78.6"  # never "78.60"
    assert shown_value(2_402_398, metric="catholics") == 2_402_398
    assert shown_text(2_402_398, metric="catholics") == "2,402,398"
    assert shown_value(8993.0, metric="catholics_per_priest") == 8993
    assert shown_value(8992.6, metric="catholics_per_priest") == 8993
    assert shown_value(None, metric="catholics") is None and shown_text(None, metric="x") == ""


@pytest.mark.parametrize("view", [View.PER_CAPITA, View.INDEXED, View.YOY])
def test_derived_views_have_two_decimals(view):
    assert decimals_for("baptisms", view) == 2
    assert shown_value(12.3456, metric="baptisms", view=view) == 12.35


def test_numbers_are_written_in_the_pages_language():
    with translation.override("it"):
        assert number_text(89.17) == "89,17"
        assert number_text(1_234_567) == "1.234.567"
    with translation.override("en"):
        assert number_text(1234.5) == "1,234.5"


def test_the_table_every_output_is_made_from_rounds_once_at_the_end():
    """A group's percentage reaches the table unrounded (portal.research.series) and leaves it
    rounded once; an index of it is worked out from the unrounded value."""
    rows = [
        {"year": 2000, "percent_catholic": 100 * ITALY_CATHOLICS / ITALY_POPULATION},
        {"year": 2001, "percent_catholic": 100 * 5_412_590 / 6_100_000},
    ]
    raw = table_build([DioceseRows("Italy", "Italy", rows)], metrics=["percent_catholic"],
                      view=View.RAW)  # fmt: skip
    assert raw.columns[0].values == [89.17, 88.73]
    indexed = table_build([DioceseRows("Italy", "Italy", rows)], metrics=["percent_catholic"],
                          view=View.INDEXED)  # fmt: skip
    exact = (100 * 5_412_590 / 6_100_000) / (100 * ITALY_CATHOLICS / ITALY_POPULATION) * 100
    assert indexed.columns[0].values == [100.0, round(exact, 2)]  # from the unrounded values
