"""Diocese profiles: the table's facts plus bishop, latest statistics and sample financials;
a metropolitan's suffragans and, where the sandbox knows them, the see's past bishops."""

from __future__ import annotations

import functools
import random
from typing import Any

from sandbox.catalog import clergy, diocese_table, popes, statistics, world
from sandbox.catalog.search import NameIndex

CURRENCY = {
    "United States": "USD", "Canada": "CAD", "Australia": "AUD", "New Zealand": "NZD",
    "United Kingdom": "GBP", "Ireland": "EUR", "Germany": "EUR", "Austria": "EUR",
    "France": "EUR", "Italy": "EUR", "Spain": "EUR", "Portugal": "EUR", "Belgium": "EUR",
    "Netherlands": "EUR", "Croatia": "EUR", "Malta": "EUR", "Philippines": "PHP",
    "Brazil": "BRL", "Mexico": "MXN", "Switzerland": "CHF", "Poland": "PLN",
}  # fmt: skip
# Rough yearly revenue per Catholic, in each currency, so totals have a believable size.
_REVENUE_PER_CATHOLIC = {
    "USD": 180, "CAD": 150, "AUD": 160, "NZD": 120, "GBP": 90, "EUR": 110, "PHP": 400,
    "BRL": 60, "MXN": 180, "CHF": 400, "PLN": 80,
}  # fmt: skip
_FINANCIAL_SHARE = 0.45


def _financials(record: dict[str, Any], catholics: int | None) -> dict[str, Any] | None:
    currency = CURRENCY.get(record["country"])
    code = record["source_code"]
    rng = random.Random(f"sandbox-catalog:financials:{code}")
    if currency is None or catholics is None:
        return None
    # Only some sees publish accounts; Manila always does in the sandbox (demo data).
    if code != "dmaml" and rng.random() > _FINANCIAL_SHARE:
        return None

    def thousands(value: float) -> int:
        return int(round(value, -3))

    revenue = thousands(catholics * _REVENUE_PER_CATHOLIC[currency] * rng.uniform(0.5, 1.6))
    expenses = thousands(revenue * rng.uniform(0.88, 1.08))
    net_assets = thousands(revenue * rng.uniform(1.5, 6.0))
    return {
        "fiscal_year": rng.choice([2022, 2023, 2023, 2024]),
        "currency": currency,
        "total_revenue": revenue,
        "total_expenses": expenses,
        "net_assets": net_assets,
        "total_assets": thousands(net_assets * rng.uniform(1.1, 1.6)),
        "surplus_deficit": revenue - expenses,
    }


# Sees that head an ecclesiastical province when they have no metropolitan above them.
_PROVINCE_HEADS = {"Archdiocese", "Archeparchy", "Major Archeparchy", "Patriarchate"}


def _province(record: dict[str, Any]) -> str | None:
    """A suffragan is in its metropolitan's province; a metropolitan's province is its own."""
    metro_code = record["metropolitan_code"]
    if metro_code:
        metro = diocese_table.record(metro_code)
        return f"Ecclesiastical Province of {metro['city']}" if metro else None
    if (
        record["jurisdiction_type"] in _PROVINCE_HEADS
        or record["source_code"] == diocese_table.PAPAL_SEE
    ):
        return f"Ecclesiastical Province of {record['city']}"
    return None


def _depends_on(record: dict[str, Any]) -> str | None:
    if record["source_code"] == diocese_table.PAPAL_SEE:
        return None  # the Pope's own see
    if record["rite"] != "Latin":
        return "Holy See (Dicastery for the Eastern Churches)"
    if record["jurisdiction_type"] == "Military Ordinariate":
        return "Holy See (Dicastery for Bishops)"
    if record["region_primary"] in {"Africa", "Asia", "Oceania"} and record["country"] not in {
        "Philippines",
        "Australia",
        "New Zealand",
    }:
        return "Holy See (Dicastery for Evangelization)"
    return "Holy See (Dicastery for Bishops)"


def _suffragans(code: str) -> list[dict[str, str]]:
    """A metropolitan's suffragan sees, from the table's metropolitan links (not published
    upstream: the sandbox's guess at the field, docs/upstream.md §7)."""
    return [
        {"source_code": row["source_code"], "primary_name": row["primary_name"]}
        for row in diocese_table.suffragans_of(code)
    ]


def _past_bishops(code: str) -> list[dict[str, Any]]:
    """Who held the see before its present bishop, most recent first: the public record where
    the sandbox has one, the popes for Rome, else the invented clergy who held it."""
    if code in diocese_table.KNOWN_PAST_ORDINARIES:
        return [dict(item) for item in diocese_table.KNOWN_PAST_ORDINARIES[code]]
    if code == diocese_table.PAPAL_SEE:
        return [
            {
                "pope_id": pope["pope_id"],
                "primary_name": pope["primary_name"],
                "start": pope["pontificate"]["start"],
                "end": pope["pontificate"]["end"],
            }
            for pope in reversed(popes.all_popes())
            if not pope["pontificate"]["current"]
        ]
    return clergy.past_ordinaries(code)


