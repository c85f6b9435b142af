"""The researcher's views: per 1,000 inhabitants, per Catholic, an index on a chosen base year
and the average annual change (compound) between two years, with gaps kept as gaps."""

from __future__ import annotations

import math

import pytest
from django.utils import translation
from hypothesis import given
from hypothesis import strategies as st

from portal.statistics import charts, derived
from portal.statistics.derived import DioceseRows, View, table_build
from portal.statistics.growth import NoGrowth, average_annual_change, signed_text
from portal.statistics.metrics import METRICS, has_view, unit_for
from portal.statistics.precision import number_shower, shown_text

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def rows(metric: str, values: dict[int, float | None], **other) -> list[dict]:
    """Rows of `metric` by year, plus other metrics given as {year: value} keywords."""
    return [
        {"year": y, metric: v, **{k: o[y] for k, o in other.items()}} for y, v in values.items()
    ]


def test_per_1000_inhabitants_divides_by_the_population_of_the_same_year():
    series = rows(
        "baptisms",
        {2000: 500, 2001: None, 2002: 450, 2003: 30},
        total_population={2000: 200_000, 2001: 210_000, 2002: None, 2003: 0},
    )
    assert derived.values_for(series, "baptisms", View.PER_1000_PEOPLE) == {
        2000: 2.5,  # 500 / 200,000 × 1,000
        2001: None,  # no baptisms reported: a gap
        2002: None,  # no population reported: a gap
        2003: None,  # zero inhabitants: no meaningful ratio
    }


def test_per_catholic_divides_by_the_catholics_and_keeps_six_decimals():
    series = rows("total_priests", {2000: 13}, catholics={2000: 20_000})
    assert derived.values_for(series, "total_priests", View.PER_CATHOLIC) == {2000: 0.00065}
    table = table_build(
        [DioceseRows("dx", "X", series)], metrics=["total_priests"], view=View.PER_CATHOLIC
    )
    assert table.columns[0].values == [0.00065]  # two decimals would have shown 0
    assert shown_text(0.00065, metric="total_priests", view=View.PER_CATHOLIC) == "0.00065"
    assert number_shower(6)(1234.000651) == "1,234.000651"
    assert number_shower()(1234.000651) == "1,234"  # the other views keep two decimals


@pytest.mark.parametrize("metric", ["percent_catholic", "catholics_per_priest"])
def test_a_ratio_has_no_view_dividing_it_again(metric):
    assert METRICS[metric].ratio is not None
    for view in (View.PER_CAPITA, View.PER_1000_PEOPLE, View.PER_CATHOLIC):
        assert not has_view(metric, view)
    assert has_view(metric, View.INDEXED) and has_view(metric, View.YOY)


def test_a_base_is_not_divided_by_itself_but_by_the_other_base():
    assert not has_view("total_population", View.PER_1000_PEOPLE)
    assert not has_view("catholics", View.PER_CATHOLIC)
    assert has_view("catholics", View.PER_1000_PEOPLE)  # Catholics per 1,000 inhabitants
    assert has_view("total_population", View.PER_CATHOLIC)
    assert has_view("area_km2", View.PER_CATHOLIC)


def test_the_units_and_title_suffixes_of_the_new_views():
    assert str(unit_for("baptisms", View.PER_1000_PEOPLE)) == "per 1,000 inhabitants"
    assert str(unit_for("baptisms", View.PER_CATHOLIC)) == "per Catholic"
    assert str(unit_for("baptisms", View.INDEXED)) == "index, first year with a figure = 100"
    assert str(unit_for("baptisms", View.INDEXED, 1990)) == "index, 1990 = 100"
    assert charts.view_suffix(View.INDEXED, 1990) == "index, 1990 = 100"
    assert charts.view_suffix(View.INDEXED) == "index, first year = 100"
    assert charts.view_suffix(View.PER_1000_PEOPLE) == "per 1,000 inhabitants"


def test_an_index_on_a_chosen_base_year_sets_that_year_to_100():
    series = rows("catholics", {1990: 50, 1991: 0, 1992: 80, 1993: None, 1994: 100})
    assert derived.indexed(series, "catholics", 1992) == {
        1990: 62.5,
        1991: 0.0,
        1992: 100.0,
        1993: None,
        1994: 125.0,
    }
    # Without a base year: the first year with a figure, as before.
    assert derived.indexed(series, "catholics")[1990] == 100.0
    # A base year without a figure (or a zero one) leaves the series without an index.
    assert set(derived.indexed(series, "catholics", 1993).values()) == {None}
    assert set(derived.indexed(series, "catholics", 1991).values()) == {None}


