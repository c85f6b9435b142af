"""A Redis of a test's own, as its workers' broker, which the test can kill and start again:
what the readings pipeline's worker tests (test_worker_resilience.py, test_worker_rescue.py)
share. The `own_broker` fixture (tests/readings/conftest.py) gives a test one.

Each runs with an append-only file, as a production broker has, and the workers started on it
keep production's visibility timeout: nothing waits for kombu to hand back a dead worker's
messages after an hour.
"""

import os
import time
import uuid
from pathlib import Path

from celery import Celery

from devtools.embedded import start_redis
from portal.readings import selectors
from tests.conftest import BASE_DIR
from tests.fixtures.users import PREFETCH_USERNAME
from tests.fixtures.worker import start_worker

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


def wait_until_some_but_not_all_arrived(days, worker, *, timeout=60):
    """Until the worker is mid-run: at least one date stored, others still to come."""
    deadline = time.monotonic() + timeout
    while len(selectors.days_missing(days)) == len(days) and time.monotonic() < deadline:
        assert worker.poll() is None, "the worker exited"
        time.sleep(0.1)
    assert selectors.days_missing(days), "the worker finished before the test could interrupt it"
