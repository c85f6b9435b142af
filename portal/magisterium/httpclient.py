"""The one pooled httpx client of this process, its timeouts, and reading an answer's bytes.

Shared by the door's JSON-RPC calls (`transport`), the agent card (`agent_card`) and the OAuth
client (`portal.accounts.oauth`). It keeps no cookies, follows no redirects, is rebuilt in a
forked child, and reads at most MAX_RESPONSE_BYTES within the call's time budget.
"""

# Reference: docs/upstream.md §1 (transport); docs/security.md §14 (timeouts, client after fork).

from __future__ import annotations

import json
import time
from http.cookiejar import CookieJar, DefaultCookiePolicy
from typing import Any

import httpx
from django.conf import settings

from portal.magisterium import budget, errors
from portal.magisterium.per_process import PerProcess

ENDPOINT_PATH = "/api/v1/a2a"
USER_AGENT = "magisterium-portal/0.1 (+https://github.com/)"
# A hostile or broken upstream must not make us buffer an unbounded body. Kept well above what
# the portal stores (portal.magisterium.limits cuts text after parsing), so that an over-long
# document is shown cut with a notice rather than refused as unreadable.
MAX_RESPONSE_BYTES = 10 * 1024 * 1024
POOL_LIMITS = httpx.Limits(max_connections=20, max_keepalive_connections=10, keepalive_expiry=30)

# Tests put an httpx.MockTransport here to feed arbitrary bytes through the real parse path.
_http_transport: httpx.BaseTransport | None = None


def _build_client() -> httpx.Client:
    # Redirects stay off: a redirect can turn the POST into a GET (docs/upstream.md §1).
    return httpx.Client(
        transport=_http_transport,
        limits=POOL_LIMITS,
        follow_redirects=False,
        headers={"User-Agent": USER_AGENT},
        cookies=CookieJar(policy=DefaultCookiePolicy(allowed_domains=[])),
    )


# A forked child only drops the parent's client: closing it would close the parent's sockets
# and TLS sessions too.
_client: PerProcess[httpx.Client] = PerProcess(_build_client, close=httpx.Client.close)


def http_client() -> httpx.Client:
    """This process's client, built on first use and rebuilt in a forked child.

    Shared by every user's calls and by the OAuth client, so it keeps no cookies: a cookie one
    answer set must never travel with another user's request.
    """
    return _client.get()


def reset_client() -> None:
    """Close this process's client; the next call builds a fresh one (tests, settings changes)."""
    _client.reset()


def timeout() -> httpx.Timeout:
    """Each phase's limit: the settings, cut to what is left of the caller's time budget."""
    # Read at call time: tests and operators change these without restarting.
    read = float(settings.MAGISTERIUM_TIMEOUT)
    connect = float(settings.MAGISTERIUM_CONNECT_TIMEOUT)
    left = budget.remaining()
    if left is not None:
        if left <= 0:
            raise errors.UpstreamTimedOut("the time budget was spent before sending")
        read, connect = min(read, left), min(connect, left)
    return httpx.Timeout(connect=connect, read=read, write=read, pool=connect)


def deadline(timeout: httpx.Timeout) -> float:
    # httpx limits each read, so an upstream trickling a few bytes at a time could hold a call
    # for ever: the whole answer must also arrive within the read timeout (the budget's end).
    return time.monotonic() + float(timeout.read or 0)


def base_url() -> str:
    configured: str = settings.MAGISTERIUM_BASE_URL  # env.str in config/settings.py
    return configured.rstrip("/")


def endpoint() -> str:
    """The configured JSON-RPC endpoint (the card may name another on the same origin)."""
    return f"{base_url()}{ENDPOINT_PATH}"


def read_capped(response: httpx.Response, deadline: float) -> bytes:
    chunks, size = [], 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > MAX_RESPONSE_BYTES:
            raise errors.MalformedResponse(
                f"response larger than {MAX_RESPONSE_BYTES} bytes", http_status=response.status_code
            )
        if time.monotonic() > deadline:
            raise errors.UpstreamTimedOut(f"answer still arriving after {size} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


NOT_JSON = object()


def _number(literal: str) -> int | float:
    """A JSON number with a fraction or exponent: an int when it is a whole number.

    Servers built on protobuf carry data parts as a Struct, whose only number is a double, so
    a year arrives as 1950.0 and a count as 719464.0. They are integers again before anything
    reads them, in every dialect; a whole double beyond 2**53 was never an exact count anyway.
    """
    value = float(literal)
    if value.is_integer() and abs(value) <= 2**53:
        return int(value)
    return value


def parse_json(content: bytes) -> Any:
    try:
        return json.loads(content, parse_float=_number)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return NOT_JSON
