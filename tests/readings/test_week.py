"""The week on one page: seven dates from the database, the Sunday marked, bookmarkable."""

import datetime as dt
import re

import pytest
from django.utils import timezone

from tests.accessibility.conftest import axe_violations, describe
from tests.html import page, some, text
from tests.readings import sandbox_days

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

# Monday 23 March 2026: the week through Palm Sunday (29 March).
MONDAY = dt.date(2026, 3, 23)
PALM_SUNDAY = dt.date(2026, 3, 29)


def week_of(start):
    return [start + dt.timedelta(days=i) for i in range(7)]


def items(html):
    """The week page's dates, each as its <li>…</li>."""
    week = html.split('<ol class="week-list">', 1)[1].split("</ol>", 1)[0]
    return ['<li class="week-day' + item for item in week.split('<li class="week-day')[1:]]


def test_the_week_shows_seven_dates_with_celebration_references_and_saints(client, fetched_day):
    fetched_day(*week_of(MONDAY))
    response = client.get(f"/week/{MONDAY.isoformat()}/")
    assert response.status_code == 200
    html = response.content.decode()
    days = items(html)
    assert len(days) == 7
    for day, item in zip(week_of(MONDAY), days, strict=True):
        assert f'datetime="{day.isoformat()}"' in item
        assert f'href="/day/{day.isoformat()}/"' in item
    palm_sunday = days[6]
    assert "Palm Sunday of the Passion of the Lord" in palm_sunday
    for heading, reference in [
        ("First reading", "Isaiah 50:4-7"),
        ("Responsorial Psalm", "Psalm 22:8-9, 17-18, 19-20, 23-24 (R. 2a)"),
        ("Second reading", "Philippians 2:6-11"),
        ("Gospel", "Matthew 26:14–27:66"),
    ]:
        assert re.search(rf"{heading}</span>\s*{re.escape(reference)}", palm_sunday), heading
    # The saints of Saturday 28 March come from the martyrology, each a link.
    assert 'class="saint-link"' in days[5]
    # The sandbox's notes and the "Mass readings for …" line are not repeated per date.
    assert "Sandbox sample text" not in html
    assert "Mass readings for" not in html


def test_the_sunday_is_highlighted(client, stored_day):
    for day in week_of(MONDAY):
        stored_day(day)
    days = items(client.get(f"/week/{MONDAY.isoformat()}/").content.decode())
    marked = [i for i, item in enumerate(days) if "week-day-sunday" in item.split(">")[0]]
    assert marked == [6]


def test_any_date_starts_a_week_and_the_page_links_the_weeks_around_it(client, stored_day):
    wednesday = dt.date(2026, 12, 23)
    html = client.get(f"/week/{wednesday.isoformat()}/").content.decode()
    days = items(html)
    assert [re.search(r'datetime="([\d-]+)"', d).group(1) for d in days] == [
        (wednesday + dt.timedelta(days=i)).isoformat() for i in range(7)
    ]
    assert "week-day-sunday" in days[4]  # 27 December 2026
    assert 'href="/week/2026-12-16/" rel="prev"' in html
    assert 'href="/week/2026-12-30/" rel="next"' in html
    h1 = text(page(html).select("h1")[0])
    assert h1.startswith("The week from ") and "2026" in h1 and "23" in h1 and "29" in h1


def test_the_day_page_links_to_its_week(client, stored_day):
    day = dt.date(2026, 12, 25)
    stored_day(day)
    html = client.get("/day/2026-12-25/").content.decode()
    some(page(html), 'a[href="/week/2026-12-25/"]', "This week")


@pytest.mark.parametrize(
    "url", ["/week/2026-02-30/", "/week/2026-13-01/", "/week/9999-12-30/", "/week/0001-01-02/"]
)
def test_impossible_weeks_get_a_clear_400(client, url):
    response = client.get(url)
    assert response.status_code == 400
    assert "is not a date" in response.content.decode()


def test_the_week_reads_the_database_only_in_a_pinned_number_of_queries(
    client, sandbox, fetched_day, django_assert_num_queries, broker_queue_length
):
    start = timezone.localdate()
    fetched_day(*week_of(start))
    sandbox.reset_requests()
    with django_assert_num_queries(2):  # the week's readings and its martyrology
        assert client.get(f"/week/{start.isoformat()}/").status_code == 200
    # Dates not stored yet are queued for the worker, still without an upstream call.
    later = start + dt.timedelta(days=30)
    with django_assert_num_queries(2):
        assert client.get(f"/week/{later.isoformat()}/").status_code == 200
    assert sandbox.requests()["total"] == 0


def test_dates_not_stored_yet_are_queued_once_and_shown_as_being_fetched(
    client, stored_day, broker_queue_length
):
    start = timezone.localdate() + dt.timedelta(days=3)
    for day in week_of(start)[:3]:
        stored_day(day)
    first = client.get(f"/week/{start.isoformat()}/").content.decode()
    client.get(f"/week/{start.isoformat()}/")  # a reload queues nothing more
    assert broker_queue_length() == 4
    days = items(first)
    assert ['data-pending="true"' in d for d in days] == [False] * 3 + [True] * 4
    assert all("Being fetched from Magisterium" in d for d in days[3:])
    assert "This page reloads itself when they arrive" in first
    # The status each pending date is watched by is the day page's own.
    status = re.search(r'data-status-url="([^"]+)"', days[3]).group(1)
    assert status == f"/day/{week_of(start)[3].isoformat()}/status.json"
    assert client.get(status).json()["complete"] is False


