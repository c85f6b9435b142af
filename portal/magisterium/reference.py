"""How a call is answered: the per-user throttle, and for reference data the shared cache.

Reference data (documents, search, readings, martyrology, look-ups, statistics) is the same for
every user: fresh copy in the shared cache → otherwise upstream (within the page's time budget,
the rest of the call going on in the background to refresh the cache) → on an outage, a rate
limit or an unreadable answer, the last good copy. Each result says which of the three answered
(`Origin`). catholic_qa answers are per user and only ever `send`.
"""

# Reference: docs/architecture.md "How data flows" (1); docs/upstream.md §6 (rate pools).

from __future__ import annotations

import enum
import logging
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from pydantic import TypeAdapter, ValidationError

from portal.magisterium import (
    background,
    budget,
    cache,
    errors,
    limits,
    telemetry,
    throttle,
    transport,
    wire,
)
from portal.magisterium.artifacts import Builder, R, artifact_parts, found_something
from portal.magisterium.results import Origin
from portal.magisterium.tokens import Copies, UserToken

logger = logging.getLogger("portal.magisterium")

_PARTS = TypeAdapter(list[wire.Part])

# Failures for which yesterday's answer beats an error page (docs/architecture.md, data flow 1).
SERVE_EARLIER_COPY_ON = (
    errors.UpstreamUnavailable,
    errors.MalformedResponse,
    errors.RateLimited,
    errors.TaskFailed,
    errors.UpstreamIncompatible,  # upstream moved to a protocol the door does not speak yet
)


def send(
    token: UserToken,
    skill_id: str,
    parts: Sequence[wire.TextPart | wire.DataPart],
    *,
    context_id: str | None = None,
) -> wire.Task:
    """Throttle, then message/send; an upstream 429 is remembered so we stop asking early."""
    throttle.acquire(token, skill_id)
    try:
        return transport.message_send(
            access_token=token.access_token, skill_id=skill_id, parts=parts, context_id=context_id
        )
    except errors.RateLimited as error:
        throttle.block(token, skill_id, error.retry_after)
        raise


def _from_entry(
    entry: cache.Entry, skill_id: str, build: Builder[R], *, origin: Origin
) -> R | None:
    """Rebuild a result from a cached copy; an unreadable copy counts as a miss."""
    try:
        parts: Sequence[wire.Part] = _PARTS.validate_python(entry.payload["parts"])
        # A copy stored under other caps (or before there were any) is cut on the way out; one
        # stored under today's caps already is, and walking a large series again costs more
        # than the rest of the read.
        if entry.payload.get("caps") != limits.caps_in_force(skill_id):
            parts = limits.cap_parts(parts, skill_id=skill_id)
        result = build(parts, entry.fetched_at)
    except (KeyError, ValidationError, errors.MalformedResponse):
        logger.warning("ignoring an unreadable cached copy")
        return None
    return replace(result, origin=origin)


