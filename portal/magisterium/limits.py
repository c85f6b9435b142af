"""Size caps on what upstream sends, applied right after parsing and before anything is cached,
stored or returned: one bloated answer must not poison the shared cache, a user's history or
a page.

Text parts share one budget per answer (MAGISTERIUM_MAX_DOCUMENT_CHARS, or
MAGISTERIUM_MAX_ANSWER_CHARS for catholic_qa) and are cut at a paragraph, line or word end.
Data parts are cut field by field (MAGISTERIUM_MAX_FIELD_CHARS per string,
MAGISTERIUM_MAX_LIST_ITEMS per list or object) within one total (MAGISTERIUM_MAX_DATA_CHARS).
A part that was cut carries `metadata[TRUNCATED]`, which survives the cache, so a result built
from it can say so (`Document.truncated`, `Answer.truncated`). Every string kept also loses
its lone surrogates (valid JSON, but no page could encode them as UTF-8).
"""

# Reference: docs/upstream.md §9 (upstream sizes are unbounded; the portal bounds them).

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

from django.conf import settings

from portal.magisterium import wire

TRUNCATED = "portalTruncated"
# Real answers nest a few levels (a profile's alternates); anything deeper is junk.
MAX_DEPTH = 12
# When a cut lands this close to the limit's end, a paragraph, line or word end is preferred.
BOUNDARY_WINDOW = 0.2
# "\ud800" in JSON parses to a code point UTF-8 cannot encode: the page would fail to render.
# "\u0000" parses to NUL, which PostgreSQL refuses in a text column (a stored answer).
_UNSTORABLE = re.compile("[\ud800-\udfff\x00]")


def _encodable(text: str) -> str:
    # ASCII has no surrogates, so only a NUL could be unstorable: two C scans, no regex.
    if text.isascii() and "\x00" not in text:
        return text
    return _UNSTORABLE.sub("\ufffd", text)


def text_limit(skill_id: str) -> int:
    if skill_id == "catholic_qa":
        return int(settings.MAGISTERIUM_MAX_ANSWER_CHARS)
    return int(settings.MAGISTERIUM_MAX_DOCUMENT_CHARS)


