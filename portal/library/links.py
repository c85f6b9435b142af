"""Where a search hit or a citation may send the reader inside the portal: our reader.

Ids come from upstream and are untrusted: an id the one id rule (`portal.core.ids`) refuses
gives no link at all rather than a bad one, and the reader refuses it too. Web addresses (a
hit's or citation's original) pass the one safe-link rule instead:
`portal.core.links.safe_url`, `{{ url|safe_url }}` in templates.

A citation that says which passage it cites opens the reader there: `?passage=12#passage-12`
for a paragraph number, `?quote=…#cited` for the passage's words (the reader finds them).
The number and the words are only ever query values, encoded here, never markup.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext as _

from portal import magisterium
from portal.core.ids import id_url
from portal.magisterium.passages import paragraph_number, passage_words

# The reader's query names: the paragraph cited, the words cited, the search it came from.
PASSAGE, QUOTE, SEARCH = "passage", "quote", "q"
# The fragment of the cited passage when only its words are known.
CITED_FRAGMENT = "cited"


def reader_url(document_id: Any) -> str | None:
    """The in-portal reader's URL for `document_id`, or None when no such URL can exist."""
    return id_url("library:document", document_id=document_id)


def citation_reader_url(citation: Any) -> str | None:
    """The reader's URL for a stored citation (a dict, as the history keeps it), at the cited
    passage when the citation says which; None when its document id cannot be linked."""
    if not isinstance(citation, dict):
        return None
    base = reader_url(citation.get("document_id"))
    if base is None:
        return None
    number = paragraph_number(citation.get("paragraph"))
    if number is not None:
        return f"{base}?{urlencode({PASSAGE: number})}#passage-{number}"
    words = passage_words(citation.get("passage"))
    if words:
        return f"{base}?{urlencode({QUOTE: words})}#{CITED_FRAGMENT}"
    return base


def ask_about_url(document: magisterium.Document) -> str:
    """The Ask page with a question about `document` already in the box (nothing is sent
    until the person presses Ask)."""
    name = " ".join((document.title or document.id).split())[:200]
    if document.author:
        question = _("What does “%(title)s” by %(author)s teach?") % {
            "title": name,
            "author": " ".join(document.author.split())[:120],
        }
    else:
        question = _("What does “%(title)s” teach?") % {"title": name}
    question = question[: magisterium.MAX_QUESTION_CHARS]
    return f"{reverse('library:ask')}?{urlencode({SEARCH: question})}"
