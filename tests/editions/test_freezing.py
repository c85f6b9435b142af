"""Freezing a collection as an edition through its page, and what never changes afterwards:
the address, the CSV's bytes and their checksum, whatever the warehouse and the collection do.
"""

from __future__ import annotations

import csv
import hashlib
import io

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from devtools.warehouse_data import collection_named, hand_made
from portal.editions.models import Edition, EditionChanged
from portal.research import downloads
from portal.research.models import Collection, Diocese, DioceseYear, Entry
from tests.editions.reading import PACKAGE_FILES, body, members
from tests.html import attrs, one, page, some, text

pytestmark = pytest.mark.django_db


def test_the_collection_page_offers_the_button_and_lists_its_editions(
    as_researcher, harvested, freeze_through_the_page
):
    soup = page(as_researcher.get(f"/research/{harvested.pk}/"))
    form = one(soup, "[data-editions] form[data-freeze-form]")
    assert attrs(form)["action"] == f"/research/editions/freeze/{harvested.pk}/"
    assert attrs(form)["method"] == "post"
    assert form.select('input[name="csrfmiddlewaretoken"]')
    assert not soup.select("[data-collection-editions]")  # none yet

    edition = freeze_through_the_page(as_researcher, harvested)

    soup = page(as_researcher.get(f"/research/{harvested.pk}/"))
    some(soup, f'[data-collection-editions] a[href="/research/editions/{edition.public_id}/"]')


def test_freezing_through_the_page_shows_the_edition(
    as_researcher, harvested, freeze_through_the_page
):
    response = as_researcher.post(f"/research/editions/freeze/{harvested.pk}/", follow=True)
    [(address, status)] = response.redirect_chain
    assert status == 302
    edition = Edition.objects.get()
    assert address == edition.get_absolute_url() == f"/research/editions/{edition.public_id}/"
    assert edition.url == f"http://testserver{address}"
    soup = page(response)
    assert edition.public_id in text(one(soup, "h1"))
    assert "Sees of the Pacific" in text(one(soup, "h1"))
    assert text(one(soup, "[data-checksum]")) == edition.sha256
    assert edition.public_id in text(one(soup, ".messages"))
    # The counts: every diocese-year of the three sees, all three with figures.
    rows = DioceseYear.objects.filter(diocese__entries__collection=harvested).count()
    assert edition.rows == rows > 0
    assert (edition.dioceses, edition.members) == (3, 3)
    assert text(one(soup, "[data-coverage]")).startswith("figures for 3 of 3 dioceses")
    # How to cite, and every file.
    assert edition.url in text(one(soup, "[data-citation]"))
    assert "@misc{magisterium-" in text(one(soup, "[data-bibtex]"))
    links = {attrs(a)["href"] for a in soup.select("[data-edition-files] a")}
    names = ("package.zip", "data.csv", "datapackage.json", "CITATION.cff", "edition.bib")
    assert links == {f"{address}{name}" for name in (*names, "README.md")}
    # The list of the editions the person can see.
    listed = page(as_researcher.get("/research/editions/"))
    some(listed, f'[data-edition="{edition.public_id}"] a[href="{address}"]')


def test_the_data_is_the_workbench_download_without_its_citation_row(
    as_researcher, harvested, freeze_through_the_page
):
    edition = freeze_through_the_page(as_researcher, harvested)
    frozen = body(as_researcher.get(f"/research/editions/{edition.public_id}/data.csv"))
    download = body(downloads.response(harvested, "csv")).decode()
    citation_row, rest = download.split("\r\n", 1)
    assert citation_row.startswith("#,")
    assert frozen.decode() == rest
    header = next(csv.reader(io.StringIO(rest)))
    assert header == list(downloads.WIDE_COLUMNS)


def test_the_checksum_is_the_sha256_of_the_csv(as_researcher, harvested, freeze_through_the_page):
    edition = freeze_through_the_page(as_researcher, harvested)
    data = body(as_researcher.get(f"/research/editions/{edition.public_id}/data.csv"))
    assert hashlib.sha256(data).hexdigest() == edition.sha256
    assert len(data) == edition.data_bytes
    package = body(as_researcher.get(f"/research/editions/{edition.public_id}/package.zip"))
    files = members(package)
    assert files[f"data/sees-of-the-pacific-{edition.public_id}.csv"] == data


def test_the_zip_holds_the_five_files_and_is_the_same_bytes_every_time(
    as_researcher, harvested, freeze_through_the_page
):
    edition = freeze_through_the_page(as_researcher, harvested)
    url = f"/research/editions/{edition.public_id}/package.zip"
    response = as_researcher.get(url)
    assert response["Content-Type"] == "application/zip"
    assert f"sees-of-the-pacific-{edition.public_id}.zip" in response["Content-Disposition"]
    first = body(response)
    files = members(first)
    assert set(files) == PACKAGE_FILES | {f"data/sees-of-the-pacific-{edition.public_id}.csv"}
    assert body(as_researcher.get(url)) == first


