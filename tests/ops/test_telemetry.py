"""The door's telemetry: real calls through the sandbox, counted in the real Redis and read back
by the console's readers (portal.ops.telemetry)."""

from __future__ import annotations

import pytest
from django.core.cache import cache as django_cache

from portal import magisterium as m
from portal.magisterium import telemetry as door_telemetry
from portal.ops import telemetry

pytestmark = pytest.mark.django_db

POPE_PAGE = "/popes/benedict-xvi/"


def calls() -> dict[tuple[str, str], int]:
    return {(skill, outcome): n for skill, outcome, n in telemetry.calls_last_24h()}


def test_the_ops_app_observes_the_door():
    assert door_telemetry.observed()


def test_a_page_counts_its_call_its_latency_and_its_cache_look_ups(signed_in_client, sandbox):
    assert signed_in_client.get(POPE_PAGE).status_code == 200  # upstream, then cached
    assert signed_in_client.get(POPE_PAGE).status_code == 200  # the shared copy

    assert calls() == {("pope_lookup", "ok"): 1}
    assert sandbox.requests()["by_skill"] == {"pope_lookup": 1}
    latency = telemetry.latency_last_24h()
    assert set(latency) == {"pope_lookup"}
    assert latency["pope_lookup"]["count"] == 1
    assert 0 <= latency["pope_lookup"]["p50"] <= latency["pope_lookup"]["p95"]
    assert telemetry.cache_last_24h() == {"hit": 1, "miss": 1, "stale": 0, "ratio": 0.5}
    assert telemetry.refusals_last_24h() == {"local": 0, "upstream": 0}


def test_each_kind_of_failure_is_counted_under_its_outcome(sandbox, magisterium_user, settings):
    api = m.session_for(magisterium_user("outcomes"))

    def fails(mode: str, *, through=api) -> None:
        sandbox.fault(mode, count=1)
        with pytest.raises(m.MagisteriumError):
            through.pope_lookup(query="nobody answers this")

    fails("http_500")
    fails("non_json")
    fails("task_failed")
    settings.MAGISTERIUM_TIMEOUT = 0.5
    sandbox.configure(timeout_sleep=2)
    fails("timeout")
    settings.MAGISTERIUM_TIMEOUT = 10
    api.pope_lookup(pope_id="benedict-xvi")
    # Each of these leaves its account refused before sending (a free plan, a sign-in
    # needed), so each has its own.
    fails("plan_required", through=m.session_for(magisterium_user("free-plan")))
    fails("unauthorized", through=m.session_for(magisterium_user("signed-out")))

    assert calls() == {
        ("pope_lookup", "unavailable"): 1,
        ("pope_lookup", "bad_answer"): 1,
        ("pope_lookup", "error"): 1,
        ("pope_lookup", "timeout"): 1,
        ("pope_lookup", "ok"): 1,
        ("pope_lookup", "plan_required"): 1,
        ("pope_lookup", "unauthorized"): 1,
    }
    assert telemetry.latency_last_24h()["pope_lookup"]["count"] == 7


def test_an_upstream_429_and_the_local_refusal_after_it_are_both_counted(sandbox, magisterium_user):
    api = m.session_for(magisterium_user("too-fast"))
    sandbox.fault("rate_limit_burst", count=1, retry_after=60)
    with pytest.raises(m.RateLimited) as upstream:
        api.pope_lookup(pope_id="benedict-xvi")
    # The 429's retryAfter is remembered: the next call is refused here, nothing sent.
    with pytest.raises(m.RateLimited) as local:
        api.pope_lookup(pope_id="benedict-xvi")

    assert (upstream.value.local, local.value.local) == (False, True)
    assert calls() == {("pope_lookup", "rate_limited"): 1}
    assert telemetry.refusals_last_24h() == {"local": 1, "upstream": 1}