def _profile(record: dict[str, Any]) -> dict[str, Any]:
    code = record["source_code"]
    rows = statistics.series_rows(code)
    latest = rows[-1] if rows else {}
    metro = diocese_table.record(record["metropolitan_code"] or "")
    bishop = clergy.ordinary_of(code)
    if code == diocese_table.PAPAL_SEE:
        current_bishop: dict[str, Any] | None = dict(diocese_table.CURRENT_POPE)
    elif bishop:
        current_bishop = {
            "person_id": bishop["person_id"],
            "primary_name": bishop["primary_name"],
            "title": bishop["current_position"].split(",")[0],
        }
    else:
        current_bishop = None
    area = latest.get("area_km2") or next(
        (row["area_km2"] for row in reversed(rows) if row["area_km2"]), None
    )
    # Only some sees carry these (upstream does not publish them): absent rather than empty.
    extra: dict[str, Any] = {}
    if suffragans := _suffragans(code):
        extra["suffragans"] = suffragans
    if past := _past_bishops(code):
        extra["past_bishops"] = past
    return {
        "source_code": code,
        "sandbox": True,
        # Only the world-sized directory's invented sees carry it (world.py).
        **({"generated": True} if record.get("generated") else {}),
        "primary_name": record["primary_name"],
        "jurisdiction_type": record["jurisdiction_type"],
        "rite": record["rite"],
        "country": record["country"],
        "region_primary": record["region_primary"],
        "state": record["state"],
        "city": record["city"],
        "metropolitan": (
            {"source_code": metro["source_code"], "primary_name": metro["primary_name"]}
            if metro
            else None
        ),
        "depends_on": _depends_on(record),
        "province": _province(record),
        "cathedral": record["cathedral"],
        "patron_saint": record["patron_saint"],
        "area": f"{area:,} km²" if area else None,
        "area_km2": area,
        "erected": record["erected"],
        "elevated": record["elevated"],
        # A real site where the sandbox knows one, else nothing (never an invented address).
        "official_website": diocese_table.OFFICIAL_WEBSITES.get(code),
        "image_url": None,
        "current_bishop": current_bishop,
        "recent_statistics": statistics.recent(code),
        "latest_financials": _financials(record, latest.get("catholics")),
        "aliases": list(record["aliases"]),
        **extra,
    }


# A country's name finds its sees, so that the portal can discover a country's dioceses by
# asking for the country. Below every see's own name (1.0) and alias (0.9); above a city (0.8)
# only for a query that is a country's whole name, and above any partial match, even a prefix
# ("India" is not "Indianapolis", "Cuba" not "Cubao"). The country's province heads come
# first (the first listed is its main see), then the sees that answer to Rome directly, then
# the suffragans.
_COUNTRY_FACTOR_HEAD = 0.83
_COUNTRY_FACTOR_EXEMPT = 0.82
_COUNTRY_FACTOR_SUFFRAGAN = 0.815


def _country_factor(record: dict[str, Any]) -> float:
    if record["metropolitan_code"]:
        return _COUNTRY_FACTOR_SUFFRAGAN
    if record["jurisdiction_type"] in _PROVINCE_HEADS:
        return _COUNTRY_FACTOR_HEAD
    return _COUNTRY_FACTOR_EXEMPT


@functools.cache
def _index_of(world_sized: bool) -> NameIndex:
    # Built on the first search, once per directory (a few thousand names in the world's).
    index = NameIndex()
    for record in diocese_table.records_of(world_sized):
        names = [
            (record["primary_name"], 1.0),
            (record["source_code"], 1.0),
            (record["city"], 0.8),
        ]
        names += [(alias, 0.9) for alias in record["aliases"]]
        factor = _country_factor(record)
        for country in (record["country"], *world.OTHER_NAMES.get(record["country"], ())):
            names.append((country, factor))
        # Metropolitan sees are what a bare city name most often means.
        weight = 1.0 if record["metropolitan_code"] is None else 0.0
        index.add(record["source_code"], names, weight=weight)
    return index


@functools.cache
def _profile_of(code: str, world_sized: bool) -> dict[str, Any] | None:
    record = diocese_table.record(code)
    return _profile(record) if record else None


def get(code: str) -> dict[str, Any] | None:
    return _profile_of(code, world.enabled())


def all_codes() -> list[str]:
    return [record["source_code"] for record in diocese_table.records()]


def search(query: str) -> list[str]:
    return _index_of(world.enabled()).search(query)


def directory() -> dict[str, Any]:
    """The directory being served, see by see, for the /_sandbox/directory hook: its size,
    countries and province links, without building a single profile."""
    rows = diocese_table.records()
    return {
        "world": world.enabled(),
        "jurisdictions": len(rows),
        "generated": sum(1 for row in rows if row.get("generated")),
        "countries": len({row["country"] for row in rows}),
        "years": {"start": statistics.FIRST_YEAR, "end": statistics.last_year()},
        "sees": [
            {
                "source_code": row["source_code"],
                "primary_name": row["primary_name"],
                "jurisdiction_type": row["jurisdiction_type"],
                "country": row["country"],
                "region_primary": row["region_primary"],
                "metropolitan_code": row["metropolitan_code"],
                "generated": bool(row.get("generated")),
            }
            for row in rows
        ],
    }


def alternate(code: str) -> dict[str, Any]:
    record = diocese_table.record(code) or {}
    return {
        "source_code": code,
        "primary_name": record.get("primary_name"),
        "country": record.get("country"),
    }
