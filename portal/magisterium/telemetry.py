"""What the door tells an observer: each upstream call's end, each shared-cache look-up and each
rate-limit refusal. The door knows nothing of who listens (`portal.ops` registers one at start-up,
as `portal.accounts` registers the token source) and nothing here may slow or break a page.

    register_observer(observer)        # at start-up
    emit_call("pope_lookup", "ok", 0.21)
    emit_cache("stale")
    emit_cache_lookups(hits=5, misses=1)
    emit_refusal("local")

With no observer registered every `emit_*` returns at once: no clock read, no I/O. An observer
that raises is logged at DEBUG and otherwise ignored.
"""

# Reference: docs/architecture.md "The door" (the ground floor imports nothing above it).

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Protocol

from portal.magisterium import errors

logger = logging.getLogger("portal.magisterium")

# How a call ended, for counting: a small fixed set, so no label ever holds user data.
OUTCOMES = (
    "ok",
    "not_found",
    "rate_limited",
    "unauthorized",
    "plan_required",
    "timeout",
    "unavailable",
    "bad_answer",
    "error",
)
CACHE_RESULTS = ("hit", "miss", "stale")
REFUSAL_POOLS = ("local", "upstream")


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


def outcome_of(error: BaseException | None) -> str:
    """The outcome an error (None: an answer) counts as; see OUTCOMES."""
    if error is None:
        return "ok"
    # Subclasses before their bases: UpstreamTimedOut is an UpstreamUnavailable.
    for kind, outcome in _OUTCOME_OF_ERROR:
        if isinstance(error, kind):
            return outcome
    return "error"


_OUTCOME_OF_ERROR: tuple[tuple[type[BaseException], str], ...] = (
    (errors.TaskNotFound, "not_found"),
    (errors.SkillNotFound, "not_found"),
    (errors.RateLimited, "rate_limited"),
    (errors.Unauthorized, "unauthorized"),
    (errors.PlanRequired, "plan_required"),
    (errors.UpstreamTimedOut, "timeout"),
    (errors.UpstreamUnavailable, "unavailable"),
    (errors.MalformedResponse, "bad_answer"),
    (errors.UpstreamIncompatible, "bad_answer"),
)


def _tell(method: str, *args: object) -> None:
    for observer in _observers:
        try:
            getattr(observer, method)(*args)
        except Exception:
            # Counting is never worth a page: the observer's own trouble stays in its logs.
            logger.debug("telemetry observer %r failed on %s", observer, method, exc_info=True)


def emit_call(skill: str, outcome: str, seconds: float) -> None:
    if _observers:
        _tell("call", skill, outcome, seconds)


def emit_cache(result: str, count: int = 1) -> None:
    if _observers and count > 0:
        _tell("cache", {result: count})


def emit_cache_lookups(*, hits: int, misses: int) -> None:
    """Several look-ups read together (one Redis read): one event for all of them."""
    if _observers and (hits or misses):
        _tell("cache", {k: n for k, n in (("hit", hits), ("miss", misses)) if n > 0})


def emit_refusal(pool: str) -> None:
    if _observers:
        _tell("refusal", pool)
