"""Waiting for a condition in tests: poll with a generous deadline instead of sleeping a fixed
time, so a busy machine only makes a test slower, never wrong."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_for(condition: Callable[[], T], *, timeout: float = 60) -> T:
    """Poll until `condition()` is truthy and return its value; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if value := condition():
            return value
        time.sleep(0.1)
    raise AssertionError(f"not true within {timeout} s")
