"""The suite's hooks and the fixtures every test gets: logs to a file, the default language, an
empty cache, no background call left running. The fixtures by concern live in tests/fixtures/:
the sandbox (an upstream process over HTTP), named users, a real Celery worker, real Chromium.

Nothing mocks the portal's own code: the upstream is the sandbox process, the broker and cache
are the Redis of REDIS_URL, and the browser is the system Chromium.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# Playwright's sync API runs an event loop in the test thread; Django's ORM refuses to run
# in a thread with a loop unless told this is intended (it is: tests are single-threaded).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

pytest_plugins = [
    "tests.fixtures.sandbox",
    "tests.fixtures.users",
    "tests.fixtures.worker",
    "tests.fixtures.browser",
]

BASE_DIR = Path(__file__).resolve().parent.parent
SCREENSHOTS = BASE_DIR / "var" / "screenshots"
IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}

_skipped: list[str] = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    # In CI a skip would hide a missing browser or service: treat it as a failure.
    if IN_CI and _skipped:
        print(
            f"\nCI=true: {len(_skipped)} test(s) skipped, which CI does not allow:", file=sys.stderr
        )
        for nodeid in _skipped:
            print(f"  {nodeid}", file=sys.stderr)
        session.exitstatus = 1


@pytest.hookimpl(trylast=True)  # after pytest-django's own reordering
def pytest_collection_modifyitems(session, config, items):
    # A test that uses the browser or the worker is marked so, whether or not its module says
    # it: `make test-fast` leaves out exactly those (-m "not browser and not worker").
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & {"browser", "page", "signed_in_page"}:
            item.add_marker(pytest.mark.browser)
        if fixtures & {"celery_worker", "celery_worker_process"}:
            item.add_marker(pytest.mark.worker)
    items.sort(key=lambda item: item.get_closest_marker("last") is not None)


# Everything the suite left in Redis (cache and broker), kept so a last test can prove no
# token ever landed there (docs/security.md §5). Appended before each test clears the cache.
REDIS_RECORD: list[bytes] = []


def redis_snapshot() -> list[bytes]:
    """Every key and value in the cache and broker databases, as raw bytes."""
    import redis
    from django.conf import settings

    found: list[bytes] = []
    for url in {settings.REDIS_URL, settings.CELERY_BROKER_URL}:
        client = redis.Redis.from_url(url)
        for key in client.scan_iter(count=1000):
            found.append(key)
            kind = client.type(key)
            if kind == b"string":
                found.append(client.get(key) or b"")
            elif kind == b"list":
                found.extend(client.lrange(key, 0, -1))
            elif kind == b"hash":
                found.extend(client.hvals(key))
            elif kind == b"set":
                found.extend(client.smembers(key))
            elif kind == b"zset":
                found.extend(client.zrange(key, 0, -1))
    return found


TEST_LOG = BASE_DIR / "var" / f"test-portal-{os.getpid()}.log"


@pytest.fixture(scope="session", autouse=True)
def _log_to_file():
    """Everything the portal logs during the suite, at DEBUG, kept for the token-leak test."""
    import logging

    TEST_LOG.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(TEST_LOG, mode="w", encoding="utf-8")
    handler.setLevel(logging.DEBUG)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
    root, portal = logging.getLogger(), logging.getLogger("portal")
    previous_level = portal.level
    root.addHandler(handler)
    portal.setLevel(logging.DEBUG)
    yield TEST_LOG
    portal.setLevel(previous_level)
    root.removeHandler(handler)
    handler.close()


@pytest.fixture(autouse=True)
def _default_language():
    """Each test starts in English: a request in another language leaves that language
    active in the thread (LocaleMiddleware does not switch back), which would leak."""
    from django.utils import translation

    translation.activate("en")
    yield
    translation.activate("en")


@pytest.fixture(autouse=True)
def _clean_cache():
    """Each test starts with an empty cache (the broker lives in another Redis database), and
    the throttle's per-process windows empty too (the fallback, and the calls it would tell a
    Redis that restarted empty)."""
    from django.core.cache import cache

    from portal.magisterium import throttle

    REDIS_RECORD.extend(redis_snapshot())
    cache.clear()
    throttle.forget_process_state()  # its record of calls belonged to the Redis just emptied
    yield


@pytest.fixture(autouse=True)
def _background_calls_finished():
    """A page that stopped waiting for a slow upstream leaves the call running in the
    background; it must finish (and write the cache) before the next test clears it."""
    yield
    background = sys.modules.get("portal.magisterium.background")  # not loaded: nothing runs
    if background is not None:
        assert background.wait_idle(timeout=120), "an upstream call still ran after 120 s"
