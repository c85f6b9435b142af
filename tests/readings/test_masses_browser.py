"""Christmas in Chromium: the four Masses under their names, each linking to the others, at
desktop and phone width, in English and Spanish; nothing wider than the screen, and axe finds
nothing to report."""

import datetime as dt

import pytest

from tests.accessibility.conftest import axe_violations, describe
from tests.conftest import SCREENSHOTS
from tests.readings import sandbox_days

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

CHRISTMAS = dt.date(2026, 12, 25)
MASSES = {
    "en": ["Vigil Mass", "Mass during the Night", "Mass at Dawn", "Mass during the Day"],
    "es": ["Misa vespertina de la vigilia", "Misa de medianoche", "Misa de la aurora",
           "Misa del día"],
}  # fmt: skip
SIZES = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}


def in_day_content(page, selector: str) -> bool:
    return page.evaluate(
        "s => { const e = document.querySelector(s); return !!(e && e.closest('#day-content')); }",
        selector,
    )


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_christmas_shows_its_four_masses(
    page, live_server, fetched_day, take_screenshot, language, size
):
    page.set_viewport_size(SIZES[size])
    fetched_day(CHRISTMAS)
    page.goto(f"{live_server.url}/day/{CHRISTMAS.isoformat()}/?lang={language}")
    assert page.locator("html").get_attribute("lang") == language
    names = MASSES[language]
    headings = page.locator("h3.mass-name")
    assert headings.all_inner_texts() == names
    for name in names:
        assert page.get_by_role("heading", level=3, name=name, exact=True).is_visible()
    # Each Mass links to the three others, never to itself.
    vigil = page.locator("#mass-vigil-mass")
    assert vigil.locator(".other-masses a").all_inner_texts() == names[1:]
    assert page.locator("#mass-mass-at-dawn .other-masses a").all_inner_texts() == [
        names[0], names[1], names[3],
    ]  # fmt: skip
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    take_screenshot(page, f"readings-christmas-{language}-{size}")
    vigil.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / f"readings-christmas-{language}-{size}-vigil.png"))

    # Following a link brings that Mass's section into view.
    vigil.get_by_role("link", name=names[2], exact=True).click()
    page.wait_for_url("**#mass-mass-at-dawn")
    page.wait_for_function(
        "() => { const r = document.querySelector('#mass-mass-at-dawn').getBoundingClientRect();"
        " return r.top >= 0 && r.top < window.innerHeight; }"
    )
    dawn = page.locator("#mass-mass-at-dawn")
    page.screenshot(path=str(SCREENSHOTS / f"readings-christmas-{language}-{size}-dawn.png"))
    assert dawn.get_by_role("heading", level=4).first.is_visible()
    assert "Isaiah 62:11-12" in dawn.inner_text() or "Isaías 62, 11-12" in dawn.inner_text()
    # WCAG 2.1 AA, as tests/accessibility checks, for the readings (the page's other parts,
    # such as the feeds box, have tests of their own).
    violations = [
        violation
        for violation in axe_violations(page)
        if any(in_day_content(page, node["target"][0]) for node in violation["nodes"])
    ]
    assert violations == [], describe(violations)
    assert page.console_errors == []
