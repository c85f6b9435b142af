"""The sandbox liturgical calendar, lectionary references, date phrases and martyrology text.

Expected references follow the Lectionary for Mass (United States verse numbering) on the
General Roman Calendar; each row was checked against the published lectionary index.
"""

from datetime import date

import pytest

from sandbox.catalog import lectionary, liturgical_calendar, liturgy

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

TODAY = date(2026, 12, 1)  # Tuesday of the 1st week of Advent, year B


def refs(on: str) -> list[str]:
    day = liturgy.liturgical_day(date.fromisoformat(on))
    return [reference for _, reference in liturgy.day_readings(day)]


# (date, title, colour, [first, psalm, (second,) gospel])
KNOWN_DAYS = [
    ("2026-11-29", "First Sunday of Advent", "Violet",
     ["Isaiah 63:16b-17, 19b; 64:2-7", "Psalm 80:2-3, 15-16, 18-19 (R. 4)",
      "1 Corinthians 1:3-9", "Mark 13:33-37"]),
    ("2026-12-01", "Tuesday of the 1st Week of Advent", "Violet",
     ["Isaiah 11:1-10", "Psalm 72:1-2, 7-8, 12-13, 17 (R. cf. 7)", "Luke 10:21-24"]),
    ("2026-12-02", "Wednesday of the 1st Week of Advent", "Violet",
     ["Isaiah 25:6-10a", "Psalm 23:1-3a, 3b-4, 5, 6 (R. 6cd)", "Matthew 15:29-37"]),
    ("2026-12-05", "Saturday of the 1st Week of Advent", "Violet",
     ["Isaiah 30:19-21, 23-26", "Psalm 147:1-2, 3-4, 5-6 (R. cf. Isaiah 30:18d)",
      "Matthew 9:35–10:1, 5a, 6-8"]),
    ("2026-12-08", "The Immaculate Conception of the Blessed Virgin Mary", "White",
     ["Genesis 3:9-15, 20", "Psalm 98:1, 2-3ab, 3cd-4 (R. 1a)", "Ephesians 1:3-6, 11-12",
      "Luke 1:26-38"]),
    ("2026-12-13", "Third Sunday of Advent", "Rose or Violet",
     ["Isaiah 61:1-2a, 10-11", "Luke 1:46-48, 49-50, 53-54 (R. Isaiah 61:10b)",
      "1 Thessalonians 5:16-24", "John 1:6-8, 19-28"]),
    ("2026-12-17", "Thursday of the 3rd Week of Advent (17 December)", "Violet",
     ["Genesis 49:2, 8-10", "Psalm 72:1-2, 3-4ab, 7-8, 17 (R. cf. 7)", "Matthew 1:1-17"]),
    ("2026-12-20", "Fourth Sunday of Advent", "Violet",
     ["2 Samuel 7:1-5, 8b-12, 14a, 16", "Psalm 89:2-3, 4-5, 27, 29 (R. 2a)",
      "Romans 16:25-27", "Luke 1:26-38"]),
    ("2026-12-25", "The Nativity of the Lord (Christmas)", "White",
     ["Isaiah 52:7-10", "Psalm 98:1, 2-3, 3-4, 5-6 (R. 3c)", "Hebrews 1:1-6", "John 1:1-18"]),
    ("2026-12-27", "The Holy Family of Jesus, Mary and Joseph", "White",
     ["Sirach 3:2-6, 12-14", "Psalm 128:1-2, 3, 4-5 (R. cf. 1)", "Colossians 3:12-21",
      "Luke 2:22-40"]),
    ("2026-12-29", "Fifth Day within the Octave of Christmas", "White",
     ["1 John 2:3-11", "Psalm 96:1-2a, 2b-3, 5b-6 (R. 11a)", "Luke 2:22-35"]),
    ("2027-01-01", "Mary, the Holy Mother of God", "White",
     ["Numbers 6:22-27", "Psalm 67:2-3, 5, 6, 8 (R. 2a)", "Galatians 4:4-7", "Luke 2:16-21"]),
    ("2027-01-06", "The Epiphany of the Lord", "White",
     ["Isaiah 60:1-6", "Psalm 72:1-2, 7-8, 10-11, 12-13 (R. cf. 11)",
      "Ephesians 3:2-3a, 5-6", "Matthew 2:1-12"]),
    ("2027-01-08", "Friday of Christmas Time (8 January)", "White",
     ["1 John 4:7-10", "Psalm 72:1-2, 3-4, 7-8 (R. cf. 11)", "Mark 6:34-44"]),
    ("2027-01-10", "The Baptism of the Lord", "White",
     ["Isaiah 42:1-4, 6-7", "Psalm 29:1-2, 3-4, 3, 9-10 (R. 11b)", "Acts 10:34-38",
      "Mark 1:7-11"]),
    ("2027-02-10", "Ash Wednesday", "Violet",
     ["Joel 2:12-18", "Psalm 51:3-4, 5-6ab, 12-13, 14, 17 (R. cf. 3a)",
      "2 Corinthians 5:20–6:2", "Matthew 6:1-6, 16-18"]),
    ("2027-02-14", "First Sunday of Lent", "Violet",
     ["Genesis 9:8-15", "Psalm 25:4-5, 6-7, 8-9 (R. cf. 10)", "1 Peter 3:18-22",
      "Mark 1:12-15"]),
    ("2027-02-16", "Tuesday of the 1st Week of Lent", "Violet",
     ["Isaiah 55:10-11", "Psalm 34:4-5, 6-7, 16-17, 18-19 (R. 18b)", "Matthew 6:7-15"]),
    ("2027-03-12", "Friday of the 4th Week of Lent", "Violet",
     ["Wisdom 2:1a, 12-22", "Psalm 34:17-18, 19-20, 21, 23 (R. 19a)",
      "John 7:1-2, 10, 25-30"]),
    ("2027-03-19", "Saint Joseph, Spouse of the Blessed Virgin Mary", "White",
     ["2 Samuel 7:4-5a, 12-14a, 16", "Psalm 89:2-3, 4-5, 27, 29 (R. 37)",
      "Romans 4:13, 16-18, 22", "Matthew 1:16, 18-21, 24a"]),
    ("2027-03-21", "Palm Sunday of the Passion of the Lord", "Red",
     ["Isaiah 50:4-7", "Psalm 22:8-9, 17-18, 19-20, 23-24 (R. 2a)", "Philippians 2:6-11",
      "Mark 14:1–15:47"]),
    ("2027-03-25", "Thursday of the Lord's Supper (Holy Thursday)", "White",
     ["Exodus 12:1-8, 11-14", "Psalm 116:12-13, 15-16bc, 17-18 (R. cf. 1 Corinthians 10:16)",
      "1 Corinthians 11:23-26", "John 13:1-15"]),
    ("2027-03-26", "Friday of the Passion of the Lord (Good Friday)", "Red",
     ["Isaiah 52:13–53:12", "Psalm 31:2, 6, 12-13, 15-16, 17, 25 (R. Luke 23:46)",
      "Hebrews 4:14-16; 5:7-9", "John 18:1–19:42"]),
    ("2027-03-28", "Easter Sunday of the Resurrection of the Lord", "White",
     ["Acts 10:34a, 37-43", "Psalm 118:1-2, 16-17, 22-23 (R. 24)", "Colossians 3:1-4",
      "John 20:1-9"]),
    ("2027-03-30", "Tuesday within the Octave of Easter", "White",
     ["Acts 2:36-41", "Psalm 33:4-5, 18-19, 20, 22 (R. 5b)", "John 20:11-18"]),
    # 25 March 2027 is Holy Thursday: the Annunciation moves after the Easter Octave.
    ("2027-04-05", "The Annunciation of the Lord", "White",
     ["Isaiah 7:10-14; 8:10", "Psalm 40:7-8, 8-9, 10, 11 (R. 8a, 9a)", "Hebrews 10:4-10",
      "Luke 1:26-38"]),
    ("2027-04-27", "Tuesday of the 5th Week of Easter", "White",
     ["Acts 14:19-28", "Psalm 145:10-11, 12-13ab, 21 (R. cf. 12)", "John 14:27-31a"]),
    ("2027-05-06", "The Ascension of the Lord", "White",
     ["Acts 1:1-11", "Psalm 47:2-3, 6-7, 8-9 (R. 6)", "Ephesians 1:17-23", "Mark 16:15-20"]),
    ("2027-05-16", "Pentecost Sunday", "Red",
     ["Acts 2:1-11", "Psalm 104:1, 24, 29-30, 31, 34 (R. cf. 30)",
      "1 Corinthians 12:3b-7, 12-13", "John 20:19-23"]),
    ("2027-05-23", "The Most Holy Trinity", "White",
     ["Deuteronomy 4:32-34, 39-40", "Psalm 33:4-5, 6, 9, 18-19, 20, 22 (R. 12b)",
      "Romans 8:14-17", "Matthew 28:16-20"]),
    ("2027-06-04", "The Most Sacred Heart of Jesus", "White",
     ["Hosea 11:1, 3-4, 8c-9", "Isaiah 12:2-3, 4, 5-6 (R. 3)", "Ephesians 3:8-12, 14-19",
      "John 19:31-37"]),
    ("2027-09-05", "23rd Sunday in Ordinary Time", "Green",
     ["Isaiah 35:4-7a", "Psalm 146:6-7, 8-9, 9-10 (R. 1b)", "James 2:1-5", "Mark 7:31-37"]),
    ("2027-11-21", "Our Lord Jesus Christ, King of the Universe", "White",
     ["Daniel 7:13-14", "Psalm 93:1, 1-2, 5 (R. 1a)", "Revelation 1:5-8", "John 18:33b-37"]),
    # Year C
    ("2027-11-28", "First Sunday of Advent", "Violet",
     ["Jeremiah 33:14-16", "Psalm 25:4-5, 8-9, 10, 14 (R. 1b)", "1 Thessalonians 3:12–4:2",
      "Luke 21:25-28, 34-36"]),
    ("2027-12-12", "Third Sunday of Advent", "Rose or Violet",
     ["Zephaniah 3:14-18a", "Isaiah 12:2-3, 4, 5-6 (R. 6)", "Philippians 4:4-7",
      "Luke 3:10-18"]),
    ("2028-03-26", "Fourth Sunday of Lent", "Rose or Violet",
     ["Joshua 5:9a, 10-12", "Psalm 34:2-3, 4-5, 6-7 (R. 9a)", "2 Corinthians 5:17-21",
      "Luke 15:1-3, 11-32"]),
    ("2028-03-20", "Saint Joseph, Spouse of the Blessed Virgin Mary", "White",
     ["2 Samuel 7:4-5a, 12-14a, 16", "Psalm 89:2-3, 4-5, 27, 29 (R. 37)",
      "Romans 4:13, 16-18, 22", "Matthew 1:16, 18-21, 24a"]),
    ("2028-06-18", "The Most Holy Body and Blood of Christ", "White",
     ["Genesis 14:18-20", "Psalm 110:1, 2, 3, 4 (R. 4b)", "1 Corinthians 11:23-26",
      "Luke 9:11b-17"]),
    ("2028-07-16", "15th Sunday in Ordinary Time", "Green",
     ["Deuteronomy 30:10-14", "Psalm 69:14, 17, 30-31, 33-34, 36, 37 (R. cf. 33)",
      "Colossians 1:15-20", "Luke 10:25-37"]),
    ("2028-11-26", "Our Lord Jesus Christ, King of the Universe", "White",
     ["2 Samuel 5:1-3", "Psalm 122:1-2, 3-4, 4-5 (R. cf. 1)", "Colossians 1:12-20",
      "Luke 23:35-43"]),
]  # fmt: skip


