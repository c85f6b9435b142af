"""Citations and the reader in real Chromium: a mark leads to its source entry and back, the
entry opens the reader at the cited passage, highlighted; "Ask about this document" fills the
question box; "More from" leads on; the words of a search are marked. Desktop and phone."""

import re

import pytest
from playwright.sync_api import expect

from tests.accessibility.conftest import axe_violations, describe
from tests.conftest import SCREENSHOTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DEACONS = "What does a deacon do?"
PHONE = {"width": 375, "height": 800}
DESKTOP = {"width": 1280, "height": 900}


def ask_in_the_browser(page, live_server, question: str) -> None:
    page.goto(f"{live_server.url}/ask/")
    page.get_by_label("Your question").fill(question)
    page.get_by_role("button", name="Ask", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ask/threads/\d+/#latest"))


def viewport_screenshot(page, name: str) -> None:
    """What the person sees right now (not the whole page): where a link has scrolled to."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def assert_accessible(page) -> None:
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_mark_leads_to_its_source_and_back_and_the_source_to_the_passage(
    signed_in_page, live_server, sandbox, viewport
):
    page = signed_in_page
    page.set_viewport_size(viewport)
    size = "phone" if viewport is PHONE else "desktop"
    ask_in_the_browser(page, live_server, DEACONS)

    mark = page.locator(".answer-text a.citation-mark").filter(has_text="[3]").first
    expect(mark).to_be_visible()
    mark_id = mark.get_attribute("id")
    target = mark.get_attribute("href")
    assert re.fullmatch(r"#exchange-\d+-source-3", target)
    mark.scroll_into_view_if_needed()
    viewport_screenshot(page, f"citations-answer-marks-{size}")
    if viewport is DESKTOP:
        assert_accessible(page)
    page.evaluate("window.scrollTo(0, 0)")
    mark.click()
    expect(page).to_have_url(re.compile(re.escape(target) + "$"))
    source = page.locator(target)
    expect(source).to_be_in_viewport()
    expect(source).to_be_focused()  # the entry takes focus: keyboard and screen readers go on there
    assert page.evaluate("(id) => document.querySelector(id).matches(':target')", target)
    viewport_screenshot(page, f"citations-source-entry-{size}")

    source.get_by_role("link", name="Back to the answer").click()
    expect(page.locator(f"#{mark_id}")).to_be_focused()
    expect(page.locator(f"#{mark_id}")).to_be_in_viewport()

    # The second source (Lumen gentium) opens the reader at the passage it cites.
    entry = page.locator("li.citation").nth(1)
    entry.locator("a.citation-title").click()
    expect(page).to_have_url(
        re.compile(r"/library/documents/lumen-gentium/\?passage=(\d+)#passage-\1$")
    )
    cited = page.locator(".passage-cited")
    expect(cited).to_have_count(1)
    expect(cited).to_be_in_viewport()
    expect(cited).to_contain_text("The passage cited")
    expect(cited).to_contain_text("The Council's dogmatic constitution on the Church.")
    background = cited.evaluate("(el) => getComputedStyle(el).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")  # visibly highlighted
    viewport_screenshot(page, f"citations-reader-at-passage-{size}")
    if viewport is DESKTOP:
        assert_accessible(page)
    assert page.console_errors == []


def test_ask_about_this_document_fills_the_question_box(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    page.goto(f"{live_server.url}/library/documents/laudato-si/")
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    expect(page.get_by_role("heading", name=re.compile("Laudato si"))).to_have_count(1)
    page.get_by_role("link", name="Ask about this document").click()
    expect(page).to_have_url(re.compile(r"/ask/\?q="))
    expect(page.get_by_label("Your question")).to_have_value(
        re.compile(r"^What does “Laudato si’?.*” by Pope Francis teach\?$")
    )
    assert sandbox.requests()["by_skill"] == {"document_fetch": 1}  # nothing asked yet
    take_screenshot(page, "citations-ask-about-prefilled")
    assert page.console_errors == []


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_more_from_the_author_leads_to_their_other_documents(
    signed_in_page, live_server, sandbox, viewport
):
    page = signed_in_page
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/library/documents/augustine-confessions/")
    more = page.get_by_role("navigation", name="More from Saint Augustine of Hippo in this library")
    expect(more).to_be_visible()
    links = more.get_by_role("link")
    expect(links.first).to_be_visible()
    title = links.first.inner_text()
    more.scroll_into_view_if_needed()
    size = "phone" if viewport is PHONE else "desktop"
    viewport_screenshot(page, f"citations-more-from-{size}")
    links.first.click()
    expect(page).to_have_url(re.compile(r"/library/documents/[^/]+/$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    expect(page.locator(".document-body")).to_be_visible()
    if viewport is DESKTOP:
        assert_accessible(page)
    assert page.console_errors == []


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_words_of_the_search_are_highlighted_in_the_document(
    signed_in_page, live_server, sandbox, take_screenshot, viewport
):
    page = signed_in_page
    page.set_viewport_size(viewport)
    page.goto(f"{live_server.url}/library/")
    page.get_by_label("Search Church documents").fill("care for our common home")
    page.get_by_role("button", name="Search").click()
    page.get_by_role("link", name=re.compile("Laudato si")).first.click()
    expect(page).to_have_url(re.compile(r"/library/documents/laudato-si/\?q="))
    marks = page.locator(".document-body mark.search-mark")
    expect(marks.first).to_be_visible()
    assert {m.lower() for m in marks.all_inner_texts()} <= {"care", "common", "home", "homes"}
    expect(page.locator(".search-marks-note")).to_contain_text("care for our common home")
    background = marks.first.evaluate("(el) => getComputedStyle(el).backgroundColor")
    assert background not in ("rgba(0, 0, 0, 0)", "transparent")
    size = "phone" if viewport is PHONE else "desktop"
    take_screenshot(page, f"citations-search-highlight-{size}")
    if viewport is DESKTOP:
        assert_accessible(page)
    assert page.console_errors == []
