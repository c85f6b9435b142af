"""Pages through gunicorn with the shared cache on: what each costs next to a trivial view,
how they hold up under 50 concurrent clients, and how many bytes a chart page sends.

The floor is `/_bench/floor` (devtools/bench/urls.py): a view that does nothing, served through
the same gunicorn, WSGI and middleware as every page. `/healthz` (liveness, touches nothing)
should sit on it; `/readyz` (database, cache and broker checks) shows what those cost. Each
page's cost is its time per request at 8 clients (the inverse of its throughput), sampled in
interleaved rounds (devtools/bench/samples.py) and set against the floor, or against the cached
profile page, within each round.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from urllib.parse import urljoin

import httpx

from devtools.bench.floor import FLOOR
from devtools.bench.load import ERROR_KINDS_LEGEND, run_load
from devtools.bench.samples import interleaved, per_round, rate_spread, ratio_spread
from devtools.bench.server import PortalServer, gunicorn_settings
from devtools.bench.table import Figure, Section, median, ms, ratio

CLIENTS = 8
SAMPLE_SECONDS = 2.0
ROUNDS = 5
LOAD_CLIENTS = 50
PROFILE = "/popes/benedict-xvi/"
SIX = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")
FOUR_METRICS = "metric=catholics&metric=total_priests&metric=parishes&metric=baptisms"
CHART = "/trends/dmaml/?metric=catholics"
CHART_4 = f"/trends/dmaml/?{FOUR_METRICS}"
COMPARE_6X4 = "/trends/compare/?" + "&".join(f"d={code}" for code in SIX) + f"&{FOUR_METRICS}"

# name → (path, signed in); the first is the floor every other page is set against.
PAGES = {
    "floor /_bench/floor (a view that does nothing)": (FLOOR, False),
    "/healthz (liveness)": ("/healthz", False),
    "/readyz (database, cache, broker)": ("/readyz", False),
    "homepage /": ("/", False),
    "homepage /?lang=es (the address a cache keeps)": ("/?lang=es", False),
    "widget /embed/today/?lang=es": ("/embed/today/?lang=es", False),
    "homepage revalidated (If-None-Match, 304)": ("/?lang=es", False),
    f"cached profile {PROFILE}": (PROFILE, True),
    "cached chart, 1 metric": (CHART, True),
    "cached chart, 4 metrics": (CHART_4, True),
    "cached compare, 6 dioceses × 4 metrics": (COMPARE_6X4, True),
}
FLOOR_NAME, PROFILE_NAME = next(iter(PAGES)), f"cached profile {PROFILE}"
REVALIDATED = "homepage revalidated (If-None-Match, 304)"
# What an anonymous public page may cost next to the floor (docs/performance.md).
PUBLIC_TARGETS = {
    "homepage /": 1.5,
    "homepage /?lang=es (the address a cache keeps)": 1.5,
    "widget /embed/today/?lang=es": 1.5,
    REVALIDATED: 1.2,
}
# What a chart may cost next to the cached profile page (docs/performance.md).
CHART_TARGETS = {
    "cached chart, 1 metric": 1.5,
    "cached chart, 4 metrics": 1.5,
    "cached compare, 6 dioceses × 4 metrics": 2.0,
}


def load_seconds() -> float:
    """BENCH_LOAD_SECONDS shortens (or lengthens) the 50-client runs; 60 s by default."""
    return float(os.environ.get("BENCH_LOAD_SECONDS", "60"))


def _warm_up(server: PortalServer, cookies: dict[str, str]) -> None:
    """One view of each page fills the shared cache; a short run warms every worker."""
    for path, signed_in in PAGES.values():
        jar = cookies if signed_in else None
        httpx.get(f"{server.url}{path}", cookies=jar, timeout=60).raise_for_status()
        run_load(f"{server.url}{path}", clients=2, seconds=0.5, cookies=jar)


def page_costs(
    server: PortalServer, cookies: dict[str, str]
) -> tuple[list[Section], dict[str, float]]:
    """Two sections (pages vs the floor, charts vs the profile) and the median req/s by path
    (the load section's reference)."""
    _warm_up(server, cookies)
    before = server.upstream_calls()
    errors = Counter()

    def sample(name: str, path: str, signed_in: bool):
        revalidate = {}
        if name == REVALIDATED:
            etag = httpx.get(f"{server.url}{path}", timeout=30).headers["ETag"]
            revalidate = {"If-None-Match": etag}

        def one() -> float:
            result = run_load(f"{server.url}{path}", clients=CLIENTS, seconds=SAMPLE_SECONDS,
                              cookies=cookies if signed_in else None, headers=revalidate,
                              expect=304 if revalidate else 200)  # fmt: skip
            errors[path] += result.errors
            return result.rps

        return one

    rps = interleaved(
        {name: sample(name, path, signed_in) for name, (path, signed_in) in PAGES.items()},
        rounds=ROUNDS,
    )
    calls = server.upstream_calls() - before
    cost = {name: [1 / r if r else float("inf") for r in values] for name, values in rps.items()}

    def target(name: str) -> str:
        return f" (target ≤ {PUBLIC_TARGETS[name]:.1f}×)" if name in PUBLIC_TARGETS else ""

    versus_floor = [
        Figure(f"{name}: req/s, cost vs the floor{target(name)}", rate_spread(rps[name]),
               rate_spread(rps[FLOOR_NAME]), ratio_spread(per_round(cost[name], cost[FLOOR_NAME])))
        for name in PAGES
        if name != FLOOR_NAME
    ]  # fmt: skip
    versus_floor.append(
        Figure("upstream calls / failed requests during these runs",
               f"{calls} / {sum(errors.values())}")
    )  # fmt: skip
    versus_profile = [
        Figure(f"{name} (target ≤ {target:.1f}×)", rate_spread(rps[name]),
               rate_spread(rps[PROFILE_NAME]),
               ratio_spread(per_round(cost[name], cost[PROFILE_NAME])))
        for name, target in CHART_TARGETS.items()
    ]  # fmt: skip
    rounds = f"{ROUNDS} interleaved rounds of {CLIENTS} clients × {SAMPLE_SECONDS:.0f} s"
    sections = [
        Section(
            f"Page cost vs the floor, gunicorn, {rounds}; median (min–max); cost = time per "
            "request at that throughput (reference: the floor in the same round)",
            versus_floor,
        ),
        Section(
            f"Chart pages vs the cached profile page, the same runs (reference: {PROFILE})",
            versus_profile,
        ),
    ]
    reference = {
        path: median(rps[name]) for name, (path, _) in PAGES.items() if name != REVALIDATED
    }
    return sections, reference


def under_load(
    server: PortalServer, cookies: dict[str, str], few_clients: dict[str, float]
) -> tuple[Section, Counter]:
    """The section and the failed requests, counted by page and detail (the promise: none).

    `few_clients`: the same pages' median req/s with CLIENTS clients, the throughput reference.
    """
    seconds = load_seconds()
    figures, failed = [], Counter()
    for name, path, jar in [("homepage /", "/", None), (f"cached {PROFILE}", PROFILE, cookies)]:
        before = server.upstream_calls()
        result = run_load(f"{server.url}{path}", clients=LOAD_CLIENTS, seconds=seconds,
                          cookies=jar)  # fmt: skip
        calls = server.upstream_calls() - before
        failed.update({f"{path}: {detail}": n for detail, n in result.error_details.items()})
        p50, p99 = result.percentile_ms(0.50), result.percentile_ms(0.99)
        reference = few_clients[path]
        figures += [
            Figure(f"{name}: p99 latency (reference: median)", ms(p99 / 1000), ms(p50 / 1000),
                   ratio(p99, p50)),
            Figure(f"{name}: req/s (reference: {CLIENTS} clients)", f"{result.rps:.0f}/s",
                   f"{reference:.0f}/s", ratio(result.rps, reference)),
            Figure(f"{name}: failed requests, upstream calls",
                   f"{result.errors} of {result.requests + result.errors:,}, {calls}"),
            Figure(f"{name}: failed by kind", result.error_counts_row()),
        ]  # fmt: skip
    gunicorn = gunicorn_settings()
    section = Section(
        f"Load: {LOAD_CLIENTS} concurrent clients × {seconds:.0f} s each, gunicorn "
        f"{gunicorn['workers']} workers × {gunicorn['threads']} threads, "
        f"keep-alive {gunicorn['keepalive']} s (config/gunicorn.conf.py); failed by kind: "
        f"{ERROR_KINDS_LEGEND}",
        figures,
    )
    return section, failed


def _wire_bytes(client: httpx.Client, url: str) -> tuple[int, int, str]:
    """(bytes on the wire as served to a browser that accepts br/gzip, bytes once decoded,
    Cache-Control)."""
    with client.stream("GET", url, headers={"Accept-Encoding": "br, gzip"}) as response:
        response.raise_for_status()
        wire = sum(len(chunk) for chunk in response.iter_raw())
        cache_control = response.headers.get("Cache-Control", "")
    decoded = len(client.get(url, headers={"Accept-Encoding": "identity"}).content)
    return wire, decoded, cache_control


ASSET = re.compile(r'<(?:link[^>]+rel="stylesheet"[^>]*href|script[^>]+src)="([^"]+)"')
YEAR = 365 * 24 * 3600


def _long_cached(cache_control: str) -> bool:
    """Whether a browser keeps the file a year without asking again (hashed static files)."""
    found = re.search(r"max-age=(\d+)", cache_control)
    return bool(found) and int(found.group(1)) >= YEAR


def page_bytes(server: PortalServer, cookies: dict[str, str]) -> Section:
    """What a browser downloads for a chart page: on a first visit (the HTML and every file
    it links, compressed as served) and on a repeat visit (files with a year's max-age and
    hashed names are not asked for again, so only the HTML)."""
    figures = []
    with httpx.Client(cookies=cookies, timeout=30) as client:
        for name, path in [("chart, 1 metric", CHART),
                           ("compare, 6 dioceses × 4 metrics", COMPARE_6X4)]:  # fmt: skip
            page_url = f"{server.url}{path}"
            html_wire, html_raw, _ = _wire_bytes(client, page_url)
            assets = [urljoin(page_url, href) for href in ASSET.findall(client.get(page_url).text)]
            first_wire, first_raw, repeat_wire, plotly_wire = html_wire, html_raw, html_wire, 0
            for url in assets:
                wire, raw, cache_control = _wire_bytes(client, url)
                first_wire, first_raw = first_wire + wire, first_raw + raw
                if not _long_cached(cache_control):
                    repeat_wire += wire
                if "/static/vendor/plotly/" in url:
                    plotly_wire += wire
            figures += [
                Figure(f"{name}: HTML (served / uncompressed)", f"{html_wire:,} B",
                       f"{html_raw:,} B", ratio(html_wire, html_raw)),
                Figure(f"{name}: first visit, {len(assets) + 1} files (served / uncompressed)",
                       f"{first_wire:,} B", f"{first_raw:,} B", ratio(first_wire, first_raw)),
                Figure(f"{name}: of which plotly.js and its CSS (served)", f"{plotly_wire:,} B"),
                Figure(f"{name}: repeat visit (reference: first visit)", f"{repeat_wire:,} B",
                       f"{first_wire:,} B", ratio(repeat_wire, first_wire)),
            ]  # fmt: skip
    return Section(
        "Chart page bytes as a browser downloads them (brotli/gzip as served; a repeat visit "
        "asks only for what is not cached for a year)",
        figures,
    )
