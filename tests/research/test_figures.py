"""The collection chart: valid plotly.js data, every series drawn, highest latest figure first."""

from __future__ import annotations

import pytest

from devtools.warehouse_data import collection_named, hand_made, sandbox_collection
from portal.research import figures, series
from portal.statistics.derived import View

pytestmark = pytest.mark.django_db


def valid(figure: dict) -> None:
    import plotly.graph_objects as go

    go.Figure(data=figure["data"], layout=figure["layout"])  # raises on any unknown property


@pytest.fixture
def eight():
    """Eight dioceses whose latest Catholics are 10, 20 … 80; H has no figure at all, and G's
    latest figure is from 2000 (it has none for 2001)."""
    collection = collection_named("Eight")
    for index, code in enumerate("abcdefgh", start=1):
        years = {2000: {"catholics": index * 10}, 2001: {"catholics": index * 10}}
        if code == "g":
            years = {2000: {"catholics": 70}, 2001: {"catholics": None}}
        if code == "h":
            years = {2000: {}, 2001: {}}
        hand_made(collection, f"d{code}", years, name=f"Diocese {code.upper()}",
                  country="Arcadia" if index % 2 else "Boeotia")  # fmt: skip
    return collection


def test_every_series_is_drawn_highest_latest_figure_first(eight):
    chart = series.series_for_chart(eight, metric="catholics")
    result = figures.collection_figure(chart, collection_name="Eight", filename="eight")
    valid(result.figure)
    names = [trace["name"] for trace in result.figure["data"]]
    assert names == ["Diocese G", "Diocese F", "Diocese E", "Diocese D", "Diocese C",
                     "Diocese B", "Diocese A", "Diocese H"]  # fmt: skip
    assert [(s.key, s.value, s.year) for s in result.shown][:2] == [
        ("dg", 70, 2000),  # its latest figure, though a year older than the others'
        ("df", 60, 2001),
    ]
    assert (result.shown[-1].key, result.shown[-1].value) == ("dh", None)  # no figure: last
    assert result.title == "Catholics: Eight, 2000–2001"  # no "the 6 highest of 8"
    assert result.figure["layout"]["title"]["text"] == result.title
    assert result.figure["config"]["toImageButtonOptions"]["filename"] == "eight"
    # Eight series: no search box yet, and the hover lists every one's figure for the year.
    assert result.figure["legend_search"] is False
    assert result.figure["layout"]["hovermode"] == "x unified"
    legend = result.figure["layout"]["legend"]
    assert (legend["itemclick"], legend["itemdoubleclick"]) == ("toggle", "toggleothers")
    # The data table is the same figures, its columns in the legend's order.
    assert [c.diocese_name for c in result.table.columns] == names
    assert [c for c, _unit in result.columns] == result.table.columns


def test_a_ninth_series_brings_the_legend_search_and_the_nearest_line_hover(eight):
    hand_made(eight, "di", {2000: {"catholics": 5}}, name="Diocese I", country="Arcadia")
    chart = series.series_for_chart(eight, metric="catholics")
    result = figures.collection_figure(chart, collection_name="Eight", filename="f")
    assert len(result.figure["data"]) == 9
    assert result.figure["legend_search"] is True
    assert result.figure["layout"]["hovermode"] == "closest"


def test_each_line_has_a_colour_of_its_own_its_dioceses_where_no_other_has_it(eight):
    from portal.statistics.chart_style import series_colour, series_styles

    whole = figures.collection_figure(
        series.series_for_chart(eight, metric="catholics"), collection_name="E", filename="f"
    )
    colours = {t["name"]: t["line"]["color"] for t in whole.figure["data"]}
    codes = [f"d{c}" for c in "abcdefgh"]
    styles = series_styles(codes)
    assert colours == {f"Diocese {code[1:].upper()}": styles[code].colour for code in codes}
    assert len(set(colours.values())) == 8  # eight series, eight colours
    for code in codes:  # a diocese no other one competes with keeps its own colour
        if [other for other in codes if series_colour(other) == series_colour(code)] == [code]:
            assert colours[f"Diocese {code[1:].upper()}"] == series_colour(code)


def test_groups_and_derived_views_chart_valid_figures(eight):
    chart = series.series_for_chart(eight, metric="catholics", view=View.INDEXED, by="country")
    result = figures.collection_figure(chart, collection_name="Eight", filename="f")
    valid(result.figure)
    assert [t["name"] for t in result.figure["data"]] == ["Boeotia", "Arcadia"]
    assert len(result.shown) == 2
    assert result.title == "Catholics by country: Eight, 2000–2001 (index, first year = 100)"


def test_names_are_shown_literally_and_one_series_is_named_by_its_diocese():
    collection = collection_named("<b>Mine</b>")
    hand_made(collection, "dx", {2000: {"baptisms": 5}}, name="Diocese <i>X</i>")
    chart = series.series_for_chart(collection, metric="baptisms")
    result = figures.collection_figure(chart, collection_name=collection.name, filename="f")
    valid(result.figure)
    assert result.figure["data"][0]["name"] == "Diocese &lt;i&gt;X&lt;/i&gt;"
    assert result.figure["layout"]["title"]["text"].startswith("Baptisms: &lt;b&gt;Mine")


def test_an_empty_collection_charts_nothing_without_failing():
    chart = series.series_for_chart(collection_named("Empty"), metric="catholics")
    result = figures.collection_figure(chart, collection_name="Empty", filename="f")
    valid(result.figure)
    assert result.figure["data"] == [] and result.shown == [] and result.table.columns == []
    assert result.title == "Catholics: Empty, no years"


@pytest.mark.parametrize(
    ("metric", "view", "by"),
    [
        ("catholics", View.RAW, None),
        ("total_priests", View.PER_CAPITA, "region"),
        ("percent_catholic", View.YOY, "country"),
        ("baptisms", View.INDEXED, "metropolitan"),
    ],
)
def test_sandbox_collection_figures_are_valid_plotly(metric, view, by):
    from sandbox.catalog import dioceses

    collection = sandbox_collection(dioceses.all_codes()[:40])
    chart = series.series_for_chart(collection, metric=metric, view=view, by=by)
    result = figures.collection_figure(chart, collection_name="Sandbox", filename="f")
    valid(result.figure)
    assert len(result.figure["data"]) == len(chart.table.columns)  # every series, drawn
    assert len(result.shown) == len(chart.table.columns)
    with_figures = [s.value for s in result.shown if s.value is not None]
    assert with_figures == sorted(with_figures, reverse=True)
    assert all(s.value is None for s in result.shown[len(with_figures) :])  # none: last
