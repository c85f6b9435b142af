"""The time budget: a page gives up on upstream in time, everything else keeps the long timeout,
and a slow upstream with a last good copy serves the copy while the answer refreshes the cache.

A slow upstream is the sandbox's "timeout" fault (it stalls `timeout_sleep` seconds, then
answers); "in time" means before the sandbox answered, never a measured duration.
"""

# Reference: docs/security.md §14; docs/architecture.md "How data flows" (1).

from __future__ import annotations

import threading
import time
from contextlib import nullcontext

import httpx
import pytest
from django.db import connections
from django.test import RequestFactory

from portal import magisterium as m
from portal.core.middleware import UpstreamTimeBudgetMiddleware
from portal.magisterium import background, budget, skills, transport, wire
from portal.magisterium import cache as shared_cache
from tests.forking import in_forked_child
from tests.waiting import wait_for

pytestmark = pytest.mark.long  # long: it waits out budgets on purpose, so its file starts early

SLOW = 5  # seconds the sandbox stalls: longer than any budget below


@pytest.fixture
def slow_once(sandbox):
    """The next upstream call answers only after SLOW seconds."""
    sandbox.configure(timeout_sleep=SLOW)
    sandbox.fault("timeout", count=1)
    return sandbox


# --- Who has a budget ------------------------------------------------------------------------


def test_a_budget_exists_only_inside_a_request():
    seen = []

    def view(request):
        seen.append(budget.remaining())
        return None

    assert budget.remaining() is None  # what a Celery task or a management command sees
    UpstreamTimeBudgetMiddleware(view)(RequestFactory().get("/"))
    assert seen and 0 < seen[0] <= 8.0  # MAGISTERIUM_INTERACTIVE_TIMEOUT's default
    assert budget.remaining() is None


def test_the_budget_is_read_from_settings_for_each_request(settings):
    settings.MAGISTERIUM_INTERACTIVE_TIMEOUT = 1.5
    seen = []
    UpstreamTimeBudgetMiddleware(lambda request: seen.append(budget.remaining()))(
        RequestFactory().get("/")
    )
    assert 0 < seen[0] <= 1.5


def test_a_nested_budget_can_only_shorten_the_wait():
    with m.time_budget(5):
        with m.time_budget(60):
            assert budget.remaining() <= 5
        with m.time_budget(1):
            assert budget.remaining() <= 1
        assert 1 < budget.remaining() <= 5
    assert budget.remaining() is None


def test_outside_a_budget_a_call_waits_the_long_timeout(fake_upstream, fake_token, settings):
    settings.MAGISTERIUM_TIMEOUT = 20.0
    fake_upstream.raw(500, b"")
    with pytest.raises(m.UpstreamUnavailable):
        skills.catholic_qa(token=fake_token, question="Why?")
    assert fake_upstream.requests[0].extensions["timeout"]["read"] == 20.0


def test_a_question_asked_inside_a_budget_waits_no_longer_than_the_budget(
    fake_upstream, fake_token, settings
):
    settings.MAGISTERIUM_TIMEOUT = 20.0
    settings.MAGISTERIUM_CONNECT_TIMEOUT = 5.0
    fake_upstream.raw(500, b"")
    with m.time_budget(2), pytest.raises(m.UpstreamUnavailable):
        skills.catholic_qa(token=fake_token, question="Why?")
    timeout = fake_upstream.requests[0].extensions["timeout"]
    assert 0 < timeout["read"] <= 2
    assert 0 < timeout["connect"] <= 2


def test_a_reference_call_started_by_a_page_keeps_the_long_timeout_in_the_background(
    fake_upstream, fake_token, settings
):
    # The page stops waiting at its budget; the call goes on to refresh the shared cache.
    settings.MAGISTERIUM_TIMEOUT = 20.0
    fake_upstream.raw(500, b"")
    with m.time_budget(2), pytest.raises(m.UpstreamUnavailable):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert fake_upstream.requests[0].extensions["timeout"]["read"] == 20.0


def test_a_spent_budget_sends_nothing(fake_upstream, fake_token):
    fake_upstream.task("catholic_qa_response", [{"kind": "text", "text": "Yes."}])
    with m.time_budget(0):
        with pytest.raises(m.UpstreamTimedOut):
            skills.catholic_qa(token=fake_token, question="Why?")
        with pytest.raises(m.UpstreamTimedOut):
            skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert fake_upstream.requests == []


@pytest.mark.parametrize("in_budget", [True, False], ids=["page", "task"])
def test_an_upstream_trickling_its_answer_is_cut_off_at_the_deadline(
    fake_upstream, settings, in_budget
):
    # Each byte arrives well within the read timeout, so only a deadline for the whole
    # answer stops it: the page's budget, or MAGISTERIUM_TIMEOUT for a task.
    settings.MAGISTERIUM_TIMEOUT = 20.0 if in_budget else 0.5
    sent = []

    def trickle():
        for _ in range(100):
            time.sleep(0.05)
            sent.append(1)
            yield b" "

    fake_upstream.responder = lambda request, body: httpx.Response(200, content=trickle())
    budget_if_any = m.time_budget(0.5) if in_budget else nullcontext()
    with budget_if_any, pytest.raises(m.UpstreamTimedOut):
        transport.message_send(
            access_token="t", skill_id="catholic_qa", parts=[wire.TextPart(text="Why?")]
        )
    assert len(sent) < 100


# --- A slow upstream, seen from a page ---------------------------------------------------------


