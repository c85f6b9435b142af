"""Celery tasks of the research harvest: the beat tick and the on-demand step for one owner.

The tick (every minute, CELERY_BEAT_SCHEDULE "research-harvest") queues one step per owner
with due entries instead of running them itself, so owners are harvested side by side and a
slow one delays nobody else. Duplicate steps are harmless: the owner lock lets one run, the
others return at once, and the database says what is still due every time.

A step that spent calls and stopped at its budget (or because upstream said to wait) with
lines still due queues the next step itself, for when the owner's minute (or upstream's wait)
ends, so batches follow each other a minute apart instead of waiting for the first tick after
that (which halved the pace). Only a step that spent calls does, so duplicates never multiply
into parallel chains; the tick still takes up a requeue the broker lost.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from celery import shared_task
from django.conf import settings
from django.contrib.auth import get_user_model
from kombu.exceptions import OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError

from portal.research import harvest, world
from portal.research.pacing import CALLS_PER_ENTRY, RESUME_MARGIN_SECONDS, Pacing

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

logger = logging.getLogger(__name__)

# A step stops starting entries after STEP_SECONDS; the soft limit ends one stuck in a call,
# and the owner lock outlives the hard limit, so a killed step's lock never lets a second one
# in beside it while it could still be running. All stay under CELERY_TASK_TIME_LIMIT (tested).
STEP_SOFT_LIMIT = harvest.STEP_SECONDS + 100
STEP_TIME_LIMIT = STEP_SOFT_LIMIT + 30
# Stops after which the step queues the next itself: its minute's calls are spent, or upstream
# said to wait. Any other stop (the account busy or refused, upstream down, out of time, the
# lock held, Redis down, the owner gone) is left to the next tick, so none can loop.
RESUMED_STOPS = ("budget", "rate_limited")
# A longer wait than this is the tick's: a countdown sits unacknowledged in a worker meanwhile.
MAX_RESUME_SECONDS = 600


@shared_task(
    name="research.harvest_owner",
    acks_late=True,
    soft_time_limit=STEP_SOFT_LIMIT,
    time_limit=STEP_TIME_LIMIT,
)
def harvest_owner(owner_id: int) -> dict[str, Any]:
    """One harvest step for one owner; returns what it did (StepResult.as_dict())."""
    owner = get_user_model().objects.filter(pk=owner_id).first()
    if owner is None:
        return {}  # the account was erased since the step was queued
    result = harvest.harvest_step(owner)
    if result.done and owner.get_username() == settings.WAREHOUSE_ACCOUNT:
        # The world's new sees name their provinces: follow them (database work only).
        world.discover()
    if result.stopped in RESUMED_STOPS and result.left_due and result.calls:
        resume_owner(owner_id)
    return result.as_dict()


def resume_owner(owner_id: int) -> bool:
    """Queue the owner's next step for when its minute's calls (or upstream's wait) allow two
    calls again. False when nothing was queued: the tick takes the owner up instead."""
    try:
        wait = Pacing(owner_id).wait_seconds(CALLS_PER_ENTRY)
    except RedisError:
        logger.warning("research harvest of user %s not resumed: Redis unavailable", owner_id)
        return False
    if wait > MAX_RESUME_SECONDS:
        return False
    return queue_owner(owner_id, countdown=wait + RESUME_MARGIN_SECONDS)


@shared_task(name="research.harvest_tick", acks_late=True, soft_time_limit=60, time_limit=90)
def harvest_tick() -> list[int]:
    """Queue one step for every owner with due entries; returns the owners queued."""
    owners = list(harvest.owners_with_due_entries().values_list("pk", flat=True))
    return [owner_id for owner_id in owners if queue_owner(owner_id)]


def queue_owner(owner_id: int, countdown: int | None = None) -> bool:
    """Queue a step for the owner (after `countdown` seconds). False when the broker is down
    (nothing was queued)."""
    try:
        # Nothing reads a queued step's result (the database says what it did), and asking
        # for one would make Celery reach its result store first, which, with Redis down,
        # raises after its own retries instead of the broker's OperationalError below.
        harvest_owner.apply_async((owner_id,), countdown=countdown, ignore_result=True)
    except (OperationalError, RedisConnectionError):
        # The entries stay due in the database: the next tick queues the owner again.
        logger.warning("research harvest of user %s not queued: broker unavailable", owner_id)
        return False
    return True


def queue_harvest(owner: AbstractBaseUser) -> bool:
    """Queue one step for `owner` now (entries added, "Refresh now"). False when the broker is
    down: nothing is lost, the beat tick finds the due entries within a minute."""
    return queue_owner(owner.pk)


@shared_task(name="research.world_discover", acks_late=True, soft_time_limit=120, time_limit=150)
def world_discover() -> int:
    """Add the world collection's new lines (portal.research.world), then queue its owner's
    harvest step; returns how many lines were added."""
    added = world.discover()
    found = world.world_collection()
    if found is not None:
        queue_owner(found.owner_id)
    return added