@pytest.mark.parametrize(("on", "title", "colour", "expected"), KNOWN_DAYS)
def test_known_days_have_the_lectionary_references(on, title, colour, expected):
    day = liturgy.liturgical_day(date.fromisoformat(on))
    assert day.title == title
    assert day.colour == colour
    assert refs(on) == expected


@pytest.mark.parametrize(
    ("year", "easter", "ash_wednesday", "pentecost", "advent"),
    [
        (2026, date(2026, 4, 5), date(2026, 2, 18), date(2026, 5, 24), date(2026, 11, 29)),
        (2027, date(2027, 3, 28), date(2027, 2, 10), date(2027, 5, 16), date(2027, 11, 28)),
        (2028, date(2028, 4, 16), date(2028, 3, 1), date(2028, 6, 4), date(2028, 12, 3)),
        (2038, date(2038, 4, 25), date(2038, 3, 10), date(2038, 6, 13), date(2038, 11, 28)),
    ],
)
def test_moveable_days_come_from_the_computus(year, easter, ash_wednesday, pentecost, advent):
    days = liturgical_calendar.moveable(year)
    assert (days["easter"], days["ash-wednesday"], days["pentecost"], days["advent"]) == (
        easter,
        ash_wednesday,
        pentecost,
        advent,
    )


