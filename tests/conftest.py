"""The suite's hooks and the fixtures every test gets: logs to a file, the default language, an
empty cache, no background call left running. The fixtures by concern live in tests/fixtures/:
the sandbox (an upstream process over HTTP), named users, a real Celery worker, real Chromium.

Nothing mocks the portal's own code: the upstream is the sandbox process, the broker and cache
are the Redis of REDIS_URL, and the browser is the system Chromium.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass, field
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
    "tests.fixtures.mail",
]

BASE_DIR = Path(__file__).resolve().parent.parent
SCREENSHOTS = BASE_DIR / "var" / "screenshots"
IN_CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}

# Under pytest-xdist ("gw0", "gw1", …; "" in a serial run): each worker has its own Redis
# databases (config/settings_test.py), test database (pytest-django's _gw0 suffix), sandbox
# (tmp_path_factory is per worker), Celery worker, log files and, at its end, a record for the
# `last` test (below).
XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")

_skipped: list[str] = []


def pytest_runtest_logreport(report):
    # Under xdist the controller is given every worker's reports too, so it sees every skip.
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionstart(session):
    if not hasattr(session.config, "workerinput"):
        # The development token key (var/token-encryption.key) is made once, here, before
        # xdist workers could race to make it.
        from portal.accounts.crypto import token_encrypt

        token_encrypt("warm-up")


def pytest_sessionfinish(session, exitstatus):
    if hasattr(session.config, "workerinput"):
        # An xdist worker: leave what the `last` test inspects; the controller, which saw
        # every worker's reports, judges the skips.
        _leave_record_for_the_last_test()
        return
    # In CI a skip would hide a missing browser or service: treat it as a failure.
    if IN_CI and _skipped:
        print(
            f"\nCI=true: {len(_skipped)} test(s) skipped, which CI does not allow:", file=sys.stderr
        )
        for nodeid in _skipped:
            print(f"  {nodeid}", file=sys.stderr)
        session.exitstatus = 1


def pytest_itemcollected(item):
    # A test that uses the browser or the worker is marked so, whether or not its module says
    # it: `make test-fast` leaves out exactly those (-m "not browser and not worker"). Marked
    # as each test is collected, so that `-m` (which deselects while the collection is
    # modified) sees the marks.
    fixtures = set(getattr(item, "fixturenames", ()))
    if fixtures & {"browser", "page", "signed_in_page"}:
        item.add_marker(pytest.mark.browser)
    if fixtures & {"celery_worker", "celery_worker_process"}:
        item.add_marker(pytest.mark.worker)
    if item.get_closest_marker("unit"):
        _refuse_services_in_a_unit_test(item, fixtures)


@pytest.hookimpl(trylast=True)  # after pytest-django's own reordering
def pytest_collection_modifyitems(session, config, items):
    items.sort(key=_run_order(items))


def _run_order(items):
    """Files with worker tests or `long` ones (waiting on purpose) first, then files with
    browser or server tests, then the rest (each class largest file first), and the `last`
    test last; a file's tests stay together
    and in their order. Under pytest-xdist (`--dist loadfile --no-loadscope-reorder`, which
    keeps this order) a worker takes the next file as it finishes one: long files started
    first leave short ones to fill the end, instead of one worker running a long file alone
    while the others idle."""
    weight: dict[str, int] = {}
    size: dict[str, int] = {}
    for item in items:
        if item.get_closest_marker("worker") or item.get_closest_marker("long"):
            kind = 0
        elif item.get_closest_marker("browser") or item.get_closest_marker("server"):
            kind = 1
        else:
            kind = 2
        path = item.location[0]
        weight[path] = min(weight.get(path, 2), kind)
        size[path] = size.get(path, 0) + 1
    return lambda item: (
        item.get_closest_marker("last") is not None,
        weight[item.location[0]],
        -size[item.location[0]],
        item.location[0],
    )


# What a unit test may not use: the unit lane (`make test-unit`) runs with no sandbox, no Redis
# and no database, so a test marked `unit` that asks for one of these is a mistake in its
# marking, said at collection rather than as a connection error in the middle of the run.
SERVICE_FIXTURES = frozenset(
    {
        *("db", "transactional_db", "client", "admin_client", "async_client", "live_server"),
        *("browser", "page", "signed_in_page", "celery_worker", "celery_worker_process"),
        *("sandbox", "sandbox_server", "private_redis", "magisterium_user", "prefetch_account"),
        *("smtp_server", "mailbox"),
        *("signed_in_client", "staff_client", "django_user_model", "admin_user"),
    }
)


def _refuse_services_in_a_unit_test(item, fixtures: set[str]) -> None:
    used = sorted(fixtures & SERVICE_FIXTURES)
    if used or item.get_closest_marker("django_db"):
        raise pytest.UsageError(
            f"{item.nodeid} is marked `unit` but uses {', '.join(used) or 'the database'}: "
            "a unit test needs no sandbox, Redis or database (remove the mark)"
        )


# Everything the suite left in Redis (cache and broker), kept so a last test can prove no
# token ever landed there (docs/security.md §5). Appended before each test clears the cache,
# each distinct key or value once: most tests leave the same pages and copies behind, and the
# record is searched whole at the end.
REDIS_RECORD: list[bytes] = []
_RECORDED: set[bytes] = set()


def record_redis() -> None:
    """Add what Redis holds now to REDIS_RECORD, without what it already holds."""
    for value in redis_snapshot():
        if value not in _RECORDED:
            _RECORDED.add(value)
            REDIS_RECORD.append(value)


def redis_snapshot() -> list[bytes]:
    """Every key and value in the cache and broker databases, as raw bytes."""
    import redis
    from django.conf import settings

    found: list[bytes] = []
    for url in {settings.REDIS_URL, settings.CELERY_BROKER_URL}:
        client = redis.Redis.from_url(url)
        keys = list(client.scan_iter(count=1000))
        # Two round trips for the whole database rather than two per key: this runs before
        # every test that may have touched Redis.
        with client.pipeline(transaction=False) as pipe:
            for key in keys:
                pipe.type(key)
            kinds = pipe.execute()
        with client.pipeline(transaction=False) as pipe:
            for key, kind in zip(keys, kinds, strict=True):
                _queue_read(pipe, key, kind)
            values = pipe.execute()
        for key, value in zip(keys, values, strict=True):
            found.append(key)
            if isinstance(value, bytes):
                found.append(value)
            elif value:  # a list, set or hash's values
                found.extend(value.values() if isinstance(value, dict) else value)
    return found


def _queue_read(pipe, key: bytes, kind: bytes) -> None:
    """Queue the read of `key`'s value(s) by its Redis type (a key gone since: nothing)."""
    if kind == b"string":
        pipe.get(key)
    elif kind == b"list":
        pipe.lrange(key, 0, -1)
    elif kind == b"hash":
        pipe.hgetall(key)
    elif kind == b"set":
        pipe.smembers(key)
    elif kind == b"zset":
        pipe.zrange(key, 0, -1)
    else:
        pipe.echo(b"")


