"""The note on a day page reached from the date box by a feast's name, for a feast some
countries keep on another day (the Epiphany and the Ascension on a Sunday, Corpus Christi on
the Thursday): "Ascension: shown on Thursday 14 May; where it is kept on Sunday: 17 May".
The date box's redirect names the feast in `?feast=` (portal.readings.views.day_pick)."""

from __future__ import annotations

import datetime as dt

from django import template
from django.http import HttpRequest
from django.urls import reverse
from django.utils import translation

from portal.core.public_pages import LANG_PARAM
from portal.readings import phrases
from portal.vocabulary.dates import format_day_and_month
from portal.vocabulary.feast_days import BY_KEY
from portal.vocabulary.names import LANGUAGES
from portal.vocabulary.title_words import WEEKDAYS

FEAST_PARAM = "feast"

register = template.Library()


def _written(day: dt.date, language: str, *, weekday: bool) -> str:
    """ "Thursday 14 May", "jueves 14 de mayo", "četvrtak 14. svibnja" (weekday mid-sentence)."""
    text = format_day_and_month(day.day, day.month, language)
    if weekday:
        name = WEEKDAYS[language][day.weekday()]
        text = f"{name if language == 'en' else name.lower()} {text}"
    return text


@register.inclusion_tag("readings/_feast_note.html", takes_context=True)
def feast_note(context: template.Context, day: dt.date) -> dict[str, object]:
    """{% feast_note day %}: the note, when `?feast=` names a moved feast kept on `day`."""
    request: HttpRequest | None = context.get("request")
    feast = BY_KEY.get(request.GET.get(FEAST_PARAM, "")) if request is not None else None
    other = phrases.other_day(feast, day) if feast is not None else None
    if feast is None or other is None:
        return {}
    language = (translation.get_language() or "en").split("-")[0]
    language = language if language in LANGUAGES else "en"
    url = reverse("readings:day", kwargs={"day": other.isoformat()})
    chosen = request.GET.get(LANG_PARAM) if request is not None else None
    return {
        "feast_name": feast.names.short_in(language),
        "shown_on": _written(day, language, weekday=True),
        "other_day": _written(other, language, weekday=False),
        "other_url": f"{url}?{LANG_PARAM}={language}" if chosen else url,
        "other_is_sunday": other.weekday() == 6,
    }
