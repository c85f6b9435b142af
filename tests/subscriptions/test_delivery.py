"""The daily email's planning and sending, in this process, against the suite's SMTP server:
who is due at their local hour, one email a subscriber a day, rendered once per language and
choice, the links and headers each subscriber needs."""

from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from portal.subscriptions import delivery, messages
from portal.subscriptions.models import Delivery
from tests.html import page as parse

pytestmark = pytest.mark.django_db

DAY = dt.date(2026, 12, 8)  # the Immaculate Conception: a solemnity on a Tuesday


def _at(day: dt.date, hour: int, zone: str = "UTC") -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, 5), tzinfo=ZoneInfo(zone))


def _send(now: dt.datetime, **kwargs) -> delivery.Plan:
    made = delivery.plan(now, queue=False, **kwargs)
    for batch_id in made.batches:
        delivery.send_batch(batch_id, now)
    return made


def test_a_subscriber_gets_the_day_at_their_hour_once(subscriber, fetched_day, mailbox):
    fetched_day(DAY)
    subscriber("early@example.org", hour=6)
    subscriber("late@example.org", hour=9)

    _send(_at(DAY, 5))
    assert mailbox.messages == []
    _send(_at(DAY, 6))
    assert [m.to for m in mailbox.messages] == ["early@example.org"]
    _send(_at(DAY, 7))  # a later tick, or a second beat: nothing again
    _send(_at(DAY, 9))
    assert sorted(m.to for m in mailbox.messages) == ["early@example.org", "late@example.org"]
    assert Delivery.objects.filter(state=Delivery.State.SENT).count() == 2


def test_the_hour_is_the_subscribers_own_across_daylight_saving(subscriber, fetched_day, mailbox):
    # 29 March 2026: Europe clocks go forward at 01:00 UTC; 6:00 in Zagreb is 04:00 UTC.
    day = dt.date(2026, 3, 29)
    fetched_day(day)
    subscriber("zagreb@example.org", hour=6, time_zone="Europe/Zagreb", language="hr")
    _send(dt.datetime(2026, 3, 29, 3, 30, tzinfo=dt.UTC))  # 5:30 local
    assert mailbox.messages == []
    _send(dt.datetime(2026, 3, 29, 4, 1, tzinfo=dt.UTC))  # 6:01 local, summer time
    assert [m.to for m in mailbox.messages] == ["zagreb@example.org"]


def test_the_email_says_the_day_as_the_day_page_does_and_carries_its_links(
    subscriber, fetched_day, mailbox, client
):
    fetched_day(DAY)
    who = subscriber("lector@example.org", language="es", hour=6, time_zone="Europe/Madrid")
    _send(_at(DAY, 7, "Europe/Madrid"))
    (received,) = mailbox.messages
    message = received.message

    page = parse(client.get(f"/day/{DAY.isoformat()}/?lang=es").content)
    page_headings = [h.get_text(" ", strip=True) for h in page.select("#day-content h3")]
    html = parse(received.part("text/html"))
    email_headings = [h.get_text(" ", strip=True) for h in html.select(".readings h3")]
    assert email_headings and email_headings == page_headings
    assert html.select_one("h2").get_text(strip=True) == page.select_one(
        "#readings-title"
    ).get_text(strip=True)
    assert "Inmaculada" in message["Subject"]
    text = received.part("text/plain")
    assert all(heading.split(" ")[0] in text for heading in page_headings)

    # No remote image, no tracking: every link goes to the portal, by its own address.
    assert html.select("img") == []
    assert all(a["href"].startswith(("http://127.0.0.1:8000/", "#")) for a in html.select("a"))
    # RFC 8058 one-click unsubscribe, and the signed links for this subscriber only.
    unsubscribe = message["List-Unsubscribe"].strip("<>")
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert unsubscribe.endswith("/unsubscribe/") and unsubscribe in text
    assert message["Message-ID"] == f"<{messages.message_id(who, DAY)}>"
    assert message["Content-Language"] == "es"