@pytest.mark.parametrize(
    ("on", "cycles"),
    [
        ("2026-11-28", ("A", "II")),
        ("2026-11-29", ("B", "I")),
        ("2027-11-27", ("B", "I")),
        ("2027-11-28", ("C", "II")),
        ("2028-12-03", ("A", "I")),
    ],
)
def test_sunday_and_weekday_cycles_turn_on_the_first_sunday_of_advent(on, cycles):
    assert liturgical_calendar.cycles(date.fromisoformat(on)) == cycles


def test_every_day_of_two_liturgical_years_has_a_title_and_readings():
    on, end = date(2026, 11, 29), date(2028, 12, 2)
    while on <= end:
        day = liturgy.liturgical_day(on)
        readings = dict(liturgy.day_readings(day))
        assert day.title and day.colour and day.season
        assert {"First Reading", "Responsorial Psalm", "Gospel"} <= readings.keys()
        if on.weekday() == 6:
            assert "Second Reading" in readings, on
        if day.season in {"Advent", "Christmas", "Lent", "Easter", "Paschal Triduum"}:
            assert day.readings is not None, on  # from the lectionary, never a sample
        on = date.fromordinal(on.toordinal() + 1)


def test_every_lectionary_key_the_calendar_can_name_exists():
    keys = lectionary.keys()
    on = date(2026, 1, 1)
    while on <= date(2038, 12, 31):
        day = liturgy.liturgical_day(on)
        assert day.key is None or day.key in keys, (on, day.key)
        on = date.fromordinal(on.toordinal() + 1)


