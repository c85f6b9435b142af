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
- Christmas, Easter (Sunday), Ash Wednesday, Ascension (Thursday, 39 days after Easter) and
  Pentecost, with an optional year ("Pascua 2027", "Uskrs 2027."). Without a year a feast
  means its next occurrence, today included.

Anything else is None: the caller decides (a signed-in person's words go upstream).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Callable

# The years a phrase may name: Gregorian Easter from 1583, and a day after the feast must exist.
MIN_YEAR, MAX_YEAR = 1583, 9998
# Longer input is not a date phrase (and is not worth reading).
MAX_CHARS = 200

# Example phrases for the "not a date" page, per interface language: each one resolves.
EXAMPLES: dict[str, list[str]] = {
    "en": ["2026-12-25", "tomorrow", "next Sunday", "Friday", "Easter 2027", "Pentecost"],
    "es": ["25/12/2026", "mañana", "domingo que viene", "viernes", "Pascua 2027", "Pentecostés"],
    "pt": ["25/12/2026", "amanhã", "próximo domingo", "sexta-feira", "Páscoa 2027", "Natal"],
    "it": ["25/12/2026", "domani", "domenica prossima", "venerdì", "Pasqua 2027", "Pentecoste"],
    "hr": ["25.12.2026.", "sutra", "sljedeća nedjelja", "petak", "Uskrs 2027.", "Božić"],
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


def easter(year: int) -> dt.date:
    """Easter Sunday in the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l_) // 451
    month, day = divmod(h + l_ - 7 * m + 114, 31)
    return dt.date(year, month, day + 1)


def _after_easter(days: int) -> Callable[[int], dt.date]:
    return lambda year: easter(year) + dt.timedelta(days=days)


# Feast names (filler words dropped, so "día de Navidad" is "navidad") → date in a year.
_FEAST_NAMES: list[tuple[Callable[[int], dt.date], tuple[str, ...]]] = [
    (
        lambda year: dt.date(year, 12, 25),
        _listed(
            "christmas, christmas day, nativity of the lord, navidad, natividad del señor, natal, "
            "natale, santo natale, božić"
        ),
    ),
    (
        easter,
        _listed(
            "easter, easter sunday, pascua, domingo de pascua, pascua de resurrección, "
            "domingo de resurrección, páscoa, domingo de páscoa, pasqua, domenica di pasqua, "
            "uskrs, uskrsna nedjelja, vazam"
        ),
    ),
    (
        _after_easter(-46),
        _listed(
            "ash wednesday, miércoles de ceniza, quarta-feira de cinzas, quarta de cinzas, "
            "cinzas, mercoledì delle ceneri, le ceneri, čista srijeda, pepelnica"
        ),
    ),
    (
        _after_easter(39),
        _listed(
            "ascension, ascension thursday, ascension of the lord, ascensión, "
            "ascensión del señor, jueves de la ascensión, ascensão, ascensão do senhor, "
            "quinta-feira da ascensão, ascensione, ascensione del signore, "
            "giovedì dell'ascensione, uzašašće, uzašašće gospodinovo, spasovo"
        ),
    ),
    (
        _after_easter(49),
        _listed(
            "pentecost, pentecost sunday, whitsunday, pentecostés, domingo de pentecostés, "
            "pentecostes, domingo de pentecostes, pentecoste, domenica di pentecoste, duhovi, "
            "pedesetnica"
        ),
    ),
]


def _significant(phrase: str) -> tuple[str, ...]:
    return tuple(word for word in fold(phrase).split() if word not in _FILLER)


_FEASTS: dict[tuple[str, ...], Callable[[int], dt.date]] = {
    _significant(name): when for when, names in _FEAST_NAMES for name in names
}

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


def resolve(text: str, *, today: dt.date) -> dt.date | None:
    """The date `text` names, relative to `today`; None when it is none of the forms above."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    folded = fold(text)
    if not folded:
        return None
    if found := _numeric(folded):
        return found
    if folded in _RELATIVE:
        return today + dt.timedelta(days=_RELATIVE[folded])
    for phrase, token in _QUALIFIER_PHRASES.items():
        folded = re.sub(rf"\b{phrase}\b", token, folded)
    words = [w for w in folded.split() if w not in _FILLER]
    if not words:
        return None
    if " ".join(words) in _RELATIVE:
        return today + dt.timedelta(days=_RELATIVE[" ".join(words)])
    bare, year = _with_year(words)
    feast = _FEASTS.get(tuple(bare))
    if feast is not None:
        if year is not None:
            return feast(year) if MIN_YEAR <= year <= MAX_YEAR else None
        return _next_occurrence(feast, today)
    if found := _day_and_month(bare, year, today):
        return found
    if year is None:
        return _weekday(words, today)
    return None
