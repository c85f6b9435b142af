"""The proper of seasons in the portal's five languages: seasons, ranks, colours, the named days
of the seasons, the titles the calendar generates ("Tuesday of the 1st Week of Advent"), and
the season and Lectionary lines of a day's readings.

Keys are English exactly as upstream writes them (the sandbox, sandbox/catalog/
liturgical_calendar.py, imitates it), plus a few spellings upstream might use instead
("Easter Time", "Eastertide", "Optional memorial"...). Where the words come from (the usage of
each language's liturgical books and calendars; a correction is a change of one entry here):

- en: the sandbox's own words (the Roman Missal in its ICEL English), reproduced exactly.
- es: the Misal Romano and Leccionario of the Conferencia Episcopal Española, with the
  numbering Spanish-language calendars print before the noun ("II Domingo de Adviento",
  "Martes de la I semana de Adviento"; the CEE's own books also write "Domingo II de
  Adviento"), and the portal's season names ("Tiempo de Navidad", "Tiempo Pascual").
- pt: the Missal Romano as used in Portugal (the portal's Portuguese is European, like the
  Bible's names in `bible`): Roman numerals before the noun ("I Domingo do Advento",
  "Terça-feira da I Semana do Advento"), "Tempo Comum".
- it: the Messale Romano (CEI, 2020) and its Lezionario: "I Domenica di Avvento",
  "Martedì della I settimana di Avvento", "Lunedì fra l'Ottava di Pasqua".
- hr: the Rimski misal and the Lekcionar (Kršćanska sadašnjost) and the HBK's liturgical
  calendar, with numerals ("1. nedjelja došašća", "3. korizmena nedjelja", "Utorak 1. tjedna
  došašća", "14. nedjelja kroz godinu").

Seasons, ranks and colours are the words the portal's catalogues already use for the
directory's calendar (msgctxt "liturgical season", "liturgical rank", "liturgical colour"), so
a day reads the same everywhere. `short` forms (at most 32 characters) are the names people
use for a day ("Good Friday", "Cvjetnica", "Corpus Domini").

Generated titles are recognised by ENGLISH_PATTERNS (tried in order; each names its table in
PATTERN_TABLES and, when the title does not name it, the season) and written again in the
target language from the table's pattern; `localize_title` does both.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from portal.vocabulary.calendar_words import (
    COLOURS,
    LECTIONARY_LINE,
    RANKS,
    SEASON_LINE,
    SEASON_LINE_WITH_WEEK,
    SEASONS,
)
from portal.vocabulary.dates import format_day_and_month
from portal.vocabulary.names import LANGUAGES
from portal.vocabulary.proper_of_seasons import CELEBRATIONS
from portal.vocabulary.title_words import (
    DAY_AND_MONTH,
    MONTHS,
    ORDINAL_WORDS,
    PATTERN_TABLES,
    WEEKDAYS,
    english_ordinal,
    english_ordinal_suffixed,
    roman,
)

# The words live in their own modules; this one recognises and writes the generated titles,
# and is the one door to all of them.
__all__ = [
    "CELEBRATIONS",
    "COLOURS",
    "DAY_AND_MONTH",
    "ENGLISH_PATTERNS",
    "LECTIONARY_LINE",
    "MONTHS",
    "ORDINAL_WORDS",
    "PATTERN_TABLES",
    "RANKS",
    "SEASONS",
    "SEASON_LINE",
    "SEASON_LINE_WITH_WEEK",
    "WEEKDAYS",
    "TitleMatch",
    "TitlePattern",
    "english_ordinal",
    "format_day_and_month",
    "format_title",
    "localize_title",
    "match_title",
    "roman",
]


# --- Recognising the English titles -----------------------------------------------------------


class TitlePattern(NamedTuple):
    """A generated English title: its regular expression (to `fullmatch` the title with its
    spaces collapsed), the PATTERN_TABLES table that writes it again, and its season when the
    title does not name it (otherwise the `season` group does)."""

    regex: re.Pattern[str]
    table: str
    season: str | None = None


def _words(words: tuple[str, ...]) -> str:
    ordered = sorted(words, key=len, reverse=True)  # the longest first
    return "|".join(re.escape(word).replace(r"\-", "-").replace("-", r"[\s-]") for word in ordered)


_WEEKDAY_RE = _words(WEEKDAYS["en"])
_ORDINAL_RE = rf"\d{{1,2}}(?:st|nd|rd|th)?|{_words(ORDINAL_WORDS)}"
_SEASON_RE = r"advent|lent|easter(?:\s+time|\s+season|tide)?|ordinary\s+time"
_MONTH_RE = _words(MONTHS["en"])
_DATE_RE = (
    rf"\((?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month>{_MONTH_RE})"
    rf"|(?P<month_first>{_MONTH_RE})\s+(?P<day_after>\d{{1,2}})(?:st|nd|rd|th)?)\)"
)
_SEASON_ALIASES = {
    "advent": "Advent",
    "lent": "Lent",
    "easter": "Easter",
    "easter time": "Easter",
    "easter season": "Easter",
    "eastertide": "Easter",
    "ordinary time": "Ordinary Time",
}


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


ENGLISH_PATTERNS: tuple[TitlePattern, ...] = (
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) of the (?P<ordinal>{_ORDINAL_RE}) week (?:of|in) "
            rf"(?:the )?(?P<season>{_SEASON_RE}) {_DATE_RE}"
        ),
        "WEEKDAY_OF_WEEK_WITH_DATE",
    ),
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) (?:of|in) (?:the )?christmas(?:\s+time|tide|\s+season)? "
            rf"{_DATE_RE}"
        ),
        "WEEKDAY_OF_CHRISTMAS_TIME",
        "Christmas",
    ),
    TitlePattern(
        _pattern(
            rf"(?:the )?(?P<ordinal>{_ORDINAL_RE}) day (?:with)?in the octave of "
            r"(?:christmas|the nativity(?: of the lord)?)"
        ),
        "DAY_IN_CHRISTMAS_OCTAVE",
        "Christmas",
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) (?:with)?in the octave of easter"),
        "WEEKDAY_IN_EASTER_OCTAVE",
        "Easter",
    ),
    TitlePattern(
        _pattern(r"easter (?P<weekday>monday|tuesday|wednesday|thursday|friday|saturday)"),
        "WEEKDAY_IN_EASTER_OCTAVE",
        "Easter",
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) of holy week"), "WEEKDAY_OF_HOLY_WEEK", "Lent"
    ),
    TitlePattern(
        _pattern(r"holy (?P<weekday>monday|tuesday|wednesday)"), "WEEKDAY_OF_HOLY_WEEK", "Lent"
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) after ash wednesday"),
        "WEEKDAY_AFTER_ASH_WEDNESDAY",
        "Lent",
    ),
    TitlePattern(
        _pattern(
            rf"(?:the )?(?P<ordinal>{_ORDINAL_RE}) sunday (?:of|in) (?:the )?"
            rf"(?P<season>{_SEASON_RE})"
        ),
        "SUNDAY_OF_SEASON",
    ),
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) of the (?P<ordinal>{_ORDINAL_RE}) week (?:of|in) "
            rf"(?:the )?(?P<season>{_SEASON_RE})"
        ),
        "WEEKDAY_OF_WEEK",
    ),
)

# The highest week (or octave day) each kind of title can have.
_HIGHEST = {"Advent": 4, "Lent": 6, "Easter": 7, "Ordinary Time": 34, "Christmas": 7}


@dataclass(frozen=True)
class TitleMatch:
    """What a generated title says: the table that writes it, its season (a SEASONS key) and
    its parts (weekday: 0 is Monday; day and month: the date in parentheses)."""

    table: str
    season: str
    number: int | None = None
    weekday: int | None = None
    day: int | None = None
    month: int | None = None


def _plain(title: str) -> str:
    return " ".join(title.replace("\u2019", "'").split())


def _found(pattern: TitlePattern, match: re.Match[str]) -> TitleMatch | None:
    groups = {name: value for name, value in match.groupdict().items() if value}
    season = pattern.season or _SEASON_ALIASES[" ".join(groups["season"].lower().split())]
    number = None
    if "ordinal" in groups:
        number = english_ordinal(groups["ordinal"])
        if number is None or number > _HIGHEST[season]:
            return None
    weekday = None
    if "weekday" in groups:
        weekday = [day.lower() for day in WEEKDAYS["en"]].index(groups["weekday"].lower())
    day = month = None
    if month_name := groups.get("month") or groups.get("month_first"):
        month = [name.lower() for name in MONTHS["en"]].index(month_name.lower()) + 1
        day = int(groups.get("day") or groups["day_after"])
        if not 1 <= day <= 31:
            return None
    return TitleMatch(pattern.table, season, number, weekday, day, month)


def match_title(title: str) -> TitleMatch | None:
    """The generated English title's parts (ENGLISH_PATTERNS, in order), or None."""
    text = _plain(title)
    for pattern in ENGLISH_PATTERNS:
        match = pattern.regex.fullmatch(text)
        if match and (found := _found(pattern, match)) is not None:
            return found
    return None


