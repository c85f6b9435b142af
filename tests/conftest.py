"""Shared fixtures: real Redis, the sandbox over HTTP, a real Celery worker, real Chromium.

Nothing here mocks the portal's own code: the upstream is the sandbox process, the broker
and cache are the Redis of REDIS_URL, and the browser is the system Chromium.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest

# Playwright's sync API runs an event loop in the test thread; Django's ORM refuses to run
# in a thread with a loop unless told this is intended (it is: tests are single-threaded).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

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
    the throttle's per-process fallback window empty too (it stands in for Redis)."""
    from django.core.cache import cache

    from portal.magisterium import throttle

    REDIS_RECORD.extend(redis_snapshot())
    cache.clear()
    throttle._process_window = throttle._ProcessWindow()
    yield


@pytest.fixture(autouse=True)
def _background_calls_finished():
    """A page that stopped waiting for a slow upstream leaves the call running in the
    background; it must finish (and write the cache) before the next test clears it."""
    yield
    background = sys.modules.get("portal.magisterium.background")  # not loaded: nothing runs
    if background is not None:
        assert background.wait_idle(timeout=120), "an upstream call still ran after 120 s"


# --- The sandbox (imitation upstream) ---------------------------------------------------


@pytest.fixture(scope="session")
def sandbox_server(tmp_path_factory):
    """One sandbox process for the session, unlimited rates unless a test lowers them."""
    from django.conf import settings

    from sandbox.testing import start_sandbox

    db_path = tmp_path_factory.mktemp("sandbox") / "sandbox.sqlite3"
    server = start_sandbox(
        db_path=str(db_path),
        env={**os.environ, "SANDBOX_RATE_LIMIT": "0", "SANDBOX_QA_RATE_LIMIT": "0"},
    )
    server_db_path = str(db_path)
    previous = settings.MAGISTERIUM_BASE_URL
    settings.MAGISTERIUM_BASE_URL = server.url
    yield SandboxControl(server.url, db_path=server_db_path)
    settings.MAGISTERIUM_BASE_URL = previous
    server.stop()


@pytest.fixture
def sandbox(sandbox_server, settings):
    """The sandbox, reset (config, faults, counters, clock) before the test."""
    from portal.magisterium import agent_card

    httpx.post(f"{sandbox_server.url}/_sandbox/reset", timeout=10).raise_for_status()
    settings.MAGISTERIUM_BASE_URL = sandbox_server.url
    # The dialect is chosen from the card of the sandbox as reset (0.2.6, unless a test says).
    agent_card.forget_choice()
    settings.MAGISTERIUM_RATE_LIMIT = 0
    settings.MAGISTERIUM_QA_RATE_LIMIT = 0
    return sandbox_server


@pytest.fixture
def private_redis(sandbox, settings):
    """The portal's cache, throttle and locks on a Redis of this test's own, which it may
    stop (`private_redis.stop()`) to see what an outage does. After the `sandbox` fixture."""
    from devtools.embedded import start_redis

    redis = start_redis()
    settings.CACHES = {
        **settings.CACHES,
        "default": {**settings.CACHES["default"], "LOCATION": redis.url},
    }
    yield redis
    redis.stop()


class SandboxControl:
    """Test-side handle on the sandbox's hooks (faults, config, counters, clock, tokens)."""

    def __init__(self, url: str, *, db_path: str):
        self.url = url
        self.db_path = db_path

    def _post(self, path: str, body: dict | None = None) -> dict:
        response = httpx.post(f"{self.url}{path}", json=body or {}, timeout=10)
        response.raise_for_status()
        return response.json() if response.content else {}

    def fault(self, mode: str | None, **options) -> None:
        self._post("/_sandbox/faults", {"mode": mode, **options})

    def configure(self, **config) -> None:
        self._post("/_sandbox/config", config)

    def drift(self, **options) -> None:
        """Make the sandbox differ from docs/upstream.md until the next reset:
        `protocol_version="0.3.0"`, `remove_skills=["pope_lookup"]`, and in one `skill`'s
        answers `rename={"primary_name": "name"}` or `drop=["results.title"]` (dotted paths)."""
        self._post("/_sandbox/drift", options)

    def advance_clock(self, seconds: int) -> None:
        self._post("/_sandbox/clock", {"advance_seconds": seconds})

    def script_answer(self, skill: str, parts: list) -> None:
        """`skill`'s next answer carries exactly these artifact parts (any JSON)."""
        # json.dumps, not httpx's json=: hostile answers include NaN and Infinity.
        response = httpx.post(
            f"{self.url}/_sandbox/answers",
            content=json.dumps({"skill": skill, "parts": parts}),
            headers={"Content-Type": "application/json"},
            timeout=10,
        )
        response.raise_for_status()

    def requests(self) -> dict:
        return httpx.get(f"{self.url}/_sandbox/requests", timeout=10).json()["message_send"]

    def in_flight(self) -> int:
        """message/send answers the sandbox is working on right now. Non-zero right after a
        page answered means the page did not wait for upstream (no clock involved)."""
        response = httpx.get(f"{self.url}/_sandbox/requests", timeout=10)
        return response.json()["concurrency"]["in_flight"]

    def peak_concurrency(self) -> int:
        """The most message/send answers the sandbox worked on at once since the last reset:
        proof of parallel calls that no machine load can falsify (no clock involved)."""
        response = httpx.get(f"{self.url}/_sandbox/requests", timeout=10)
        return response.json()["concurrency"]["peak"]

    def reset_requests(self) -> None:
        self._post("/_sandbox/requests/reset")

    def token(self, user: str = "demo", *, client_id: str | None = None) -> dict:
        """Access + refresh token for a sandbox user, bound to `client_id` when given."""
        from sandbox.testing import sandbox_token

        return sandbox_token(self.url, user, client_id=client_id)


