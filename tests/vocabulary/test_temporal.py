"""The proper of seasons' vocabulary (portal.vocabulary.temporal) against the sandbox's
calendar (sandbox/catalog/liturgical_calendar.py): every name in five languages, and every title
the sandbox gives a day of 2026 and 2027 that is not a saint's day or a fixed-date feast (those
are the sanctoral vocabulary's) written in es, pt, it and hr, and left as it is in en.
"""

from __future__ import annotations

import datetime as dt
import string

import pytest

from portal.vocabulary import temporal
from portal.vocabulary.names import LANGUAGES, Names
from sandbox.catalog import liturgy
from sandbox.catalog.liturgical_calendar import (
    _FIXED,
    _LORD,
    _MAJOR,
    _TRANSFERABLE,
    Day,
    cycles,
    liturgical_day,
    ordinal,
)

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

TRANSLATED = ("es", "pt", "it", "hr")
TABLES = {
    "SEASONS": temporal.SEASONS,
    "RANKS": temporal.RANKS,
    "COLOURS": temporal.COLOURS,
    "CELEBRATIONS": temporal.CELEBRATIONS,
}
# The sandbox's fixed-date feasts and transferable solemnities: the sanctoral vocabulary's.
SANCTORAL_TITLES = frozenset(
    [entry[0] for entry in _FIXED.values()] + [title for title, _ in _TRANSFERABLE.values()]
)
FIRST_DAY, LAST_DAY = dt.date(2026, 1, 1), dt.date(2027, 12, 31)
DAYS: list[Day] = [
    liturgical_day(FIRST_DAY + dt.timedelta(days=n)) for n in range((LAST_DAY - FIRST_DAY).days + 1)
]
TEMPORAL_DAYS = [day for day in DAYS if day.title not in SANCTORAL_TITLES]


def _fields(pattern: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(pattern) if field}


# --- Every name -------------------------------------------------------------------------------


@pytest.mark.parametrize("table", TABLES)
def test_every_name_has_its_five_languages(table: str) -> None:
    for key, names in TABLES[table].items():
        assert isinstance(names, Names)
        assert names.en == key, key  # English is the spelling upstream writes
        for language in LANGUAGES:
            name = names.in_language(language)
            assert name and name == name.strip(), (key, language)
            assert "{" not in name and "  " not in name, (key, language)


@pytest.mark.parametrize("table", TABLES)
def test_short_forms_fit_a_calendar_cell(table: str) -> None:
    for key, names in TABLES[table].items():
        assert set(names.short) <= set(LANGUAGES), key
        for language, short in names.short.items():
            assert short and short == short.strip() and len(short) <= 32, (key, language, short)
        for language in LANGUAGES:
            if len(names.in_language(language)) > 32:
                assert language in names.short, (key, language)
            assert len(names.short_in(language)) <= 32, (key, language)


def test_the_sandbox_named_days_are_celebrations() -> None:
    named = {title for title, *_ in _MAJOR.values()} | set(_LORD.values())
    named |= {
        "The Holy Family of Jesus, Mary and Joseph",
        "The Baptism of the Lord",
        "The Blessed Virgin Mary, Mother of the Church",
        "Second Sunday of Easter (Divine Mercy Sunday)",
        "Second Sunday after the Nativity",
    }
    assert named <= set(temporal.CELEBRATIONS), named - set(temporal.CELEBRATIONS)


def test_saints_days_are_left_to_the_sanctoral_vocabulary() -> None:
    assert not SANCTORAL_TITLES & set(temporal.CELEBRATIONS)
    for title in SANCTORAL_TITLES:
        assert temporal.localize_title(title, "es") is None, title


