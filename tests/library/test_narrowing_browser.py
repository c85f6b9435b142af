"""In real Chromium, at a laptop's width and a phone's (375 px): the library's filters and
marks, a new question beside a follow-up on a thread's page, and the history's snippets."""

import re

import pytest
from playwright.sync_api import expect

from tests.accessibility.conftest import WCAG_21_AA, axe_violations, describe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

QUESTION = "What does the Church teach about care for creation?"
UNRELATED = "When was the Council of Trent?"
PHONE = {"width": 375, "height": 800}
DESKTOP = {"width": 1280, "height": 900}


def fits_and_is_accessible(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{page.url} scrolls sideways by {overflow} px"
    violations = axe_violations(page, [*WCAG_21_AA, "wcag22aa"])
    assert violations == [], f"{page.url}\n{describe(violations)}"


def at_both_widths(page, name: str, take_screenshot) -> None:
    """Screenshots (and the checks) at the laptop's width, then the phone's, then back."""
    for label, size in (("desktop", DESKTOP), ("375", PHONE)):
        page.set_viewport_size(size)
        page.evaluate("window.scrollTo(0, 0)")
        take_screenshot(page, f"{name}-{label}")
        fits_and_is_accessible(page)
    page.set_viewport_size(DESKTOP)


def test_the_library_narrows_by_author_and_century_with_links(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/library/?q=mercy")
    results = page.locator("ol.results > li")
    expect(results).to_have_count(10)
    panel = page.get_by_role("complementary", name="Narrow the list")
    expect(panel).to_be_visible()
    expect(page.get_by_text("10 documents from the library, the most it returns")).to_be_visible()
    expect(page.locator(".result-summary mark").first).to_be_visible()
    expect(page.locator(".result-source a").first).to_have_text("vatican.va")
    at_both_widths(page, "library-filters", take_screenshot)

    panel.get_by_role("link", name=re.compile(r"^Pope Francis \(3\)")).click()
    expect(page).to_have_url(re.compile(r"[?&]author=Pope\+Francis"))
    expect(results).to_have_count(3)
    expect(page.get_by_text("Showing 3 of the 10 documents found.")).to_be_visible()
    panel.get_by_role("link", name=re.compile(r"21st century")).click()
    expect(page).to_have_url(re.compile(r"century=21"))
    expect(results).to_have_count(3)
    at_both_widths(page, "library-filters-chosen", take_screenshot)

    # The chosen author is removed by its own link; the reader link carries the search.
    panel.get_by_role("link", name=re.compile(r"Remove this filter: Pope Francis")).click()
    expect(page).not_to_have_url(re.compile(r"author="))
    expect(results.first.locator(".result-title a")).to_have_attribute(
        "href", re.compile(r"^/library/documents/[^/]+/\?q=mercy$")
    )
    assert sandbox.requests()["total"] == 1  # the filters never asked upstream again
    assert page.console_errors == []


def test_a_new_question_from_a_thread_opens_a_new_thread_and_a_follow_up_stays(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/?q={QUESTION}")
    expect(page.get_by_label("Your question")).to_have_value(QUESTION)  # prefilled, not asked
    assert sandbox.requests()["total"] == 0
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    first_url = page.url.split("#")[0]
    follow_up = page.get_by_role("button", name="Ask a follow-up")
    new_question = page.get_by_role("button", name="Ask a new question")
    expect(follow_up).to_be_visible()
    expect(new_question).to_be_visible()
    page.locator("[data-ask-main] textarea").scroll_into_view_if_needed()
    at_both_widths(page, "library-thread-two-choices", take_screenshot)

    page.get_by_label("Your question").fill("And what about water?")
    follow_up.click()
    expect(page.locator("article.exchange")).to_have_count(2)
    assert page.url.split("#")[0] == first_url

    page.get_by_label("Your question").fill(UNRELATED)
    page.get_by_role("button", name="Ask a new question").click()
    expect(page).not_to_have_url(re.compile(re.escape(first_url)))
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    expect(page.get_by_role("heading", level=1)).to_have_text(UNRELATED)
    expect(page.locator("article.exchange")).to_have_count(1)

    page.goto(f"{live_server.url}/ask/history/")
    expect(page.locator(".history-item")).to_have_count(2)
    assert page.console_errors == []


def test_history_search_shows_a_marked_snippet(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(QUESTION)
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    answer = page.locator(".answer-text").inner_text()
    word = next(w for w in re.findall(r"[A-Za-z]{6,}", answer) if w.lower() not in QUESTION.lower())

    page.goto(f"{live_server.url}/ask/history/")
    page.get_by_label("Search your questions and answers").fill(word)
    page.get_by_role("button", name="Search").click()
    item = page.locator(".history-item")
    expect(item).to_have_count(1)
    expect(item.locator(".history-snippet mark").first).to_have_text(
        re.compile(re.escape(word), re.IGNORECASE)
    )
    at_both_widths(page, "library-history-snippet", take_screenshot)
    assert page.console_errors == []