# --- Portal users connected to Magisterium (the sandbox) -----------------------------------


@pytest.fixture
def magisterium_user(sandbox, django_user_model, db):
    """Make a portal user whose Magisterium connection holds a real sandbox token.

    `magisterium_user("alice")` → a user connected as the paid sandbox user, whose paid plan
    was seen just now (as its own first call would show it); pass `plan="free"` for the
    free-plan one, whose plan the portal does not know yet. Each portal user gets its own
    account id.
    """
    import datetime as dt

    from django.utils import timezone

    from portal.accounts.services import connection_store

    def make(username: str = "parish-office", *, plan: str = "demo"):
        user = django_user_model.objects.create_user(username=username)
        tokens = sandbox.token("free" if plan == "free" else "demo")
        connection_store(
            user=user,
            account_id=f"sandbox-{plan}-{username}",
            name=username.title(),
            email=f"{username}@example.org",
            access_token=tokens["access_token"],
            refresh_token=tokens.get("refresh_token"),
            expires_at=timezone.now() + dt.timedelta(seconds=int(tokens.get("expires_in", 3600))),
        )
        if plan != "free":
            from portal.accounts.connections import plan_record

            plan_record(user, "paid")
        return user

    return make


@pytest.fixture
def signed_in_client(client, magisterium_user):
    """A Django test client signed in as a paid Magisterium user."""
    user = magisterium_user("parish-office")
    client.force_login(user)
    client.user = user
    return client


# --- A real Celery worker through the real broker ----------------------------------------


def _database_url(settings_dict: dict) -> str:
    """A URL for the test database that the worker process can open."""
    engine = settings_dict["ENGINE"]
    if engine.endswith("sqlite3"):
        return f"sqlite:///{settings_dict['NAME']}"
    user = quote(settings_dict.get("USER") or "")
    password = quote(settings_dict.get("PASSWORD") or "")
    auth = f"{user}:{password}@" if password else (f"{user}@" if user else "")
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or 5432
    return f"postgres://{auth}{host}:{port}/{settings_dict['NAME']}"


WORKER_NAME = f"testworker-{os.getpid()}"
PREFETCH_USERNAME = "prefetch-account"
IDLE_QUEUE = f"portal-test-idle-{os.getpid()}"
# The worker harvests research collections at this pace (calls per owner per minute), above
# the default 10: the suite runs no beat, so a browser flow's list must finish in the one
# step that adding it queues. Tests of the pacing itself set a low pace in-process (the
# `settings` fixture) and run their steps there; the worker's higher pace only finishes sooner.
WORKER_HARVEST_CALLS_PER_MINUTE = 60


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker, sandbox_server):
    """A real `celery worker` subprocess on the test database, broker and sandbox.

    It starts on an idle queue and consumes the real one only inside a test that asks for
    `celery_worker`, so tasks queued by other tests never run behind their backs.
    """
    from django.conf import settings
    from django.db import connection

    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": settings.REDIS_URL,
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "MAGISTERIUM_BASE_URL": sandbox_server.url,
        "MAGISTERIUM_RATE_LIMIT": "0",
        "MAGISTERIUM_QA_RATE_LIMIT": "0",
        "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
        # Its own prefetch pass on connecting would fetch dates behind the tests' backs.
        "READINGS_PREFETCH_ON_CONNECT": "0",
        "RESEARCH_HARVEST_CALLS_PER_MINUTE": str(WORKER_HARVEST_CALLS_PER_MINUTE),
    }
    log_path = BASE_DIR / "var" / "test-worker.log"
    process = start_worker(env=env, log_path=log_path, name=WORKER_NAME, queue=IDLE_QUEUE)
    yield process
    stop_worker(process)


