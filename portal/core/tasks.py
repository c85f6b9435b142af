"""Site-wide background tasks."""

from __future__ import annotations

import socket

from celery import shared_task


# Celery ships no type hints (it is in ignore_missing_imports), so its decorators are untyped.
@shared_task(name="core.worker_ping")  # type: ignore[untyped-decorator]
def worker_ping(nonce: str) -> dict[str, str]:
    """Echo a value back from a worker: proves the broker, a worker and the result store."""
    return {"nonce": nonce, "host": socket.gethostname()}
