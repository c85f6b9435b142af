"""The metric registry: every fact about a diocese statistic, one entry per statistic.

Each of the 19 metrics is one `Metric`: its key (the API's name, also the URL value and the
warehouse column), its name and unit (translatable: five languages through gettext), how
precisely a figure of it is shown, how a group's figure is worked out (summed, or a ratio
recomputed from the group's sums) and its per-capita view (denominator, scale, the unit's
phrase). The trends pages, the research workbench and its groups, the directory's diocese
profile, the downloads and the API all read these entries, so one number has one name, one
precision and one rule wherever it appears. Keep a msgid when changing what it means, so
translations keep working.

The door (portal.magisterium, a lower floor) keeps only the wire-level field names it parses
(`magisterium.METRICS`); tests/statistics/test_names.py checks this registry names exactly
those, in their order. How the derived values are worked out is in portal.statistics.derived;
the precision rule, in portal.statistics.precision.
"""

# Reference: docs/upstream.md §7 (diocese_statistics_time_series: the 19 metrics).

from __future__ import annotations

import enum
from dataclasses import dataclass

from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _


class Aggregation(enum.StrEnum):
    """How a group's figure (a country, a province, a collection's total) is worked out."""

    SUM = "sum"  # a count: the members' figures added up
    RATIO = "ratio"  # a ratio of two counts: recomputed from the group's sums, never summed


@dataclass(frozen=True)
class Ratio:
    """A ratio metric from its parts: numerator / denominator × scale (all metric keys)."""

    numerator: str
    denominator: str
    scale: int


@dataclass(frozen=True)
class PerCapita:
    """A metric's per-capita view: its figure per `scale` of `denominator` (a metric key)."""

    denominator: str  # "catholics" or "total_population"
    scale: int  # scaled so typical values read as small numbers
    unit: Promise  # the whole phrase, so each language can word (and group) it its own way
    per: Promise  # the axis title when several metrics share this denominator and scale


@dataclass(frozen=True)
class Metric:
    """One diocese statistic: everything the portal knows about it."""

    name: str  # the key: the API's name, also the URL value and the warehouse column
    label: Promise
    unit: Promise  # what one unit of a raw value counts
    decimals: int = 0  # of a figure as reported or recomputed from sums (precision's rule)
    ratio: Ratio | None = None  # a ratio of two other metrics; None: a whole count
    per_capita: PerCapita | None = None  # None: already a ratio, or a base itself

    @property
    def aggregation(self) -> Aggregation:
        return Aggregation.RATIO if self.ratio else Aggregation.SUM

    @property
    def percent(self) -> bool:
        """A percentage (shown with a % sign in the directory's tables)."""
        return self.ratio is not None and self.ratio.scale == 100


# The per-capita bases: a denominator, a scale and the axis title they share.
PER_100_PEOPLE = ("total_population", 100, _("per 100 inhabitants"))
PER_1K = ("catholics", 1_000, _("per 1,000 Catholics"))
PER_10K = ("catholics", 10_000, _("per 10,000 Catholics"))
PER_100K = ("catholics", 100_000, _("per 100,000 Catholics"))
PER_1M = ("catholics", 1_000_000, _("per million Catholics"))


def _per(base: tuple[str, int, Promise], unit: Promise) -> PerCapita:
    denominator, scale, per = base
    return PerCapita(denominator, scale, unit, per)


# The registry, in the API's order (the order of every table's and download's columns).
METRICS: dict[str, Metric] = {
    m.name: m
    for m in (
        Metric(
            "catholics",
            _("Catholics"),
            _("persons"),
            per_capita=_per(PER_100_PEOPLE, _("Catholics per 100 inhabitants")),
        ),
        Metric("total_population", _("Total population"), _("persons")),
        Metric(
            "percent_catholic",
            _("Catholics in the population"),
            _("%"),
            decimals=2,  # counts of thousands to millions of people: a hundredth is read
            ratio=Ratio("catholics", "total_population", 100),
        ),
        Metric(
            "diocesan_priests",
            _("Diocesan priests"),
            _("priests"),
            per_capita=_per(PER_10K, _("diocesan priests per 10,000 Catholics")),
        ),
        Metric(
            "religious_priests",
            _("Religious priests"),
            _("priests"),
            per_capita=_per(PER_10K, _("religious priests per 10,000 Catholics")),
        ),
        Metric(
            "total_priests",
            _("Total priests"),
            _("priests"),
            per_capita=_per(PER_10K, _("priests per 10,000 Catholics")),
        ),
        Metric(
            "catholics_per_priest",
            _("Catholics per priest"),
            _("Catholics per priest"),
            decimals=0,  # a fraction of a person per priest is noise
            ratio=Ratio("catholics", "total_priests", 1),
        ),
        Metric(
            "permanent_deacons",
            _("Permanent deacons"),
            _("deacons"),
            per_capita=_per(PER_10K, _("deacons per 10,000 Catholics")),
        ),
        Metric(
            "male_religious",
            _("Male religious"),
            _("persons"),
            per_capita=_per(PER_10K, _("male religious per 10,000 Catholics")),
        ),
        Metric(
            "female_religious",
            _("Female religious"),
            _("persons"),
            per_capita=_per(PER_10K, _("female religious per 10,000 Catholics")),
        ),
        Metric(
            "parishes",
            _("Parishes"),
            _("parishes"),
            per_capita=_per(PER_100K, _("parishes per 100,000 Catholics")),
        ),
        Metric("area_km2", _("Area"), _("km²")),
        Metric(
            "churches_or_stations",
            _("Churches and mission stations"),
            _("churches"),
            per_capita=_per(PER_100K, _("churches and stations per 100,000 Catholics")),
        ),
        Metric(
            "diocesan_priests_ordained",
            _("Diocesan priests ordained"),
            _("ordinations a year"),
            per_capita=_per(PER_1M, _("ordinations per million Catholics")),
        ),
        Metric(
            "religious_priests_ordained",
            _("Religious priests ordained"),
            _("ordinations a year"),
            per_capita=_per(PER_1M, _("ordinations per million Catholics")),
        ),
        Metric(
            "seminarians",
            _("Seminarians"),
            _("seminarians"),
            per_capita=_per(PER_100K, _("seminarians per 100,000 Catholics")),
        ),
        Metric(
            "educational_institutes",
            _("Educational institutes"),
            _("institutes"),
            per_capita=_per(PER_100K, _("institutes per 100,000 Catholics")),
        ),
        Metric(
            "charitable_institutes",
            _("Charitable institutes"),
            _("institutes"),
            per_capita=_per(PER_100K, _("institutes per 100,000 Catholics")),
        ),
        Metric(
            "baptisms",
            _("Baptisms"),
            _("baptisms a year"),
            per_capita=_per(PER_1K, _("baptisms per 1,000 Catholics")),
        ),
    )
}

