"""A saint's page: feast day, status and vocation, life and death, cause, patronage, life story.

Two of its facts lead on (docs/upstream.md §7): the feast day to that day's readings, each
patronage to a saint search for it.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from django.urls import reverse
from django.utils import timezone

from portal.directory.lookups import DIRECTORIES
from portal.directory.presenters.fields import (
    Fields,
    as_cause,
    as_life_event,
    as_text,
    as_texts,
)
from portal.directory.presenters.shapes import FeastReadings, Ref
from portal.directory.values import web_link
from portal.directory.vocabulary import is_feminine, term
from portal.vocabulary.title_words import MONTHS

# Upstream writes in English (docs/upstream.md §7): its month names, full or short.
_MONTH_NAMES = tuple(month.lower() for month in MONTHS["en"])
_MONTHS = {
    name: number
    for number, full in enumerate(_MONTH_NAMES, start=1)
    for name in (full, full[:3], full[:4])  # "Oct", "Sept"
}
_MONTH_DAY = re.compile(r"(?:--)?(\d{1,2})-(\d{1,2})")  # "10-01", ISO 8601's "--10-01"
_NAME_DAY = re.compile(r"([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?")  # "October 1", "Oct. 1st"
_DAY_NAME = re.compile(r"(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)\.?")  # "1 October"


def _month_day(month: int, day: int) -> date | None:
    try:
        return date(2000, month, day)  # 2000 is a leap year: 02-29 is a day too
    except ValueError:
        return None


def feast_month_day(value: Any) -> date | None:
    """The month and day of a feast upstream placed on the calendar, in any of its spellings
    ("10-01", "October 1", "1 October", a whole date), as a date in 2000 to print with
    MONTH_DAY_FORMAT; a movable feast ("Sunday after Pentecost") or anything else → None."""
    if not isinstance(value, str) or len(value) > 40:
        return None
    text = " ".join(value.lower().replace(",", " ").split())
    if match := _MONTH_DAY.fullmatch(text):
        return _month_day(int(match[1]), int(match[2]))
    if match := _NAME_DAY.fullmatch(text):
        month = _MONTHS.get(match[1])
        return _month_day(month, int(match[2])) if month else None
    if match := _DAY_NAME.fullmatch(text):
        month = _MONTHS.get(match[2])
        return _month_day(month, int(match[1])) if month else None
    try:
        when = datetime.fromisoformat(value.strip())  # "1873-01-02", with or without a time
    except ValueError:
        return None
    return _month_day(when.month, when.day)


def next_occurrence(month_day: date, today: date) -> date:
    """The feast's next day from today on (today included); 29 February, in the next leap year."""
    year = today.year
    while True:
        try:
            day = month_day.replace(year=year)
        except ValueError:  # 29 February in a common year
            year += 1
            continue
        if day >= today:
            return day
        year += 1


def feast_readings(month_day: date | None) -> FeastReadings | None:
    """Where the feast day leads: the readings page of its next occurrence.

    A catechist reading about a saint prepares for the feast to come, not the one gone by:
    the next occurrence (today's, if it is today) is the day whose readings they will use.
    Today links to the readings' home page, which is today's (the day's own address would
    only redirect there)."""
    if month_day is None:
        return None
    today = timezone.localdate()  # the site's time zone, as the readings pages count days
    day = next_occurrence(month_day, today)
    if day == today:
        return FeastReadings(day=day, url=reverse("readings:home"), today=True)
    return FeastReadings(day=day, url=reverse("readings:day", kwargs={"day": day.isoformat()}))


def split_patronage(value: Any) -> list[str] | None:
    """A list of patronages, or one string of them separated by semicolons (or, without any
    semicolon, by commas): "translators; librarians", "sailors, fishermen"."""
    if isinstance(value, str):
        separator = ";" if ";" in value else ","
        value = [part for part in value.split(separator) if part.strip()]
    return as_texts(value) if isinstance(value, list) else None


def patronage_refs(value: Any) -> list[Ref] | None:
    """Each patronage linked to a saint search for it: the other saints invoked for it."""
    names = split_patronage(value)
    if not names:
        return None
    saints = DIRECTORIES["saint"]
    return [Ref(name=name, url=saints.search_url(name)) for name in names]


def known_fields(f: Fields) -> dict[str, Any]:
    feast = f.take("feast_day", feast_month_day)
    label = f.take("feast_day_label")
    if feast is None and label is not None and (from_label := feast_month_day(label)):
        # Only the words came placed on the calendar ("1 October"): they lead on too.
        feast, label = from_label, None
    if feast is None and label is None and f.raw("feast_day"):
        label = f.take("feast_day", as_text)  # a movable feast, or another spelling: as written
    return {
        "canonical_status": f.take("canonical_status"),
        "vocation": f.take("vocation"),
        "feast_day": feast,
        "feast_day_label": label,
        "feast_readings": feast_readings(feast),
        "birth": f.take("birth", as_life_event),
        "death": f.take("death", as_life_event),
        "beatification": f.take("beatification", as_cause),
        "canonization": f.take("canonization", as_cause),
        "patronage": f.take("patronage", patronage_refs),
        "iconography": f.take("iconography", as_texts),
        "biography": f.take("biography"),
        "learn_more": f.take("learn_more_url", web_link),
    }


def tagline(known: dict[str, Any]) -> list[str | None]:
    """What goes under the name; templates/directory/_saint.html leaves these out of its facts.

    The status and vocation in the interface language; the status agrees with a vocation only
    a woman has ("Santa · Virgen y doctora de la Iglesia"), else takes the generic form."""
    feminine = is_feminine(known["vocation"])
    return [
        term("canonical_status", known["canonical_status"], feminine=feminine),
        term("vocation", known["vocation"], feminine=feminine),
    ]
