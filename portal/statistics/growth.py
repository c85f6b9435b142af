"""The average annual change (compound) of a series between two years.

CAGR = ((value_end / value_start) ^ (1 / (end − start)) − 1) × 100, in percent a year: the
steady yearly change that leads from the first figure to the last. It is worked out from the
unrounded values and rounded once, at the end (portal.statistics.precision). When either year
has no figure, or the first figure is zero or negative (no steady rate leads away from it), or
the last is negative, there is none, and `Growth.reason` says why.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from django.utils.translation import gettext as _

from portal.statistics.precision import DERIVED_DECIMALS, Number, number_text, rounded


class NoGrowth(enum.StrEnum):
    """Why a series has no average annual change."""

    NO_START = "no_start"  # no figure in the first year
    NO_END = "no_end"  # no figure in the last year
    NOT_POSITIVE = "not_positive"  # the first figure is zero or negative, or the last negative


@dataclass(frozen=True)
class Growth:
    """A series' average annual change from `start` to `end` (percent a year), or why not."""

    start: int
    end: int
    percent: float | None
    reason: NoGrowth | None = None

    @property
    def text(self) -> str:
        """ "−1.2 % a year", in the active language; or the reason there is none."""
        if self.percent is not None:
            return _("%(change)s %% a year") % {"change": signed_text(self.percent)}
        if self.reason == NoGrowth.NO_START:
            return _("none: no figure for %(year)d") % {"year": self.start}
        if self.reason == NoGrowth.NO_END:
            return _("none: no figure for %(year)d") % {"year": self.end}
        return _("none: a figure is zero or negative, so no steady yearly rate joins them")


def signed_text(value: Number) -> str:
    """A change written with its sign ("+0.8", "−1.2"; a true minus sign, as print has it)."""
    if value > 0:
        return "+" + number_text(value)
    if value < 0:
        return "−" + number_text(-value)
    return number_text(0)


def average_annual_change(values: Mapping[int, Number | None], start: int, end: int) -> Growth:
    """The compound average annual change of `values` ({year: value}) from `start` to `end`
    (`start` < `end`), in percent a year, rounded once to two decimals."""
    first, last = values.get(start), values.get(end)
    if first is None:
        return Growth(start, end, None, NoGrowth.NO_START)
    if last is None:
        return Growth(start, end, None, NoGrowth.NO_END)
    if first <= 0 or last < 0:
        return Growth(start, end, None, NoGrowth.NOT_POSITIVE)
    percent = ((last / first) ** (1 / (end - start)) - 1) * 100
    return Growth(start, end, cast(float, rounded(float(percent), DERIVED_DECIMALS)), None)
