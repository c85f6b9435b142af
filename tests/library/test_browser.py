"""The library and Ask in real Chromium: search and read, ask with progress, follow up, history."""

import re

import pytest
from playwright.sync_api import expect

from tests.conftest import SCREENSHOTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

QUESTION = "What does the Church teach about care for creation?"


def no_errors_but_refusals(page, *statuses: int) -> list[str]:
    """Console errors, minus Chromium's note about a response status the test asked for."""
    expected = [f"status of {status}" for status in statuses]
    return [e for e in page.console_errors if not any(x in e for x in expected)]


def test_search_then_open_and_read_a_document(signed_in_page, live_server, take_screenshot):
    page = signed_in_page
    page.goto(f"{live_server.url}/library/")
    page.get_by_label("Search Church documents").fill("care for our common home")
    page.get_by_role("button", name="Search").click()
    results = page.locator("ol.results li")
    expect(results.first).to_be_visible()
    take_screenshot(page, "library-search-results")

    page.get_by_role("link", name=re.compile("Laudato si")).first.click()
    expect(page).to_have_url(re.compile(r"/library/documents/laudato-si/"))
    expect(page.get_by_role("heading", level=1)).to_contain_text("Laudato si")
    expect(page.locator(".document-body p").first).to_be_visible()
    take_screenshot(page, "library-reader")

    page.get_by_role("link", name="Back to the results").click()
    expect(page.get_by_label("Search Church documents")).to_have_value("care for our common home")
    assert page.console_errors == []


def test_ask_shows_progress_then_the_answer_then_a_follow_up_in_the_same_thread(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    sandbox.configure(latency_ms=1500)  # long enough to see the progress
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(QUESTION)
    page.get_by_role("button", name="Ask", exact=True).click()

    progress = page.get_by_text("Magisterium is preparing a cited answer…")
    expect(progress).to_be_visible()
    expect(page.get_by_role("button", name="Ask", exact=True)).to_be_disabled()
    take_screenshot(page, "library-ask-progress")

    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    expect(page.locator("article.exchange")).to_have_count(1)
    expect(page.locator(".answer-text")).to_contain_text("Sandbox answer.")
    expect(page.locator(".citation-title").first).to_have_attribute(
        "href", re.compile(r"^/library/documents/laudato-si/\?passage=\d+#passage-\d+$")
    )
    thread_url = page.url

    related = page.locator("button.related-question").first
    related_text = related.inner_text()
    related.click()
    expect(progress).to_be_visible()
    expect(page.locator("article.exchange")).to_have_count(2)
    expect(page.locator("article.exchange").nth(1).locator("h2")).to_contain_text(related_text)
    assert page.url.split("#")[0] == thread_url.split("#")[0]
    page.evaluate("window.scrollTo(0, 0)")
    take_screenshot(page, "library-answer-thread")

    page.goto(f"{live_server.url}/ask/history/")
    item = page.locator(".history-item")
    expect(item).to_have_count(1)
    expect(item).to_contain_text(QUESTION)
    expect(item).to_contain_text(related_text)
    expect(item).to_contain_text("2 questions")
    take_screenshot(page, "library-history")
    assert page.console_errors == []


def test_a_dead_request_gives_up_with_a_message_and_keeps_the_question(
    signed_in_page, live_server, sandbox
):
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/")
    # Requests to /ask/ hang forever; the page's time limit is shortened to keep the test fast.
    page.route(re.compile(r".*/ask/$"), lambda route: None)
    page.locator("#ask-panel").evaluate("box => box.dataset.timeLimitMs = '1500'")
    page.get_by_label("Your question").fill(QUESTION)
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page.get_by_text("Magisterium is preparing a cited answer…")).to_be_visible()

    expect(page.get_by_text("Magisterium is taking too long to answer.")).to_be_visible()
    expect(page.get_by_role("button", name="Ask", exact=True)).to_be_enabled()
    expect(page.get_by_label("Your question")).to_have_value(QUESTION)
    assert sandbox.requests()["total"] == 0


