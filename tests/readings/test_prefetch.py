"""The prefetch job on a real Celery worker, through the real broker, against the sandbox."""

import datetime as dt
import time

import pytest
from django.utils import timezone

from portal.readings import selectors
from portal.readings.models import MartyrologyEntry, MassReadings

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def wait_for_days(days, *, timeout=90):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not selectors.days_missing(days):
            return
        time.sleep(0.5)
    missing = selectors.days_missing(days)
    raise AssertionError(f"{len(missing)} date(s) never arrived: {missing[:5]}")


def wait_until_worker_idle(*, timeout=90):
    """Until the session worker holds no task: none running, none waiting for its countdown."""
    from config.celery import app
    from tests.fixtures.worker import worker_destination

    inspect = app.control.inspect(destination=worker_destination(), timeout=1.0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        held = [inspect.active(), inspect.reserved(), inspect.scheduled()]
        if all(replies and not any(replies.values()) for replies in held):
            return
        time.sleep(0.5)
    raise AssertionError(f"the worker still holds tasks: {held}")


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
    from portal.readings.tasks import readings_prefetch

    days = selectors.prefetch_window()
    readings_prefetch.delay().get(timeout=30)
    wait_for_days(days)
    before = sandbox.requests()["total"]
    assert readings_prefetch.delay().get(timeout=30) == []
    time.sleep(1)
    assert sandbox.requests()["total"] == before
    assert_one_row_per_day(days)


def test_overlapping_passes_fetch_each_date_once(celery_worker, prefetch_account, sandbox):
    """Two passes at once both queue the missing dates; the duplicates end as no-ops (the
    date is in the database, or its fetch lock is taken and it is looked at again later)."""
    from portal.readings.tasks import readings_prefetch

    sandbox.configure(latency_ms=300)
    days = selectors.prefetch_window()
    first, second = readings_prefetch.delay(), readings_prefetch.delay()
    queued = [first.get(timeout=60), second.get(timeout=60)]
    assert max(len(dates) for dates in queued) == len(days)
    wait_for_days(days)
    wait_until_worker_idle()
    assert_one_row_per_day(days)
    assert sandbox.requests()["by_skill"] == {
        "liturgical_readings": len(days),
        "saints_of_the_day": len(days),
    }


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


def test_transient_failures_are_retried_and_permanent_ones_are_not(
    celery_worker, prefetch_account, sandbox
):
    """The task reads each error's `permanent`: a skill that failed upstream (TaskFailed) or an
    unreadable answer heals by retrying; no paid plan does not, and is not asked again."""
    from portal.readings.tasks import readings_fetch_day

    day = selectors.prefetch_window()[-1]
    sandbox.fault("task_failed", count=1, skills=["liturgical_readings"])
    readings_fetch_day.delay(day.isoformat())
    wait_for_days([day], timeout=120)
    assert sandbox.requests()["by_skill"]["liturgical_readings"] == 2  # failed once, retried

    from tests.ops.test_canary import WORKER_LOG
    from tests.waiting import wait_for

    other = selectors.prefetch_window()[-2]
    log_size = WORKER_LOG.stat().st_size
    sandbox.fault("plan_required", skills=["liturgical_readings", "saints_of_the_day"])
    readings_fetch_day.delay(other.isoformat())

    def worker_logged() -> str:
        with WORKER_LOG.open(encoding="utf-8", errors="replace") as log:
            log.seek(log_size)
            text = log.read()
        return text if f"readings for {other.isoformat()} not fetched" in text else ""

    logged = wait_for(worker_logged, timeout=60)
    assert "PlanRequired" in logged
    wait_until_worker_idle()  # nothing left waiting for a retry's countdown
    assert selectors.days_missing([other]) == [other]
    assert "Retry in" not in worker_logged()  # the task ended: it was not retried
    sandbox.fault(None)


def test_a_visitor_asking_for_a_missing_date_gets_it_filled_in(
    celery_worker, prefetch_account, sandbox, client
):
    day = selectors.prefetch_window()[-1]  # visitors queue only what the prefetch fetches
    page = client.get(f"/day/{day.isoformat()}/")
    assert "being fetched" in page.content.decode()
    wait_for_days([day], timeout=60)
    status = client.get(f"/day/{day.isoformat()}/status.json").json()
    assert status["complete"] is True


def test_two_messages_for_one_date_fetch_it_once(celery_worker, prefetch_account, sandbox):
    """The worker's two processes take both messages at once: the fetch lock lets one fetch,
    the other looks again later and finds the date stored."""
    from portal.readings.tasks import readings_fetch_day

    sandbox.configure(latency_ms=1000)
    day = timezone.localdate() + dt.timedelta(days=40)
    for _ in range(2):
        readings_fetch_day.delay(day.isoformat())
    wait_for_days([day], timeout=60)
    wait_until_worker_idle()
    assert_one_row_per_day([day])
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}


