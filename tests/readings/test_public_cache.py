"""Public pages a shared cache can keep (portal.core.public_pages, docs/performance.md).

Anonymous home, day, week, widget, RSS and iCalendar: no cookie, `Cache-Control: public` to
the site's midnight, a strong ETag and 304, `Vary` on the language only where the address does
not name it, HEAD with GET's headers; rendered once per day and language, dropped when the
day's rows change. Signed-in pages stay `private, no-store`.
"""

from __future__ import annotations

import datetime as dt
import gzip
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from portal.core import public_pages
from portal.readings.models import MassReadings
from tests.html import attrs, one, page, some

pytestmark = pytest.mark.django_db

TODAY_PAGES = ("/", "/embed/today/", "/feeds/readings.xml", "/feeds/readings.ics")


@pytest.fixture
def stored_week(stored_day):
    today = timezone.localdate()
    for offset in range(-1, 8):
        stored_day(today + dt.timedelta(days=offset))
    return today


def public_addresses(today: dt.date) -> list[str]:
    tomorrow = (today + dt.timedelta(days=1)).isoformat()
    return [*TODAY_PAGES, f"/day/{tomorrow}/", f"/week/{today.isoformat()}/"]


def directives(response) -> dict[str, str]:
    parts = [p.strip() for p in response["Cache-Control"].split(",")]
    return {p.partition("=")[0]: p.partition("=")[2] for p in parts}


def test_every_public_page_is_cacheable_by_anyone_and_sets_no_cookie(client, stored_week):
    for address in public_addresses(stored_week):
        response = client.get(f"{address}?lang=es")
        assert response.status_code == 200, address
        assert not response.cookies, address
        cache = directives(response)
        assert "public" in cache and "private" not in cache, address
        assert 0 < int(cache["max-age"]) <= min(public_pages.MAX_AGE, 24 * 3600), address
        assert int(cache["stale-while-revalidate"]) > 0 and int(cache["stale-if-error"]) > 0
        assert re.fullmatch(r'"[0-9a-f]{32}"', response["ETag"]), address  # strong
        assert response["Last-Modified"], address  # when the rows shown were fetched
        assert response["Vary"] == "Accept-Encoding", address  # ?lang= names the language
        assert response["Content-Language"] == "es", address
        assert "portal_csrftoken" not in response.content.decode(), address


def test_a_page_without_lang_follows_the_browser_and_says_so_and_never_varies_on_cookies(
    client, stored_week
):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="it")
    assert response["Content-Language"] == "it"
    assert response["Vary"] == "Accept-Encoding, Accept-Language"
    assert "public" in response["Cache-Control"] and not response.cookies
    # Its canonical address is itself (x-default); each language has its own address.
    html = response.content.decode()
    assert attrs(one(page(html), 'link[rel="canonical"]'))["href"] == "http://testserver/"
    for code in ("en", "es", "pt", "it", "hr"):
        assert f'hreflang="{code}" href="http://testserver/?lang={code}"' in html
    html = client.get("/?lang=pt").content.decode()
    canonical = one(page(html), 'link[rel="canonical"]')
    assert attrs(canonical)["href"] == "http://testserver/?lang=pt"


def test_the_page_lives_until_the_sites_midnight_at_most():
    zone = timezone.get_default_timezone()
    late = dt.datetime(2026, 12, 24, 23, 59, 30, tzinfo=zone)
    assert public_pages.seconds_to_midnight(late) == 30
    early = dt.datetime(2026, 12, 24, 0, 0, 0, tzinfo=zone)
    assert public_pages.seconds_to_midnight(early) == 24 * 3600


