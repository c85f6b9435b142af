"""The whole Church at the world's size: the warehouse filled with the world-sized sandbox's
3,169 jurisdictions × 75 years (SANDBOX_WORLD=1, sandbox/catalog/world.py) as the portal's
world collection, then measured (issue targets in brackets):

- country totals of every metric (all 19) for every year, summed by the database as the
  groups page and the API do, computed afresh in the portal's own process (≤ 300 ms);
- the research pages over it, through gunicorn (devtools/bench/research.py): the chart with
  the countries compared and the world map against the cached profile page (≤ 1.5×), and the
  groups page by country;
- an edition of the whole Church: freezing it and building its data package (≤ 10 s).

Filling the warehouse this way stores what a world harvest would (harvesting it through
upstream's 15 calls a minute would take most of a day).

    python -m devtools.embedded -- python -m devtools.bench.world
"""

from __future__ import annotations

import json
import time

from devtools.bench import research
from devtools.bench.samples import ms_spread, ratio_spread
from devtools.bench.server import PortalServer, portal_server
from devtools.bench.table import Figure, Section, render

USERNAME = "bench-world"
TOTALS_TARGET_SECONDS = 0.300
EDITION_TARGET_SECONDS = 10.0
TOTALS_ROUNDS = 5

_FILL = """
import json
from django.contrib.auth import get_user_model
from django.db import connection
from portal.research.models import Collection, DioceseYear
from devtools.warehouse_data import sandbox_collection
from sandbox.catalog import dioceses
owner = get_user_model().objects.get(username={username!r})
collection = sandbox_collection(dioceses.all_codes(), name="The whole Church", owner=owner)
Collection.objects.filter(pk=collection.pk).update(world=True, shared=True)
if connection.vendor == "postgresql":
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE research_dioceseyear")
years = DioceseYear.objects.order_by().values("year").distinct().count()
print(json.dumps({{"id": collection.pk, "dioceses": collection.entries.count(),
                   "rows": DioceseYear.objects.count(), "years": years, "bytes": None}}))
"""

# Country totals of every metric for every year, as the groups page and the API make them: in
# each round one see's series has just been stored, as a harvest step does (its cell's sums are
# made again, the rest read as kept: portal.research.sums), then once more with nothing changed.
_TOTALS = """
import json, time
from django.utils import timezone
from portal.research.groups import group_table
from portal.research.models import Collection, Diocese
from portal.statistics.metrics import METRICS
world = Collection.objects.get(pk={collection_id})
group_table(world, by="country", metrics=list(METRICS))  # imports, plans and the kept sums
sees = list(Diocese.objects.order_by("?").values_list("pk", flat=True)[:{rounds}])
samples, unchanged = [], []
for see in sees:
    Diocese.objects.filter(pk=see).update(series_checked_at=timezone.now())
    started = time.perf_counter()
    table = group_table(world, by="country", metrics=list(METRICS))
    samples.append(time.perf_counter() - started)
    started = time.perf_counter()
    group_table(world, by="country", metrics=list(METRICS))
    unchanged.append(time.perf_counter() - started)
print(json.dumps({{"samples": samples, "unchanged": unchanged, "countries": len(table.groups),
                   "years": len(table.years)}}))
"""

# An edition of the whole Church: frozen (the figures written, hashed and compressed once),
# then its data package built as a download builds it.
_EDITION = """
import json, time
from django.contrib.auth import get_user_model
from portal.editions.freezing import freeze
from portal.editions.package import package_file
from portal.research.models import Collection
world = Collection.objects.get(pk={collection_id})
owner = get_user_model().objects.get(username={username!r})
started = time.perf_counter()
edition, _new = freeze(world, user=owner, address=lambda path: "http://bench" + path)
frozen = time.perf_counter() - started
package = package_file(edition)
size = len(package.read())
print(json.dumps({{"frozen": frozen, "total": time.perf_counter() - started,
                   "bytes": size, "rows": edition.rows}}))
"""


def fill(server: PortalServer) -> dict:
    """The world collection of the bench's user, filled from the world-sized sandbox."""
    output = server.manage("shell", "-c", _FILL.format(username=USERNAME))
    return json.loads(output.strip().splitlines()[-1])


def country_totals(server: PortalServer, collection_id: int) -> tuple[list[float], dict]:
    script = _TOTALS.format(collection_id=collection_id, rounds=TOTALS_ROUNDS)
    measured = json.loads(server.manage("shell", "-c", script).strip().splitlines()[-1])
    return measured["samples"], measured


def edition(server: PortalServer, collection_id: int) -> dict:
    script = _EDITION.format(collection_id=collection_id, username=USERNAME)
    return json.loads(server.manage("shell", "-c", script).strip().splitlines()[-1])


def run(server: PortalServer, cookies: dict[str, str]) -> list[Section]:
    filled = fill(server)
    samples, shape = country_totals(server, filled["id"])
    built = edition(server, filled["id"])
    totals = Section(
        f"The whole Church: {filled['dioceses']:,} jurisdictions × {filled['years']} years "
        f"({filled['rows']:,} diocese-years), in the portal's process; median (min–max)",
        [
            Figure(
                f"country totals of all 19 statistics, every year ({shape['countries']} "
                f"countries × {shape['years']} years), just after one see's series was stored, "
                "target ≤ 300 ms",
                ms_spread(samples),
                f"{TOTALS_TARGET_SECONDS * 1000:.0f} ms",
                ratio_spread([s / TOTALS_TARGET_SECONDS for s in samples]),
            ),
            Figure(
                "the same, nothing changed since",
                ms_spread(shape["unchanged"]),
                f"{TOTALS_TARGET_SECONDS * 1000:.0f} ms",
                ratio_spread([s / TOTALS_TARGET_SECONDS for s in shape["unchanged"]]),
            ),
            Figure(
                f"an edition of it: frozen ({built['rows']:,} rows) and its data package "
                f"built ({built['bytes'] / 1e6:.1f} MB), target ≤ 10 s",
                f"{built['total']:.1f} s (frozen in {built['frozen']:.1f} s)",
                f"{EDITION_TARGET_SECONDS:.0f} s",
                f"{built['total'] / EDITION_TARGET_SECONDS:.2f}×",
            ),
        ],
    )
    pages = research.run(
        server,
        cookies,
        USERNAME,
        filled=filled,
        chart_by="country",
        title="The whole Church, countries compared",
    )
    return [totals, pages]


def main() -> None:
    started = time.perf_counter()
    with portal_server(portal_env={"SANDBOX_WORLD": "1"}) as server:
        sections = run(server, server.session_cookie(USERNAME))
    print(render(sections))
    print(f"\n(bench ran in {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
