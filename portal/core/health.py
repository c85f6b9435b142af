"""Readiness of the parts the portal cannot work without: database, cache and broker."""

from __future__ import annotations

import logging

from celery import current_app
from django.core.cache import cache
from django.db import connection

logger = logging.getLogger(__name__)


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def _cache() -> None:
    cache.set("healthz", "ok", timeout=10)
    if cache.get("healthz") != "ok":
        raise RuntimeError("cache did not return what was stored")


def _broker() -> None:
    # The project's Celery app (config/celery.py, loaded with the project as Django's
    # convention has it): portal code names no configuration module.
    with current_app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1, timeout=2)


CHECKS = {"database": _database, "cache": _cache, "broker": _broker}


def health_report() -> dict[str, str]:
    """{"database": "ok" | "down", ...}; the reason for a failure goes to the log only."""
    report = {}
    for name, check in CHECKS.items():
        try:
            check()
        except Exception:  # any failure of a dependency means "down"; the log keeps why
            logger.warning("health check %s failed", name, exc_info=True)
            report[name] = "down"
        else:
            report[name] = "ok"
    return report
