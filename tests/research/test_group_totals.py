"""Group tables: ratios from sums rounded once (89.17, not 89.20), and a grand-total row worked
out from the sums over every diocese, never from the groups' ratios."""

from __future__ import annotations

import pytest

from devtools.warehouse_data import collection_named, hand_made
from portal.research import groups, series
from tests.html import one, some
from tests.html import page as parse
from tests.html import text as text_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def italy_and_more(signed_in_client):
    """Italy: 5,350,000 Catholics of 6,000,000 people (89.1666… %), which rounding to a tenth
    and printing with two decimals showed as 89.20. Elsewhere: 62,590 of 100,000 (62.59 %,
    once 62.60). Catholics per priest: 5,350,000 / 1,300 = 4,115.38…"""
    collection = collection_named("Italy and more", owner=signed_in_client.user)
    milan = {"catholics": 5_000_000, "total_population": 5_600_000, "total_priests": 1_000}
    como = {"catholics": 350_000, "total_population": 400_000, "total_priests": 300}
    else_ = {"catholics": 62_590, "total_population": 100_000, "total_priests": 20}
    hand_made(collection, "dmila", {2020: milan}, name="Milan", country="Italy")
    hand_made(collection, "dcomo", {2020: como}, name="Como", country="Italy")
    hand_made(collection, "delse", {2020: else_}, name="Elsewhere", country="Freedonia")
    return collection


METRICS = ["catholics", "percent_catholic", "catholics_per_priest"]


def test_a_groups_percentage_is_rounded_once_from_its_sums(italy_and_more):
    table = groups.group_table(italy_and_more, by="country", metrics=METRICS)
    by_key = {group.key: group.years[0].values for group in table.groups}
    assert by_key["Italy"] == {
        "catholics": 5_350_000, "percent_catholic": 89.17, "catholics_per_priest": 4115,
    }  # fmt: skip
    assert by_key["Freedonia"]["percent_catholic"] == 62.59


def test_the_grand_total_comes_from_the_sums_of_every_diocese(italy_and_more):
    table = groups.group_table(italy_and_more, by="country", metrics=METRICS)
    assert table.total is not None
    (total,) = table.total.years
    catholics, population, priests = 5_412_590, 6_100_000, 1_320
    assert total.values == {
        "catholics": catholics,
        "percent_catholic": round(100 * catholics / population, 2),  # 88.73
        "catholics_per_priest": round(catholics / priests),  # 4,100
    }
    assert total.values["percent_catholic"] == 88.73
    # Not the groups' ratios added up or averaged: (89.17 + 62.59) / 2 = 75.88.
    assert total.values["percent_catholic"] != round((89.17 + 62.59) / 2, 2)
    assert total.members == 3 and total.note == ""
    assert [m.source_code for m in table.total.members] == ["dcomo", "delse", "dmila"]


def test_the_chart_of_groups_shows_the_same_rounded_percentage(italy_and_more):
    chart = series.series_for_chart(italy_and_more, metric="percent_catholic", by="country")
    values = {column.diocese_name: column.values for column in chart.table.columns}
    assert values == {"Italy": [89.17], "Freedonia": [62.59]}


def test_the_groups_page_prints_89_17_and_closes_with_a_total_row(signed_in_client, italy_and_more):
    query = "&".join(f"metric={m}" for m in METRICS)
    response = signed_in_client.get(f"/research/{italy_and_more.pk}/groups/?by=country&{query}")
    assert response.status_code == 200
    page = response.content.decode()
    soup = parse(page)
    italy = one(soup, 'tbody tr[data-group="Italy"]')
    some(italy, 'td[class="num"][data-value="89.17"]', "89.17")
    assert "89.20" not in page and "89.2<" not in page and "62.60" not in page
    footer = one(soup, "tfoot")
    assert footer.select("[data-total]") and "All dioceses" in text_of(footer)
    cells = footer.select('td[class="num"][data-value]')
    assert [(td["data-value"], text_of(td)) for td in cells] == [
        ("5412590", "5,412,590"),
        ("88.73", "88.73"),
        ("4100", "4,100"),
    ]
    some(footer, 'td[class="num"]:not([data-value])', "3")  # every diocese of the collection
    # The ratios are named as everywhere else.
    assert "Catholics in the population and Catholics per priest are worked out" in page