def test_the_table_carries_its_base_year_into_its_unit():
    series = rows("catholics", {1990: 50, 1992: 80})
    table = table_build(
        [DioceseRows("dx", "X", series)], metrics=["catholics"], view=View.INDEXED, base=1992
    )
    assert table.columns[0].values == [62.5, 100.0]
    assert str(table.unit(table.columns[0])) == "index, 1992 = 100"


def test_the_average_annual_change_is_the_compound_rate():
    values = {1990: 1_000, 2000: 2_000, 2020: 500}
    assert average_annual_change(values, 1990, 2000).percent == 7.18  # 2^(1/10) − 1
    assert average_annual_change(values, 2000, 2020).percent == -6.7  # (1/4)^(1/20) − 1
    fall = average_annual_change({2000: 10, 2001: 0}, 2000, 2001)
    assert fall.percent == -100.0  # to nothing in a year


@pytest.mark.parametrize(
    ("values", "reason"),
    [
        ({2000: 5}, NoGrowth.NO_END),
        ({2010: 5}, NoGrowth.NO_START),
        ({2000: None, 2010: 5}, NoGrowth.NO_START),
        ({2000: 0, 2010: 5}, NoGrowth.NOT_POSITIVE),
        ({2000: -3, 2010: 5}, NoGrowth.NOT_POSITIVE),
        ({2000: 3, 2010: -5}, NoGrowth.NOT_POSITIVE),
    ],
)
def test_no_average_annual_change_without_two_usable_figures(values, reason):
    growth = average_annual_change(values, 2000, 2010)
    assert growth.percent is None
    assert growth.reason == reason
    assert growth.text.startswith("none: ")


def test_the_average_annual_change_is_written_in_the_pages_language():
    growth = average_annual_change({1990: 1_000, 2020: 700}, 1990, 2020)
    assert growth.percent == -1.18
    assert growth.text == "−1.18 % a year"
    assert signed_text(0.5) == "+0.5"
    with translation.override("es"):
        assert growth.text == "−1,18 % al año"
        missing = average_annual_change({1990: 1}, 1990, 2020).text
        assert missing == "ninguno: no hay cifra para 2020"


@given(
    first=st.floats(min_value=1, max_value=1e9),
    rate=st.floats(min_value=-0.5, max_value=0.5),
    span=st.integers(min_value=1, max_value=120),
)
def test_compounding_the_average_annual_change_gives_the_last_figure(first, rate, span):
    last = first * (1 + rate) ** span
    growth = average_annual_change({2000: first, 2000 + span: last}, 2000, 2000 + span)
    assert growth.percent is not None
    assert math.isclose(growth.percent, rate * 100, abs_tol=0.005 + 1e-9)


def test_each_column_s_change_runs_over_the_chosen_years_from_the_unrounded_series():
    series = rows(
        "total_priests",
        {1990: 10, 2000: 14, 2010: 21},
        catholics={1990: 30_000, 2000: 31_000, 2010: 33_000},
    )
    build = [DioceseRows("dx", "X", series)]
    whole = table_build(build, metrics=["total_priests"], view=View.PER_CATHOLIC)
    assert whole.growth_years == (1990, 2010)
    expected = ((21 / 33_000) / (10 / 30_000)) ** (1 / 20) - 1
    assert whole.columns[0].growth.percent == round(expected * 100, 2)
    part = table_build(build, metrics=["total_priests"], view=View.RAW, start=2000, end=2010)
    assert part.growth_years == (2000, 2010)
    assert part.columns[0].growth.percent == round(((21 / 14) ** (1 / 10) - 1) * 100, 2)
    # An index grows as its figures do; a change on the previous year: its figures' change.
    for view in (View.INDEXED, View.YOY):
        table = table_build(build, metrics=["total_priests"], view=view, start=2000, end=2010)
        assert table.columns[0].growth == part.columns[0].growth
    single = table_build(build, metrics=["total_priests"], view=View.RAW, start=2000, end=2000)
    assert single.growth_years is None and single.columns[0].growth is None
