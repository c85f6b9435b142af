"""Every main page fits a phone (375 px), a tablet (768 px) and a laptop (1280 px).

No page scrolls sideways (wide tables scroll inside their own box), and axe-core finds no
WCAG 2.1 AA violation at any width, nor a tap target under 24 × 24 px (WCAG 2.2's
target-size). A full-page screenshot per page and width is kept under
var/screenshots/responsive-<page>-<width>.png for a person to look at.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.accessibility.conftest import WCAG_21_AA, chart_drawn

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = (375, 768, 1280)
WCAG_21_AA_AND_TARGET_SIZE = [*WCAG_21_AA, "wcag22aa"]


def page_width_overflow(page) -> int:
    """How many pixels the page is wider than the window (0 when it fits)."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def check_widths(page, url, name, take_screenshot, assert_accessible, ready=None) -> None:
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.goto(url)
        if ready:
            ready(page)
        take_screenshot(page, f"responsive-{name}-{width}")
        overflow = page_width_overflow(page)
        assert overflow <= 0, f"{name} at {width} px scrolls sideways by {overflow} px"
        assert_accessible(page, WCAG_21_AA_AND_TARGET_SIZE)
    assert page.console_errors == []


@pytest.mark.parametrize(
    ("name", "path"),
    [("homepage", "/"), ("day", "/day/{tomorrow}/"), ("login", "/accounts/login/")],
)
def test_public_pages_fit_every_width(
    page, live_server, today_stored, take_screenshot, assert_accessible, name, path
):
    tomorrow = (today_stored + dt.timedelta(days=1)).isoformat()
    url = live_server.url + path.format(tomorrow=tomorrow)
    check_widths(page, url, name, take_screenshot, assert_accessible)


@pytest.mark.parametrize(
    ("name", "path"),
    [
        ("account", "/account/"),
        ("library-search", "/library/?q=care for our common home"),
        ("reader", "/library/documents/laudato-si/"),
        ("pope", "/popes/benedict-xvi/"),
        ("diocese", "/dioceses/dmaml/"),
        ("clergy", "/clergy/ruperto-lazaro/"),
        ("trends-diocese", "/trends/dmaml/?metric=catholics&metric=total_priests"),
        ("trends-compare", "/trends/compare/?d=dmaml&d=dmila&d=dsjcr&metric=total_priests"),
    ],
)
def test_signed_in_pages_fit_every_width(
    pictures_arrive, live_server, sandbox, take_screenshot, assert_accessible, name, path
):
    ready = chart_drawn if path.startswith("/trends/") else None
    url = live_server.url + path
    check_widths(pictures_arrive, url, name, take_screenshot, assert_accessible, ready)


def test_an_answer_thread_and_the_history_fit_every_width(
    signed_in_page, live_server, sandbox, asked_thread, take_screenshot, assert_accessible
):
    page = signed_in_page
    for name, path in [("ask-thread", asked_thread), ("history", "/ask/history/")]:
        check_widths(page, live_server.url + path, name, take_screenshot, assert_accessible)
