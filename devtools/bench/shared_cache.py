"""nginx as the shared cache in front of gunicorn (deploy/nginx/portal.conf, docs/deployment.md):
how much of the anonymous traffic it answers, what still reaches gunicorn, and the throughput.

Anonymous clients (no cookies at all) go round the public pages in the five languages, by
`?lang=`: the homepage (today's page; /day/<today>/ redirects to it), tomorrow's page, this
week's, the widget, RSS and iCalendar. After one warm-up pass, the same clients run in
interleaved rounds through nginx and straight to gunicorn. nginx's access log says how each
request was answered (devtools/nginx.py).

    python -m devtools.embedded -- python -m devtools.bench.shared_cache
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections import Counter
from collections.abc import Sequence

import httpx

from devtools.bench.load import (
    CLIENT_KEEPALIVE_EXPIRY,
    ERROR_KINDS,
    ERROR_KINDS_LEGEND,
    REQUEST_TIMEOUT,
    LoadResult,
    exception_kind,
    status_kind,
)
from devtools.bench.pages import load_seconds
from devtools.bench.samples import interleaved, per_round, rate_spread, ratio_spread
from devtools.bench.server import PortalServer
from devtools.bench.table import Figure, Section, ms
from devtools.nginx import STATUSES, origin_requests, served_from_cache, shared_cache
from portal.core.languages import CODES

CLIENTS = 16
ROUNDS = 3
LANGUAGES = CODES  # every interface language
HIT_TARGET = 0.99
PREFETCH_ACCOUNT = "bench-shared-cache"
WEEK = 7  # days prefetched from today: the week page shows all of them


def round_seconds() -> float:
    """Each round's length: a sixth of BENCH_LOAD_SECONDS (10 s by default), at least 2 s."""
    return max(2.0, load_seconds() / 6)


def prefetch_days(server: PortalServer, username: str, days: int) -> dt.date:
    """Fetch `days` dates from the site's today on, as the nightly prefetch does, with
    `username` (who must have a connection: PortalServer.session_cookies) as the prefetch
    account; returns the site's today."""
    script = (
        "import datetime as dt\n"
        "from portal.readings import selectors, services\n"
        "today = selectors.site_today()\n"
        f"for n in range({days}):\n"
        "    services.day_fetch(day=today + dt.timedelta(days=n))\n"
        "print(today.isoformat())\n"
    )
    output = server.manage("shell", "-c", script, env={"PREFETCH_ACCOUNT": username})
    return dt.date.fromisoformat(output.strip().splitlines()[-1])


def public_paths(today: dt.date) -> list[str]:
    """Every public page in every language, as a visitor's browser or feed reader asks."""
    tomorrow = today + dt.timedelta(days=1)
    pages = [
        "/",
        f"/day/{tomorrow.isoformat()}/",
        f"/week/{today.isoformat()}/",
        "/embed/today/",
        "/feeds/readings.xml",
        "/feeds/readings.ics",
    ]
    return [f"{page}?lang={lang}" for page in pages for lang in LANGUAGES]


