"""The research chart's and map's figure data at their own addresses: kept compressed per data
version, sent gzip-encoded when asked, never stored by a browser (as every signed-in page), and
shown to no one who may not see the collection; a long chart's table on its own page."""

from __future__ import annotations

import gzip
import html
import json
import re

import pytest
from django.test import Client

from devtools.warehouse_data import sandbox_collection
from portal.research.figures import TABLE_IN_PAGE_LIMIT
from tests.html import one
from tests.html import page as parse

pytestmark = [pytest.mark.django_db, pytest.mark.long]  # long: started early

SEVEN = ["dmaml", "dmila", "dlago", "dcebu", "dcord", "dsjcr", "dport"]


def _address(page, attribute: str) -> str:
    found = re.search(rf'{attribute}="([^"]+)"'.encode(), page.content)
    assert found, f"the page has no {attribute}"
    return html.unescape(found.group(1).decode())


@pytest.fixture
def seven(signed_in_client):
    return sandbox_collection(SEVEN, name="Seven sees", owner=signed_in_client.user)


@pytest.mark.parametrize(
    ("page", "attribute"),
    [("chart/?metric=catholics", "data-figure-url"), ("map/?metric=catholics", "data-map-url")],
)
def test_the_figure_data_is_kept_compressed_and_never_stored_by_the_browser(
    signed_in_client, seven, page, attribute
):
    response = signed_in_client.get(f"/research/{seven.pk}/{page}")
    assert response.status_code == 200
    assert b'type="application/json"' not in response.content  # the data is not in the page
    address = _address(response, attribute)

    plain = signed_in_client.get(address)
    assert plain.status_code == 200 and "Content-Encoding" not in plain
    assert "no-store" in plain["Cache-Control"] and "private" in plain["Cache-Control"]
    assert "Accept-Encoding" in plain["Vary"]
    data = json.loads(plain.content)

    packed = signed_in_client.get(address, headers={"Accept-Encoding": "gzip, br"})
    assert packed["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(packed.content)) == data
    # Kept: the second answer is the same bytes, read back rather than built again.
    assert signed_in_client.get(address, headers={"Accept-Encoding": "gzip"}).content == (
        packed.content
    )


def test_the_chart_data_is_the_chart_of_the_pages_state(signed_in_client, seven):
    response = signed_in_client.get(f"/research/{seven.pk}/chart/?metric=total_priests&view=raw")
    figure = json.loads(signed_in_client.get(_address(response, "data-figure-url")).content)
    assert len(figure["data"]) == len(SEVEN)
    assert "Total priests" in figure["layout"]["title"]["text"]
    by_country = signed_in_client.get(f"/research/{seven.pk}/chart/?metric=catholics&by=country")
    address = _address(by_country, "data-figure-url")
    assert "by=country" in address and "metric=catholics" in address
    countries = json.loads(signed_in_client.get(address).content)
    assert len(countries["data"]) < len(SEVEN)  # one line per country


@pytest.mark.parametrize("kind", ["chart/figure.json", "map/data.json"])
def test_no_one_else_reaches_the_data(signed_in_client, django_user_model, kind):
    other = django_user_model.objects.create(username="someone-else")
    theirs = sandbox_collection(["dmaml"], name="Theirs", owner=other)
    address = f"/research/{theirs.pk}/{kind}?metric=catholics"
    assert signed_in_client.get(address).status_code == 404  # private: as its pages
    signed_out = Client().get(address)
    assert signed_out.status_code == 302 and b"Manila" not in signed_out.content
    theirs.shared = True
    theirs.save(update_fields=["shared"])
    assert signed_in_client.get(address).status_code == 200


@pytest.mark.parametrize("kind", ["chart/figure.json", "map/data.json"])
def test_a_bad_query_is_a_400_with_a_reason(signed_in_client, seven, kind):
    response = signed_in_client.get(f"/research/{seven.pk}/{kind}?metric=catholics&view=sideways")
    assert response.status_code == 400
    assert json.loads(response.content)["errors"]


def test_a_long_chart_has_its_table_on_its_own_page(signed_in_client):
    every = sandbox_collection(name="Every see", owner=signed_in_client.user)
    count = every.entries.count()
    assert count > TABLE_IN_PAGE_LIMIT
    chart = signed_in_client.get(f"/research/{every.pk}/chart/?metric=catholics")
    assert chart.status_code == 200
    page = chart.content.decode()
    soup = parse(page)
    assert not one(soup, "[data-chart-table]").find_all_next("table")
    assert f"The table of these {count} series" in page
    link = one(soup, 'a[href][class="button"][data-chart-table-load]')  # the link to the table
    table_page = signed_in_client.get(link["href"])
    assert table_page.status_code == 200
    headers = parse(table_page).select('button[type="button"][data-sort-column]')
    assert len(headers) == count + 1  # the year and every diocese
    assert b"Back to the chart" in table_page.content
    # The average annual change of every series is there too, not on the chart's page.
    growth = parse(table_page).select("[data-growth] tbody tr")
    assert len(growth) == count and not soup.select("[data-growth]")


def test_a_short_chart_keeps_its_table_under_it(signed_in_client, seven):
    chart = signed_in_client.get(f"/research/{seven.pk}/chart/?metric=catholics")
    page = chart.content.decode()
    section = one(parse(page), "[data-chart-table]")
    assert section.find_all_next("table") and not section.find_all_next(
        attrs={"data-chart-table-load": True}
    )
