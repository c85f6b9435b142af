"""Every kind of page passes axe-core's WCAG 2.1 AA rules with zero violations, in Chromium,
in English and in Spanish (the language menu's choice, remembered in a cookie)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from portal.vocabulary import bible
from tests.accessibility.conftest import chart_drawn

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(params=["en", "es"])
def language(request, page, live_server):
    """The page's language, chosen as the language menu leaves it: in the cookie."""
    from django.conf import settings

    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": request.param, "url": live_server.url}]
    )
    return request.param


@pytest.fixture
def check(assert_accessible, language):
    """Check the page is in the chosen language, then run axe on it."""

    def run(page) -> None:
        expect(page.locator("html")).to_have_attribute("lang", language)
        assert_accessible(page)

    return run


# --- Open to everyone -----------------------------------------------------------------------


def the_first_reading(page, language: str):
    """The first reading's reference, as the page writes it in its language."""
    return page.get_by_text(bible.localize_reference("Romans 10:9-18", language))


def test_homepage_with_todays_readings(page, live_server, today_stored, check, language):
    page.goto(f"{live_server.url}/")
    the_first_reading(page, language).wait_for()
    check(page)


def test_a_day_page(page, live_server, today_stored, check, language):
    tomorrow = today_stored + dt.timedelta(days=1)
    page.goto(f"{live_server.url}/day/{tomorrow.isoformat()}/")
    the_first_reading(page, language).wait_for()
    check(page)


def test_a_day_being_fetched(page, live_server, check):
    day = timezone.localdate() + dt.timedelta(days=9)
    page.goto(f"{live_server.url}/day/{day.isoformat()}/")
    page.locator(".pending").wait_for()
    check(page)


def test_the_embed_widget(page, live_server, today_stored, check, language):
    page.goto(f"{live_server.url}/embed/today/")
    the_first_reading(page, language).wait_for()
    check(page)


def test_the_sign_in_page_with_the_staff_form_open(page, live_server, check):
    page.goto(f"{live_server.url}/accounts/login/")
    check(page)
    page.locator(".staff-signin summary").click()
    page.locator("#id_login").wait_for()
    check(page)


def test_a_page_that_does_not_exist(page, live_server, check):
    response = page.goto(f"{live_server.url}/no-such-page/")
    assert response.status == 404
    check(page)


def test_not_a_date(page, live_server, check):
    page.goto(f"{live_server.url}/day/?date=someday")
    page.locator("[role='alert']").wait_for()
    check(page)


# --- Signed in ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/account/",
        "/library/",
        "/library/?q=care for our common home",
        "/library/documents/laudato-si/",
        "/ask/",
        "/ask/history/",
        "/popes/",
        "/popes/?q=benedict",
        "/popes/benedict-xvi/",
        "/saints/?q=jerome",
        "/saints/jerome/",
        "/clergy/ruperto-lazaro/",
        "/dioceses/dmaml/",
        "/popes/?q=no such pope at all",
        "/clergy/nobody/",
        "/trends/",
        "/trends/?q=manila",
        # Mistakes and missing things
        "/library/documents/no-such-document/",
        f"/popes/?q={'a' * 501}",
        "/trends/dmaml/?metric=nope&start=3000",
        "/trends/dzzzz/?metric=catholics",
    ],
)
def test_signed_in_pages(signed_in_page, live_server, sandbox, check, path):
    page = signed_in_page
    page.goto(f"{live_server.url}{path}")
    check(page)


def test_profile_pictures_that_arrive(pictures_arrive, live_server, sandbox, check):
    from sandbox import catalog
    from tests.directory.test_browser import script_pictures

    page = pictures_arrive
    for path, skill, profile in [
        ("/popes/benedict-xvi/", "pope_lookup", catalog.pope_lookup(pope_id="benedict-xvi")),
        ("/dioceses/dmaml/", "diocese_lookup", catalog.diocese_lookup(source_code="dmaml")),
    ]:
        script_pictures(sandbox, skill, profile)  # the sandbox itself has no picture addresses
        page.goto(f"{live_server.url}{path}")
        page.wait_for_load_state("networkidle")
        expect(page.locator("img.picture").first).to_be_visible()
        check(page)


@pytest.mark.parametrize(
    "path",
    [
        "/trends/dmaml/?metric=catholics",
        "/trends/dmaml/?metric=catholics&metric=total_priests&view=per_capita",
        "/trends/compare/?d=dmaml&d=dmila&metric=total_priests",
    ],
)
def test_trends_charts_and_their_text_alternative(
    signed_in_page, live_server, sandbox, check, path
):
    page = signed_in_page
    page.goto(f"{live_server.url}{path}")
    chart_drawn(page)
    check(page)
    # The drawing is one picture named by the chart's title; its description is the caption,
    # which points to the table of the same figures (captioned with that title too).
    drawing = page.locator("#trend-chart svg[role='img']")
    expect(drawing).to_have_count(1)
    title = drawing.get_attribute("aria-label")
    shown = page.locator("#trend-chart .gtitle").text_content()  # wrapped lines, run together
    assert title and "".join(title.split()) == "".join(shown.split())
    caption = page.locator(f"#{drawing.get_attribute('aria-describedby')}")
    expect(caption).to_contain_text(title)
    expect(page.get_by_role("table", name=title)).to_be_visible()
    expect(page.get_by_role("region", name=title)).to_be_visible()


def test_an_answer_thread_and_the_history(
    signed_in_page, live_server, sandbox, language, asked_thread, check
):
    page = signed_in_page
    page.goto(f"{live_server.url}{asked_thread}")
    check(page)
    page.goto(f"{live_server.url}/ask/history/")
    page.locator(".history-item").first.wait_for()
    check(page)
    page.goto(f"{live_server.url}{asked_thread}delete/")
    check(page)


def test_waiting_out_a_rate_limit(signed_in_page, live_server, sandbox, check):
    page = signed_in_page
    sandbox.fault("rate_limit_burst", retry_after=30, count=10)
    for path in ["/popes/?q=benedict", "/library/?q=prayer"]:
        response = page.goto(f"{live_server.url}{path}")
        assert response.status == 429, path
        page.locator("[data-countdown]").wait_for()
        check(page)


def test_upstream_error_pages(signed_in_page, live_server, sandbox, check):
    page = signed_in_page
    sandbox.fault("http_500")
    for path in ["/popes/benedict-xvi/", "/popes/?q=benedict", "/trends/dmaml/?metric=catholics"]:
        response = page.goto(f"{live_server.url}{path}")
        assert response.status >= 500, path
        page.locator(".upstream-error").wait_for()
        check(page)
