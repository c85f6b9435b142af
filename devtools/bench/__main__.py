"""`python -m devtools.bench` (`make bench`): every benchmark, printed as one table.

Each figure is set against a reference measured in the same run, most of them in interleaved
rounds (devtools/bench/samples.py) shown as median (min–max). The page figures come from two
portals served as production serves them (gunicorn, DEBUG off, each on a private sandbox;
PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set): one with the shared cache on,
one with MAGISTERIUM_CACHE_ENABLED=0.
BENCH_LOAD_SECONDS shortens the 50-client load runs (60 s each by default). gunicorn runs
with the Procfile's settings (config/gunicorn.conf.py).
"""

from __future__ import annotations

import os
import sys
import time

from devtools.bench import api as api_bench
from devtools.bench import (
    client_overhead,
    history,
    mix,
    overhead,
    pages,
    research,
    shared_cache,
    trends,
)
from devtools.bench import mail as mail_bench
from devtools.bench import world as world_bench
from devtools.bench.server import database_kind, portal_server
from devtools.bench.table import Figure, Section, machine, ratio, render


def _mix_section(cache_on: tuple[int, int], cache_off: tuple[int, int]) -> Section:
    (views_on, calls_on), (views_off, calls_off) = cache_on, cache_off
    per_100_on, per_100_off = 100 * calls_on / views_on, 100 * calls_off / views_off
    return Section(
        f"Upstream calls per 100 page views: {len(mix.USERS)} users browsing overlapping "
        f"pages ({views_on} views; reference: the same script with the cache off)",
        [
            Figure("shared cache on vs off", f"{per_100_on:.0f}", f"{per_100_off:.0f}",
                   ratio(per_100_on, per_100_off)),
        ],
    )  # fmt: skip


def main() -> None:
    started = time.perf_counter()
    print(f"Benchmarks on {machine()}", flush=True)
    print(f"Database: {database_kind(os.environ.get('DATABASE_URL', ''))}; Redis: "
          f"{os.environ.get('REDIS_URL', 'embedded')}", flush=True)  # fmt: skip
    sections: dict[str, Section] = {}
    print("· Magisterium client, in-process…", flush=True)
    sections["client"] = client_overhead.measure()

    print("· gunicorn, shared cache on…", flush=True)
    with portal_server() as server:
        prefetch, *users = server.session_cookies("bench-prefetch", *mix.USERS)
        server.prefetch_today("bench-prefetch")
        mix_on = mix.run(server, users)  # first, while the cache is empty
        print("· page costs, interleaved rounds…", flush=True)
        (sections["pages"], sections["charts"]), few_clients = pages.page_costs(server, prefetch)
        print("· trends compare, cold and warm…", flush=True)
        sections["trends"] = trends.run(server, prefetch)
        print("· trends compare, with and without the process's own copies…", flush=True)
        with portal_server(portal_env={"MAGISTERIUM_PROCESS_COPIES": "0"}) as without:
            sections["copies"] = trends.process_copies(server, without)
        print(f"· load: {pages.LOAD_CLIENTS} clients × {pages.load_seconds():.0f} s × 2…",
              flush=True)  # fmt: skip
        sections["load"], failed = pages.under_load(server, prefetch, few_clients)
        sections["bytes"] = pages.page_bytes(server, prefetch)
        print("· nginx as the shared cache in front of gunicorn, anonymous traffic…", flush=True)
        sections["shared_cache"] = shared_cache.run(server)
        # Last on this server: once the collection holds the trends dioceses, the trends
        # pages read them from the warehouse.
        print("· research workbench: every sandbox diocese in one collection…", flush=True)
        sections["research"] = research.run(server, prefetch, "bench-prefetch")
        print("· notebook API: group totals of every sandbox diocese…", flush=True)
        sections["api"] = api_bench.run(server, prefetch)

    print("· gunicorn, shared cache off…", flush=True)
    with portal_server(portal_env={"MAGISTERIUM_CACHE_ENABLED": "0"}) as server:
        prefetch, *users = server.session_cookies("bench-prefetch", *mix.USERS)
        mix_off = mix.run(server, users)
        sections["overhead"] = overhead.run(server, prefetch)
    sections["mix"] = _mix_section(mix_on, mix_off)

    print("· Ask history with 10, 1,000 and 10,000 threads…", flush=True)
    sections["history"] = history.section(*history.in_subprocess())

    print("· Readings by email: one day to 100,000 subscribers…", flush=True)
    sections["mail"] = mail_bench.in_subprocess()

    print("· The whole Church: the world-sized sandbox in the warehouse…", flush=True)
    with portal_server(portal_env={"SANDBOX_WORLD": "1"}) as server:
        sections["world"], sections["world_pages"] = world_bench.run(
            server, server.session_cookie(world_bench.USERNAME)
        )

    order = [
        "pages",
        "charts",
        "trends",
        "copies",
        "research",
        "api",
        "history",
        "mail",
        "world",
        "world_pages",
        "load",
        "shared_cache",
        "overhead",
        "client",
        "mix",
        "bytes",
    ]
    print()
    print(render([sections[name] for name in order]))
    print(f"\n(make bench ran in {time.perf_counter() - started:.0f} s)")
    if failed:
        details = "\n".join(f"  {n} × {detail}" for detail, n in failed.most_common())
        sys.exit(
            f"{failed.total()} request(s) failed under load, the portal promises none:\n{details}"
        )


if __name__ == "__main__":
    main()
