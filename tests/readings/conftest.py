import datetime as dt

import pytest
from django.utils import timezone

from portal.readings.models import MartyrologyEntry, MassReadings


def readings_text(day: dt.date) -> str:
    return (
        f"Mass readings for {day:%A, %d %B %Y}\n\n"
        "First Reading: Romans 10:9-18\n\nGospel: Matthew 4:18-22\n\n(test text)"
    )


@pytest.fixture
def stored_day():
    """Store readings and martyrology for a date, as the prefetch job would."""

    def store(day: dt.date, *, readings: str | None = None, saints: str | None = None):
        now = timezone.now()
        MassReadings.objects.update_or_create(
            day=day,
            defaults={"text": readings if readings is not None else readings_text(day),
                      "fetched_at": now, "source": "test"},
        )  # fmt: skip
        MartyrologyEntry.objects.update_or_create(
            day=day,
            defaults={"text": saints if saints is not None else f"{day:%d %B}: Saint Andrew.",
                      "fetched_at": now, "source": "test"},
        )  # fmt: skip

    return store


@pytest.fixture
def broker_queue_length():
    """How many tasks wait in the default queue of the real Redis broker."""
    import redis
    from django.conf import settings

    from config.celery import app

    client = redis.Redis.from_url(settings.CELERY_BROKER_URL)
    app.control.purge()
    yield lambda: client.llen(app.conf.task_default_queue)
    app.control.purge()


@pytest.fixture
def own_broker(tmp_path):
    """A Redis of this test's own for its workers' broker, which it may kill and start again
    (tests/readings/broker_outages.py)."""
    from tests.readings.broker_outages import PrivateRedis

    redis = PrivateRedis(tmp_path)
    yield redis
    redis.stop()
