"""What the directory templates lay out: small view-model shapes, and the words that label them.

Everything here is built by the readers in this package from untrusted upstream data; the
templates escape it. Labels are translatable; a figure or rank without one is shown with its
humanised key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from django.contrib.humanize.templatetags.humanize import ordinal as english_ordinal
from django.utils import translation
from django.utils.translation import gettext_lazy

from portal.directory.lookups import Directory
from portal.directory.values import PartialDate, Picture, Row
from portal.statistics.metrics import METRICS

# --- Labels ---------------------------------------------------------------------------------

# Figures in `recent_statistics` (docs/upstream.md §7: up to five years of headline figures) are
# some of the 19 metrics: each is named as on the trends and research pages
# (portal.statistics.metrics); any other figure is shown with its humanised key.
STATISTICS_LABELS = {name: metric.label for name, metric in METRICS.items()}
PERCENT_METRICS = {name for name, metric in METRICS.items() if metric.percent}
FINANCIAL_LABELS = {
    "total_revenue": gettext_lazy("Total revenue"),
    "total_expenses": gettext_lazy("Total expenses"),
    "surplus_deficit": gettext_lazy("Surplus or deficit"),
    "net_assets": gettext_lazy("Net assets"),
    "total_assets": gettext_lazy("Total assets"),
}
ORDINATION_LABELS = {
    "deacon": gettext_lazy("Ordained deacon"),
    "priest": gettext_lazy("Ordained priest"),
    "bishop": gettext_lazy("Ordained bishop"),
}


def ordinal(value: int | str) -> str:
    """266th in English; elsewhere the ordinal number as the language writes it ("266.")."""
    if translation.get_language() in (None, "en") or not str(value).isdigit():
        # humanize answers None only for None; anything else it cannot read comes back as is.
        return english_ordinal(value) or str(value)
    # Django's humanize catalogue lacks ordinal suffixes for some languages (Croatian shows
    # "266th"); a number followed by a full stop reads correctly in all of ours.
    return f"{value}."


# --- Small shapes the templates lay out -----------------------------------------------------


@dataclass(frozen=True)
class Ref:
    """Another entry (a bishop, a diocese…): its name, linked when upstream gave a usable id."""

    name: str
    url: str | None = None
    note: str | None = None


@dataclass(frozen=True)
class LifeEvent:
    date: PartialDate | None
    place: str | None


@dataclass(frozen=True)
class Cause:
    """A beatification or canonization: when and by whom (either may be unknown)."""

    date: PartialDate | None
    by: str | None


@dataclass(frozen=True)
class Pontificate:
    start: PartialDate | None
    end: PartialDate | None
    years: int | None
    current: bool


@dataclass(frozen=True)
class Position:
    """'Metropolitan Archbishop, ' + a link to 'Archdiocese of Manila' when the see is known."""

    text: str
    diocese: Ref | None = None
    prefix: str | None = None  # set when `text` ends with the diocese's name


@dataclass(frozen=True)
class Consecration:
    date: PartialDate | None
    principal: Ref | None
    co_consecrators: list[Ref]


@dataclass(frozen=True)
class LineageStep:
    bishop: Ref
    role: str | None
    consecrated: PartialDate | None


@dataclass(frozen=True)
class StatisticsTable:
    years: list[int]
    rows: list[tuple[str, list[Any], bool]]  # (label, value per year, is a percentage)


@dataclass(frozen=True)
class Financials:
    fiscal_year: str | None
    currency: str | None
    amounts: list[tuple[str, int | float]]
    other: list[Row]


@dataclass(frozen=True)
class FeastReadings:
    """Where a saint's feast day leads: the readings page of its next occurrence."""

    day: date
    url: str
    today: bool = False


@dataclass(frozen=True)
class PastBishop:
    """One who held a see: linked to their page when upstream gave an id, with their years."""

    bishop: Ref
    start: PartialDate | None = None
    end: PartialDate | None = None

    @property
    def start_year(self) -> str | None:
        return _year(self.start)

    @property
    def end_year(self) -> str | None:
        return _year(self.end)


def _year(when: PartialDate | None) -> str | None:
    """A year as upstream knows it ("1974"), or its words ("c. 1200") when it gave no date."""
    if when is None:
        return None
    return str(when.year) if when.year else when.raw


@dataclass(frozen=True)
class Alternate:
    ref: Ref
    details: list[str]


# --- The two page-sized views ---------------------------------------------------------------


@dataclass(frozen=True)
class ProfileView:
    directory: Directory
    id: str | None
    name: str
    url: str | None  # the canonical, shareable page
    picture: Picture
    arms: Picture | None
    tagline: list[str]  # a few words under the name ("Saint · Priest and Doctor of the Church")
    known: dict[str, Any]
    other: list[Row]
    alternates: list[Alternate]
    stale: bool = False
    fetched_at: datetime | None = None
    trends_url: str | None = None
    name_lang: str = ""  # the language `name` is in when it is not the page's (upstream's)


@dataclass(frozen=True)
class NotFoundView:
    query: str
    hint: str | None  # upstream's own words, when they do not point at another directory
    suggested: Directory | None  # the directory upstream's hint points to
    suggested_url: str | None
    elsewhere: list[tuple[Directory, str]] = field(default_factory=list)
    stale: bool = False
