"""A worker runs the readings prefetch each time it connects to the broker.

At start-up this repairs dates whose tasks died with a killed worker (their messages wait in
Redis's unacknowledged set until the visibility timeout); after a broker outage it repairs
tasks the outage lost. The pass queues only what the database lacks, so running it often
costs a query when nothing is missing. Registered in config/celery.py.
"""

from __future__ import annotations

import logging

from celery import bootsteps
from django.conf import settings
from kombu.exceptions import OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError

logger = logging.getLogger(__name__)


class PrefetchWhenConnected(bootsteps.StartStopStep):
    """A consumer step: Celery starts it on every (re)connection to the broker."""

    requires = {"celery.worker.consumer.tasks:Tasks"}

    def start(self, c):
        if not settings.READINGS_PREFETCH_ON_CONNECT:
            return
        from portal.readings.tasks import readings_prefetch

        try:
            readings_prefetch.apply_async()
        except (OperationalError, RedisConnectionError):
            # The connection dropped again: the next reconnection queues the pass.
            logger.warning("readings prefetch not queued on connect: broker unavailable")
            return
        logger.info("readings prefetch queued: the worker connected to the broker")
