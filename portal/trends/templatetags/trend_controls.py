"""The chart controls' metric menus, built in Python: four menus of 19 statistics each would
otherwise be the largest template loop of every chart page."""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

register = template.Library()


@register.simple_tag
def metric_options(metrics: Iterable, selected: str) -> SafeString:
    """`<option>` per statistic, the `selected` one marked."""
    return mark_safe(  # noqa: S308  # nosec B308, B703 # every value is escaped here
        "".join(
            f'<option value="{escape(m.name)}"{" selected" if m.name == selected else ""}>'
            f"{escape(m.label)}</option>"
            for m in metrics
        )
    )
