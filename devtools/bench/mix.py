"""Upstream calls per 100 page views: three users browsing overlapping pages.

A morning's scripted browsing (directory profiles and searches, library documents and a
search, trends charts) by a parish office, a researcher and a catechist, taking turns. Run
once on a server with the shared cache on and once on one with it off; the sandbox counts
the message/send calls each run causes.
"""

from __future__ import annotations

from itertools import zip_longest

import httpx

from devtools.bench.server import PortalServer

USERS = ("bench-parish-office", "bench-researcher", "bench-catechist")

SCRIPTS = {
    "bench-parish-office": [
        "/popes/benedict-xvi/",
        "/saints/jerome/",
        "/library/documents/laudato-si/",
        "/library/?q=care+for+creation",
        "/dioceses/dmaml/",
        "/popes/leo-xiv/",
        "/saints/?q=jerome",
        "/library/documents/fratelli-tutti/",
        "/popes/benedict-xvi/",
        "/trends/dmaml/?metric=catholics",
    ],
    "bench-researcher": [
        "/trends/dmaml/?metric=catholics",
        "/trends/dmaml/?metric=baptisms",  # the same series, another column: no new call
        "/trends/compare/?d=dmaml&d=dmila&d=dsant&metric=catholics",
        "/trends/dmila/?metric=total_priests",
        "/dioceses/dmaml/",
        "/dioceses/dmila/",
        "/library/documents/laudato-si/",
        "/trends/compare/?d=dmaml&d=dmila&metric=parishes",
        "/library/documents/caritas-in-veritate/",
        "/trends/?q=manila",
    ],
    "bench-catechist": [
        "/saints/jerome/",
        "/library/?q=care+for+creation",
        "/library/documents/laudato-si/",
        "/popes/?q=benedict",
        "/popes/benedict-xvi/",
        "/library/documents/fratelli-tutti/",
        "/clergy/carlos-santos/",
        "/saints/?q=Jerome",  # another spelling of an earlier search
        "/popes/leo-xiv/",
        "/library/documents/laudato-si/",
    ],
}


def run(server: PortalServer, cookies: list[dict[str, str]]) -> tuple[int, int]:
    """(page views, upstream calls) for the whole script, users taking turns."""
    clients = [httpx.Client(cookies=jar, timeout=30) for jar in cookies]
    views, before = 0, server.upstream_calls()
    try:
        for turn in zip_longest(*(SCRIPTS[user] for user in USERS)):
            for client, path in zip(clients, turn, strict=True):
                if path is not None:
                    client.get(f"{server.url}{path}").raise_for_status()
                    views += 1
    finally:
        for client in clients:
            client.close()
    return views, server.upstream_calls() - before
