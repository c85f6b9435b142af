"""What the portal's Magisterium client costs per call, and what a shared-cache hit costs.

In-process, against a private sandbox (temp database, rate limits off) with 0 ms and 200 ms
of injected latency, each against a reference measured in the same run:

- a raw httpx POST of the same JSON-RPC body the portal sends (the floor);
- the portal's `pope_lookup` with the shared cache off (validation, throttle script in Redis,
  JSON-RPC, pydantic parse, typed result), timed in pairs with the raw POST;
- a cache hit (no upstream call).
"""

from __future__ import annotations

import os
import tempfile
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

from devtools.bench.table import Figure, Section, median, ms, percentile, ratio, render, timed
from portal.magisterium import httpclient

OVERHEAD_PAIRS = {0: 200, 200: 20}
CACHE_HIT_CALLS = 200


def _setup_django(stack: ExitStack) -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "1")
    # Own key prefix: clearing the bench's entries never touches a developer's cache.
    os.environ["CACHE_KEY_PREFIX"] = f"bench-{uuid.uuid4().hex[:8]}"
    if not os.environ.get("REDIS_URL"):  # `make bench` provides one through devtools.embedded
        from devtools.embedded import start_redis

        redis = start_redis()
        stack.callback(redis.stop)
        os.environ["REDIS_URL"] = redis.url
    import django

    django.setup()


def run(sandbox) -> Section:
    import httpx
    from django.conf import settings
    from django.core.cache import cache

    from portal import magisterium as m
    from portal.magisterium import wire

    settings.MAGISTERIUM_BASE_URL = sandbox.url
    settings.MAGISTERIUM_RATE_LIMIT = 0
    settings.MAGISTERIUM_QA_RATE_LIMIT = 0
    token = m.UserToken(account_id="bench-user", access_token=sandbox.token("demo")["access_token"])
    raw_client = httpx.Client(limits=httpclient.POOL_LIMITS, timeout=30)
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

    session = m.Session(m.FixedToken(token))

    def portal_call() -> None:
        session.pope_lookup(pope_id="leo-xiv")

    figures = []
    for latency, pairs in OVERHEAD_PAIRS.items():
        httpx.post(f"{sandbox.url}/_sandbox/config", json={"latency_ms": latency})
        settings.MAGISTERIUM_CACHE_ENABLED = False
        for _ in range(5):  # warm both connection pools and the sandbox
            raw_post()
            portal_call()
        raw, portal = [], []
        for _ in range(pairs):
            raw.append(timed(raw_post))
            portal.append(timed(portal_call))
        settings.MAGISTERIUM_CACHE_ENABLED = True
        cache.delete_pattern("magisterium:*")
        portal_call()
        hits = [timed(portal_call) for _ in range(CACHE_HIT_CALLS)]
        figures += [
            Figure(f"{latency} ms upstream: pope_lookup, cache off vs raw POST, median",
                   ms(median(portal)), ms(median(raw)), ratio(median(portal), median(raw))),
            Figure(f"{latency} ms upstream: the same, p95", ms(percentile(portal, 0.95)),
                   ms(percentile(raw, 0.95)),
                   ratio(percentile(portal, 0.95), percentile(raw, 0.95))),
            Figure(f"{latency} ms upstream: pope_lookup, cache hit vs raw POST, median",
                   ms(median(hits)), ms(median(raw)), ratio(median(hits), median(raw))),
        ]  # fmt: skip
    raw_client.close()
    cache.delete_pattern("magisterium:*")
    return Section(
        f"Magisterium client, in-process ({OVERHEAD_PAIRS[0]} / {OVERHEAD_PAIRS[200]} paired "
        "calls; reference: a raw httpx POST of the same JSON-RPC)",
        figures,
    )


def measure() -> Section:
    """Start Django (own cache prefix) and a private sandbox; measure; clean up."""
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
        return run(sandbox)


def main() -> None:
    started = time.perf_counter()
    print(render([measure()]))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
