"""The parish site kit: the widget's short form (`?compact=1`) and leaving the saints out
(`?saints=0`), checked like `?lang=` and kept apart in the page cache, so a compact render is
never served to a full request; and the homepage's box that gives their code."""

from __future__ import annotations

import html
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from portal.readings.models import MartyrologyEntry
from tests.html import attrs, one, some, text, texts
from tests.html import page as parse

pytestmark = pytest.mark.django_db

BODY = "(test text)"  # the stored readings' own words, under their references
REFERENCES = ("Romans 10:9-18", "Matthew 4:18-22")


@pytest.fixture
def today_stored(stored_day):
    today = timezone.localdate()
    stored_day(today)
    return today


def widget(client, query: str) -> str:
    response = client.get(f"/embed/today/?{query}")
    assert response.status_code == 200, response.content[:300]
    return response.content.decode()


def queries_for(client, address: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        assert client.get(address).status_code == 200
    return len(queries)


# --- The widget's forms ---------------------------------------------------------------------


def test_the_full_widget_is_as_it_was(client, today_stored):
    page = widget(client, "lang=en")
    assert BODY in page and all(r in page for r in REFERENCES)
    assert "Saints of the day" in texts(parse(page), "h2") and "Saint Andrew" in page


def test_the_short_form_has_the_references_and_the_saints_names_only(client, today_stored):
    page = widget(client, "lang=en&compact=1")
    assert all(r in page for r in REFERENCES)
    assert BODY not in page  # no reading's text
    soup = parse(page)
    some(soup, 'ul[class="embed-references"]')
    assert "Saints of the day" not in page  # a line, not a section
    label = some(soup, 'p > span[class="label"]', "Saints:")
    assert text(label.parent).endswith("Saints: Saint Andrew")
    assert label.parent.contents[-1] is label.next_sibling  # the names close the line
    spanish = widget(client, "lang=es&compact=1")
    assert "Santos:" in spanish and attrs(one(parse(spanish), "html"))["lang"] == "es"


def test_without_the_saints_the_readings_stay_whole(client, today_stored):
    page = widget(client, "lang=en&saints=0")
    assert BODY in page and all(r in page for r in REFERENCES)
    assert "Saint Andrew" not in page and "Saints" not in page
    both = widget(client, "lang=en&compact=1&saints=0")
    assert all(r in both for r in REFERENCES)
    assert BODY not in both and "Saint Andrew" not in both


def test_a_martyrology_naming_no_saint_shows_its_first_entry_in_the_short_form(
    client, today_stored
):
    MartyrologyEntry.objects.filter(day=today_stored).update(
        text="Roman Martyrology\n\nAt Rome, the memory of many holy martyrs."
    )
    page = widget(client, "lang=en&compact=1")
    assert "At Rome, the memory of many holy martyrs." in page


def test_the_values_are_case_blind_and_empty_means_the_default(client, today_stored):
    assert BODY not in widget(client, "lang=en&compact=1")
    assert BODY in widget(client, "lang=en&compact=")
    assert "Saint Andrew" not in widget(client, "lang=EN&saints=0")


@pytest.mark.parametrize(
    ("query", "named"),
    [("compact=yes", "compact"), ("saints=no", "saints"), ("lang=en&compact=2", "compact")],
)
def test_an_unknown_value_is_a_400_that_names_the_choices(client, today_stored, query, named):
    response = client.get(f"/embed/today/?{query}")
    assert response.status_code == 400
    text = response.content.decode()
    assert f"?{named}=" in text and "Use one of: " in text
    assert response["Content-Type"].startswith("text/plain")
    assert "public" not in response.get("Cache-Control", "")
    # It shows where the widget would, inside the parish website's frame.
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    assert "X-Frame-Options" not in response


def test_junk_of_any_kind_is_a_400_not_a_500(client):
    for junk in ("sí", "1" * 500, "%00", "1,0", " 1 x"):
        response = client.get("/embed/today/", {"lang": "es", "compact": junk})
        assert response.status_code == 400, junk
        assert len(response.content) < 300  # the value is cut in the message


# --- The page cache -------------------------------------------------------------------------


def test_each_form_is_kept_apart_and_a_full_request_never_gets_the_short_form(client, today_stored):
    full = client.get("/embed/today/?lang=en")
    compact = client.get("/embed/today/?lang=en&compact=1")
    no_saints = client.get("/embed/today/?lang=en&saints=0")
    both = client.get("/embed/today/?lang=en&saints=0&compact=1")
    etags = {r["ETag"] for r in (full, compact, no_saints, both)}
    assert len(etags) == 4  # four pages
    for response in (full, compact, no_saints, both):
        assert "public" in response["Cache-Control"] and response["Vary"] == "Accept-Encoding"

    # Each is kept: served again without the database, each its own body.
    for address, first in [
        ("/embed/today/?lang=en", full),
        ("/embed/today/?lang=en&compact=1", compact),
        ("/embed/today/?lang=en&saints=0", no_saints),
        ("/embed/today/?compact=1&saints=0&lang=en", both),  # the order does not matter
        ("/embed/today/?lang=en&compact=0", full),  # the default named is the bare page
        ("/embed/today/?lang=en&compact=1&saints=1", compact),
    ]:
        with CaptureQueriesContext(connection) as queries:
            again = client.get(address)
        assert len(queries) == 0, address
        assert again.content == first.content and again["ETag"] == first["ETag"], address
    assert BODY in client.get("/embed/today/?lang=en").content.decode()


def test_a_change_to_the_day_drops_every_form(client, today_stored):
    client.get("/embed/today/?lang=en&compact=1")
    client.get("/embed/today/?lang=en&saints=0")
    MartyrologyEntry.objects.filter(day=today_stored).update(text="Saint Lucy.")
    row = MartyrologyEntry.objects.get(day=today_stored)
    row.fetched_at = timezone.now()
    row.save()  # the model's save drops the day's kept pages
    assert "Saint Lucy" in widget(client, "lang=en&compact=1")
    assert "Saint Andrew" not in widget(client, "lang=en&compact=1")


def test_other_parameters_are_rendered_each_time_and_never_kept(client, today_stored):
    address = "/embed/today/?lang=en&compact=1&utm_source=newsletter"
    assert queries_for(client, address) > 0
    assert queries_for(client, address) > 0
    # …and leave the kept compact copy alone.
    client.get("/embed/today/?lang=en&compact=1")
    assert queries_for(client, "/embed/today/?lang=en&compact=1") == 0


def test_an_unknown_value_is_never_kept(client, today_stored):
    assert client.get("/embed/today/?compact=yes").status_code == 400
    assert client.get("/embed/today/?compact=yes").status_code == 400
    assert BODY in widget(client, "lang=en")


# --- The homepage's box ---------------------------------------------------------------------


def snippet_of(page: str) -> str:
    found = re.search(r"<textarea[^>]*data-embed-snippet[^>]*>(.*?)</textarea>", page, re.S)
    assert found, "no widget code on the page"
    return html.unescape(found.group(1))


def test_the_box_gives_the_default_code_as_parish_websites_have_it(client, today_stored):
    page = client.get("/?lang=en").content.decode()
    assert snippet_of(page) == (
        '<iframe src="http://testserver/embed/today/?lang=en" title="Today’s readings"'
        ' width="100%" height="420" style="border: 0"></iframe>\n'
        '<script src="http://testserver/embed/host.js" async></script>'
    )
    # The preview is the real widget, lazily loaded, and the copy buttons wait for JavaScript.
    soup = parse(page)
    some(
        soup,
        'iframe[src="http://testserver/embed/today/?lang=en"][title="Preview of the widget"]'
        '[loading="lazy"]',
    )
    # Three for the feeds and the widget, two for the readings by email's form (its own tests:
    # tests/subscriptions/test_subscribe.py).
    assert len(soup.select('button[data-copy]:not([data-copy=""])[hidden]')) == 5
    assert page.count('role="status" aria-live="polite" data-copy-status') == 5
    assert 'value="http://testserver/feeds/readings.xml?lang=en" readonly' in page
    assert 'value="http://testserver/feeds/readings.ics?lang=en" readonly' in page


def test_the_box_without_javascript_gives_the_chosen_form(client, today_stored):
    page = client.get("/?embed_lang=es&embed_compact=1&embed_saints=0").content.decode()
    snippet = snippet_of(page)
    assert snippet.startswith(
        '<iframe src="http://testserver/embed/today/?lang=es&amp;compact=1&amp;saints=0"'
        ' title="Lecturas de hoy" width="100%" height="240"'
    )
    assert re.search(r"data-embed-compact\s+checked", page)
    assert re.search(r"data-embed-no-saints\s+checked", page)
    preview = re.search(r'<iframe src="([^"]+)" title="Preview of the widget"', page).group(1)
    assert html.unescape(preview) == "http://testserver/embed/today/?lang=es&compact=1&saints=0"
    # The address the code names is a page the widget serves.
    assert widget(client, "lang=es&compact=1&saints=0")
    # Junk in the homepage's own parameters is the default form.
    assert "compact" not in snippet_of(client.get("/?embed_compact=yes").content.decode())


def test_the_embed_page_keeps_its_own_frame_policy_and_the_portal_may_frame_it(client):
    widget_page = client.get("/embed/today/?lang=en&compact=1")
    assert "frame-ancestors *" in widget_page["Content-Security-Policy"]
    home = client.get("/?lang=en")
    policy = home["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in policy
    # No frame-src or child-src of its own: default-src 'self' lets the preview frame load.
    assert "default-src 'self'" in policy
    assert "frame-src" not in policy and "child-src" not in policy
