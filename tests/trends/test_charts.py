"""The chart a page draws: the figure JSON built from a known sandbox series."""

from __future__ import annotations

import itertools
import json

import pytest

from portal.statistics import charts
from portal.statistics.derived import Column, TrendTable, View
from tests.html import page
from tests.trends.conftest import catalog_series

MANILA = "/trends/dmaml/"


def figure_of(response) -> dict:
    """The figure as the browser receives it: the json_script data island, parsed."""
    found = page(response).select('script#trend-figure[type="application/json"]')
    assert found, "no figure data in the page"
    return json.loads(found[0].string)


def test_one_diocese_chart_plots_the_sandbox_series_and_gaps_not_zeros(signed_in_client, sandbox):
    response = signed_in_client.get(MANILA, {"metric": "catholics", "start": 1950, "end": 2023})
    assert response.status_code == 200
    expected = catalog_series("dmaml", 1950, 2023)["rows"]
    figure = figure_of(response)
    (trace,) = figure["data"]
    assert trace["type"] == "scatter"
    assert trace["x"] == [row["year"] for row in expected]
    assert trace["y"] == [row["catholics"] for row in expected]
    assert trace["connectgaps"] is False
    # Kinshasa's yearbook has no figures for 1960-1964: a gap, never a zero.
    kinshasa = figure_of(signed_in_client.get("/trends/dkins/", {"start": 1955, "end": 1970}))
    (trace,) = kinshasa["data"]
    assert trace["y"][5:10] == [None] * 5
    assert None not in trace["y"][:5] + trace["y"][10:]
    assert 0 not in trace["y"]
    layout = figure["layout"]
    assert layout["title"]["text"] == "Archdiocese of Manila: Catholics, 1950–2023"
    assert layout["xaxis"]["title"]["text"] == "Year"
    assert layout["yaxis"]["title"]["text"] == "persons"
    assert layout["xaxis"]["tickformat"] == "d"  # 1990, never "1,990"


def test_statistics_with_one_unit_share_an_axis_and_others_get_their_own(signed_in_client, sandbox):
    priests = figure_of(
        signed_in_client.get(MANILA, {"metric": ["diocesan_priests", "religious_priests"]})
    )
    assert [t["name"] for t in priests["data"]] == ["Diocesan priests", "Religious priests"]
    assert {t["yaxis"] for t in priests["data"]} == {"y"}
    assert priests["layout"]["yaxis"]["title"]["text"] == "priests"

    mixed = figure_of(signed_in_client.get(MANILA, {"metric": ["catholics", "parishes"]}))
    assert [t["yaxis"] for t in mixed["data"]] == ["y", "y2"]
    assert mixed["layout"]["yaxis"]["title"]["text"] == "persons"
    assert mixed["layout"]["yaxis2"]["title"]["text"] == "parishes"
    assert mixed["layout"]["xaxis2"]["title"]["text"] == "Year"  # only under the lowest plot


def test_a_derived_view_charts_the_derived_numbers_and_says_so(signed_in_client, sandbox):
    response = signed_in_client.get(
        MANILA, {"metric": "total_priests", "view": "per_capita", "start": 2000, "end": 2010}
    )
    figure = figure_of(response)
    expected = [
        round(r["total_priests"] / r["catholics"] * 10_000, 2)
        if r["total_priests"] is not None and r["catholics"]
        else None
        for r in catalog_series("dmaml", 2000, 2010)["rows"]
    ]
    assert figure["data"][0]["y"] == expected
    assert figure["layout"]["title"]["text"] == (
        "Archdiocese of Manila: Total priests, 2000–2010 (per capita)"
    )
    assert figure["layout"]["yaxis"]["title"]["text"] == "priests per 10,000 Catholics"


def test_the_png_download_is_named_after_the_chart_and_nothing_goes_to_plotly_cloud(
    signed_in_client, sandbox
):
    config = figure_of(signed_in_client.get(MANILA, {"start": 1990, "end": 2000}))["config"]
    assert config["toImageButtonOptions"]["format"] == "png"
    assert config["toImageButtonOptions"]["filename"] == "trends-dmaml-catholics-raw-1990-2000"
    assert config["showSendToCloud"] is False
    assert config["displaylogo"] is False


