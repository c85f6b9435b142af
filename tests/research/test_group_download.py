"""The groups page's download: every statistic's totals by its grouping, every year, with how
many dioceses reported each figure and the grand total marked apart; the same rows as the
notebook API's group table; CSV with its citation line, or Excel with its About sheet."""

from __future__ import annotations

import io

import pytest

from devtools.warehouse_data import sandbox_collection
from portal.api.tokens import token_create
from portal.research.groups import group_table
from portal.research.models import DioceseYear
from portal.statistics.metrics import METRICS
from tests.api.test_data import csv_rows
from tests.html import page, some
from tests.research.test_downloads import body, read_csv

pytestmark = pytest.mark.django_db

MIXED = ["dmaml", "dcuba", "dnova", "dmila", "dport", "dkins"]


@pytest.fixture
def mixed(signed_in_client):
    return sandbox_collection(MIXED, name="Mixed sees", owner=signed_in_client.user)


def _address(collection, fmt: str, query: str) -> str:
    return f"/research/{collection.pk}/groups/download/{fmt}/?{query}"


def test_the_page_links_its_grouping_and_years_to_the_file(signed_in_client, mixed):
    response = signed_in_client.get(f"/research/{mixed.pk}/groups/?by=region&start=1990&end=2000")
    links = some(page(response), "[data-groups-download]").select("a[href]")
    assert [link["href"] for link in links] == [
        _address(mixed, fmt, "by=region&start=1990&end=2000") for fmt in ("csv", "xlsx")
    ]


def test_the_csv_holds_every_statistic_with_its_coverage_and_the_total_apart(
    signed_in_client, mixed
):
    response = signed_in_client.get(_address(mixed, "csv", "by=country&start=1960&end=2020"))
    assert response.status_code == 200
    assert "groups-country" in response["Content-Disposition"]
    cite, rows = read_csv(response)
    assert "Mixed sees" in cite
    assert list(rows[0]) == [
        "group", "label", "is_total", "members", "year", *METRICS,
        *(f"{metric}_reporting" for metric in METRICS),
    ]  # fmt: skip
    table = group_table(mixed, by="country", metrics=list(METRICS), start=1960, end=2020)
    philippines = next(group for group in table.groups if group.key == "Philippines")
    in_file = {int(r["year"]): r for r in rows if r["group"] == "Philippines"}
    for group_year in philippines.years:
        row = in_file[group_year.year]
        assert row["catholics"] == str(group_year.values["catholics"] or "")
        assert row["catholics_reporting"] == str(group_year.reporting["catholics"])
        assert row["members"] == "3" and row["is_total"] == "False"
    totals = [r for r in rows if r["group"] == "(total)"]
    assert totals and all(r["is_total"] == "True" and r["members"] == "6" for r in totals)
    # Kinshasa reports nothing for 1960–64: the grand total says how few of the 6 did.
    reported = DioceseYear.objects.filter(
        diocese__source_code__in=MIXED, year=1962, catholics__isnull=False
    ).count()
    assert reported < 6
    assert next(r for r in totals if r["year"] == "1962")["catholics_reporting"] == str(reported)


def test_the_file_has_the_rows_of_the_notebook_apis_group_table(signed_in_client, mixed):
    _cite, mine = read_csv(signed_in_client.get(_address(mixed, "csv", "by=region")))
    token = token_create(signed_in_client.user, name="Notebook", days=1)
    api = signed_in_client.get(
        f"/api/v1/collections/{mixed.pk}/groups?by=region&format=csv&shape=wide&total=true",
        HTTP_AUTHORIZATION=f"Bearer {token.secret}",
    )
    theirs = csv_rows(api)
    assert len(mine) == len(theirs) > 100
    for row, other in zip(mine, theirs, strict=True):
        assert {key: other[key] for key in other if key != "is_total"} == {
            key: row[key] for key in other if key != "is_total"
        }


def test_excel_has_the_figures_and_an_about_sheet(signed_in_client, mixed):
    from openpyxl import load_workbook

    response = signed_in_client.get(_address(mixed, "xlsx", "by=country"))
    assert response.status_code == 200
    workbook = load_workbook(io.BytesIO(body(response)), read_only=True)
    assert len(workbook.sheetnames) == 2
    figures = list(workbook[workbook.sheetnames[0]].iter_rows(values_only=True))
    assert figures[0][:5] == ("group", "label", "is_total", "members", "year")
    assert isinstance(figures[1][5], int)  # a figure stays a number


@pytest.mark.parametrize(("fmt", "query", "status"), [
    ("pdf", "by=country", 404),
    ("csv", "by=diocese", 400),
    ("csv", "start=2000&end=1990", 400),
])  # fmt: skip
def test_bad_requests_are_refused_with_a_4xx(signed_in_client, mixed, fmt, query, status):
    assert signed_in_client.get(_address(mixed, fmt, query)).status_code == status
