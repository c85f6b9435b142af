"""Upstream calls that a page may stop waiting for: a few threads per process.

Inside a time budget (`portal.magisterium.budget`) a skill call runs on one of these threads
and the caller waits only as long as the budget allows. A reference-data call then goes on
under the long timeout (MAGISTERIUM_TIMEOUT) and stores its answer in the shared cache, so a
slow upstream still refreshes the copy the next visitor gets. Outside a budget (Celery,
management commands) calls run in the caller's thread, as before.

The threads touch Redis and the network only, never the database; the pool is built on first
use in each process and forgotten in a forked child, like the httpx client.
"""

# Reference: docs/security.md §14 (time budgets; clients rebuilt after fork).

from __future__ import annotations

import contextvars
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import TypeVar

from django.db import connections

from portal.magisterium import budget, errors

logger = logging.getLogger("portal.magisterium")

T = TypeVar("T")

# Calls in flight at once per process. Beyond it nothing queues (a queue behind a slow upstream
# only grows): the caller serves its last good copy or calls within its own budget instead.
MAX_THREADS = 16

_executor: ThreadPoolExecutor | None = None
_executor_pid: int | None = None
_lock = threading.Lock()
_slots = threading.BoundedSemaphore(MAX_THREADS)
_idle = threading.Condition()
_in_flight = 0
_running_keys: set[str] = set()  # guarded by _idle


def _pool() -> ThreadPoolExecutor:
    global _executor, _executor_pid
    with _lock:
        if _executor is None or _executor_pid != os.getpid():
            _executor = ThreadPoolExecutor(
                max_workers=MAX_THREADS, thread_name_prefix="magisterium-call"
            )
            _executor_pid = os.getpid()
        return _executor


def _forget_pool_after_fork() -> None:
    # The parent's threads do not exist in the child; its locks may have been held at fork time.
    global _executor, _executor_pid, _lock, _slots, _idle, _in_flight, _running_keys
    _executor, _executor_pid = None, None
    _lock = threading.Lock()
    _slots = threading.BoundedSemaphore(MAX_THREADS)
    _idle = threading.Condition()
    _in_flight = 0
    _running_keys = set()


os.register_at_fork(after_in_child=_forget_pool_after_fork)


def _finished(slots: threading.BoundedSemaphore, key: str | None) -> None:
    global _in_flight
    slots.release()
    with _idle:
        _in_flight -= 1
        if key is not None:
            _running_keys.discard(key)
        _idle.notify_all()


def _run(call: Callable[[], T], slots: threading.BoundedSemaphore, key: str | None) -> T:
    try:
        return call()
    finally:
        # Nothing here opens a database connection; should a change ever make it, the
        # connection is this thread's own and must not outlive the call.
        connections.close_all()
        _finished(slots, key)


def submit(
    call: Callable[[], T], *, carry_budget: bool = False, key: str | None = None
) -> Future[T] | None:
    """Start `call()` on a background thread; None when every thread is busy, or when a call
    with the same `key` is still running (one refresh of a cached answer at a time).

    The thread runs in a fresh context (no time budget: the long timeout applies) unless
    `carry_budget`, when it gives up at the caller's deadline too.
    """
    global _in_flight
    slots = _slots
    with _idle:
        if key is not None and key in _running_keys:
            return None
        if not slots.acquire(blocking=False):
            return None
        _in_flight += 1
        if key is not None:
            _running_keys.add(key)
    context = contextvars.copy_context() if carry_budget else contextvars.Context()
    try:
        return _pool().submit(context.run, _run, call, slots, key)
    except RuntimeError:  # the interpreter is shutting down
        _finished(slots, key)
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
    with _idle:
        return _idle.wait_for(lambda: _in_flight == 0, timeout=timeout)
