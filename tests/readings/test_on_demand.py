"""Any date of the public window, no account: an anonymous day or week page beyond the prefetch
window asks the prefetch account's worker for it, once, within a daily allowance.

The first part reads the broker's queue (no worker); the second runs the real worker against
the sandbox and reads the sandbox's call log.
"""

import datetime as dt
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connections
from django.test import Client
from django.utils import timezone

from portal.readings import on_demand, selectors
from tests.accounts.html_tree import Node, parse
from tests.waiting import wait_for

pytestmark = pytest.mark.django_db


def far_date(offset: int = 19) -> dt.date:
    """A date beyond the prefetch window (Christmas-like: 19 days ahead by default)."""
    day = timezone.localdate() + dt.timedelta(days=offset)
    assert not selectors.day_in_prefetch_window(day) and selectors.day_in_window(day)
    return day


def page_of(response) -> Node:
    return parse(response.content.decode())


def element(node: Node | None, cls: str, tag: str | None = None) -> Node | None:
    """The first element inside `node` with class `cls` (and tag `tag`)."""
    if node is None:
        return None
    found = [n for n in node.iter() if n.has_class(cls) and tag in (None, n.tag)]
    return found[0] if found else None


def content_of(response) -> Node:
    found = page_of(response).find("div", lambda n: n.attrs.get("id") == "day-content")
    assert found is not None
    return found


def cards(node: Node) -> list[Node]:
    return node.find_all("article", lambda n: n.has_class("card"))


# --- Queueing, dedup, bounds and the allowance (the broker's queue, no worker) -------------


def test_a_far_date_is_on_its_way_never_two_empty_cards(client, broker_queue_length):
    day = far_date()
    response = client.get(f"/day/{day.isoformat()}/")
    assert response.status_code == 200
    content = content_of(response)
    assert (
        content.attrs["data-pending"] == "true"
        and content.attrs["data-state"] == on_demand.State.QUEUED
    )
    assert "being fetched from Magisterium" in content.text()
    assert element(content, "spinner") is not None
    assert cards(content) == []  # no empty "Mass readings", "Saints" cards
    assert element(content, "sign-in-offer") is None
    # Without JavaScript the page refreshes itself.
    head = page_of(response).find("head")
    assert head is not None and head.find("noscript") is not None
    assert broker_queue_length() == 1


def test_the_on_its_way_page_is_never_kept_as_the_dates_page(client, broker_queue_length):
    day = far_date(25)
    first = client.get(f"/day/{day.isoformat()}/?lang=es")
    assert "max-age=30," in first["Cache-Control"]
    second = client.get(f"/day/{day.isoformat()}/?lang=es")
    assert content_of(second).attrs["data-pending"] == "true"  # rendered again, not a kept copy
    assert "max-age=30," in second["Cache-Control"]
    status = client.get(f"/day/{day.isoformat()}/status.json?lang=es")
    assert "no-cache" in status["Cache-Control"] and status.json()["state"] == "queued"
    assert status.json()["fragment_url"].endswith("?lang=es")


@pytest.mark.django_db(transaction=True)
def test_fifty_visitors_at_once_queue_one_task(broker_queue_length):
    day = far_date(30)

    def visit(_):
        try:
            return Client().get(f"/day/{day.isoformat()}/").status_code
        finally:
            # The test client keeps a request's connection open; in a pool's thread it would
            # stay open to the end and stop the test database from being dropped.
            connections.close_all()

    with ThreadPoolExecutor(max_workers=8) as pool:
        assert set(pool.map(visit, range(50))) == {200}
    assert broker_queue_length() == 1


