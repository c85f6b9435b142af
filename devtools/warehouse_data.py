"""Warehouse rows for the analysis tests and `make bench`: the sandbox's data, or made-up ones.

The sandbox catalogue is read in-process here for test data only (what a harvest would have
stored); the analysis code under test reads nothing but the warehouse.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime

from django.contrib.auth import get_user_model
from django.utils import timezone

from portal import magisterium
from portal.research import warehouse
from portal.research.models import Collection, Diocese, DioceseYear, Entry


def researcher(username: str = "researcher"):
    user, _created = get_user_model().objects.get_or_create(username=username)
    return user


def collection_named(name: str = "My dioceses", *, owner=None) -> Collection:
    return Collection.objects.create(owner=owner or researcher(), name=name)


def _directory(profile: Mapping) -> dict:
    metropolitan = profile.get("metropolitan") or {}
    return {
        "name": profile["primary_name"] or "",
        "country": profile["country"] or "",
        "region": profile["region_primary"] or "",
        "province": profile["province"] or "",
        "metropolitan_code": metropolitan.get("source_code") or "",
        "metropolitan_name": metropolitan.get("primary_name") or "",
        "rite": profile["rite"] or "",
        "jurisdiction_type": profile["jurisdiction_type"] or "",
    }


def sandbox_collection(
    codes: Sequence[str] | None = None,
    *,
    name: str = "Sandbox dioceses",
    owner=None,
    fetched_at: datetime | None = None,
) -> Collection:
    """A collection of sandbox dioceses (all of them by default), each with its full series
    in the warehouse and its entry done."""
    from sandbox.catalog import dioceses, statistics

    codes = list(codes) if codes is not None else dioceses.all_codes()
    moment = fetched_at or timezone.now()
    collection = collection_named(name, owner=owner)
    stored = []
    for code in codes:
        diocese, _created = Diocese.objects.update_or_create(
            source_code=code,
            defaults={
                **_directory(dioceses.get(code)),
                "profile_fetched_at": moment,
                "series_checked_at": moment,
            },
        )
        stored.append(diocese)
    DioceseYear.objects.bulk_create(
        [
            DioceseYear(diocese=diocese, fetched_at=moment, **row)
            for diocese in stored
            if not diocese.years.exists()
            for row in statistics.series_rows(diocese.source_code)
        ],
        batch_size=2000,
    )
    add_entries(collection, stored)
    return collection


def add_entries(collection: Collection, stored: Iterable[Diocese]) -> None:
    Entry.objects.bulk_create(
        [
            Entry(
                collection=collection,
                query=diocese.source_code,
                diocese=diocese,
                status=Entry.Status.DONE,
                harvested_at=timezone.now(),
            )
            for diocese in stored
        ]
    )
    # bulk_create sends no post_save: say what a harvest's saves would have said.
    warehouse.forget_held()


def hand_made(
    collection: Collection,
    code: str,
    years: Mapping[int, Mapping[str, int | float | None]],
    *,
    fetched_at: datetime | None = None,
    **directory,
) -> Diocese:
    """One diocese with the given figures (metrics not named are None), added to `collection`."""
    moment = fetched_at or timezone.now()
    diocese = Diocese.objects.create(
        source_code=code,
        name=directory.pop("name", code.upper()),
        series_checked_at=directory.pop("series_checked_at", moment),
        **directory,
    )
    DioceseYear.objects.bulk_create(
        [
            DioceseYear(
                diocese=diocese,
                year=year,
                fetched_at=moment,
                **{m: figures.get(m) for m in magisterium.METRICS},
            )
            for year, figures in years.items()
        ]
    )
    add_entries(collection, [diocese])
    return diocese
