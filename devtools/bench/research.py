"""The research workbench with every sandbox diocese in one collection (targets: the
groups page by country over all years in at most 300 ms; a collection chart at most 1.5× the
cached profile page).

The warehouse is filled from the sandbox's own catalogue (what a harvest of its 358 dioceses
stores; harvesting them through upstream's 15 calls a minute would take over an hour), in the
bench's own database, for the user whose session the bench uses. Then, through gunicorn:

- groups: one client asks `/research/<id>/groups/?by=country` (all years) again and again;
  its latency is set against the 300 ms target;
- chart: 8 clients on the collection chart and on the cached profile page, in interleaved
  rounds, the cost ratio taken within each round (as for the trends charts);
- map: the same, for the world map of the collection (`/research/<id>/map/`, cached: its
  figures are kept per data version after the first visit; target at most 1.5×);
- the figure data both pages' scripts fetch (`chart/figure.json`, `map/data.json`: kept
  gzip-compressed per data version), against the same profile page and target, and the bytes
  each of them sends.

Run it after the trends figures: once the collection holds those dioceses, the trends pages
read them from the warehouse.

    python -m devtools.embedded -- python -m devtools.bench.research
"""

from __future__ import annotations

import time

import httpx

from devtools.bench.load import run_load
from devtools.bench.samples import interleaved, ms_spread, per_round, rate_spread, ratio_spread
from devtools.bench.server import PortalServer, database_kind, portal_server
from devtools.bench.table import Figure, Section, render

PROFILE = "/popes/benedict-xvi/"
CLIENTS = 8
SAMPLE_SECONDS = 2.0
ROUNDS = 5
GROUPS_TARGET_SECONDS = 0.300
CHART_TARGET = 1.5
MAP_TARGET = 1.5
WORLD = 3200  # jurisdictions, for the storage estimate (docs/research.md)

_FILL = """
import json
from django.contrib.auth import get_user_model
from django.db import connection
from portal.research.models import DioceseYear
from devtools.warehouse_data import sandbox_collection
owner = get_user_model().objects.get(username={username!r})
collection = sandbox_collection(name="Every sandbox diocese", owner=owner)
size = None
if connection.vendor == "postgresql":
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE research_dioceseyear")
        cursor.execute("SELECT pg_total_relation_size('research_dioceseyear')")
        size = cursor.fetchone()[0]
print(json.dumps({{"id": collection.pk, "dioceses": collection.entries.count(),
                   "rows": DioceseYear.objects.count(), "bytes": size}}))
"""


def page_size(client: httpx.Client, url: str) -> tuple[int, int]:
    """The page's bytes on the wire (compressed, as browsers ask) and once decompressed."""
    response = client.get(url, headers={"Accept-Encoding": "gzip"})
    response.raise_for_status()
    return response.num_bytes_downloaded, len(response.content)


def kilobytes(size: tuple[int, int]) -> str:
    sent, read = size
    return f"{sent / 1000:,.0f} kB ({read / 1000:,.0f} kB)"


def fill(server: PortalServer, username: str) -> dict:
    """Every sandbox diocese in one collection of `username`'s; its id, counts and size."""
    import json

    output = server.manage("shell", "-c", _FILL.format(username=username))
    return json.loads(output.strip().splitlines()[-1])


def run(
    server: PortalServer,
    cookies: dict[str, str],
    username: str,
    *,
    filled: dict | None = None,
    chart_by: str = "",
    title: str = "Research workbench",
) -> Section:
    """The workbench's pages over `filled` (default: every sandbox diocese in one collection of
    `username`'s); `chart_by` groups the chart ("country": the countries compared)."""
    filled = filled or fill(server, username)
    grouped = f"&by={chart_by}" if chart_by else ""
    groups = f"/research/{filled['id']}/groups/?by=country"
    chart = f"/research/{filled['id']}/chart/?metric=catholics{grouped}"
    world_map = f"/research/{filled['id']}/map/?metric=catholics"
    # What the two pages' scripts then fetch: the figure data, kept compressed.
    chart_data = f"/research/{filled['id']}/chart/figure.json?metric=catholics&view=raw{grouped}"
    map_data = f"/research/{filled['id']}/map/data.json?metric=catholics&view=raw"
    with httpx.Client(cookies=cookies, timeout=60) as client:

        def timed(path: str) -> float:
            started = time.perf_counter()
            client.get(f"{server.url}{path}").raise_for_status()
            return time.perf_counter() - started

        for path in (groups, chart, world_map, chart_data, map_data, PROFILE):  # warm up
            timed(path)
            run_load(f"{server.url}{path}", clients=2, seconds=0.5, cookies=cookies)
        pages = {"chart": chart, "map": world_map, "chart data": chart_data,
                 "map data": map_data, "profile": PROFILE}  # fmt: skip
        sizes = {name: page_size(client, f"{server.url}{path}") for name, path in pages.items()}
        before = server.upstream_calls()

        def rate(path: str):
            return lambda: (
                run_load(
                    f"{server.url}{path}", clients=CLIENTS, seconds=SAMPLE_SECONDS, cookies=cookies
                ).rps
            )

        samples = interleaved(
            {"groups": lambda: timed(groups),
             **{name: rate(path) for name, path in pages.items()}},
            rounds=ROUNDS,
        )  # fmt: skip
        calls = server.upstream_calls() - before
    cost = {name: [1 / r for r in samples[name]] for name in pages}
    size = filled["bytes"]
    storage = (
        Figure(
            f"warehouse on disk, {filled['rows']:,} rows (whole world, × {WORLD}/"
            f"{filled['dioceses']})",
            f"{size / 1e6:.1f} MB",
            f"{size * WORLD / filled['dioceses'] / 1e6:.0f} MB",
        )
        if size
        else Figure("warehouse on disk", "n/a (PostgreSQL only)")
    )
    return Section(
        f"{title}: {filled['dioceses']} dioceses in one collection "
        f"({filled['rows']:,} diocese-years), gunicorn, "
        f"{database_kind(server.env['DATABASE_URL'])}, {ROUNDS} interleaved rounds; "
        "median (min–max)",
        [
            Figure("groups by country, all years, 1 client (target ≤ 300 ms)",
                   ms_spread(samples["groups"]), f"{GROUPS_TARGET_SECONDS * 1000:.0f} ms",
                   ratio_spread([s / GROUPS_TARGET_SECONDS for s in samples["groups"]])),
            *(Figure(f"{label} vs cached profile, {CLIENTS} clients (target ≤ {target:.1f}×)",
                     rate_spread(samples[name]), rate_spread(samples["profile"]),
                     ratio_spread(per_round(cost[name], cost["profile"])))
              for name, label, target in (
                  ("chart", f"collection chart page{' by ' + chart_by if chart_by else ''}",
                   CHART_TARGET),
                  ("chart data", "its figure data (fetched by the page)", CHART_TARGET),
                  ("map", "collection map page (cached)", MAP_TARGET),
                  ("map data", "its figures of every year (fetched by the page)", MAP_TARGET))),
            Figure("upstream calls during these runs", str(calls), "0"),
            *(Figure(f"{name}, bytes sent (decompressed) vs cached profile",
                     kilobytes(sizes[name]), kilobytes(sizes["profile"]))
              for name in pages if name != "profile"),
            storage,
        ],
    )  # fmt: skip


def main() -> None:
    started = time.perf_counter()
    with portal_server() as server:
        cookies = server.session_cookie("bench-research")
        section = run(server, cookies, "bench-research")
    print(render([section]))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
