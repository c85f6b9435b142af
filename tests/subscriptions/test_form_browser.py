"""The subscription form in Chromium, in each of the five languages: the browser's time zone is
chosen by the page's script (the context's `timezone_id`), the visitor fills the form in and
sends it, and the confirmation arrives in that language. The homepage's short form sends the
guessed zone too. Screenshots under var/screenshots/subscriptions/."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from portal.subscriptions.models import Subscription
from tests.accessibility.conftest import axe_violations, describe
from tests.conftest import SCREENSHOTS
from tests.fixtures.browser import BROWSER_WAIT_MS, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ZONES = {
    "en": "America/Chicago",
    "es": "America/Mexico_City",
    "pt": "America/Sao_Paulo",
    "it": "Europe/Rome",
    "hr": "Europe/Zagreb",
}


@pytest.fixture
def zoned_page(browser, request):
    """A page whose browser lives in the time zone `request.param`'s language is paired with."""
    contexts = []

    def open_page(time_zone: str):
        context = browser.new_context(
            viewport={"width": 1280, "height": 900}, locale="en-US", timezone_id=time_zone
        )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(BROWSER_WAIT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.errors = errors
        return page

    yield open_page
    for context in contexts:
        context.close()


@pytest.mark.parametrize("language", list(ZONES))
def test_the_form_in_each_language(zoned_page, live_server, mailbox, language):
    zone = ZONES[language]
    page = zoned_page(zone)
    page.goto(f"{live_server.url}/subscribe/?lang={language}")
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.locator("select[name=time_zone]")).to_have_value(zone)
    assert page.evaluate("Intl.DateTimeFormat().resolvedOptions().timeZone") == zone
    expect(page.locator("select[name=language]")).to_have_value(language)
    violations = axe_violations(page)
    assert violations == [], describe(violations)
    page.fill("input[name=email]", f"{language}@example.org")
    page.select_option("select[name=hour]", "7")
    page.check("input[name=days][value=sundays]")
    screenshot(page, f"subscriptions/form-{language}")
    page.locator("form.subscribe-form button[type=submit]").click()
    expect(page.locator("[data-check-inbox]")).to_be_visible()
    screenshot(page, f"subscriptions/check-inbox-{language}")
    assert page.errors == []
    stored = Subscription.objects.get(email=f"{language}@example.org")
    assert (stored.language, stored.time_zone, stored.hour, stored.days) == (
        language,
        zone,
        7,
        "sundays",
    )
    [message] = mailbox.wait_for(1)
    assert message.to == f"{language}@example.org"


def test_messages_by_the_fields_in_the_browser(zoned_page, live_server, mailbox):
    page = zoned_page("Europe/Lisbon")
    page.goto(f"{live_server.url}/subscribe/?lang=pt")
    page.fill("input[name=email]", "not an address")
    page.locator("form.subscribe-form button[type=submit]").click()
    expect(page.locator("#id_email_error")).to_be_visible()
    expect(page.locator("input[name=email]")).to_have_value("not an address")
    expect(page.locator("select[name=time_zone]")).to_have_value("Europe/Lisbon")  # as sent
    violations = axe_violations(page)
    assert violations == [], describe(violations)
    screenshot(page, "subscriptions/form-errors-pt")
    assert mailbox.messages == []


def test_the_homepage_short_form_sends_the_guessed_zone(zoned_page, live_server, mailbox):
    page = zoned_page("Asia/Manila")
    page.goto(f"{live_server.url}/?lang=en")
    form = page.locator("[data-subscribe-compact] form")
    expect(form.locator("input[name=time_zone]")).to_have_value("Asia/Manila")
    form.locator("input[name=email]").fill("parish@example.org")
    SCREENSHOTS.joinpath("subscriptions").mkdir(parents=True, exist_ok=True)
    page.locator("[data-subscribe-compact]").screenshot(
        path=str(SCREENSHOTS / "subscriptions" / "home-form.png")
    )
    form.locator("button[type=submit]").click()
    expect(page.locator("[data-check-inbox]")).to_be_visible()
    stored = Subscription.objects.get(email="parish@example.org")
    assert (stored.language, stored.time_zone, stored.hour) == ("en", "Asia/Manila", 6)
    assert mailbox.wait_for(1)
