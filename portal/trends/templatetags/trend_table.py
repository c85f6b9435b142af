"""The body of a trends data table, built in Python: up to 24 columns × 125 years of cells.

A `{% for %}` with `floatformat` per cell costs tens of microseconds a cell, so a six-diocese,
four-metric table took longer to render than the rest of its page; the same markup built here
costs a few microseconds a cell. Each number is written as portal.statistics.precision writes
every figure (grouped, with the decimals it has, in the page's language) with its value in
`data-value` for sorting.
"""

from __future__ import annotations

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from portal.statistics.derived import TrendTable
from portal.statistics.precision import number_shower, view_decimals

register = template.Library()

__all__ = ["number_shower", "trend_table_rows"]


@register.simple_tag
def trend_table_rows(table: TrendTable) -> SafeString:
    """`<tr>` per year: the year, then one cell per column (a dash where there is no figure)."""
    missing = (
        '<td class="num trend-missing" data-value=""><span aria-hidden="true">–</span>'
        f'<span class="visually-hidden">{escape(_("no figure"))}</span></td>'
    )
    shown = number_shower(view_decimals(table.view))
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
