"""No token ever reaches logs, cache values or Celery messages (docs/security.md §5).

Runs last: it inspects what the whole suite left behind — every Redis key and value recorded
before each test cleared the cache, the broker's messages, the portal's DEBUG log and the
workers' logs — for the tokens the sandbox issued and for anything shaped like a JWT.
"""

import re
import sqlite3

import pytest

from tests.conftest import (
    BASE_DIR,
    REDIS_RECORD,
    TEST_LOG,
    other_xdist_workers_records,
    redis_snapshot,
)

JWT = re.compile(rb"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")


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
    haystacks = [*REDIS_RECORD, *redis_snapshot()]
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
        for token in tokens:
            assert token not in haystack, "an issued token was found"
