"""The date box's words for the device: phrases.py's own tables, sent in the offline plan.

With no network the service worker reads what was typed into the date box itself
(static/js/readings/date-words.js, a port of phrases.resolve) and opens the kept day. It reads
with the words and rules the server uses, taken from phrases.py here, never a second list:
a word added there is understood on the device at the next visit. Feasts are sent as their
dates (the server computes them), for the years a device may need while its plan is kept.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.conf import settings

from portal.readings import phrases

# The years whose feast dates are sent: a device's today may be a few days past the plan's,
# and "Easter" without a year means the next one (this year's, next year's or the one after).
FEAST_YEARS_BEFORE, FEAST_YEARS_AFTER = 1, 2


def _feast_dates(today: dt.date) -> dict[str, dict[str, str]]:
    """Each feast name (its significant words, as phrases.py keys them) → {year: its date}."""
    years = range(today.year - FEAST_YEARS_BEFORE, today.year + FEAST_YEARS_AFTER + 1)
    feasts: dict[str, dict[str, str]] = {}
    for key in phrases._FEASTS:
        name = " ".join(key)
        dates = {str(year): phrases.resolve(f"{name} {year}", today=today) for year in years}
        feasts[name] = {year: day.isoformat() for year, day in dates.items() if day is not None}
    return feasts


def device_words(today: dt.date) -> dict[str, Any]:
    """What date-words.js needs to read a date as phrases.resolve does, as JSON."""
    return {
        "time_zone": settings.TIME_ZONE,
        "max_chars": phrases.MAX_CHARS,
        "min_year": phrases.MIN_YEAR,
        "max_year": phrases.MAX_YEAR,
        "filler": sorted(phrases._FILLER),
        "relative": phrases._RELATIVE,
        "weekdays": phrases._WEEKDAYS,
        "months": phrases._MONTHS,
        "tokens": {"next": phrases._NEXT, "this": phrases._THIS, "last": phrases._LAST},
        "qualifiers": phrases._QUALIFIERS,
        "qualifier_phrases": phrases._QUALIFIER_PHRASES,
        "feasts": _feast_dates(today),
    }
