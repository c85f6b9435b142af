"""The parish site kit in Chromium: Copy buttons (the Clipboard API, and selecting the text where
it is missing) with a confirmation a screen reader hears, a preview of the real widget that
follows the options, and the short and saint-less widgets on a parish website of another origin,
at desktop and phone widths."""

import html
import re

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.conftest import SCREENSHOTS
from tests.fixtures.browser import BROWSER_WAIT_MS
from tests.readings.test_widget import SAINTS, HostSite, parish_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 375, "height": 800}
BODY = "(test text)"  # the stored readings' own words, which the short form leaves out
PREVIEW = "[data-embed-preview]"
WIDGET = "iframe[src*='/embed/today/']"


@pytest.fixture
def today_stored(stored_day):
    stored_day(timezone.localdate(), saints=SAINTS)


@pytest.fixture
def host_site():
    site = HostSite()
    yield site
    site.close()


def open_kit(page, live_server, query: str = "lang=en"):
    page.goto(f"{live_server.url}/?{query}")
    page.locator("#feeds").scroll_into_view_if_needed()
    return page.locator("[data-site-kit]")


def part_screenshot(locator, name: str) -> None:
    """The kit alone, beside the full page's screenshot: on a phone the page is very long."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def copy_status(page, button):
    return button.locator("xpath=following-sibling::*[@data-copy-status]")


def wait_for_preview(page, *, contains: str) -> None:
    """Until the preview frame has finished loading an address containing `contains` and the
    host script has sized it to the widget's content. The frame loads once it is in view."""
    page.locator(PREVIEW).scroll_into_view_if_needed()
    page.wait_for_function(
        """([selector, part]) => {
          const frame = document.querySelector(selector);
          const doc = frame.contentDocument;
          if (!doc || doc.readyState !== "complete" || !doc.location.href.includes(part)) {
            return false;
          }
          const content = Math.ceil(doc.body.getBoundingClientRect().height);
          return parseFloat(frame.style.height) === content;
        }""",
        arg=[PREVIEW, contains],
    )


def shows_the_whole_widget(page) -> None:
    """The preview draws the whole widget, down to its last line (the saints, the credit):
    the frame as tall as the content inside it, nothing cut and nothing scrolling in it."""
    drawn = page.locator(PREVIEW).evaluate(
        """frame => {
          const doc = frame.contentDocument;
          const last = doc.querySelector(".embed-credit").getBoundingClientRect();
          return {inner: frame.clientHeight, last: Math.ceil(last.bottom),
                  outer: frame.getBoundingClientRect().width,
                  room: frame.parentElement.clientWidth,
                  content: Math.ceil(doc.body.getBoundingClientRect().height),
                  scroll: doc.documentElement.scrollHeight,
                  client: doc.documentElement.clientHeight};
        }"""
    )
    assert drawn["inner"] >= drawn["content"] >= drawn["last"], drawn
    assert drawn["scroll"] <= drawn["client"], drawn
    assert drawn["outer"] <= drawn["room"], drawn  # its border inside the column too


def server_snippet(page, live_server, query: str) -> str:
    """The code the page gives without JavaScript for these options (the server's own)."""
    body = page.request.get(f"{live_server.url}/?{query}").text()
    found = re.search(r"<textarea[^>]*data-embed-snippet[^>]*>(.*?)</textarea>", body, re.S)
    assert found
    return html.unescape(found.group(1))


def test_the_copy_buttons_copy_and_say_so(page, live_server, today_stored, take_screenshot):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    kit = open_kit(page, live_server)
    for name, field in [
        ("Copy the widget’s code", "#embed-snippet"),
        ("Copy the address of the RSS feed", "#kit-rss-url"),
        ("Copy the address of the calendar", "#kit-ics-url"),
    ]:
        button = kit.get_by_role("button", name=name)
        expect(button).to_have_text("Copy")  # the visible word, and more for a screen reader
        button.click()
        status = copy_status(page, button)
        expect(status).to_have_text("Copied")
        assert status.get_attribute("role") == "status"
        assert status.get_attribute("aria-live") == "polite"
        copied = page.evaluate("() => navigator.clipboard.readText()")
        assert copied == page.locator(field).input_value(), name
    assert "/feeds/readings.ics?lang=en" in copied
    take_screenshot(page, "site-kit-copied-desktop")
    part_screenshot(page.locator("#feeds"), "site-kit-copied-desktop-kit")
    assert page.console_errors == []


