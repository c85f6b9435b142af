"""The daily email as a reader sees it: its HTML, as the suite's SMTP server received it, drawn
by Chromium at a phone's width and a desktop's, with the network cut off (a mail client loads
nothing either). Screenshots: var/screenshots/subscriptions/email-<language>-<width>.png."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from portal.subscriptions import delivery
from tests.fixtures.browser import screenshot

pytestmark = pytest.mark.django_db

DAY = dt.date(2026, 12, 25)  # Christmas: four Masses, each named in the reader's language
WIDTHS = {"phone": 375, "desktop": 1024}


@pytest.mark.parametrize("language", ["en", "es", "pt", "it", "hr"])
def test_the_email_reads_well_on_a_phone_and_a_desktop_in_every_language(
    language, subscriber, fetched_day, mailbox, page
):
    fetched_day(DAY)
    subscriber(f"{language}@example.org", language=language, hour=6)
    made = delivery.plan(dt.datetime(2026, 12, 25, 7, tzinfo=ZoneInfo("UTC")), queue=False)
    for batch_id in made.batches:
        delivery.send_batch(batch_id, dt.datetime(2026, 12, 25, 7, tzinfo=ZoneInfo("UTC")))
    (received,) = mailbox.messages
    html = received.part("text/html")

    requested: list[str] = []
    page.route("**/*", lambda route: (requested.append(route.request.url), route.abort()))
    for name, width in WIDTHS.items():
        page.set_viewport_size({"width": width, "height": 800})
        page.set_content(html)
        drawn = page.evaluate(
            """() => {
                const style = (el) => getComputedStyle(el);
                const h1 = document.querySelector('h1');
                const masses = [...document.querySelectorAll('.mass-name')];
                return {
                    overflow: document.documentElement.scrollWidth - window.innerWidth,
                    bodySize: parseFloat(style(document.querySelector('.sheet p')).fontSize),
                    h1Size: parseFloat(style(h1).fontSize),
                    h1Visible: h1.getBoundingClientRect().height > 0,
                    masses: masses.map((el) => el.textContent.trim()),
                    sheetWidth: document.querySelector('.sheet').getBoundingClientRect().width,
                    lang: document.documentElement.lang,
                };
            }"""
        )
        screenshot(page, f"subscriptions/email-{language}-{name}")
        assert drawn["overflow"] <= 0, f"{name}: the email scrolls sideways"
        assert drawn["h1Visible"] and drawn["h1Size"] > drawn["bodySize"] >= 13
        assert drawn["sheetWidth"] <= 640
        assert len(drawn["masses"]) == 4 and len(set(drawn["masses"])) == 4
        assert drawn["lang"] == language
    assert requested == [], "the email asked the network for something"
