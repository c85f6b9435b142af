"""The whole Church in the warehouse: the world harvest's collection, how it finds the world's
jurisdictions, and how far it has come (docs/research.md "The whole Church").

Upstream has no skill that lists every diocese, so the world harvest finds them by a route
that can be followed and tested, and says how far it got:

1. **The countries.** One line per country CLDR knows (through Babel, with the English name
   upstream uses): `diocese_lookup` answers a country's name with one of its sees and
   upstream's other candidates, which join the frontier below.
2. **What the warehouse already holds**: every diocese any researcher's collection harvested,
   and every see a directory look-up brought into the warehouse.
3. **The provinces**: each harvested see's metropolitan, and each metropolitan's suffragans
   (its profile lists them; `Diocese.suffragan_codes`).
4. **Upstream's alternates**: the other candidates a name's look-up answered with.

Each of these becomes a line of the one world collection (`Collection.world`), owned by the
warehouse account (WAREHOUSE_ACCOUNT) and shared with every paid researcher, so the world is
charted, grouped by country or continent, mapped, downloaded and read through the notebook API
exactly as any collection is, with the same registry of metrics. The ordinary harvest works
through its lines at the warehouse account's own share of its minute (portal.research.pacing),
resumable because the database says what is due, and refreshed every RESEARCH_REFRESH_DAYS.
`discover` is database work only; it runs every ten minutes (the "research-world" beat task)
and whenever a step has found new sees, so each province found is followed.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from babel import Locale
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from portal.core.ids import is_valid_id
from portal.core.places import DIRECTORY_NAMES, place_name, spelled_out
from portal.research.models import Collection, Diocese, Entry
from portal.research.progress import (
    HarvestState,
    Progress,
    collection_progress,
    harvest_state,
    progress_summary,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# The world collection's stored name (pages show it in their own language: `Collection.title`).
WORLD_NAME = "The whole Church"

# CLDR territories that are not countries a see can be in: unknown, unions, pseudo-regions
# and the uninhabited ones.
NOT_COUNTRIES = frozenset(
    [
        "ZZ",
        "EU",
        "EZ",
        "UN",
        "QO",
        "XA",
        "XB",
        "AQ",
        "BV",
        "HM",
        "GS",
        "UM",
        "TF",
        "IO",
        "CP",
        "DG",
        "EA",
        "IC",
        "TA",
        "AC",
    ]
)


@functools.cache
def _cldr_country_names() -> tuple[str, ...]:
    territories = Locale("en").territories
    # CLDR's short forms ("Bosnia & Herzegovina", "St. Lucia") spelled out as directories do.
    names = {
        DIRECTORY_NAMES.get(code, spelled_out(name))
        for code, name in territories.items()
        if len(code) == 2 and code.isalpha() and code not in NOT_COUNTRIES
    }
    return tuple(sorted(names))


def country_names() -> tuple[str, ...]:
    """The countries the world harvest looks up by name: WORLD_COUNTRIES, else the English
    names of every country and territory CLDR knows (the directory's spelling where it
    differs), by name."""
    chosen = [name.strip() for name in settings.WORLD_COUNTRIES if name.strip()]
    return tuple(chosen) if chosen else _cldr_country_names()


def warehouse_user() -> User | None:
    """The service account whose token harvests the world, when one is set and exists."""
    account = settings.WAREHOUSE_ACCOUNT
    if not account:
        return None
    username_field = get_user_model().USERNAME_FIELD
    return get_user_model().objects.filter(is_active=True, **{username_field: account}).first()


def world_collection(*, create: bool = False) -> Collection | None:
    """The world collection (made for the warehouse account with `create`), or None."""
    world = Collection.objects.filter(world=True).select_related("owner").first()
    owner = warehouse_user() if create or world is not None else None
    if world is not None:
        if owner is not None and world.owner_id != owner.pk:
            # WAREHOUSE_ACCOUNT names another account now: it takes the harvest over.
            world.owner = owner
            world.save(update_fields=["owner"])
        return world
    if not create or owner is None:
        return None
    try:
        with transaction.atomic():
            return Collection.objects.create(owner=owner, name=WORLD_NAME, shared=True, world=True)
    except IntegrityError:  # made at the same moment elsewhere, or the name is taken
        return Collection.objects.filter(world=True).first()


# --- Discovery ----------------------------------------------------------------------------------


def _known(world: Collection) -> set[str]:
    """What the world's lines already name: typed queries (case-folded), resolved and chosen
    codes. A name or code in here is not added again."""
    known: set[str] = set()
    for query, code, chosen in world.entries.values_list(
        "query", "diocese__source_code", "chosen_code"
    ):
        known.add(query.strip().casefold())
        known.update(value.casefold() for value in (code, chosen) if value)
    return known


def _frontier(world: Collection) -> list[str]:
    """The codes the route reaches, in its order: the warehouse, the provinces, the alternates."""
    members = Diocese.objects.filter(entries__collection=world)
    codes: list[object] = list(Diocese.objects.order_by("pk").values_list("source_code", flat=True))
    codes += members.exclude(metropolitan_code="").values_list("metropolitan_code", flat=True)
    for suffragans in members.values_list("suffragan_codes", flat=True):
        codes += [code for code in suffragans or [] if isinstance(code, str)]
    for alternates in world.entries.exclude(alternates=[]).values_list("alternates", flat=True):
        codes += [item.get("source_code") for item in alternates or [] if isinstance(item, dict)]
    return [code for code in codes if isinstance(code, str) and is_valid_id(code)]


def discover() -> int:
    """Add a line to the world collection for every country and every see the route reaches
    that no line names yet; returns how many were added (0 without a warehouse account)."""
    world = world_collection(create=True)
    if world is None:
        return 0
    known = _known(world)
    new: list[str] = []
    for query in (*country_names(), *_frontier(world)):
        if query.casefold() not in known:
            known.add(query.casefold())
            new.append(query)
    now = timezone.now()
    Entry.objects.bulk_create(
        [Entry(collection=world, query=query, added_at=now) for query in new], batch_size=500
    )
    return len(new)


# --- Coverage -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CountryCoverage:
    country: str  # upstream's English name ("" when profiles give none)
    label: str  # in the page's language
    found: int  # the country's sees among the world's members
    harvested: int  # of them, those whose statistics series is in the warehouse


@dataclass(frozen=True)
class Coverage:
    """How much of the world the warehouse holds, said honestly: sees found and harvested
    against upstream's stated count, country by country, and the countries no look-up found."""

    found: int
    harvested: int
    expected: int  # WORLD_JURISDICTIONS: upstream's own count of its jurisdictions
    countries: list[CountryCoverage]  # most sees first
    countries_not_found: list[str]  # country lines upstream found no see for

    @property
    def percent(self) -> float:
        return 100 * self.harvested / self.expected if self.expected else 0.0


