"""The derived views' arithmetic: per capita, indexed, year-on-year, with gaps kept as gaps."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from portal import magisterium
from portal.statistics import derived
from portal.statistics.derived import DioceseRows, View, table_build

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def rows(metric: str, values: dict[int, float | None], **other) -> list[dict]:
    """Rows of `metric` by year, plus other metrics given as {year: value} keywords."""
    return [
        {"year": y, metric: v, **{k: o[y] for k, o in other.items()}} for y, v in values.items()
    ]


def test_per_capita_scales_by_the_metrics_own_denominator():
    series = rows(
        "total_priests",
        {2000: 13, 2001: None, 2002: 15, 2003: 7},
        catholics={2000: 20_000, 2001: 21_000, 2002: None, 2003: 0},
    )
    assert derived.per_capita(series, "total_priests") == {
        2000: 6.5,  # priests per 10,000 Catholics
        2001: None,  # no priests reported: a gap
        2002: None,  # no Catholics reported: a gap
        2003: None,  # zero Catholics: no meaningful ratio
    }


def test_per_capita_denominators_and_scales_are_the_documented_ones():
    table = derived.PER_CAPITA
    assert (table["baptisms"].denominator, table["baptisms"].scale) == ("catholics", 1_000)
    assert (table["total_priests"].denominator, table["total_priests"].scale) == (
        "catholics",
        10_000,
    )
    assert (table["parishes"].denominator, table["parishes"].scale) == ("catholics", 100_000)
    assert table["catholics"].denominator == "total_population"
    assert set(table) < set(magisterium.METRICS)
    assert {spec.denominator for spec in table.values()} <= set(magisterium.METRICS)
    # Already ratios, or the base itself: no per-capita view for these.
    assert set(magisterium.METRICS) - set(table) == {
        "total_population",
        "percent_catholic",
        "catholics_per_priest",
        "area_km2",
    }


def test_indexed_sets_the_first_year_with_a_figure_to_100():
    series = rows("parishes", {1990: None, 1991: 200, 1992: 300, 1993: None, 1994: 100})
    assert derived.indexed(series, "parishes") == {
        1990: None,
        1991: 100.0,
        1992: 150.0,
        1993: None,
        1994: 50.0,
    }


def test_indexed_skips_a_zero_base_and_a_series_without_figures_has_no_index():
    series = rows("seminarians", {2000: 0, 2001: 4, 2002: 5})
    assert derived.indexed(series, "seminarians") == {2000: 0.0, 2001: 100.0, 2002: 125.0}
    empty = rows("seminarians", {2000: None, 2001: 0})
    assert derived.indexed(empty, "seminarians") == {2000: None, 2001: None}


def test_year_on_year_change_needs_both_years_and_never_spans_a_gap():
    series = rows("baptisms", {2000: 100, 2001: 110, 2002: None, 2003: 121, 2004: 133.1, 2006: 140})
    assert derived.year_on_year(series, "baptisms") == {
        2000: None,  # the first year has nothing to compare with
        2001: 10.0,
        2002: None,  # missing figure
        2003: None,  # previous year missing: not a two-year change
        2004: 10.0,
        2006: None,  # 2005 has no row at all
    }


def test_year_on_year_from_zero_is_undefined():
    assert derived.year_on_year(rows("seminarians", {2000: 0, 2001: 3}), "seminarians") == {
        2000: None,
        2001: None,
    }


@given(st.lists(st.one_of(st.none(), st.integers(min_value=1, max_value=10**7)), max_size=40))
def test_year_on_year_is_a_gap_exactly_where_either_year_is(values):
    series = [{"year": 1950 + i, "catholics": v} for i, v in enumerate(values)]
    changes = derived.year_on_year(series, "catholics")
    for i, value in enumerate(values):
        previous = values[i - 1] if i else None
        assert (changes[1950 + i] is None) == (value is None or previous is None)


def test_the_table_lines_up_dioceses_with_different_years_and_keeps_the_range():
    a = DioceseRows("aaaaa", "A", rows("parishes", {1990: 10, 1991: 11, 1992: 12}))
    b = DioceseRows("bbbbb", "B", rows("parishes", {1991: 20, 1992: None, 1993: 22}))
    table = table_build([a, b], metrics=["parishes"], view=View.RAW, start=1991, end=1993)
    assert table.years == [1991, 1992, 1993]
    assert [c.source_code for c in table.columns] == ["aaaaa", "bbbbb"]
    assert table.columns[0].values == [11, 12, None]
    assert table.columns[1].values == [20, None, 22]
    assert table.dioceses == [("aaaaa", "A"), ("bbbbb", "B")]
    assert table.rows[0] == (1991, [11, 20])


def test_an_index_starts_inside_the_chosen_range():
    a = DioceseRows("aaaaa", "A", rows("parishes", {1990: 10, 1991: 20, 1992: 30}))
    table = table_build([a], metrics=["parishes"], view=View.INDEXED, start=1991)
    assert table.columns[0].values == [100.0, 150.0]


@pytest.mark.parametrize(
    ("view", "unit"),
    [
        (View.RAW, "priests"),
        (View.PER_CAPITA, "priests per 10,000 Catholics"),
        (View.INDEXED, "index, first year with a figure = 100"),
        (View.YOY, "% change on the previous year"),
    ],
)
def test_every_view_names_its_unit(view, unit):
    assert str(derived.unit_for("total_priests", view)) == unit
