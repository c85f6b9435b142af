"""The 19 diocese statistics as people read them: a label and a unit for each, translatable."""

# Reference: docs/upstream.md §7 (diocese_statistics_time_series: the 19 metrics).

from __future__ import annotations

from dataclasses import dataclass

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