def test_a_date_whose_lock_a_dead_worker_left_is_fetched_once_the_lock_expires(
    celery_worker, prefetch_account, sandbox
):
    from django.core.cache import cache

    from config.celery import app
    from portal.readings import services
    from portal.readings.tasks import readings_fetch_day
    from tests.fixtures.worker import worker_destination

    day = timezone.localdate() + dt.timedelta(days=41)
    # What a worker killed mid-fetch leaves: the date's lock, for a few more seconds.
    stale = cache.lock(services.FETCH_LOCK_KEY.format(day=day.isoformat()), timeout=4)
    assert stale.acquire(blocking=False)
    readings_fetch_day.delay(day.isoformat())
    inspect = app.control.inspect(destination=worker_destination(), timeout=1.0)
    deadline = time.monotonic() + 30
    while not any((inspect.scheduled() or {}).values()) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert any((inspect.scheduled() or {}).values()), "the task should wait for the lock"
    assert sandbox.requests()["total"] == 0  # nothing fetched while the lock was held
    wait_for_days([day], timeout=60)
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}


def test_a_pass_queues_what_the_database_lacks_whatever_a_dead_run_left_behind(
    stored_day, broker_queue_length, settings
):
    """A worker killed after a pass leaves markers and locks: none of them stops the next
    pass from queueing every date the database lacks."""
    from django.core.cache import cache

    from portal.readings import services
    from portal.readings.tasks import PREFETCH_LOCK, VISITOR_QUEUED_KEY, readings_prefetch

    settings.MAGISTERIUM_RATE_LIMIT = 0
    days = selectors.prefetch_window()
    for day in days[::2]:
        stored_day(day)
    missing = selectors.days_missing(days)
    for day in missing:
        cache.set(f"readings:queued:{day.isoformat()}", 1, timeout=3600)  # the old marker
        cache.set(VISITOR_QUEUED_KEY.format(day=day.isoformat()), 1, timeout=3600)
    cache.lock(services.FETCH_LOCK_KEY.format(day=missing[0].isoformat()), timeout=600).acquire()
    # A pass that died while queueing: its lock runs out on its own and is waited out.
    cache.set(PREFETCH_LOCK, "a dead pass", timeout=2)

    queued = readings_prefetch.apply().get()

    assert queued == [day.isoformat() for day in missing]
    assert broker_queue_length() == len(missing)


def test_a_visitor_queues_a_missing_date_once_but_a_pass_queues_it_again(
    client, broker_queue_length, settings
):
    from portal.readings.tasks import readings_prefetch

    settings.READINGS_PREFETCH_DAYS = 0  # the window is today alone
    for _ in range(3):
        client.get("/")
    assert broker_queue_length() == 1
    assert readings_prefetch.apply().get() == [timezone.localdate().isoformat()]
    assert broker_queue_length() == 2


def test_a_date_is_fetched_by_one_holder_of_its_lock_at_a_time():
    from portal.readings import services
    from portal.readings.tasks import readings_fetch_day

    day = timezone.localdate()

    def fetch_alone():
        with services.day_fetch_lock(day=day):
            pass

    with services.day_fetch_lock(day=day), pytest.raises(services.DayBeingFetched) as busy:
        fetch_alone()
    assert 0 < busy.value.retry_after <= services.FETCH_LOCK_SECONDS
    fetch_alone()  # the lock was released when the first holder was done
    # A fetch killed by its hard time limit never outlives its lock.
    assert readings_fetch_day.time_limit < services.FETCH_LOCK_SECONDS


def test_a_message_for_a_date_already_stored_calls_nobody(stored_day, prefetch_account, sandbox):
    from portal.readings.tasks import readings_fetch_day

    day = timezone.localdate()
    stored_day(day)
    sandbox.reset_requests()
    assert readings_fetch_day.apply((day.isoformat(),)).get() == []
    assert sandbox.requests()["total"] == 0
