"""Template filters for the analysis pages' figures: a number as shown (the one precision rule,
portal.statistics.precision) and a group table's grand total for the year shown."""

from __future__ import annotations

from django import template
from django.utils.functional import Promise

from portal.research.groups import GroupTable, GroupYear
from portal.statistics.metrics import label
from portal.statistics.precision import Number, number_text

register = template.Library()


@register.filter
def figure(value: Number | None) -> str:
    """A figure already rounded to what it supports, written in the page's language with the
    decimals it has ("89.17", "78.6", "2,402,398"); "" for None (the template shows a dash)."""
    return "" if value is None else number_text(value)


@register.filter
def total_in(table: GroupTable, year: int | None) -> GroupYear | None:
    """The grand total's figures for `year` (None when the table has no total or no year)."""
    if table.total is None or year is None or year not in table.years:
        return None
    return table.total.years[table.years.index(year)]


@register.simple_tag
def metric_label(metric: str) -> Promise:
    """The one name of a statistic (portal.statistics.metrics), for a sentence that names it."""
    return label(metric)