# Views of the registry, for code that asks about one property (never tables of their own).
PER_CAPITA: dict[str, PerCapita] = {
    key: m.per_capita for key, m in METRICS.items() if m.per_capita is not None
}
RATIOS: dict[str, Ratio] = {key: m.ratio for key, m in METRICS.items() if m.ratio is not None}

DEFAULT_METRIC = "catholics"
MAX_METRICS = 4


def label(metric: str) -> Promise:
    """The one name of `metric` (a KeyError for a name that is not one of the 19)."""
    return METRICS[metric].label


# --- The derived views: their names, their units ----------------------------------------------


class View(models.TextChoices):
    RAW = "raw", _("Figures as reported")
    PER_CAPITA = "per_capita", _("Per capita")
    PER_1000_PEOPLE = "per_1000", _("Per 1,000 inhabitants")
    PER_CATHOLIC = "per_catholic", _("Per Catholic")
    INDEXED = "indexed", _("Index (base year = 100)")
    YOY = "yoy", _("Change on the previous year (%)")


# What a chart's title adds for a view (none for the figures as reported).
VIEW_SUFFIXES: dict[str, Promise] = {
    View.PER_CAPITA: _("per capita"),
    View.PER_1000_PEOPLE: _("per 1,000 inhabitants"),
    View.PER_CATHOLIC: _("per Catholic"),
    View.INDEXED: _("index, first year = 100"),
    View.YOY: _("change on the previous year, %"),
}
# The index's suffix and unit when a base year is chosen (`base`: that year).
INDEX_BASE_SUFFIX = _("index, %(year)d = 100")
INDEX_BASE_UNIT = _("index, %(year)d = 100")

# What one unit of a view means (per capita: each metric's PerCapita.unit).
VIEW_UNITS: dict[str, Promise] = {
    View.PER_1000_PEOPLE: _("per 1,000 inhabitants"),
    View.PER_CATHOLIC: _("per Catholic"),
    View.INDEXED: _("index, first year with a figure = 100"),
    View.YOY: _("% change on the previous year"),
}


@dataclass(frozen=True)
class PerBase:
    """A view dividing any count by a base metric of the same year, × `scale`."""

    denominator: str
    scale: int


# The views that divide a count by the inhabitants or by the Catholics of the same year.
PER_BASES: dict[str, PerBase] = {
    View.PER_1000_PEOPLE: PerBase("total_population", 1_000),
    View.PER_CATHOLIC: PerBase("catholics", 1),
}


def has_view(metric: str, view: str) -> bool:
    """Whether `metric` can be shown in `view`: a ratio has no per-capita, per-1,000 or
    per-Catholic view, and a base divided by itself (inhabitants per 1,000 inhabitants,
    Catholics per Catholic) says nothing."""
    if view == View.PER_CAPITA:
        return metric in PER_CAPITA
    if view in PER_BASES:
        return METRICS[metric].ratio is None and metric != PER_BASES[view].denominator
    return True


def unit_for(metric: str, view: str, base: int | None = None) -> Promise | str:
    """What one unit on the value axis means for `metric` shown in `view` (`base`: the index's
    base year, when one is chosen)."""
    if view == View.RAW:
        return METRICS[metric].unit
    if view == View.PER_CAPITA:
        return PER_CAPITA[metric].unit
    if view == View.INDEXED and base is not None:
        return INDEX_BASE_UNIT % {"year": base}
    return VIEW_UNITS[View(view)]
