"""The reader shows a long document a part at a time, so no page carries megabytes of HTML.

Parts end at paragraph ends (a paragraph longer than a whole part is the one thing cut
mid-way). The document itself is already capped (MAGISTERIUM_MAX_DOCUMENT_CHARS) before it
reaches here; `Document.truncated` says whether that cut anything.

Paragraphs are the blocks of text between blank lines, numbered from 1 over the whole document
(the numbers a citation's `paragraph` uses): each is its own `<div id="passage-N">`, so a link
can open the reader at one, and the cited one is highlighted. Words of the search the reader
came from are marked. The document's own first heading is left out when it only repeats the
title the page already shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from django.core.paginator import Page, Paginator
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from portal import magisterium
from portal.core.rendering import plain_text, render_markdown
from portal.library import citations, links, marking
from portal.magisterium.passages import paragraph_number, passage_words

# Characters of document text per reader page: most documents fit on one, and even markup-dense
# Markdown stays far below 2 MB of HTML at this size.
PAGE_CHARS = 100_000
# Finding a passage by its words in the rendered text reads the whole document: only for
# documents up to this size (a longer one is still searched in its raw text).
PLAIN_SEARCH_CHARS = 3 * PAGE_CHARS
_FENCE = re.compile(r"^ {0,3}(```|~~~)", re.MULTILINE)


@dataclass(frozen=True)
class Part:
    text: str
    first: int  # the number of its first paragraph


def _parts(body: str, part_chars: int) -> list[Part]:
    parts: list[Part] = []
    current: list[str] = []
    size, first = 0, 1
    for number, whole in enumerate(body.split("\n\n"), 1):
        paragraph = whole
        while len(paragraph) > part_chars:
            if current:
                parts.append(Part("\n\n".join(current), first))
                current, size = [], 0
            parts.append(Part(paragraph[:part_chars], number))
            paragraph = paragraph[part_chars:]
        if current and size + len(paragraph) > part_chars:
            parts.append(Part("\n\n".join(current), first))
            current, size = [], 0
        if not current:
            first = number
        current.append(paragraph)
        size += len(paragraph) + 2
    if current:
        parts.append(Part("\n\n".join(current), first))
    return parts or [Part("", 1)]


def document_parts(body: str, *, part_chars: int = PAGE_CHARS) -> list[str]:
    """`body` in consecutive parts of at most `part_chars` characters, split between paragraphs."""
    return [part.text for part in _parts(body, part_chars)]


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def passage_with_words(body: str, words: str) -> int | None:
    """The number of the first paragraph of `body` holding `words` (spacing and case aside,
    and Markdown's own marks aside for a document of moderate size), or None."""
    wanted = _folded(words)
    if not wanted:
        return None
    paragraphs = body.split("\n\n")
    for number, paragraph in enumerate(paragraphs, 1):
        if wanted in _folded(paragraph):
            return number
    if len(body) <= PLAIN_SEARCH_CHARS:
        wanted = _folded(plain_text(words))
        for number, paragraph in enumerate(paragraphs, 1):
            if wanted and wanted in _folded(plain_text(paragraph)):
                return number
    return None


@dataclass(frozen=True)
class Reading:
    """How one part of a document is shown: its first paragraph's number, the paragraph cited
    (if any), the search words to mark, and the title the body need not repeat."""

    first: int = 1
    cited: int | None = None
    words: frozenset[str] = frozenset()  # marking.query_terms of the search
    title: str | None = None


def document_page(
    document: magisterium.Document,
    number: str | int | None,
    *,
    cited: int | None = None,
    search: str = "",
) -> tuple[magisterium.Document, Page, Reading]:
    """The document with only page `number`'s text as its body, that page (for the "part 2 of
    5" links) and how to show it. A missing or impossible number shows the nearest page; with
    no number, the page holding the `cited` paragraph."""
    parts = _parts(document.body, PAGE_CHARS)
    if number in (None, "") and cited is not None:
        number = next((i for i, p in enumerate(parts, 1) if p.first > cited), len(parts) + 1) - 1
    page = Paginator(parts, 1).get_page(number)
    part: Part = page.object_list[0]
    reading = Reading(
        first=part.first,
        cited=cited,
        words=marking.query_terms(search),
        title=document.title if page.number == 1 else None,
    )
    return replace(document, body=part.text), page, reading


def cited_paragraph(document: magisterium.Document, passage: str, quote: str) -> int | None:
    """The paragraph a reader link asks for: `?passage=N` when the document has it, else the
    one holding `?quote=…`'s words; None when neither finds one."""
    count = document.body.count("\n\n") + 1
    number = paragraph_number(passage)
    if number is not None and number <= count:
        return number
    words = passage_words(quote)
    return passage_with_words(document.body, words) if words else None


def _blocks(text: str, first: int) -> list[tuple[list[int], str]]:
    """The paragraphs of `text` with their numbers, a fenced code block's paragraphs (and an
    indented paragraph, which continues the one before) kept together so they render whole."""
    blocks: list[tuple[list[int], str]] = []
    open_fence = False
    for number, paragraph in enumerate(text.split("\n\n"), first):
        joins = blocks and (open_fence or paragraph[:1] in (" ", "\t"))
        if joins:
            numbers, previous = blocks[-1]
            blocks[-1] = ([*numbers, number], previous + "\n\n" + paragraph)
        else:
            blocks.append(([number], paragraph))
        if len(_FENCE.findall(paragraph)) % 2:
            open_fence = not open_fence
    return blocks


def _repeats_title(paragraph: str, title: str | None) -> bool:
    heading = paragraph.strip()
    if not title or not heading.startswith("# "):
        return False
    return _folded(plain_text(heading[2:])) == _folded(plain_text(title))


def reader_body(body: str, reading: Reading | None = None) -> tuple[SafeString, int]:
    """The HTML of a part of a document, paragraph by paragraph, and how many search words
    were marked in it. Each paragraph goes through the one safe renderer on its own."""
    reading = reading or Reading()
    html: list[SafeString] = []
    marks = 0
    for index, (numbers, text) in enumerate(_blocks(body, reading.first)):
        if index == 0 and _repeats_title(text, reading.title):
            continue
        rendered, count = citations.mark_words(render_markdown(text), reading.words)
        marks += count
        anchors = format_html_join(
            "", '<span id="passage-{}" class="passage-anchor"></span>', ((n,) for n in numbers[1:])
        )
        block = format_html(
            '<div class="passage" id="passage-{}" data-passage="{}">{}{}</div>',
            numbers[0],
            numbers[0],
            anchors,
            rendered,
        )
        if reading.cited in numbers:
            block = format_html(
                '<div class="passage-cited" id="{}" tabindex="-1">'
                '<p class="passage-cited-label">{}</p>{}</div>',
                links.CITED_FRAGMENT,
                _("The passage cited"),
                block,
            )
        html.append(block)
    # Each piece is format_html of the portal's own numbers and sanitised HTML.
    return mark_safe("".join(html)), marks  # noqa: S308  # nosec B308, B703
