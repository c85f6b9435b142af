"""The collection chart's researcher views: per 1,000 inhabitants and per Catholic (a group's as
a ratio of its sums), an index on a chosen base year, and each series' average annual change,
which a researcher can recompute from the collection's long CSV; and the world map's."""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from urllib.parse import parse_qsl

import pytest

from devtools.warehouse_data import sandbox_collection
from tests.html import one, page, some, text
from tests.research.test_downloads import read_csv

pytestmark = pytest.mark.django_db

PHILIPPINES = ["dmaml", "dcuba", "dnova", "dpara", "dpasi", "dkalo", "danti", "dcebu"]
MIXED = [*PHILIPPINES, "dmila", "dport"]


@pytest.fixture
def mixed(signed_in_client):
    return sandbox_collection(MIXED, name="Mixed sees", owner=signed_in_client.user)


def _url(collection, name: str, query: str = "") -> str:
    return f"/research/{collection.pk}/{name}/" + (f"?{query}" if query else "")


def _figure(response) -> dict:
    """The figure the page draws: the JSON at its holder's data-figure-url."""
    found = re.search(rb'data-figure-url="([^"]+)"', response.content)
    assert found, "the page has no figure address"
    data = response.client.get(html.unescape(found.group(1).decode()))
    assert data.status_code == 200
    return json.loads(data.content)


def _growth(response) -> dict[str, tuple[str, str]]:
    """{series name: (data-value, text)} of the average annual change table under the chart."""
    table = one(page(response), "[data-growth] table")
    return {
        text(row.select_one("th")): (row.select_one("td")["data-value"], text(row.select_one("td")))
        for row in table.select("tbody tr")
    }


def _long_figures(client, collection) -> tuple[dict, dict]:
    """({(code, year, metric): value} from the long CSV, {code: country} from the wide one):
    what a researcher downloads."""
    _cite, long_rows = read_csv(client.get(f"/research/{collection.pk}/download/csv-long/"))
    figures = {
        (row["source_code"], int(row["year"]), row["metric"]): float(row["value"])
        for row in long_rows
    }
    _cite, wide_rows = read_csv(client.get(f"/research/{collection.pk}/download/csv/"))
    countries = {row["source_code"]: row["country"] for row in wide_rows}
    return figures, countries


def _group_ratio(figures, codes, year: int, metric: str, denominator: str) -> float:
    """Σ metric / Σ denominator over the members with both figures that year."""
    both = [
        code
        for code in codes
        if (code, year, metric) in figures and (code, year, denominator) in figures
    ]
    assert both, f"no member has both figures in {year}"
    return sum(figures[c, year, metric] for c in both) / sum(
        figures[c, year, denominator] for c in both
    )


def test_a_groups_average_annual_change_per_1000_inhabitants_is_the_long_csvs(
    signed_in_client, mixed
):
    query = "metric=total_priests&view=per_1000&by=country&start=1990&end=2020"
    response = signed_in_client.get(_url(mixed, "chart", query))
    assert response.status_code == 200
    some(page(response), '#chart-view option[value="per_1000"][selected]')
    figure = _figure(response)
    assert figure["layout"]["title"]["text"].endswith("(per 1,000 inhabitants)")

    figures, countries = _long_figures(signed_in_client, mixed)
    members = defaultdict(list)
    for code, country in countries.items():
        members[country].append(code)
    philippines = members["Philippines"]
    # The chart's figure for a year: the ratio of the group's sums, × 1,000.
    drawn = next(t for t in figure["data"] if t["name"] == "Philippines")
    at_2000 = drawn["x"].index(2000)
    ratio_2000 = _group_ratio(figures, philippines, 2000, "total_priests", "total_population")
    assert drawn["y"][at_2000] == round(ratio_2000 * 1_000, 4)
    # Its average annual change from 1990 to 2020, from the unrounded ratios.
    first = _group_ratio(figures, philippines, 1990, "total_priests", "total_population")
    last = _group_ratio(figures, philippines, 2020, "total_priests", "total_population")
    rate = ((last / first) ** (1 / 30) - 1) * 100
    value, words = _growth(response)["Philippines"]
    assert float(value) == round(rate, 2)
    assert words.endswith(" % a year")
    assert text(one(page(response), "#trend-growth-title")) == "Average annual change 1990–2020"


