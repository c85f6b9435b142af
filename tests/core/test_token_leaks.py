"""No token ever reaches logs, cache values or Celery messages (docs/security.md §5).

Runs last: it inspects what the whole suite left behind — every Redis key and value recorded
before each test cleared the cache, the broker's messages, the portal's DEBUG log and the
workers' logs — for the tokens the sandbox issued and for anything shaped like a JWT.
"""

import re
import sqlite3
from collections.abc import Iterable

import pytest

from tests.conftest import (
    BASE_DIR,
    REDIS_RECORD,
    TEST_LOG,
    other_xdist_workers_records,
    record_redis,
)

JWT = re.compile(rb"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")
# What the sandbox's tokens are written in: JWTs (base64url and dots) and oauthlib's random
# refresh tokens (letters and digits). A token found in a haystack lies inside one unbroken run
# of these characters.
TOKEN_CHARACTERS = rb"[A-Za-z0-9._-]"


def _found_tokens(haystack: bytes, tokens: set[bytes]) -> Iterable[bytes]:
    """The issued tokens that occur in `haystack`: every run of token characters at least as
    long as the shortest token, each window of a token's length looked up in the set. One pass
    over the haystack, however many tokens the suite issued (a substring search for each token
    would read the whole record once a token)."""
    lengths = sorted({len(token) for token in tokens})
    if not lengths:
        return
    runs = re.compile(TOKEN_CHARACTERS + rb"{%d,}" % lengths[0])
    for run in runs.finditer(haystack):
        text = run.group()
        for length in lengths:
            for start in range(len(text) - length + 1):
                if text[start : start + length] in tokens:
                    yield text[start : start + length]


def _issued_tokens(db_path: str) -> set[bytes]:
    with sqlite3.connect(db_path) as db:
        access = db.execute("SELECT token FROM oauth2_provider_accesstoken").fetchall()
        refresh = db.execute("SELECT token FROM oauth2_provider_refreshtoken").fetchall()
    return {row[0].encode() for row in access + refresh if row[0]}


@pytest.mark.last
@pytest.mark.django_db
def test_no_token_reached_logs_cache_values_or_celery_messages(sandbox, magisterium_user):
    # At least one real sign-in's worth of tokens, even when this test runs alone.
    magisterium_user("leak-check")
    from django.test import Client

    from portal import magisterium

    user = magisterium_user("leak-check-2")
    magisterium.session_for(user).pope_lookup(pope_id="leo-xiv")
    Client().get("/")

    tokens = _issued_tokens(sandbox.db_path)
    assert tokens, "the sandbox issued no tokens: nothing was checked"
    logs = [TEST_LOG, *sorted((BASE_DIR / "var").glob("test-worker*.log"))]
    record_redis()
    haystacks = [*REDIS_RECORD]
    # Under pytest-xdist, what the other workers left too, once they finished (with the
    # tokens their sandboxes issued); nothing in a serial run.
    others = other_xdist_workers_records()
    haystacks += others.redis
    logs += others.logs
    for db_path in others.sandbox_dbs:
        tokens |= _issued_tokens(db_path)
    haystacks += [path.read_bytes() for path in logs if path.exists()]
    assert haystacks

    for haystack in haystacks:
        assert not JWT.search(haystack), "a JWT-shaped token was found"
        assert not any(_found_tokens(haystack, tokens)), "an issued token was found"


@pytest.mark.unit
def test_the_token_search_finds_a_token_inside_other_text():
    tokens = {b"A" * 30, b"eyJhbGciOiJ.eyJzdWIiOiJ.sig-nature_x"}
    assert list(_found_tokens(b"xx " + b"A" * 30 + b" yy", tokens)) == [b"A" * 30]
    assert list(_found_tokens(b"token=zz" + b"A" * 30 + b"zz;", tokens)) == [b"A" * 30]
    assert list(_found_tokens(b"Bearer eyJhbGciOiJ.eyJzdWIiOiJ.sig-nature_x\n", tokens))
    assert not list(_found_tokens(b"A" * 29 + b" " + b"A" * 29, tokens))
