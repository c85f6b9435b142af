"""What the door tells an observer: each upstream call's end, each shared-cache look-up and each
rate-limit refusal. The door knows nothing of who listens (`portal.ops` registers one at start-up,
as `portal.accounts` registers the token source) and nothing here may slow or break a page.

    register_observer(observer)        # at start-up
    emit_call("pope_lookup", Outcome.OK, 0.21)
    emit_cache(CacheResult.STALE)
    emit_cache_lookups(hits=5, misses=1)
    emit_refusal(Refusal.LOCAL)

With no observer registered every `emit_*` returns at once: no clock read, no I/O. An observer
that raises is logged at DEBUG and otherwise ignored. Observers are told the enums' values.
"""

# Reference: docs/architecture.md "The door" (the ground floor imports nothing above it).

from __future__ import annotations

import enum
import logging
from collections.abc import Mapping
from typing import Protocol

from portal.magisterium import errors

logger = logging.getLogger("portal.magisterium")


class Outcome(enum.StrEnum):
    """How a call ended, for counting: a small fixed set, so no label ever holds user data."""

    OK = "ok"
    NOT_FOUND = "not_found"
    RATE_LIMITED = "rate_limited"
    UNAUTHORIZED = "unauthorized"
    PLAN_REQUIRED = "plan_required"
    TIMEOUT = "timeout"
    UNAVAILABLE = "unavailable"
    BAD_ANSWER = "bad_answer"
    ERROR = "error"


class CacheResult(enum.StrEnum):
    """What a shared-cache look-up found."""

    HIT = "hit"
    MISS = "miss"
    STALE = "stale"  # upstream failed after a miss: the last good copy was served


class Refusal(enum.StrEnum):
    """Whose limit refused a call for its rate."""

    LOCAL = "local"  # our own throttle
    UPSTREAM = "upstream"  # upstream's 429


# Observers are told the values (plain strings), as they always were.
OUTCOMES = tuple(outcome.value for outcome in Outcome)
CACHE_RESULTS = tuple(result.value for result in CacheResult)
REFUSAL_POOLS = tuple(pool.value for pool in Refusal)


class Observer(Protocol):
    def call(self, skill: str, outcome: str, seconds: float) -> None:
        """An upstream call ended with `outcome` after `seconds`."""
        ...

    def cache(self, counts: Mapping[str, int]) -> None:
        """Shared-cache look-ups: {"hit"|"miss"|"stale": how many}, counts above zero only."""
        ...

    def refusal(self, pool: str) -> None:
        """A call was refused for its rate: by our own throttle ("local") or upstream's 429."""
        ...


# A tuple, replaced whole on (un)registering: emitting reads it without a lock.
_observers: tuple[Observer, ...] = ()


def register_observer(observer: Observer) -> None:
    """Tell the door whom to tell; registering the same observer twice keeps one."""
    global _observers
    if observer not in _observers:
        _observers = (*_observers, observer)


def unregister_observer(observer: Observer) -> None:
    global _observers
    _observers = tuple(o for o in _observers if o is not observer)


def observed() -> bool:
    """True when someone listens: callers skip even timing a call otherwise."""
    return bool(_observers)


def outcome_of(error: BaseException | None) -> Outcome:
    """The outcome an error (None: an answer) counts as."""
    if error is None:
        return Outcome.OK
    # Subclasses before their bases: UpstreamTimedOut is an UpstreamUnavailable.
    for kind, outcome in _OUTCOME_OF_ERROR:
        if isinstance(error, kind):
            return outcome
    return Outcome.ERROR


_OUTCOME_OF_ERROR: tuple[tuple[type[BaseException], Outcome], ...] = (
    (errors.TaskNotFound, Outcome.NOT_FOUND),
    (errors.SkillNotFound, Outcome.NOT_FOUND),
    (errors.RateLimited, Outcome.RATE_LIMITED),
    (errors.Unauthorized, Outcome.UNAUTHORIZED),
    (errors.PlanRequired, Outcome.PLAN_REQUIRED),
    (errors.UpstreamTimedOut, Outcome.TIMEOUT),
    (errors.UpstreamUnavailable, Outcome.UNAVAILABLE),
    (errors.MalformedResponse, Outcome.BAD_ANSWER),
    (errors.UpstreamIncompatible, Outcome.BAD_ANSWER),
)


def _tell(method: str, *args: object) -> None:
    for observer in _observers:
        try:
            getattr(observer, method)(*args)
        except Exception:
            # Counting is never worth a page: the observer's own trouble stays in its logs.
            logger.debug("telemetry observer %r failed on %s", observer, method, exc_info=True)


def emit_call(skill: str, outcome: Outcome, seconds: float) -> None:
    if _observers:
        _tell("call", skill, outcome.value, seconds)


def emit_cache(result: CacheResult, count: int = 1) -> None:
    if _observers and count > 0:
        _tell("cache", {result.value: count})


def emit_cache_lookups(*, hits: int, misses: int) -> None:
    """Several look-ups read together (one Redis read): one event for all of them."""
    if _observers and (hits or misses):
        counts = ((CacheResult.HIT, hits), (CacheResult.MISS, misses))
        _tell("cache", {result.value: n for result, n in counts if n > 0})


def emit_refusal(pool: Refusal) -> None:
    if _observers:
        _tell("refusal", pool.value)
