"""Tokens never leave the Authorization header: not in reprs, errors, logs, cache or Redis."""

from __future__ import annotations

import logging
from datetime import date

import pytest

from portal import magisterium as m
from portal.magisterium import skills


def test_a_user_token_never_shows_its_access_token():
    token = m.UserToken(account_id="acct-1", access_token="very-secret-value")
    assert "very-secret-value" not in repr(token)
    assert "very-secret-value" not in str(token)
    assert "very-secret-value" not in f"{token}"
    assert "acct-1" in repr(token)


def scan_redis(redis_connection) -> list[bytes]:
    """Every key and every stored value, whatever its Redis type."""
    blobs = []
    for key in redis_connection.scan_iter("*"):
        blobs.append(key)
        kind = redis_connection.type(key)
        if kind == b"string":
            blobs.append(redis_connection.get(key))
        elif kind == b"zset":
            blobs += redis_connection.zrange(key, 0, -1)
        elif kind == b"hash":
            for field, value in redis_connection.hgetall(key).items():
                blobs += [field, value]
        elif kind in {b"list"}:
            blobs += redis_connection.lrange(key, 0, -1)
        elif kind == b"set":
            blobs += list(redis_connection.smembers(key))
    return blobs


def test_tokens_never_reach_cache_keys_or_values(sandbox, demo, settings, redis_connection):
    settings.MAGISTERIUM_RATE_LIMIT = 100
    settings.MAGISTERIUM_QA_RATE_LIMIT = 100
    skills.catholic_qa(token=demo, question="What is grace?")
    skills.document_search(token=demo, query="grace")
    skills.document_fetch(token=demo, document_id="laudato-si")
    skills.liturgical_readings(token=demo, day=date(2026, 12, 25))
    skills.saints_of_the_day(token=demo, day=date(2026, 9, 30))
    skills.saint_lookup(token=demo, saint_id="jerome")
    skills.person_lookup(token=demo, query="Archbishop of Manila")
    skills.pope_lookup(token=demo, query="Zzyzx Qwertyuiop")
    skills.diocese_lookup(token=demo, source_code="dmaml")
    skills.diocese_statistics(token=demo, source_code="dmaml")
    sandbox.fault("rate_limit_burst", count=1, retry_after=5)
    with pytest.raises(m.RateLimited):
        skills.pope_lookup(token=demo, pope_id="leo-xiv")

    blobs = scan_redis(redis_connection)
    assert len(blobs) > 10
    secret = demo.access_token.encode()
    # The token, and its signature alone (the part a partial leak would show).
    for needle in (secret, secret.rsplit(b".", 1)[-1], demo.account_id.encode()):
        assert not any(needle in blob for blob in blobs)


def test_tokens_never_reach_error_texts_or_logs(sandbox, demo, caplog):
    for name in (None, "httpx", "httpcore", "portal.magisterium"):
        caplog.set_level(logging.DEBUG, logger=name)
    errors = []
    for fault in ["unauthorized", "plan_required", "http_500", "non_json", "html_error",
                  "malformed_task", "rate_limit_burst"]:  # fmt: skip
        sandbox.fault(fault, count=1)
        with pytest.raises(m.MagisteriumError) as raised:
            skills.catholic_qa(token=demo, question="What is grace?")
        errors.append(raised.value)
    skills.catholic_qa(
        token=m.UserToken("a", demo.access_token + "x"), question="Why?"
    ) if False else None
    with pytest.raises(m.Unauthorized) as bogus:
        skills.catholic_qa(
            token=m.UserToken("a", "bogus-" + demo.access_token[:20]), question="Why?"
        )
    errors.append(bogus.value)

    texts = [caplog.text]
    for error in errors:
        texts += [str(error), repr(error), error.user_message, error.detail, repr(error.args)]
        assert error.__cause__ is None or demo.access_token not in repr(error.__cause__)
    assert not any(demo.access_token in text for text in texts)
    assert not any(demo.access_token[:20] in text for text in texts)