def test_ordinary_time_weekdays_say_their_references_are_samples():
    text = liturgy.mass_readings("2027-07-06", today=TODAY)
    assert "Tuesday of the 14th Week in Ordinary Time" in text
    assert liturgy.SAMPLE_NOTE in text


def test_the_readings_text_names_cycle_colour_and_references():
    text = liturgy.mass_readings("today", today=TODAY)
    assert text.startswith("Mass readings for Tuesday, 1 December 2026 — Tuesday of the 1st Week")
    assert "Liturgical season: Advent (week 1) · Weekday · Colour: Violet" in text
    assert "Sunday cycle Year B, weekday cycle Year I" in text
    assert "First Reading: Isaiah 11:1-10" in text
    assert "Gospel: Luke 10:21-24" in text
    assert "Isaiah 25:6-10a" not in text and "Matthew 9:35" not in text
    assert liturgy.SAMPLE_NOTE not in text


# -- date phrases --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("today", date(2026, 12, 1)),
        ("next Sunday", date(2026, 12, 6)),
        ("Easter Sunday 2026", date(2026, 4, 5)),
        ("the 3rd Sunday of Advent", date(2026, 12, 13)),
        ("3rd Sunday of Advent", date(2026, 12, 13)),
        ("3rd Sunday of Advent 2027", date(2027, 12, 12)),
        ("Third Sunday of Advent 2027", date(2027, 12, 12)),
        ("the first Sunday of Advent", date(2027, 11, 28)),  # this year's was 29 November
        ("first Sunday of Lent", date(2027, 2, 14)),
        ("2nd Sunday of Easter 2027", date(2027, 4, 4)),
        ("5th Sunday in Ordinary Time 2027", date(2027, 2, 7)),
        ("23rd Sunday in Ordinary Time 2027", date(2027, 9, 5)),
        ("Christmas", date(2026, 12, 25)),
        ("Pentecost 2027", date(2027, 5, 16)),
        ("Ash Wednesday", date(2027, 2, 10)),
        ("Palm Sunday", date(2027, 3, 21)),
        ("Good Friday 2027", date(2027, 3, 26)),
        ("Ascension 2027", date(2027, 5, 6)),
        ("Trinity Sunday 2027", date(2027, 5, 23)),
        ("Corpus Christi 2028", date(2028, 6, 18)),
        ("Christ the King", date(2027, 11, 21)),
        ("Immaculate Conception", date(2026, 12, 8)),
        ("St Joseph 2028", date(2028, 3, 20)),
        ("Annunciation 2027", date(2027, 4, 5)),
        ("readings for the Epiphany 2027", date(2027, 1, 6)),
    ],
)
def test_date_phrases(query, expected):
    assert liturgy.parse_date_query(query, today=TODAY) == expected