def test_sundays_and_solemnities_only_skips_the_other_days(subscriber, fetched_day, mailbox):
    ordinary = dt.date(2026, 12, 9)  # a Wednesday of Advent
    fetched_day(DAY)
    fetched_day(ordinary)
    subscriber("sundays@example.org", days="sundays")
    _send(_at(ordinary, 8))
    assert mailbox.messages == []
    _send(_at(DAY, 8))
    assert [m.to for m in mailbox.messages] == ["sundays@example.org"]


def test_a_day_not_stored_waits_and_goes_later_that_day(subscriber, fetched_day, mailbox, sandbox):
    subscriber("patient@example.org", hour=6)
    made = _send(_at(DAY, 6))
    assert made.deferred == 1 and mailbox.messages == []
    assert Delivery.objects.get().state == Delivery.State.DEFERRED
    fetched_day(DAY)  # what the queued fetch does once upstream answers
    _send(_at(DAY, 10))
    assert [m.to for m in mailbox.messages] == ["patient@example.org"]


def test_a_day_that_ended_before_it_was_fetched_is_not_sent_the_next_morning(
    subscriber, fetched_day, mailbox, sandbox
):
    subscriber("patient@example.org", hour=6)
    _send(_at(DAY, 6))
    fetched_day(DAY)
    _send(_at(DAY + dt.timedelta(days=1), 0))
    assert mailbox.messages == []
    assert Delivery.objects.get(day=DAY).state == Delivery.State.MISSED


def test_an_address_the_server_refuses_is_marked_failed_and_the_rest_go(
    subscriber, fetched_day, mailbox
):
    fetched_day(DAY)
    subscriber("gone@example.org")
    subscriber("here@example.org")
    mailbox.refuse.add("gone@example.org")
    _send(_at(DAY, 8))
    assert [m.to for m in mailbox.messages] == ["here@example.org"]
    states = dict(Delivery.objects.values_list("subscription__email", "state"))
    assert states == {"gone@example.org": "failed", "here@example.org": "sent"}


def test_each_edition_is_rendered_once_and_a_batch_costs_the_same_queries_at_any_size(
    subscriber, fetched_day, mailbox, settings
):
    fetched_day(DAY)
    settings.SUBSCRIPTIONS_BATCH_SIZE = 1000
    rendered = []
    real_render = messages.render

    def counting_render(*args, **kwargs):
        rendered.append(args[1:3])
        return real_render(*args, **kwargs)

    queries = []
    for size in (5, 40):
        for n in range(size):
            subscriber(f"s{size}-{n}@example.org", language=("en", "es")[n % 2])
        made = delivery.plan(_at(DAY, 8), queue=False)
        with CaptureQueriesContext(connection) as captured:
            messages.render = counting_render
            try:
                delivery.send_batch(made.batches[0], _at(DAY, 8))
            finally:
                messages.render = real_render
        queries.append(len(captured))
        Delivery.objects.all().delete()
    assert len(mailbox.messages) == 45 + 5  # the second pass also sent the first five again
    assert queries[0] == queries[1]
    assert sorted(set(rendered)) == [("en", "both"), ("es", "both")]


def test_both_parts_say_when_upstream_wrote_in_another_language(subscriber, fetched_day, mailbox):
    fetched_day(DAY)
    subscriber("lettore@example.org", language="it", hour=6)
    _send(_at(DAY, 7))
    (received,) = mailbox.messages
    html = parse(received.part("text/html"))
    notes = [text for text in html.stripped_strings if "Magisterium" in text and "inglese" in text]
    assert notes, "the HTML part has no note that the readings are in English"
    assert notes[0].split("(")[0].strip() in received.part("text/plain")


def test_no_address_reaches_the_log_only_its_hash(
    subscriber, fetched_day, mailbox, caplog, settings
):
    import logging

    fetched_day(DAY)
    who = subscriber("private.person@example.org", hour=6)
    mailbox.refuse.add("private.person@example.org")  # the refusal is logged, by hash
    with caplog.at_level(logging.DEBUG):
        _send(_at(DAY, 7))
    # The portal's own log (the suite's SMTP server, aiosmtpd's "mail.log", logs what it is sent).
    logged = "\n".join(r.getMessage() for r in caplog.records if r.name != "mail.log")
    assert who.email_hash in logged
    assert "private.person" not in logged
