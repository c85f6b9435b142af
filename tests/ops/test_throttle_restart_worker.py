"""An account's upstream window survives a Redis restart under a real Celery worker: the
worker runs the canary (about ten upstream calls as the canary account), its Redis restarts
empty, and the next run may spend only what is left of the minute (docs/security.md "Limits
that hold without Redis"). The sandbox counts what reached it."""

from __future__ import annotations

import os

import pytest

from devtools.embedded import start_redis
from portal.magisterium.throttle import QA_POOL, pool_for
from portal.ops.models import CanaryRun
from tests.conftest import BASE_DIR
from tests.fixtures.users import PREFETCH_USERNAME
from tests.fixtures.worker import _database_url, start_worker, stop_worker
from tests.ops.test_canary import canary_account, runs_stored  # noqa: F401 (a fixture)
from tests.waiting import wait_for

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]

LIMIT = 15  # upstream's default pool, per account per minute
QUEUE = f"portal-test-throttle-{os.getpid()}"


@pytest.fixture
def worker_on_its_own_redis(sandbox, canary_account):  # noqa: F811
    """A worker (one process) whose cache, throttle and locks live in a Redis of its own."""
    from django.conf import settings
    from django.db import connection

    redis = start_redis()
    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": redis.url,
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "MAGISTERIUM_BASE_URL": sandbox.url,
        "MAGISTERIUM_RATE_LIMIT": str(LIMIT),
        "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
        "READINGS_PREFETCH_ON_CONNECT": "0",
    }
    name = f"throttleworker-{os.getpid()}"
    log_path = BASE_DIR / "var" / "test-throttle-worker.log"
    worker = start_worker(env=env, log_path=log_path, name=name, queue=QUEUE, concurrency=1)
    worker.redis = redis
    yield worker
    stop_worker(worker)
    worker.redis.stop()


def default_pool_calls(sandbox) -> int:
    counts = sandbox.requests()["by_skill"]
    return sum(n for skill, n in counts.items() if pool_for(skill) != QA_POOL)


def test_a_redis_restart_under_a_worker_does_not_reopen_the_window(
    worker_on_its_own_redis, sandbox
):
    from portal.ops.tasks import canary

    sandbox.reset_requests()
    canary.apply_async(queue=QUEUE)
    [first] = wait_for(lambda: runs_stored(1), timeout=90)
    assert first.ok, first.failed_checks
    spent = default_pool_calls(sandbox)
    assert LIMIT / 2 < spent <= LIMIT  # the canary spends most of a minute

    # Redis restarts empty (no persistence) on the same address, under the running worker.
    port = worker_on_its_own_redis.redis.port
    worker_on_its_own_redis.redis.stop()
    worker_on_its_own_redis.redis = start_redis(port=port)

    canary.apply_async(queue=QUEUE)
    second = wait_for(lambda: runs_stored(2), timeout=90)[1]
    # Without the worker's own record the new Redis would allow a whole minute more.
    assert default_pool_calls(sandbox) == LIMIT
    assert not second.ok
    refused = [check for check in second.failed_checks if "local throttle" in check["detail"]]
    assert refused, second.failed_checks
    assert CanaryRun.objects.count() == 2
