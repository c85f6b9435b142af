"""The shared cache of reference data (the same answer for every user), with a last good copy.

Two entries per request: a fresh one with a TTL that fits the kind of data, and a long-lived
"last good copy" served (marked stale) when upstream is down, rate-limited or unreadable.
Values are plain JSON-able dicts of what upstream said, never pickled result classes, so a
code change never breaks reading old entries. Keys hash the skill and normalised arguments;
no token or account id ever reaches a key or a value. Per-user answers are never cached.
"""

# Reference: docs/architecture.md "How data flows" (1); docs/security.md §5.

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.cache import cache
from redis.exceptions import RedisError

logger = logging.getLogger("portal.magisterium")

KEY_VERSION = 1
HOUR = 3600
# Fresh-copy lifetimes per skill. Documents, profiles and statistics change rarely; search
# ranking can shift; readings for a date are fixed but a correction should show within hours.
TTL_SECONDS: dict[str, int] = {
    "document_fetch": 24 * HOUR,
    "document_search": 1 * HOUR,
    "liturgical_readings": 6 * HOUR,
    "saints_of_the_day": 6 * HOUR,
    "saint_lookup": 24 * HOUR,
    "person_lookup": 24 * HOUR,
    "pope_lookup": 24 * HOUR,
    "diocese_lookup": 24 * HOUR,
    "diocese_statistics_lookup": 24 * HOUR,
}
# "Nothing found" answers are kept briefly: upstream data may be added soon after.
NOT_FOUND_TTL = 10 * 60
LAST_GOOD_TTL = 14 * 24 * HOUR


@dataclass(frozen=True)
class Entry:
    payload: dict[str, Any]
    fetched_at: datetime


def enabled() -> bool:
    return bool(getattr(settings, "MAGISTERIUM_CACHE_ENABLED", True))


def key(skill_id: str, args: dict[str, Any], *, last_good: bool = False) -> str:
    """`magisterium:v1:<skill>:<fresh|good>:<sha256 of the normalised arguments>`."""
    canonical = json.dumps(args, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(f"{skill_id}\n{canonical}".encode()).hexdigest()[:40]
    kind = "good" if last_good else "fresh"
    return f"magisterium:v{KEY_VERSION}:{skill_id}:{kind}:{digest}"


def _read(cache_key: str) -> Entry | None:
    try:
        value = cache.get(cache_key)
    except RedisError:
        logger.warning("cache unavailable on read (Redis error)", exc_info=True)
        return None
    return _entry(value)


def _entry(value: Any) -> Entry | None:
    # Anything not in today's shape (an older format, a foreign value) is a miss, not an error.
    if not isinstance(value, dict) or not isinstance(value.get("payload"), dict):
        return None
    try:
        fetched_at = datetime.fromisoformat(value["fetched_at"])
    except (KeyError, TypeError, ValueError):
        return None
    return Entry(payload=value["payload"], fetched_at=fetched_at)


def fresh(skill_id: str, args: dict[str, Any]) -> Entry | None:
    return _read(key(skill_id, args)) if enabled() else None


def fresh_many(skill_id: str, many_args: list[dict[str, Any]]) -> list[Entry | None]:
    """`fresh` for several argument sets in one round trip to Redis, in the same order."""
    if not enabled() or not many_args:
        return [None] * len(many_args)
    keys = [key(skill_id, args) for args in many_args]
    try:
        found = cache.get_many(keys)
    except RedisError:
        logger.warning("cache unavailable on read (Redis error)", exc_info=True)
        return [None] * len(many_args)
    return [_entry(found.get(k)) for k in keys]


def last_good(skill_id: str, args: dict[str, Any]) -> Entry | None:
    return _read(key(skill_id, args, last_good=True)) if enabled() else None


def store(
    skill_id: str,
    args: dict[str, Any],
    payload: dict[str, Any],
    *,
    found: bool,
    fetched_at: datetime,
) -> None:
    """Keep `payload` as the fresh copy (and, when something was found, the last good copy)."""
    if not enabled():
        return
    value = {"payload": payload, "fetched_at": fetched_at.isoformat()}
    try:
        if found:
            cache.set(key(skill_id, args), value, timeout=TTL_SECONDS[skill_id])
            cache.set(key(skill_id, args, last_good=True), value, timeout=LAST_GOOD_TTL)
        else:
            cache.set(key(skill_id, args), value, timeout=NOT_FOUND_TTL)
    except RedisError:
        logger.warning("cache unavailable on write (Redis error)", exc_info=True)


def forget(skill_id: str, args: dict[str, Any]) -> None:
    """Drop the fresh copy (e.g. after a prefetch corrected the data); keep the last good one."""
    try:
        cache.delete(key(skill_id, args))
    except RedisError:
        logger.warning("cache unavailable on delete (Redis error)", exc_info=True)
