"""The day page's tools in every interface language, at desktop and phone widths (Chromium):
the date box's placeholder is never cut off, and "Print for the bulletin" stays on the line of
the date box on a wide screen (on a phone it comes under it, as wide as the box)."""

import datetime as dt

import pytest
from django.utils import timezone

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LANGUAGES = ["en", "es", "pt", "it", "hr"]
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 375, "height": 800}}

# The placeholder's text width against the room inside the box (its borders and padding left
# out, unrounded), in the box's own font: an input's scrollWidth does not count its placeholder.
PLACEHOLDER_ROOM = """() => {
  const box = document.querySelector("#date-input");
  const style = getComputedStyle(box);
  const canvas = document.createElement("canvas").getContext("2d");
  canvas.font = style.font;
  const sides = ["borderLeftWidth", "borderRightWidth", "paddingLeft", "paddingRight"];
  const room = sides.reduce((left, side) => left - parseFloat(style[side]),
                            box.getBoundingClientRect().width);
  const text = canvas.measureText(box.placeholder).width;
  return {text: text, room: room, placeholder: box.placeholder};
}"""


def box(page, selector: str) -> dict:
    found = page.locator(selector).bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


def middle(found: dict) -> float:
    return found["y"] + found["height"] / 2


def on_one_line(*boxes: dict) -> bool:
    """Each box's vertical middle lies within every other box's height: one line of items."""
    return all(b["y"] <= middle(a) <= b["y"] + b["height"] for a in boxes for b in boxes)


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_date_box_and_print_button_fit_in_every_language(
    page, live_server, stored_day, take_screenshot, lang, width
):
    # Another date than today: its nav has every link (Today too), the longest row.
    day = timezone.localdate() + dt.timedelta(days=1)
    stored_day(day)
    page.set_viewport_size(WIDTHS[width])
    page.goto(f"{live_server.url}/day/{day.isoformat()}/?lang={lang}")
    assert page.locator("html").get_attribute("lang") == lang

    measured = page.evaluate(PLACEHOLDER_ROOM)
    assert measured["placeholder"].count(",") == 1, measured  # two examples, as translated
    # Nothing cut off (half a pixel: layout rounds to 1/64 px, the canvas does not).
    assert measured["text"] <= measured["room"] + 0.5, measured

    label = box(page, "label[for='date-input']")
    typed, calendar = box(page, "#date-input"), box(page, "#date-calendar")
    go = box(page, ".date-pick button[type='submit']")
    printing = box(page, "[data-print]")
    viewport = WIDTHS[width]["width"]
    for found in (label, typed, calendar, go, printing):
        assert found["x"] >= 0 and found["x"] + found["width"] <= viewport, found
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the screen"
    # The print button's text is on one line (a wrapped label makes the button taller).
    one_line = page.locator("[data-print]").evaluate(
        "b => b.getBoundingClientRect().height <= 2 * parseFloat(getComputedStyle(b).lineHeight)"
    )
    assert one_line

    if width == "desktop":
        # The date box is one row and the print button sits on it, after "Go".
        assert on_one_line(label, typed, calendar, go, printing), (label, go, printing)
        assert printing["x"] >= go["x"] + go["width"]
        # The links between dates are one row too, above it.
        links = [box(page, f".day-nav a >> nth={n}") for n in range(4)]
        assert on_one_line(*links), links
        assert links[0]["y"] + links[0]["height"] <= typed["y"]
    else:
        # Under the date box, starting where it starts, as wide as it: a row of its own on
        # purpose, not a leftover.
        form = box(page, ".date-pick")
        assert printing["y"] >= go["y"] + go["height"]
        assert abs(printing["x"] - form["x"]) <= 1
        assert abs(printing["width"] - form["width"]) <= 1
    take_screenshot(page, f"day-tools-{lang}-{width}")

    # A browser that cannot size a field to its text (no field-sizing) goes by the size
    # attribute, counted from the placeholder: wide enough too.
    page.locator("#date-input").evaluate("box => { box.style.fieldSizing = 'fixed'; }")
    fixed = page.evaluate(PLACEHOLDER_ROOM)
    assert fixed["text"] <= fixed["room"], fixed
    assert page.console_errors == []