def _payload(
    parts: Sequence[wire.TextPart | wire.DataPart],
    skill_id: str,
    *,
    dumped: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """The cacheable (JSON-able) form of an artifact's parts, with the caps they were cut to;
    `dumped` is that form already made by the capping walk (`limits.cap_and_dump`)."""
    try:
        if dumped is None:
            dumped = _PARTS.dump_python(list(parts), mode="json", by_alias=True, exclude_none=True)
        return {"parts": dumped, "caps": limits.caps_in_force(skill_id)}
    except (ValueError, RecursionError):
        # Only absurd nesting gets here; no page could show such an answer either.
        raise errors.MalformedResponse("answer nested too deeply") from None


def _hit(entry: cache.Entry, skill_id: str, cache_key: str, build: Builder[R]) -> R | None:
    version = entry.version
    # Remembered under this very key, so built by this key's builder: an R (the key holds the
    # skill and its arguments, which decide the builder).
    in_force = limits.caps_in_force(skill_id)
    result: R | None = cache.rebuilt(cache_key, version, in_force)
    if result is not None:
        return result
    result = _from_entry(entry, skill_id, build, origin=Origin.CACHE)
    if result is not None:
        cache.remember_rebuilt(cache_key, version, in_force, result)
    return result


def cached_answer(*, skill_id: str, cache_args: dict[str, Any], build: Builder[R]) -> R | None:
    """The fresh shared copy (`Origin.CACHE`), or None: asks nobody, takes no throttle slot."""
    return cached_answers(skill_id=skill_id, requests=[(cache_args, build)])[0]


def cached_answers(
    *, skill_id: str, requests: list[tuple[dict[str, Any], Builder[R]]]
) -> list[R | None]:
    """`cached_answer` for several (cache arguments, builder) pairs: one read from Redis, of
    the version entry alone where this process remembers a result for the key; a second read
    only for copies other than the remembered ones."""
    keys = [cache.key(skill_id, cache_args) for cache_args, _build in requests]
    known = cache.rebuilt_keys(keys)
    found = cache.read_fresh(keys, versions_of=known)
    results: list[R | None] = [None] * len(keys)
    again = []
    for index, got in enumerate(found):
        if isinstance(got, cache.Entry):
            results[index] = _hit(got, skill_id, keys[index], requests[index][1])
        elif keys[index] in known:
            # Another copy than the remembered one, a missing or unreadable version entry (a
            # copy stored before there were any), or none at all: the copy itself decides.
            in_force = limits.caps_in_force(skill_id)
            remembered = None if got is None else cache.rebuilt(keys[index], got, in_force)
            if remembered is None:
                again.append(index)
            results[index] = remembered
    if again:
        entries = cache.read_fresh([keys[i] for i in again], versions_of=set())
        for index, entry in zip(again, entries, strict=True):
            if isinstance(entry, cache.Entry):
                results[index] = _hit(entry, skill_id, keys[index], requests[index][1])
    if telemetry.observed():
        hits = sum(result is not None for result in results)
        telemetry.emit_cache_lookups(hits=hits, misses=len(results) - hits)
    return results


class FreshCopy(enum.Enum):
    """What a reference call does with the shared cache's fresh copy before asking upstream."""

    READ = "read"  # answer from it when there is one
    SKIP = "skip"  # not read: none a moment ago, or this owner may not read it yet
    DROP = "drop"  # dropped, so that upstream is asked (a connection check)


def _fresh_copy(copies: Copies, *, from_upstream: bool, after_miss: bool) -> FreshCopy:
    if from_upstream:
        return FreshCopy.DROP
    # Kept copies are paid data: the token says whether this owner may read them.
    if after_miss or copies is not Copies.ALL:
        return FreshCopy.SKIP
    return FreshCopy.READ


def reference_call(
    token: UserToken,
    *,
    skill_id: str,
    cache_args: dict[str, Any],
    parts: Sequence[wire.TextPart | wire.DataPart],
    build: Builder[R],
    from_upstream: bool = False,
    after_cache_miss: bool = False,
) -> R:
    """The answer from the fresh shared copy, upstream, or the last good copy (see above).

    `from_upstream` drops the fresh copy first, so upstream is asked (a connection check);
    should upstream fail, the last good copy still answers, marked `Origin.EARLIER_COPY`.
    `after_cache_miss`: the caller read the fresh copy a moment ago and found none, so it is
    not read again.
    """
    fresh = _fresh_copy(token.copies, from_upstream=from_upstream, after_miss=after_cache_miss)
    if fresh is FreshCopy.DROP:
        cache.forget(skill_id, cache_args)
    elif fresh is FreshCopy.READ:
        result = cached_answer(skill_id=skill_id, cache_args=cache_args, build=build)
        if result is not None:
            return result  # a hit needs no upstream call and no throttle slot

    def refresh() -> R:
        """Ask upstream and keep the answer; on a background thread it outlives the page."""
        fetched_at = datetime.now(UTC)
        fetched = artifact_parts(send(token, skill_id, parts), skill_id)
        answer_parts, dumped = limits.cap_and_dump(fetched, skill_id=skill_id)
        payload = _payload(answer_parts, skill_id, dumped=dumped)
        result = replace(build(answer_parts, fetched_at), origin=Origin.UPSTREAM)
        cache.store(
            skill_id, cache_args, payload, found=found_something(result), fetched_at=fetched_at
        )
        if cache.enabled():
            # What rebuilding the copy just stored would give: the next read here needs only
            # its version entry.
            cache.remember_rebuilt(
                cache.key(skill_id, cache_args),
                cache.Version(fetched_at=fetched_at, caps=payload["caps"]),
                limits.caps_in_force(skill_id),
                replace(result, origin=Origin.CACHE),
            )
        return result

    def last_good_copy() -> R | None:
        if token.copies is Copies.NONE:
            return None
        good = cache.last_good(skill_id, cache_args)
        if good is None:
            return None
        return _from_entry(good, skill_id, build, origin=Origin.EARLIER_COPY)

    # Inside a time budget (a page a person waits on), a last good copy is worth waiting for
    # only a moment: a slow upstream then serves the copy while `refresh` finishes behind it.
    copy = last_good_copy() if budget.remaining() is not None else None
    try:
        return background.call_within_budget(
            refresh,
            wait_at_most=float(settings.MAGISTERIUM_STALE_AFTER) if copy is not None else None,
            inline_when_busy=copy is None,
            # With a copy to show, one refresh at a time is enough: later visitors get the copy.
            key=cache.key(skill_id, cache_args) if copy is not None else None,
        )
    except SERVE_EARLIER_COPY_ON as error:
        if copy is None and budget.remaining() is None:
            copy = last_good_copy()
        if copy is not None:
            logger.info("%s: serving the last good copy after %s", skill_id, type(error).__name__)
            telemetry.emit_cache(telemetry.CacheResult.STALE)
            return copy
        raise