def test_every_season_rank_and_colour_the_sandbox_writes_is_known() -> None:
    assert {day.season for day in DAYS} <= set(temporal.SEASONS)
    assert {day.rank for day in DAYS} <= set(temporal.RANKS)
    assert {day.colour for day in DAYS} <= set(temporal.COLOURS)
    assert {"Optional Memorial", "Black", "Gold", "Rose", "Christmas Time", "Easter Time"} <= (
        set(temporal.SEASONS) | set(temporal.RANKS) | set(temporal.COLOURS)
    )


# --- Every title of two years -----------------------------------------------------------------


def test_every_temporal_title_of_2026_and_2027_in_every_language() -> None:
    assert len(TEMPORAL_DAYS) > 650  # the sanctoral days are few
    missing = []
    for day in TEMPORAL_DAYS:
        assert temporal.localize_title(day.title, "en") == day.title, day
        for language in TRANSLATED:
            title = temporal.localize_title(day.title, language)
            if title is None or title == day.title or "{" in title or "}" in title:
                missing.append((day.on.isoformat(), day.title, language, title))
    assert not missing, missing[:20]


def test_the_english_tables_write_the_sandbox_titles_again() -> None:
    generated = {day.title for day in TEMPORAL_DAYS} - set(temporal.CELEBRATIONS)
    assert len(generated) > 200
    for title in generated:
        found = temporal.match_title(title)
        assert found is not None, title
        assert temporal.format_title(found, "en") == title


def test_the_english_season_and_lectionary_lines_are_the_sandbox_lines() -> None:
    for day in DAYS:
        query = f"{day.on.day} {liturgy.MONTHS[day.on.month - 1]} {day.on.year}"
        text = liturgy.mass_readings(query, today=day.on)
        assert text is not None
        season_line, lectionary_line = text.splitlines()[1:3]
        with_week = bool(day.week) and day.season != "Christmas"
        fields = {"season": day.season, "rank": day.rank, "colour": day.colour}
        line = (temporal.SEASON_LINE_WITH_WEEK if with_week else temporal.SEASON_LINE)["en"]
        assert line.format(week=str(day.week), **fields) == season_line
        sunday_cycle, weekday_cycle = cycles(day.on)
        lectionary = temporal.LECTIONARY_LINE["en"]
        assert (
            lectionary.format(sunday_cycle=sunday_cycle, weekday_cycle=weekday_cycle)
            == lectionary_line
        )


def test_every_language_has_every_line_and_pattern_with_the_same_fields() -> None:
    for lines in (temporal.SEASON_LINE, temporal.SEASON_LINE_WITH_WEEK, temporal.LECTIONARY_LINE):
        assert set(lines) == set(LANGUAGES)
        for language in LANGUAGES:
            assert _fields(lines[language]) == _fields(lines["en"]), language
    allowed = {"number", "roman", "ordinal", "ordinal_word", "weekday", "date"}
    for name, table in temporal.PATTERN_TABLES.items():
        assert set(table) == set(LANGUAGES), name
        for language in LANGUAGES:
            assert set(table[language]) == set(table["en"]), (name, language)
            for season, pattern in table[language].items():
                assert season in temporal.SEASONS, (name, season)
                assert _fields(pattern) <= allowed, (name, language, pattern)
                # The weekday and the date are the table's, whatever the language.
                assert _fields(pattern) & {"weekday", "date"} == _fields(table["en"][season]) & {
                    "weekday",
                    "date",
                }, (name, language)
    assert {pattern.table for pattern in temporal.ENGLISH_PATTERNS} == set(temporal.PATTERN_TABLES)


