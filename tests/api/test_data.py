"""What the API answers is what the workbench shows and downloads: the same figures at the same
precision, the same group totals (ratios from the sums), CSV written and defused by the same
helper; filters, shapes, pages and content negotiation."""

from __future__ import annotations

import csv
import io

import pytest
from django.test import RequestFactory

from devtools.warehouse_data import collection_named, hand_made
from portal import magisterium
from portal.research import downloads, groups

pytestmark = pytest.mark.django_db


def body(response) -> str:
    content = b"".join(response.streaming_content) if response.streaming else response.content
    return content.decode("utf-8")


def csv_rows(response) -> list[dict]:
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    return list(csv.DictReader(io.StringIO(body(response), newline="")))


def download_rows(response) -> list[dict]:
    """A workbench download's rows (after its citation line)."""
    text = body(response)
    return list(csv.DictReader(io.StringIO(text.split("\r\n", 1)[1], newline="")))


def test_wide_years_equal_the_workbench_download(api, own_collection):
    url = f"/api/v1/collections/{own_collection.pk}/years?format=csv&shape=wide"
    mine = csv_rows(api.get(url))
    request = RequestFactory().get("/")
    theirs = download_rows(downloads.response(own_collection, "csv", request=request))
    assert len(mine) == len(theirs) > 100
    columns = ["source_code", "name", "year", *magisterium.METRICS]
    assert [{c: r[c] for c in columns} for r in mine] == [
        {c: r[c] for c in columns} for r in theirs
    ]


def test_long_years_equal_the_long_download_and_json_pages_add_up(api, own_collection):
    base = f"/api/v1/collections/{own_collection.pk}/years"
    mine = csv_rows(api.get(f"{base}?format=csv"))
    theirs = download_rows(downloads.response(own_collection, "csv-long"))
    assert mine == theirs
    # The same rows as JSON, a page of diocese-years at a time, following `next`.
    items, url, pages = [], f"{base}?limit=50", 0
    while url:
        page = api.get(url).json()
        items += page["items"]
        url, pages = page["next"], pages + 1
    assert pages > 2 and page["count"] == len(
        download_rows(downloads.response(own_collection, "csv"))
    )
    assert [{k: str(v) for k, v in item.items()} for item in items] == mine


def test_accept_text_csv_gets_csv(api, own_collection):
    response = api.get(f"/api/v1/collections/{own_collection.pk}/members", HTTP_ACCEPT="text/csv")
    rows = csv_rows(response)
    assert [r["source_code"] for r in rows] == ["dmaml", "dkins", "dwest"]
    assert api.get(f"/api/v1/collections/{own_collection.pk}/members").json()["count"] == 3


def test_year_and_metric_filters(api, own_collection):
    base = f"/api/v1/collections/{own_collection.pk}/years"
    page = api.get(f"{base}?start=1990&end=1999&metric=catholics&metric=baptisms&shape=wide").json()
    assert {item["year"] for item in page["items"]} <= set(range(1990, 2000))
    assert set(page["items"][0]) == {"source_code", "name", "year", "catholics", "baptisms"}
    long = api.get(f"{base}?start=1995&end=1995&metric=percent_catholic").json()["items"]
    assert {(i["metric"], i["year"]) for i in long} == {("percent_catholic", 1995)}


@pytest.fixture
def tricky(researcher):
    collection = collection_named('=HYPERLINK("http://evil")', owner=researcher)
    hand_made(
        collection, "dplus", {1990: {"catholics": 1000, "total_population": 4000, "baptisms": 0}},
        name="+Saint Plus", country="=1+1", province="@SUM(A1)", rite="-2",
    )  # fmt: skip
    alba = {"catholics": 5, "total_population": 40, "catholics_per_priest": 5.0}
    hand_made(collection, "dalba", {1990: alba}, name='Alba, "the white"\nsee', country="Arcadia")
    return collection


