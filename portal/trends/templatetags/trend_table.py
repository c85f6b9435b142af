"""The body of a trends data table, built in Python: up to 24 columns × 125 years of cells.

A `{% for %}` with `floatformat` per cell costs tens of microseconds a cell, so a six-diocese,
four-metric table took longer to render than the rest of its page; the same markup built here
costs a few microseconds a cell. Each number is shown as `floatformat:"-2g"` would (grouped,
two decimals only when there is a fraction, in the page's language) with its raw value in
`data-value` for sorting.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from django import template
from django.utils import formats, numberformat
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from portal.statistics.derived import TrendTable

register = template.Library()
HUNDREDTH = Decimal("0.01")


def number_shower():
    """`value|floatformat:"-2g"` in the active language (grouped, up to two decimals, none for
    whole numbers), with the language's separators looked up once instead of per cell."""
    separator = formats.get_format("DECIMAL_SEPARATOR")
    grouping = formats.get_format("NUMBER_GROUPING")
    thousands = formats.get_format("THOUSAND_SEPARATOR")

    def shown(value: float | int) -> str:
        if value == int(value):
            return numberformat.format(int(value), separator, 0, grouping, thousands, True)
        # Rounded half up on the decimal digits written, as floatformat does (2.675 → 2.68).
        rounded = Decimal(repr(value)).quantize(HUNDREDTH, ROUND_HALF_UP)
        return numberformat.format(rounded, separator, 2, grouping, thousands, True)

    return shown


@register.simple_tag
def trend_table_rows(table: TrendTable) -> SafeString:
    """`<tr>` per year: the year, then one cell per column (a dash where there is no figure)."""
    missing = (
        '<td class="num trend-missing" data-value=""><span aria-hidden="true">–</span>'
        f'<span class="visually-hidden">{escape(_("no figure"))}</span></td>'
    )
    shown = number_shower()
    lines = []
    for year, values in table.rows:
        cells = "".join(
            missing
            if value is None
            else f'<td class="num" data-value="{value}">{escape(shown(value))}</td>'
            for value in values
        )
        lines.append(
            f'<tr>\n<th scope="row" class="num" data-value="{year}">{year}</th>{cells}\n</tr>'
        )
    return mark_safe("\n".join(lines))  # noqa: S308  # nosec B308, B703 # numbers, escaped text
