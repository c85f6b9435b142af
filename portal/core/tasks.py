"""Site-wide background tasks."""

from __future__ import annotations

import socket

from celery import shared_task


@shared_task(name="core.worker_ping")
def worker_ping(nonce: str) -> dict[str, str]:
    """Echo a value back from a worker: proves the broker, a worker and the result store."""
    return {"nonce": nonce, "host": socket.gethostname()}
