"""A Redis that restarts empty does not restart an account's upstream window at zero: each
process tells it the calls it made in the last minute with its next check (docs/security.md
"Limits that hold without Redis"). The sandbox counts what reached it."""

from __future__ import annotations

import pytest

from devtools.embedded import start_redis
from portal import magisterium as m
from portal.magisterium import skills

LIMIT = 15  # upstream's default pool, per account per minute
PROCESSES = 4


@pytest.fixture(autouse=True)
def limits(private_redis, settings):
    settings.MAGISTERIUM_RATE_LIMIT = LIMIT
    settings.MAGISTERIUM_THROTTLE_PROCESSES = PROCESSES


def lookups(token: m.UserToken, count: int) -> list[str]:
    outcomes = []
    for n in range(count):
        try:
            skills.pope_lookup(token=token, query=f"pope number {n}")
            outcomes.append("sent")
        except m.RateLimited as error:
            assert error.local  # refused here: nothing was sent
            outcomes.append("refused")
    return outcomes


def restart_empty(redis):
    """Stop the Redis and start an empty one on the same port (no persistence)."""
    port = redis.port
    redis.stop()
    return start_redis(port=port)


def test_a_redis_restarted_empty_keeps_the_window_spent(private_redis, sandbox, demo):
    sandbox.reset_requests()
    assert lookups(demo, 10) == ["sent"] * 10
    private_redis = restart_empty(private_redis)
    try:
        after = lookups(demo, 20)
    finally:
        private_redis.stop()
    # Without the process's own record the new Redis would allow 15 more: 25 in a minute.
    assert after.count("sent") == LIMIT - 10
    assert sandbox.requests()["by_skill"] == {"pope_lookup": LIMIT}


def test_calls_made_during_an_outage_count_once_redis_is_back(private_redis, sandbox, demo):
    # The case: Redis goes down (the process's share decides), then comes back empty.
    sandbox.reset_requests()
    assert lookups(demo, 8) == ["sent"] * 8
    port = private_redis.port
    private_redis.stop()
    during = lookups(demo, 10)
    assert during.count("sent") == LIMIT // PROCESSES  # this process's share: 3
    back = start_redis(port=port)
    try:
        after = lookups(demo, 20)
    finally:
        back.stop()
    assert after.count("sent") == LIMIT - 8 - LIMIT // PROCESSES
    assert sandbox.requests()["by_skill"] == {"pope_lookup": LIMIT}
