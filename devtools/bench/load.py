"""A small closed-loop load generator: N clients, each sending its next request when the
previous one is answered, for a fixed time. Used for ratios measured in the same run.

Every failed request is counted under one kind (ERROR_KINDS), and none is retried: a retry
would hide the very resets the load runs are there to catch.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

import httpx

from devtools.bench.table import median, percentile

# How long a client keeps an idle connection for its next request: httpx's default, said
# out loud because it must stay below gunicorn's `keepalive` (config/gunicorn.conf.py), so
# that the client, never the server, closes an idle connection.
CLIENT_KEEPALIVE_EXPIRY = 5.0
REQUEST_TIMEOUT = 30.0

SERVER_ERROR, CLIENT_ERROR, RESET, TIMEOUT, OTHER = (
    "HTTP ≥ 500", "HTTP 4xx", "connection reset", "timeout", "other",
)  # fmt: skip
ERROR_KINDS = (SERVER_ERROR, CLIENT_ERROR, RESET, TIMEOUT, OTHER)
ERROR_KINDS_LEGEND = " / ".join(ERROR_KINDS)

# The server closed the connection under the request instead of answering it: the same loss
# as a reset (a FIN rather than an RST reached the client first).
_CLOSED_UNANSWERED = "Server disconnected without sending a response"


@dataclass
class LoadResult:
    latencies: list[float] = field(default_factory=list)
    error_counts: Counter = field(default_factory=Counter)  # by kind, one of ERROR_KINDS
    error_details: Counter = field(default_factory=Counter)  # "ReadError: [Errno 104] …"
    seconds: float = 0.0
    bytes: int = 0

    @property
    def requests(self) -> int:
        """Requests answered with a 200."""
        return len(self.latencies)

    @property
    def errors(self) -> int:
        return sum(self.error_counts.values())

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    @property
    def median_ms(self) -> float:
        return median(self.latencies) * 1000

    def percentile_ms(self, fraction: float) -> float:
        return percentile(self.latencies, fraction) * 1000

    def errors_by_kind(self) -> str:
        """'HTTP ≥ 500 0, HTTP 4xx 0, connection reset 0, timeout 0, other 0'."""
        return ", ".join(f"{kind} {self.error_counts[kind]}" for kind in ERROR_KINDS)

    def error_counts_row(self) -> str:
        """'0 / 0 / 0 / 0 / 0', in the order of ERROR_KINDS_LEGEND (for a table)."""
        return " / ".join(str(self.error_counts[kind]) for kind in ERROR_KINDS)


def status_kind(status: int) -> str:
    """The error kind of an answer other than 200 (a redirect, say to sign-in, is "other")."""
    if status >= 500:
        return SERVER_ERROR
    if 400 <= status < 500:
        return CLIENT_ERROR
    return OTHER


def exception_kind(exc: httpx.HTTPError) -> str:
    if isinstance(exc, httpx.TimeoutException):
        return TIMEOUT
    if isinstance(exc, httpx.RemoteProtocolError) and _CLOSED_UNANSWERED in str(exc):
        return RESET
    cause: BaseException | None = exc
    while cause is not None:  # httpx wraps httpcore's error, which wraps the OSError
        if isinstance(cause, ConnectionResetError | BrokenPipeError | ConnectionAbortedError):
            return RESET
        cause = cause.__cause__ or cause.__context__
    return OTHER


def run_load(
    url: str,
    *,
    clients: int,
    seconds: float,
    cookies: dict[str, str] | None = None,
    pause: tuple[float, float] | None = None,
    headers: dict[str, str] | None = None,
    expect: int = 200,
) -> LoadResult:
    """`pause`: each client waits a random time in this range (seconds) before its next
    request, leaving its kept-alive connection idle meanwhile (devtools/bench/idle.py).
    `headers` are sent with every request (an If-None-Match); `expect` is the status that
    counts as answered (304 for a revalidation)."""
    result = LoadResult()
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds
    headers = {
        "Cookie": "; ".join(f"{k}={v}" for k, v in (cookies or {}).items()),
        **(headers or {}),
    }
    limits = httpx.Limits(keepalive_expiry=CLIENT_KEEPALIVE_EXPIRY)

    def client_loop() -> None:
        with httpx.Client(timeout=REQUEST_TIMEOUT, headers=headers, limits=limits) as client:
            while time.perf_counter() < stop_at:
                started = time.perf_counter()
                kind = detail = None
                try:
                    response = client.get(url)
                    size = len(response.content)
                    if response.status_code != expect:
                        kind = status_kind(response.status_code)
                        detail = f"HTTP {response.status_code}"
                except httpx.HTTPError as exc:
                    kind, detail = exception_kind(exc), f"{type(exc).__name__}: {exc}"
                elapsed = time.perf_counter() - started
                with lock:
                    if kind is None:
                        result.latencies.append(elapsed)
                        result.bytes += size
                    else:
                        result.error_counts[kind] += 1
                        result.error_details[detail] += 1
                if pause:
                    time.sleep(random.uniform(*pause))

    started = time.perf_counter()
    threads = [threading.Thread(target=client_loop) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.perf_counter() - started
    return result
