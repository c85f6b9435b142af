"""Helpers for the trends tests: the sandbox's own numbers, to compare the portal's with."""

from __future__ import annotations


def catalog_series(code: str, start: int | None = None, end: int | None = None) -> dict:
    """What the sandbox sends for this diocese and range (its catalogue, read directly)."""
    from sandbox.catalog import diocese_statistics

    return diocese_statistics(source_code=code, start_year=start, end_year=end)


def statistics_calls(sandbox) -> int:
    """diocese_statistics_lookup calls the sandbox counted since its last reset."""
    return sandbox.requests()["by_skill"].get("diocese_statistics_lookup", 0)
