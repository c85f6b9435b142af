"""Kept-alive connections left idle between requests: what gunicorn's `keepalive` does.

Clients that pause between requests leave their connection idle; when gunicorn closes an
idle connection just as the client sends on it, the request ends in a reset. Run with the
Procfile's settings (config/gunicorn.conf.py) and, for reference, with gunicorn's default
keep-alive of 2 s, which the pauses straddle (docs/performance.md, "Serving without resets").

    python -m devtools.embedded -- python -m devtools.bench.idle
"""

from __future__ import annotations

import time

from devtools.bench.load import ERROR_KINDS_LEGEND, LoadResult, run_load
from devtools.bench.server import gunicorn_settings, portal_server
from devtools.bench.table import Figure, Section, render

CLIENTS = 200
SECONDS = 60.0
PAUSE = (2.0, 3.0)
GUNICORN_DEFAULT_KEEPALIVE = 2


def _run(portal_env: dict[str, str] | None = None) -> LoadResult:
    # /healthz links no static file, so the slow collectstatic is skipped.
    with portal_server(portal_env=portal_env, collect_static=False) as server:
        return run_load(f"{server.url}/healthz", clients=CLIENTS, seconds=SECONDS, pause=PAUSE)


def run() -> Section:
    shared = _run()
    # Options in GUNICORN_CMD_ARGS override the settings file: only the keep-alive differs.
    default = _run({"GUNICORN_CMD_ARGS": f"--keep-alive {GUNICORN_DEFAULT_KEEPALIVE}"})
    keepalive = gunicorn_settings()["keepalive"]

    def failed(result: LoadResult) -> str:
        return f"{result.errors} of {result.requests + result.errors:,}"

    return Section(
        f"Idle kept-alive connections: {CLIENTS} clients × {SECONDS:.0f} s on /healthz, each "
        f"pausing {PAUSE[0]:.0f}–{PAUSE[1]:.0f} s between requests (reference: gunicorn's "
        f"default keep-alive, {GUNICORN_DEFAULT_KEEPALIVE} s); failed by kind: "
        f"{ERROR_KINDS_LEGEND}",
        [
            Figure(f"failed requests, keep-alive {keepalive} s (config/gunicorn.conf.py)",
                   failed(shared), failed(default)),
            Figure("failed by kind", shared.error_counts_row(), default.error_counts_row()),
        ],
    )  # fmt: skip


def main() -> None:
    started = time.perf_counter()
    section = run()
    print(render([section]))
    print(f"\n(bench ran in {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
