"""Optional pointers upstream may add: the passage a citation cites, and the documents a
document suggests beside itself. Whatever arrives, the answer is a value or None (or an empty
tuple), never an exception: an old or odd shape just leads nowhere."""

from __future__ import annotations

from typing import Any

from portal.magisterium.results import RelatedDocument

# A paragraph number past this is junk; a passage's words past this are cut, never refused.
MAX_PARAGRAPH = 1_000_000
MAX_PASSAGE_CHARS = 300
# More suggestions than a reader page lists are dropped.
MAX_RELATED = 12


def paragraph_number(value: Any) -> int | None:
    """A paragraph number (1, or "12") as an int; anything else (0, -3, "§ 4", 2.5) None."""
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdecimal():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if 1 <= value <= MAX_PARAGRAPH else None


def passage_words(value: Any) -> str | None:
    """Words to find a passage by, on one line and capped; None when there are none."""
    words = " ".join(value.split())[:MAX_PASSAGE_CHARS] if isinstance(value, str) else ""
    return words or None


def citation_locator(value: dict[str, Any]) -> tuple[int | None, str | None]:
    """(paragraph, words) of a citation: {"passage": {"paragraph": 12, "quote": "…"}}, or the
    words alone as "passage" and the number as "paragraph" beside the other fields."""
    passage = value.get("passage")
    locator: dict[str, Any] = passage if isinstance(passage, dict) else {"quote": passage}
    number = paragraph_number(locator.get("paragraph", value.get("paragraph")))
    return number, passage_words(locator.get("quote", locator.get("text")))


def _text(value: Any) -> str | None:
    return value.strip() or None if isinstance(value, str) else None


def related_documents(meta: Any) -> tuple[RelatedDocument, ...]:
    """A document's `related` list ([{id, title, date}], as the sandbox sends it): entries
    without a text id are left out, titles and dates are optional."""
    found = meta.get("related") if isinstance(meta, dict) else None
    entries = [e for e in found if isinstance(e, dict)] if isinstance(found, list) else []
    return tuple(
        RelatedDocument(id=doc_id, title=_text(e.get("title")), date=_text(e.get("date")))
        for e in entries
        if (doc_id := _text(e.get("id")))
    )[:MAX_RELATED]
