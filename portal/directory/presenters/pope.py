"""A pope's page: papal name and number, origin, pontificate, beatification and canonization."""

from __future__ import annotations

from typing import Any

from portal.core.languages import page_language
from portal.core.places import place_name
from portal.directory.presenters.fields import (
    Fields,
    as_cause,
    as_number,
    as_position_number,
    as_texts,
    has_only,
)
from portal.directory.presenters.shapes import Pontificate, ordinal
from portal.directory.values import partial_date
from portal.directory.vocabulary import term
from portal.vocabulary.papal_names import pope_name
from portal.vocabulary.people import pope_title


def _pontificate(value: Any) -> Pontificate | None:
    if not has_only(value, {"start", "end", "years", "current"}):
        return None
    years = value.get("years")
    if years is not None and as_number(years) is None:
        return None
    return Pontificate(
        start=partial_date(value.get("start")),
        end=partial_date(value.get("end")),
        years=years,
        current=value.get("current") is True,
    )


def _pope_title(title: str | None) -> str | None:
    """ "Pope Saint John Paul II, Bishop of Rome" in the page's language where it can be."""
    return (pope_title(title, page_language()) or title) if title else title


def _papal_name(name: str) -> str | None:
    """ "John Paul II" in the page's language's form ("Juan Pablo II") where it is known."""
    return (pope_name(name, page_language()) or name) if name else None


def _origin(origin: str | None) -> str | None:
    """ "Wadowice, Poland": the country, after the last comma, in the page's language."""
    if not origin or "," not in origin:
        return origin
    place, _comma, country = origin.rpartition(",")
    return f"{place}, {place_name(country.strip()).text}"


def known_fields(f: Fields) -> dict[str, Any]:
    papal_name = f.take("papal_name")
    regnal_number = f.take("regnal_number")
    number = f.take("ordinal", as_position_number)
    return {
        "pope_title": _pope_title(f.take("pope_title")),
        "papal_name": _papal_name(" ".join(p for p in (papal_name, regnal_number) if p)),
        "ordinal": ordinal(number) if number is not None else None,
        "birth_name": f.take("birth_name"),
        "origin": _origin(f.take("origin")),
        "pontificate": f.take("pontificate", _pontificate),
        "pontificate_text": f.take("pontificate"),  # when it came as plain text
        "canonization_status": term("canonical_status", f.take("canonization_status")),
        "beatification_status": term("canonical_status", f.take("beatification_status")),
        "beatification": f.take("beatification", as_cause),
        "canonization": f.take("canonization", as_cause),
        "aliases": f.take("aliases", as_texts),
    }


def tagline(known: dict[str, Any]) -> list[str | None]:
    """What goes under the name; templates/directory/_pope.html leaves it out of its facts."""
    return [known["pope_title"]]
