"""What the portal adds to an upstream call on a page that cannot use the cache.

On a server with MAGISTERIUM_CACHE_ENABLED=0, one client opens the pope page (one
pope_lookup per view) and, alternately, sends the same JSON-RPC request straight to the
sandbox with httpx (the floor: one round trip, the sandbox's own work and injected latency).
At 0 ms injected latency the ratio says how much the portal costs next to one raw call; at
200 ms both carry the same 200 ms, which is taken off both before comparing.
"""

from __future__ import annotations

import uuid

import httpx

from devtools.bench.server import PortalServer
from devtools.bench.table import Figure, Section, median, ms, ratio, timed

PAGE = "/popes/benedict-xvi/"
PAIRS = {0: 100, 200: 20}  # injected upstream latency (ms) → paired measurements


def _raw_body() -> dict:
    """The message/send the pope page makes, as the portal's client sends it."""
    return {
        "jsonrpc": "2.0",
        "id": uuid.uuid4().hex,
        "method": "message/send",
        "params": {
            "message": {
                "kind": "message",
                "role": "user",
                "messageId": uuid.uuid4().hex,
                "parts": [{"kind": "data", "data": {"pope_id": "benedict-xvi"}}],
                "metadata": {"skillId": "pope_lookup"},
            }
        },
    }


def run(server: PortalServer, cookies: dict[str, str]) -> Section:
    """`server` must run with the shared cache off."""
    token = server.sandbox.token("demo")["access_token"]
    endpoint = f"{server.sandbox.url}/api/v1/a2a"
    figures = []
    with (
        httpx.Client(cookies=cookies, timeout=30) as browser,
        httpx.Client(headers={"Authorization": f"Bearer {token}"}, timeout=30) as raw,
    ):

        def page() -> None:
            browser.get(f"{server.url}{PAGE}").raise_for_status()

        def raw_call() -> None:
            response = raw.post(endpoint, json=_raw_body())
            response.raise_for_status()
            assert "result" in response.json()

        for latency, pairs in PAIRS.items():
            server.upstream_latency(latency)
            for _ in range(3):  # warm both connection pools and both gunicorn workers
                page()
                raw_call()
            before = server.upstream_calls()
            pages, raws = [], []
            for _ in range(pairs):
                pages.append(timed(page))
                raws.append(timed(raw_call))
            calls = server.upstream_calls() - before
            assert calls == 2 * pairs, f"cache not off? {calls} upstream calls for {pairs} pairs"
            injected = latency / 1000
            page_s, raw_s = median(pages), median(raws)
            figures.append(
                Figure(f"{latency} ms upstream: page vs raw upstream call, median", ms(page_s),
                       ms(raw_s), ratio(page_s, raw_s))
            )  # fmt: skip
            if latency:
                figures.append(
                    Figure(f"{latency} ms upstream: page − injected vs raw call − injected",
                           ms(page_s - injected), ms(raw_s - injected),
                           ratio(page_s - injected, raw_s - injected))
                )  # fmt: skip
            figures.append(
                Figure(f"{latency} ms upstream: portal's own time per page (page − raw call)",
                       ms(page_s - raw_s), "", f"{pairs} pairs")
            )  # fmt: skip
        server.upstream_latency(0)
    return Section(
        f"Portal overhead on an uncached page: {PAGE}, cache off, one client, gunicorn "
        "(reference: the same JSON-RPC call sent straight to the sandbox)",
        figures,
    )
