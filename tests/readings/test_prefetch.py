"""The prefetch job on a real Celery worker, through the real broker, against the sandbox."""

import datetime as dt
import os
import time

import pytest
from django.utils import timezone

from portal.readings import selectors
from portal.readings.models import MartyrologyEntry, MassReadings
from tests.conftest import BASE_DIR, PREFETCH_USERNAME, start_worker, stop_worker

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def prefetch_account(magisterium_user, settings):
    settings.PREFETCH_ACCOUNT = PREFETCH_USERNAME
    return magisterium_user(PREFETCH_USERNAME)


def wait_for_days(days, *, timeout=90):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not selectors.days_missing(days):
            return
        time.sleep(0.5)
    missing = selectors.days_missing(days)
    raise AssertionError(f"{len(missing)} date(s) never arrived: {missing[:5]}")


def assert_one_row_per_day(days):
    for model in (MassReadings, MartyrologyEntry):
        rows = list(model.objects.filter(day__in=days).values_list("day", flat=True))
        assert sorted(rows) == sorted(days), model.__name__


def test_prefetch_fetches_today_through_the_window(celery_worker, prefetch_account, sandbox):
    from portal.readings.tasks import readings_prefetch

    days = selectors.prefetch_window()
    queued = readings_prefetch.delay().get(timeout=30)
    assert len(queued) == len(days)
    wait_for_days(days)
    assert_one_row_per_day(days)
    today = MassReadings.objects.get(day=timezone.localdate())
    assert today.available and today.source == sandbox.url
    assert sandbox.requests()["by_skill"] == {
        "liturgical_readings": len(days),
        "saints_of_the_day": len(days),
    }


def test_running_the_prefetch_again_changes_nothing(celery_worker, prefetch_account, sandbox):
    from portal.readings.tasks import PREFETCH_LOCK, readings_prefetch

    days = selectors.prefetch_window()
    readings_prefetch.delay().get(timeout=30)
    wait_for_days(days)
    before = sandbox.requests()["total"]
    from django.core.cache import cache

    cache.delete(PREFETCH_LOCK)
    assert readings_prefetch.delay().get(timeout=30) == []
    time.sleep(1)
    assert sandbox.requests()["total"] == before
    assert_one_row_per_day(days)


def test_overlapping_runs_are_kept_apart_by_a_lock(celery_worker, prefetch_account, sandbox):
    from portal.readings.tasks import readings_prefetch

    sandbox.configure(latency_ms=300)
    first = readings_prefetch.delay()
    second = readings_prefetch.delay()
    results = [first.get(timeout=30), second.get(timeout=30)]
    assert sorted(len(r) for r in results)[0] == 0, "one of two overlapping runs must skip"
    wait_for_days(selectors.prefetch_window())


def test_injected_429s_delay_but_lose_and_duplicate_nothing(
    celery_worker, prefetch_account, sandbox
):
    from portal.readings.tasks import readings_prefetch

    sandbox.fault("rate_limit_burst", count=6, retry_after=1)
    days = selectors.prefetch_window()
    readings_prefetch.delay().get(timeout=30)
    wait_for_days(days, timeout=120)
    assert_one_row_per_day(days)
    # Every date was answered exactly once per kind: refusals were retried, not repeated.
    by_skill = sandbox.requests()["by_skill"]
    assert by_skill["liturgical_readings"] == len(days)
    assert by_skill["saints_of_the_day"] == len(days)