def mixed_load(base_url: str, paths: Sequence[str], *, clients: int, seconds: float) -> LoadResult:
    """Closed-loop clients (devtools/bench/load.py, without cookies), each going round `paths`
    from its own starting point, so every page is asked for all the time."""
    result = LoadResult()
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds
    limits = httpx.Limits(keepalive_expiry=CLIENT_KEEPALIVE_EXPIRY)

    def client_loop(start: int) -> None:
        n = start
        with httpx.Client(timeout=REQUEST_TIMEOUT, limits=limits) as client:
            while time.perf_counter() < stop_at:
                url = f"{base_url}{paths[n % len(paths)]}"
                n += 1
                client.cookies.clear()  # anonymous: never send back a cookie
                started = time.perf_counter()
                kind = detail = None
                size = 0
                try:
                    response = client.get(url)
                    size = len(response.content)
                    if response.status_code != 200:
                        kind = status_kind(response.status_code)
                        detail = f"{url}: HTTP {response.status_code}"
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

    started = time.perf_counter()
    step = max(1, len(paths) // clients)
    threads = [threading.Thread(target=client_loop, args=(i * step,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    result.seconds = time.perf_counter() - started
    return result


def _warm_up(base_url: str, paths: Sequence[str]) -> None:
    """One request per page fills the cache (or warms gunicorn's workers, straight)."""
    with httpx.Client(timeout=60) as client:
        for path in paths:
            client.cookies.clear()
            client.get(f"{base_url}{path}").raise_for_status()


def _kinds(runs: list[LoadResult]) -> str:
    """'0 / 0 / 0 / 0 / 0' over all rounds, in the order of ERROR_KINDS_LEGEND."""
    return " / ".join(str(sum(r.error_counts[kind] for r in runs)) for kind in ERROR_KINDS)


def run(server: PortalServer) -> Section:
    server.session_cookies(PREFETCH_ACCOUNT)  # the prefetch account needs a connection
    today = prefetch_days(server, PREFETCH_ACCOUNT, WEEK)
    paths = public_paths(today)
    seconds = round_seconds()
    counts: Counter[str] = Counter()
    results: dict[str, list[LoadResult]] = {"nginx": [], "gunicorn": []}
    with shared_cache(server.url) as cache:
        _warm_up(cache.url, paths)
        _warm_up(server.url, paths)
        bases = {"nginx": cache.url, "gunicorn": server.url}

        def sample(name: str):
            def one() -> float:
                position = cache.log_position()
                result = mixed_load(bases[name], paths, clients=CLIENTS, seconds=seconds)
                if name == "nginx":
                    counts.update(cache.statuses(since=position))
                results[name].append(result)
                return result.rps

            return one

        rps = interleaved({name: sample(name) for name in bases}, rounds=ROUNDS)

    through, direct = results["nginx"], results["gunicorn"]
    for name, runs in results.items():  # the table has room for counts only: say what failed
        details: Counter[str] = Counter()
        for result in runs:
            details.update(result.error_details)
        for detail, n in details.most_common(10):
            print(f"  shared cache, {name}: {n} × {detail}", flush=True)
    total = sum(counts.values())
    served = served_from_cache(counts)
    at_origin = origin_requests(counts)
    nginx_seconds = sum(r.seconds for r in through)
    share = served / total if total else 0.0
    verdict = "met" if share >= HIT_TARGET else "MISSED"
    failed = (sum(r.errors for r in through), sum(r.errors for r in direct))

    def median_ms(runs: list[LoadResult]) -> str:
        return ms(LoadResult(latencies=[t for r in runs for t in r.latencies]).median_ms / 1000)

    figures = [
        Figure(f"anonymous requests answered from the cache (target ≥ {HIT_TARGET:.0%}: "
               f"{verdict})", f"{share:.2%}", f"{served:,} of {total:,}"),
        Figure("requests reaching gunicorn through nginx, per second (reference: client req/s)",
               f"{at_origin / nginx_seconds:.1f}/s" if nginx_seconds else "n/a",
               f"{total / nginx_seconds:.0f}/s" if nginx_seconds else "n/a"),
        Figure("client throughput, through nginx vs straight to gunicorn",
               rate_spread(rps["nginx"]), rate_spread(rps["gunicorn"]),
               ratio_spread(per_round(rps["nginx"], rps["gunicorn"]))),
        Figure("median latency, through nginx vs straight to gunicorn", median_ms(through),
               median_ms(direct)),
        Figure("cache statuses (nginx access log)",
               ", ".join(f"{status} {counts[status]:,}" for status in STATUSES if counts[status])),
        Figure("failed requests, through nginx / straight", f"{failed[0]} / {failed[1]}"),
        Figure("failed by kind, through nginx", _kinds(through)),
        Figure("failed by kind, straight to gunicorn", _kinds(direct)),
    ]  # fmt: skip
    return Section(
        f"Shared cache: nginx (deploy/nginx/portal.conf) in front of gunicorn, {CLIENTS} "
        f"anonymous clients over {len(paths)} public URLs (6 pages × {len(LANGUAGES)} languages), "
        f"{ROUNDS} interleaved rounds × {seconds:.0f} s (reference: the same clients straight to "
        "gunicorn; through nginx the Python clients themselves are the limit); failed by kind: "
        f"{ERROR_KINDS_LEGEND}",
        figures,
    )


def main() -> None:
    from devtools.bench.server import portal_server
    from devtools.bench.table import render

    with portal_server() as server:
        section = run(server)
    print(render([section]))


if __name__ == "__main__":
    main()