def test_a_conditional_request_gets_304_with_the_same_validators(client, stored_week):
    for address in public_addresses(stored_week):
        first = client.get(f"{address}?lang=hr")
        again = client.get(f"{address}?lang=hr", HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304, address
        assert again["ETag"] == first["ETag"] and not again.content
        assert "public" in again["Cache-Control"] and again["Vary"] == first["Vary"]
        since = client.get(f"{address}?lang=hr", HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
        assert since.status_code == 304, address
        changed = client.get(f"{address}?lang=hr", HTTP_IF_NONE_MATCH='"something-else"')
        assert changed.status_code == 200 and changed.content == first.content


def test_gzip_is_compressed_once_and_named_by_its_own_strong_etag(client, stored_week):
    plain = client.get("/?lang=en")
    packed = client.get("/?lang=en", HTTP_ACCEPT_ENCODING="gzip, br")
    assert packed["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.content) == plain.content
    assert packed["ETag"] == plain["ETag"][:-1] + '-gzip"'
    # The same bytes every time: caches and validators agree.
    assert client.get("/?lang=en", HTTP_ACCEPT_ENCODING="gzip").content == packed.content
    revalidated = client.get(
        "/?lang=en", HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=packed["ETag"]
    )
    assert revalidated.status_code == 304 and revalidated["ETag"] == packed["ETag"]


def test_head_answers_with_the_headers_of_get(client, stored_week):
    for address in public_addresses(stored_week):
        got, head = client.get(f"{address}?lang=it"), client.head(f"{address}?lang=it")
        assert head.status_code == 200 and not head.content, address
        for name in ("Content-Type", "Cache-Control", "ETag", "Last-Modified", "Vary"):
            assert head[name] == got[name], (address, name)
        assert head["Content-Length"] == str(len(got.content)), address
        if address == "/embed/today/":
            assert "frame-ancestors *" in head["Content-Security-Policy"]


def test_the_page_is_rendered_once_per_day_and_language_then_dropped_when_its_rows_change(
    client, stored_week, django_assert_num_queries
):
    first = client.get("/?lang=es")
    week = client.get(f"/week/{stored_week}/?lang=es")
    with django_assert_num_queries(0):
        kept = client.get("/?lang=es")
    assert kept.content == first.content and kept["ETag"] == first["ETag"]
    with django_assert_num_queries(2):  # another language: rendered once for it
        client.get("/?lang=it")

    row = MassReadings.objects.get(day=stored_week)
    row.text = row.text.replace("Gospel", "Gospel (corrected)", 1)
    row.fetched_at = timezone.now()
    row.save()

    after = client.get("/?lang=es")
    assert after["ETag"] != first["ETag"] and "Gospel (corrected)" in after.content.decode()
    # The week page showing that day was dropped too; tomorrow's day page was not.
    tomorrow = (stored_week + dt.timedelta(days=1)).isoformat()
    client.get(f"/day/{tomorrow}/?lang=es")
    with django_assert_num_queries(0):
        client.get(f"/day/{tomorrow}/?lang=es")
    assert client.get(f"/week/{stored_week}/?lang=es")["ETag"] != week["ETag"]


def test_a_day_still_being_fetched_is_not_kept_and_lives_briefly(client, broker_queue_length):
    tomorrow = timezone.localdate() + dt.timedelta(days=1)
    response = client.get(f"/day/{tomorrow.isoformat()}/?lang=en")
    assert "data-status-url" in response.content.decode()  # the page fills itself in
    assert int(directives(response)["max-age"]) <= public_pages.PENDING_MAX_AGE
    assert broker_queue_length() == 1
    with CaptureQueriesContext(connection) as queries:  # rendered again, not kept
        client.get(f"/day/{tomorrow.isoformat()}/?lang=en")
    assert len(queries) > 0


def test_signed_in_pages_are_private_and_never_the_anonymous_copy(
    signed_in_client, stored_week, magisterium_user
):
    anonymous = Client().get("/?lang=en")
    assert "Sign out" not in anonymous.content.decode()
    mine = signed_in_client.get("/?lang=en")
    assert "Sign out" in mine.content.decode()
    cache = directives(mine)
    assert "private" in cache and "no-store" in cache and "public" not in cache
    assert "Sign out" not in Client().get("/?lang=en").content.decode()


def test_a_language_cookie_counts_only_where_the_address_names_no_language(client, stored_week):
    client.cookies["django_language"] = "hr"
    bare = client.get("/")
    assert bare["Content-Language"] == "hr"
    assert "private" in bare["Cache-Control"]  # a cache cannot see the cookie
    named = client.get("/?lang=es")
    assert named["Content-Language"] == "es" and "public" in named["Cache-Control"]


def test_the_language_menu_remembers_the_choice_and_keeps_a_public_address(client):
    response = client.get("/language/", {"lang": "pt", "next": "/day/2026-12-25/?lang=es"})
    assert response.status_code == 302
    assert response["Location"] == "/day/2026-12-25/?lang=pt"
    assert response.cookies["django_language"].value == "pt"
    assert "no-store" in response["Cache-Control"]
    # Another page's address is kept as it is; another site's is refused.
    assert client.get("/language/", {"lang": "it", "next": "/trends/"})["Location"] == "/trends/"
    assert (
        client.get("/language/", {"lang": "it", "next": "https://evil.example/"})["Location"] == "/"
    )
    assert client.get("/language/", {"lang": "xx", "next": "/"}).status_code == 400


def test_the_menu_on_a_public_page_is_a_plain_get_form(client, stored_week):
    html = client.get("/day/2026-12-25/?lang=it").content.decode()
    some(page(html), 'form[action="/language/"][method="get"]')
    assert 'name="next" type="hidden" value="/day/2026-12-25/?lang=it"' in html
    # Links between public pages keep the language the address chose.
    assert 'href="/day/2026-12-24/?lang=it" rel="prev"' in html
    assert 'name="lang" value="it"' in html  # the date box too


def test_an_unknown_lang_is_still_a_400_and_not_kept(client):
    response = client.get("/?lang=klingon")
    assert response.status_code == 400
    assert "public" not in response.get("Cache-Control", "")


def test_a_changed_setting_is_a_new_page(client, stored_week, settings):
    client.get("/?lang=en")
    settings.PARISH_NAME = "St. Anne's"
    assert "St. Anne" in client.get(f"/week/{stored_week}/?lang=en").content.decode()


def test_dates_few_people_open_are_cacheable_but_not_kept_by_the_portal(client, stored_day):
    far = timezone.localdate() - dt.timedelta(days=200)  # a crawler walking the calendar
    stored_day(far)
    first = client.get(f"/day/{far}/?lang=en")
    assert "public" in first["Cache-Control"]  # a shared cache may still keep it
    with CaptureQueriesContext(connection) as queries:
        again = client.get(f"/day/{far}/?lang=en")
    assert len(queries) > 0 and again["ETag"] == first["ETag"]  # rendered again, same bytes