# --- Exact words ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "language", "expected"),
    [
        ("Tuesday of the 1st Week of Advent", "es", "Martes de la I semana de Adviento"),
        ("Second Sunday of Advent", "es", "II Domingo de Adviento"),
        ("Third Sunday of Lent", "es", "III Domingo de Cuaresma"),
        ("Monday of the 3rd Week of Lent", "es", "Lunes de la III semana de Cuaresma"),
        ("Friday of the 2nd Week of Easter", "es", "Viernes de la II semana de Pascua"),
        ("14th Sunday in Ordinary Time", "es", "XIV Domingo del Tiempo Ordinario"),
        (
            "Wednesday of the 14th Week in Ordinary Time",
            "es",
            "Miércoles de la XIV semana del Tiempo Ordinario",
        ),
        (
            "Thursday of the 3rd Week of Advent (17 December)",
            "es",
            "Jueves de la III semana de Adviento (17 de diciembre)",
        ),
        (
            "Friday of Christmas Time (3 January)",
            "es",
            "Viernes del Tiempo de Navidad (3 de enero)",
        ),
        ("Fifth Day within the Octave of Christmas", "es", "V día de la Octava de Navidad"),
        ("Monday within the Octave of Easter", "es", "Lunes de la Octava de Pascua"),
        ("Monday of Holy Week", "es", "Lunes Santo"),
        ("Thursday after Ash Wednesday", "es", "Jueves después de Ceniza"),
        ("Palm Sunday of the Passion of the Lord", "es", "Domingo de Ramos en la Pasión del Señor"),
        (
            "Second Sunday of Easter (Divine Mercy Sunday)",
            "es",
            "II Domingo de Pascua o de la Divina Misericordia",
        ),
        ("The Nativity of the Lord (Christmas)", "es", "La Natividad del Señor (Navidad)"),
        ("Tuesday of the 1st Week of Advent", "hr", "Utorak 1. tjedna došašća"),
        ("Second Sunday of Advent", "hr", "2. nedjelja došašća"),
        ("Third Sunday of Lent", "hr", "3. korizmena nedjelja"),
        ("Monday of the 3rd Week of Lent", "hr", "Ponedjeljak 3. korizmenog tjedna"),
        ("Fifth Sunday of Easter", "hr", "5. vazmena nedjelja"),
        ("Friday of the 2nd Week of Easter", "hr", "Petak 2. vazmenog tjedna"),
        ("14th Sunday in Ordinary Time", "hr", "14. nedjelja kroz godinu"),
        ("Wednesday of the 14th Week in Ordinary Time", "hr", "Srijeda 14. tjedna kroz godinu"),
        (
            "Thursday of the 3rd Week of Advent (17 December)",
            "hr",
            "Četvrtak 3. tjedna došašća (17. prosinca)",
        ),
        ("Friday of Christmas Time (3 January)", "hr", "Petak božićnog vremena (3. siječnja)"),
        ("Sixth Day within the Octave of Christmas", "hr", "6. dan u božićnoj osmini"),
        ("Monday within the Octave of Easter", "hr", "Ponedjeljak u vazmenoj osmini"),
        ("Wednesday of Holy Week", "hr", "Srijeda Velikoga tjedna"),
        ("Thursday after Ash Wednesday", "hr", "Četvrtak poslije Pepelnice"),
        ("Second Sunday after the Nativity", "hr", "2. nedjelja po Božiću"),
        ("Friday of the Passion of the Lord (Good Friday)", "hr", "Veliki petak – Muka Gospodnja"),
        ("First Sunday of Advent", "it", "I Domenica di Avvento"),
        ("Tuesday of the 1st Week of Advent", "it", "Martedì della I settimana di Avvento"),
        ("Monday within the Octave of Easter", "it", "Lunedì fra l'Ottava di Pasqua"),
        ("Tuesday of the 1st Week of Advent", "pt", "Terça-feira da I Semana do Advento"),
        ("14th Sunday in Ordinary Time", "pt", "XIV Domingo do Tempo Comum"),
    ],
)
def test_exact_titles(title: str, language: str, expected: str) -> None:
    assert temporal.localize_title(title, language) == expected


def test_short_names_of_the_great_days() -> None:
    celebrations = temporal.CELEBRATIONS
    assert celebrations["The Nativity of the Lord (Christmas)"].short_in("en") == "Christmas"
    assert celebrations["Palm Sunday of the Passion of the Lord"].short_in("hr") == "Cvjetnica"
    good_friday = celebrations["Friday of the Passion of the Lord (Good Friday)"]
    assert good_friday.short_in("es") == "Viernes Santo"
    assert good_friday.short_in("hr") == "Veliki petak"