def test_without_a_copy_the_page_gives_up_and_the_answer_still_fills_the_cache(demo, slow_once):
    with m.time_budget(1), pytest.raises(m.UpstreamTimedOut):
        skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert slow_once.in_flight() == 1  # gave up while upstream was still answering

    # The call went on in the background; the next visitor gets its answer from the cache.
    slow_once.wake()  # upstream answers now rather than after its stall
    wait_for(lambda: shared_cache.fresh("pope_lookup", {"id": "leo-xiv"}))
    profile = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert profile.id == "leo-xiv"
    assert not profile.stale
    assert slow_once.requests()["total"] == 1


def test_with_a_last_good_copy_a_slow_upstream_serves_it_and_refreshes_it_behind(
    demo, sandbox, settings
):
    settings.MAGISTERIUM_STALE_AFTER = 0.5
    first = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    shared_cache.forget("pope_lookup", {"id": "leo-xiv"})  # as if the fresh copy expired
    sandbox.configure(timeout_sleep=SLOW)
    sandbox.fault("timeout", count=1)

    with m.time_budget(4):
        copy = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert sandbox.in_flight() == 1  # served the copy while upstream was still answering
    assert copy.stale
    assert copy.fetched_at == first.fetched_at

    sandbox.wake()  # upstream answers now rather than after its stall
    refreshed = wait_for(lambda: shared_cache.fresh("pope_lookup", {"id": "leo-xiv"}))
    assert refreshed.fetched_at > first.fetched_at
    assert shared_cache.last_good("pope_lookup", {"id": "leo-xiv"}).fetched_at > first.fetched_at


def test_while_a_copy_is_refreshed_other_pages_show_it_without_asking_again(
    demo, sandbox, settings
):
    settings.MAGISTERIUM_STALE_AFTER = 0.5
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    shared_cache.forget("pope_lookup", {"id": "leo-xiv"})
    sandbox.configure(timeout_sleep=SLOW)
    sandbox.fault("timeout", count=1)
    sandbox.reset_requests()
    with m.time_budget(4):
        assert skills.pope_lookup(token=demo, pope_id="leo-xiv").stale  # starts the one refresh
        assert skills.pope_lookup(token=demo, pope_id="leo-xiv").stale  # the copy, at once
    sandbox.wake()  # upstream answers now rather than after its stall
    wait_for(lambda: shared_cache.fresh("pope_lookup", {"id": "leo-xiv"}))
    assert sandbox.requests()["total"] == 1


def test_a_healthy_upstream_still_replaces_an_expired_copy_with_a_fresh_answer(
    demo, sandbox, settings
):
    settings.MAGISTERIUM_STALE_AFTER = 3
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    shared_cache.forget("pope_lookup", {"id": "leo-xiv"})
    with m.time_budget(8):
        assert not skills.pope_lookup(token=demo, pope_id="leo-xiv").stale


def test_a_question_gives_up_with_the_page_and_its_call_does_not_linger(demo, slow_once):
    with m.time_budget(1), pytest.raises(m.UpstreamTimedOut):
        skills.catholic_qa(token=demo, question="What is grace?")
    # The answer would be nobody's: its call carried the budget and has stopped too.
    assert background.wait_idle(timeout=SLOW - 2)


def test_when_every_background_thread_is_busy_a_page_serves_its_copy_or_calls_itself(demo, sandbox):
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    shared_cache.forget("pope_lookup", {"id": "leo-xiv"})
    release = threading.Event()
    blockers = [background.submit(release.wait) for _ in range(background.MAX_THREADS)]
    try:
        assert all(blockers)
        assert background.submit(lambda: None) is None  # nothing queues behind them
        sandbox.reset_requests()
        with m.time_budget(5):
            copy = skills.pope_lookup(token=demo, pope_id="leo-xiv")
            assert copy.stale  # at once, without asking upstream
            assert sandbox.requests()["total"] == 0
            fresh = skills.pope_lookup(token=demo, pope_id="benedict-xvi")  # no copy: asked here
            assert not fresh.stale
            assert sandbox.requests()["total"] == 1
    finally:
        release.set()


# --- The background threads ------------------------------------------------------------------


@pytest.mark.django_db
def test_a_background_call_never_keeps_a_database_connection():
    # Background calls use Redis and the network only; should one ever open the database,
    # it gets its own connection, closed when the call ends, and the page's stays as it was.
    request_wrapper = connections["default"]
    request_wrapper.ensure_connection()
    request_connection = request_wrapper.connection
    opened = []

    def uses_the_database():
        connections["default"].ensure_connection()
        opened.append(connections["default"])

    background.submit(uses_the_database).result(timeout=10)
    assert background.wait_idle(timeout=10)
    assert opened[0] is not request_wrapper
    assert opened[0].connection is None
    assert request_wrapper.connection is request_connection


def test_a_forked_child_drops_the_parents_threads_and_starts_its_own():
    assert background.submit(lambda: None).result(timeout=10) is None
    parent_pool = background._calls.get().executor

    def check() -> str:
        dropped = background._calls.peek() is None
        works = background.submit(lambda: 42).result(timeout=10) == 42
        fresh = background._calls.get().executor is not parent_pool
        return f"{dropped},{works},{fresh}"

    report = in_forked_child(check)
    assert report == "True,True,True"


def test_a_page_budget_does_not_leak_into_the_next_call_on_the_same_thread():
    # Threads are reused: a call that carried a budget must leave none behind for the next.
    seen = []
    for _ in range(background.MAX_THREADS * 2):
        with m.time_budget(5):
            background.call_within_budget(lambda: None, carry_budget=True)
        seen.append(background.submit(budget.remaining).result(timeout=10))
    assert seen == [None] * len(seen)
