"""Every cached copy of reference data the door keeps: the shared cache (the same answer for
every user) with a last good copy, and this process's own results rebuilt from it.

Two entries per request: a fresh one with a TTL that fits the kind of data, and a long-lived
"last good copy" served (marked stale) when upstream is down, rate-limited or unreadable.
Beside the fresh copy a small version entry (when it was fetched, under which caps) lets a
process that already rebuilt that copy learn it is still current without reading it again.
Values are plain JSON-able dicts of what upstream said, never pickled result classes, so a
code change never breaks reading old entries. Keys hash the skill and normalised arguments;
no token or account id ever reaches a key or a value. Per-user answers are never cached.

The process's own copies (`rebuilt`, `remember_rebuilt`) are results already built from a
fresh copy, kept by cache key with that copy's version: for a key remembered here a read asks
Redis for the small version entry alone, so a comparison of six long series neither transfers
nor parses them on every view. `make bench` measures what it saves (docs/performance.md);
MAGISTERIUM_PROCESS_COPIES=0 switches it off.
"""

# Reference: docs/architecture.md "How data flows" (1); docs/security.md §5.

from __future__ import annotations

import enum
import hashlib
import json
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django_redis.client import DefaultClient
from redis.exceptions import RedisError

from portal.magisterium.per_process import PerProcess

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
class Version:
    """Which copy a fresh entry holds: when it was fetched and the caps it was cut to."""

    fetched_at: datetime
    caps: str | None


@dataclass(frozen=True)
class Entry:
    payload: dict[str, Any]
    fetched_at: datetime

    @property
    def version(self) -> Version:
        caps = self.payload.get("caps")
        return Version(fetched_at=self.fetched_at, caps=caps if isinstance(caps, str) else None)


def enabled() -> bool:
    return bool(getattr(settings, "MAGISTERIUM_CACHE_ENABLED", True))


class Copy(enum.StrEnum):
    """Which of a request's two entries a key names; the value is that part of the key."""

    FRESH = "fresh"
    LAST_GOOD = "good"


