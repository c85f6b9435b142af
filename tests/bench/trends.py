"""What a comparison page costs next to a one-diocese page, with every call going upstream.

Against a private sandbox (temp database, rate limits off, 200 ms of latency on every
message/send) and with the shared cache off, it times the real pages through Django's test
client, signed in as a user connected to the sandbox (a throwaway test database):

- `/trends/dmaml/` (one upstream call) and `/trends/compare/` with six dioceses (six calls,
  made in parallel by portal.trends.services.series_fetch_many), and their ratio;
- the same six fetches made one after another, for reference.

    python -m config.embedded -- python -m tests.bench.trends
"""

from __future__ import annotations

import statistics
import tempfile
import time
from contextlib import ExitStack
from datetime import timedelta
from pathlib import Path

LATENCY_MS = 200
REPEATS = 10
SIX = ("dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport")


def _median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def _test_database(stack: ExitStack, workdir: Path) -> None:
    """A migrated SQLite database in `workdir`, dropped at the end (the dev data is untouched)."""
    from django.db import connection

    connection.settings_dict.setdefault("TEST", {})["NAME"] = str(workdir / "bench.sqlite3")
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    stack.callback(connection.creation.destroy_test_db, old_name, verbosity=0)


def _signed_in_client(sandbox):
    from django.contrib.auth import get_user_model
    from django.test import Client
    from django.utils import timezone

    from portal.accounts.services import connection_store

    user = get_user_model().objects.create_user(username="bench-trends")
    tokens = sandbox.token("demo")
    connection_store(
        user=user, account_id="bench-trends", name="Bench", email="bench@example.org",
        access_token=tokens["access_token"], refresh_token=tokens.get("refresh_token"),
        expires_at=timezone.now() + timedelta(seconds=int(tokens.get("expires_in", 3600))),
    )  # fmt: skip
    client = Client()
    client.force_login(user)
    return client, user


def _timed_get(client, path: str, params: dict) -> float:
    started = time.perf_counter()
    response = client.get(path, params)
    elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise RuntimeError(f"{path} answered {response.status_code}")
    return elapsed


def _measure(sandbox) -> list[tuple[str, str]]:
    import httpx
    from django.conf import settings

    from portal.trends import services

    settings.MAGISTERIUM_BASE_URL = sandbox.url
    settings.MAGISTERIUM_RATE_LIMIT = 0
    settings.MAGISTERIUM_CACHE_ENABLED = False  # every page goes upstream for every diocese
    httpx.post(f"{sandbox.url}/_sandbox/config", json={"latency_ms": LATENCY_MS}, timeout=10)
    client, user = _signed_in_client(sandbox)
    one = ("/trends/dmaml/", {"metric": "catholics"})
    six = ("/trends/compare/", {"d": list(SIX), "metric": "catholics"})
    for _ in range(2):  # warm imports, connection pools and the sandbox's threads
        _timed_get(client, *one)
        _timed_get(client, *six)
    one_times, six_times, serial_times = [], [], []
    for _ in range(REPEATS):
        one_times.append(_timed_get(client, *one))
        six_times.append(_timed_get(client, *six))
        started = time.perf_counter()
        for code in SIX:
            services.series_fetch(user=user, code=code, start=None, end=None)
        serial_times.append(time.perf_counter() - started)
    calls = httpx.get(f"{sandbox.url}/_sandbox/requests", timeout=10).json()["message_send"]
    ratio = statistics.median(six_times) / statistics.median(one_times)
    return [
        (f"sandbox latency per call, cache off, {REPEATS} runs", f"{LATENCY_MS} ms"),
        ("one diocese page (1 upstream call), median", f"{_median_ms(one_times):.0f} ms"),
        ("compare page, 6 dioceses in parallel, median", f"{_median_ms(six_times):.0f} ms"),
        ("compare of 6 / one diocese (median ratio)", f"{ratio:.2f}×"),
        ("6 fetches one after another (reference), median", f"{_median_ms(serial_times):.0f} ms"),
        ("upstream calls made in the run", str(calls["total"])),
    ]


def run() -> list[tuple[str, str]]:
    """Start Django (temp database), a private sandbox; measure; clean up; return the rows."""
    from tests.bench.client_overhead import _setup_django

    with ExitStack() as stack:
        _setup_django(stack)
        from sandbox.testing import start_sandbox

        workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-trends-")))
        _test_database(stack, workdir)
        sandbox = start_sandbox(
            db_path=workdir / "sandbox.sqlite3",
            env={"SANDBOX_RATE_LIMIT": "0", "SANDBOX_QA_RATE_LIMIT": "0",
                 "SANDBOX_LATENCY_MS": "0"},
        )  # fmt: skip
        stack.callback(sandbox.stop)
        return _measure(sandbox)


def print_table(rows: list[tuple[str, str]]) -> None:
    header = ("Trends: compare vs one diocese", "")
    width = max(len(name) for name, _value in [header, *rows])
    value_width = max(len(value) for _name, value in rows)
    print(header[0])
    print("-" * width + "  " + "-" * value_width)
    for name, value in rows:
        print(f"{name.ljust(width)}  {value.rjust(value_width)}")


def main() -> None:
    started = time.perf_counter()
    print_table(run())
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
