"""The heartbeat: publishing "ops.heartbeat" records beat's tick (in the publishing process),
and the real worker running it records the worker's heartbeat; /metrics shows the latter."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from prometheus_client.parser import text_string_to_metric_families

from portal.ops import heartbeat
from tests.waiting import wait_for

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_nothing_recorded_reads_as_none():
    assert heartbeat.worker_last_heartbeat() is None
    assert heartbeat.beat_last_tick() is None


def test_publishing_records_the_tick_and_the_worker_records_its_heartbeat(
    celery_worker, client, settings
):
    settings.METRICS_TOKEN = "heartbeat-test-token"
    before = timezone.now() - dt.timedelta(seconds=1)

    heartbeat.heartbeat.delay()

    # The publisher's receiver ran before the message left this process.
    tick = heartbeat.beat_last_tick()
    assert tick is not None and tick >= before
    beat = wait_for(heartbeat.worker_last_heartbeat, timeout=60)
    assert beat >= before and beat.tzinfo is not None

    response = client.get("/metrics", HTTP_AUTHORIZATION="Bearer heartbeat-test-token")
    samples = {
        sample.name: sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }
    assert samples["portal_worker_last_heartbeat_seconds"] >= before.timestamp()
    assert samples["portal_beat_last_tick_seconds"] == pytest.approx(tick.timestamp())


def test_publishing_another_task_is_no_tick(celery_worker):
    from config.celery import app

    # The worker discards a task it does not know; only the publishing side matters here.
    app.send_task("ops.not-the-heartbeat")
    assert heartbeat.beat_last_tick() is None
