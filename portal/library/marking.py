"""Matched words shown with <mark>: escape first, then mark, so upstream's or a person's text
can never become markup, and a mark never lands inside a tag (there are none).

Two kinds of match. The library's search is by meaning, so its hits are marked word by word
(`mark_words`): a word of the text is marked when, folded (case, accents) and lightly stemmed,
it equals a word of the query. The history search is a substring of the whole query
(`Thread.search_text`), so a conversation is marked where that substring occurs (`mark_phrase`)
and shown as a snippet around its first occurrence (`snippet`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from portal.library.models import search_fold

_WORD = re.compile(r"\w+", re.UNICODE)
# Words that say nothing about a subject, in the five interface languages: marking every "the"
# would hide the words that matter. Compared after folding (no accents).
_STOP_WORDS = """
    a an the of for our and or to in on at is are was were be by from with about what does do
    how why who which that this these those it its as into not no any all some more most
    el la los las de del que sobre por para con una uno un y o en es son se su sus lo al como
    os as da do das dos com um uma e em ao aos pela pelo na no nas nos
    il gli le di della delle dei degli dello al alla che su per ed chi
    je i u o na za se li kako koji koja koje da ne ili ali te su s sa od do iz po
"""
_STOP = frozenset(_STOP_WORDS.split())
SNIPPET_CHARS = 220


def fold(text: str) -> str:
    """Lower case without accents: "Évangile" and "evangile" are one word to the marks."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _stem(word: str) -> str:
    # Light and symmetric (the query's words and the text's go through it alike): plurals and
    # the commonest English endings, so "workers" finds "worker" and "praying" finds "pray".
    for ending in ("ies", "es", "s", "ing", "ed", "e"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)] + ("y" if ending == "ies" else "")
            break
    return word


def query_terms(query: str) -> frozenset[str]:
    """The words of `query` worth marking, folded and stemmed (its stop words left out, unless
    it has nothing else)."""
    words = [fold(w) for w in _WORD.findall(query)]
    kept = [w for w in words if w not in _STOP and (len(w) > 1 or w.isdigit())]
    return frozenset(_stem(w) for w in (kept or words))


def counted_marks(text: str, terms: Iterable[str], *, css_class: str = "") -> tuple[str, int]:
    """`text` escaped, each word matching one of `terms` (from query_terms) in <mark> (of
    `css_class`, if given), and how many were marked."""
    wanted = frozenset(terms)
    if not wanted:
        return escape(text), 0
    opening = f'<mark class="{escape(css_class)}">' if css_class else "<mark>"
    out, at, count = [], 0, 0
    for match in _WORD.finditer(text):
        if _stem(fold(match.group())) in wanted:
            out += [escape(text[at : match.start()]), opening, escape(match.group()), "</mark>"]
            at, count = match.end(), count + 1
    out.append(escape(text[at:]))
    return "".join(out), count


def mark_words(text: str, terms: Iterable[str]) -> SafeString:
    """`text` escaped, each word matching one of `terms` (from query_terms) in <mark>."""
    marked, _count = counted_marks(text, terms)
    return mark_safe(marked)  # noqa: S308  # nosec B308, B703 - counted_marks escaped it


def _folded_with_positions(text: str) -> tuple[str, list[int]]:
    """`text` through search_fold one character at a time, and for each folded character the
    index of the character of `text` it came from (folding can change lengths: "ß" → "ss")."""
    pieces, origin = [], []
    for index, char in enumerate(text):
        folded = search_fold(char)
        pieces.append(folded)
        origin.extend([index] * len(folded))
    return "".join(pieces), origin


def _spans(text: str, query: str) -> list[tuple[int, int]]:
    """Where `query` occurs in `text` as the history search compares them: (start, end) in text."""
    needle = search_fold(query.strip())
    if not needle:
        return []
    folded = search_fold(text)
    if needle not in folded:
        return []
    # Most text folds to as many characters as it has (always so for ASCII): the positions
    # are the same, and the slow character-by-character fold is needed only otherwise.
    origin: list[int] | range = range(len(text))
    if len(folded) != len(text):
        folded, origin = _folded_with_positions(text)
    spans, start = [], folded.find(needle)
    while start >= 0:
        end = start + len(needle)
        spans.append((origin[start], origin[end - 1] + 1))
        start = folded.find(needle, end)
    return spans


def _marked(text: str, spans: list[tuple[int, int]]) -> SafeString:
    out, at = [], 0
    for start, end in spans:
        if start < at:
            continue
        out += [escape(text[at:start]), "<mark>", escape(text[start:end]), "</mark>"]
        at = end
    out.append(escape(text[at:]))
    return mark_safe("".join(out))  # noqa: S308  # nosec B308, B703 - all escaped above


def mark_phrase(text: str, query: str) -> SafeString:
    """`text` escaped, every occurrence of `query` (as the history search finds it) marked."""
    return _marked(text, _spans(text, query))


# Markdown's marks, dropped from a snippet: it is shown as plain text, so "**grace**" would
# otherwise show its asterisks. A link keeps its words, not its address.
_MARKDOWN_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_MARKDOWN_MARKS = re.compile(
    r"(?m)^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)|[*`~]+|(?<!\w)_+|_+(?!\w)"
)


def plain_text(markdown: str) -> str:
    """`markdown` as one line of plain words: its marks dropped, all white space one space."""
    text = _MARKDOWN_MARKS.sub("", _MARKDOWN_LINK.sub(r"\1", markdown))
    return " ".join(text.split())


def snippet(text: str, query: str, width: int = SNIPPET_CHARS) -> SafeString | None:
    """About `width` characters of `text` (plain, see plain_text) around the first occurrence
    of `query`, cut at word ends, with "…" where text was left out and the occurrences marked;
    None when `query` does not occur in it."""
    spans = _spans(text, query)
    if not spans:
        return None
    first_start, first_end = spans[0]
    room = max(width - (first_end - first_start), 0)
    start = max(first_start - room // 3, 0)
    end = min(first_end + room - (first_start - start), len(text))
    # Move the cuts outwards to the nearest space, so no word is shown in half.
    if start > 0:
        space = text.rfind(" ", 0, start)
        start = space + 1 if space >= 0 and start - space < 30 else start
    if end < len(text):
        space = text.find(" ", end)
        end = space if space >= 0 and space - end < 30 else end
    shown = [(s - start, e - start) for s, e in spans if s >= start and e <= end]
    body = _marked(text[start:end], shown)
    before, after = ("… " if start > 0 else ""), (" …" if end < len(text) else "")
    return mark_safe(before + body + after)  # noqa: S308  # nosec B308, B703 - body escaped
