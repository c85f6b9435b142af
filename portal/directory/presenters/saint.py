"""A saint's page: feast day, status and vocation, life and death, cause, patronage, life story."""

from __future__ import annotations

from datetime import date
from typing import Any

from portal.directory.presenters.fields import Fields, as_cause, as_life_event, as_texts
from portal.directory.values import web_link
from portal.directory.vocabulary import is_feminine, term


def _feast_day(value: Any) -> date | None:
    """ "09-30" → a date to print with MONTH_DAY_FORMAT (2000 is a leap year: 02-29 works)."""
    if not isinstance(value, str):
        return None
    try:
        month, day = (int(p) for p in value.split("-"))
        return date(2000, month, day)
    except (ValueError, OverflowError):  # OverflowError: a "month" of twenty digits
        return None


def known_fields(f: Fields) -> dict[str, Any]:
    feast = f.take("feast_day", _feast_day)
    label = f.take("feast_day_label")
    if feast is None and label is None and f.raw("feast_day"):
        label = f.take("feast_day")  # an unexpected spelling: show it as written
    return {
        "canonical_status": f.take("canonical_status"),
        "vocation": f.take("vocation"),
        "feast_day": feast,
        "feast_day_label": label,
        "birth": f.take("birth", as_life_event),
        "death": f.take("death", as_life_event),
        "beatification": f.take("beatification", as_cause),
        "canonization": f.take("canonization", as_cause),
        "patronage": f.take("patronage", as_texts),
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