def test_the_chart_uses_our_plotly_build_and_a_strict_csp(signed_in_client, sandbox):
    response = signed_in_client.get(MANILA)
    html = response.content.decode()
    scripts = page(html).select("script")
    assert any("/static/vendor/plotly/plotly-portal.min." in s.get("src", "") for s in scripts)
    # Only data islands are inline, and they are not executable.
    assert all(s.has_attr("src") or s.get("type") == "application/json" for s in scripts)
    assert "cdn." not in html.lower()
    assert 'id="plotly.js-style-global" class="no-inline-styles"' in html
    csp = response["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if d.strip())
    assert "'unsafe-eval'" not in csp
    assert "'unsafe-inline'" not in directives["script-src"]
    assert "'unsafe-inline'" not in directives["style-src"]
    assert "blob:" in directives["img-src"]  # the modebar's PNG download (views.chart_csp)


def _table(name: str) -> TrendTable:
    column = Column(source_code="dtest", diocese_name=name, metric="parishes", values=[1, 2])
    other = Column(source_code="dmore", diocese_name="Other", metric="parishes", values=[3, 4])
    return TrendTable(
        view=View.RAW, metrics=["parishes"], years=[2000, 2001], columns=[column, other]
    )


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("<b>Big</b> & <a href='x'>", "&lt;b&gt;Big&lt;/b&gt; &amp; &lt;a href='x'&gt;"),
        ("%{y} 100%", "%{y} 100%"),  # a name is never read as a hover template
    ],
)
def test_upstream_names_reach_plotly_as_literal_text(name, shown):
    table = _table(name)
    figure = charts.figure_build(table, title=charts.chart_title(table), filename="x")
    assert figure["data"][0]["name"] == shown
    assert name not in figure["data"][0]["hovertemplate"]


def _series_table(*, dioceses: int, metrics: list[str], view: str) -> TrendTable:
    from portal.statistics.derived import DioceseRows, table_build

    rows = [
        {"year": year, "catholics": 1000 + year, "total_population": 4000 + year,
         "parishes": None if year % 7 == 0 else 30, "total_priests": 50, "baptisms": 90}
        for year in range(1990, 2011)
    ]  # fmt: skip
    return table_build(
        [DioceseRows(source_code=f"d{i}", diocese_name=f"Diocese {i}", rows=rows)
         for i in range(dioceses)],
        metrics=metrics, view=view, start=None, end=None,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("dioceses", "metrics", "view"),
    [
        (1, ["catholics"], View.RAW),
        (1, ["catholics", "parishes", "total_priests"], View.RAW),
        (6, ["catholics", "parishes", "total_priests", "baptisms"], View.RAW),
        (3, ["catholics", "total_priests"], View.PER_CAPITA),
        (2, ["catholics", "parishes"], View.INDEXED),
        (2, ["baptisms"], View.YOY),
    ],
)
def test_the_plain_figure_is_valid_plotly_and_stacks_one_plot_per_unit(dioceses, metrics, view):
    """The figure is built as plain data (fast); plotly's own schema validates it here."""
    import plotly.graph_objects as go

    table = _series_table(dioceses=dioceses, metrics=metrics, view=view)
    figure = charts.figure_build(table, title="T", filename="f")
    go.Figure(data=figure["data"], layout=figure["layout"])  # raises on any unknown property
    rows = charts.row_count(table)
    layout = figure["layout"]
    domains = [layout["yaxis" + ("" if r == 1 else str(r))]["domain"] for r in range(1, rows + 1)]
    assert domains[0][1] == 1.0 and domains[-1][0] == 0.0  # top to bottom, filling the plot
    # No overlap between neighbours, top to bottom.
    assert all(upper[0] > lower[1] for upper, lower in itertools.pairwise(domains))
    lowest = "xaxis" + ("" if rows == 1 else str(rows))
    assert layout[lowest]["title"]["text"] == "Year"
    for r in range(1, rows):  # the upper plots follow the lowest one's years
        assert layout["xaxis" + ("" if r == 1 else str(r))]["matches"] == f"x{rows}"
    assert len(figure["data"]) == dioceses * len(metrics)


@pytest.mark.parametrize("language", ["en", "es", "pt", "it", "hr"])
def test_table_cells_show_numbers_with_the_decimals_they_have(language):
    """The table body is built in Python for speed; it writes each figure as every page does
    (portal.statistics.precision): grouped in the page's language, with the decimals the
    figure has and no padding (78.6 is "78.6", never "78.60"), whole numbers without any."""
    from django.template.defaultfilters import floatformat
    from django.utils import formats, translation

    from portal.trends.templatetags.trend_table import number_shower

    values = [0, 7, 1234, 1234567, 12.5, 89.17, 78.6, 99.99, 1234.56, -3.25, 2.0, -0.5]
    with translation.override(language):
        shown = number_shower()
        decimal = formats.get_format("DECIMAL_SEPARATOR")
        expected = [
            floatformat(v, "g") if v == int(v) else floatformat(v, f"{_places(v)}g") for v in values
        ]
        assert [shown(v) for v in values] == expected
        assert shown(78.6) == f"78{decimal}6" and shown(89.17) == f"89{decimal}17"


def _places(value: float) -> int:
    return len(repr(value).split(".")[1])
