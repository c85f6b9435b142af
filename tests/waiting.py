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


def until(page, expression: str, *, timeout: float = 60.0) -> None:
    """Wait until the JavaScript `expression` is true in the Playwright `page`. (Playwright's
    wait_for_function polls with eval, which the portal's CSP refuses; evaluate runs outside
    it.)"""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"still false after {timeout} s: {expression}"
        page.wait_for_timeout(50)