@pytest.mark.parametrize(
    "query",
    [
        "8th Sunday of Advent",
        "6th Sunday of Lent 2027",
        "1st Sunday in Ordinary Time 2027",
        "Sunday of Advent",
        "Easterish 2026",
        "next",
    ],
)
def test_impossible_date_phrases_are_not_understood(query):
    assert liturgy.parse_date_query(query, today=TODAY) is None


@pytest.mark.parametrize(
    "query",
    [
        "today",
        "next Sunday",
        "Easter Sunday 2026",
        "the 3rd Sunday of Advent",
        "3rd Sunday of Advent 2027",
        "first Sunday of Lent",
        "Christmas",
        "Pentecost 2027",
        "Ash Wednesday",
    ],
)
def test_every_documented_example_answers(query):
    text = liturgy.mass_readings(query, today=TODAY)
    assert text and text.startswith("Mass readings for ")


def test_the_third_sunday_of_advent_answers_with_its_readings():
    text = liturgy.mass_readings("the 3rd Sunday of Advent", today=TODAY)
    assert "Sunday, 13 December 2026 — Third Sunday of Advent" in text
    assert "Gospel: John 1:6-8, 19-28" in text


# -- martyrology text ------------------------------------------------------------------------------


def test_martyrology_keeps_the_capitals_of_titles():
    text = liturgy.martyrology(date(2027, 3, 19))
    assert "Saint Joseph, Spouse of the Blessed Virgin Mary" in text
    assert "blessed virgin mary" not in text


def test_martyrology_never_lower_cases_proper_nouns():
    on = date(2027, 1, 1)
    while on.year == 2027:
        text = liturgy.martyrology(on)
        for phrase in ("blessed virgin", "doctor of the church", "the lord"):
            assert phrase not in text, (on, phrase)
        on = date.fromordinal(on.toordinal() + 1)
