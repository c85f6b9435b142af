"""What a comparison page costs next to a one-diocese page, with every call going upstream.

Through gunicorn with the shared cache off and 200 ms of latency on every message/send:

- `/trends/dmaml/` (one upstream call) and `/trends/compare/` with six dioceses (six calls,
  made in parallel by portal.trends.selectors.series_fetch_many), and their ratio;
- the six one-diocese pages opened one after another, for reference.

    python -m devtools.embedded -- python -m tests.bench.trends
"""

from __future__ import annotations

import time

import httpx

from tests.bench.server import PortalServer, portal_server
from tests.bench.table import Figure, Section, median, ms, ratio, render

LATENCY_MS = 200
REPEATS = 10
SIX = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")
ONE = "/trends/dmaml/?metric=catholics"
COMPARE = "/trends/compare/?" + "&".join(f"d={code}" for code in SIX) + "&metric=catholics"


def run(server: PortalServer, cookies: dict[str, str]) -> Section:
    """`server` must run with the shared cache off."""
    server.upstream_latency(LATENCY_MS)
    with httpx.Client(cookies=cookies, timeout=60) as client:

        def timed(path: str) -> float:
            started = time.perf_counter()
            client.get(f"{server.url}{path}").raise_for_status()
            return time.perf_counter() - started

        for _ in range(2):  # warm imports, connection pools and the sandbox's threads
            timed(ONE)
            timed(COMPARE)
        before = server.upstream_calls()
        one, six, serial = [], [], []
        for _ in range(REPEATS):
            one.append(timed(ONE))
            six.append(timed(COMPARE))
            serial.append(sum(timed(f"/trends/{code}/?metric=catholics") for code in SIX))
        calls = server.upstream_calls() - before
    server.upstream_latency(0)
    expected = REPEATS * (1 + 2 * len(SIX))
    return Section(
        f"Trends: compare of 6 dioceses vs one, cache off, {LATENCY_MS} ms upstream, "
        f"{REPEATS} runs, gunicorn",
        [
            Figure("compare page (6 calls in parallel) vs one-diocese page, median",
                   ms(median(six)), ms(median(one)), ratio(median(six), median(one))),
            Figure("compare page vs the 6 one-diocese pages one after another",
                   ms(median(six)), ms(median(serial)), ratio(median(six), median(serial))),
            Figure("upstream calls made (expected)", str(calls), str(expected)),
        ],
    )  # fmt: skip


def main() -> None:
    started = time.perf_counter()
    with portal_server(portal_env={"MAGISTERIUM_CACHE_ENABLED": "0"}) as server:
        section = run(server, server.session_cookie("bench-trends"))
    print(render([section]))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
