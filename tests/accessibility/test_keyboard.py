"""Everything works from the keyboard, and wherever focus goes it can be seen."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.accessibility.conftest import chart_drawn

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# What the focused element is and whether its focus indicator shows.
FOCUSED = """() => {
  const element = document.activeElement;
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  return {
    tag: element.tagName.toLowerCase(),
    id: element.id,
    role: element.getAttribute('role'),
    name: (element.getAttribute('aria-label') || element.innerText || element.value || '')
      .trim().slice(0, 50),
    ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      || style.boxShadow !== 'none',
    width: box.width,
    height: box.height,
    on_screen: box.right > 0 && box.bottom > 0 && box.left < window.innerWidth,
    in_main: element.closest('main') !== null,
  };
}"""


def tab(page, key: str = "Tab") -> dict:
    page.keyboard.press(key)
    return page.evaluate(FOCUSED)


def tab_through(page, limit: int = 120) -> list[dict]:
    """Every stop Tab makes from the current focus to the end of the page."""
    stops = []
    for _ in range(limit):
        stop = tab(page)
        if stop["tag"] == "body":
            return stops
        stops.append(stop)
    raise AssertionError(f"Tab never left the page after {limit} stops: {stops[-5:]}")


def unseen(stops: list[dict]) -> list[dict]:
    """Stops whose focus cannot be seen: no ring, or an element too small or off screen."""
    return [
        s
        for s in stops
        if not (s["ring"] and s["width"] >= 8 and s["height"] >= 8 and s["on_screen"])
    ]


def test_homepage_skip_link_first_then_main_then_every_stop_shows_focus(
    page, live_server, today_stored
):
    page.goto(f"{live_server.url}/")
    first = tab(page)
    assert first["name"] == "Skip to content", first
    assert first["ring"] and first["on_screen"], first

    assert tab(page, "Enter")["tag"] == "main"
    after_skip = tab(page)
    assert after_skip["in_main"], f"Tab after the skip link left main: {after_skip}"
    assert after_skip["name"] == "Sign in with Magisterium"

    page.goto(f"{live_server.url}/")
    stops = tab_through(page)
    names = " | ".join(s["name"] for s in stops)
    for expected in [
        "Skip to content",
        "Library",
        "Next day",
        "Print for the bulletin",
        "RSS feed",
    ]:
        assert expected in names, names
    assert unseen(stops) == []


def test_the_date_form_goes_to_a_date_with_enter(page, live_server, today_stored):
    page.goto(f"{live_server.url}/")
    field = page.get_by_label("Or pick a date from the calendar")
    field.focus()
    page.keyboard.press("ArrowDown")  # one step back in the field's first part (the month)
    chosen = field.input_value()
    assert chosen != today_stored.isoformat()
    page.keyboard.press("Enter")
    page.wait_for_url(f"**/day/{chosen}/")
    expect(page.locator(f"h1 time[datetime='{chosen}']")).to_be_visible()


def test_the_language_menu_waits_for_enter_from_the_keyboard(page, live_server, today_stored):
    page.goto(f"{live_server.url}/")
    menu = page.locator("#language-select")
    menu.focus()
    page.keyboard.press("ArrowDown")  # on to the next language: no reload on each arrow
    page.wait_for_timeout(300)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    chosen = menu.input_value()
    assert chosen != "en"
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", chosen)

    menu.select_option("en")  # a choice made with the mouse applies at once
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_directory_search_by_keyboard_alone(signed_in_page, live_server, sandbox):
    page = signed_in_page
    page.goto(f"{live_server.url}/popes/")
    stops = tab_through(page)
    assert unseen(stops) == []
    ids = [s["id"] for s in stops]
    assert "directory-q" in ids, ids

    page.goto(f"{live_server.url}/popes/")
    for _ in range(ids.index("directory-q") + 1):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "directory-q"
    page.keyboard.type("benedict")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/popes/\?q=benedict"))
    expect(page.get_by_role("heading", level=2, name="Pope Benedict XVI")).to_be_visible()
    assert unseen(tab_through(page)) == []


def test_a_profile_and_its_wide_tables_on_a_phone(signed_in_page, live_server, sandbox):
    page = signed_in_page
    page.set_viewport_size({"width": 375, "height": 800})
    page.goto(f"{live_server.url}/dioceses/dmaml/")
    stops = tab_through(page)
    assert unseen(stops) == []
    # The statistics and the financials each scroll in a region reached with Tab.
    assert len([s for s in stops if s["role"] == "region"]) == 2, stops

    table = page.locator(".table-scroll", has=page.locator("table.statistics"))
    table.focus()
    before = table.evaluate("box => box.scrollLeft")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("box => box.scrollLeft > 0", arg=table.element_handle())
    assert table.evaluate("box => box.scrollLeft") > before


def test_trends_controls_and_table_by_keyboard(signed_in_page, live_server, sandbox):
    page = signed_in_page
    page.goto(f"{live_server.url}/trends/dmaml/?metric=catholics")
    chart_drawn(page)
    stops = tab_through(page)
    assert unseen(stops) == []

    statistic = page.get_by_label("Statistic", exact=True)
    statistic.focus()
    page.keyboard.press("ArrowDown")  # moves the choice: the page must not reload yet
    page.wait_for_timeout(300)
    assert "metric=catholics" in page.url
    chosen = statistic.input_value()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(rf"metric={chosen}"))
    chart_drawn(page)

    year = page.get_by_role("button", name=re.compile("^Year"))
    year.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".trend-table thead th").first).to_have_attribute("aria-sort", "descending")
