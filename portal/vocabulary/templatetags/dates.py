"""Dates in templates, written as each language writes them: a builtin library
(settings.TEMPLATES builtins), so every template has it without `{% load %}`.

`|date` replaces Django's filter of the same name (builtins load after Django's own) so that no
template can print an Italian first of the month as "1 dicembre": Django's format letters have
no ordinal, and a second filter name would leave every existing `|date` wrong. It behaves as
Django's filter, then joins the date (portal.vocabulary.dates: "martedì 1º dicembre 2026").
`|join_dates` does the same for a translated sentence with a date in it ("dell'8 dicembre").
"""

from __future__ import annotations

from typing import Any

from django import template
from django.template import defaultfilters

from portal.vocabulary.dates import join_dates

register = template.Library()


@register.filter(expects_localtime=True, is_safe=False)
def date(value: Any, arg: str | None = None) -> str:
    """{{ day|date:"WEEKDAY_DATE_FORMAT" }}: Django's `date`, then `join_dates`."""
    written = defaultfilters.date(value, arg)
    return join_dates(written) if written else written


@register.filter(name="join_dates", is_safe=True)
def join_dates_filter(text: Any) -> str:
    """{{ sentence|join_dates }}: a translated sentence with a date, the date joined to the
    words before it as the page's language does ("dell'8 dicembre"; portal.vocabulary.dates)."""
    return join_dates(str(text))
