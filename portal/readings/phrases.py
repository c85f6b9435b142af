"""Dates in plain words, resolved by the portal itself: no upstream call, for everyone.

`resolve("Easter 2027", today=…)` → 2027-03-28. Every phrase is understood in all five
interface languages (en, es, pt, it, hr) whatever the active language; case, accents and
punctuation do not matter ("proxima domenica" = "Prossima Domenica!" = "próxima domenica").
`today` is passed in (the site's today in views, a fixed date in tests): nothing here reads
the clock.

What is understood:

- ISO dates (2026-12-25) and numeric dates, day first as in the four other languages:
  25/12/2026, 25.12.2026 (and 25.12.2026. as written in Croatian), 25-12-2026; year first
  with any of those separators (2026/12/25). A date that only makes sense month first
  (12/25/2026) is read month first; an ambiguous one (03/04/2026) is day first (3 April).
- Day and month names with an optional year: "25 December 2026", "December 25, 2026",
  "25 de diciembre", "25. prosinca 2026.". Without a year: its next occurrence, today
  included.
- today, tomorrow, yesterday, the day after tomorrow (and their translations).
- Weekday names. A bare weekday, "this Sunday" and "on Sunday" mean its next occurrence
  *today included* (on a Sunday, "Sunday" is today). "Next Sunday" (próximo domingo, domingo
  que viene, prossima domenica, sljedeća nedjelja…) means the next occurrence *after* today
  (on a Sunday it is a week away; on a Wednesday it is the coming Sunday, as "this Sunday").
  "Last Sunday" (domingo pasado, domenica scorsa, prošla nedjelja…) is the latest one
  before today.
- The names of the Church's days, from the vocabulary's one table (portal.vocabulary.
  feast_days.FEAST_DAYS): the solemnities and feasts of the General Roman Calendar, Holy Week
  and the Triduum, Christmas Eve, New Year, Gaudete and Laetare, in each language's full
  name, short form and usual aliases ("Viernes Santo 2027", "Veliki petak", "Sexta feira
  santa", "Venerdi Santo", "St Joseph", "Sv. Josip"), with an optional year.
- Named Sundays: an ordinal (3, 3rd, III, 3., third, tercer, terza, treća…), the word for
  Sunday and a season: "third Sunday of Advent", "tercer domingo de Adviento", "Domenica III
  di Avvento", "3. korizmena nedjelja", "33rd Sunday in Ordinary Time 2026".
- Without a year a feast or Sunday means its next occurrence, today included; with one, that
  year's (Advent's Sundays: the Advent that begins in that year).

Anything else is None: the caller decides (a signed-in person's words go upstream).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Callable

from portal.vocabulary.feast_days import (
    BY_KEY,
    FEAST_DAYS,
    ORDINALS,
    SEASON_WORDS,
    SUNDAY_WORDS,
    FeastDay,
    easter,
    sunday_of,
)
from portal.vocabulary.names import LANGUAGES
from portal.vocabulary.title_words import ORDINAL_WORDS, roman

__all__ = ["EXAMPLES", "easter", "examples", "fold", "read", "resolve"]

# The years a phrase may name: Gregorian Easter from 1583, and a day after the feast must exist.
MIN_YEAR, MAX_YEAR = 1583, 9998
# Longer input is not a date phrase (and is not worth reading).
MAX_CHARS = 200

# Example phrases under the date box and on the "not a date" page, per interface language (each
# one resolves): a date and everyday words, then the names of feast days from the vocabulary's
# table (FEAST_DAYS), as `example_name` writes them.
_PLAIN_EXAMPLES: dict[str, list[str]] = {
    "en": ["2026-12-25", "tomorrow", "next Sunday", "Friday"],
    "es": ["25/12/2026", "mañana", "domingo que viene", "viernes"],
    "pt": ["25/12/2026", "amanhã", "próximo domingo", "sexta-feira"],
    "it": ["25/12/2026", "domani", "domenica prossima", "venerdì"],
    "hr": ["25.12.2026.", "sutra", "sljedeća nedjelja", "petak"],
}
_EXAMPLE_FEASTS = ("good-friday", "pentecost", "assumption")


def example_name(feast: FeastDay, language: str) -> str:
    """The name people use for `feast`: its short form, or a shorter alias ("Duhovi")."""
    short = feast.names.short_in(language).split(" – ")[0]
    return min((short, *feast.aliases.get(language, ())), key=len)


EXAMPLES: dict[str, list[str]] = {
    language: [*plain, *(example_name(BY_KEY[key], language) for key in _EXAMPLE_FEASTS)]
    for language, plain in _PLAIN_EXAMPLES.items()
}


def examples(language: str | None) -> list[str]:
    """The example phrases for an interface language ("pt-br" → pt; unknown → en)."""
    code = (language or "en").lower().split("-")[0]
    return EXAMPLES.get(code, EXAMPLES["en"])


def fold(text: str) -> str:
    """Lower case, no accents, punctuation as spaces, single spaces: "Próxima  Domenica!"
    → "proxima domenica". Dots, slashes and hyphens between digits are kept (dates)."""
    text = text.casefold().replace("đ", "dj")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = re.sub(r"(?<=\d)[.](?!\d)", " ", text)  # "25. prosinca", "2026."
    # Any other punctuation is a space, except . / - between digits (25.12.2026, 2026-12-25).
    text = re.sub(r"[^\w./-]+|(?<!\d)[./-]|[./-](?!\d)", " ", text)
    text = re.sub(r"\b(\d{1,2})(?:st|nd|rd|th|o|a)\b", r"\1", text)  # 25th, 1º
    return " ".join(text.split())


def _words(*phrases: str) -> frozenset[str]:
    return frozenset(fold(p) for p in phrases)


def _listed(text: str) -> tuple[str, ...]:
    """The comma-separated phrases of `text` ("the day after tomorrow, pasado mañana"): long
    vocabularies stay a few readable lines, laid out the same by the formatter."""
    return tuple(phrase.strip() for phrase in text.split(",") if phrase.strip())


# --- Vocabulary ------------------------------------------------------------------------------

# Small words that carry nothing here ("the", "el", "il", "u"…), dropped before matching.
_FILLER = _words(
    *_listed(
        "the, on, of, for, day, el, la, los, las, de, del, dia, en, o, a, os, as, do, da, dos, "
        "das, no, na, em, il, lo, l, di, della, dell, delle, dei, giorno, u, dan, feira"
    )
)

_RELATIVE: dict[str, int] = {
    **dict.fromkeys(_words("today", "hoy", "hoje", "oggi", "danas"), 0),
    **dict.fromkeys(_words("tomorrow", "mañana", "amanhã", "domani", "sutra"), 1),
    **dict.fromkeys(_words("yesterday", "ayer", "ontem", "ieri", "jučer", "juče"), -1),
    **dict.fromkeys(
        _words(
            *_listed(
                "day after tomorrow, the day after tomorrow, pasado mañana, depois de amanhã, "
                "dopodomani, prekosutra"
            )
        ),
        2,
    ),
}

# Monday = 0, as datetime counts. Croatian names come in the forms a sentence gives them.
_WEEKDAY_NAMES: list[tuple[str, ...]] = [
    ("monday", "lunes", "segunda", "lunedì", "ponedjeljak", "ponedjeljka"),
    ("tuesday", "martes", "terça", "martedì", "utorak", "utorka"),
    ("wednesday", "miércoles", "quarta", "mercoledì", "srijeda", "srijede", "srijedu"),
    ("thursday", "jueves", "quinta", "giovedì", "četvrtak", "četvrtka"),
    ("friday", "viernes", "sexta", "venerdì", "petak", "petka"),
    ("saturday", "sábado", "sabato", "subota", "subote", "subotu"),
    ("sunday", "domingo", "domenica", "nedjelja", "nedjelje", "nedjelju", "nedjelji"),
]
_WEEKDAYS: dict[str, int] = {
    fold(name): number for number, names in enumerate(_WEEKDAY_NAMES) for name in names
}

# Words that say which occurrence of a weekday; several-word ones are joined first.
_NEXT, _THIS, _LAST = "<next>", "<this>", "<last>"
_TOKENS = frozenset({_NEXT, _THIS, _LAST})
_QUALIFIER_PHRASES: dict[str, str] = dict.fromkeys(("que viene", "que vem", "che viene"), _NEXT)
_QUALIFIERS: dict[str, str] = {
    **dict.fromkeys(
        _words(
            *_listed(
                "next, coming, próximo, próxima, siguiente, seguinte, prossimo, prossima, "
                "seguente, sljedeći, sljedeća, sljedeće, sljedeću, slijedeći, slijedeća, "
                "slijedeće, idući, iduća, iduće, iduću"
            )
        ),
        _NEXT,
    ),
    **dict.fromkeys(
        _words(
            *_listed("this, este, esta, neste, nesta, questo, questa, ovaj, ova, ove, ovu, ovo")
        ),
        _THIS,
    ),
    **dict.fromkeys(
        _words(
            *_listed(
                "last, previous, pasado, pasada, anterior, passado, passada, último, última, "
                "scorso, scorsa, prošli, prošla, prošle, prošlu"
            )
        ),
        _LAST,
    ),
}


# Feast names and named Sundays: the vocabulary's one table (portal.vocabulary.feast_days).
# "St", "Sts", "S.", "Sv." are read as the word they shorten, in the table and in what is typed.
_SHORTENED = {"st": "saint", "sts": "saints", "s": "san", "sv": "sveti", "sta": "santa"}


def _significant(phrase: str) -> tuple[str, ...]:
    words = (_SHORTENED.get(word, word) for word in fold(phrase).split())
    return tuple(word for word in words if word not in _FILLER)


def _feast_table() -> dict[tuple[str, ...], FeastDay]:
    table: dict[tuple[str, ...], FeastDay] = {}
    for feast in FEAST_DAYS:
        for language in LANGUAGES:
            for phrase in feast.phrases(language):
                words = _significant(phrase)
                # Two days may not share a name: the table's test names the clash.
                table.setdefault(words, feast)
    return table


_FEASTS = _feast_table()
_SUNDAYS = frozenset(fold(word) for word in SUNDAY_WORDS)
_SEASONS = {
    _significant(words): season for season, all_words in SEASON_WORDS.items() for words in all_words
}
_ORDINALS: dict[str, int] = {
    **{fold(word): n for n, words in enumerate(ORDINALS, start=1) for word in words},
    **{word.lower(): n for n, word in enumerate(ORDINAL_WORDS, start=1)},
    **{roman(n).lower(): n for n in range(1, 35)},
    **{str(n): n for n in range(1, 35)},
}


def _named_sunday(words: list[str]) -> Callable[[int], dt.date | None] | None:
    """ "3rd Sunday of Advent", "tercer domingo de Adviento", "Domenica III di Avvento",
    "3. nedjelja došašća", "treća korizmena nedjelja": an ordinal, Sunday and a season."""
    joined = " ".join(w for w in words if w != "in")
    words = joined.replace("twenty ", "twenty-").replace("thirty ", "thirty-").split()
    ordinals = [w for w in words if w in _ORDINALS]
    sundays = [w for w in words if w in _SUNDAYS]
    if len(ordinals) != 1 or len(sundays) != 1:
        return None
    number = _ORDINALS[ordinals[0]]
    season = _SEASONS.get(tuple(w for w in words if w not in (ordinals[0], sundays[0])))
    if season is None:
        return None
    return lambda year: sunday_of(season, number, year)


_MONTH_NAMES: list[tuple[str, ...]] = [
    ("january", "jan", "enero", "janeiro", "gennaio", "siječanj", "siječnja"),
    ("february", "feb", "febrero", "fevereiro", "febbraio", "veljača", "veljače"),
    ("march", "mar", "marzo", "março", "ožujak", "ožujka"),
    ("april", "apr", "abril", "aprile", "travanj", "travnja"),
    ("may", "mayo", "maio", "maggio", "svibanj", "svibnja"),
    ("june", "jun", "junio", "junho", "giugno", "lipanj", "lipnja"),
    ("july", "jul", "julio", "julho", "luglio", "srpanj", "srpnja"),
    ("august", "aug", "agosto", "kolovoz", "kolovoza"),
    ("september", "sep", "sept", "septiembre", "setembro", "settembre", "rujan", "rujna"),
    ("october", "oct", "octubre", "outubro", "ottobre", "listopad", "listopada"),
    _listed("november, nov, noviembre, novembro, novembre, studeni, studenoga, studenog"),
    ("december", "dec", "diciembre", "dezembro", "dicembre", "prosinac", "prosinca"),
]
_MONTHS: dict[str, int] = {
    fold(name): number for number, names in enumerate(_MONTH_NAMES, start=1) for name in names
}


# --- Resolving ---------------------------------------------------------------------------------


def _safe_date(year: int, month: int, day: int) -> dt.date | None:
    if not MIN_YEAR <= year <= MAX_YEAR:
        return None
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _next_occurrence(when: Callable[[int], dt.date | None], today: dt.date) -> dt.date | None:
    """The first date `when(year)` on or after today."""
    for year in (today.year, today.year + 1, today.year + 2):
        if not MIN_YEAR <= year <= MAX_YEAR:
            continue
        found = when(year)
        if found is not None and found >= today:
            return found
    return None


_ISO = re.compile(r"(\d{4})([-./])(\d{1,2})\2(\d{1,2})")
_NUMERIC = re.compile(r"(\d{1,2})([-./])(\d{1,2})\2(\d{4})")


def _numeric(text: str) -> dt.date | None:
    if match := _ISO.fullmatch(text):
        return _safe_date(int(match.group(1)), int(match.group(3)), int(match.group(4)))
    if match := _NUMERIC.fullmatch(text):
        first, second, year = int(match.group(1)), int(match.group(3)), int(match.group(4))
        return _safe_date(year, second, first) or (
            _safe_date(year, first, second) if second > 12 else None
        )
    return None


def _with_year(words: list[str]) -> tuple[list[str], int | None]:
    """The words without a four-digit year at either end, and that year."""
    if words and re.fullmatch(r"\d{4}", words[-1]):
        return words[:-1], int(words[-1])
    if words and re.fullmatch(r"\d{4}", words[0]):
        return words[1:], int(words[0])
    return words, None


def _day_and_month(words: list[str], year: int | None, today: dt.date) -> dt.date | None:
    """ "25 december", "december 25", "25 de diciembre" (filler already dropped)."""
    if len(words) != 2:
        return None
    first, second = words
    if first.isdigit() and second in _MONTHS:
        day, month = int(first), _MONTHS[second]
    elif second.isdigit() and first in _MONTHS:
        day, month = int(second), _MONTHS[first]
    else:
        return None
    if year is not None:
        return _safe_date(year, month, day)
    return _next_occurrence(lambda y: _safe_date(y, month, day), today)


def _weekday(words: list[str], today: dt.date) -> dt.date | None:
    """A weekday name with at most one qualifier word (next, this, last) before or after it."""
    names = [w for w in words if w in _WEEKDAYS]
    qualifiers = [_QUALIFIERS.get(w, w) for w in words if w in _QUALIFIERS or w in _TOKENS]
    if len(names) != 1 or len(qualifiers) > 1 or len(names) + len(qualifiers) != len(words):
        return None
    weekday = _WEEKDAYS[names[0]]
    which = qualifiers[0] if qualifiers else _THIS
    if which == _LAST:
        return today - dt.timedelta(days=(today.weekday() - weekday) % 7 or 7)
    ahead = (weekday - today.weekday()) % 7
    if which == _NEXT:
        ahead = ahead or 7
    return today + dt.timedelta(days=ahead)


def _dated(
    when: Callable[[int], dt.date | None], year: int | None, today: dt.date
) -> dt.date | None:
    """That year's date, or without a year the next one from today (today included)."""
    if year is None:
        return _next_occurrence(when, today)
    return when(year) if MIN_YEAR <= year <= MAX_YEAR else None