def test_a_slow_answer_shows_the_question_and_the_seconds_then_says_it_gave_up(
    signed_in_page, live_server, sandbox, settings, take_screenshot
):
    # The server's time budget for people, small here; upstream answers only much later.
    settings.MAGISTERIUM_INTERACTIVE_TIMEOUT = 3
    sandbox.configure(timeout_sleep=8)
    sandbox.fault("timeout", count=1, skills=["catholic_qa"])
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(QUESTION)
    page.get_by_role("button", name="Ask", exact=True).click()

    status = page.locator("[data-ask-status]")
    expect(status).to_have_attribute("aria-live", "polite")
    expect(status).to_contain_text("Magisterium is preparing a cited answer…")
    expect(status.locator("[data-ask-echo]")).to_have_text(QUESTION)
    expect(status.locator("[data-ask-elapsed]")).to_have_text(re.compile(r"^[1-9]"))  # it ticks
    expect(page.get_by_role("button", name="Ask", exact=True)).to_be_disabled()
    take_screenshot(page, "library-ask-waiting")

    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("Magisterium did not answer in time.")
    expect(alert).to_contain_text("Your question was not lost")
    expect(page.get_by_label("Your question")).to_have_value(QUESTION)
    expect(page.get_by_role("button", name="Ask", exact=True)).to_be_enabled()
    take_screenshot(page, "library-ask-gave-up")
    assert no_errors_but_refusals(page, 503) == []


def test_a_5_mb_document_reads_in_parts_with_a_notice_and_the_original(
    signed_in_page, live_server, sandbox
):
    sandbox.fault("oversized", count=1, skills=["document_fetch"])
    page = signed_in_page
    page.goto(f"{live_server.url}/library/documents/laudato-si/")
    note = page.get_by_role("note")
    expect(note).to_contain_text("This document is very long")
    original = note.get_by_role("link", name="Read the whole document where it was published")
    expect(original).to_be_visible()
    pages = page.get_by_role("navigation", name="Parts of this document")
    expect(pages).to_contain_text("Part 1 of")
    # The visible top only: a whole part of a long document is a very tall picture.
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "library-reader-cut.png"))

    pages.get_by_role("link", name="Next part").click()
    expect(page).to_have_url(re.compile(r"\?page=2$"))
    expect(pages).to_contain_text("Part 2 of")
    expect(note).to_contain_text("This document is very long")
    assert page.console_errors == []


def test_a_rate_limited_question_counts_down_then_can_be_asked(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    sandbox.fault("rate_limit_burst", count=1, retry_after=3)
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(QUESTION)
    ask = page.get_by_role("button", name="Ask", exact=True)
    ask.click()

    expect(page.get_by_role("alert")).to_contain_text("wait 3 seconds")
    expect(page.get_by_text(re.compile(r"You can try again in \d seconds"))).to_be_visible()
    expect(ask).to_be_disabled()
    expect(page.get_by_label("Your question")).to_have_value(QUESTION)
    take_screenshot(page, "library-ask-rate-limited")

    expect(ask).to_be_enabled(timeout=6_000)
    ask.click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
    assert no_errors_but_refusals(page, 429) == []


def test_asking_works_without_javascript(browser, live_server, magisterium_user, sandbox):
    from django.conf import settings
    from django.test import Client

    client = Client()
    client.force_login(magisterium_user("no-script"))
    context = browser.new_context(java_script_enabled=False)
    context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME,
          "value": client.cookies[settings.SESSION_COOKIE_NAME].value, "url": live_server.url}]
    )  # fmt: skip
    try:
        page = context.new_page()
        page.goto(f"{live_server.url}/ask/")
        page.get_by_label("Your question").fill(QUESTION)
        page.get_by_role("button", name="Ask", exact=True).click()
        expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))
        expect(page.locator(".answer-text")).to_contain_text("Sandbox answer.")
        page.locator("button.related-question").first.click()
        expect(page.locator("article.exchange")).to_have_count(2)
    finally:
        context.close()


def test_hostile_text_runs_nothing_in_the_reader_or_an_answer(
    signed_in_page, live_server, take_screenshot
):
    page = signed_in_page
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(f"{live_server.url}/library/documents/sandbox-hostile/")
    expect(page.locator(".document-body")).to_contain_text("<script>alert(1)</script>")
    take_screenshot(page, "library-reader-hostile")

    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill("What is in the sandbox-hostile document?")
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page.locator(".answer-text")).to_contain_text("<img src=x onerror=alert(1)>")
    assert page.locator(".answer-text a[href^='javascript'], .answer-text img").count() == 0
    assert dialogs == []
    assert page.console_errors == []


def test_the_question_limit_shows_a_countdown_and_a_disabled_button(
    signed_in_page, live_server, sandbox, settings, take_screenshot
):
    settings.MAGISTERIUM_QA_RATE_LIMIT = 1
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(QUESTION)
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))

    page.goto(f"{live_server.url}/ask/")
    expect(page.get_by_text(re.compile(r"You can ask again in \d+ seconds"))).to_be_visible()
    expect(page.get_by_role("button", name="Ask", exact=True)).to_be_disabled()
    seconds = page.locator("[data-countdown-seconds]")
    first = int(seconds.inner_text())
    expect(seconds).not_to_have_text(str(first))  # it counts down live
    take_screenshot(page, "library-ask-wait")
    assert page.console_errors == []
