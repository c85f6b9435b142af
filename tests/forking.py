"""Run a check in a forked child process and bring its answer back to the test."""

from __future__ import annotations

import os
from collections.abc import Callable


def in_forked_child(check: Callable[[], str]) -> str:
    """Fork; the child runs `check()` and writes its text back, then leaves at once without
    running any pytest machinery. Returns what the child wrote (empty if it failed)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.write(write_end, check().encode())
        finally:
            os._exit(0)
    os.close(write_end)
    report = os.read(read_end, 1000).decode()
    os.close(read_end)
    os.waitpid(pid, 0)
    return report
