"""Links from untrusted upstream values into our reader, and answers whose marks lead to their
sources (web addresses use `{{ url|safe_url }}` from the `portal` library).

- `{{ id|reader_url }}`: the reader for a document id, or None.
- `{{ citation|citation_url }}`: the reader at the passage a stored citation cites, or None.
- `{% cited_answer exchange as answer %}`: `answer.html` is the answer, sanitised, with each
  "[n]" a link to source n; `answer.sources` is each citation with its entry's id and the id
  of the first mark citing it ("" when none does: no back-link then).
- `{% reader_body document reading %}`: a document's part, paragraph by paragraph.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from django import template
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from portal.core.rendering import render_markdown
from portal.library import citations, links, reader
from portal.vocabulary.dates import written_date

register = template.Library()

register.filter("reader_url", links.reader_url)
register.filter("citation_url", links.citation_reader_url)


@register.filter
def document_date(value: Any) -> str:
    """An upstream date ("1964-11-21", or a year alone: "0400") in the reader's format."""
    text = value.strip() if isinstance(value, str) else ""
    if len(text) == 4 and text.isascii() and text.isdigit():
        return str(int(text))
    try:
        return written_date(date.fromisoformat(text[:10]), "DATE_FORMAT")
    except ValueError:
        return text[:40]


@dataclass(frozen=True)
class CitedAnswer:
    html: SafeString
    # (the stored citation, its entry's id, the id of the first mark citing it or "")
    sources: list[tuple[Any, str, str]]


def _title(citation: Any) -> str:
    if not isinstance(citation, dict):
        return ""
    title = citation.get("title")
    return " ".join(title.split())[:200] if isinstance(title, str) else ""


@register.simple_tag
def cited_answer(exchange: Any) -> CitedAnswer:
    prefix = f"exchange-{getattr(exchange, 'pk', '')}"
    sources = getattr(exchange, "citations", None)
    titles = [_title(c) for c in sources] if isinstance(sources, list) else []
    html, marked = citations.link_marks(
        render_markdown(getattr(exchange, "answer_text", "")),
        titles,
        prefix,
        lambda number: _("Source %(number)d") % {"number": number},
    )
    return CitedAnswer(
        html=html,
        sources=[
            (
                citation,
                citations.source_id(prefix, n),
                citations.mark_id(prefix, n) if n in marked else "",
            )
            for n, citation in enumerate(sources if isinstance(sources, list) else [], 1)
        ],
    )


@register.simple_tag
def reader_body(document: Any, reading: reader.Reading | None = None) -> SafeString:
    if not isinstance(reading, reader.Reading):
        reading = reader.Reading(title=getattr(document, "title", None))
    html, _marks = reader.reader_body(getattr(document, "body", "") or "", reading)
    return html
