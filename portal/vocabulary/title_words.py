"""What the calendar's generated titles are made of, in the five languages: weekdays, months,
a day and month, English ordinal words, Roman numerals, and each kind of title's pattern
(recognised and written by portal.vocabulary.temporal).
"""

from __future__ import annotations

import re

# --- Words the generated titles are made of ---------------------------------------------------

# Weekdays, Monday first, as a title begins with them.
WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "es": ("Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"),
    "pt": (
        "Segunda-feira",
        "Terça-feira",
        "Quarta-feira",
        "Quinta-feira",
        "Sexta-feira",
        "Sábado",
        "Domingo",
    ),
    "it": ("Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica"),
    "hr": ("Ponedjeljak", "Utorak", "Srijeda", "Četvrtak", "Petak", "Subota", "Nedjelja"),
}
# Months, January first, in the form that follows a day's number (Croatian: the genitive, as
# the portal's MONTH_DAY_FORMAT "j. E" prints it).
MONTHS: dict[str, tuple[str, ...]] = {
    "en": (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "es": (
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    "pt": (
        "janeiro",
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ),
    "it": (
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ),
    "hr": (
        "siječnja",
        "veljače",
        "ožujka",
        "travnja",
        "svibnja",
        "lipnja",
        "srpnja",
        "kolovoza",
        "rujna",
        "listopada",
        "studenoga",
        "prosinca",
    ),
}
# A day and month ("3 de enero", "3. siječnja"), as the portal's MONTH_DAY_FORMAT writes it.
DAY_AND_MONTH: dict[str, str] = {
    "en": "{day} {month}",
    "es": "{day} de {month}",
    "pt": "{day} de {month}",
    "it": "{day} {month}",
    "hr": "{day}. {month}",
}

_UNITS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth")
# "First" to "Thirty-fourth": the weeks of Ordinary Time, the longest season.
ORDINAL_WORDS: tuple[str, ...] = (
    *_UNITS,
    "Tenth",
    "Eleventh",
    "Twelfth",
    "Thirteenth",
    "Fourteenth",
    "Fifteenth",
    "Sixteenth",
    "Seventeenth",
    "Eighteenth",
    "Nineteenth",
    "Twentieth",
    *(f"Twenty-{unit.lower()}" for unit in _UNITS),
    "Thirtieth",
    *(f"Thirty-{unit.lower()}" for unit in _UNITS[:4]),
)
_ORDINAL_BY_WORD = {word.lower(): number for number, word in enumerate(ORDINAL_WORDS, start=1)}


def roman(number: int) -> str:
    """1 → "I", 14 → "XIV", 34 → "XXXIV"."""
    tens, rest = divmod(number, 10)
    text = "X" * tens
    for value, numeral in ((9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while rest >= value:
            text += numeral
            rest -= value
    return text


def english_ordinal(text: str) -> int | None:
    """ "First", "Twenty-first", "twenty first", "1st", "21st", "3" → 1, 21, 21, 1, 21, 3; None
    for anything else or beyond the 34 weeks of Ordinary Time."""
    word = re.sub(r"[\s-]+", "-", text.strip().lower())
    if word in _ORDINAL_BY_WORD:
        return _ORDINAL_BY_WORD[word]
    digits = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", word)
    if digits and 1 <= int(digits[1]) <= len(ORDINAL_WORDS):
        return int(digits[1])
    return None


def english_ordinal_suffixed(number: int) -> str:
    """The sandbox's "1st", "2nd", "3rd", "11th", "22nd" (liturgical_calendar.ordinal)."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10)
    return f"{number}{suffix or 'th'}"


# --- Patterns of the generated titles ---------------------------------------------------------
# Each table: language → season (a SEASONS key) → str.format pattern. The fields every pattern
# may use: {number} (int), {roman} ("XIV"), {ordinal} and {ordinal_word} (English only: "14th",
# "Fourteenth"), {weekday} (WEEKDAYS in the pattern's language), {date} (day and month in the
# pattern's language, see `format_title`).

SUNDAY_OF_SEASON: dict[str, dict[str, str]] = {
    "en": {
        "Advent": "{ordinal_word} Sunday of Advent",
        "Lent": "{ordinal_word} Sunday of Lent",
        "Easter": "{ordinal_word} Sunday of Easter",
        "Ordinary Time": "{ordinal} Sunday in Ordinary Time",
    },
    "es": {
        "Advent": "{roman} Domingo de Adviento",
        "Lent": "{roman} Domingo de Cuaresma",
        "Easter": "{roman} Domingo de Pascua",
        "Ordinary Time": "{roman} Domingo del Tiempo Ordinario",
    },
    "pt": {
        "Advent": "{roman} Domingo do Advento",
        "Lent": "{roman} Domingo da Quaresma",
        "Easter": "{roman} Domingo da Páscoa",
        "Ordinary Time": "{roman} Domingo do Tempo Comum",
    },
    "it": {
        "Advent": "{roman} Domenica di Avvento",
        "Lent": "{roman} Domenica di Quaresima",
        "Easter": "{roman} Domenica di Pasqua",
        "Ordinary Time": "{roman} Domenica del Tempo Ordinario",
    },
    "hr": {
        "Advent": "{number}. nedjelja došašća",
        "Lent": "{number}. korizmena nedjelja",
        "Easter": "{number}. vazmena nedjelja",
        "Ordinary Time": "{number}. nedjelja kroz godinu",
    },
}
WEEKDAY_OF_WEEK: dict[str, dict[str, str]] = {
    "en": {
        "Advent": "{weekday} of the {ordinal} Week of Advent",
        "Lent": "{weekday} of the {ordinal} Week of Lent",
        "Easter": "{weekday} of the {ordinal} Week of Easter",
        "Ordinary Time": "{weekday} of the {ordinal} Week in Ordinary Time",
    },
    "es": {
        "Advent": "{weekday} de la {roman} semana de Adviento",
        "Lent": "{weekday} de la {roman} semana de Cuaresma",
        "Easter": "{weekday} de la {roman} semana de Pascua",
        "Ordinary Time": "{weekday} de la {roman} semana del Tiempo Ordinario",
    },
    "pt": {
        "Advent": "{weekday} da {roman} Semana do Advento",
        "Lent": "{weekday} da {roman} Semana da Quaresma",
        "Easter": "{weekday} da {roman} Semana da Páscoa",
        "Ordinary Time": "{weekday} da {roman} Semana do Tempo Comum",
    },
    "it": {
        "Advent": "{weekday} della {roman} settimana di Avvento",
        "Lent": "{weekday} della {roman} settimana di Quaresima",
        "Easter": "{weekday} della {roman} settimana di Pasqua",
        "Ordinary Time": "{weekday} della {roman} settimana del Tempo Ordinario",
    },
    "hr": {
        "Advent": "{weekday} {number}. tjedna došašća",
        "Lent": "{weekday} {number}. korizmenog tjedna",
        "Easter": "{weekday} {number}. vazmenog tjedna",
        "Ordinary Time": "{weekday} {number}. tjedna kroz godinu",
    },
}
# The weekdays of 17-24 December: the week's title and the date ("Thursday of the 3rd Week of
# Advent (17 December)").
WEEKDAY_OF_WEEK_WITH_DATE: dict[str, dict[str, str]] = {
    language: {season: f"{pattern} ({{date}})" for season, pattern in seasons.items()}
    for language, seasons in WEEKDAY_OF_WEEK.items()
}
WEEKDAY_AFTER_ASH_WEDNESDAY: dict[str, dict[str, str]] = {
    "en": {"Lent": "{weekday} after Ash Wednesday"},
    "es": {"Lent": "{weekday} después de Ceniza"},
    "pt": {"Lent": "{weekday} depois das Cinzas"},
    "it": {"Lent": "{weekday} dopo le Ceneri"},
    "hr": {"Lent": "{weekday} poslije Pepelnice"},
}
# Monday to Wednesday of Holy Week ("Lunes Santo", "Segunda-feira Santa", "Lunedì Santo";
# Croatian by the week, "Ponedjeljak Velikoga tjedna", since "Veliki ponedjeljak" would need
# the weekday's gender).
WEEKDAY_OF_HOLY_WEEK: dict[str, dict[str, str]] = {
    "en": {"Lent": "{weekday} of Holy Week"},
    "es": {"Lent": "{weekday} Santo"},
    "pt": {"Lent": "{weekday} Santa"},
    "it": {"Lent": "{weekday} Santo"},
    "hr": {"Lent": "{weekday} Velikoga tjedna"},
}
WEEKDAY_IN_EASTER_OCTAVE: dict[str, dict[str, str]] = {
    "en": {"Easter": "{weekday} within the Octave of Easter"},
    "es": {"Easter": "{weekday} de la Octava de Pascua"},
    "pt": {"Easter": "{weekday} da Oitava da Páscoa"},
    "it": {"Easter": "{weekday} fra l'Ottava di Pasqua"},
    "hr": {"Easter": "{weekday} u vazmenoj osmini"},
}
# 29-31 December (the 5th to 7th days; Christmas is the first).
DAY_IN_CHRISTMAS_OCTAVE: dict[str, dict[str, str]] = {
    "en": {"Christmas": "{ordinal_word} Day within the Octave of Christmas"},
    "es": {"Christmas": "{roman} día de la Octava de Navidad"},
    "pt": {"Christmas": "{roman} dia da Oitava do Natal"},
    "it": {"Christmas": "{roman} giorno fra l'Ottava di Natale"},
    "hr": {"Christmas": "{number}. dan u božićnoj osmini"},
}
# The weekdays of January before the Baptism of the Lord ("Friday of Christmas Time (3 January)").
WEEKDAY_OF_CHRISTMAS_TIME: dict[str, dict[str, str]] = {
    "en": {"Christmas": "{weekday} of Christmas Time ({date})"},
    "es": {"Christmas": "{weekday} del Tiempo de Navidad ({date})"},
    "pt": {"Christmas": "{weekday} do Tempo do Natal ({date})"},
    "it": {"Christmas": "{weekday} del Tempo di Natale ({date})"},
    "hr": {"Christmas": "{weekday} božićnog vremena ({date})"},
}

PATTERN_TABLES: dict[str, dict[str, dict[str, str]]] = {
    "SUNDAY_OF_SEASON": SUNDAY_OF_SEASON,
    "WEEKDAY_OF_WEEK": WEEKDAY_OF_WEEK,
    "WEEKDAY_OF_WEEK_WITH_DATE": WEEKDAY_OF_WEEK_WITH_DATE,
    "WEEKDAY_AFTER_ASH_WEDNESDAY": WEEKDAY_AFTER_ASH_WEDNESDAY,
    "WEEKDAY_OF_HOLY_WEEK": WEEKDAY_OF_HOLY_WEEK,
    "WEEKDAY_IN_EASTER_OCTAVE": WEEKDAY_IN_EASTER_OCTAVE,
    "DAY_IN_CHRISTMAS_OCTAVE": DAY_IN_CHRISTMAS_OCTAVE,
    "WEEKDAY_OF_CHRISTMAS_TIME": WEEKDAY_OF_CHRISTMAS_TIME,
}
