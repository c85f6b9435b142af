"""Upstream calls that a page may stop waiting for: a few threads per process.

Inside a time budget (`portal.magisterium.budget`) a skill call runs on one of these threads
and the caller waits only as long as the budget allows. A reference-data call then goes on
under the long timeout (MAGISTERIUM_TIMEOUT) and stores its answer in the shared cache, so a
slow upstream still refreshes the copy the next visitor gets. Outside a budget (Celery,
management commands) calls run in the caller's thread, as before.

The threads touch Redis and the network only, never the database; the pool is built on first
use in each process and forgotten in a forked child, like the httpx client (`per_process`).
"""

# Reference: docs/security.md §14 (time budgets; clients rebuilt after fork).

from __future__ import annotations

import contextvars
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TypeVar

from django.db import connections

from portal.magisterium import budget, errors
from portal.magisterium.per_process import PerProcess

logger = logging.getLogger("portal.magisterium")

T = TypeVar("T")

# Calls in flight at once per process. Beyond it nothing queues (a queue behind a slow upstream
# only grows): the caller serves its last good copy or calls within its own budget instead.
MAX_THREADS = 16


class _Calls:
    """This process's background threads and the calls on them: `in_flight` and
    `running_keys` are guarded by `idle`."""

    def __init__(self) -> None:
        # No thread starts before the first call is submitted.
        self.executor = ThreadPoolExecutor(
            max_workers=MAX_THREADS, thread_name_prefix="magisterium-call"
        )
        self.slots = threading.BoundedSemaphore(MAX_THREADS)
        self.idle = threading.Condition()
        self.in_flight = 0
        self.running_keys: set[str] = set()

    def finished(self, key: str | None) -> None:
        self.slots.release()
        with self.idle:
            self.in_flight -= 1
            if key is not None:
                self.running_keys.discard(key)
            self.idle.notify_all()


# A forked child starts with none of the parent's threads, counts or locks.
_calls: PerProcess[_Calls] = PerProcess(
    _Calls, close=lambda calls: calls.executor.shutdown(wait=False)
)


def _run(call: Callable[[], T], calls: _Calls, key: str | None) -> T:
    try:
        return call()
    finally:
        # Nothing here opens a database connection; should a change ever make it, the
        # connection is this thread's own and must not outlive the call.
        connections.close_all()
        calls.finished(key)


def submit(
    call: Callable[[], T], *, carry_budget: bool = False, key: str | None = None
) -> Future[T] | None:
    """Start `call()` on a background thread; None when every thread is busy, or when a call
    with the same `key` is still running (one refresh of a cached answer at a time).

    The thread runs in a fresh context (no time budget: the long timeout applies) unless
    `carry_budget`, when it gives up at the caller's deadline too.
    """
    calls = _calls.get()
    with calls.idle:
        if key is not None and key in calls.running_keys:
            return None
        if not calls.slots.acquire(blocking=False):
            return None
        calls.in_flight += 1
        if key is not None:
            calls.running_keys.add(key)
    context = contextvars.copy_context() if carry_budget else contextvars.Context()
    try:
        return calls.executor.submit(context.run, _run, call, calls, key)
    except RuntimeError:  # the interpreter is shutting down
        calls.finished(key)
        return None


def call_within_budget(
    call: Callable[[], T],
    *,
    wait_at_most: float | None = None,
    carry_budget: bool = False,
    inline_when_busy: bool = True,
    key: str | None = None,
) -> T:
    """`call()`, waiting no longer than the current time budget (or `wait_at_most`, if sooner).

    Without a budget the call simply runs here. With one it runs on a background thread and
    UpstreamTimedOut is raised when the wait is over; the call itself goes on. When every
    thread is busy (or the same `key` is already being fetched), the call runs here within
    the budget (`inline_when_busy`) or UpstreamTimedOut is raised at once (the caller has a
    copy to serve instead).
    """
    left = budget.remaining()
    if left is None:
        return call()
    if left <= 0:
        raise errors.UpstreamTimedOut("the time budget was spent before the call")
    wait = left if wait_at_most is None else min(left, wait_at_most)
    future = submit(call, carry_budget=carry_budget, key=key)
    if future is None:
        if inline_when_busy:
            logger.warning("no background thread free; the call runs in the caller's thread")
            return call()  # the transport keeps to the remaining budget itself
        raise errors.UpstreamTimedOut("no background thread free, or this answer is on its way")
    try:
        return future.result(timeout=wait)
    except FutureTimeout:
        raise errors.UpstreamTimedOut(f"no answer within {wait:.1f} s") from None


def wait_idle(timeout: float) -> bool:
    """Block until no background call is in flight (tests, shutdown); False on timeout."""
    calls = _calls.get()
    with calls.idle:
        return calls.idle.wait_for(lambda: calls.in_flight == 0, timeout=timeout)
