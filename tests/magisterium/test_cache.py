"""The shared cache: one upstream call serves every user; the last good copy covers outages."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime

import pytest
from django.core.cache import cache as django_cache

from portal import magisterium as m
from portal.magisterium import cache as shared_cache
from portal.magisterium import skills


def expire_fresh_copies():
    """As if the fresh TTL had run out: only the last good copies remain."""
    django_cache.delete_pattern("magisterium:*:fresh:*")


def cached_entries() -> dict[str, object]:
    return {key: django_cache.get(key) for key in django_cache.keys("magisterium:*")}


def test_two_identical_lookups_by_two_users_make_one_upstream_call(sandbox, demo, other_demo):
    first = skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    second = skills.pope_lookup(token=other_demo, pope_id="benedict-xvi")
    assert first == second
    assert sandbox.requests()["by_skill"] == {"pope_lookup": 1}


@pytest.mark.parametrize(
    "call",
    [
        lambda t: skills.document_search(token=t, query="care for creation"),
        lambda t: skills.document_fetch(token=t, document_id="laudato-si"),
        lambda t: skills.liturgical_readings(token=t, day=date(2026, 12, 25)),
        lambda t: skills.saints_of_the_day(token=t, day=date(2026, 9, 30)),
        lambda t: skills.saint_lookup(token=t, saint_id="jerome"),
        lambda t: skills.person_lookup(token=t, query="Archbishop of Manila"),
        lambda t: skills.pope_lookup(token=t, query="Leo"),
        lambda t: skills.diocese_lookup(token=t, source_code="dmaml"),
        lambda t: skills.diocese_statistics(token=t, source_code="dmaml", start_year=2015),
    ],
)
def test_every_reference_skill_is_shared_through_the_cache(sandbox, demo, other_demo, call):
    assert call(demo) == call(other_demo)
    assert sandbox.requests()["total"] == 1


def test_queries_differing_only_in_case_and_spacing_share_an_entry(sandbox, demo, other_demo):
    skills.pope_lookup(token=demo, query="Benedict XVI")
    skills.pope_lookup(token=other_demo, query="  benedict   xvi ")
    assert sandbox.requests()["total"] == 1


def test_a_cache_hit_needs_no_throttle_slot(sandbox, demo, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 1
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    for _ in range(5):
        skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert sandbox.requests()["total"] == 1


def test_catholic_qa_is_never_cached(sandbox, demo):
    question = "What does the Church teach about the Eucharist?"
    skills.catholic_qa(token=demo, question=question)
    skills.catholic_qa(token=demo, question=question)
    assert sandbox.requests()["by_skill"] == {"catholic_qa": 2}
    assert cached_entries() == {}


@pytest.mark.parametrize(
    "fault", ["http_500", "html_error", "non_json", "malformed_task", "rate_limit_burst", "timeout"]
)
def test_the_last_good_copy_is_served_stale_when_upstream_fails(sandbox, demo, settings, fault):
    settings.MAGISTERIUM_TIMEOUT = 0.5
    sandbox.configure(timeout_sleep=2)
    fresh = skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    expire_fresh_copies()
    sandbox.fault(fault, count=1)
    stale = skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    assert stale.stale is True and fresh.stale is False
    assert (stale.id, stale.name, stale.fields) == (fresh.id, fresh.name, fresh.fields)
    assert stale.fetched_at == fresh.fetched_at  # says how old the copy is


def test_the_last_good_copy_is_served_when_the_local_throttle_refuses(sandbox, demo, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 1
    skills.diocese_lookup(token=demo, source_code="dmaml")
    expire_fresh_copies()
    stale = skills.diocese_lookup(token=demo, source_code="dmaml")
    assert stale.stale and stale.id == "dmaml"
    assert sandbox.requests()["total"] == 1


def test_without_a_last_good_copy_the_error_reaches_the_caller(sandbox, demo):
    sandbox.fault("http_500", count=1)
    with pytest.raises(m.UpstreamUnavailable):
        skills.pope_lookup(token=demo, pope_id="benedict-xvi")


def test_permanent_errors_are_not_papered_over_with_a_stale_copy(sandbox, demo):
    skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    expire_fresh_copies()
    sandbox.fault("plan_required", count=1)
    with pytest.raises(m.PlanRequired):
        skills.pope_lookup(token=demo, pope_id="benedict-xvi")


def test_after_a_stale_answer_the_next_good_answer_is_fresh_again(sandbox, demo):
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    expire_fresh_copies()
    sandbox.fault("http_500", count=1)
    assert skills.pope_lookup(token=demo, pope_id="leo-xiv").stale
    assert skills.pope_lookup(token=demo, pope_id="leo-xiv").stale is False
    assert sandbox.requests()["total"] == 2


def test_not_found_is_cached_briefly_and_never_as_a_last_good_copy(sandbox, demo, other_demo):
    skills.saint_lookup(token=demo, query="Zzyzx Qwertyuiop")
    skills.saint_lookup(token=other_demo, query="Zzyzx Qwertyuiop")
    assert sandbox.requests()["total"] == 1
    keys = sorted(django_cache.keys("magisterium:*"))
    # The fresh copy and its version entry, nothing else: no last good copy.
    assert len(keys) == 2 and ":fresh:" in keys[0] and keys[1] == f"{keys[0]}:version"
    assert all(0 < django_cache.ttl(key) <= 600 for key in keys)


def test_found_answers_keep_a_long_lived_last_good_copy(sandbox, demo):
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    ttls = {key.split(":")[3]: django_cache.ttl(key) for key in django_cache.keys("magisterium:*")}
    assert 23 * 3600 < ttls["fresh"] <= 24 * 3600
    assert ttls["good"] > 7 * 24 * 3600


def test_cache_values_are_plain_json(sandbox, demo):
    skills.diocese_statistics(token=demo, source_code="dmaml")
    skills.document_fetch(token=demo, document_id="laudato-si")
    entries = cached_entries()
    assert entries
    for value in entries.values():
        assert json.loads(json.dumps(value)) == value


def test_an_unreadable_cached_copy_counts_as_a_miss(sandbox, demo):
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    for key in django_cache.keys("magisterium:*"):
        django_cache.set(key, {"payload": {"parts": "garbage"}, "fetched_at": "yesterday"})
    profile = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert profile.id == "leo-xiv" and not profile.stale
    assert sandbox.requests()["total"] == 2


def test_the_cache_can_be_switched_off(sandbox, demo, settings):
    settings.MAGISTERIUM_CACHE_ENABLED = False
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert sandbox.requests()["total"] == 2
    assert cached_entries() == {}


@pytest.fixture
def redis_reads(monkeypatch):
    """The keys each read of the shared cache asked Redis for, one list per round trip."""
    reads: list[list[str]] = []
    get_many = django_cache.get_many

    def recording(keys, *args, **kwargs):
        reads.append(list(keys))
        return get_many(keys, *args, **kwargs)

    monkeypatch.setattr(django_cache, "get_many", recording)
    return reads


SIX = ["dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport"]


def test_a_process_that_has_the_series_reads_their_versions_only(sandbox, demo, redis_reads):
    fetched = {code: skills.diocese_statistics(token=demo, source_code=code) for code in SIX}
    redis_reads.clear()
    cached = skills.diocese_statistics_cached_many(token=demo, source_codes=SIX)
    assert len(redis_reads) == 1 and all(key.endswith(":version") for key in redis_reads[0])
    for code in SIX:
        assert cached[code].origin is m.Origin.CACHE
        assert (cached[code].rows, cached[code].fetched_at) == (
            fetched[code].rows, fetched[code].fetched_at,
        )  # fmt: skip
    assert sandbox.requests()["total"] == len(SIX)


def test_a_copy_stored_by_another_process_is_read_whole(sandbox, demo, redis_reads):
    first = skills.diocese_statistics(token=demo, source_code="dmaml")
    args = skills._statistics_request(None, "dmaml", None, None)["cache_args"]
    entry = shared_cache.fresh("diocese_statistics_lookup", args)
    payload = json.loads(json.dumps(entry.payload))
    payload["parts"][0]["data"]["rows"] = payload["parts"][0]["data"]["rows"][:3]
    later = datetime.now(UTC)
    # As another worker would, after upstream answered it later with other figures.
    shared_cache.store("diocese_statistics_lookup", args, payload, found=True, fetched_at=later)
    redis_reads.clear()
    series = skills.diocese_statistics(token=demo, source_code="dmaml")
    assert series.fetched_at == later > first.fetched_at and len(series.rows) == 3
    assert len(redis_reads) == 2  # the version said it is another copy: then the copy itself
    assert sandbox.requests()["total"] == 1


def test_a_copy_without_a_version_entry_is_still_served(sandbox, demo, redis_reads):
    first = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    django_cache.delete_pattern("magisterium:*:version")  # as stored before there were any
    again = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert again.origin is m.Origin.CACHE and again.fetched_at == first.fetched_at
    assert sandbox.requests()["total"] == 1


def test_the_version_entry_expires_with_its_copy(sandbox, demo):
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    fresh_keys = django_cache.keys("magisterium:*:fresh:*")
    assert len(fresh_keys) == 2
    ttls = [django_cache.ttl(key) for key in fresh_keys]
    assert abs(ttls[0] - ttls[1]) <= 1
    expire_fresh_copies()  # drops both
    assert django_cache.keys("magisterium:*:fresh:*") == []
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert sandbox.requests()["total"] == 2


def test_another_cache_client_stores_the_same_entries_one_by_one(sandbox, demo, monkeypatch):
    monkeypatch.setattr(shared_cache, "DefaultClient", type("Other", (), {}))
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    keys = django_cache.keys("magisterium:*")
    # The fresh copy, its version entry and the last good copy, as with one MULTI/EXEC.
    assert len(keys) == 3 and sum(k.endswith(":version") for k in keys) == 1
    assert sum(":good:" in k for k in keys) == 1
    again = skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert again.origin is m.Origin.CACHE
    assert sandbox.requests()["total"] == 1
