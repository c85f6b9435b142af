"""Pages through gunicorn with the shared cache on: what they cost next to /healthz, how they
hold up under 50 concurrent clients, and how many bytes a chart page sends.

/healthz is the floor of a Django request that touches every backing service (a SELECT 1,
a cache write and read, a fresh broker connection), so "homepage at 1.2× healthz" reads as
"the homepage costs about as much as checking that the services are up". Every figure is
set against a reference measured in the same run on the same server.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from urllib.parse import urljoin

import httpx

from tests.bench.load import ERROR_KINDS_LEGEND, LoadResult, run_load
from tests.bench.server import PortalServer, gunicorn_settings
from tests.bench.table import Figure, Section, ms, ratio

CLIENTS = 8
SECONDS = 8.0
LOAD_CLIENTS = 50
PROFILE = "/popes/benedict-xvi/"
CHART = "/trends/dmaml/?metric=catholics"


def load_seconds() -> float:
    """BENCH_LOAD_SECONDS shortens (or lengthens) the 50-client runs; 60 s by default."""
    return float(os.environ.get("BENCH_LOAD_SECONDS", "60"))


def _compared(name: str, result: LoadResult, healthz: LoadResult) -> list[Figure]:
    return [
        Figure(f"{name}: req/s", f"{result.rps:.0f}/s", f"{healthz.rps:.0f}/s",
               ratio(result.rps, healthz.rps)),
        Figure(f"{name}: median latency", ms(result.median_ms / 1000),
               ms(healthz.median_ms / 1000), ratio(result.median_ms, healthz.median_ms)),
    ]  # fmt: skip


def _warm_up(server: PortalServer, cookies: dict[str, str]) -> None:
    """One view of the profile fills the shared cache; a short run warms both workers."""
    httpx.get(f"{server.url}{PROFILE}", cookies=cookies, timeout=30).raise_for_status()
    run_load(f"{server.url}/", clients=2, seconds=1)
    run_load(f"{server.url}{PROFILE}", clients=2, seconds=1, cookies=cookies)


def versus_healthz(
    server: PortalServer, cookies: dict[str, str]
) -> tuple[Section, dict[str, LoadResult]]:
    """The section, and the runs by path (for the load section's reference)."""
    _warm_up(server, cookies)
    before = server.upstream_calls()
    healthz = run_load(f"{server.url}/healthz", clients=CLIENTS, seconds=SECONDS)
    home = run_load(f"{server.url}/", clients=CLIENTS, seconds=SECONDS)
    profile = run_load(f"{server.url}{PROFILE}", clients=CLIENTS, seconds=SECONDS, cookies=cookies)
    calls = server.upstream_calls() - before
    errors = healthz.errors + home.errors + profile.errors
    section = Section(
        f"Pages vs /healthz, gunicorn, {CLIENTS} clients × {SECONDS:.0f} s each "
        "(reference: /healthz in the same run)",
        [
            *_compared("homepage /", home, healthz),
            *_compared(f"cached profile {PROFILE}, signed in", profile, healthz),
            Figure("upstream calls / errors during these runs", f"{calls} / {errors}"),
        ],
    )
    return section, {"/": home, PROFILE: profile}


def under_load(
    server: PortalServer, cookies: dict[str, str], few_clients: dict[str, LoadResult]
) -> tuple[Section, Counter]:
    """The section and the failed requests, counted by page and detail (the promise: none).

    `few_clients`: the same pages' runs with CLIENTS clients, the throughput reference.
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
        reference = few_clients[path].rps
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


def _wire_bytes(client: httpx.Client, url: str) -> tuple[int, int]:
    """(bytes on the wire as served to a browser that accepts br/gzip, bytes once decoded)."""
    with client.stream("GET", url, headers={"Accept-Encoding": "br, gzip"}) as response:
        response.raise_for_status()
        wire = sum(len(chunk) for chunk in response.iter_raw())
    decoded = len(client.get(url, headers={"Accept-Encoding": "identity"}).content)
    return wire, decoded


ASSET = re.compile(r'<(?:link[^>]+rel="stylesheet"[^>]*href|script[^>]+src)="([^"]+)"')


def chart_bytes(server: PortalServer, cookies: dict[str, str]) -> Section:
    """The chart page as a browser fetches it, our files apart from the vendored plotly."""
    with httpx.Client(cookies=cookies, timeout=30) as client:
        page_url = f"{server.url}{CHART}"
        html = client.get(page_url).text
        assets = [urljoin(page_url, href) for href in ASSET.findall(html)]
        ours = [("HTML", page_url)] + [(a.rsplit("/", 1)[-1], a) for a in assets
                                       if "/static/vendor/" not in a]  # fmt: skip
        vendor = [a for a in assets if "/static/vendor/" in a]
        figures, total_wire, total_raw = [], 0, 0
        for name, url in ours:
            wire, raw = _wire_bytes(client, url)
            total_wire, total_raw = total_wire + wire, total_raw + raw
            figures.append(Figure(f"{name} (served / uncompressed)", f"{wire:,} B", f"{raw:,} B",
                                  ratio(wire, raw)))  # fmt: skip
        vendor_wire = sum(_wire_bytes(client, url)[0] for url in vendor)
    return Section(
        f"Chart page bytes, {CHART}, as served (brotli/gzip when the server compresses)",
        [
            *figures,
            Figure("all of ours, excluding plotly (served / uncompressed)", f"{total_wire:,} B",
                   f"{total_raw:,} B", ratio(total_wire, total_raw)),
            Figure("all of ours vs vendored plotly.js + its CSS (served)", f"{total_wire:,} B",
                   f"{vendor_wire:,} B", ratio(total_wire, vendor_wire)),
        ],
    )  # fmt: skip
