"""An empty collection's owner finds "Add dioceses" first, above the fold at a desktop and a phone
width (es, hr); once the collection holds dioceses the form goes back below them. In Chromium,
screenshots in var/screenshots/."""

from __future__ import annotations

import pytest
from django.conf import settings
from playwright.sync_api import expect

from portal.research.models import Collection, Entry

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ADD_DIOCESES = {"es": "Añadir diócesis", "hr": "Dodajte biskupije"}
SIZES = {"desktop": (1280, 900), "phone": (390, 844)}


def in_language(page, live_server, language: str) -> None:
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )


def top_of(page, selector: str) -> float:
    return page.locator(selector).first.evaluate("e => e.getBoundingClientRect().top")


@pytest.mark.parametrize("language", ["es", "hr"])
@pytest.mark.parametrize("size", SIZES)
def test_an_empty_collection_shows_add_dioceses_first_and_above_the_fold(
    signed_in_page, live_server, sandbox, take_screenshot, language, size
):
    page = signed_in_page
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    in_language(page, live_server, language)
    collection = Collection.objects.create(owner=page.user, name="Vacía")
    page.goto(f"{live_server.url}/research/{collection.pk}/")
    heading = page.get_by_role("heading", name=ADD_DIOCESES[language], exact=True)
    expect(heading).to_be_visible()
    expect(heading).to_have_count(1)
    # Above the fold: the heading and the search box are within the first screen, unscrolled.
    assert page.evaluate("window.scrollY") == 0
    box = page.locator("#add").first.bounding_box()
    search_box = page.locator("#add input[name='q']").first.bounding_box()
    assert box is not None and search_box is not None
    assert search_box["y"] + search_box["height"] <= height
    # First of the page's cards: before the harvest and the figures.
    assert top_of(page, "#add") < top_of(page, "[data-progress]")
    assert top_of(page, "#add") < top_of(page, "[data-analysis-links]")
    take_screenshot(page, f"research-empty-collection-{language}-{size}")


def test_a_collection_with_dioceses_keeps_the_form_below_them(signed_in_page, live_server, sandbox):
    page = signed_in_page
    collection = Collection.objects.create(owner=page.user, name="Sees")
    Entry.objects.create(collection=collection, query="dmaml")
    page.goto(f"{live_server.url}/research/{collection.pk}/")
    expect(page.get_by_role("heading", name="Add dioceses", exact=True)).to_have_count(1)
    assert top_of(page, "[data-entries]") < top_of(page, "#add")
