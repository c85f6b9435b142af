"""Every name a diocese statistic is shown under, in one place: the 19 metrics (a label and a
unit each), the views derived from them (per capita, index, change on the previous year) and
those views' units and per-capita phrases. The trends pages, the research workbench, the
directory's diocese profile and the downloads all read their words from here, so one number
has one name wherever it appears. Every string is translatable; keep a msgid when changing
what it means, so translations keep working.

How the derived values are worked out is in portal.statistics.derived; how precisely they are
shown, in portal.statistics.precision.
"""

# Reference: docs/upstream.md §7 (diocese_statistics_time_series: the 19 metrics).

from __future__ import annotations

from dataclasses import dataclass

from django.db import models
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from portal import magisterium


@dataclass(frozen=True)
class Metric:
    name: str  # the API's name, also the URL value
    label: Promise
    unit: Promise  # what one unit of a raw value counts


METRICS: dict[str, Metric] = {
    m.name: m
    for m in (
        Metric("catholics", _("Catholics"), _("persons")),
        Metric("total_population", _("Total population"), _("persons")),
        Metric("percent_catholic", _("Catholics in the population"), _("%")),
        Metric("diocesan_priests", _("Diocesan priests"), _("priests")),
        Metric("religious_priests", _("Religious priests"), _("priests")),
        Metric("total_priests", _("Total priests"), _("priests")),
        Metric("catholics_per_priest", _("Catholics per priest"), _("Catholics per priest")),
        Metric("permanent_deacons", _("Permanent deacons"), _("deacons")),
        Metric("male_religious", _("Male religious"), _("persons")),
        Metric("female_religious", _("Female religious"), _("persons")),
        Metric("parishes", _("Parishes"), _("parishes")),
        Metric("area_km2", _("Area"), _("km²")),
        Metric("churches_or_stations", _("Churches and mission stations"), _("churches")),
        Metric(
            "diocesan_priests_ordained", _("Diocesan priests ordained"), _("ordinations a year")
        ),
        Metric(
            "religious_priests_ordained", _("Religious priests ordained"), _("ordinations a year")
        ),
        Metric("seminarians", _("Seminarians"), _("seminarians")),
        Metric("educational_institutes", _("Educational institutes"), _("institutes")),
        Metric("charitable_institutes", _("Charitable institutes"), _("institutes")),
        Metric("baptisms", _("Baptisms"), _("baptisms a year")),
    )
}

# The table above must name exactly the metrics the API sends, in its order.
assert tuple(METRICS) == magisterium.METRICS, "portal.statistics.metrics is out of date"

DEFAULT_METRIC = "catholics"
MAX_METRICS = 4


def label(metric: str) -> Promise:
    """The one name of `metric` (a KeyError for a name that is not one of the 19)."""
    return METRICS[metric].label


# --- The derived views: their names, their units ----------------------------------------------


class View(models.TextChoices):
    RAW = "raw", _("Figures as reported")
    PER_CAPITA = "per_capita", _("Per capita")
    INDEXED = "indexed", _("Index (first year = 100)")
    YOY = "yoy", _("Change on the previous year (%)")


# What a chart's title adds for a view (none for the figures as reported).
VIEW_SUFFIXES: dict[str, Promise] = {
    View.PER_CAPITA: _("per capita"),
    View.INDEXED: _("index, first year = 100"),
    View.YOY: _("change on the previous year, %"),
}

# What one unit of an index or a change means (per capita: PER_CAPITA_UNITS).
VIEW_UNITS: dict[str, Promise] = {
    View.INDEXED: _("index, first year with a figure = 100"),
    View.YOY: _("% change on the previous year"),
}

# Per-capita figures, metric by metric: the whole phrase of the unit (so each language can word
# and group it its own way) and the axis title shared by metrics of one denominator and scale.
# The denominators and scales themselves are portal.statistics.derived.PER_CAPITA's.
PER_100_PEOPLE = _("per 100 inhabitants")
PER_1K = _("per 1,000 Catholics")
PER_10K = _("per 10,000 Catholics")
PER_100K = _("per 100,000 Catholics")
PER_1M = _("per million Catholics")
PER_CAPITA_UNITS: dict[str, tuple[Promise, Promise]] = {
    "catholics": (_("Catholics per 100 inhabitants"), PER_100_PEOPLE),
    "diocesan_priests": (_("diocesan priests per 10,000 Catholics"), PER_10K),
    "religious_priests": (_("religious priests per 10,000 Catholics"), PER_10K),
    "total_priests": (_("priests per 10,000 Catholics"), PER_10K),
    "permanent_deacons": (_("deacons per 10,000 Catholics"), PER_10K),
    "male_religious": (_("male religious per 10,000 Catholics"), PER_10K),
    "female_religious": (_("female religious per 10,000 Catholics"), PER_10K),
    "parishes": (_("parishes per 100,000 Catholics"), PER_100K),
    "churches_or_stations": (_("churches and stations per 100,000 Catholics"), PER_100K),
    "diocesan_priests_ordained": (_("ordinations per million Catholics"), PER_1M),
    "religious_priests_ordained": (_("ordinations per million Catholics"), PER_1M),
    "seminarians": (_("seminarians per 100,000 Catholics"), PER_100K),
    "educational_institutes": (_("institutes per 100,000 Catholics"), PER_100K),
    "charitable_institutes": (_("institutes per 100,000 Catholics"), PER_100K),
    "baptisms": (_("baptisms per 1,000 Catholics"), PER_1K),
}


def unit_for(metric: str, view: str) -> Promise:
    """What one unit on the value axis means for `metric` shown in `view`."""
    if view == View.RAW:
        return METRICS[metric].unit
    if view == View.PER_CAPITA:
        return PER_CAPITA_UNITS[metric][0]
    return VIEW_UNITS[View(view)]
