"""One object per process, built on first use and forgotten in a forked child.

    _client = PerProcess(build_client, close=httpx.Client.close)
    _client.get()    # this process's client: built once, shared by its threads
    _client.reset()  # closed and dropped: the next get() builds a new one (tests, shutdown)

What a process holds (a thread pool, a pooled client with its sockets, a lock, a record of
its own calls) must never cross a fork: the parent's threads do not exist in the child, its
sockets are the parent's, and a lock may have been held by another thread at fork time. So a
forked child drops every holder's object and lock (without closing: closing the parent's
sockets would close them for the parent too) and builds its own at its first `get()`. The
holder also remembers the process that built its object, so a fork that runs no fork hooks
cannot hand the child its parent's either.
"""

# Reference: docs/security.md §14 (clients rebuilt after fork).

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class PerProcess(Generic[T]):
    """`factory()`'s object for this process: built once, on first `get()`, under a lock;
    dropped in a forked child; `close(object)` runs at `reset()` (never in a child)."""

    def __init__(self, factory: Callable[[], T], *, close: Callable[[T], object] | None = None):
        self._factory = factory
        self._close = close
        self._lock = threading.Lock()
        self._object: T | None = None
        self._pid: int | None = None
        _holders.add(self)

    def get(self) -> T:
        """This process's object, built now if it has none yet."""
        # Read without the lock (the common case, on every call): the pid first, so that a
        # reset or a rebuild meanwhile sends this call to the locked path below, never to a
        # mix of one process's pid and another's object.
        pid, found = self._pid, self._object
        if found is not None and pid == os.getpid():
            return found
        with self._lock:
            if self._object is None or self._pid != os.getpid():
                self._pid = None
                self._object = self._factory()
                self._pid = os.getpid()
            return self._object

    def peek(self) -> T | None:
        """This process's object if it has been built, else None; builds nothing."""
        pid, found = self._pid, self._object
        return found if pid == os.getpid() else None

    def reset(self) -> None:
        """Drop this process's object and close it (when there is a close hook); the next
        `get()` builds a new one. An object a parent process built is dropped, never closed."""
        with self._lock:
            found, built_here = self._object, self._pid == os.getpid()
            self._pid, self._object = None, None
        if found is not None and built_here and self._close is not None:
            self._close(found)

    def _forget_after_fork(self) -> None:
        self._lock = threading.Lock()
        self._pid, self._object = None, None


# Weak, so that a holder made for a test leaves no hook behind; one fork hook serves them all.
_holders: weakref.WeakSet[PerProcess[Any]] = weakref.WeakSet()


def _forget_all_after_fork() -> None:
    for holder in list(_holders):
        holder._forget_after_fork()


os.register_at_fork(after_in_child=_forget_all_after_fork)
