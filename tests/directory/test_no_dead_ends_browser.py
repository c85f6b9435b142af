"""The directory's ways on, in Chromium, in Spanish and Croatian at a desktop and a phone width:
a pope to his predecessor, a see's patron and cathedral, a past bishop to his see, and the
research collection form on a see found by search. Screenshots in var/screenshots/."""

from __future__ import annotations

import pytest
from django.conf import settings
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"desktop": (1280, 900), "phone": (390, 844)}
WORDS = {
    "es": {
        "predecessor": "Predecesor",
        "share": "Enlace a esta página",
        "jp1": "Papa Juan Pablo I",
    },
    "hr": {
        "predecessor": "Prethodnik",
        "share": "Poveznica na ovu stranicu",
        "jp1": "Papa Ivan Pavao I.",
    },
}


def no_sideways_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"


@pytest.mark.parametrize("language", ["es", "hr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_ways_on_from_a_pope_a_see_and_a_past_bishop(
    signed_in_page, live_server, sandbox, take_screenshot, language, size
):
    page = signed_in_page
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    words = WORDS[language]

    page.goto(f"{live_server.url}/popes/john-paul-ii/")
    expect(page.locator("dt", has_text=words["predecessor"])).to_be_visible()
    expect(page.locator("dd.see a")).to_have_attribute("href", "/dioceses/drome/")
    expect(page.locator(".pope-documents a")).to_be_visible()
    expect(page.get_by_role("link", name=words["share"])).to_be_visible()
    no_sideways_overflow(page)
    take_screenshot(page, f"directory-pope-links-{language}-{size}")
    page.locator("dd.predecessor a").click()
    page.wait_for_url("**/popes/john-paul-i/")
    expect(page.get_by_role("heading", level=1)).to_have_text(words["jp1"])

    page.goto(f"{live_server.url}/dioceses/?q=Diocese+of+Rome")
    expect(page.locator("dd.patron-saint a")).to_have_count(1)
    expect(page.locator("dd.cathedral a.external")).to_be_visible()
    expect(page.locator("[data-add-to-collection]")).to_be_visible()
    no_sideways_overflow(page)
    take_screenshot(page, f"directory-diocese-search-links-{language}-{size}")

    page.goto(f"{live_server.url}/dioceses/ddubr/")
    expect(page.locator("dd.patron-saint a")).to_have_count(2)
    take_screenshot(page, f"directory-diocese-page-links-{language}-{size}")

    page.goto(f"{live_server.url}/clergy/jaime-sin/")
    page.locator("dd.last-position a").click()
    page.wait_for_url("**/dioceses/dmaml/")
    page.go_back()
    no_sideways_overflow(page)
    take_screenshot(page, f"directory-past-bishop-links-{language}-{size}")
    assert page.console_errors == []
