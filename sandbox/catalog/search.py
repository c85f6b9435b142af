"""Shared text folding and the name index behind the five directory look-ups."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field


def word_list(text: str) -> list[str]:
    """Whitespace-separated words: keeps long vocabularies readable in the source."""
    return text.split()


# Honorifics and connecting words: ignored in a query unless the query has nothing else,
# so "Pope Benedict" and "Archdiocese of Manila" match on what distinguishes them.
FILLER = frozenset(
    word_list(
        """
    a an and the of in at de del della dei di da do dos das du des la le les los las y e
    von van der
    saint saints st sts san santa santo sao blessed bl venerable ven servant
    pope popes pontiff holy father
    cardinal archbishop bishop auxiliary emeritus eparch archeparch patriarch msgr monsignor
    rev reverend most mons fr his eminence excellency mgr
    diocese archdiocese eparchy archeparchy prelature vicariate apostolic territorial see
    ordinariate metropolitan patriarchate exarchate catholic
    """
    )
)

_ROMAN = [
    (10, "x"),
    (9, "ix"),
    (5, "v"),
    (4, "iv"),
    (1, "i"),
]


def roman(number: int) -> str:
    out = []
    for value, letters in _ROMAN:
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


def fold(text: str) -> str:
    """Lower-case, strip accents, keep letters and digits (everything else becomes a space)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    # Letters that NFKD does not decompose but people type without the stroke.
    plain = plain.translate(str.maketrans({"đ": "d", "ł": "l", "ø": "o", "ß": "ss", "æ": "ae"}))
    plain = plain.replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", " ", plain).strip()


def tokens(text: str) -> list[str]:
    return fold(text).split()


def slugify(text: str) -> str:
    return "-".join(tokens(text))


def _query_variants(token: str) -> set[str]:
    # "Benedict 16" should find "Benedict XVI".
    if token.isdigit() and 0 < int(token) < 40:
        return {token, roman(int(token))}
    return {token}


@dataclass
class _Entry:
    key: str
    weight: float
    names: list[tuple[frozenset[str], frozenset[str], float]] = field(default_factory=list)


class NameIndex:
    """Token index over names and aliases; `search` ranks every entry matching all tokens.

    Each name carries a factor (1.0 for the primary name, less for aliases or positions), and
    each entry a small prominence weight that breaks ties ("benedict" → Benedict XVI).
    """

    def __init__(self) -> None:
        self._entries: list[_Entry] = []
        self._postings: dict[str, set[int]] = {}

    def add(self, key: str, names: Iterable[tuple[str, float]], weight: float = 0.0) -> None:
        entry = _Entry(key=key, weight=weight)
        position = len(self._entries)
        for name, factor in names:
            if not name:
                continue
            all_tokens = frozenset(tokens(name))
            core = frozenset(t for t in all_tokens if t not in FILLER) or all_tokens
            entry.names.append((all_tokens, core, factor))
            for token in all_tokens:
                self._postings.setdefault(token, set()).add(position)
        self._entries.append(entry)

    def _matches(self, token: str) -> set[str]:
        variants = _query_variants(token)
        found = {v for v in variants if v in self._postings}
        if len(token) >= 4:
            # A typed prefix ("bene") still finds its word; short prefixes would match too much.
            found.update(t for t in self._postings if t.startswith(token))
        return found

    def search(self, query: str) -> list[str]:
        query_tokens = tokens(query)
        core_query = [t for t in query_tokens if t not in FILLER] or query_tokens
        if not core_query:
            return []
        candidates: set[int] | None = None
        expanded: list[set[str]] = []
        for token in core_query:
            words = self._matches(token)
            expanded.append(words)
            hits: set[int] = set()
            for word in words:
                hits |= self._postings[word]
            candidates = hits if candidates is None else candidates & hits
            if not candidates:
                return []
        scored: list[tuple[float, int]] = []
        for position in candidates or ():
            entry = self._entries[position]
            best = 0.0
            for all_tokens, core, factor in entry.names:
                if not all(words & all_tokens for words in expanded):
                    continue
                exact = sum(1 for t in core_query if _query_variants(t) & all_tokens)
                matched_core = sum(1 for t in core if any(t in words for words in expanded))
                if matched_core == len(core) and exact == len(core_query):
                    score = 100.0
                else:
                    score = 50.0 + 30.0 * matched_core / max(len(core), 1) + 5.0 * exact
                best = max(best, score * factor)
            if best:
                scored.append((best + entry.weight, position))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [self._entries[position].key for _, position in scored]
