"""The API's series and average annual change: the collection chart's numbers in every view
(a group's per-1,000 figure a ratio of its sums, an index on a chosen base year), the same in
JSON and CSV, and a change a notebook can recompute from the API's own long figures."""

from __future__ import annotations

import pytest

from portal.research.series import series_for_chart
from tests.api.test_data import csv_rows

pytestmark = pytest.mark.django_db


def _all_items(api, url: str) -> list[dict]:
    items = []
    while url:
        page = api.get(url).json()
        items += page["items"]
        url = page["next"]
    return items


def test_a_groups_series_per_1000_is_the_charts_and_csv_says_the_same(api, own_collection):
    base = f"/api/v1/collections/{own_collection.pk}/series?metric=total_priests"
    query = "&view=per_1000&by=region&start=1990&end=2020"
    page = api.get(base + query).json()
    assert (page["metric"], page["view"], page["by"]) == ("total_priests", "per_1000", "region")
    assert page["unit"] == "per 1,000 inhabitants"
    chart = series_for_chart(
        own_collection, metric="total_priests", view="per_1000", by="region", start=1990, end=2020
    ).table
    expected = [
        {"key": column.source_code, "label": column.diocese_name, "year": year, "value": value}
        for column in chart.columns
        for year, value in zip(chart.years, column.values, strict=True)
        if value is not None
    ]
    items = _all_items(api, base + query + "&limit=20")
    assert items == expected and len(items) > 40
    assert [{k: str(v) for k, v in item.items()} for item in items] == csv_rows(
        api.get(base + query + "&format=csv")
    )


def test_an_index_on_a_chosen_base_year(api, own_collection):
    url = f"/api/v1/collections/{own_collection.pk}/series?metric=catholics&view=indexed&base=1990"
    page = api.get(url).json()
    assert page["base"] == 1990 and page["unit"] == "index, 1990 = 100"
    at_base = {item["key"]: item["value"] for item in page["items"] if item["year"] == 1990}
    assert at_base == {"dmaml": 100, "dkins": 100, "dwest": 100}
    # Only an index has a base year: elsewhere it is left aside, as on the chart page.
    raw = api.get(url.replace("view=indexed", "view=raw")).json()
    assert raw["base"] is None and raw["unit"] == "persons"


def test_the_average_annual_change_between_two_years_is_the_long_figures(api, own_collection):
    address = f"/api/v1/collections/{own_collection.pk}"
    growth = api.get(f"{address}/growth?metric=catholics&start=1995&end=2015").json()["items"]
    by_key = {item["key"]: item for item in growth}
    figures = {
        (item["source_code"], item["year"]): item["value"]
        for item in _all_items(api, f"{address}/years?metric=catholics&limit=10000")
    }
    for code in ("dmaml", "dkins", "dwest"):
        first, last = figures[code, 1995], figures[code, 2015]
        change = by_key[code]
        assert (change["start"], change["end"], change["first"], change["last"]) == (
            1995, 2015, first, last
        )  # fmt: skip
        expected = ((last / first) ** (1 / 20) - 1) * 100
        assert change["average_annual_change"] == round(expected, 2)
        assert change["reason"] is None
    rows = csv_rows(api.get(f"{address}/growth?metric=catholics&start=1995&end=2015&format=csv"))
    assert [row["key"] for row in rows] == [item["key"] for item in growth]


def test_a_series_without_a_figure_in_a_year_says_why_it_has_no_change(api, own_collection):
    # Kinshasa reports nothing for 1960–64 in the sandbox.
    address = f"/api/v1/collections/{own_collection.pk}/growth"
    growth = api.get(f"{address}?metric=catholics&start=1962&end=2000").json()["items"]
    kinshasa = next(item for item in growth if item["key"] == "dkins")
    assert kinshasa["average_annual_change"] is None and kinshasa["reason"] == "no_start"


@pytest.mark.parametrize(
    ("query", "parameter"),
    [
        ("metric=percent_catholic&view=per_capita", "view"),
        ("metric=catholics&view=indexed&base=2999", "base"),
        ("metric=souls", "metric"),
        ("metric=catholics&view=sideways", "view"),
        ("metric=catholics&by=diocese", "by"),
        ("metric=catholics&start=2000&end=1990", "end"),
    ],
)
def test_bad_choices_are_a_422_naming_the_parameter(api, own_collection, query, parameter):
    response = api.get(f"/api/v1/collections/{own_collection.pk}/series?{query}")
    assert response.status_code == 422
    assert response["Content-Type"] == "application/problem+json"
    assert parameter in {error["parameter"] for error in response.json()["errors"]}