def key(skill_id: str, args: dict[str, Any], copy: Copy = Copy.FRESH) -> str:
    """`magisterium:v1:<skill>:<fresh|good>:<sha256 of the normalised arguments>`."""
    canonical = json.dumps(args, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(f"{skill_id}\n{canonical}".encode()).hexdigest()[:40]
    return f"magisterium:v{KEY_VERSION}:{skill_id}:{copy.value}:{digest}"


def version_key(fresh_key: str) -> str:
    """The version entry beside the fresh copy under `fresh_key` (same TTL, written with it);
    a pattern that matches fresh copies (`magisterium:*:fresh:*`) matches it too."""
    return f"{fresh_key}:version"


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


def _version(value: Any) -> Version | None:
    if not isinstance(value, dict) or not isinstance(value.get("fetched_at"), str):
        return None
    caps = value.get("caps")
    try:
        fetched_at = datetime.fromisoformat(value["fetched_at"])
    except ValueError:
        return None
    return Version(fetched_at=fetched_at, caps=caps if isinstance(caps, str) else None)


def fresh(skill_id: str, args: dict[str, Any]) -> Entry | None:
    return _read(key(skill_id, args)) if enabled() else None


def fresh_many(skill_id: str, many_args: list[dict[str, Any]]) -> list[Entry | None]:
    """`fresh` for several argument sets in one round trip to Redis, in the same order."""
    if not enabled() or not many_args:
        return [None] * len(many_args)
    found = read_fresh([key(skill_id, args) for args in many_args], versions_of=set())
    return [entry if isinstance(entry, Entry) else None for entry in found]


def read_fresh(keys: list[str], *, versions_of: set[str]) -> list[Entry | Version | None]:
    """For each fresh-copy key, in one round trip to Redis: its `Version` alone when the key
    is in `versions_of` (a few bytes instead of the copy), otherwise its `Entry`; None where
    there is none (or it is unreadable)."""
    if not enabled() or not keys:
        return [None] * len(keys)
    wanted = [version_key(k) if k in versions_of else k for k in keys]
    try:
        found = cache.get_many(wanted)
    except RedisError:
        logger.warning("cache unavailable on read (Redis error)", exc_info=True)
        return [None] * len(keys)
    return [
        _version(found.get(w)) if k in versions_of else _entry(found.get(w))
        for k, w in zip(keys, wanted, strict=True)
    ]


def last_good(skill_id: str, args: dict[str, Any]) -> Entry | None:
    return _read(key(skill_id, args, Copy.LAST_GOOD)) if enabled() else None


def store(
    skill_id: str,
    args: dict[str, Any],
    payload: dict[str, Any],
    *,
    found: bool,
    fetched_at: datetime,
) -> None:
    """Keep `payload` as the fresh copy with its version (and, when something was found, as
    the last good copy): one round trip to Redis, the copy serialised once."""
    if not enabled():
        return
    value = {"payload": payload, "fetched_at": fetched_at.isoformat()}
    version = {"fetched_at": value["fetched_at"], "caps": payload.get("caps")}
    fresh_key = key(skill_id, args)
    seconds = TTL_SECONDS[skill_id] if found else NOT_FOUND_TTL
    writes = [(fresh_key, value, seconds), (version_key(fresh_key), version, seconds)]
    if found:
        writes.append((key(skill_id, args, Copy.LAST_GOOD), value, LAST_GOOD_TTL))
    try:
        _write(writes)
    except RedisError:
        logger.warning("cache unavailable on write (Redis error)", exc_info=True)


def _write(writes: list[tuple[str, Any, int]]) -> None:
    """Each (key, value, seconds) set at once: with django-redis's default client in one
    MULTI/EXEC (the copy and its version expire together), each distinct value serialised
    once, as its `set` would store it; any other cache or client through `cache.set`."""
    client = getattr(cache, "client", None)
    if type(client) is not DefaultClient:  # a herd or sharded client stores values its own way
        for cache_key, value, seconds in writes:
            cache.set(cache_key, value, timeout=seconds)
        return
    encoded: dict[int, Any] = {}
    with client.get_client(write=True).pipeline(transaction=True) as pipe:
        for cache_key, value, seconds in writes:
            if id(value) not in encoded:
                encoded[id(value)] = client.encode(value)
            pipe.set(client.make_key(cache_key), encoded[id(value)], px=seconds * 1000)
        pipe.execute()


def forget(skill_id: str, args: dict[str, Any]) -> None:
    """Drop the fresh copy (e.g. after a prefetch corrected the data); keep the last good one."""
    fresh_key = key(skill_id, args)
    try:
        cache.delete_many([fresh_key, version_key(fresh_key)])
    except RedisError:
        logger.warning("cache unavailable on delete (Redis error)", exc_info=True)


# --- This process's own copies ----------------------------------------------------------------

# Results rebuilt from cached copies (or fetched and stored by this process), by cache key: the
# copy's version (when it was fetched, under which caps), the caps in force when the result was
# made, and the result. A remembered result is exactly what rebuilding that copy under today's
# caps would give.
_REBUILT_MAX = 128


class _Rebuilt:
    """This process's results by cache key, oldest first (`entries` guarded by `lock`)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.entries: OrderedDict[str, tuple[Version, str, Any]] = OrderedDict()


# A forked child starts empty: it rebuilds from the shared copies as it reads them.
_rebuilt: PerProcess[_Rebuilt] = PerProcess(_Rebuilt)


def forget_process_copies() -> None:
    """Drop this process's rebuilt results (the shared copies they came from were emptied:
    a test's clean cache, an operator's flush)."""
    _rebuilt.reset()


def _process_copies() -> bool:
    return bool(getattr(settings, "MAGISTERIUM_PROCESS_COPIES", True))


def rebuilt_keys(keys: list[str]) -> set[str]:
    """Which of `keys` this process holds a rebuilt result for (read their versions only)."""
    if not _process_copies():
        return set()
    held = _rebuilt.get()
    with held.lock:
        return {k for k in keys if k in held.entries}


def rebuilt(cache_key: str, version: Version, caps_in_force: str) -> Any | None:
    """The result this process built from the copy `version` of `cache_key` under the caps
    in force now, or None."""
    if not _process_copies():
        return None
    held = _rebuilt.get()
    with held.lock:
        found = held.entries.get(cache_key)
        if found is None or found[0] != version or found[1] != caps_in_force:
            return None
        held.entries.move_to_end(cache_key)
        return found[2]


def remember_rebuilt(cache_key: str, version: Version, caps_in_force: str, result: Any) -> None:
    if not _process_copies():
        return
    held = _rebuilt.get()
    with held.lock:
        held.entries[cache_key] = (version, caps_in_force, result)
        held.entries.move_to_end(cache_key)
        while len(held.entries) > _REBUILT_MAX:
            held.entries.popitem(last=False)
