"""Offline, whole: the date box read on the device, and the kept-copy notice on every kept page.

With no network the service worker reads the date box's words with phrases.py's own tables
(portal/readings/offline_words.py, sent in the offline plan; static/js/readings/date-words.js
reads them as phrases.resolve does) and opens the kept day; words it cannot read open the
offline page, which says so in the page's language. A page from the device always says it is
the kept copy; a page from the network never does.
"""

from __future__ import annotations

import datetime as dt
import json
from urllib.parse import urlsplit

import pytest
from django.templatetags.static import static
from django.utils import timezone

from portal.readings import offline, offline_words, phrases
from tests.readings import sandbox_days

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

NOTICE = "[data-kept-copy]"
KEPT = "() => document.documentElement.dataset.offlineState === 'kept'"


def test_the_plan_carries_the_server_s_own_word_tables(client):
    words = client.get("/offline/plan.json?lang=es").json()["words"]
    today = timezone.localdate()
    assert words == json.loads(json.dumps(offline_words.device_words(today)))
    assert words["relative"] == phrases._RELATIVE and words["weekdays"] == phrases._WEEKDAYS
    assert set(words["filler"]) == phrases._FILLER and words["months"] == phrases._MONTHS
    assert words["relative"]["manana"] == 1 and words["relative"]["sutra"] == 1
    # Every feast phrases.py names, with the dates the server gives it.
    assert set(words["feasts"]) == {" ".join(key) for key in phrases._FEASTS}
    for name, dates in words["feasts"].items():
        for year, day in dates.items():
            assert phrases.resolve(f"{name} {year}", today=today).isoformat() == day


def test_the_service_worker_reads_the_date_box_with_the_shared_reader(client):
    script = client.get("/sw.js").content.decode()
    assert f'importScripts("{static("js/readings/date-words.js")}")' in script
    assert client.get(static("js/readings/date-words.js")).status_code == 200


WEEKDAYS = list(phrases._WEEKDAYS)
SUNDAYS = ("domingo", "domenica")
# What the device must read as the server does: every relative word, weekday phrases, ISO,
# numeric and day-and-month dates, in the five languages (and what neither reads).
REQUIRED = [
    *phrases._RELATIVE,
    *WEEKDAYS,
    *(f"{q} {w}" for q in ("next", "próxima", "prošla", "ovu", "scorsa") for w in WEEKDAYS),
    *(f"{w} {q}" for q in ("que viene", "pasado", "prossima", "che viene") for w in SUNDAYS),
    *(example for examples in phrases.EXAMPLES.values() for example in examples[:4]),
    "Próxima  Domenica!", "iduću nedjelju", "on Sunday", "this friday", "Last Sunday",
    "domingo que vem", "el próximo domingo", "el lunes", "u petak", "next next sunday",
    "2026-12-25", "2026/1/5", "25/12/2026", "25.12.2026.", "25-12-2026", "12/25/2026",
    "03/04/2026", "31/02/2026", "2026-13-01", "1500-01-01", "25 December 2026",
    "December 25, 2026", "25 de diciembre", "25. prosinca 2026.", "1st of May", "1º de maio",
    "29 february", "MAÑANA", "  hoy ", "Jučer", "juče", "prekosutra", "pasado mañana",
    "depois de amanhã", "the day after tomorrow", "el día de mañana", "", "...", "x" * 201,
    "friday 2027", "de", "domingo 2027",
]  # fmt: skip
# Feasts: every name phrases.py knows, with a year the plan sent and without one.
FEASTS = [" ".join(key) for key in phrases._FEASTS]
TODAYS = [dt.date(2026, 12, 6), dt.date(2026, 12, 9), dt.date(2026, 12, 31), dt.date(2028, 2, 28)]
# Words of the server's other forms the device may leave unread (the offline page says so),
# but must never read as another day.
OTHERS = ["3rd Sunday of Advent", "tercer domingo de Adviento", "St Joseph", "Pascua 1900"]

READ = "([list, today, words]) => list.map(p => self.PortalDateWords.resolve(p, today, words))"


@pytest.mark.browser
def test_the_device_reads_dates_as_the_server_does(page, live_server):
    page.goto(f"{live_server.url}/offline/?lang=en")
    page.add_script_tag(url=static("js/readings/date-words.js"))
    for today in TODAYS:
        words = offline_words.device_words(today)
        year = str(today.year + 1)
        with_years = [f"{name} {year}" for name in FEASTS] + [f"{year} {n}" for n in FEASTS[:20]]
        asked = REQUIRED + FEASTS + with_years
        device = page.evaluate(READ, [asked, today.isoformat(), words])
        server = [phrases.resolve(p, today=today) for p in asked]
        expected = [day.isoformat() if day else None for day in server]
        assert dict(zip(asked, device, strict=True)) == dict(zip(asked, expected, strict=True))
        assert any(device) and None in device

        device = page.evaluate(READ, [OTHERS, today.isoformat(), words])
        for phrase, day in zip(OTHERS, device, strict=True):
            server_day = phrases.resolve(phrase, today=today)
            assert day in (None, server_day and server_day.isoformat()), phrase
    assert page.console_errors == []


def _kept(page, live_server, language: str) -> None:
    page.goto(f"{live_server.url}/?lang={language}")
    page.wait_for_function(KEPT)


