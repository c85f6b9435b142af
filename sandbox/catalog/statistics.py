"""Synthetic yearly diocese statistics (19 metrics): smooth trends, exact arithmetic.

Series are complete from the year after a see's erection (or 1950) to the latest year, except
the few historic gaps listed in diocese_table.HISTORIC_GAPS and FIGURES_FROM, where a real
yearbook has no figures either. Deterministic: every number comes from a seeded generator.
"""

from __future__ import annotations

import functools
import math
import random
from typing import Any

from sandbox.catalog import diocese_table, world

METRICS = (
    "catholics",
    "total_population",
    "percent_catholic",
    "diocesan_priests",
    "religious_priests",
    "total_priests",
    "catholics_per_priest",
    "permanent_deacons",
    "male_religious",
    "female_religious",
    "parishes",
    "area_km2",
    "churches_or_stations",
    "diocesan_priests_ordained",
    "religious_priests_ordained",
    "seminarians",
    "educational_institutes",
    "charitable_institutes",
    "baptisms",
)
DERIVED = ("percent_catholic", "total_priests", "catholics_per_priest")
FIRST_YEAR, LAST_YEAR = 1950, 2023
# The world-sized directory (SANDBOX_WORLD=1) reaches one year further: 75 years, 1950-2024.
# The years up to LAST_YEAR are the same figures in both directories.
WORLD_LAST_YEAR = 2024
# The permanent diaconate was restored after the Council; counts start in 1970.
DEACONS_FROM = 1970

# Approximate present share of Catholics in each country (percent), the anchor of each series.
COUNTRY_PERCENT = {
    "Philippines": 80, "United States": 22, "Canada": 38, "Mexico": 82, "Costa Rica": 68,
    "Guatemala": 52, "El Salvador": 50, "Honduras": 48, "Nicaragua": 55, "Panama": 70,
    "Dominican Republic": 62, "Puerto Rico": 70, "Cuba": 55, "Jamaica": 3,
    "Trinidad and Tobago": 24, "Colombia": 80, "Venezuela": 82, "Ecuador": 84, "Peru": 80,
    "Bolivia": 76, "Chile": 62, "Argentina": 78, "Uruguay": 45, "Paraguay": 85, "Brazil": 64,
    "Spain": 84, "Portugal": 84, "Italy": 92, "France": 58, "Belgium": 52, "Netherlands": 20,
    "Germany": 26, "Austria": 52, "Switzerland": 33, "Poland": 91, "Croatia": 86,
    "Slovenia": 70, "Bosnia and Herzegovina": 12, "Hungary": 55, "Czech Republic": 25,
    "Slovakia": 62, "Lithuania": 75, "Ukraine": 10, "United Kingdom": 8, "Ireland": 74,
    "Malta": 85, "Luxembourg": 60, "Greece": 1, "Nigeria": 20,
    "Democratic Republic of the Congo": 45, "Kenya": 24, "Uganda": 40, "Tanzania": 26,
    "Rwanda": 44, "Ethiopia": 1, "Ghana": 12, "Senegal": 5, "Côte d'Ivoire": 15,
    "Cameroon": 30, "Angola": 55, "Mozambique": 28, "South Africa": 7, "Zimbabwe": 10,
    "Zambia": 25, "Madagascar": 26, "Sudan": 3, "South Sudan": 40, "South Korea": 11,
    "Japan": 0.4, "China": 5, "Taiwan": 1.5, "Vietnam": 7, "Thailand": 0.6, "Indonesia": 3,
    "Malaysia": 4, "Singapore": 6, "Bangladesh": 0.3, "Sri Lanka": 7, "India": 4,
    "Lebanon": 30, "Israel and Palestine": 1, "Iraq": 1, "Australia": 22, "New Zealand": 12,
    "Papua New Guinea": 27, "Fiji": 9, "Guam": 78,
}  # fmt: skip

# Per region: population in 1950 relative to today; Catholic share in 1950 relative to today;
# Catholics per priest (1950, today); Catholics per parish; yearly baptisms per Catholic
# (1950, today); Catholics per permanent deacon once the diaconate spreads.
REGION_PROFILE: dict[str, dict[str, Any]] = {
    "Europe": dict(pop=0.8, share=1.2, cpp=(900, 1600), parish=3000, bapt=(0.016, 0.006),
                   deacon=15000),
    "North America": dict(pop=0.5, share=1.0, cpp=(700, 1900), parish=4000,
                          bapt=(0.030, 0.008), deacon=3500),
    "Central America": dict(pop=0.25, share=1.5, cpp=(6000, 7500), parish=22000,
                            bapt=(0.040, 0.015), deacon=60000),
    "Caribbean": dict(pop=0.4, share=1.3, cpp=(5000, 6000), parish=15000, bapt=(0.035, 0.012),
                      deacon=40000),
    "South America": dict(pop=0.3, share=1.3, cpp=(5000, 7000), parish=20000,
                          bapt=(0.038, 0.014), deacon=40000),
    "Africa": dict(pop=0.18, share=0.35, cpp=(3500, 5000), parish=25000, bapt=(0.045, 0.030),
                   deacon=300000),
    "Asia": dict(pop=0.33, share=0.95, cpp=(2500, 3000), parish=12000, bapt=(0.030, 0.012),
                 deacon=150000),
    "Middle East": dict(pop=0.3, share=1.6, cpp=(800, 1200), parish=3000, bapt=(0.030, 0.015),
                        deacon=50000),
    "Oceania": dict(pop=0.4, share=1.0, cpp=(1000, 3000), parish=6000, bapt=(0.030, 0.010),
                    deacon=40000),
}  # fmt: skip
# The Philippines' ratios are far from the Asian average: many Catholics per priest and parish.
COUNTRY_PROFILE = {"Philippines": dict(cpp=(9000, 8000), parish=35000, deacon=500000)}

