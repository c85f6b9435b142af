"""A small closed-loop load generator: N clients, each sending its next request when the
previous one is answered, for a fixed time. Used for ratios measured in the same run."""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field

import httpx

from tests.bench.table import median, percentile


@dataclass
class LoadResult:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_kinds: Counter = field(default_factory=Counter)  # "HTTP 502", "ReadTimeout"…
    seconds: float = 0.0
    bytes: int = 0

    @property
    def requests(self) -> int:
        return len(self.latencies)

    @property
    def rps(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    @property
    def median_ms(self) -> float:
        return median(self.latencies) * 1000

    def percentile_ms(self, fraction: float) -> float:
        return percentile(self.latencies, fraction) * 1000


def run_load(
    url: str, *, clients: int, seconds: float, cookies: dict[str, str] | None = None
) -> LoadResult:
    result = LoadResult()
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds
    headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in (cookies or {}).items())}

    def client_loop() -> None:
        with httpx.Client(timeout=30, headers=headers) as client:
            while time.perf_counter() < stop_at:
                started = time.perf_counter()
                try:
                    response = client.get(url)
                    ok = response.status_code == 200
                    size = len(response.content)
                    kind = f"HTTP {response.status_code}"
                except httpx.HTTPError as exc:
                    ok, size, kind = False, 0, type(exc).__name__
                elapsed = time.perf_counter() - started
                with lock:
                    if ok:
                        result.latencies.append(elapsed)
                        result.bytes += size
                    else:
                        result.errors += 1
                        result.error_kinds[kind] += 1

    started = time.perf_counter()
    threads = [threading.Thread(target=client_loop) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.perf_counter() - started
    return result