def test_a_dioceses_average_annual_change_is_the_long_csvs(signed_in_client, mixed):
    response = signed_in_client.get(_url(mixed, "chart", "metric=catholics&start=1995&end=2015"))
    figures, _countries = _long_figures(signed_in_client, mixed)
    rate = (
        (figures["dmila", 2015, "catholics"] / figures["dmila", 1995, "catholics"]) ** (1 / 20) - 1
    ) * 100
    name = next(t["name"] for t in _figure(response)["data"] if "Milan" in t["name"])
    value, _words = _growth(response)[html.unescape(name)]
    assert float(value) == round(rate, 2)


def test_per_catholic_and_an_index_on_a_base_year_chosen_by_address(signed_in_client, mixed):
    per = signed_in_client.get(_url(mixed, "chart", "metric=parishes&view=per_catholic"))
    assert per.status_code == 200
    values = [v for t in _figure(per)["data"] for v in t["y"] if v is not None]
    assert values and all(0 < v < 0.01 for v in values)  # six decimals keep them

    query = "metric=catholics&view=indexed&base=2000&start=1990&end=2010&by=country"
    indexed = signed_in_client.get(_url(mixed, "chart", query))
    assert indexed.status_code == 200
    figure = _figure(indexed)
    assert figure["layout"]["title"]["text"].endswith("(index, 2000 = 100)")
    for trace in figure["data"]:
        assert trace["y"][trace["x"].index(2000)] == 100
    assert one(page(indexed), "#chart-base")["value"] == "2000"
    # The figure's and the table page's addresses hold the same state.
    holder = one(page(indexed), "[data-figure-url]")
    assert ("base", "2000") in parse_qsl(holder["data-figure-url"].split("?", 1)[1])


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("base=19x0", "Please give the base year as a whole number."),
        ("base=1850", "Please choose a year from 1900 to"),
        ("base=1980&start=1990", "The base year must not be before the first year"),
        ("end=abc", "Please give years as whole numbers."),
        ("start=2010&end=2000", "The last year must not be before the first year."),
        ("metric=percent_catholic&view=per_1000", "“Catholics in the population” cannot be"),
        ("metric=total_population&view=per_1000", "“Total population” cannot be shown"),
        ("metric=catholics&view=per_catholic", "“Catholics” cannot be shown “Per Catholic”"),
    ],
)
def test_a_bad_view_or_year_is_a_400_with_a_sentence(signed_in_client, mixed, query, message):
    response = signed_in_client.get(_url(mixed, "chart", query))
    assert response.status_code == 400
    assert message in text(page(response))
    figure = signed_in_client.get(f"/research/{mixed.pk}/chart/figure.json?{query}")
    assert figure.status_code == 400 and message in figure.json()["errors"][0]


def test_the_map_shows_the_new_views_as_the_grouped_chart_does(signed_in_client, mixed):
    from portal.research.series import series_for_chart

    response = signed_in_client.get(_url(mixed, "map", "metric=baptisms&view=per_1000&year=2000"))
    assert response.status_code == 200
    table = series_for_chart(mixed, metric="baptisms", view="per_1000", by="country").table
    expected = {c.source_code: c.values[table.years.index(2000)] for c in table.columns}
    shown = {
        row["data-country"]: float(row.select_one("td[data-value]")["data-value"])
        for row in page(response).select("[data-map-table] tbody tr")
        if row.select_one("td[data-value]")["data-value"]
    }
    assert shown == {key: value for key, value in expected.items() if value is not None}
    refused = signed_in_client.get(_url(mixed, "map", "metric=percent_catholic&view=per_catholic"))
    assert refused.status_code == 400
    assert "cannot be shown" in text(page(refused))
