"""Are the Celery worker and beat alive? Beat publishes "ops.heartbeat" every minute (settings
CELERY_BEAT_SCHEDULE "ops-heartbeat"); publishing it records beat's tick, a worker running it
records the worker's heartbeat. Both are unix times in Redis, read by the console and /metrics.

The tick is recorded by a `before_task_publish` receiver, which runs in the publishing process:
beat loads Django (Celery's Django fix-up calls django.setup() when beat starts), so
OpsConfig.ready() imports this module there too and the receiver is connected.
"""

# Reference: README "What to watch" (the worker heartbeat, beat's last tick).

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime

from celery import shared_task
from celery.signals import before_task_publish
from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

TASK_NAME = "ops.heartbeat"


def _key(what: str) -> str:
    return f"{settings.CACHES['default'].get('KEY_PREFIX') or 'portal'}:ops:heartbeat:{what}"


def _record(what: str) -> None:
    try:
        get_redis_connection("default").set(_key(what), repr(time.time()))
    except (RedisError, OSError):
        logger.warning("%s not recorded (Redis error)", what, exc_info=True)


def _read(what: str) -> datetime | None:
    try:
        value = get_redis_connection("default").get(_key(what))
    except (RedisError, OSError):
        logger.warning("%s unavailable (Redis error)", what, exc_info=True)
        return None
    try:
        return datetime.fromtimestamp(float(value), tz=UTC) if value is not None else None
    except (TypeError, ValueError, OverflowError):
        return None


@shared_task(name=TASK_NAME, ignore_result=True)
def heartbeat() -> None:
    """Run by a worker every minute: "the worker is alive and takes tasks"."""
    _record("worker")


@before_task_publish.connect(sender=TASK_NAME, dispatch_uid="portal.ops.heartbeat.beat_tick")
def _beat_ticked(sender: str | None = None, **kwargs) -> None:
    # Only beat publishes the heartbeat task, so its publishing is beat's tick.
    _record("beat")


def worker_last_heartbeat() -> datetime | None:
    """When a worker last ran "ops.heartbeat" (UTC), or None (never, or Redis is down)."""
    return _read("worker")


def beat_last_tick() -> datetime | None:
    """When beat last published "ops.heartbeat" (UTC), or None (never, or Redis is down)."""
    return _read("beat")