def test_csv_defuses_formulas_and_keeps_numbers_numbers(api, tricky):
    base = f"/api/v1/collections/{tricky.pk}"
    members = csv_rows(api.get(f"{base}/members?format=csv"))
    plus = next(m for m in members if m["source_code"] == "dplus")
    assert plus["name"] == "'+Saint Plus" and plus["country"] == "'=1+1"
    assert plus["province"] == "'@SUM(A1)" and plus["rite"] == "'-2"
    alba = next(m for m in members if m["source_code"] == "dalba")
    assert alba["name"] == 'Alba, "the white"\nsee'  # one cell, whatever it holds
    years = csv_rows(api.get(f"{base}/years?format=csv&shape=wide"))
    assert {r["name"] for r in years} == {"'+Saint Plus", 'Alba, "the white"\nsee'}
    alba_year = next(r for r in years if r["source_code"] == "dalba")
    assert alba_year["catholics_per_priest"] == "5"  # as the downloads write it, not 5.0
    assert alba_year["baptisms"] == ""  # a missing figure is empty, never 0
    groups_csv = csv_rows(api.get(f"{base}/groups?format=csv&by=country&shape=wide"))
    assert {g["label"] for g in groups_csv} >= {"Arcadia"}
    assert all(not g["group"].startswith("=") for g in groups_csv)
    # JSON keeps the text exactly as it is.
    names = {m["name"] for m in api.get(f"{base}/members").json()["items"]}
    assert "+Saint Plus" in names


def test_group_totals_equal_the_workbench_groups(api, own_collection, tricky):
    for by in groups.GROUPINGS:
        url = f"/api/v1/collections/{own_collection.pk}/groups?by={by}&shape=long&limit=10000"
        page = api.get(url).json()
        table = groups.group_table(own_collection, by=by, metrics=list(magisterium.METRICS))
        expected = [
            (g.key, g.label, gy.members, gy.year, m, gy.values[m], gy.reporting[m])
            for g in table.groups
            for gy in g.years
            for m in table.metrics
            if gy.values[m] is not None
        ]
        got = [
            (
                i["group"],
                i["label"],
                i["members"],
                i["year"],
                i["metric"],
                i["value"],
                i["reporting"],
            )
            for i in page["items"]
        ]
        assert got == expected, by
        assert page["by"] == by and page["next"] is None


def test_group_ratios_are_recomputed_from_the_sums(api, tricky):
    url = f"/api/v1/collections/{tricky.pk}/groups?by=region&metric=percent_catholic&shape=wide"
    [blank] = api.get(url).json()["items"]  # neither has a region: one group
    # From the sums (1005 of 4040: 24.9 %), not the mean of the members' 25 % and 12.5 %.
    assert blank["percent_catholic"] == pytest.approx(1005 * 100 / 4040, abs=0.05)
    assert blank["members"] == 2


def test_the_grand_total_comes_when_asked_for(api, tricky):
    url = f"/api/v1/collections/{tricky.pk}/groups?by=country&metric=catholics&shape=wide"
    groups_only = api.get(url).json()["items"]
    # By default, the groups alone, each marked as no total.
    assert all(item["group"] and item["is_total"] is False for item in groups_only)
    with_total = api.get(f"{url}&total=true").json()["items"]
    table = groups.group_table(tricky, by="country", metrics=["catholics"])
    totals = [item for item in with_total if item["is_total"]]
    assert totals and all(item["group"] == "(total)" for item in totals)
    assert (
        with_total[: len(groups_only)] == groups_only and totals == with_total[len(groups_only) :]
    )
    assert [(t["label"], t["year"], t["catholics"]) for t in totals] == [
        (table.total.label, year.year, year.values["catholics"])
        for year in table.total.years
        if year.values["catholics"] is not None
    ]
    assert {t["members"] for t in totals} == {len(table.total.members)}
    # In CSV too, never as an empty cell a notebook reads as missing.
    csv_total = csv_rows(api.get(f"{url}&total=true&format=csv"))
    assert [row["group"] for row in csv_total].count("(total)") == len(totals)
    assert [row["is_total"] for row in csv_total].count("true") == len(totals)
    assert {row["is_total"] for row in csv_total} == {"true", "false"}
    assert all(row["group"] for row in csv_total)


def test_the_collection_says_its_citation_and_links(api, own_collection):
    data = api.get(f"/api/v1/collections/{own_collection.pk}").json()
    assert data["citation"].startswith("Source: Magisterium AI")
    assert data["links"]["page"].endswith(f"/research/{own_collection.pk}/")
    assert data["links"]["groups"].startswith("http://testserver/api/v1/")


def test_kept_group_tables_follow_the_collections_changes(api, own_collection):
    url = f"/api/v1/collections/{own_collection.pk}/groups?by=country&shape=wide&metric=catholics"
    before = api.get(url).json()
    assert api.get(url).json() == before  # kept: the same answer
    hand_made(own_collection, "dnewx", {1990: {"catholics": 7}}, country="Newland")
    after = api.get(url).json()
    assert "Newland" in {item["label"] for item in after["items"]}
    assert after["count"] == before["count"] + 1