def test_dates_beyond_the_prefetch_window_are_asked_for_on_request(client, broker_queue_length):
    """As on the day page: a visitor's week beyond the prefetch window asks the worker for its
    dates, within the daily allowance (portal.readings.on_demand; test_on_demand.py)."""
    start = timezone.localdate() + dt.timedelta(days=60)
    html = client.get(f"/week/{start.isoformat()}/").content.decode()
    assert html.count("Being fetched from Magisterium") == 7
    assert all(f'href="/day/{d.isoformat()}/"' in html for d in week_of(start))
    assert html.count('data-pending="true"') == 7
    assert broker_queue_length() == 7


def test_a_week_far_away_explains_instead_of_queueing(client, broker_queue_length):
    html = client.get("/week/1900-01-01/").content.decode()
    assert len(items(html)) == 7
    assert html.count("not kept here") == 7
    assert "data-pending" not in html
    assert broker_queue_length() == 0


def test_text_in_an_unknown_shape_shows_its_first_lines(client, stored_day):
    stored_day(
        MONDAY,
        readings="Lectures du jour\nPremière lecture du livre d'Isaïe\nPsaume 22\nÉvangile selon "
        "saint Matthieu\nligne cinq\nligne six",
        saints="Martyrologe romain\n\nÀ Rome, les saints martyrs.",
    )
    day = items(client.get(f"/week/{MONDAY.isoformat()}/").content.decode())[0]
    assert "Lectures du jour" in day
    assert "Première lecture du livre d" in day and "ligne six" not in day
    assert "À Rome, les saints martyrs." in day  # no saint's name found: the first entry


def test_upstream_text_on_the_week_is_rendered_safely(client, stored_day):
    stored_day(
        MONDAY,
        readings="<script>alert(1)</script> — <b>X</b>\n\nGospel: <img src=x onerror=alert(1)>",
        saints="Martyrology\n\n1. Saint <script>alert(2)</script>Ann [y](javascript:alert(3))",
    )
    html = client.get(f"/week/{MONDAY.isoformat()}/").content.decode()
    assert "<script>alert" not in html
    assert "<img" not in html
    assert 'href="javascript:' not in html


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)], ids=["phone", "desktop"])
def test_the_week_in_the_browser(
    page, live_server, fetched_day, settings, take_screenshot, broker_queue_length,
    language, width, height,
):  # fmt: skip
    from django.conf import settings as django_settings

    page.set_viewport_size({"width": width, "height": height})
    page.context.add_cookies(
        [{"name": django_settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    settings.PARISH_NAME = "St. Mary's Parish, Springfield"
    start = timezone.localdate() + dt.timedelta(days=1)
    fetched_day(*week_of(start))
    page.goto(f"{live_server.url}/day/{start.isoformat()}/")
    assert page.locator("html").get_attribute("lang") == language
    page.locator(f"a[href='/week/{start.isoformat()}/']").click()
    page.wait_for_url(f"**/week/{start.isoformat()}/")
    days = page.locator(".week-day")
    assert days.count() == 7
    sunday = page.locator(".week-day-sunday")
    assert sunday.count() == 1
    other = page.locator(".week-day:not(.week-day-sunday)").first
    style = "e => getComputedStyle(e).backgroundColor + getComputedStyle(e).borderLeftColor"
    assert sunday.evaluate(style) != other.evaluate(style)
    assert page.get_by_text("St. Mary's Parish, Springfield").is_visible()
    assert page.locator(".week-day .saint-link").first.is_visible()
    assert page.locator(".week-day .references li").first.is_visible()
    # Nothing wider than the screen (a phone scrolls down, never sideways).
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    take_screenshot(page, f"readings-week-{language}-{width}")
    violations = axe_violations(page)  # WCAG 2.1 AA, as tests/accessibility checks
    assert violations == [], describe(violations)

    page.locator("a[rel='next']").click()
    page.wait_for_url(f"**/week/{(start + dt.timedelta(days=7)).isoformat()}/")
    assert page.locator(".week-day[data-pending='true']").count() == 7
    page.locator("a[rel='prev']").click()
    page.wait_for_url(f"**/week/{start.isoformat()}/")
    assert page.console_errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_week_being_fetched_fills_itself_in(
    page, live_server, stored_day, take_screenshot, broker_queue_length
):
    start = timezone.localdate() + dt.timedelta(days=8)  # its last date: the window's last
    for day in week_of(start)[:6]:
        stored_day(day)
    page.goto(f"{live_server.url}/week/{start.isoformat()}/")
    last = page.locator(".week-day").nth(6)
    assert last.get_by_text("Being fetched from Magisterium").is_visible()
    take_screenshot(page, "readings-week-being-fetched")
    stored_day(week_of(start)[6])  # the worker's work, done here directly
    last.get_by_text("Romans 10:9-18").wait_for(timeout=15_000)
    assert page.locator(".week-day[data-pending='true']").count() == 0
    assert page.console_errors == []