def test_a_lost_task_is_asked_for_again_by_the_page_polling(client, broker_queue_length):
    day = far_date(27)
    client.get(f"/day/{day.isoformat()}/")
    on_demand.forget(day)  # what a task lost with a killed worker leaves once its note expires
    status = client.get(f"/day/{day.isoformat()}/status.json?lang=hr").json()
    assert status["state"] == "unknown"  # not the page's "queued": the page fetches its part
    fragment = content_of(client.get(status["fragment_url"]))
    assert fragment.attrs["data-state"] == on_demand.State.QUEUED
    assert "Magisteriuma" in fragment.text()  # in the page's language
    assert broker_queue_length() == 2


def test_a_date_beyond_the_public_window_queues_nothing_and_says_why(
    client, broker_queue_length, settings
):
    settings.READINGS_PUBLIC_WINDOW_DAYS = 30
    day = timezone.localdate() + dt.timedelta(days=31)
    response = client.get(f"/day/{day.isoformat()}/")
    assert response.status_code == 200
    offer = element(page_of(response), "sign-in-offer")
    _first, last = selectors.public_window()
    assert "not kept here" in offer.text()
    assert f"{last:%-d %B %Y}" in offer.text()
    assert element(offer, "sign-in-form", "form") is not None
    assert content_of(response).attrs.get("data-pending") is None
    assert broker_queue_length() == 0
    week = client.get(f"/week/{day.isoformat()}/")
    assert "not kept here" in week.content.decode()
    assert broker_queue_length() == 0
    assert client.get(f"/day/{day.isoformat()}/status.json").json()["complete"] is False


def test_the_daily_allowance_is_counted_in_dates_and_then_says_come_back_tomorrow(
    client, broker_queue_length, settings
):
    settings.READINGS_ON_DEMAND_DATES_PER_DAY = 2
    first, second, third = far_date(40), far_date(41), far_date(42)
    for day in (first, second, first, second):  # asked again: counted once
        assert content_of(client.get(f"/day/{day.isoformat()}/")).attrs["data-pending"] == "true"
    assert broker_queue_length() == 2
    # Its task lost (the note expired): the date is asked again, at no further cost today.
    on_demand.forget(first)
    assert content_of(client.get(f"/day/{first.isoformat()}/")).attrs["data-pending"] == "true"
    assert broker_queue_length() == 3

    response = client.get(f"/day/{third.isoformat()}/?lang=hr")
    notice = element(page_of(response), "allowance-spent")
    assert "Pokušajte ponovno sutra" in notice.text()
    assert element(notice, "sign-in-form", "form") is not None
    assert content_of(response).attrs.get("data-pending") is None
    assert cards(content_of(response)) == []
    assert "max-age=30," in response["Cache-Control"]  # tomorrow it is another page
    assert broker_queue_length() == 3


def test_no_allowance_no_task(client, broker_queue_length, settings):
    settings.READINGS_ON_DEMAND_DATES_PER_DAY = 0
    response = client.get(f"/day/{far_date().isoformat()}/")
    assert "as many dates on request" in element(page_of(response), "allowance-spent").text()
    assert broker_queue_length() == 0


def test_an_anonymous_week_beyond_the_prefetch_asks_for_its_seven_dates_once(
    client, broker_queue_length, stored_day
):
    start = far_date(50)
    stored_day(start)  # stored dates cost nothing
    response = client.get(f"/week/{start.isoformat()}/")
    pending = page_of(response).find_all(
        "li", lambda n: n.has_class("week-day") and n.attrs.get("data-pending") == "true"
    )
    assert len(pending) == 6
    assert "max-age=30," in response["Cache-Control"]
    client.get(f"/week/{start.isoformat()}/")
    client.get(f"/day/{(start + dt.timedelta(days=1)).isoformat()}/")
    assert broker_queue_length() == 6


# --- The real worker, the sandbox's call log ------------------------------------------------


def fill_prefetch_window(stored_day):
    """The nightly pass's work done: on-demand dates wait for it otherwise."""
    for day in selectors.prefetch_window():
        stored_day(day)