# Exact present-day anchors for the sees people look at first in demos.
ANCHORS = {
    "dmaml": dict(population=3_050_000, area=38),
    "drome": dict(population=2_900_000, area=881),
}


def _smooth(rng: random.Random, years: int, sigma: float, after: float = 1.0) -> list[float]:
    """A slowly wandering multiplier around 1.0 (AR(1) noise), so yearly series look real;
    `after` is the multiplier of the year before the first (to carry a series on)."""
    value, out = after - 1.0, []
    for _ in range(years):
        value = 0.85 * value + rng.gauss(0, sigma)
        out.append(1.0 + value)
    return out


def _ease(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def last_year() -> int:
    """The latest year with figures in the directory being served."""
    return WORLD_LAST_YEAR if world.enabled() else LAST_YEAR


def _span(record: dict[str, Any], last: int) -> tuple[int, int]:
    """First and last year with figures: complete from the year after erection (or 1950)."""
    erected = diocese_table.erected_year(record)
    start = max(FIRST_YEAR, (erected or 0) + 1)
    start = max(start, diocese_table.FIGURES_FROM.get(record["source_code"], start))
    return start, last


def _country_percent(country: str) -> float:
    listed = COUNTRY_PERCENT.get(country)
    if listed is None:
        listed = world.catholic_percent(country)
    return 10 if listed is None else listed


def missing_years(code: str) -> set[int]:
    """Years whose yearbook figures are missing for a see (historic gaps only)."""
    return {
        year
        for first, last in diocese_table.HISTORIC_GAPS.get(code, ())
        for year in range(first, last + 1)
    }


def _raw_series(record: dict[str, Any], last: int = LAST_YEAR) -> list[dict[str, Any]]:
    code = record["source_code"]
    rng = random.Random(f"sandbox-catalog:statistics:{code}")
    region = REGION_PROFILE[record["region_primary"]]
    profile = {**region, **COUNTRY_PROFILE.get(record["country"], {})}
    kind = record["jurisdiction_type"]
    anchor = ANCHORS.get(code, {})
    big = kind in {"Archdiocese", "Patriarchate", "Major Archeparchy"}
    population_now = anchor.get("population") or int(
        rng.uniform(1.2e6, 7e6) if big else rng.uniform(3e5, 2.5e6)
    )
    share_now = _country_percent(record["country"]) * rng.uniform(0.85, 1.12)
    if record["rite"] != "Latin" and record["region_primary"] not in {"Middle East", "Asia"}:
        # An eastern eparchy abroad serves a small community within a large population.
        share_now = rng.uniform(0.3, 2.5)
    if kind == "Military Ordinariate":
        population_now, share_now = int(rng.uniform(2e5, 1.2e6)), rng.uniform(40, 80)
    share_now = min(share_now, 97.0)
    share_then = min(97.0, share_now * profile["share"] * rng.uniform(0.95, 1.05))
    area = anchor.get("area") or int(
        rng.uniform(80, 4000) if record["region_primary"] == "Europe" else rng.uniform(150, 25000)
    )
    cpp_then, cpp_now = profile["cpp"]
    bapt_then, bapt_now = profile["bapt"]
    religious_then, religious_now = rng.uniform(0.3, 0.5), rng.uniform(0.2, 0.4)
    female_per_catholic = rng.uniform(1 / 2500, 1 / 600)
    station_factor = (
        rng.uniform(3, 8) if record["region_primary"] == "Africa" else rng.uniform(1, 2)
    )
    school_factor, charity_factor = rng.uniform(0.2, 1.4), rng.uniform(0.05, 0.5)
    seminary_then, seminary_now = rng.uniform(0.08, 0.2), rng.uniform(0.04, 0.25)

    start, end = _span(record, last)
    gaps = missing_years(code)
    male_factor = rng.uniform(1.2, 1.5)
    ordained_diocesan, ordained_religious = rng.uniform(0.015, 0.035), rng.uniform(0.01, 0.025)
    # The years up to LAST_YEAR draw exactly as they always have; later ones (the world-sized
    # directory's) draw from a stream of their own, so they add years without changing any.
    count = max(0, min(end, LAST_YEAR) - start + 1)
    later = random.Random(f"sandbox-catalog:statistics:{code}:after-{LAST_YEAR}")
    wobble = {name: _smooth(rng, count, 0.012) for name in ("pop", "cat", "prie", "par", "rel")}
    for values in wobble.values():
        values += _smooth(later, end - start + 1 - count, 0.012, values[-1] if values else 1.0)
    rows: list[dict[str, Any]] = []
    for i, year in enumerate(range(start, end + 1)):
        draw = rng if year <= LAST_YEAR else later
        t = (year - FIRST_YEAR) / (LAST_YEAR - FIRST_YEAR)
        ease = _ease(t)
        population = population_now * (profile["pop"] ** (1 - t)) * wobble["pop"][i]
        share = (share_then + (share_now - share_then) * ease) * wobble["cat"][i]
        catholics = population * min(share, 99.0) / 100
        cpp = (cpp_then + (cpp_now - cpp_then) * ease) * wobble["prie"][i]
        priests = max(catholics / cpp, 3)
        religious_share = religious_then + (religious_now - religious_then) * ease
        parishes = max(catholics / profile["parish"] * wobble["par"][i], 1)
        deacons = None
        if year >= DEACONS_FROM:
            deacons = catholics / profile["deacon"] * _ease(min(1.0, (year - DEACONS_FROM) / 30))
        religious_priests = priests * religious_share
        row = {
            "year": year,
            "catholics": round(catholics),
            "total_population": round(population),
            "diocesan_priests": round(priests - religious_priests),
            "religious_priests": round(religious_priests),
            "permanent_deacons": None if deacons is None else round(deacons),
            "male_religious": round(religious_priests * male_factor * wobble["rel"][i]),
            "female_religious": round(
                catholics * female_per_catholic * (1.6 - 0.8 * ease) * wobble["rel"][i]
            ),
            "parishes": round(parishes),
            "area_km2": area,
            "churches_or_stations": round(parishes * station_factor),
            # Ordinations are small yearly counts: they vary more than the stock of priests.
            "diocesan_priests_ordained": round(
                (priests - religious_priests) * ordained_diocesan * draw.uniform(0.7, 1.3)
            ),
            "religious_priests_ordained": round(
                religious_priests * ordained_religious * draw.uniform(0.7, 1.3)
            ),
            "seminarians": round(priests * (seminary_then + (seminary_now - seminary_then) * ease)),
            "educational_institutes": round(parishes * school_factor),
            "charitable_institutes": round(parishes * charity_factor),
            "baptisms": round(catholics * (bapt_then + (bapt_now - bapt_then) * ease)),
        }
        if year in gaps:
            # No yearbook figures that year: the row is there, every figure is null, so a chart
            # shows the hole instead of drawing a line across it.
            row = {"year": year, **{metric: None for metric in row if metric != "year"}}
        rows.append(row)
    return rows


def _with_derived(row: dict[str, Any]) -> dict[str, Any]:
    """Adds the three derived metrics; each is null when one of its inputs is null."""
    catholics, population = row["catholics"], row["total_population"]
    diocesan, religious = row["diocesan_priests"], row["religious_priests"]
    total = diocesan + religious if diocesan is not None and religious is not None else None
    percent = None
    if catholics is not None and population:
        percent = round(100 * catholics / population, 1)
    per_priest = round(catholics / total) if catholics is not None and total else None
    row = {**row, "total_priests": total, "percent_catholic": percent}
    row["catholics_per_priest"] = per_priest
    return {"year": row["year"], **{metric: row[metric] for metric in METRICS}}


@functools.cache
def _series_of(code: str, world_sized: bool) -> tuple[dict[str, Any], ...]:
    # Built lazily, one see at a time, once per directory: a world-sized start builds none.
    record = diocese_table.record(code)
    if record is None:
        return ()
    last = WORLD_LAST_YEAR if world_sized else LAST_YEAR
    return tuple(_with_derived(row) for row in _raw_series(record, last))


def _series(code: str) -> tuple[dict[str, Any], ...]:
    return _series_of(code, world.enabled())


def series_rows(code: str) -> list[dict[str, Any]]:
    """Every yearly row of a see (copies), oldest first; [] for an unknown code."""
    return [dict(row) for row in _series(code)]


RECENT_FIELDS = (
    "catholics",
    "total_population",
    "percent_catholic",
    "total_priests",
    "parishes",
    "baptisms",
    "seminarians",
)


def recent(code: str, years: int = 5) -> list[dict[str, Any]]:
    """Headline figures of the latest years, as the diocese profile shows them."""
    return [
        {"year": row["year"], **{field: row[field] for field in RECENT_FIELDS}}
        for row in _series(code)[-years:]
    ]
