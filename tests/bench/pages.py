"""Pages under load through gunicorn, each figure a ratio to /healthz measured in the same run.

/healthz is the cheapest page Django serves here (three tiny checks), so "homepage at 0.8×
healthz" reads as "the homepage costs about as much as doing almost nothing".
"""

from __future__ import annotations

from tests.bench.load import LoadResult, run_load
from tests.bench.server import portal_server

CLIENTS = 8
SECONDS = 5.0


def _row(name: str, result: LoadResult, baseline: LoadResult) -> tuple[str, ...]:
    return (
        name,
        f"{result.rps:.0f}",
        f"{result.median_ms:.1f}",
        f"{result.rps / baseline.rps:.2f}×",
        f"{result.median_ms / baseline.median_ms:.2f}×",
        str(result.errors),
    )


def run() -> list[tuple[str, ...]]:
    with portal_server() as server:
        server.session_cookie("bench-prefetch")
        server.prefetch_today("bench-prefetch")
        before = _upstream_calls(server)
        run_load(f"{server.url}/", clients=2, seconds=1)  # warm up both workers
        healthz = run_load(f"{server.url}/healthz", clients=CLIENTS, seconds=SECONDS)
        home = run_load(f"{server.url}/", clients=CLIENTS, seconds=SECONDS)
        upstream = _upstream_calls(server) - before
    rows = [
        ("page", "req/s", "median ms", "req/s vs healthz", "median vs healthz", "errors"),
        _row("/healthz", healthz, healthz),
        _row("/ (homepage, prefetched)", home, healthz),
        ("upstream calls during the homepage run", str(upstream), "", "", "", ""),
    ]
    return rows


def _upstream_calls(server) -> int:
    import httpx

    return httpx.get(f"{server.sandbox.url}/_sandbox/requests", timeout=5).json()["message_send"][
        "total"
    ]


def print_table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for index, row in enumerate(rows):
        cells = [row[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)
        ]
        print("  ".join(cells).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))


def main() -> None:
    print(f"\nPages through gunicorn ({CLIENTS} clients, {SECONDS:.0f} s each)\n")
    print_table(run())