TEST_LOG = BASE_DIR / "var" / f"test-portal-{os.getpid()}.log"


# --- The `last` test under pytest-xdist -------------------------------------------------
# Only one worker runs it, and it runs last on that worker only: each other worker, at its end,
# leaves its record (REDIS_RECORD and its Redis databases as it left them, its log's path, its
# sandbox's database) in the run's shared temporary folder, and the `last` test waits for them.
_RUN_RECORDS: list[Path] = []  # the folder, once the session knows its temporary folder


@pytest.fixture(scope="session", autouse=True)
def _xdist_run_records(tmp_path_factory):
    if XDIST_WORKER:  # the worker's basetemp is <the run's basetemp>/popen-gwN
        folder = tmp_path_factory.getbasetemp().parent / "last-test-records"
        folder.mkdir(exist_ok=True)
        _RUN_RECORDS.append(folder)


def _leave_record_for_the_last_test() -> None:
    if not _RUN_RECORDS:
        return
    folder = _RUN_RECORDS[0]
    try:
        record_redis()
    finally:  # written even then, so the `last` test does not wait in vain
        # A NUL and a newline between values: no token or JWT spans them, so each value is
        # searched as if alone.
        (folder / f"{XDIST_WORKER}.redis").write_bytes(b"\0\n".join(REDIS_RECORD))
        worker_temp = folder.parent / f"popen-{XDIST_WORKER}"
        sandboxes = sorted(str(path) for path in worker_temp.glob("sandbox[0-9]*/sandbox.sqlite3"))
        partial = folder / f"{XDIST_WORKER}.json.partial"
        partial.write_text(json.dumps({"log": str(TEST_LOG), "sandbox_dbs": sandboxes}))
        partial.replace(folder / f"{XDIST_WORKER}.json")  # last: the record is complete


@dataclass
class WorkerRecords:
    redis: list[bytes] = field(default_factory=list)
    logs: list[Path] = field(default_factory=list)
    sandbox_dbs: list[str] = field(default_factory=list)


def other_xdist_workers_records(timeout: float = 1800) -> WorkerRecords:
    """The records the other xdist workers left at their end (none in a serial run), waiting
    until every one of them has finished."""
    records = WorkerRecords()
    count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT") or 1)
    if not _RUN_RECORDS or count < 2:
        return records
    folder = _RUN_RECORDS[0]
    others = [f"gw{n}" for n in range(count) if f"gw{n}" != XDIST_WORKER]
    deadline = time.monotonic() + timeout
    while missing := [name for name in others if not (folder / f"{name}.json").exists()]:
        if time.monotonic() > deadline:
            raise TimeoutError(f"xdist worker(s) {missing} left no record within {timeout:.0f} s")
        time.sleep(1)
    for name in others:
        info = json.loads((folder / f"{name}.json").read_text())
        records.redis.append((folder / f"{name}.redis").read_bytes())
        records.logs.append(Path(info["log"]))
        records.sandbox_dbs.extend(info["sandbox_dbs"])
    return records


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
def _clean_cache(request):
    """Each test starts with an empty cache (the broker lives in another Redis database), and
    the throttle's per-process windows empty too (the fallback, and the calls it would tell a
    Redis that restarted empty). A unit test touches no Redis: nothing to record or clear."""
    from portal.magisterium import throttle

    if not request.node.get_closest_marker("unit"):
        from django.core.cache import cache

        from portal.magisterium import cache as shared_copies

        record_redis()
        cache.clear()
        shared_copies.forget_process_copies()  # results rebuilt from the copies just emptied
    throttle.forget_process_state()  # its record of calls belonged to the Redis just emptied
    yield


@pytest.fixture(autouse=True)
def _background_calls_finished(request):
    """A page that stopped waiting for a slow upstream leaves the call running in the
    background; it must finish (and write the cache) before the next test clears it."""
    yield
    if request.node.get_closest_marker("unit"):
        return
    background = sys.modules.get("portal.magisterium.background")  # not loaded: nothing runs
    if background is not None:
        if not background.wait_idle(timeout=0) and "sandbox" in request.fixturenames:
            # The sandbox's stalled answers (a "timeout" fault) answer now, at its reset, so a
            # call left running ends at once instead of after its stall.
            request.getfixturevalue("sandbox_server").reset()
        assert background.wait_idle(timeout=120), "an upstream call still ran after 120 s"