def test_without_the_clipboard_api_the_text_is_selected(
    browser, live_server, today_stored, take_screenshot
):
    context = browser.new_context(viewport=PHONE, locale="en-US")
    # A browser without the Clipboard API (an old one, or a page served without TLS).
    context.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});"
    )
    try:
        page = context.new_page()
        page.set_default_timeout(BROWSER_WAIT_MS)
        open_kit(page, live_server)
        assert page.evaluate("() => navigator.clipboard === undefined")
        button = page.get_by_role("button", name="Copy the widget’s code")
        button.click()
        status = copy_status(page, button)
        expect(status).to_have_text(
            re.compile(r"^(Copied|Selected: copy it with Ctrl\+C \(⌘C on a Mac\))$")
        )
        selection = page.evaluate(
            """() => {
              const box = document.activeElement;
              return {id: box.id, start: box.selectionStart, end: box.selectionEnd,
                      length: box.value.length};
            }"""
        )
        assert selection["id"] == "embed-snippet"
        assert selection["start"] == 0 and selection["end"] == selection["length"] > 0
        take_screenshot(page, "site-kit-copy-fallback-phone")
        part_screenshot(page.locator("#feeds"), "site-kit-copy-fallback-phone-kit")
    finally:
        context.close()


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_the_options_change_the_code_and_the_preview(
    page, live_server, today_stored, take_screenshot, viewport
):
    page.set_viewport_size(DESKTOP if viewport == "desktop" else PHONE)
    kit = open_kit(page, live_server)
    code = kit.locator("[data-embed-snippet]")
    wait_for_preview(page, contains="/embed/today/?lang=en")
    preview = page.frame_locator(PREVIEW)
    expect(preview.get_by_role("heading", name="Saints of the day")).to_be_visible()
    shows_the_whole_widget(page)  # the full widget is taller than the old cap, on a phone
    part_screenshot(page.locator(".site-kit-preview"), f"site-kit-preview-full-{viewport}")
    full_height = page.locator(PREVIEW).evaluate("f => parseFloat(f.style.height)")

    # Spanish, short form.
    kit.get_by_label("Language of the feeds and the widget").select_option("es")
    kit.get_by_label("Short form: the readings’ references and the saints’ names").check()
    wait_for_preview(page, contains="?lang=es&compact=1")
    assert '/embed/today/?lang=es&amp;compact=1" title="Lecturas de hoy"' in code.input_value()
    assert 'height="240"' in code.input_value()
    assert code.input_value() == server_snippet(page, live_server, "embed_lang=es&embed_compact=1")
    expect(preview.locator("html")).to_have_attribute("lang", "es")
    expect(preview.get_by_text("Romanos 10, 9-18")).to_be_visible()
    expect(preview.get_by_text("Santos:")).to_be_visible()
    shows_the_whole_widget(page)
    assert BODY not in preview.locator("body").inner_text()
    compact_height = page.locator(PREVIEW).evaluate("f => parseFloat(f.style.height)")
    assert compact_height < full_height  # sized to the shorter content
    assert kit.locator("#kit-rss-url").input_value().endswith("/feeds/readings.xml?lang=es")
    take_screenshot(page, f"site-kit-compact-es-{viewport}")
    part_screenshot(page.locator("#feeds"), f"site-kit-compact-es-{viewport}-kit")

    # …and without the saints.
    kit.get_by_label("Without the saints of the day").check()
    wait_for_preview(page, contains="?lang=es&compact=1&saints=0")
    expect(preview.get_by_text("Romanos 10, 9-18")).to_be_visible()
    assert "Santos" not in preview.locator("body").inner_text()
    assert code.input_value() == server_snippet(
        page, live_server, "embed_lang=es&embed_compact=1&embed_saints=0"
    )

    # The whole readings again, still without the saints.
    kit.get_by_label("Short form: the readings’ references and the saints’ names").uncheck()
    wait_for_preview(page, contains="?lang=es&saints=0")
    assert BODY in preview.locator("body").inner_text()
    assert "Santos" not in preview.locator("body").inner_text()
    shows_the_whole_widget(page)
    assert (
        kit.get_by_role("link", name="Widget to embed")
        .get_attribute("href")
        .endswith("/embed/today/?lang=es&saints=0")
    )
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the screen"
    take_screenshot(page, f"site-kit-no-saints-es-{viewport}")
    assert page.console_errors == []


@pytest.mark.parametrize(
    ("query", "saints_shown"), [("embed_compact=1", True), ("embed_saints=0", False)]
)
def test_a_parish_website_gets_the_form_it_chose(
    page, live_server, today_stored, host_site, take_screenshot, query, saints_shown
):
    snippet = server_snippet(page, live_server, f"embed_lang=it&{query}")
    host_site.pages["/parish.html"] = parish_page(snippet)
    host_site.pages["/other.html"] = "<!DOCTYPE html><title>other</title><p>Another widget."
    for name, viewport in [("desktop", DESKTOP), ("phone", PHONE)]:
        page.set_viewport_size(viewport)
        page.goto(f"{host_site.url}/parish.html")
        frame = page.frame_locator(WIDGET)
        expect(frame.get_by_text("Romani 10,9-18")).to_be_visible()
        expect(frame.locator("html")).to_have_attribute("lang", "it")
        text = frame.locator("body").inner_text()
        assert ("Santi" in text) is saints_shown
        assert (BODY in text) is (query != "embed_compact=1")
        # The host script sizes it to its content: nothing scrolls inside the frame.
        page.wait_for_function(
            "selector => parseFloat(document.querySelector(selector).style.height) > 0",
            arg=WIDGET,
        )
        inner = page.frame(url=re.compile(r"/embed/today/")).evaluate(
            "() => ({content: Math.ceil(document.body.getBoundingClientRect().height),"
            " scroll: document.documentElement.scrollHeight,"
            " client: document.documentElement.clientHeight})"
        )
        height = page.locator(WIDGET).evaluate("f => parseFloat(f.style.height)")
        assert height == inner["content"] and inner["scroll"] <= inner["client"], inner
        take_screenshot(page, f"site-kit-parish-{query.replace('=', '-')}-{name}")
    assert page.console_errors == []


def test_the_preview_loads_only_when_the_kit_comes_into_view(page, live_server, today_stored):
    # The homepage renders no second page on load (Lighthouse's total blocking time): the
    # frame waits below the fold, and loads once the kit is scrolled to.
    page.set_viewport_size(PHONE)
    page.goto(f"{live_server.url}/?lang=en")
    assert page.locator(PREVIEW).get_attribute("src") is None
    wait_for_preview(page, contains="/embed/today/?lang=en")
