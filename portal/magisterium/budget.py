"""How long the code running now may wait for upstream: a deadline that callers set, not a setting.

    with magisterium.time_budget(8):   # a page a person waits on
        api.pope_lookup(...)           # gives up (or serves its last good copy) within 8 s

Outside any budget (Celery tasks, management commands) calls wait MAGISTERIUM_TIMEOUT. The
deadline lives in a context variable, so it follows the code that set it and nothing else: a
thread started without copying the context (the background refresh) has no budget.
"""

# Reference: docs/security.md §14 (a short total budget for pages, a longer one for jobs).

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_deadline: ContextVar[float | None] = ContextVar("magisterium_deadline", default=None)


@contextmanager
def time_budget(seconds: float) -> Iterator[None]:
    """Every upstream call inside gives up `seconds` from now; a budget already running that
    ends sooner still wins (a nested budget can only shorten the wait)."""
    deadline = time.monotonic() + max(0.0, float(seconds))
    current = _deadline.get()
    if current is not None:
        deadline = min(deadline, current)
    token = _deadline.set(deadline)
    try:
        yield
    finally:
        _deadline.reset(token)


def deadline() -> float | None:
    """The `time.monotonic()` value at which the current budget runs out; None without one."""
    return _deadline.get()


def remaining() -> float | None:
    """Seconds left in the current budget (0 when spent); None when no budget applies."""
    current = _deadline.get()
    return None if current is None else max(0.0, current - time.monotonic())