def _type_date(page, words: str) -> None:
    with page.expect_navigation():
        page.fill("#date-input", words)
        page.press("#date-input", "Enter")
    page.wait_for_load_state()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("language", "tomorrow_word", "said", "words_said"),
    [("es", "mañana", "dispositivo", "palabras"), ("hr", "sutra", "uređaju", "riječi")],
)
def test_with_no_network_the_date_box_opens_the_kept_day(
    page, live_server, fetched_day, take_screenshot, language, tomorrow_word, said, words_said
):
    today = timezone.localdate()
    tomorrow = today + dt.timedelta(days=1)
    fetched_day(*(today + dt.timedelta(days=n) for n in range(offline.KEEP_DAYS)))
    _kept(page, live_server, language)
    page.context.set_offline(True)
    for width, height, device in ((1280, 900, "desktop"), (390, 844, "phone")):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{live_server.url}/?lang={language}")
        assert page.locator(NOTICE).is_visible()
        _type_date(page, tomorrow_word)
        assert urlsplit(page.url).path == f"/day/{tomorrow.isoformat()}/"
        assert page.locator("html").get_attribute("lang") == language
        assert page.locator(NOTICE).is_visible() and said in page.locator(NOTICE).inner_text()
        assert page.locator(f"time[datetime='{tomorrow.isoformat()}']").first.is_visible()
        take_screenshot(page, f"offline-date-box-{tomorrow_word}-{language}-{device}")

    # A weekday, a numeric date and today's word open kept days too.
    in_three = today + dt.timedelta(days=3)
    weekday_word = phrases._WEEKDAY_NAMES[in_three.weekday()][{"es": 1, "hr": 4}[language]]
    for typed, day in (
        (weekday_word, in_three),
        (in_three.strftime("%d.%m.%Y."), in_three),
        ({"es": "hoy", "hr": "danas"}[language], today),
    ):
        _type_date(page, typed)
        path = "/" if day == today else f"/day/{day.isoformat()}/"
        assert urlsplit(page.url).path == path, typed
        assert page.locator(NOTICE).is_visible(), typed

    # A feast read on the device whose day is not kept: the offline page, listing the kept days.
    _type_date(page, {"es": "Pascua 2027", "hr": "Uskrs 2027."}[language])
    assert urlsplit(page.url).path == "/day/2027-03-28/"
    assert page.locator("[data-not-kept]").is_visible()
    assert page.locator("[data-kept-days] li").count() == offline.KEEP_DAYS

    # Words the device cannot read: the offline page says so in the page's language.
    unknown = {"es": "la fiesta del pueblo", "hr": "kirvaj u selu"}[language]
    page.goto(f"{live_server.url}/?lang={language}")
    _type_date(page, unknown)
    assert urlsplit(page.url).path == "/offline/"
    assert page.locator("html").get_attribute("lang") == language
    unread = page.locator("[data-unread]")
    assert unread.is_visible() and unknown in unread.inner_text()
    assert words_said in unread.inner_text().lower()
    assert not page.locator("[data-not-kept]").is_visible()
    assert page.locator("[data-kept-days] li").count() == offline.KEEP_DAYS
    take_screenshot(page, f"offline-date-box-unread-{language}-phone")
    assert page.console_errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_every_kept_page_says_it_is_the_kept_copy_and_no_network_page_does(
    page, live_server, fetched_day, take_screenshot
):
    today = timezone.localdate()
    tomorrow = today + dt.timedelta(days=1)
    fetched_day(*(today + dt.timedelta(days=n) for n in range(offline.KEEP_DAYS)))
    _kept(page, live_server, "es")
    variants = [
        "/?lang=es",
        "/",
        f"/day/{tomorrow.isoformat()}/?lang=es",
        f"/day/{tomorrow.isoformat()}/",
        f"/day/{(today + dt.timedelta(days=13)).isoformat()}/?lang=es",
        f"/week/{today.isoformat()}/?lang=es",
        f"/week/{today.isoformat()}/",
        f"/week/{(today + dt.timedelta(days=7)).isoformat()}/?lang=es",
    ]
    # Online first (each page now also in the browser's own cache): never the notice. (Only
    # in Spanish: a page in another language would keep that language instead.)
    for path in [p for p in variants if "lang=" in p]:
        page.goto(live_server.url + path)
        assert not page.locator(NOTICE).is_visible(), path
        assert page.evaluate("() => document.body.dataset.keptAt") is None, path
    page.wait_for_function(KEPT)

    page.context.set_offline(True)
    for path in variants:
        page.goto(live_server.url + path)
        assert page.locator("html").get_attribute("lang") == "es", path
        assert page.locator(NOTICE).is_visible(), path
    take_screenshot(page, "offline-week-es")

    page.context.set_offline(False)
    for path in (variants[0], variants[3]):
        page.goto(live_server.url + path)
        assert not page.locator(NOTICE).is_visible(), path
    # The date box online, through the service worker: the server reads it, as before.
    page.goto(f"{live_server.url}/?lang=es")
    _type_date(page, "mañana")
    assert page.url.endswith(f"/day/{tomorrow.isoformat()}/?lang=es")
    assert not page.locator(NOTICE).is_visible()
    assert page.console_errors == []
    # Words the server does not read: its own page (a 400), not the offline one.
    with page.expect_navigation():
        page.fill("#date-input", "la fiesta del pueblo")
        page.press("#date-input", "Enter")
    assert urlsplit(page.url).path == "/day/" and not page.locator("[data-unread]").count()
