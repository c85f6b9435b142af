"""Freezing a collection in Chromium and downloading its data package, at a desktop's and a
phone's width, with screenshots of the collection's editions and the edition's page."""

from __future__ import annotations

import hashlib
import re
import zipfile

import pytest
from playwright.sync_api import expect

from devtools.warehouse_data import sandbox_collection
from portal.editions.models import Edition
from tests.accessibility.conftest import axe_violations, describe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


def no_sideways_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"


def accessible(page) -> None:
    """WCAG 2.1 AA as axe-core finds it (tests/accessibility), and nothing sticking out."""
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"
    no_sideways_overflow(page)


@pytest.mark.parametrize("width", list(WIDTHS))
def test_freeze_a_collection_and_download_its_package(
    signed_in_page, live_server, take_screenshot, tmp_path, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    collection = sandbox_collection(
        ["dmaml", "dkins", "dwest"], name="Sees of the Pacific and beyond", owner=page.user
    )
    page.goto(f"{live_server.url}/research/{collection.pk}/")
    section = page.locator("[data-editions]")
    expect(section.get_by_role("heading", name="Editions: citable, frozen figures")).to_be_visible()
    section.scroll_into_view_if_needed()
    take_screenshot(page, f"editions-collection-{width}")

    section.get_by_role("button", name="Freeze as an edition").click()
    page.wait_for_url(re.compile(r"/research/editions/[a-z2-9]{10}/$"))
    edition = Edition.objects.get()
    expect(page.locator(".messages")).to_contain_text(edition.public_id)
    expect(page.get_by_role("heading", level=1)).to_contain_text("Sees of the Pacific and beyond")
    expect(page.locator("[data-checksum]")).to_have_text(edition.sha256)
    expect(page.locator("[data-citation]")).to_contain_text(edition.url)
    accessible(page)
    take_screenshot(page, f"editions-edition-{width}")

    files = page.locator("[data-edition-files]")
    with page.expect_download() as waiting:
        files.get_by_role("link", name="Data package (.zip)").click()
    download = waiting.value
    assert download.suggested_filename == f"sees-of-the-pacific-and-beyond-{edition.public_id}.zip"
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    with zipfile.ZipFile(saved) as archive:
        names = set(archive.namelist())
        data = archive.read(f"data/sees-of-the-pacific-and-beyond-{edition.public_id}.csv")
    assert names >= {"datapackage.json", "README.md", "CITATION.cff", "edition.bib"}
    assert hashlib.sha256(data).hexdigest() == edition.sha256

    # The collection's page lists it now; the editions' list too.
    page.goto(f"{live_server.url}/research/{collection.pk}/")
    expect(page.locator("[data-collection-editions] a")).to_have_text(edition.public_id)
    accessible(page)
    page.goto(f"{live_server.url}/research/editions/")
    expect(page.locator(f'[data-edition="{edition.public_id}"]')).to_be_visible()
    accessible(page)
    take_screenshot(page, f"editions-index-{width}")
    assert page.console_errors == []


def test_the_button_says_it_is_freezing_and_sends_once(signed_in_page, live_server):
    """Freezing the whole Church takes seconds: the page says so, and its button cannot be
    pressed twice. (Here the answer is "204 No Content", which leaves the page as it is while
    it waits; the freezing itself is test_freeze_a_collection_and_download_its_package.)"""
    page = signed_in_page
    collection = sandbox_collection(["dmaml", "dkins"], name="Two sees", owner=page.user)
    sent = []

    def no_content(route):
        sent.append(route.request.method)
        route.fulfill(status=204)

    page.route("**/research/editions/freeze/**", no_content)
    page.goto(f"{live_server.url}/research/{collection.pk}/")
    form = page.locator("form[data-busy]")
    button = form.get_by_role("button", name="Freeze as an edition")
    button.click()
    expect(form.get_by_role("status")).to_have_text(
        "Freezing the figures… A large collection takes a few seconds."
    )
    expect(button).to_be_disabled()
    expect(form).to_have_attribute("aria-busy", "true")
    button.click(force=True)  # disabled: nothing is sent
    expect(button).to_be_disabled()
    assert sent == ["POST"]
    assert not Edition.objects.filter(collection=collection).exists()
    assert page.console_errors == []