def test_serving_the_last_good_copy_counts_as_stale(sandbox, magisterium_user):
    api = m.session_for(magisterium_user("stale"))
    api.pope_lookup(pope_id="benedict-xvi")
    django_cache.delete_pattern("magisterium:*:fresh:*")  # as if the fresh copy had expired
    sandbox.fault("http_500", count=1)

    assert api.pope_lookup(pope_id="benedict-xvi").origin is m.Origin.EARLIER_COPY

    assert telemetry.cache_last_24h() == {"hit": 0, "miss": 2, "stale": 1, "ratio": 0.0}
    assert calls() == {("pope_lookup", "ok"): 1, ("pope_lookup", "unavailable"): 1}


def test_a_comparison_counts_each_copy_it_reads_at_once(sandbox, magisterium_user):
    api = m.session_for(magisterium_user("comparison"))
    api.diocese_statistics(source_code="dmaml")  # a miss, then cached

    found = api.diocese_statistics_many(source_codes=["dmaml", "dmila", "dsjcr"])

    assert [s.origin for s in found] == [m.Origin.CACHE, m.Origin.UPSTREAM, m.Origin.UPSTREAM]
    # One read for the three: one hit, two misses, and the misses are not looked up again.
    assert telemetry.cache_last_24h() == {"hit": 1, "miss": 3, "stale": 0, "ratio": 0.25}
    assert calls() == {("diocese_statistics_lookup", "ok"): 3}


def test_with_no_observer_the_door_counts_nothing(signed_in_client, sandbox):
    door_telemetry.unregister_observer(telemetry.observer)
    try:
        assert not door_telemetry.observed()
        assert signed_in_client.get(POPE_PAGE).status_code == 200
    finally:
        door_telemetry.register_observer(telemetry.observer)
    assert calls() == {}
    assert telemetry.cache_last_24h()["miss"] == 0


class BrokenObserver:
    def call(self, skill, outcome, seconds):
        raise RuntimeError("observer down")

    def cache(self, counts):
        raise RuntimeError("observer down")

    def refusal(self, pool):
        raise RuntimeError("observer down")


def test_an_observer_that_fails_never_breaks_a_page(signed_in_client, sandbox):
    broken = BrokenObserver()
    door_telemetry.register_observer(broken)
    try:
        assert signed_in_client.get(POPE_PAGE).status_code == 200
        assert signed_in_client.get(POPE_PAGE).status_code == 200
    finally:
        door_telemetry.unregister_observer(broken)
    # The other observer still counted.
    assert calls() == {("pope_lookup", "ok"): 1}


def test_with_redis_down_readers_answer_empty_and_pages_still_work(
    signed_in_client, sandbox, settings, monkeypatch
):
    # The pause after a Redis error is this process's state: undone after the test.
    monkeypatch.setattr(telemetry, "_paused_until", 0.0)
    down = {**settings.CACHES["default"], "LOCATION": "redis://127.0.0.1:1/0"}
    settings.CACHES = {**settings.CACHES, "default": down}

    assert telemetry.calls_last_24h() == []
    assert telemetry.latency_last_24h() == {}
    assert telemetry.refusals_last_24h() == {"local": 0, "upstream": 0}
    assert telemetry.cache_last_24h() == {"hit": 0, "miss": 0, "stale": 0, "ratio": None}
    assert telemetry.totals() == telemetry.Totals(
        cache={"hit": 0, "miss": 0, "stale": 0}, refusals={"local": 0, "upstream": 0}
    )
    assert signed_in_client.get(POPE_PAGE).status_code == 200


@pytest.mark.parametrize(
    ("counts", "p50", "p95"),
    [
        ([0] * 10, None, None),
        ([10, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0.025, 0.0475),
        ([0, 0, 0, 0, 10, 0, 0, 0, 0, 0], 0.75, 0.975),
        ([0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 20.0, 20.0),  # beyond the last bound: that bound
    ],
)
def test_quantiles_from_buckets(counts, p50, p95):
    for q, expected in ((0.5, p50), (0.95, p95)):
        found = telemetry.quantile(q, counts)
        assert found == (None if expected is None else pytest.approx(expected))