# --- Other ways of writing a title ------------------------------------------------------------


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Fourteenth Sunday in Ordinary Time", "XIV Domingo del Tiempo Ordinario"),
        ("the 14th Sunday of Ordinary Time", "XIV Domingo del Tiempo Ordinario"),
        ("Twenty-first Sunday in Ordinary Time", "XXI Domingo del Tiempo Ordinario"),
        ("Twenty first Sunday in Ordinary Time", "XXI Domingo del Tiempo Ordinario"),
        ("Thirty-fourth Sunday in Ordinary Time", "XXXIV Domingo del Tiempo Ordinario"),
        ("Tuesday of the First Week of Advent", "Martes de la I semana de Adviento"),
        ("tuesday of the 1st week of advent", "Martes de la I semana de Adviento"),
        ("Friday of the Second Week of Easter Time", "Viernes de la II semana de Pascua"),
        ("Friday of the 2nd Week of Eastertide", "Viernes de la II semana de Pascua"),
        ("3rd Sunday of Advent", "III Domingo de Adviento"),
        ("Easter Monday", "Lunes de la Octava de Pascua"),
        ("Holy Tuesday", "Martes Santo"),
        ("Friday of Christmas Time (January 3)", "Viernes del Tiempo de Navidad (3 de enero)"),
        ("Good Friday", "Viernes Santo de la Pasión del Señor"),
        (
            "Thursday of the Lord’s Supper (Holy Thursday)",
            "Jueves Santo: Misa de la Cena del Señor",
        ),
        ("  Pentecost   Sunday ", "Domingo de Pentecostés"),
    ],
)
def test_other_ways_of_writing_a_title(title: str, expected: str) -> None:
    assert temporal.localize_title(title, "es") == expected


@pytest.mark.parametrize(
    "title",
    [
        "",
        "Saint Andrew, Apostle",
        "Fifth Sunday of Advent",
        "Monday of the 35th Week in Ordinary Time",
        "Seventh Sunday of Lent",
        "Tuesday of the 1st Week of Pentecost",
        "Sunday of the Word of God",
    ],
)
def test_titles_nothing_knows(title: str) -> None:
    for language in LANGUAGES:
        assert temporal.localize_title(title, language) is None


def test_english_ordinals_words_and_numbers() -> None:
    assert len(temporal.ORDINAL_WORDS) == 34
    for number, word in enumerate(temporal.ORDINAL_WORDS, start=1):
        assert temporal.english_ordinal(word) == number
        assert temporal.english_ordinal(word.upper()) == number
        assert temporal.english_ordinal(ordinal(number)) == number
        assert temporal.english_ordinal(str(number)) == number
    assert temporal.english_ordinal("Thirty-fifth") is None
    assert temporal.english_ordinal("35th") is None
    assert [temporal.roman(n) for n in (1, 4, 9, 14, 19, 24, 29, 34)] == [
        "I",
        "IV",
        "IX",
        "XIV",
        "XIX",
        "XXIV",
        "XXIX",
        "XXXIV",
    ]


def test_the_date_is_written_by_the_caller_when_it_says_how() -> None:
    title = "Friday of Christmas Time (3 January)"
    written = temporal.localize_title(
        title, "es", day_and_month=lambda day, month: f"{day}/{month}"
    )
    assert written == "Viernes del Tiempo de Navidad (3/1)"
    assert [temporal.format_day_and_month(3, 1, language) for language in LANGUAGES] == [
        "3 January",
        "3 de enero",
        "3 de janeiro",
        "3 gennaio",
        "3. siječnja",
    ]


def test_an_unknown_language_is_english() -> None:
    assert temporal.localize_title("Second Sunday of Advent", "fr") == "Second Sunday of Advent"
