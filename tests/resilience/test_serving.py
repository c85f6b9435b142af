"""gunicorn as the Procfile runs it (config/gunicorn.conf.py) loses no request to a reset.

A kept-alive connection that the server closes while the client sends on it ends in a reset
(docs/performance.md, "Serving without resets"). The portal runs here under a real gunicorn
with the shared settings file, DEBUG off, on a private sandbox (devtools/bench/server.py).
"""

from __future__ import annotations

import http.client
import select
from urllib.parse import urlsplit

import pytest

from devtools.bench.load import CLIENT_KEEPALIVE_EXPIRY, run_load
from devtools.bench.server import portal_server

pytestmark = pytest.mark.server  # starts whole servers of its own: not in make test-fast


@pytest.fixture(scope="module")
def gunicorn_portal():
    # /healthz only: it links no static file, so the slow collectstatic can be skipped.
    with portal_server(collect_static=False) as server:
        yield server


def test_gunicorn_never_closes_an_idle_connection_before_the_client_would(gunicorn_portal):
    """The client's pool drops an idle connection after CLIENT_KEEPALIVE_EXPIRY; gunicorn
    must still hold it open then, so it is never the side that closes first."""
    address = urlsplit(gunicorn_portal.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        connection.request("GET", "/healthz")
        first = connection.getresponse()
        first.read()
        assert first.status == 200
        assert first.getheader("Connection", "").lower() != "close"

        # Waiting is the point: a socket that turns readable while idle was closed by the
        # server (the end of the stream arrived).
        readable, _, _ = select.select([connection.sock], [], [], CLIENT_KEEPALIVE_EXPIRY + 1)
        assert not readable, "gunicorn closed an idle kept-alive connection first"

        # The same connection still answers (http.client would not reconnect silently).
        sock = connection.sock
        connection.request("GET", "/healthz")
        second = connection.getresponse()
        second.read()
        assert second.status == 200
        assert connection.sock is sock
    finally:
        connection.close()


def test_twenty_clients_get_every_answer(gunicorn_portal):
    """20 closed-loop clients (the bench's load client, which never retries): every request
    is answered with a 200, none reset, none timed out."""
    result = run_load(f"{gunicorn_portal.url}/healthz", clients=20, seconds=3)

    assert result.requests > 0
    assert result.errors == 0, f"{result.errors_by_kind()}: {dict(result.error_details)}"
