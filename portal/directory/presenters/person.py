"""A clergy member's page: position and see, ordinations, consecration, lineage, education."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, overload

from django.utils.translation import gettext as _

from portal.directory.presenters.fields import (
    Fields,
    as_life_event,
    as_ref,
    as_text,
    as_texts,
    has_only,
)
from portal.directory.presenters.shapes import (
    ORDINATION_LABELS,
    Consecration,
    LineageStep,
    Position,
)
from portal.directory.values import PartialDate, is_empty, partial_date
from portal.directory.vocabulary import term


def _ordination(value: Any) -> list[tuple[str, PartialDate]] | None:
    if not isinstance(value, dict):
        return None
    dates = [(k, partial_date(v)) for k, v in value.items() if not is_empty(v)]
    readable = [(k, d) for k, d in dates if d is not None]
    if len(readable) < len(dates):
        return None
    return [
        (str(ORDINATION_LABELS.get(k, k.replace("_", " ").capitalize())), d) for k, d in readable
    ]


def _consecration(value: Any) -> Consecration | None:
    if not has_only(value, {"date", "principal_consecrator", "co_consecrators"}):
        return None
    co = value.get("co_consecrators") or []
    found = [as_ref(c, "person") for c in co] if isinstance(co, list) else [None]
    refs = [r for r in found if r is not None]
    if len(refs) < len(found):
        return None
    return Consecration(
        date=partial_date(value.get("date")),
        principal=as_ref(value.get("principal_consecrator"), "person"),
        co_consecrators=refs,
    )


# How upstream words a step of the lineage: "principal consecrator [of <name>]".
_ROLE = re.compile(r"principal consecrator(?: of (?P<name>.+))?", re.IGNORECASE)


def _role(value: Any) -> str | None:
    """A lineage role in the interface language when upstream used its usual words."""
    text = as_text(value)
    match = _ROLE.fullmatch(text) if text else None
    if match is None:
        return text
    if match["name"]:
        return _("principal consecrator of %(name)s") % {"name": match["name"]}
    return _("principal consecrator")


@overload
def title(text: str) -> str: ...
@overload
def title(text: None) -> None: ...
def title(text: str | None) -> str | None:
    """ "Metropolitan Archbishop, Archdiocese of Manila" → the title in the interface language,
    the see's name as upstream wrote it; a title the portal does not know stays as written."""
    if not text:
        return text
    head, comma, rest = text.partition(",")
    return f"{term('title', head)}{comma}{rest}" if comma else term("title", text)


def _lineage(value: Any) -> list[LineageStep] | None:
    if not isinstance(value, list):
        return None
    steps = []
    for item in value:
        if not has_only(item, {"person_id", "primary_name", "role", "consecrated"}):
            return None
        bishop = as_ref(item, "person")
        if bishop is None:
            return None
        steps.append(
            LineageStep(
                bishop=bishop,
                role=_role(item.get("role")),
                consecrated=partial_date(item.get("consecrated")),
            )
        )
    return steps


def _position(f: Fields, *, key: str = "current") -> Position | None:
    """The current (or, `key="last"`, the last) position, its see linked to the see's page
    where upstream names it (`current_diocese`; `last_diocese`, docs/upstream.md §7)."""
    diocese = f.take(f"{key}_diocese", lambda v: as_ref(v, "diocese"))
    text = f.take(f"{key}_position")
    if text is None:
        return Position(text="", diocese=diocese) if diocese else None
    if diocese and text.endswith(diocese.name) and text != diocese.name:
        prefix = text[: -len(diocese.name)]
        return Position(text=text, diocese=diocese, prefix=title(prefix))
    return Position(text=title(text), diocese=diocese)


def known_fields(f: Fields) -> dict[str, Any]:
    source_table = f.take("source_table")
    ordination = f.take("ordination", _ordination)
    consecration = f.take("consecration", _consecration)
    bishop = next(
        (d for label, d in ordination or [] if label == ORDINATION_LABELS["bishop"]), None
    )
    if consecration and bishop and consecration.date == bishop:
        # Episcopal ordination is the consecration: one date, shown once.
        consecration = replace(consecration, date=None)
    return {
        "honorific": f.take("honorific"),
        "position": _position(f),
        "last_position": _position(f, key="last"),
        "historical": source_table == "cd_persons_historical",
        "birth": f.take("birth", as_life_event),
        "death": f.take("death", as_life_event),
        "ordination": ordination,
        "consecration": consecration,
        "cardinal": f.take("elevated_to_cardinal", partial_date),
        "lineage": f.take("episcopal_lineage", _lineage),
        "education": f.take("education", as_texts),
        "motto": f.take("motto"),
    }


def tagline(known: dict[str, Any]) -> list[str | None]:
    """What goes under the name; templates/directory/_person.html leaves these out of its facts."""
    return [
        term("title", known["honorific"]),
        _("Historical record") if known["historical"] else None,
    ]
