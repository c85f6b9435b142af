"""What the portal's Magisterium client costs per call, and what its shared cache saves.

Against a private sandbox (temp database, rate limits off) with 0 ms and 200 ms of injected
latency it measures, in the same run:

- a raw httpx POST of the same JSON-RPC body the portal sends (the floor);
- the portal's `pope_lookup` with the shared cache off (validation, throttle script in Redis,
  JSON-RPC, pydantic parse, typed result) and the per-call overhead: paired portal − raw;
- a cache hit (no upstream call);
- a scripted set of repeated look-ups by several users, with the cache on and off: how many
  upstream calls the shared cache saves.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable
from contextlib import ExitStack
from datetime import date
from pathlib import Path

OVERHEAD_PAIRS = {0: 200, 200: 20}
CACHE_HIT_CALLS = 200
SCRIPT_USERS = 4


def _setup_django(stack: ExitStack) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "1")
    # Own key prefix: clearing the bench's entries never touches a developer's cache.
    os.environ["CACHE_KEY_PREFIX"] = f"bench-{uuid.uuid4().hex[:8]}"
    if not os.environ.get("REDIS_URL"):  # `make bench` provides one through config.embedded
        from config.embedded import start_redis

        redis = start_redis()
        stack.callback(redis.stop)
        os.environ["REDIS_URL"] = redis.url
    import django

    django.setup()


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.2f} / {_percentile(values, 0.95) * 1000:.2f}"


def _timed(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def _script(m, tokens) -> list[Callable[[], object]]:
    """What a morning of parish staff might look up: every user repeats a common set."""
    calls = []
    for token in tokens:
        calls += [
            lambda t=token: m.pope_lookup(token=t, pope_id="leo-xiv"),
            lambda t=token: m.pope_lookup(token=t, query="Benedict XVI"),
            lambda t=token: m.pope_lookup(token=t, query="benedict  xvi"),
            lambda t=token: m.saint_lookup(token=t, saint_id="jerome"),
            lambda t=token: m.saint_lookup(token=t, query="Jerome"),
            lambda t=token: m.diocese_lookup(token=t, source_code="dmaml"),
            lambda t=token: m.diocese_statistics(token=t, source_code="dmaml", start_year=2010),
            lambda t=token: m.document_search(token=t, query="care for creation"),
            lambda t=token: m.document_fetch(token=t, document_id="laudato-si"),
            lambda t=token: m.liturgical_readings(token=t, day=date(2026, 12, 25)),
            lambda t=token: m.saints_of_the_day(token=t, day=date(2026, 9, 30)),
            lambda t=token: m.pope_lookup(token=t, pope_id="leo-xiv"),
        ]
    return calls


def run(sandbox) -> list[tuple[str, dict[int, str]]]:
    import httpx
    from django.conf import settings
    from django.core.cache import cache

    from portal import magisterium as m
    from portal.magisterium import transport, wire

    settings.MAGISTERIUM_BASE_URL = sandbox.url
    settings.MAGISTERIUM_RATE_LIMIT = 0
    settings.MAGISTERIUM_QA_RATE_LIMIT = 0
    tokens = [
        m.UserToken(
            account_id=f"bench-user-{n}", access_token=sandbox.token("demo")["access_token"]
        )
        for n in range(SCRIPT_USERS)
    ]
    token = tokens[0]
    raw_client = httpx.Client(limits=transport.POOL_LIMITS, timeout=30)
    raw_message = wire.Message(
        role="user",
        message_id="bench",
        parts=[wire.DataPart(data={"pope_id": "leo-xiv"})],
        metadata={"skillId": "pope_lookup"},
    ).to_wire()

    def raw_post() -> None:
        body = {
            "jsonrpc": "2.0",
            "id": uuid.uuid4().hex,
            "method": "message/send",
            "params": {"message": {**raw_message, "messageId": uuid.uuid4().hex}},
        }
        response = raw_client.post(
            f"{sandbox.url}/api/v1/a2a",
            json=body,
            headers={"Authorization": f"Bearer {token.access_token}"},
        )
        response.read()

    def portal_call() -> None:
        m.pope_lookup(token=token, pope_id="leo-xiv")

    def clear() -> None:
        cache.delete_pattern("magisterium:*")

    def upstream_calls() -> int:
        return httpx.get(f"{sandbox.url}/_sandbox/requests").json()["message_send"]["total"]

    rows: dict[str, dict[int, str]] = {}
    for latency, pairs in OVERHEAD_PAIRS.items():
        httpx.post(f"{sandbox.url}/_sandbox/config", json={"latency_ms": latency})
        settings.MAGISTERIUM_CACHE_ENABLED = False
        for _ in range(5):  # warm both connection pools and the sandbox
            raw_post()
            portal_call()
        raw, portal, overhead = [], [], []
        for _ in range(pairs):
            raw_time, portal_time = _timed(raw_post), _timed(portal_call)
            raw.append(raw_time)
            portal.append(portal_time)
            overhead.append(portal_time - raw_time)
        rows.setdefault("raw httpx POST, median / p95 ms", {})[latency] = _ms(raw)
        rows.setdefault("portal call, cache off, median / p95 ms", {})[latency] = _ms(portal)
        rows.setdefault("client overhead per call, median / p95 ms", {})[latency] = _ms(overhead)
        rows.setdefault("  paired calls measured", {})[latency] = str(pairs)

        settings.MAGISTERIUM_CACHE_ENABLED = True
        clear()
        portal_call()
        hits = [_timed(portal_call) for _ in range(CACHE_HIT_CALLS)]
        rows.setdefault("portal call, cache hit, median / p95 ms", {})[latency] = _ms(hits)

        script = _script(m, tokens)
        results = {}
        for enabled in (False, True):
            settings.MAGISTERIUM_CACHE_ENABLED = enabled
            clear()
            before, started = upstream_calls(), time.perf_counter()
            for call in script:
                call()
            results[enabled] = (upstream_calls() - before, time.perf_counter() - started)
        (off_calls, off_time), (on_calls, on_time) = results[False], results[True]
        saved = off_calls - on_calls
        rows.setdefault(f"scripted look-ups ({len(script)} calls, {SCRIPT_USERS} users)", {})[
            latency
        ] = ""
        rows.setdefault("  upstream calls, cache off / on", {})[latency] = (
            f"{off_calls} / {on_calls}"
        )
        rows.setdefault("  upstream calls saved by the shared cache", {})[latency] = (
            f"{saved} ({saved / off_calls:.0%})" if off_calls else "0"
        )
        rows.setdefault("  wall time, cache off / on, s", {})[latency] = (
            f"{off_time:.2f} / {on_time:.2f}"
        )
    raw_client.close()
    clear()
    return list(rows.items())


def print_table(rows: list[tuple[str, dict[int, str]]]) -> None:
    latencies = list(OVERHEAD_PAIRS)
    header = ["Magisterium client", *(f"{ms} ms latency" for ms in latencies)]
    lines = [header] + [[name, *(values.get(ms, "") for ms in latencies)] for name, values in rows]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for index, line in enumerate(lines):
        cells = [line[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(line[1:], widths[1:], strict=True)
        ]
        print("  ".join(cells).rstrip())
        if index == 0:
            print("  ".join("-" * w for w in widths))


def main() -> None:
    with ExitStack() as stack:
        _setup_django(stack)
        from sandbox.testing import start_sandbox

        workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-sandbox-")))
        sandbox = start_sandbox(
            db_path=workdir / "sandbox.sqlite3",
            env={
                "SANDBOX_RATE_LIMIT": "0",
                "SANDBOX_QA_RATE_LIMIT": "0",
                "SANDBOX_LATENCY_MS": "0",
            },
        )
        stack.callback(sandbox.stop)
        started = time.perf_counter()
        rows = run(sandbox)
        print_table(rows)
        print(f"\n(bench ran in {time.perf_counter() - started:.1f} s against {sandbox.url})")


if __name__ == "__main__":
    main()
