"""How precisely a statistic is shown: the one rule, for the pages, their tables and the
downloads alike.

**The rule.** A value is worked out from unrounded inputs (sums of the members' figures, never
figures already rounded) and rounded *once*, at the end, by `shown_value`, to what its inputs
support:

- counts (Catholics, priests, parishes…) are whole numbers, as reported: never rounded;
- a percentage of persons counted (Catholics in the population), worked out from sums: two
  decimals. Its parts are counts of thousands to millions of people, so a hundredth of a
  percent is still read from the data, not invented; a diocese's own figure as upstream
  reports it (one decimal) keeps its one decimal;
- Catholics per priest: a whole number, as upstream reports it (a fraction of a person per
  priest is noise);
- per-capita figures, indexes and changes on the previous year: two decimals (the per-capita
  scales are chosen so typical values read as small numbers, portal.statistics.derived);
- per 1,000 inhabitants: four decimals, per Catholic: six (one scale for every count, so
  a priest per Catholic is a few ten-thousandths: two decimals would show nothing).

`shown_text` writes a value in the page's language, grouped, with the decimals it has (no
padding to a fixed width: 78.6 stays "78.6", never "78.60", which would claim a precision
upstream's figure does not have). A page, a table and a
download that show one number all go through `shown_value`, so they agree to the digit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal

from django.utils import formats, numberformat

from portal.statistics.metrics import METRICS, View

Number = int | float

DERIVED_DECIMALS = 2  # per capita, index, change on the previous year
# The views on one scale for every count: as many decimals as their smallest values need.
VIEW_DECIMALS: dict[str, int] = {View.PER_1000_PEOPLE: 4, View.PER_CATHOLIC: 6}


def view_decimals(view: str) -> int:
    """The most decimals a value of `view` is shown with (a table writes them all so)."""
    return VIEW_DECIMALS.get(view, DERIVED_DECIMALS)


def decimals_for(metric: str, view: str = View.RAW) -> int:
    """How many decimals `metric` in `view` is shown with (the rule above; a metric's own
    decimals are its registry entry's, portal.statistics.metrics)."""
    if view != View.RAW:
        return view_decimals(view)
    entry = METRICS.get(metric)
    return entry.decimals if entry else 0


def rounded(value: Number | None, decimals: int) -> Number | None:
    """`value` rounded to `decimals` (Python's `round`, as every figure of the portal always
    was); a whole number for 0 decimals; whole numbers and None as they are."""
    if value is None or isinstance(value, int) or not math.isfinite(value):
        return value
    return round(value) if decimals == 0 else round(value, decimals)


def shown_value(value: Number | None, *, metric: str, view: str = View.RAW) -> Number | None:
    """The value as shown, in pages, tables and downloads: rounded once to what its inputs
    support (the module's rule). A count stays the whole number it is; None stays None.

    A figure already at or below that precision (upstream's 78.6) is unchanged."""
    return rounded(value, decimals_for(metric, view))


def shown_text(value: Number | None, *, metric: str, view: str = View.RAW) -> str:
    """`shown_value` written in the active language (`number_text`); "" for None."""
    shown = shown_value(value, metric=metric, view=view)
    return "" if shown is None else number_text(shown, decimals_for(metric, view))


def number_text(value: Number, decimals: int = DERIVED_DECIMALS) -> str:
    """A number written in the active language: see `number_shower`."""
    return number_shower(decimals)(value)


def number_shower(decimals: int = DERIVED_DECIMALS) -> Callable[[Number], str]:
    """A function writing a number in the active language, with the language's separators
    looked up once (a table calls it per cell): thousands grouped, and the decimals the number
    has, at most `decimals` (`shown_value` has already rounded it to what it supports), without
    trailing zeros. So a diocese's 78.6 % reads "78.6", a group's 89.17 % "89.17", and a count
    "2,402,398"."""
    separator = formats.get_format("DECIMAL_SEPARATOR")
    grouping = formats.get_format("NUMBER_GROUPING")
    thousands = formats.get_format("THOUSAND_SEPARATOR")
    quantum = Decimal(1).scaleb(-decimals)

    def shown(value: Number) -> str:
        if value == int(value):
            return numberformat.format(int(value), separator, 0, grouping, thousands, True)
        exact = Decimal(repr(value)).quantize(quantum, ROUND_HALF_UP).normalize()
        places = max(0, -int(exact.as_tuple().exponent))
        return numberformat.format(exact, separator, places, grouping, thousands, True)

    return shown
