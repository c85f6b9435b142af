"""The one way the portal takes a Redis lock: a date's fetch, the prefetch pass, a person's token
refresh, a person's harvest step and their erase all hold their lock through `redis_lock`.

Every lock has a timeout, so one left by a killed process frees itself. Taking it either
succeeds, or says why not: `LockBusy` (someone else holds it, and for how long still) or
`LockUnavailable` (Redis cannot be reached); each caller decides what that means for its job.
Letting go never raises: a lock that expired before its holder finished, or that cannot be
released because Redis is down, is logged once as a warning, with the same words for every
lock, and left to expire.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol, cast

from django.core.cache import cache
from redis.exceptions import LockError, RedisError
from redis.lock import Lock

logger = logging.getLogger(__name__)


class _RedisCache(Protocol):
    """What django-redis's cache (config/settings.py CACHES) adds to Django's `BaseCache`:
    the two methods used here, as django-redis's default client declares them."""

    def lock(self, key: str, *, timeout: float | None = None) -> Lock: ...

    def ttl(self, key: str) -> int | None: ...


class LockBusy(Exception):
    """Another process holds the lock; it frees itself within `retry_after` seconds."""

    def __init__(self, name: str, retry_after: float) -> None:
        super().__init__(f"{name} is held by another process")
        self.retry_after = retry_after


class LockUnavailable(Exception):
    """Redis could not be reached to take the lock."""


@contextmanager
def redis_lock(key: str, *, timeout: float, wait: float = 0, name: str = "") -> Iterator[None]:
    """Hold the lock `key` for at most `timeout` seconds, waiting up to `wait` seconds for it.

    `name` is what the log calls it (`key` by default): a lock keyed by a person's id is named
    by something that does not identify them where that matters (an erase).
    """
    name = name or key
    # Django types `cache` as a BaseCache, and django-redis ships no type hints: say which
    # cache the settings configure.
    redis_cache = cast(_RedisCache, cache)
    lock = redis_cache.lock(key, timeout=timeout)
    try:
        acquired = lock.acquire(blocking=wait > 0, blocking_timeout=wait or None)
    except RedisError as error:
        raise LockUnavailable(f"{name}: Redis unavailable") from error
    if not acquired:
        try:
            left = redis_cache.ttl(key)
        except RedisError:
            left = None
        raise LockBusy(name, retry_after=max(left or 0, 1))
    try:
        yield
    finally:
        try:
            lock.release()
        except LockError:
            # It expired first (timeouts outlive their holders' own limits, so this takes a
            # frozen process): another process may hold it now, and it stays theirs.
            logger.warning("lock %s expired before its holder finished", name)
        except RedisError:
            logger.warning("lock %s left to expire: Redis unavailable", name)
