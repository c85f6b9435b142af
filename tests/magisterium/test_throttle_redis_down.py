"""Upstream's limits hold when Redis does not: a private Redis is killed under load and the
sandbox counts what reached it (docs/security.md "Limits that hold without Redis").
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from portal import magisterium as m
from portal.magisterium import skills, throttle

LIMIT = 15  # upstream's default pool, per account per minute
PROCESSES = 4  # the processes that share it in this deployment


@pytest.fixture(autouse=True)
def limits(private_redis, settings):
    settings.MAGISTERIUM_RATE_LIMIT = LIMIT
    settings.MAGISTERIUM_THROTTLE_PROCESSES = PROCESSES


def lookup(token: m.UserToken, n: int) -> str:
    try:
        skills.pope_lookup(token=token, query=f"pope number {n}")
    except m.RateLimited as error:
        assert error.local  # refused here: nothing was sent
        return "refused"
    return "sent"


def test_killing_redis_under_load_keeps_calls_within_the_limit(private_redis, sandbox, demo):
    sandbox.reset_requests()
    with ThreadPoolExecutor(4) as pool:
        before = list(pool.map(lambda n: lookup(demo, n), range(10)))
    assert before.count("sent") == 10  # the shared window allows 15 a minute

    private_redis.stop()  # Redis dies; the pages go on

    with ThreadPoolExecutor(4) as pool:
        after = list(pool.map(lambda n: lookup(demo, n), range(10, 70)))

    share = throttle.fallback_limit("default")
    assert share == LIMIT // PROCESSES == 3
    assert after.count("sent") == share
    assert after.count("refused") == 60 - share
    # What upstream saw: the calls made while Redis answered, then this process's share.
    assert sandbox.requests()["by_skill"] == {"pope_lookup": 10 + share}


def test_with_redis_down_a_429_is_still_honoured(private_redis, sandbox, demo):
    private_redis.stop()
    sandbox.fault("rate_limit_burst", count=1, retry_after=30)
    with pytest.raises(m.RateLimited) as upstream:
        skills.pope_lookup(token=demo, query="leo")
    assert not upstream.value.local
    # The account is blocked in this process for upstream's wait, Redis or not.
    with pytest.raises(m.RateLimited) as local:
        skills.pope_lookup(token=demo, query="pius")
    assert local.value.local and 1 <= local.value.retry_after <= 30
    assert throttle.seconds_until_allowed(demo, "pope_lookup") >= 1
    assert sandbox.requests()["by_skill"] == {}  # the 429 reached no skill, the retry nothing


def test_the_questions_pool_keeps_at_least_one_call(private_redis, sandbox, demo, settings):
    settings.MAGISTERIUM_QA_RATE_LIMIT = 2  # 2 // 4 is 0: the share is still one a minute
    private_redis.stop()
    assert throttle.fallback_limit("qa") == 1
    skills.catholic_qa(token=demo, question="What is grace?")
    with pytest.raises(m.RateLimited):
        skills.catholic_qa(token=demo, question="What is hope?")
    assert sandbox.requests()["by_skill"] == {"catholic_qa": 1}
