"""The library's results page: upstream's hits narrowed here by type, author and century.

Upstream searches by meaning and returns at most SEARCH_RESULTS_LIMIT hits, with no filters of
its own; so the filters are local, over exactly what it returned, and every choice is a plain
link (GET parameters: a narrowed list is bookmarkable and needs no JavaScript). Each filter's
counts are taken over the hits the other filters leave, so a count says how many documents the
link will show. Nothing here calls upstream: it reads one SearchResults.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode, urlsplit

from django.urls import reverse
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from portal import magisterium
from portal.core.links import safe_url
from portal.library import marking
from portal.vocabulary.title_words import english_ordinal_suffixed, roman

SUMMARY_CHARS = 320
# How each language names a century (the 20th: "20th century", "siglo XX", "século XX",
# "XX secolo", "20. stoljeće"): a fact of the language, like the vocabulary's tables.
_CENTURY = {
    "en": lambda n: f"{english_ordinal_suffixed(n)} century",
    "es": lambda n: f"siglo {roman(n)}",
    "pt": lambda n: f"século {roman(n)}",
    "it": lambda n: f"{roman(n)} secolo",
    "hr": lambda n: f"{n}. stoljeće",
}


def century_of(year: int) -> int:
    """1901–2000 → 20; 426 → 5 (centuries start at year 1: there is no year 0)."""
    return (year - 1) // 100 + 1


def century_name(century: int, language: str | None = None) -> str:
    """The century in `language` (the active one by default; English when it has none)."""
    code = (language or get_language() or "en").split("-")[0].lower()
    return _CENTURY.get(code, _CENTURY["en"])(century)


def host_name(url: str | None) -> str | None:
    """ "https://www.vatican.va/content/…" → "vatican.va": the original's site, in short."""
    if not url:
        return None
    host = (urlsplit(url).hostname or "").removeprefix("www.")
    return host or None


@dataclass(frozen=True)
class Filters:
    """What the GET parameters chose: the empty string (or None) is "any"."""

    type: str = ""
    author: str = ""
    century: int | None = None

    @property
    def active(self) -> bool:
        return bool(self.type or self.author or self.century)

    def chosen(self, name: str) -> str | int | None:
        value = {"type": self.type, "author": self.author, "century": self.century}[name]
        return value or None

    def choosing(self, name: str, value: str | int | None) -> Filters:
        """These filters with `name` set to `value` (None: any)."""
        if name == "century":
            return replace(self, century=value if isinstance(value, int) else None)
        if name == "type":
            return replace(self, type=str(value or ""))
        return replace(self, author=str(value or ""))

    def params(self, query: str) -> dict[str, str]:
        chosen = {"q": query, "type": self.type, "author": self.author}
        chosen["century"] = str(self.century) if self.century else ""
        return {name: value for name, value in chosen.items() if value}


@dataclass(frozen=True)
class Hit:
    """One hit as the page shows it: marked title and summary, its narrowing links."""

    hit: magisterium.SearchHit
    title: SafeString
    summary: SafeString | None
    original: str | None  # the safe original address (the full URL, for the href)
    host: str | None  # its site in short, for the link's words
    century: int | None
    century_label: str  # its name in the page's language ("" without a date)
    type_url: str
    author_url: str
    century_url: str
    same_author: int  # how many of the hits share its author (itself included)


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    count: int
    selected: bool
    url: str  # the list narrowed to this value, or (when selected) without it


@dataclass(frozen=True)
class Facet:
    name: str
    title: str
    choices: list[Choice]


@dataclass(frozen=True)
class Refinement:
    query: str
    url: str


@dataclass(frozen=True)
class SearchPage:
    results: magisterium.SearchResults
    filters: Filters
    hits: list[Hit]  # what the filters leave, in upstream's order
    facets: list[Facet]
    clear_url: str  # the whole list again
    refinements: list[Refinement] = field(default_factory=list)

    @property
    def returned(self) -> int:
        return len(self.results.results)

    @property
    def at_limit(self) -> bool:
        return self.results.at_limit


def _url(params: dict[str, str]) -> str:
    return f"{reverse('library:search')}?{urlencode(params)}"


