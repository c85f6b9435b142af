"""The whole Church in Chromium: the world collection's page, its totals by country and by
continent, the countries compared on the chart, and the map; at a desktop and a phone width,
in English and Croatian, with screenshots and no console error."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from playwright.sync_api import expect

from devtools.warehouse_data import sandbox_collection
from portal.research.models import Collection
from tests.drawing import drawn_countries, drawn_series
from tests.research.test_browser import no_sideways_overflow

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
# Croatia's eleven sees, four of the Philippines' and Milan: three countries, two continents.
SEES = ["dzagr", "dspli", "drije", "ddjak", "dzada", "ddubr", "dsibe", "dvara", "dpoze", "dgosp",
        "dkriz", "dmaml", "dcuba", "dcebu", "ddava", "dmila"]  # fmt: skip
TITLES = {"en": "The whole Church", "hr": "Cijela Crkva"}
NOTHING_TO_LOOK_AT = {"en": "No line needs a look.", "hr": "Nijedan redak ne treba provjeru."}
COUNTRIES = {"en": {"Croatia", "Italy", "Philippines"}, "hr": {"Hrvatska", "Italija", "Filipini"}}


@pytest.fixture
def the_world(magisterium_user):
    """The world collection as the world harvest leaves it, filled from the sandbox's data."""
    owner = magisterium_user("warehouse-account")
    found = sandbox_collection(SEES, name="The whole Church", owner=owner)
    Collection.objects.filter(pk=found.pk).update(world=True, shared=True)
    return found


@pytest.mark.parametrize("language", list(TITLES))
@pytest.mark.parametrize("width", list(WIDTHS))
def test_the_whole_church_is_read_like_any_collection_grouped_by_country(
    signed_in_page, live_server, sandbox, take_screenshot, the_world, width, language
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    base = f"{live_server.url}/research/{the_world.pk}"

    page.goto(f"{base}/")
    expect(page.get_by_role("heading", level=1)).to_have_text(TITLES[language])
    expect(page.locator("[data-world-notice]")).to_be_visible()
    # Every line was harvested: none is listed, and the list does not call the world empty.
    expect(page.locator("tr[data-entry]")).to_have_count(0)
    expect(page.locator("[data-no-entries]")).to_have_text(NOTHING_TO_LOOK_AT[language])
    no_sideways_overflow(page)
    take_screenshot(page, f"research-world-collection-{language}-{width}")

    page.goto(f"{base}/groups/?by=country&metric=catholics")
    labels = page.locator("[data-groups-table] tr[data-group] th[scope=row]").all_inner_texts()
    assert {label.strip() for label in labels} == COUNTRIES[language]
    no_sideways_overflow(page)
    take_screenshot(page, f"research-world-groups-{language}-{width}")

    page.goto(f"{base}/chart/?metric=catholics&by=country")
    page.locator("#trend-chart .legend .traces").first.wait_for()
    series = drawn_series(page, "#trend-chart")
    assert len(series) == 3  # one line a country
    assert len({line["stroke"] for line in series}) == 3  # each in its own colour
    take_screenshot(page, f"research-world-chart-countries-{language}-{width}")

    page.goto(f"{base}/map/?metric=catholics")
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-year", re.compile(r"\d+"))
    shaded = {c["id"] for c in drawn_countries(page) if c["layer"] == "values"}
    assert {"HRV", "ITA", "PHL"} <= shaded
    take_screenshot(page, f"research-world-map-{language}-{width}")
    assert page.console_errors == []
