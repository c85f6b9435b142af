"""What a comparison of six dioceses costs next to a one-diocese chart, cold and warm.

Through gunicorn with the shared cache on and 200 ms of latency on every message/send, one
client, interleaved rounds (devtools/bench/samples.py), each round taking:

- cold: `/trends/dmaml/` and `/trends/compare/` with six dioceses, each with a year range
  no earlier request used, so every series is a cache miss (1 and 6 upstream calls; the
  door sends the six side by side);
- warm: the same two pages with a year range already cached (no upstream call: the request
  reads the six series from the cache itself and starts no thread).

The ratio compare/one is taken within each round.

`process_copies` decides whether each process's own rebuilt results (portal/magisterium/
cache.py) earn their place: the warm comparison on two servers, one with them and one with
MAGISTERIUM_PROCESS_COPIES=0, interleaved round by round.

    python -m devtools.embedded -- python -m devtools.bench.trends
"""

from __future__ import annotations

import itertools
import time

import httpx

from devtools.bench.samples import interleaved, ms_spread, per_round, ratio_spread
from devtools.bench.server import PortalServer, database_kind, portal_server
from devtools.bench.table import Figure, Section, render

LATENCY_MS = 200
ROUNDS = 10
SIX = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")
WARM_RANGE = (1950, 2023)


def one_url(start: int, end: int) -> str:
    return f"/trends/dmaml/?metric=catholics&start={start}&end={end}"


def compare_url(start: int, end: int) -> str:
    codes = "&".join(f"d={code}" for code in SIX)
    return f"/trends/compare/?{codes}&metric=catholics&start={start}&end={end}"


def run(server: PortalServer, cookies: dict[str, str]) -> Section:
    """`server` must run with the shared cache on."""
    server.upstream_latency(LATENCY_MS)
    cold_starts = itertools.count(1900)  # each cold request its own, never-seen year range
    with httpx.Client(cookies=cookies, timeout=60) as client:

        def timed(path: str) -> float:
            started = time.perf_counter()
            client.get(f"{server.url}{path}").raise_for_status()
            return time.perf_counter() - started

        for _ in range(2):  # warm imports, connection pools, the cache for WARM_RANGE
            timed(one_url(*WARM_RANGE))
            timed(compare_url(*WARM_RANGE))
        before = server.upstream_calls()
        samples = interleaved(
            {
                "one cold": lambda: timed(one_url(next(cold_starts), 2023)),
                "compare cold": lambda: timed(compare_url(next(cold_starts), 2023)),
                "one warm": lambda: timed(one_url(*WARM_RANGE)),
                "compare warm": lambda: timed(compare_url(*WARM_RANGE)),
            },
            rounds=ROUNDS,
        )
        calls = server.upstream_calls() - before
    server.upstream_latency(0)
    expected = ROUNDS * (1 + len(SIX))
    return Section(
        f"Trends: compare of 6 dioceses vs one, {LATENCY_MS} ms upstream, one client, "
        f"{ROUNDS} interleaved rounds, gunicorn, {database_kind(server.env['DATABASE_URL'])}; "
        "median (min–max), ratio within each round (target ≤ 1.15×)",
        [
            Figure("cold cache: compare (6 misses) vs one diocese (1 miss)",
                   ms_spread(samples["compare cold"]), ms_spread(samples["one cold"]),
                   ratio_spread(per_round(samples["compare cold"], samples["one cold"]))),
            Figure("warm cache: compare (6 hits) vs one diocese (1 hit)",
                   ms_spread(samples["compare warm"]), ms_spread(samples["one warm"]),
                   ratio_spread(per_round(samples["compare warm"], samples["one warm"]))),
            Figure("upstream calls made (expected)", str(calls), str(expected)),
        ],
    )  # fmt: skip


def process_copies(with_copies: PortalServer, without: PortalServer) -> Section:
    """The warm comparison (six cached series) with and without the process's own copies."""
    clients = {
        name: httpx.Client(cookies=server.session_cookie("bench-copies"), timeout=60)
        for name, server in (("with", with_copies), ("without", without))
    }
    urls = {"with": with_copies.url, "without": without.url}
    try:

        def timed(name: str) -> float:
            started = time.perf_counter()
            clients[name].get(f"{urls[name]}{compare_url(*WARM_RANGE)}").raise_for_status()
            return time.perf_counter() - started

        for _ in range(3):  # both caches warm, both processes past their first requests
            timed("with")
            timed("without")
        samples = interleaved(
            {"with": lambda: timed("with"), "without": lambda: timed("without")},
            rounds=ROUNDS * 3,
        )
    finally:
        for client in clients.values():
            client.close()
    return Section(
        f"Trends compare of 6 cached series: the process's own copies, {ROUNDS * 3} interleaved "
        "rounds, gunicorn; median (min–max), ratio within each round",
        [
            Figure(
                "with them vs without (MAGISTERIUM_PROCESS_COPIES=0)",
                ms_spread(samples["with"]),
                ms_spread(samples["without"]),
                ratio_spread(per_round(samples["with"], samples["without"])),
            ),
        ],
    )


def main() -> None:
    started = time.perf_counter()
    with portal_server() as server:
        section = run(server, server.session_cookie("bench-trends"))
        with portal_server(portal_env={"MAGISTERIUM_PROCESS_COPIES": "0"}) as without:
            copies = process_copies(server, without)
    print(render([section, copies]))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
