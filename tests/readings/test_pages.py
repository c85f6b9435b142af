"""The public homepage, date pages, feeds and widget: database only, never upstream."""

import datetime as dt
from xml.etree import ElementTree

import pytest
from django.utils import timezone
from icalendar import Calendar

pytestmark = pytest.mark.django_db


def today():
    return timezone.localdate()


def test_homepage_shows_todays_readings_and_saints(client, stored_day):
    stored_day(today())
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Romans 10:9-18" in html
    assert "Saint Andrew" in html
    assert today().isoformat() in html


def test_homepage_makes_no_upstream_calls(client, sandbox, stored_day, broker_queue_length):
    sandbox.reset_requests()
    stored_day(today())
    assert client.get("/").status_code == 200
    # A date that is not in the database is queued for the worker, still without upstream.
    missing = today() + dt.timedelta(days=3)
    assert client.get(f"/day/{missing.isoformat()}/").status_code == 200
    assert sandbox.requests()["total"] == 0


def test_a_missing_date_is_queued_once_and_the_page_says_it_is_being_fetched(
    client, broker_queue_length
):
    day = today() + dt.timedelta(days=5)
    first = client.get(f"/day/{day.isoformat()}/")
    client.get(f"/day/{day.isoformat()}/")
    assert "being fetched" in first.content.decode()
    assert 'data-pending="true"' in first.content.decode()
    assert broker_queue_length() == 1


def test_status_reports_completion_for_the_polling_page(client, stored_day):
    day = today() + dt.timedelta(days=1)
    url = f"/day/{day.isoformat()}/status.json"
    assert client.get(url).json()["complete"] is False
    stored_day(day)
    status = client.get(url).json()
    assert status["complete"] is True
    fragment = client.get(status["fragment_url"])
    assert "Romans 10:9-18" in fragment.content.decode()


def test_today_redirects_to_the_homepage_and_other_days_have_their_own_url(client, stored_day):
    assert client.get(f"/day/{today().isoformat()}/").url == "/"
    day = dt.date(2026, 12, 25)
    stored_day(day)
    html = client.get("/day/2026-12-25/").content.decode()
    assert 'href="/day/2026-12-24/"' in html and 'href="/day/2026-12-26/"' in html


@pytest.mark.parametrize("url", ["/day/2026-02-30/", "/day/?date=no+such+day", "/day/?date="])
def test_impossible_dates_get_a_clear_400(client, url):
    response = client.get(url)
    assert response.status_code == 400
    assert "not a date" in response.content.decode().lower()


def test_date_picker_redirects_to_the_bookmarkable_url(client):
    response = client.get("/day/?date=2026-12-25")
    assert response.status_code == 302
    assert response.url == "/day/2026-12-25/"


def test_a_date_far_away_explains_instead_of_queueing(client, broker_queue_length):
    response = client.get("/day/1900-01-01/")
    assert response.status_code == 200
    assert "not kept here" in response.content.decode()
    assert broker_queue_length() == 0


def test_today_follows_the_site_time_zone(client, settings, stored_day):
    settings.TIME_ZONE = "Pacific/Kiritimati"  # UTC+14: often already tomorrow in UTC terms
    timezone.deactivate()
    local_today = timezone.localdate()
    stored_day(local_today)
    assert local_today.isoformat() in client.get("/").content.decode()


def test_rss_feed_lists_the_daily_readings(client, stored_day):
    for offset in range(3):
        stored_day(today() - dt.timedelta(days=offset))
    response = client.get("/feeds/readings.xml")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/rss+xml")
    body = response.content.decode()
    assert body.count("<item>") == 3
    assert f"/day/{(today() - dt.timedelta(days=1)).isoformat()}/" in body


def test_feed_titles_are_plain_text_whatever_markup_upstream_puts_in_the_first_line(
    client, stored_day
):
    stored_day(
        today(),
        readings="# <b>Mass readings</b> for  **Saint Joseph**\t&amp; <script>alert(1)</script>"
        "<i>Mary</i>\n\nFirst Reading: Romans 10:9-18",
    )
    plain = "Mass readings for Saint Joseph & Mary"
    rss = ElementTree.fromstring(client.get("/feeds/readings.xml").content)  # noqa: S314 # ours
    # An RSS title is the date in the feed's language (tests/readings/test_feeds_lang.py).
    [title] = [item.findtext("title") for item in rss.iter("item")]
    assert title.startswith("Readings for ") and "<" not in title
    description = rss.find("channel/item/description").text
    assert "Romans 10:9-18" in description  # still rendered
    assert "<script>" not in description
    events = Calendar.from_ical(client.get("/feeds/readings.ics").content).walk("VEVENT")
    assert [str(event.get("summary")) for event in events] == [plain]


def test_ical_feed_has_one_all_day_event_per_stored_date(client, stored_day):
    stored_day(today())
    stored_day(today() + dt.timedelta(days=1))
    response = client.get("/feeds/readings.ics")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/calendar")
    calendar = Calendar.from_ical(response.content)
    events = calendar.walk("VEVENT")
    assert len(events) == 2
    assert {e.decoded("dtstart") for e in events} == {today(), today() + dt.timedelta(days=1)}
    assert "Romans 10:9-18" in str(events[0].get("description"))


def test_embed_widget_may_be_framed_by_parish_websites(client, stored_day):
    stored_day(today())
    response = client.get("/embed/today/")
    assert response.status_code == 200
    assert "X-Frame-Options" not in response
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "Romans 10:9-18" in response.content.decode()
    # Every other page still refuses to be framed.
    assert "frame-ancestors 'none'" in client.get("/")["Content-Security-Policy"]


def test_upstream_text_is_rendered_safely(client, stored_day):
    stored_day(today(), readings="Readings\n\n<script>alert(1)</script> [x](javascript:alert(1))")
    html = client.get("/").content.decode()
    assert "<script>alert(1)</script>" not in html
    assert 'href="javascript:' not in html


@pytest.mark.django_db(transaction=True)
def test_pages_still_answer_when_the_broker_is_down(stored_day):
    """In a process whose broker is unreachable, a date that must be queued still gets its
    page (the queueing gives up quickly instead of failing the request)."""
    import os
    import subprocess
    import sys

    from django.db import connection

    from devtools.embedded import free_port
    from tests.conftest import BASE_DIR
    from tests.fixtures.worker import _database_url

    stored_day(today())
    missing = (today() + dt.timedelta(days=2)).isoformat()
    script = (
        "from django.test import Client\n"
        "client = Client()\n"
        "print(client.get('/').status_code)\n"
        f"page = client.get('/day/{missing}/')\n"
        "print(page.status_code, 'being fetched' in page.content.decode())\n"
    )
    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "CELERY_BROKER_URL": f"redis://127.0.0.1:{free_port()}/1",  # nothing listens there
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "--no-imports", "-c", script],
        cwd=BASE_DIR, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.stdout.split() == ["200", "200", "True"], result.stderr[-2000:]