def test_address_and_numbers_never_change_whatever_the_warehouse_does(
    as_researcher, harvested, freeze_through_the_page
):
    edition = freeze_through_the_page(as_researcher, harvested)
    address = f"/research/editions/{edition.public_id}/"
    before = {
        name: body(as_researcher.get(address + name))
        for name in ("data.csv", "package.zip", "datapackage.json", "CITATION.cff", "edition.bib")
    }

    # The warehouse changes: a figure revised, a year gone, a diocese's name re-read...
    rows = DioceseYear.objects.filter(diocese__entries__collection=harvested)
    first = rows.order_by("pk").first()
    DioceseYear.objects.filter(pk=first.pk).update(catholics=(first.catholics or 0) + 12345)
    rows.order_by("-pk").first().delete()
    Diocese.objects.filter(source_code="dmaml").update(name="Renamed upstream")
    # ... the collection is renamed, loses a line, then is deleted.
    Collection.objects.filter(pk=harvested.pk).update(name="Something else")
    Entry.objects.filter(collection=harvested).last().delete()
    assert body(as_researcher.get(address + "data.csv")) == before["data.csv"]
    harvested.delete()

    after = {name: body(as_researcher.get(address + name)) for name in before}
    assert after == before
    kept = Edition.objects.get(pk=edition.pk)
    assert kept.collection is None
    assert kept.collection_number == edition.collection_number
    assert kept.collection_name == "Sees of the Pacific"
    assert hashlib.sha256(after["data.csv"]).hexdigest() == kept.sha256 == edition.sha256
    soup = page(as_researcher.get(address))
    assert text(one(soup, "[data-checksum]")) == edition.sha256
    assert "since deleted" in text(one(soup, "[data-edition-collection]"))


def test_an_edition_is_never_saved_over(as_researcher, harvested, freeze_through_the_page):
    edition = freeze_through_the_page(as_researcher, harvested)
    edition.title = "Changed"
    with pytest.raises(EditionChanged):
        edition.save()
    assert Edition.objects.get(pk=edition.pk).title == "Sees of the Pacific"


def test_two_editions_of_one_collection_have_two_addresses(
    as_researcher, harvested, freeze_through_the_page
):
    first = freeze_through_the_page(as_researcher, harvested)
    DioceseYear.objects.filter(diocese__entries__collection=harvested).update(baptisms=7)
    second = freeze_through_the_page(as_researcher, harvested)
    assert first.public_id != second.public_id
    assert first.sha256 != second.sha256  # the figures changed between them
    assert Edition.objects.get(pk=first.pk).sha256 == first.sha256


def test_pressing_again_with_the_same_figures_stores_nothing_twice(
    as_researcher, harvested, freeze_through_the_page
):
    first = freeze_through_the_page(as_researcher, harvested)
    response = as_researcher.post(f"/research/editions/freeze/{harvested.pk}/", follow=True)
    assert response.redirect_chain == [(first.get_absolute_url(), 302)]
    assert "have not changed since edition" in text(one(page(response), ".messages"))
    assert Edition.objects.count() == 1
    # Renamed, the collection makes a new edition: its citation's title is another.
    Collection.objects.filter(pk=harvested.pk).update(name="Renamed")
    harvested.refresh_from_db()
    renamed = freeze_through_the_page(as_researcher, harvested)
    assert renamed.pk != first.pk and renamed.sha256 == first.sha256


def test_a_collection_without_figures_is_not_frozen(as_researcher, researcher):
    empty = collection_named("Nothing yet", owner=researcher)
    response = as_researcher.post(f"/research/editions/freeze/{empty.pk}/", follow=True)
    assert response.redirect_chain == [(f"/research/{empty.pk}/", 302)]
    assert "nothing to freeze" in text(one(page(response), ".messages"))
    assert not Edition.objects.exists()


def test_freezing_reads_a_handful_of_queries_whatever_the_size(
    as_researcher, researcher, freeze_through_the_page
):
    def queries(sees: int) -> int:
        collection = collection_named(f"{sees} sees", owner=researcher)
        for n in range(sees):
            years = {year: {"catholics": 1000 + year} for year in range(1990, 2000)}
            hand_made(collection, f"dsyn{sees}x{n}", years)
        with CaptureQueriesContext(connection) as captured:
            freeze_through_the_page(as_researcher, collection)
        return len(captured.captured_queries)

    assert queries(2) == queries(12)


def test_names_that_look_like_formulas_and_odd_characters_survive(
    as_researcher, researcher, freeze_through_the_page
):
    collection = collection_named('=cmd|"/c calc"!A1 {50%} & Co_\\ "Ünïcode"', owner=researcher)
    hand_made(
        collection,
        "dodd",
        {2001: {"catholics": 5, "percent_catholic": 12.5}},
        name='+Saint Plus, the "quoted"\nsee',
        country="=1+1",
    )
    edition = freeze_through_the_page(as_researcher, collection)
    data = body(as_researcher.get(f"/research/editions/{edition.public_id}/data.csv")).decode()
    [row] = list(csv.DictReader(io.StringIO(data, newline="")))
    assert row["name"] == '\'+Saint Plus, the "quoted"\nsee'
    assert row["country"] == "'=1+1"
    assert row["percent_catholic"] == "12.5" and row["baptisms"] == ""