def format_title(
    found: TitleMatch,
    language: str,
    *,
    day_and_month: Callable[[int, int], str] | None = None,
) -> str | None:
    """The title `found` describes, in `language` (`day_and_month(day, month)` writes the date,
    by default `format_day_and_month`); None when the table has no pattern for it."""
    language = language if language in LANGUAGES else "en"
    pattern = PATTERN_TABLES[found.table].get(language, {}).get(found.season)
    if pattern is None:
        return None
    number = found.number or 0
    date = ""
    if found.day is not None and found.month is not None:
        write = day_and_month or (lambda d, m: format_day_and_month(d, m, language))
        date = write(found.day, found.month)
    return pattern.format(
        number=number,
        roman=roman(number),
        ordinal=english_ordinal_suffixed(number),
        ordinal_word=ORDINAL_WORDS[number - 1] if 1 <= number <= len(ORDINAL_WORDS) else "",
        weekday=WEEKDAYS[language][found.weekday] if found.weekday is not None else "",
        date=date,
    )


_CELEBRATIONS_FOLDED = {_plain(key).lower(): names for key, names in CELEBRATIONS.items()}


def localize_title(
    title: str,
    language: str,
    *,
    day_and_month: Callable[[int, int], str] | None = None,
) -> str | None:
    """The celebration `title` (upstream's English) in `language`: a named day from
    CELEBRATIONS, else a generated title (ENGLISH_PATTERNS → PATTERN_TABLES); None when
    neither knows it (the caller shows the English and logs it). In English the title comes
    back as upstream wrote it once it is recognised. `day_and_month(day, month)` writes a date
    such as "3 January" in `language` (default: `format_day_and_month`)."""
    language = language if language in LANGUAGES else "en"
    names = CELEBRATIONS.get(title.strip()) or _CELEBRATIONS_FOLDED.get(_plain(title).lower())
    if names is not None:
        return title.strip() if language == "en" else names.in_language(language)
    found = match_title(title)
    if found is None:
        return None
    if language == "en":
        return title.strip()
    return format_title(found, language, day_and_month=day_and_month)
