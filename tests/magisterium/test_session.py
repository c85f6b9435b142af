"""The door: features call upstream through `magisterium.session_for(user)`, and every result
says where it came from (upstream, the shared cache, an earlier copy)."""

from __future__ import annotations

from datetime import date

import pytest
from django.core.cache import cache as django_cache

from portal import magisterium as m
from portal.accounts.models import MagisteriumConnection
from portal.accounts.tokens import ConnectionTokens

pytestmark = pytest.mark.django_db

Plan = MagisteriumConnection.Plan
UPSTREAM, CACHE, EARLIER_COPY = m.Origin.UPSTREAM, m.Origin.CACHE, m.Origin.EARLIER_COPY
DAY = date(2026, 11, 30)


def expire_fresh_copies():
    """As if the fresh TTL had run out: only the last good copies remain."""
    django_cache.delete_pattern("magisterium:*:fresh:*")


@pytest.fixture
def door_log():
    """What the door asked of the real accounts TokenSource, in order, while a test runs."""
    log: list[tuple[str, object]] = []

    class RecordingTokens(ConnectionTokens):
        def current(self):
            log.append(("token for", self.user.get_username()))
            return super().current()

        def plan_seen(self, *, paid):
            log.append(("plan seen", "paid" if paid else "free"))
            super().plan_seen(paid=paid)

    m.register_token_source(RecordingTokens)
    yield log
    m.register_token_source(ConnectionTokens)


def test_a_pages_upstream_call_goes_through_the_users_session(signed_in_client, sandbox, door_log):
    assert signed_in_client.get("/popes/leo-xiv/").status_code == 200
    # Upstream answered: the door took the user's token and learnt the plan from the answer.
    assert door_log == [("token for", "parish-office"), ("plan seen", "paid")]

    door_log.clear()
    assert signed_in_client.get("/popes/leo-xiv/").status_code == 200
    # The shared cache answered: a copy says nothing about this user's plan.
    assert door_log == [("token for", "parish-office")]

    door_log.clear()
    expire_fresh_copies()
    sandbox.fault("http_500", count=1)
    response = signed_in_client.get("/popes/leo-xiv/")
    assert response.status_code == 200
    assert "Shown from an earlier copy" in response.content.decode()
    assert door_log == [("token for", "parish-office")]


def test_results_say_where_they_came_from(sandbox, magisterium_user):
    api = m.session_for(magisterium_user("origins"))

    first = api.pope_lookup(pope_id="benedict-xvi")
    second = api.pope_lookup(pope_id="benedict-xvi")
    expire_fresh_copies()
    sandbox.fault("http_500", count=1)
    third = api.pope_lookup(pope_id="benedict-xvi")

    assert [r.origin for r in (first, second, third)] == [UPSTREAM, CACHE, EARLIER_COPY]
    assert [r.stale for r in (first, second, third)] == [False, False, True]
    assert first == second == third  # the same answer, wherever it came from
    assert third.fetched_at == first.fetched_at


def test_only_an_answer_from_upstream_records_the_plan(sandbox, magisterium_user):
    user = magisterium_user("plan-from-upstream")
    api = m.session_for(user)
    api.saints_of_the_day(day=DAY)
    assert MagisteriumConnection.objects.get(user=user).plan == Plan.PAID

    MagisteriumConnection.objects.filter(user=user).update(plan=Plan.UNKNOWN, plan_seen_at=None)
    cached = api.saints_of_the_day(day=DAY)

    assert cached.origin is CACHE
    assert MagisteriumConnection.objects.get(user=user).plan == Plan.UNKNOWN


def test_the_connection_check_asks_upstream_even_when_the_cache_could_answer(
    sandbox, magisterium_user
):
    from portal.accounts.tokens import connection_check

    user = magisterium_user("checker")
    m.session_for(user).saints_of_the_day(day=DAY)  # the shared cache now holds the day
    sandbox.reset_requests()

    result = connection_check(user, day=DAY)

    assert result.origin is UPSTREAM
    assert sandbox.requests()["by_skill"] == {"saints_of_the_day": 1}


def test_a_fixed_token_is_tried_once_and_a_401_stands(fake_upstream, fake_token):
    fake_upstream.error(401, -32004, "token expired")
    api = m.Session(m.FixedToken(fake_token))

    with pytest.raises(m.Unauthorized):
        api.pope_lookup(pope_id="leo-xiv")

    assert len(fake_upstream.requests) == 1  # nothing to refresh, so no second attempt
    assert api.seconds_until_allowed("pope_lookup") == 0


def test_a_comparison_reads_the_cache_once_and_keeps_its_threads(sandbox, demo, monkeypatch):
    """Misses are not looked up a second time, and the threads that fetch them are kept for
    the next comparison instead of being started for each."""
    import threading
    import time

    reads = []
    get_many = django_cache.get_many
    monkeypatch.setattr(django_cache, "get_many", lambda keys, *a, **k: reads.append(keys)
                        or get_many(keys, *a, **k))  # fmt: skip
    six = ["dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport"]
    api = m.Session(m.FixedToken(demo))
    first = api.diocese_statistics_many(source_codes=six, start_year=1990)
    assert len(reads) == 1 and all(s.origin is UPSTREAM for s in first)
    time.sleep(0.2)  # every thread back to idle (each marks itself so just after answering)
    threads = threading.active_count()
    again = api.diocese_statistics_many(source_codes=six, start_year=1991)
    assert len(reads) == 2 and all(s.origin is UPSTREAM for s in again)
    assert threading.active_count() == threads
    assert sandbox.requests()["total"] == 12