def start_worker(
    *, env: dict, log_path: Path, name: str, queue: str, broker_url: str | None = None
):
    """Start `celery worker` and wait until it answers a ping (through `broker_url` when the
    worker uses another broker than the suite's)."""
    from celery import Celery

    from config.celery import app
    from sandbox.testing import startup_wait

    log = open(log_path, "w")  # noqa: SIM115 - closed with the process
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "-l", "info",
         "--concurrency", "2", "--pool", "prefork", "-n", f"{name}@%h", "-Q", queue],
        cwd=BASE_DIR, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    process.log = log
    # A control message travels through the app's own producer pool, so a worker on another
    # broker is pinged through an app made for that broker.
    probe = Celery(broker=broker_url, set_as_current=False) if broker_url else app
    wait = startup_wait(60)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Celery worker exited early; see {log_path}")
        replies = probe.control.ping(timeout=1.0)
        if any(node.startswith(f"{name}@") for reply in replies for node in reply):
            return process
    process.kill()
    raise RuntimeError(f"Celery worker did not answer within {wait:.0f} s; see {log_path}")


def stop_worker(process, *, kill: bool = False) -> None:
    if process.poll() is None:
        if kill:
            os.killpg(process.pid, 9)
        else:
            process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            process.wait()
    process.log.close()


def worker_destination(name: str = WORKER_NAME) -> list[str]:
    from config.celery import app

    return [
        node
        for reply in app.control.ping(timeout=1.0)
        for node in reply
        if node.startswith(f"{name}@")
    ]


@pytest.fixture
def celery_worker(celery_worker_process):
    """The session's worker, consuming the default queue for the duration of this test."""
    from config.celery import app

    queue = app.conf.task_default_queue
    destination = worker_destination()
    app.control.purge()
    app.control.add_consumer(queue, destination=destination, reply=True)
    yield celery_worker_process
    app.control.cancel_consumer(queue, destination=destination, reply=True)
    app.control.purge()


# --- The portal served over HTTP, as production serves it -------------------------------


def _no_static_handler(app):
    # WhiteNoise (in the middleware) serves the collected, hashed files, as in production,
    # instead of the test server's finder-based handler that knows no hashed names.
    return app


@pytest.fixture(scope="session")
def live_server(request, django_db_setup):
    """pytest-django's live server on 127.0.0.1, with static files served by WhiteNoise.

    It depends on the test database so it stops (closing its connections) before the
    database is dropped."""
    from pytest_django.live_server_helper import LiveServer

    server = LiveServer("127.0.0.1", start=False)
    server.thread.static_handler = _no_static_handler
    server.start()
    request.addfinalizer(server.stop)
    return server


# --- Real Chromium through Playwright --------------------------------------------------

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        if IN_CI:
            pytest.fail(f"Chromium is not installed at {CHROMIUM}; CI must install it.")
        pytest.skip(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.user_properties.append(("failed", report.failed))
        item.stash[_FAILED] = report.failed
    return report


_FAILED = pytest.StashKey[bool]()


@pytest.fixture
def page(browser, request):
    """A fresh browser context per test; on failure a full-page screenshot is saved."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.console_errors = []
    page.on("console", lambda msg: msg.type == "error" and page.console_errors.append(msg.text))
    page.on("pageerror", lambda exc: page.console_errors.append(str(exc)))
    yield page
    if request.node.stash.get(_FAILED, False):
        screenshot(page, f"FAILED-{request.node.name}")
    context.close()


def screenshot(page, name: str) -> Path:
    """Save a full-page PNG under var/screenshots/ so a person can look at it."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


@pytest.fixture
def take_screenshot():
    return screenshot


@pytest.fixture
def signed_in_page(page, live_server, magisterium_user):
    """A browser page whose session belongs to a paid Magisterium user (no sign-in clicks)."""
    from django.conf import settings
    from django.test import Client

    user = magisterium_user("browser-user")
    session_client = Client()
    session_client.force_login(user)
    cookie = session_client.cookies[settings.SESSION_COOKIE_NAME].value
    page.context.add_cookies(
        [{"name": settings.SESSION_COOKIE_NAME, "value": cookie, "url": live_server.url}]
    )
    page.user = user
    return page