def wait_for_state(client, day, state, *, timeout=60):
    url = f"/day/{day.isoformat()}/status.json"
    return wait_for(lambda: client.get(url).json()["state"] == state, timeout=timeout)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_far_date_arrives_for_everyone_with_one_fetch_then_none(
    celery_worker, prefetch_account, sandbox, client, stored_day
):
    fill_prefetch_window(stored_day)
    sandbox.reset_requests()
    sandbox.configure(latency_ms=500)  # both visitors ask while the first fetch runs
    day = far_date()
    url = f"/day/{day.isoformat()}/"
    assert content_of(client.get(url)).attrs["data-pending"] == "true"
    assert content_of(Client().get(url)).attrs["data-pending"] == "true"

    wait_for_state(client, day, "complete")
    page = client.get(url)
    content = content_of(page)
    assert content.attrs.get("data-pending") is None
    assert "Gospel" in element(content, "readings", "article").text()
    assert element(content, "martyrology", "article").text()
    assert "max-age=30," not in page["Cache-Control"]  # the final page: kept for its lifetime
    calls = {"liturgical_readings": 1, "saints_of_the_day": 1}
    assert sandbox.requests()["by_skill"] == calls
    # Stored: every later visitor reads the database, upstream hears nothing more.
    for lang in ("", "?lang=es", "?lang=hr"):
        assert len(cards(content_of(Client().get(url + lang)))) == 2
    assert sandbox.requests()["by_skill"] == calls
    assert on_demand.note(day) is None


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_magisterium_not_answering_is_said_with_the_time_and_the_page_still_fills(
    celery_worker, prefetch_account, sandbox, client, stored_day
):
    fill_prefetch_window(stored_day)
    sandbox.fault("internal_error")
    day = far_date(21)
    client.get(f"/day/{day.isoformat()}/")
    wait_for_state(client, day, on_demand.State.RETRYING)
    fragment = client.get(f"/day/{day.isoformat()}/fragment/?lang=es")
    content = content_of(fragment)
    assert content.attrs["data-state"] == on_demand.State.RETRYING
    retrying = element(content, "retrying").text()
    assert "Magisterium no responde" in retrying and "las " in retrying
    sandbox.fault(None)
    wait_for_state(client, day, "complete", timeout=90)
    assert not selectors.days_missing([day])


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_fetch_given_up_says_when_to_try_again(
    celery_worker, prefetch_account, sandbox, client, stored_day
):
    fill_prefetch_window(stored_day)
    sandbox.fault("invalid_params")  # a refusal retrying cannot heal
    day = far_date(22)
    client.get(f"/day/{day.isoformat()}/")
    wait_for_state(client, day, on_demand.State.FAILED)
    response = client.get(f"/day/{day.isoformat()}/")
    notice = element(page_of(response), "fetch-failed")
    assert "could not be fetched from Magisterium just now" in notice.text()
    assert "try again after" in notice.text()
    assert content_of(response).attrs.get("data-pending") is None
    assert cards(content_of(response)) == []
    assert "max-age=30," in response["Cache-Control"]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_an_on_demand_date_waits_for_the_prefetch_window(
    celery_worker, prefetch_account, sandbox, client, stored_day
):
    """While the prefetch window lacks dates, a visitor's date waits: the pass's calls come
    first, the allowance's after."""
    from config.celery import app
    from tests.fixtures.worker import worker_destination

    window = selectors.prefetch_window()
    for day in window[1:]:
        stored_day(day)
    sandbox.reset_requests()
    day = far_date(23)
    client.get(f"/day/{day.isoformat()}/")
    # The worker looks at the window and puts the date off (a message with a countdown):
    # nothing is fetched meanwhile.
    inspect = app.control.inspect(destination=worker_destination(), timeout=1.0)
    wait_for(lambda: any((inspect.scheduled() or {}).values()))
    assert sandbox.requests()["total"] == 0
    assert on_demand.note(day).state == on_demand.State.QUEUED
    stored_day(window[0])  # the pass's work done
    wait_for_state(client, day, "complete", timeout=90)
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}