def read(text: str, *, today: dt.date) -> tuple[dt.date | None, FeastDay | None]:
    """The date `text` names, relative to `today` (None when it is none of the forms above),
    and the feast day it named, if it named one (the day page notes where it moves)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None, None
    folded = fold(text)
    if not folded:
        return None, None
    if found := _numeric(folded):
        return found, None
    if folded in _RELATIVE:
        return today + dt.timedelta(days=_RELATIVE[folded]), None
    for phrase, token in _QUALIFIER_PHRASES.items():
        folded = re.sub(rf"\b{phrase}\b", token, folded)
    words = [w for w in folded.split() if w not in _FILLER]
    if not words:
        return None, None
    if " ".join(words) in _RELATIVE:
        return today + dt.timedelta(days=_RELATIVE[" ".join(words)]), None
    bare, year = _with_year(words)
    feast = _FEASTS.get(tuple(_SHORTENED.get(word, word) for word in bare))
    if feast is not None:
        return _dated(feast.when, year, today), feast
    if sunday := _named_sunday(bare):
        return _dated(sunday, year, today), None
    if found := _day_and_month(bare, year, today):
        return found, None
    if year is None:
        return _weekday(words, today), None
    return None, None


def resolve(text: str, *, today: dt.date) -> dt.date | None:
    """The date `text` names, relative to `today`; None when it is none of the forms above."""
    return read(text, today=today)[0]


def other_day(feast: FeastDay, day: dt.date) -> dt.date | None:
    """Where `feast` (on `day`) is kept on another day, that day; else None."""
    if feast.other is None or feast.when(day.year) != day:
        return None
    return feast.other(day.year)