def cut_text(text: str, limit: int) -> str:
    """`text` shortened to at most `limit` characters, ending at a paragraph, line or word end
    when one lies near the limit (a cut mid-word reads as a typo)."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    floor = int(limit * (1 - BOUNDARY_WINDOW))
    for boundary in ("\n\n", "\n", " "):
        at = head.rfind(boundary, floor)
        if at > 0:
            return head[:at].rstrip()
    return head


# Scalars a data walk keeps as they are (JSON numbers, true, false, null), by exact type.
_SCALARS = frozenset({int, bool, type(None)})


class _DataCap:
    """One walk over an answer's data parts with a shared character budget.

    The walk also notes whether what it kept is plain JSON as the cache stores it (`plain`),
    so the cacheable form can be the kept values themselves instead of a second walk.
    """

    def __init__(self) -> None:
        self.field_chars = int(settings.MAGISTERIUM_MAX_FIELD_CHARS)
        self.items = int(settings.MAGISTERIUM_MAX_LIST_ITEMS)
        self.left = int(settings.MAGISTERIUM_MAX_DATA_CHARS)
        self.cut = False
        self.plain = True  # no NaN or infinity (JSON has none), nothing but JSON's types
        self.keys: dict[str, str] = {}  # each key as kept: rows of a series repeat theirs

    def value(self, value: Any, depth: int = 0) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return self.array(value, depth)
        if isinstance(value, dict):
            return self.mapping(value, depth)
        self.left -= 1  # a number, true, false or null
        self._note_scalar(value)
        return value

    def _note_scalar(self, value: Any) -> None:
        kind = type(value)
        if kind is float:
            if not math.isfinite(value):
                self.plain = False
        elif kind not in _SCALARS:
            self.plain = False

    def text(self, value: str) -> str:
        limit = max(0, min(self.field_chars, self.left))
        if len(value) > limit:
            self.cut = True
            value = value[: max(0, limit - 1)] + "…"
        self.left -= len(value)
        return _encodable(value)

    def array(self, values: list[Any], depth: int) -> list[Any]:
        kept: list[Any] = []
        for item in values:
            if depth >= MAX_DEPTH or len(kept) >= self.items or self.left <= 0:
                self.cut = True
                break
            kept.append(self.value(item, depth + 1))
        return kept

    def mapping(self, values: dict[str, Any], depth: int) -> dict[str, Any]:
        kept: dict[str, Any] = {}
        field_chars, items, keys = self.field_chars, self.items, self.keys
        for key, item in values.items():
            if depth >= MAX_DEPTH or len(kept) >= items or self.left <= 0:
                self.cut = True
                break
            if len(key) > field_chars:  # a key that long names nothing a page knows
                self.cut = True
                continue
            self.left -= len(key)
            clean = keys.get(key)
            if clean is None:
                clean = keys[key] = _encodable(key)
            # Numbers are most of a large answer (a statistics row is 20 of them): they are
            # kept here, as `value` would keep them, without a call per number.
            kind = type(item)
            if kind in _SCALARS or (kind is float and math.isfinite(item)):
                self.left -= 1
                kept[clean] = item
            else:
                kept[clean] = self.value(item, depth + 1)
        return kept


def _was_marked(part: wire.TextPart | wire.DataPart) -> bool:
    return bool((part.metadata or {}).get(TRUNCATED))


def _metadata(cut: bool) -> dict[str, Any] | None:
    # Upstream's own part metadata is dropped: nothing reads it, and it would be cached.
    return {TRUNCATED: True} if cut else None


def cap_parts(parts: Sequence[wire.Part], *, skill_id: str) -> list[wire.TextPart | wire.DataPart]:
    """The text and data parts of an artifact, within the caps; other part kinds are dropped
    (no page shows them). Cheap for answers within the caps, so cached copies pass here too."""
    return cap_and_dump(parts, skill_id=skill_id)[0]


def cap_and_dump(
    parts: Sequence[wire.Part], *, skill_id: str
) -> tuple[list[wire.TextPart | wire.DataPart], list[dict[str, Any]] | None]:
    """`cap_parts`, and the capped parts in their cacheable JSON form from the same walk:
    what `TypeAdapter(list[wire.Part]).dump_python(mode="json", by_alias=True,
    exclude_none=True)` gives for them, without walking a large answer a second time. None
    instead of the JSON form when a kept value is not plain JSON (a NaN): dump those."""
    text_left = text_limit(skill_id)
    data = _DataCap()
    capped: list[wire.TextPart | wire.DataPart] = []
    for part in parts:
        if isinstance(part, wire.TextPart):
            if text_left <= 0:
                if capped:  # the rest of the text is dropped: say so on what was kept
                    last = capped[-1]
                    capped[-1] = last.model_copy(update={"metadata": _metadata(True)})
                continue
            text = cut_text(part.text, text_left)
            text_left -= len(text) + 2  # joined with a blank line
            cut = len(text) < len(part.text) or _was_marked(part)
            capped.append(wire.TextPart(text=_encodable(text), metadata=_metadata(cut)))
        elif isinstance(part, wire.DataPart):
            data.cut = False
            value = data.mapping(part.data, 0)
            capped.append(
                wire.DataPart(data=value, metadata=_metadata(data.cut or _was_marked(part)))
            )
    if not data.plain:
        return capped, None
    return capped, [_dumped(part) for part in capped]


def _dumped(part: wire.TextPart | wire.DataPart) -> dict[str, Any]:
    """A capped part as `dump_python(mode="json", by_alias=True, exclude_none=True)` has it
    (the kept values are shared, not copied: the cache serialises them at once)."""
    if isinstance(part, wire.TextPart):
        dumped: dict[str, Any] = {"kind": "text", "text": part.text}
    else:
        dumped = {"kind": "data", "data": part.data}
    if part.metadata is not None:
        dumped["metadata"] = part.metadata
    return dumped


def caps_in_force(skill_id: str) -> str:
    """The caps `cap_parts` applies to `skill_id` now, as a short string. Kept with a cached
    copy, it tells a later read that the copy is already within the same caps."""
    return ":".join(
        str(n)
        for n in (
            text_limit(skill_id),
            settings.MAGISTERIUM_MAX_FIELD_CHARS,
            settings.MAGISTERIUM_MAX_LIST_ITEMS,
            settings.MAGISTERIUM_MAX_DATA_CHARS,
            MAX_DEPTH,
        )
    )


def was_cut(parts: Sequence[wire.Part]) -> bool:
    """True when `cap_parts` (now or before the answer was cached) shortened any part."""
    return any(_was_marked(p) for p in parts if isinstance(p, wire.TextPart | wire.DataPart))