def _century(hit: magisterium.SearchHit) -> int | None:
    return century_of(hit.year) if hit.year else None


def _keeps(filters: Filters, hit: magisterium.SearchHit, *, ignore: str = "") -> bool:
    return (
        (ignore == "type" or not filters.type or hit.document_type == filters.type)
        and (ignore == "author" or not filters.author or hit.author == filters.author)
        and (ignore == "century" or not filters.century or _century(hit) == filters.century)
    )


def _facet(
    name: str,
    title: str,
    hits: list[magisterium.SearchHit],
    page: tuple[str, Filters],
    value_of: Callable[[magisterium.SearchHit], str | int | None],
    label_of: Callable[[str | int], str],
) -> Facet:
    query, filters = page
    values = (value_of(h) for h in hits if _keeps(filters, h, ignore=name))
    counts = Counter(v for v in values if v is not None)
    chosen = filters.chosen(name)
    if chosen is not None and chosen not in counts:
        counts[chosen] = 0  # chosen from a bookmark, no longer among the hits: still removable
    if name == "century":  # newest first, as a reader expects
        ordered = sorted(counts, key=lambda v: -int(v))
    else:
        ordered = sorted(counts, key=lambda v: (-counts[v], str(v).casefold()))
    choices = []
    for value in ordered:
        selected = value == chosen
        narrowed = filters.choosing(name, None if selected else value)
        choices.append(
            Choice(
                value=str(value),
                label=label_of(value),
                count=counts[value],
                selected=selected,
                url=_url(narrowed.params(query)),
            )
        )
    return Facet(name=name, title=title, choices=choices)


def _refinements(query: str, filters: Filters, hits: list[magisterium.SearchHit]) -> list:
    """New searches that may reach documents this one left out: the query with the chosen (or
    the commonest) author and type added, as a parish secretary would refine it."""
    words = []
    for chosen, values in (
        (filters.author, [h.author for h in hits if h.author]),
        (filters.type, [h.document_type for h in hits if h.document_type]),
    ):
        word = chosen or (Counter(values).most_common(1)[0][0] if values else "")
        if word and word.casefold() not in query.casefold():
            words.append(word)
    refined = [f"{query} {word}"[: magisterium.MAX_QUERY_CHARS] for word in words]
    return [Refinement(query=q, url=_url({"q": q})) for q in dict.fromkeys(refined)]


def search_page(results: magisterium.SearchResults, filters: Filters) -> SearchPage:
    """The results page for `results`, narrowed by `filters`."""
    query, hits = results.query, results.results
    terms = marking.query_terms(query)
    authors = Counter(h.author for h in hits if h.author)
    shown = []
    for hit in hits:
        if not _keeps(filters, hit):
            continue
        original = safe_url(hit.url)
        summary = marking.plain_text(hit.summary or "")  # a line of words, no Markdown marks
        if len(summary) > SUMMARY_CHARS:
            summary = summary[:SUMMARY_CHARS].rsplit(" ", 1)[0] + "…"
        century = _century(hit)
        shown.append(
            Hit(
                hit=hit,
                title=marking.mark_words(hit.title or hit.id, terms),
                summary=marking.mark_words(summary, terms) if summary else None,
                original=original,
                host=host_name(original),
                century=century,
                century_label=century_name(century) if century else "",
                type_url=_url(replace(filters, type=hit.document_type or "").params(query)),
                author_url=_url(replace(filters, author=hit.author or "").params(query)),
                century_url=_url(replace(filters, century=century).params(query)),
                same_author=authors[hit.author] if hit.author else 0,
            )
        )
    page = (query, filters)
    facets = [
        _facet("type", _("Type"), hits, page, lambda h: h.document_type, str),
        _facet("author", _("Author"), hits, page, lambda h: h.author, str),
        _facet("century", _("Century"), hits, page, _century, lambda c: century_name(int(c))),
    ]
    return SearchPage(
        results=results,
        filters=filters,
        hits=shown,
        facets=[f for f in facets if f.choices],
        clear_url=_url({"q": query}),
        refinements=_refinements(query, filters, hits) if results.at_limit else [],
    )