def test_a_worker_killed_mid_run_loses_no_date(celery_worker_process, prefetch_account, sandbox):
    """Tasks are acknowledged late: a killed worker's tasks go back to the queue and a new
    worker finishes them (kombu restores unacknowledged messages after the visibility timeout)."""
    from django.conf import settings
    from django.db import connection

    from config.celery import app
    from portal.readings.tasks import readings_prefetch
    from tests.conftest import _database_url

    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": settings.REDIS_URL,
        "MAGISTERIUM_BASE_URL": sandbox.url,
        "MAGISTERIUM_RATE_LIMIT": "0",
        "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
        "CELERY_VISIBILITY_TIMEOUT": "8",
        "CELERY_TASK_TIME_LIMIT": "6",
        "CELERY_TASK_SOFT_TIME_LIMIT": "5",
        "CELERY_UNACKED_RESTORE_INTERVAL": "1",
        "CELERY_UNACKED_RESTORE_THROTTLE": "1",
    }
    queue = app.conf.task_default_queue
    app.control.purge()
    sandbox.configure(latency_ms=700)
    log = BASE_DIR / "var" / "test-worker-killed.log"
    doomed = start_worker(env=env, log_path=log, name="doomed", queue=queue)
    days = selectors.prefetch_window()
    readings_prefetch.delay()
    # Wait until some, but not all, dates are in: the worker is mid-run.
    deadline = time.monotonic() + 30
    while len(selectors.days_missing(days)) == len(days) and time.monotonic() < deadline:
        time.sleep(0.1)
    stop_worker(doomed, kill=True)
    assert selectors.days_missing(days), "the worker finished before it could be killed"

    sandbox.configure(latency_ms=0)
    rescuer = start_worker(
        env=env, log_path=BASE_DIR / "var" / "test-worker-rescuer.log", name="rescuer", queue=queue
    )
    try:
        wait_for_days(days, timeout=120)
    finally:
        stop_worker(rescuer)
        app.control.purge()
    assert_one_row_per_day(days)


def test_a_visitor_asking_for_a_missing_date_gets_it_filled_in(
    celery_worker, prefetch_account, sandbox, client
):
    day = timezone.localdate() + dt.timedelta(days=30)
    page = client.get(f"/day/{day.isoformat()}/")
    assert "being fetched" in page.content.decode()
    wait_for_days([day], timeout=60)
    status = client.get(f"/day/{day.isoformat()}/status.json").json()
    assert status["complete"] is True


def test_the_prefetch_survives_a_redis_restart(celery_worker_process, prefetch_account, sandbox):
    """The broker restarts mid-run (with its append-only file, as a production broker runs):
    the worker reconnects, queued and unacknowledged tasks come back, every date arrives once.
    """
    import subprocess
    import sys

    from django.db import connection

    from config.embedded import start_redis
    from tests.conftest import _database_url

    workdir = BASE_DIR / "var" / f"test-redis-restart-{os.getpid()}"
    workdir.mkdir(parents=True, exist_ok=True)
    for leftover in workdir.glob("*"):
        if leftover.is_file():
            leftover.unlink()
    redis = start_redis(workdir=str(workdir), persistent=True)
    port = redis.port
    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": f"redis://127.0.0.1:{port}/0",
        "CELERY_BROKER_URL": f"redis://127.0.0.1:{port}/1",
        "MAGISTERIUM_BASE_URL": sandbox.url,
        "MAGISTERIUM_RATE_LIMIT": "0",
        "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
        "CELERY_VISIBILITY_TIMEOUT": "8",
        "CELERY_TASK_TIME_LIMIT": "6",
        "CELERY_TASK_SOFT_TIME_LIMIT": "5",
        "CELERY_UNACKED_RESTORE_INTERVAL": "1",
        "CELERY_UNACKED_RESTORE_THROTTLE": "1",
    }
    sandbox.configure(latency_ms=600)
    worker = None
    try:
        worker = start_worker(
            env=env, log_path=BASE_DIR / "var" / "test-worker-redis-restart.log",
            name="redis-restart", queue="celery", broker_url=env["CELERY_BROKER_URL"],
        )  # fmt: skip
        subprocess.run(
            [sys.executable, "manage.py", "readings_prefetch"], cwd=BASE_DIR, env=env, check=True
        )
        days = selectors.prefetch_window()
        deadline = time.monotonic() + 30
        while len(selectors.days_missing(days)) == len(days) and time.monotonic() < deadline:
            time.sleep(0.1)
        redis.stop()
        time.sleep(2)  # the worker notices the broker is gone
        redis = start_redis(port=port, workdir=str(workdir), persistent=True)
        sandbox.configure(latency_ms=0)
        wait_for_days(days, timeout=120)
    finally:
        if worker is not None:
            stop_worker(worker)
        redis.stop()
    assert_one_row_per_day(days)
