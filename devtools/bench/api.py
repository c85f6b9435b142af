"""The notebook API's group totals over every sandbox diocese in one collection (target: at
most 300 ms, as the workbench's own groups page).

It reuses the research bench's collection (devtools/bench/research.py: every sandbox diocese,
filled from the sandbox's catalogue into the bench's database) when that already ran for the
session's user, else fills it the same way. Then, through gunicorn, one client asks
`/api/v1/collections/<id>/groups?by=country` (all years, all 19 statistics: the first JSON
page, against the target; and the whole long table as CSV, about 120,000 lines, for the
record) again and again, with a personal access token; a fresh token for each sample, so
the per-token limit (API_RATE_LIMIT, 60 a minute) never answers instead of the API. The
group table is kept per collection version, so this is what a notebook re-reading it meets;
the first call after a harvest sums the warehouse as the groups page does.

    python -m devtools.embedded -- python -m devtools.bench.api
"""

from __future__ import annotations

import json
import time

import httpx

from devtools.bench.research import ROUNDS, fill
from devtools.bench.samples import interleaved, ms_spread, ratio_spread
from devtools.bench.server import PortalServer, database_kind, portal_server
from devtools.bench.table import Figure, Section, render

TARGET_SECONDS = 0.300
CALLS_PER_ROUND = 2  # per sample, each sample with its own token
COLLECTION_NAME = "Every sandbox diocese"  # the research bench's

# Who the session belongs to, their collection of every sandbox diocese (if the research bench
# made it), and one token per sample plus one for the warm-up.
_PREPARE = """
import json
from importlib import import_module
from django.conf import settings
from django.contrib.auth import get_user_model
from portal.api.tokens import token_create
from portal.research.models import Collection
store = import_module(settings.SESSION_ENGINE).SessionStore(session_key={session!r})
owner = get_user_model().objects.get(pk=store["_auth_user_id"])
found = Collection.objects.filter(owner=owner, name={name!r}).first()
tokens = [token_create(owner, name="bench", days=1).secret for _ in range({tokens})]
print(json.dumps({{"username": owner.username, "id": found.pk if found else None,
                   "tokens": tokens}}))
"""


def _prepare(server: PortalServer, cookies: dict[str, str]) -> dict:
    script = _PREPARE.format(
        session=cookies["portal_sessionid"], name=COLLECTION_NAME, tokens=2 * ROUNDS + 1
    )
    prepared = json.loads(server.manage("shell", "-c", script).strip().splitlines()[-1])
    if prepared["id"] is None:
        prepared["id"] = fill(server, prepared["username"])["id"]
    return prepared


def run(server: PortalServer, cookies: dict[str, str]) -> Section:
    prepared = _prepare(server, cookies)
    url = f"{server.url}/api/v1/collections/{prepared['id']}/groups?by=country"
    tokens = iter(prepared["tokens"])
    with httpx.Client(timeout=60) as client:
        headers = {"Authorization": f"Bearer {next(tokens)}"}

        def timed(query: str = "") -> float:
            started = time.perf_counter()
            client.get(url + query, headers=headers).raise_for_status()
            return time.perf_counter() - started

        # Imports, pools, the plan seen once (one connection check upstream), and the group
        # table kept for the collection's version (portal/api/tables.py), as every later
        # call of a notebook finds it.
        timed()
        timed("&format=csv")
        before = server.upstream_calls()

        def sampled(query: str = ""):
            def sample() -> float:
                headers["Authorization"] = f"Bearer {next(tokens)}"
                return min(timed(query) for _ in range(CALLS_PER_ROUND))

            return sample

        samples = interleaved({"json": sampled(), "csv": sampled("&format=csv")}, rounds=ROUNDS)
        calls = server.upstream_calls() - before
    return Section(
        "Notebook API: group totals of every sandbox diocese by country, all years, all 19 "
        f"statistics, gunicorn, {database_kind(server.env['DATABASE_URL'])}, 1 client, "
        f"{ROUNDS} rounds (best of {CALLS_PER_ROUND} each); median (min–max)",
        [
            Figure("groups by country, JSON (first page), target ≤ 300 ms",
                   ms_spread(samples["json"]), f"{TARGET_SECONDS * 1000:.0f} ms",
                   ratio_spread([s / TARGET_SECONDS for s in samples["json"]])),
            Figure("groups by country, CSV (the whole long table, no target)",
                   ms_spread(samples["csv"])),
            Figure("upstream calls during these runs", str(calls), "0"),
        ],
    )  # fmt: skip


def main() -> None:
    started = time.perf_counter()
    with portal_server() as server:
        section = run(server, server.session_cookie("bench-api"))
    print(render([section]))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
