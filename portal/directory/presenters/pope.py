"""A pope's page: papal name and number, origin, pontificate, beatification and canonization;
and where it leads: his predecessor and successor, his see (Rome) and his documents in the
library (docs/upstream.md §7: the first three only when upstream names them)."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.urls import reverse

from portal.core.languages import page_language
from portal.core.places import place_name
from portal.directory.presenters.fields import (
    Fields,
    as_cause,
    as_number,
    as_position_number,
    as_ref,
    as_text,
    as_texts,
    has_only,
)
from portal.directory.presenters.shapes import Pontificate, Ref, ordinal
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


def _pope(value: Any) -> Ref | None:
    """A predecessor or successor: his page when upstream gave his id, his name in the page's
    language where the vocabulary knows it."""
    ref = as_ref(value, "pope")
    if ref is None:
        return None
    return Ref(name=pope_title(ref.name, page_language()) or ref.name, url=ref.url)


def documents_url(author: str | None) -> str | None:
    """The library searched for the pope's name, narrowed to what he wrote: the link a search
    hit's "More from this author" makes (upstream's documents name him as his profile does,
    "Pope John Paul II"; a search that finds none of his says so and offers the rest)."""
    if not author:
        return None
    # The library's bookmarkable address (its `q` and `author` filters), not its code: the two
    # features stand on one floor and know nothing of each other.
    return f"{reverse('library:search')}?{urlencode({'q': author, 'author': author})}"


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
        "predecessor": f.take("predecessor", _pope),
        "successor": f.take("successor", _pope),
        "see": f.take("see", lambda v: as_ref(v, "diocese")),
        "documents_url": documents_url(as_text(f.raw("primary_name"))),
    }


def tagline(known: dict[str, Any]) -> list[str | None]:
    """What goes under the name; templates/directory/_pope.html leaves it out of its facts."""
    return [known["pope_title"]]
