"""Upstream values made presentable: partial dates, safe links and pictures, and the generic
key/value tree for any field the portal does not know by name.

docs/upstream.md §7 [decision]: "the portal renders known fields by name and shows any other field
generically", so an unexpected shape becomes a readable key/value list, never an error or a
Python repr. Everything here is untrusted upstream data; templates escape it, and long text
goes through the one Markdown path (`|markdown`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from django.utils.formats import get_format

from portal.core.links import safe_url
from portal.directory.field_labels import FIELD_LABELS
from portal.vocabulary.dates import written_date

# How deep the generic renderer follows nested objects before summarising the rest.
MAX_DEPTH = 6
# Text longer than this (or with line breaks) is prose: rendered as Markdown, as a block.
PROSE_CHARS = 200
_ISO_DATE = re.compile(r"(\d{1,4})(?:-(\d{2})(?:-(\d{2}))?)?")
_ABBREVIATIONS = {"url": "URL", "id": "ID", "km2": "km²", "iso": "ISO"}


# --- Dates ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PartialDate:
    """A date as upstream knows it: a whole date, a year and month, a year, or only words.

    `display` is DATE_FORMAT for a whole date, YEAR_MONTH_FORMAT for a month, a year alone,
    else as written; early years are written without padding ("30 September 420").
    """

    raw: str
    day: date | None = None
    month: date | None = None  # first of the month when only year and month are known
    year: int | None = None

    @property
    def iso(self) -> str | None:
        if self.day:
            return f"{self.day.year:04d}-{self.day.month:02d}-{self.day.day:02d}"
        if self.month:
            return f"{self.month.year:04d}-{self.month.month:02d}"
        return f"{self.year:04d}" if self.year else None

    @property
    def display(self) -> str:
        """Formatted for the active language (evaluated while the template renders)."""
        if self.day:
            return written_date(self.day, _unpadded_year(get_format("DATE_FORMAT"), self.year))
        if self.month:
            return written_date(
                self.month, _unpadded_year(get_format("YEAR_MONTH_FORMAT"), self.year)
            )
        return str(self.year) if self.year else self.raw

    @property
    def early(self) -> bool:
        """Before the year 1000, where DATE_FORMAT's `Y` would print a padded "0420"."""
        return self.year is not None and self.year < 1000


def _unpadded_year(fmt: str, year: int | None) -> str:
    """The format with each `Y` (always four digits: "0420") replaced by the year as written
    ("420"), so an early date keeps the language's own style: "30 de septiembre de 420"."""
    if year is None or year >= 1000:
        return fmt
    literal = "".join(f"\\{digit}" for digit in str(year))
    return re.sub(r"(?<!\\)((?:\\\\)*)Y", lambda m: m.group(1) + literal, fmt)


def partial_date(value: Any) -> PartialDate | None:
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return PartialDate(raw=str(value), year=value)
    if not isinstance(value, str) or not value.strip():
        return None
    raw = value.strip()
    match = _ISO_DATE.fullmatch(raw)
    if match is None:
        try:
            moment = datetime.fromisoformat(raw)
        except ValueError:
            return PartialDate(raw=raw)  # words ("c. 1200", "3rd century"): shown as written
        return PartialDate(raw=raw, day=moment.date(), year=moment.year)
    # The year's digits are never optional in _ISO_DATE; the month and the day are.
    year_digits, month_digits, day_digits = match.groups()
    year = int(year_digits)
    month, day = (int(g) if g else None for g in (month_digits, day_digits))
    try:
        if day is not None and month is not None:
            return PartialDate(raw=raw, day=date(year, month, day), year=year)
        if month is not None:
            return PartialDate(raw=raw, month=date(year, month, 1), year=year)
    except ValueError:
        return PartialDate(raw=raw)
    return PartialDate(raw=raw, year=year) if year else PartialDate(raw=raw)


def is_iso_date(value: str) -> bool:
    """Only whole ISO dates count, so a number-like text ("1888") stays text in generic rows."""
    match = _ISO_DATE.fullmatch(value)
    return match is not None and match.group(3) is not None


# --- Links and pictures ----------------------------------------------------------------------


