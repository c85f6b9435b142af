"""The per-user throttle: refuses locally (nothing sent) once a user's window is full."""

from __future__ import annotations

import uuid

import pytest

from portal import magisterium as m
from portal.magisterium import skills, throttle
from tests.magisterium.conftest import completed_task


@pytest.fixture
def answers_every_lookup(fake_upstream, settings):
    settings.MAGISTERIUM_CACHE_ENABLED = False  # every call must want the network
    fake_upstream.result(
        completed_task("pope_profile", [{"kind": "data", "data": {"primary_name": "Leo"}}])
    )
    return fake_upstream


def test_the_local_throttle_refuses_without_sending(answers_every_lookup, fake_token, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 2
    skills.pope_lookup(token=fake_token, query="Leo")
    skills.pope_lookup(token=fake_token, query="Pius")
    with pytest.raises(m.RateLimited) as raised:
        skills.pope_lookup(token=fake_token, query="Gregory")
    assert raised.value.local
    assert 1 <= raised.value.retry_after <= 60
    assert len(answers_every_lookup.requests) == 2


def test_each_user_has_their_own_window(answers_every_lookup, fake_token, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 1
    other = m.UserToken(account_id=f"other-{uuid.uuid4().hex}", access_token="tok-other")
    skills.pope_lookup(token=fake_token, query="Leo")
    skills.pope_lookup(token=other, query="Leo")
    with pytest.raises(m.RateLimited):
        skills.pope_lookup(token=fake_token, query="Leo")
    assert len(answers_every_lookup.requests) == 2


def test_questions_use_their_own_stricter_pool(fake_upstream, fake_token, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 15
    settings.MAGISTERIUM_QA_RATE_LIMIT = 1
    fake_upstream.result(
        completed_task("catholic_qa_response", [{"kind": "text", "text": "Grace is…"}])
    )
    skills.catholic_qa(token=fake_token, question="What is grace?")
    assert throttle.seconds_until_allowed(fake_token, "catholic_qa") > 0
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") == 0
    with pytest.raises(m.RateLimited):
        skills.catholic_qa(token=fake_token, question="What is grace?")
    assert len(fake_upstream.requests) == 1


def test_seconds_until_allowed_counts_down_before_the_user_asks(
    answers_every_lookup, fake_token, settings
):
    settings.MAGISTERIUM_RATE_LIMIT = 1
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") == 0
    assert throttle.seconds_until_allowed(fake_token.account_id, "pope_lookup") == 0
    skills.pope_lookup(token=fake_token, query="Leo")
    wait = throttle.seconds_until_allowed(fake_token.account_id, "pope_lookup")
    assert 1 <= wait <= 60
    assert throttle.seconds_until_allowed(fake_token, "diocese_statistics") == wait  # same pool
    # Looking takes no slot: the answer does not change by asking.
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") in {wait, wait - 1}


def test_zero_means_unlimited(answers_every_lookup, fake_token, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 0
    for n in range(30):
        skills.pope_lookup(token=fake_token, query=f"Pope {n}")
    assert len(answers_every_lookup.requests) == 30
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") == 0


def test_the_window_slides(answers_every_lookup, fake_token, settings, redis_connection):
    settings.MAGISTERIUM_RATE_LIMIT = 1
    skills.pope_lookup(token=fake_token, query="Leo")
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") > 0
    # Age the recorded request by 61 s on Redis's own clock, as if a minute had passed.
    (window_key,) = redis_connection.keys("*magisterium:throttle:*:default:window")
    (member, score) = redis_connection.zrange(window_key, 0, 0, withscores=True)[0]
    redis_connection.zadd(window_key, {member: score - 61_000})
    assert throttle.seconds_until_allowed(fake_token, "pope_lookup") == 0
    skills.pope_lookup(token=fake_token, query="Pius")
    assert len(answers_every_lookup.requests) == 2


def test_an_upstream_429_is_remembered_even_when_the_local_limit_is_off(
    fake_upstream, fake_token, settings
):
    settings.MAGISTERIUM_RATE_LIMIT = 0
    fake_upstream.error(429, -32003, "Rate limit exceeded", {"retryAfter": 42})
    with pytest.raises(m.RateLimited) as first:
        skills.pope_lookup(token=fake_token, query="Leo")
    assert not first.value.local and first.value.retry_after == 42
    with pytest.raises(m.RateLimited) as second:
        skills.pope_lookup(token=fake_token, query="Pius")
    assert second.value.local and 40 <= second.value.retry_after <= 42
    assert len(fake_upstream.requests) == 1
    assert 40 <= throttle.seconds_until_allowed(fake_token, "saint_lookup") <= 42
    assert throttle.seconds_until_allowed(fake_token, "catholic_qa") == 0  # another pool


def test_throttle_keys_hold_neither_the_token_nor_the_account_id(
    answers_every_lookup, fake_token, settings, redis_connection
):
    settings.MAGISTERIUM_RATE_LIMIT = 5
    skills.pope_lookup(token=fake_token, query="Leo")
    keys = [k.decode() for k in redis_connection.keys("*throttle*")]
    assert keys
    for key in keys:
        assert fake_token.access_token not in key and fake_token.account_id not in key
