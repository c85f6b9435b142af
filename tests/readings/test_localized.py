"""The day's readings in the reader's language (portal/readings/localized.py), built from what
the sandbox writes: the celebration, season line, cycles, headings and references come from the
vocabulary; what it does not know stays upstream's English, marked, and is logged once."""

from __future__ import annotations

import datetime as dt
import logging

import pytest
from django.utils import translation

from portal.readings import localized, texts
from sandbox.catalog.liturgy import mass_readings

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

ADVENT_TUESDAY = dt.date(2026, 12, 1)
IMMACULATE = dt.date(2026, 12, 8)


def local(day: dt.date, language: str) -> localized.LocalReadings:
    text = mass_readings(day.isoformat(), today=day)
    with translation.override(language):
        return localized.localize(texts.parse_readings(text))


def test_an_advent_weekday_in_spanish_and_croatian():
    es = local(ADVENT_TUESDAY, "es")
    assert es.celebration.text == "Martes de la I semana de Adviento"
    assert es.celebration.lang == "es"
    assert es.season.text == "Tiempo litúrgico: Adviento (semana 1) · Feria · Color: Morado"
    assert es.lectionary.text == "Leccionario: ciclo dominical B, ciclo ferial I"
    first, psalm, gospel = es.readings
    assert (first.heading.text, first.reference.text) == ("Primera lectura", "Isaías 11, 1-10")
    assert psalm.reference.text.startswith("Salmo 72, 1-2. 7-8. 12-13. 17")
    assert gospel.heading.text == "Evangelio" and gospel.reference.text == "Lucas 10, 21-24"

    hr = local(ADVENT_TUESDAY, "hr")
    assert hr.celebration.text == "Utorak 1. tjedna došašća"
    assert hr.readings[0].reference.text == "Izaija 11, 1-10"
    assert hr.readings[0].heading.text == "Prvo čitanje"


def test_english_stays_exactly_as_upstream_wrote_it():
    en = local(ADVENT_TUESDAY, "en")
    assert en.celebration.text == "Tuesday of the 1st Week of Advent"
    assert en.season.text == "Liturgical season: Advent (week 1) · Weekday · Colour: Violet"
    assert en.readings[0].reference.text == "Isaiah 11:1-10"
    assert not en.celebration.foreign


def test_a_saints_day_and_its_short_form_for_a_calendar_cell():
    with translation.override("es"):
        whole = localized.celebration("The Immaculate Conception of the Blessed Virgin Mary")
        short = localized.celebration(
            "The Immaculate Conception of the Blessed Virgin Mary", short=True
        )
    assert whole.lang == "es" and "Inmaculada" in whole.text
    assert len(short.text) <= 32 and "Inmaculada" in short.text
    assert local(IMMACULATE, "hr").celebration.text.startswith("Bezgrješno")


def test_what_the_vocabulary_lacks_stays_english_marked_and_is_logged_once(caplog):
    caplog.set_level(logging.INFO, logger="portal.readings.localized")
    text = (
        "Mass readings for Friday, 4 December 2026 — The Feast of an Unheard-of Saint\n"
        "Liturgical season: Advent (week 1) · Weekday · Colour: Violet\n\n"
        "First Reading: Hezekiah 1:1-3\nSome text."
    )
    for _ in range(3):
        with translation.override("hr"):
            shown = localized.localize(texts.parse_readings(text))
            assert shown.celebration.foreign
    assert shown.celebration.text == "The Feast of an Unheard-of Saint"
    assert shown.celebration.lang == "en"
    assert shown.readings[0].reference.text == "Hezekiah 1:1-3"
    assert shown.readings[0].reference.lang == "en"
    assert shown.readings[0].heading.lang == "hr"  # our own words are always known
    logged = [r.getMessage() for r in caplog.records if "Unheard-of" in r.getMessage()]
    assert len(logged) == 1


@pytest.mark.parametrize("language", ["es", "pt", "it", "hr"])
def test_every_day_of_a_year_is_known_in_every_language(language):
    """Every celebration, season line, cycle line and reference the sandbox writes for 2027
    (every day of a whole year) is in the vocabulary: nothing falls back to English."""
    day = dt.date(2027, 1, 1)
    while day.year == 2027:
        shown = local(day, language)
        pieces = [shown.celebration, shown.season, shown.lectionary]
        pieces += [reading.reference for reading in shown.readings]
        pieces += [reading.heading for reading in shown.readings]
        pieces += [item.name for item in shown.also_remembered]
        english = [str(piece) for piece in pieces if piece is None or piece.lang != language]
        assert english == [], day
        day += dt.timedelta(days=1)


def test_the_day_heading_uses_the_languages_own_date_format():
    parts = texts.parse_readings(mass_readings(ADVENT_TUESDAY.isoformat(), today=ADVENT_TUESDAY))
    with translation.override("es"):
        heading = localized.day_heading(ADVENT_TUESDAY, parts)
    assert heading == "martes, 1 de diciembre de 2026 — Martes de la I semana de Adviento"