@dataclass(frozen=True)
class Link:
    href: str
    text: str
    external: bool = False


def web_link(value: Any) -> Link | None:
    """An upstream address as an external link, when the one safe-link rule allows it."""
    url = safe_url(value)
    return Link(href=url, text=url, external=True) if url else None


@dataclass(frozen=True)
class Picture:
    """An <img> (or, without a usable address, a CSS box) with its text fallback."""

    src: str | None
    alt: str
    initials: str
    dom_id: str


def initials(name: str) -> str:
    words = [w for w in re.split(r"[\s\-]+", name) if w[:1].isalpha()]
    capitals = [w for w in words if w[0].isupper()] or words
    # "Pope Benedict XVI" → "BX", "Archdiocese of Manila" → "AM": skip a leading title.
    if len(capitals) > 1 and capitals[0] in {"Pope", "Saint", "Blessed", "Venerable"}:
        capitals = capitals[1:]
    return "".join(w[0].upper() for w in capitals[:2]) or "?"


# --- The generic tree --------------------------------------------------------------------


def humanize_key(key: str) -> str:
    """The directory's own label for a field it knows (field_labels.FIELD_LABELS, in the page's
    language); else the name made readable: 'feast_day_label' → 'Feast day label',
    'birthPlace' → 'Birth place', 'url' → 'URL'."""
    known = FIELD_LABELS.get(str(key))
    if known is not None:
        return str(known)
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", str(key))
    words = [w for w in re.split(r"[\s_\-.]+", spaced) if w]
    words = [_ABBREVIATIONS.get(w.lower(), w.lower()) for w in words]
    text = " ".join(words)
    return text[:1].upper() + text[1:] if text else "—"


@dataclass(frozen=True)
class Node:
    """One value for `directory/_value.html`.

    kind: text | prose | link | date | yes | no | number | inline | list | mapping | more.
    `value` holds the scalar (str, Link, PartialDate, number); `items` holds child Nodes
    (inline, list) or Rows (mapping).
    """

    kind: str
    value: Any = None
    items: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Row:
    label: str
    node: Node


LinkFor = Callable[[dict[str, Any]], Link | None]


def is_empty(value: Any) -> bool:
    return value is None or (isinstance(value, str | list | dict) and not value)


def _scalar_node(value: Any) -> Node | None:
    if isinstance(value, bool):
        return Node("yes" if value else "no")
    if isinstance(value, int | float):
        return Node("number", value) if math.isfinite(value) else Node("text", str(value))
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        if link := web_link(text):
            return Node("link", link)
        if is_iso_date(text):
            return Node("date", partial_date(text))
        if len(text) > PROSE_CHARS or "\n" in text:
            return Node("prose", text)
        return Node("text", text)
    return Node("text", str(value))  # not a JSON type: only its text, never a repr


def node_for(value: Any, *, link_for: LinkFor | None = None, depth: int = 0) -> Node | None:
    """A Node for any JSON value; None when there is nothing to show."""
    if is_empty(value):
        return None
    if isinstance(value, list | dict) and depth >= MAX_DEPTH:
        return Node("more")
    if isinstance(value, list):
        children = [node_for(v, link_for=link_for, depth=depth + 1) for v in value]
        items = tuple(c for c in children if c is not None)
        if not items:
            return None
        short = all(c.kind in {"text", "number", "date", "link", "yes", "no"} for c in items)
        return Node("inline" if short else "list", items=items)
    if isinstance(value, dict):
        if link_for is not None and (link := link_for(value)) is not None:
            return Node("link", link)
        rows = rows_for(value, link_for=link_for, depth=depth + 1)
        return Node("mapping", items=tuple(rows)) if rows else None
    return _scalar_node(value)


def rows_for(
    fields: dict[str, Any], *, link_for: LinkFor | None = None, depth: int = 0
) -> list[Row]:
    """Key/value rows for a dict, humanised keys, in upstream's order; empty values skipped."""
    rows = []
    for key, value in fields.items():
        node = node_for(value, link_for=link_for, depth=depth)
        if node is not None:
            rows.append(Row(label=humanize_key(key), node=node))
    return rows
