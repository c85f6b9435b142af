"""The books of the Bible in each language's way of writing a reading's reference ("Isaiah
63:16b-17, 19b; 64:2-7" → "Isaías 63, 16b-17. 19b; 64, 2-7"). The books' names, and where they
come from, are in portal.vocabulary.bible_books.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from portal.vocabulary.bible_books import ALIASES, BOOKS

__all__ = ["ALIASES", "BOOKS", "REFERENCE_STYLE", "book_and_rest", "localize_reference"]


def _lookup() -> dict[str, str]:
    """Every English name, lower-cased with single spaces, → its key. An alias that would name
    two books is a mistake in the tables above, so it fails the import instead of guessing."""
    found: dict[str, str] = {}
    for name, key in [*((key, key) for key in BOOKS), *ALIASES.items()]:
        if key not in BOOKS:
            raise ValueError(f"alias {name!r} names {key!r}, which is not a book")
        folded = " ".join(name.lower().split())
        if found.setdefault(folded, key) != key:
            raise ValueError(f"{name!r} names both {found[folded]!r} and {key!r}")
    return found


_NAMES = _lookup()
# Longest name first, so "Song of Songs" wins over "Song" and "1 John" over "John". A name
# ends a word (a letter may not follow it, a digit may: "Ps23"), and an abbreviation may
# carry a full stop ("Isa. 63:16").
_BOOK = re.compile(
    r"\s*(?P<book>"
    + "|".join(
        r"\s+".join(re.escape(word) for word in name.split())
        for name in sorted(_NAMES, key=len, reverse=True)
    )
    + r")(?![^\W\d_])\.?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ReferenceStyle:
    """How a language punctuates the chapter and verses of "Isaiah 63:16b-17, 19b; 64:2-7"."""

    chapter_verse: str  # between a chapter and its verses (":" in "63:16b")
    verse_groups: str  # between the verse groups of one chapter (", " in "16b-17, 19b")
    chapters: str  # between the chapters ("; " in "19b; 64:2-7")
    range_dash: str  # in a range of verses of one chapter ("-" in "16b-17")


REFERENCE_STYLE: dict[str, ReferenceStyle] = {
    # The USCCB Lectionary: "Is 63:16b-17, 19b; 64:2-7".
    "en": ReferenceStyle(":", ", ", "; ", "-"),
    # The Leccionario of the CEE spaces both marks:
    # "Is 63, 16b-17. 19b; 64, 2-7".
    "es": ReferenceStyle(", ", ". ", "; ", "-"),
    # The Lecionário of the CNBB and the Bíblia CNBB write them closed up:
    # "Is 63,16b-17.19b; 64,2-7".
    "pt": ReferenceStyle(",", ".", "; ", "-"),
    # The CEI Lezionario and Bible, closed up like the Portuguese:
    # "Is 63,16b-17.19b; 64,2-7".
    "it": ReferenceStyle(",", ".", "; ", "-"),
    # The Croatian Lekcionar and the Jeruzalemska Biblija space the comma after the chapter
    # but close up the full stop between verse groups: "Iz 63, 16b-17.19b; 64, 2-7".
    "hr": ReferenceStyle(", ", ".", "; ", "-"),
}
# A range across chapters ("Matthew 26:14–27:66") keeps its en dash in every language.
CROSS_CHAPTER_DASH = "–"

# "cf." before a passage only alluded to (a refrain, an acclamation): Latin "confer" in en, es,
# pt and it; Croatian writes "usp." (usporedi).
_CONFER = {"en": "cf.", "es": "cf.", "pt": "cf.", "it": "cf.", "hr": "usp."}
# Between a reading's alternatives ("Matthew 26:14–27:66 or 27:11-54").
_OR = {"en": "or", "es": "o", "pt": "ou", "it": "o", "hr": "ili"}
# The sign of the psalm's refrain, "(R. 4)": the lectionaries' ℟, the same in the five languages.
_REFRAIN_SIGN = "R."

_CHAPTER = r"(?:\d+|[A-F])"  # Esther's Greek additions are chapters A-F in the NABRE
_VERSE = r"\d+[a-z]{0,6}"  # "16b", "2ac", "12abcd"
_RANGE = re.compile(
    rf"(?P<first>{_VERSE})"
    rf"(?:\s*[-–—]\s*(?:(?P<chapter>{_CHAPTER})\s*:\s*)?(?P<last>{_VERSE}))?"
)
_CHAPTER_PART = re.compile(rf"(?P<chapter>{_CHAPTER})\s*:\s*(?P<verses>.+)", re.DOTALL)
# " and " joins the parts of one stanza of a psalm ("2ac and 3b"); it is shown like a comma.
_GROUPS_SPLIT = re.compile(r"\s*,\s*|\s+and\s+", re.IGNORECASE)
_ALTERNATIVES_SPLIT = re.compile(r"\s+or\s+", re.IGNORECASE)
_REFRAIN = re.compile(
    r"\s*\(\s*R\.\s*(?P<confer>cf\.\s*)?(?P<reference>[^()]+?)\s*\)\s*$", re.IGNORECASE
)
_CONFER_PREFIX = re.compile(r"(?:cf\.|see)\s+", re.IGNORECASE)


def book_and_rest(reference: str) -> tuple[str, str] | None:
    """("Isaiah", "63:16b-17") for "Isa. 63:16b-17": the key of the book an English reference
    starts with and what follows it; None when it starts with no book we know."""
    match = _BOOK.match(reference)
    if match is None:
        return None
    key = _NAMES[" ".join(match.group("book").lower().split())]
    return key, reference[match.end() :].strip()


def _verses(text: str, style: ReferenceStyle, *, in_chapter: bool) -> str | None:
    """ "16b-17, 19b" → "16b-17.19b"; None if it is not a list of verses. Outside a chapter
    ("Philemon 9-10, 12-17", "Psalm 23") a range may not run into another chapter."""
    groups = []
    for group in _GROUPS_SPLIT.split(text.strip()):
        match = _RANGE.fullmatch(group)
        if match is None:
            return None
        first, chapter, last = match.group("first", "chapter", "last")
        if last is None:
            groups.append(first)
        elif chapter is None:
            groups.append(f"{first}{style.range_dash}{last}")
        elif in_chapter:
            groups.append(f"{first}{CROSS_CHAPTER_DASH}{chapter}{style.chapter_verse}{last}")
        else:
            return None
    return style.verse_groups.join(groups)


def _passage(text: str, style: ReferenceStyle) -> str | None:
    """ "63:16b-17, 19b; 64:2-7" → "63,16b-17.19b; 64,2-7"; None if it does not parse."""
    parts = []
    for part in text.split(";"):
        match = _CHAPTER_PART.fullmatch(part.strip())
        if match is None:
            verses = _verses(part, style, in_chapter=False)
        else:
            verses = _verses(match.group("verses"), style, in_chapter=True)
            verses = verses and f"{match.group('chapter')}{style.chapter_verse}{verses}"
        if verses is None:
            return None
        parts.append(verses)
    return style.chapters.join(parts)


def _with_book(key: str, rest: str, language: str) -> str | None:
    """The book's name in the language and its chapters and verses; the name alone when the
    reference names only the book. None if the chapters and verses do not parse."""
    name = BOOKS[key].in_language(language)
    if not rest:
        return name
    passage = _passage(rest, REFERENCE_STYLE[language])
    return passage and f"{name} {passage}"


def localize_reference(reference: str, language: str) -> str | None:
    """An English reference in the language's form: "Isaiah 63:16b-17, 19b; 64:2-7" →
    "Isaia 63,16b-17.19b; 64,2-7" (it). For "en", the reference normalised to the keys' names
    and the English style. None when the book is unknown or the rest does not parse: the
    caller then shows upstream's English as it is.

    Besides chapters and verses it reads what the lectionary puts around them: a leading
    "cf."/"See" (an acclamation's allusion), alternatives joined by "or", the later ones
    without their book ("Matthew 26:14–27:66 or 27:11-54"), and a psalm's refrain at the end,
    itself a passage of the psalm ("(R. 4)", "(R. cf. 40:5a)") or of another book."""
    if language not in REFERENCE_STYLE:
        language = "en"  # as Names.in_language falls back
    style = REFERENCE_STYLE[language]
    text = " ".join(reference.split())
    prefix = ""
    if confer := _CONFER_PREFIX.match(text):
        prefix = _CONFER[language].capitalize() + " "
        text = text[confer.end() :]
    refrain = ""
    if found := _REFRAIN.search(text):
        text = text[: found.start()]
        passage = _passage(found.group("reference"), style)
        if passage is None and (other := book_and_rest(found.group("reference"))):
            passage = _with_book(*other, language)
        if passage is None:
            return None
        confer_word = f"{_CONFER[language]} " if found.group("confer") else ""
        refrain = f" ({_REFRAIN_SIGN} {confer_word}{passage})"
    alternatives = []
    for number, alternative in enumerate(_ALTERNATIVES_SPLIT.split(text)):
        if own := book_and_rest(alternative):
            one = _with_book(*own, language)
        else:
            one = _passage(alternative, style) if number else None
        if one is None:
            return None
        alternatives.append(one)
    return prefix + f" {_OR[language]} ".join(alternatives) + refrain
