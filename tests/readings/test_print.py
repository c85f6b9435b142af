"""Print for the bulletin: the parish heading, each reading under its own heading, the saints
and the source line, and a day on one A4 or Letter sheet (printed to PDF by Chromium)."""

import datetime as dt
import html as html_module
import re

import pytest
from django.utils import timezone

from sandbox.catalog import liturgy
from tests.html import one, some, texts
from tests.html import page as parse
from tests.html import text as text_of
from tests.i18n.html_text import elements
from tests.readings import sandbox_days

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

PARISH = "St. Mary's Parish, Springfield"
PALM_SUNDAY = dt.date(2026, 3, 29)
# The four readings of a Sunday, under our own headings, in order.
SUNDAY_HEADINGS = ["First reading", "Responsorial Psalm", "Second reading", "Gospel"]


def longest_day(year: int) -> dt.date:
    """The date of `year` whose sandbox readings and martyrology are longest together."""
    day, longest = dt.date(year, 1, 1), (0, None)
    while day.year == year:
        words = day.strftime("%Y %m %d")
        size = len(liturgy.mass_readings(words, today=day) or "") + len(
            liturgy.martyrology(day) or ""
        )
        longest = max(longest, (size, day))
        day += dt.timedelta(days=1)
    return longest[1]


def pdf_pages(pdf: bytes) -> int:
    """Page objects in a PDF (pypdf is not a dependency: Chromium writes each page as an
    uncompressed /Type /Page dictionary, and the page tree's /Type /Pages is not counted)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_the_parish_heading_is_a_setting_shown_when_set(client, settings, stored_day):
    day = dt.date(2026, 12, 25)
    stored_day(day)
    settings.PARISH_NAME = ""
    assert "parish-name" not in client.get("/day/2026-12-25/").content.decode()
    settings.PARISH_NAME = PARISH
    for url in ("/day/2026-12-25/", "/week/2026-12-25/"):
        html = client.get(url).content.decode()
        some(parse(html), 'p[class="parish-name"]', "St. Mary's Parish, Springfield")


@pytest.mark.parametrize("language", ["es", "hr", "it", "pt"])
def test_the_upstream_language_note_is_said_once_a_page(client, fetched_day, language):
    # English readings and English saints: one note says it, not one under each (the
    # printed bulletin said "this text comes from Magisterium, in English" twice).
    fetched_day(PALM_SUNDAY, timezone.localdate())
    for path in (f"/day/{PALM_SUNDAY.isoformat()}/", "/embed/today/"):
        html = client.get(f"{path}?lang={language}").content.decode()
        notes = elements(html, "p", "upstream-language")
        assert len(notes) == 1, path
    # Each feed item is a page of its own in a feed reader: once in each.
    rss = client.get(f"/feeds/readings.xml?lang={language}").content.decode()
    for item in re.findall(r"<description>(.*?)</description>", rss, re.S)[1:]:
        assert html_module.unescape(item).count('class="upstream-language') == 1


def test_the_site_kit_shows_the_parish_name_and_where_it_comes_from(client, settings):
    settings.PARISH_NAME = PARISH
    html = client.get("/?lang=en").content.decode()
    [line] = elements(html, "p", "site-kit-parish")
    assert PARISH in line.text and "PARISH_NAME" in line.text
    settings.PARISH_NAME = ""
    html = client.get("/?lang=es").content.decode()
    [line] = elements(html, "p", "site-kit-parish")
    assert "ningún" in line.text or "no llevan" in line.text
    assert "PARISH_NAME" in line.text


def test_each_reading_has_its_heading_and_the_print_header_names_date_and_celebration(
    client, fetched_day
):
    fetched_day(PALM_SUNDAY)
    html = client.get(f"/day/{PALM_SUNDAY.isoformat()}/").content.decode()
    soup = parse(html)
    # Palm Sunday has two parts, each under its name: the procession's Gospel, then the Mass.
    assert texts(soup, 'h3[class="mass-name"]') == [
        "At the Procession with Palms",
        "At the Mass",
    ]
    headings = [
        ("".join(h.find_all(string=True, recursive=False)).strip(), text_of(reference))
        for h in soup.select("h4:not([class]):not([id])")
        if (reference := h.select_one(':scope > span[class="reference"]:last-child'))
    ]
    assert [h for h, _ in headings] == ["Gospel", *SUNDAY_HEADINGS]
    assert headings[0][1] == "Matthew 21:1-11"
    assert headings[4][1] == "Matthew 26:14–27:66"
    header = one(soup, 'header[class="day-print-header"]')
    print_date = text_of(one(header, 'p[class="print-only print-date"][hidden]'))
    assert print_date.startswith("Sunday") and "29" in print_date and "2026" in print_date
    some(header, 'p[class="celebration"]', "Palm Sunday of the Passion of the Lord")
    assert "Readings and saints from Magisterium AI" in html


def test_text_in_an_unknown_shape_is_shown_whole_under_the_page_heading(client, stored_day):
    text = "Lectures du jour\n\nPremière lecture du livre d'Isaïe\n\nÉvangile selon saint Jean"
    stored_day(PALM_SUNDAY, readings=text)
    html = client.get(f"/day/{PALM_SUNDAY.isoformat()}/").content.decode()
    soup = parse(html)
    some(soup, 'p[class="celebration"]', "Lectures du jour")
    assert "Première lecture du livre d&#x27;Isaïe" in html or "Première lecture" in html
    assert "Évangile selon saint Jean" in html
    assert not [h for h in soup.select("h3") if not h.attrs]  # no invented headings


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_the_longest_day_prints_on_one_sheet(
    page, live_server, fetched_day, settings, take_screenshot, paper
):
    settings.PARISH_NAME = PARISH
    longest = longest_day(timezone.localdate().year)
    fetched_day(longest, PALM_SUNDAY)
    for day in (longest, PALM_SUNDAY):
        page.goto(f"{live_server.url}/day/{day.isoformat()}/")
        page.emulate_media(media="print")
        # The header line (the site kit also names the parish, on screen only).
        assert page.locator(".parish-name").is_visible()
        assert page.locator(".parish-name").text_content() == PARISH
        assert not page.locator("[data-kit-parish]").is_visible()
        assert not page.get_by_role("heading", level=1).is_visible()  # not "Today: …"
        assert page.locator(".print-date").is_visible()
        assert page.locator(".day-print-header .celebration").is_visible()
        for heading in ["First reading", "Responsorial Psalm", "Gospel"]:
            # Level 3 on a day with one Mass, 4 under each Mass's name (Christmas, Palm Sunday).
            assert page.get_by_role("heading", name=heading).first.is_visible()
        assert page.get_by_role("heading", name="Saints of the day").is_visible()
        assert page.get_by_text("Readings and saints from Magisterium AI").is_visible()
        if paper == "A4":
            take_screenshot(page, f"readings-print-{day.isoformat()}")
        pdf = page.pdf(format=paper, print_background=False)
        assert pdf_pages(pdf) == 1, f"{day} on {paper}: {pdf_pages(pdf)} pages"
    assert page.console_errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_week_prints_on_one_sheet(page, live_server, fetched_day, settings, take_screenshot):
    settings.PARISH_NAME = PARISH
    monday = PALM_SUNDAY - dt.timedelta(days=6)
    fetched_day(*(monday + dt.timedelta(days=i) for i in range(7)))
    page.goto(f"{live_server.url}/week/{monday.isoformat()}/")
    page.emulate_media(media="print")
    take_screenshot(page, "readings-week-print")
    assert page.get_by_text(PARISH).is_visible()
    assert not page.locator(".day-nav").is_visible()
    for paper in ("A4", "Letter"):
        assert pdf_pages(page.pdf(format=paper)) == 1, paper
    assert page.console_errors == []
