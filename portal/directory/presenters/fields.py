"""Reading a profile's fields: take the known ones in the shape expected, leave the rest.

`Fields` hands each kind's reader the values it knows by name; whatever it does not take (a
field missing, or not in the shape expected) is rendered generically as "Other details" by
`portal.directory.values.rows_for`, so a surprise from upstream degrades to a key/value row
instead of an error (docs/upstream.md §7). The parsers below are shared by several kinds: a
value in the expected shape becomes a shape of `shapes.py`; anything else becomes None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from portal.core.languages import page_language
from portal.directory.lookups import DIRECTORIES, DIRECTORY_LIST
from portal.directory.presenters.shapes import Cause, LifeEvent, Ref
from portal.directory.values import Link, is_empty, partial_date
from portal.vocabulary.people import pope_title

# Keys of a nested object that point at another directory entry (e.g. a consecrator).
_REFERENCE_KEYS = {d.id_field: d for d in DIRECTORY_LIST}


# --- Parsers: a value in the expected shape → a shape; anything else → None ---------------


def as_text(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return value.strip()
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return None


def as_texts(value: Any) -> list[str] | None:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return None
    texts = [as_text(v) for v in value]
    return [t for t in texts if t] if all(t is not None for t in texts) else None


def as_number(value: Any) -> int | float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return value


def as_position_number(value: Any) -> int | None:
    """A place in a succession (266 → "266th"): a whole number from 1 up, nothing else
    (a fraction, Infinity or NaN is no place in a line, and cannot be made an ordinal)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return None
    return value


def has_only(value: Any, keys: set[str]) -> bool:
    return isinstance(value, dict) and set(value) <= keys


def as_ref(value: Any, kind: str | None = None) -> Ref | None:
    """{"<id field>": …, "primary_name": …} → Ref linked to its page; a bare name → Ref."""
    if isinstance(value, str):
        return Ref(name=value.strip()) if value.strip() else None
    if not isinstance(value, dict):
        return None
    name = as_text(value.get("primary_name")) or as_text(value.get("name"))
    directories = [DIRECTORIES[kind]] if kind else list(DIRECTORY_LIST)
    for directory in directories:
        if directory.id_field in value:
            profile_id = value[directory.id_field]
            return Ref(
                name=name or str(profile_id),
                url=directory.profile_url(profile_id),
                note=as_text(value.get("title")),
            )
    return Ref(name=name) if name else None


def reference_link(value: dict[str, Any]) -> Link | None:
    """In generic rows, a nested {"person_id", "primary_name"} object becomes a link."""
    if not (set(value) & set(_REFERENCE_KEYS)) or not as_text(value.get("primary_name")):
        return None
    if len(value) > 3:  # more than id, name and a title: show every part instead
        return None
    ref = as_ref(value)
    return Link(href=ref.url, text=ref.name) if ref and ref.url else None


def as_life_event(value: Any) -> LifeEvent | None:
    if isinstance(value, str | int):
        return LifeEvent(date=partial_date(value), place=None)
    if not has_only(value, {"date", "place"}):
        return None
    if not is_empty(value.get("date")) and partial_date(value.get("date")) is None:
        return None
    event = LifeEvent(date=partial_date(value.get("date")), place=as_text(value.get("place")))
    return event if event.date or event.place else None


def as_cause(value: Any) -> Cause | None:
    if not has_only(value, {"date", "by", "status"}):
        return None
    by = as_text(value.get("by"))
    if by:  # "Pope Gregory IX" in the page's language where the vocabulary knows the pope
        by = pope_title(by, page_language()) or by
    cause = Cause(date=partial_date(value.get("date")), by=by)
    return cause if cause.date or cause.by else None


# --- The reader ------------------------------------------------------------------------------


class Fields:
    """Takes known fields out of a profile; whatever is left is shown generically."""

    def __init__(self, fields: dict[str, Any]) -> None:
        self._fields = fields
        self._taken: set[str] = set()

    def take(self, key: str, parse: Callable[[Any], Any] = as_text) -> Any:
        if key not in self._fields:
            return None
        value = self._fields[key]
        if is_empty(value):
            self._taken.add(key)  # nothing to show either way
            return None
        parsed = parse(value)
        if parsed is not None:
            self._taken.add(key)
        return parsed

    def raw(self, key: str) -> Any:
        """Read without taking: a value that only helps lay out another one."""
        return self._fields.get(key)

    def drop(self, *keys: str) -> None:
        """Known fields shown elsewhere on the page (the id, the name, the pictures)."""
        self._taken.update(keys)

    def rest(self) -> dict[str, Any]:
        return {k: v for k, v in self._fields.items() if k not in self._taken}
