"""The reader shows a long document a part at a time, so no page carries megabytes of HTML.

Parts end at paragraph ends (a paragraph longer than a whole part is the one thing cut
mid-way). The document itself is already capped (MAGISTERIUM_MAX_DOCUMENT_CHARS) before it
reaches here; `Document.truncated` says whether that cut anything.
"""

from __future__ import annotations

from dataclasses import replace

from django.core.paginator import Page, Paginator

from portal import magisterium

# Characters of document text per reader page: most documents fit on one, and even markup-dense
# Markdown stays far below 2 MB of HTML at this size.
PAGE_CHARS = 100_000


def document_parts(body: str, *, part_chars: int = PAGE_CHARS) -> list[str]:
    """`body` in consecutive parts of at most `part_chars` characters, split between paragraphs."""
    parts: list[str] = []
    current: list[str] = []
    size = 0
    for paragraph in body.split("\n\n"):
        while len(paragraph) > part_chars:
            if current:
                parts.append("\n\n".join(current))
                current, size = [], 0
            parts.append(paragraph[:part_chars])
            paragraph = paragraph[part_chars:]
        if current and size + len(paragraph) > part_chars:
            parts.append("\n\n".join(current))
            current, size = [], 0
        current.append(paragraph)
        size += len(paragraph) + 2
    if current:
        parts.append("\n\n".join(current))
    return parts or [""]


def document_page(
    document: magisterium.Document, number: str | int | None
) -> tuple[magisterium.Document, Page]:
    """The document with only page `number`'s text as its body, and that page (for the
    "part 2 of 5" links). A missing or impossible number shows the nearest page."""
    page = Paginator(document_parts(document.body), 1).get_page(number)
    return replace(document, body=page.object_list[0]), page