def coverage(world: Collection) -> Coverage:
    """The world collection's coverage (three queries)."""
    members = Diocese.objects.filter(entries__collection=world)
    found = Counter(members.values_list("country", flat=True))
    harvested = Counter(
        members.filter(series_checked_at__isnull=False).values_list("country", flat=True)
    )
    names = set(country_names())
    not_found = sorted(
        world.entries.filter(Q(status=Entry.Status.UNRESOLVED) & Q(query__in=names)).values_list(
            "query", flat=True
        )
    )
    countries = [
        CountryCoverage(
            country=country,
            label=place_name(country).text if country else "",
            found=count,
            harvested=harvested[country],
        )
        for country, count in sorted(found.items(), key=lambda item: (-item[1], item[0]))
    ]
    return Coverage(
        found=sum(found.values()),
        harvested=sum(harvested.values()),
        expected=int(settings.WORLD_JURISDICTIONS),
        countries=countries,
        countries_not_found=not_found,
    )


# --- The operator console's panel ---------------------------------------------------------------


@dataclass(frozen=True)
class WorldReport:
    """What /ops/ shows of the world harvest: whose account, how far, what next, coverage."""

    account: str  # WAREHOUSE_ACCOUNT ("" : the world harvest is off)
    calls_per_minute: int
    collection: Collection | None = None
    progress: Progress | None = None
    summary: str = ""  # "3 of 12 harvested, about 4 minutes left"
    state: HarvestState | None = None
    coverage: Coverage | None = None


def world_report() -> WorldReport:
    """The panel's figures: database reads and one Redis read while lines remain."""
    report = WorldReport(
        account=settings.WAREHOUSE_ACCOUNT,
        calls_per_minute=int(settings.WORLD_HARVEST_CALLS_PER_MINUTE),
    )
    found = world_collection() if report.account else None
    if found is None:
        return report
    progress = collection_progress(found)
    return replace(
        report,
        collection=found,
        progress=progress,
        summary=progress_summary(progress),
        state=harvest_state(found),
        coverage=coverage(found),
    )
