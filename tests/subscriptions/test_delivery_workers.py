"""Exactly once with real Celery workers, the real broker and a real SMTP server: two workers
and a beat that fires twice send each subscriber one email; a worker killed mid-batch (`kill
-9` while the mail server holds its next message) leaves nobody out and nobody twice once a
worker is back."""

from __future__ import annotations

import datetime as dt
import os
import threading
from collections import Counter

import pytest
from django.conf import settings
from django.db import connection
from django.utils import timezone

from portal.subscriptions import delivery, tasks
from portal.subscriptions.models import Batch, Delivery
from tests.conftest import BASE_DIR
from tests.fixtures.users import PREFETCH_USERNAME
from tests.fixtures.worker import _database_url, start_worker, stop_worker
from tests.waiting import wait_for

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]

LEASE_SECONDS = 4


def _worker_env(sandbox, smtp_server) -> dict:
    return {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": settings.REDIS_URL,
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "MAGISTERIUM_BASE_URL": sandbox.url,
        "PREFETCH_ACCOUNT": PREFETCH_USERNAME,
        "READINGS_PREFETCH_ON_CONNECT": "0",
        "EMAIL_URL": smtp_server.url,
        "SUBSCRIPTIONS_BATCH_SIZE": "25",
        "SUBSCRIPTIONS_LEASE_SECONDS": str(LEASE_SECONDS),
    }


def _start(env: dict, name: str):
    from config.celery import app

    log = BASE_DIR / "var" / f"test-subscriptions-{name}-{os.getpid()}.log"
    return start_worker(env=env, log_path=log, name=f"{name}-{os.getpid()}",
                        queue=app.conf.task_default_queue)  # fmt: skip


@pytest.fixture
def purged_queue():
    from config.celery import app

    app.control.purge()
    yield
    app.control.purge()


def _today_everywhere(subscriber, fetched_day, count: int) -> list[str]:
    today = timezone.now().date()
    fetched_day(today)
    addresses = [f"reader{n}@example.org" for n in range(count)]
    for n, address in enumerate(addresses):
        subscriber(address, hour=0, language=("en", "es", "pt", "it", "hr")[n % 5])
    return addresses


def _all_done() -> bool:
    return not Batch.objects.exclude(state=Batch.State.DONE).exists()


def test_two_workers_and_a_beat_that_fires_twice_send_each_subscriber_once(
    subscriber, fetched_day, mailbox, smtp_server, sandbox, purged_queue
):
    addresses = _today_everywhere(subscriber, fetched_day, 150)
    env = _worker_env(sandbox, smtp_server)
    workers = [_start(env, "mail-a"), _start(env, "mail-b")]
    try:
        tasks.send_due.delay()
        tasks.send_due.delay()  # beat fired twice
        delivery.plan()  # and someone ran `send_readings --queue` meanwhile
        mailbox.wait_for(len(addresses))
        wait_for(_all_done, timeout=120)
    finally:
        for worker in workers:
            stop_worker(worker)
    counts = Counter(message.to for message in mailbox.messages)
    assert set(counts) == set(addresses)
    assert set(counts.values()) == {1}
    assert Delivery.objects.filter(state=Delivery.State.SENT).count() == len(addresses)


def test_a_worker_killed_mid_batch_leaves_nobody_out_and_nobody_twice(
    subscriber, fetched_day, mailbox, smtp_server, sandbox, purged_queue
):
    addresses = _today_everywhere(subscriber, fetched_day, 60)
    env = _worker_env(sandbox, smtp_server)
    doomed = _start(env, "mail-doomed")
    hold = threading.Event()
    try:
        # Let some through, then hold the next message at its recipient: the worker waits on
        # the mail server with part of its batch sent and journaled, the rest not.
        watcher = threading.Thread(
            target=lambda: (wait_for(lambda: len(mailbox.messages) >= 10, timeout=120),
                            setattr(mailbox, "hold", hold)),
            daemon=True,
        )  # fmt: skip
        watcher.start()
        tasks.send_due.delay()
        wait_for(mailbox.held.is_set, timeout=120)
        stop_worker(doomed, kill=True)
    finally:
        hold.set()  # the held session ends: its client is gone, no message was taken
        stop_worker(doomed, kill=True)
    sent_before = len(mailbox.messages)
    assert 10 <= sent_before < len(addresses)
    assert Batch.objects.filter(state=Batch.State.SENDING).exists()

    rescuer = _start(env, "mail-rescuer")
    try:
        # Beat's minute, as often as it takes: the dead worker's batch comes back after its
        # lease, and the journal says what it had already sent.
        def everyone_served() -> bool:
            delivery.plan(timezone.now())
            return len(mailbox.messages) >= len(addresses) and _all_done()

        wait_for(everyone_served, timeout=LEASE_SECONDS * 30)
    finally:
        stop_worker(rescuer)
    counts = Counter(message.to for message in mailbox.messages)
    assert set(counts) == set(addresses)
    assert set(counts.values()) == {1}, [a for a, n in counts.items() if n > 1]


def test_send_readings_sends_a_chosen_day_to_everyone_who_has_not_had_it(
    subscriber, fetched_day, mailbox
):
    from django.core.management import call_command

    day = timezone.now().date() + dt.timedelta(days=1)
    fetched_day(day)
    subscriber("one@example.org", hour=23)
    subscriber("two@example.org", hour=23, language="it")
    call_command("send_readings", "--date", day.isoformat())
    call_command("send_readings", "--date", day.isoformat())
    assert sorted(message.to for message in mailbox.messages) == [
        "one@example.org",
        "two@example.org",
    ]
