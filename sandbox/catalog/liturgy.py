"""Date queries, the liturgical calendar, sandbox Mass readings and martyrology entries.

The calendar is the General Roman Calendar (Epiphany on 6 January, Ascension on Thursday,
Corpus Christi on the Sunday after Trinity as in most countries); moveable days come from the
date of Easter, so every year works. Reading references come from `lectionary` (Lectionary
for Mass, United States verse numbering) for Sundays, solemnities, feasts and the weekdays of
Advent, Christmas Time, Lent and Easter Time; Ordinary Time weekdays show a labelled sample.
Readings are references only, each with a one-line placeholder of our own: no lectionary or
Bible text is reproduced.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import date, timedelta

from sandbox.catalog import saints
from sandbox.catalog.liturgical_calendar import (
    Day,
    cycles,
    easter,
    liturgical_day,
    moveable,
)
from sandbox.catalog.search import fold

SUPPORTED_YEARS = (1970, 2100)
MONTHS = [m.lower() for m in saints.MONTHS]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
SANDBOX_FOOTER = (
    "(Sandbox sample text: the references are given for orientation; the one-line notes are "
    "placeholders. Read the readings themselves in an approved lectionary.)"
)


# -- dates ------------------------------------------------------------------------------------

_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_SEASON_WORDS = {"advent": "Advent", "lent": "Lent", "easter": "Easter",
                 "ordinary time": "Ordinary Time"}  # fmt: skip


def _fixed(month: int, day: int) -> Callable[[int], date]:
    return lambda year: date(year, month, day)


def _moveable(name: str) -> Callable[[int], date]:
    return lambda year: moveable(year)[name]


_FEASTS: dict[str, Callable[[int], date]] = {
    "christmas": _fixed(12, 25), "christmas day": _fixed(12, 25),
    "christmas eve": _fixed(12, 24), "nativity of the lord": _fixed(12, 25),
    "mary mother of god": _fixed(1, 1), "solemnity of mary mother of god": _fixed(1, 1),
    "new years day": _fixed(1, 1), "epiphany": _fixed(1, 6),
    "easter": easter, "easter sunday": easter, "easter day": easter,
    "easter vigil": _moveable("easter-vigil"), "holy saturday": _moveable("easter-vigil"),
    "good friday": _moveable("good-friday"), "holy thursday": _moveable("holy-thursday"),
    "maundy thursday": _moveable("holy-thursday"), "palm sunday": _moveable("palm-sunday"),
    "ash wednesday": _moveable("ash-wednesday"), "divine mercy sunday": _moveable("divine-mercy"),
    "ascension": _moveable("ascension"), "ascension thursday": _moveable("ascension"),
    "pentecost": _moveable("pentecost"), "pentecost sunday": _moveable("pentecost"),
    "trinity sunday": _moveable("trinity"), "holy trinity": _moveable("trinity"),
    "corpus christi": _moveable("corpus-christi"), "sacred heart": _moveable("sacred-heart"),
    "christ the king": _moveable("christ-the-king"), "holy family": _moveable("holy-family"),
    "baptism of the lord": _moveable("baptism"), "saint joseph": _moveable("joseph"),
    "st joseph": _moveable("joseph"), "annunciation": _moveable("annunciation"),
    "immaculate conception": _moveable("immaculate-conception"),
    "assumption": _fixed(8, 15), "all saints": _fixed(11, 1), "all saints day": _fixed(11, 1),
    "all souls": _fixed(11, 2), "all souls day": _fixed(11, 2),
    "saints peter and paul": _fixed(6, 29), "sts peter and paul": _fixed(6, 29),
    "peter and paul": _fixed(6, 29), "nativity of john the baptist": _moveable("john-baptist"),
}  # fmt: skip
_FILLER = re.compile(r"^(?:(?:mass\s+)?readings?\s+(?:for|on)\s+|(?:for|on)\s+)")
_SUNDAY_OF = re.compile(
    r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+sunday\s+(?:of|in)\s+"
    r"(advent|lent|easter|ordinary time)"
    r"(?:\s+(\d{4}))?"
)


def _month(word: str) -> int | None:
    for number, name in enumerate(MONTHS, start=1):
        if word == name or (len(word) >= 3 and name.startswith(word)):
            return number
    return None


def _safe_date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def nth_sunday(n: int, season: str, year: int) -> date | None:
    """The nth Sunday of a season in the civil year `year` (Advent: the one that begins in it)."""
    m = moveable(year)
    if season == "Advent":
        found = m["advent"] + timedelta(weeks=n - 1) if 1 <= n <= 4 else None
    elif season == "Lent":
        found = m["ash-wednesday"] + timedelta(days=4, weeks=n - 1) if 1 <= n <= 5 else None
    elif season == "Easter":
        found = m["easter"] + timedelta(weeks=n - 1) if 1 <= n <= 7 else None
    elif not 2 <= n <= 34:
        found = None
    else:  # Ordinary Time: before Lent when it falls there, otherwise counted from Christ the King.
        before_lent = m["baptism"] + timedelta(weeks=n - 1)
        found = (
            before_lent
            if before_lent < m["ash-wednesday"]
            else m["christ-the-king"] - timedelta(weeks=34 - n)
        )
        if found <= m["pentecost"] and found >= m["ash-wednesday"]:
            found = None
    if found is None or liturgical_day(found).season != season:
        return None
    return found


def _next_or_in(feast: Callable[[int], date | None], year: str | None, today: date) -> date | None:
    if year:
        return feast(int(year))
    # Without a year: the next time it comes round, today included.
    for candidate_year in (today.year, today.year + 1, today.year + 2):
        found = feast(candidate_year)
        if found and found >= today:
            return found
    return None


def parse_date_query(query: str, *, today: date) -> date | None:
    """A date from a natural-language query, or None when the query is not understood."""
    text = fold(query or "")
    text = _FILLER.sub("", text).strip()
    text = re.sub(r"^the\s+", "", text)
    for word, number in _ORDINAL_WORDS.items():
        text = re.sub(rf"\b{word}\b", str(number), text)
    if not text:
        return None
    relative = {"today": 0, "tomorrow": 1, "yesterday": -1}
    if text in relative:
        return today + timedelta(days=relative[text])
    match = re.fullmatch(rf"(next|this|last)?\s*({'|'.join(WEEKDAYS)})", text)
    if match:
        which, weekday = match.group(1), WEEKDAYS.index(match.group(2))
        ahead = (weekday - today.weekday()) % 7
        if which == "last":
            return today - timedelta(days=(today.weekday() - weekday) % 7 or 7)
        if which == "next":
            ahead = ahead or 7
        return today + timedelta(days=ahead)
    match = re.fullmatch(r"(\d{4}) (\d{1,2}) (\d{1,2})", text)
    if match:
        year, month, day = (int(p) for p in match.groups())
        return _safe_date(year, month, day)
    match = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\s+(\d{4})", text)
    if match and (month := _month(match.group(2))):
        return _safe_date(int(match.group(3)), month, int(match.group(1)))
    match = re.fullmatch(r"([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?\s+(\d{4})", text)
    if match and (month := _month(match.group(1))):
        return _safe_date(int(match.group(3)), month, int(match.group(2)))
    match = _SUNDAY_OF.fullmatch(text)
    if match:
        n, season = int(match.group(1)), _SEASON_WORDS[match.group(2)]
        return _next_or_in(lambda y: nth_sunday(n, season, y), match.group(3), today)
    match = re.fullmatch(r"([a-z ]+?)(?:\s+(\d{4}))?", text)
    if match and match.group(1) in _FEASTS:
        return _next_or_in(_FEASTS[match.group(1)], match.group(2), today)
    return None


# -- readings ---------------------------------------------------------------------------------

# Ordinary Time weekdays are not in the sandbox lectionary table: a labelled sample stands in.
_SAMPLE_FIRST = [
    "Hebrews 1:1-6", "1 Samuel 1:1-8", "Genesis 1:1-19", "Genesis 12:1-9", "Exodus 3:1-6, 9-12",
    "Deuteronomy 6:4-13", "2 Kings 5:1-15a", "1 Kings 19:9a, 11-16", "Amos 7:10-17",
    "Hosea 11:1-4, 8e-9", "Micah 6:1-4, 6-8", "Sirach 2:1-11", "Wisdom 7:22b–8:1",
    "Ezekiel 34:1-11", "Romans 8:18-25", "Romans 12:5-16ab", "1 Corinthians 13:1-13",
    "Philippians 2:1-4", "Colossians 1:15-20", "1 Timothy 6:2c-12", "James 2:14-24, 26",
]  # fmt: skip
_SAMPLE_PSALMS = [
    "Psalm 1:1-2, 3, 4, 6", "Psalm 19:8, 9, 10, 11", "Psalm 23:1-3a, 3b-4, 5, 6",
    "Psalm 34:2-3, 4-5, 6-7", "Psalm 100:1b-2, 3, 4, 5", "Psalm 103:1-2, 3-4, 8-9, 11-12",
    "Psalm 119:1-2, 4-5, 7-8", "Psalm 145:2-3, 4-5, 10-11",
]  # fmt: skip
_SAMPLE_GOSPELS = [
    "Mark 1:14-20", "Mark 2:1-12", "Mark 4:26-34", "Matthew 5:1-12", "Matthew 5:13-16",
    "Matthew 9:9-13", "Matthew 13:1-9", "Matthew 13:44-46", "Luke 4:16-30", "Luke 5:1-11",
    "Luke 6:20-26", "Luke 7:36-50", "Luke 8:4-15", "Luke 9:18-22", "Luke 11:1-4",
    "Luke 17:11-19", "Luke 18:1-8", "Luke 21:1-4",
]  # fmt: skip
SAMPLE_NOTE = "(Ordinary Time weekday: sample references, not the lectionary's for this day.)"

# One-line placeholders of our own, by kind of reading: neutral, so they fit any passage.
_NOTES = {
    "First Reading": [
        "The first reading of the day (placeholder: the text itself is not reproduced here).",
        "A first reading from Scripture, proclaimed before the psalm (sandbox placeholder).",
    ],
    "Responsorial Psalm": [
        "The psalm is sung or said with a short refrain repeated by the assembly.",
        "A psalm answered by the people after each verse (sandbox placeholder).",
    ],
    "Second Reading": [
        "The second reading, usually from the apostolic letters (sandbox placeholder).",
        "A reading from the New Testament before the Gospel acclamation (sandbox placeholder).",
    ],
    "Gospel": [
        "The Gospel of the day, proclaimed after the acclamation (sandbox placeholder).",
        "The Gospel passage, read by a deacon or priest (sandbox placeholder).",
    ],
}


def _pick(options: list[str], on: date, salt: int) -> str:
    return options[(on.toordinal() * 7 + salt * 13) % len(options)]


def day_readings(day: Day) -> list[tuple[str, str]]:
    """(label, reference) pairs: the lectionary's, or a labelled sample (Ordinary Time weekdays)."""
    if (known := day.readings) is not None:
        return known
    return [
        ("First Reading", _pick(_SAMPLE_FIRST, day.on, 1)),
        ("Responsorial Psalm", _pick(_SAMPLE_PSALMS, day.on, 2)),
        ("Gospel", _pick(_SAMPLE_GOSPELS, day.on, 4)),
    ]


def _in_window(day: date) -> bool:
    return SUPPORTED_YEARS[0] <= day.year <= SUPPORTED_YEARS[1]


def _long_date(day: date) -> str:
    weekday = WEEKDAYS[day.weekday()].capitalize()
    return f"{weekday}, {day.day} {saints.MONTHS[day.month - 1]} {day.year}"


def mass_readings(query: str, *, today: date) -> str | None:
    """Formatted readings for the day the query names; None if unparseable or out of range."""
    day = parse_date_query(query, today=today)
    if day is None or not _in_window(day):
        return None
    info = liturgical_day(day)
    sunday_cycle, weekday_cycle = cycles(day)
    lines = [f"Mass readings for {_long_date(day)} — {info.title}"]
    season = f"Liturgical season: {info.season}"
    if info.week and info.season != "Christmas":
        season += f" (week {info.week})"
    lines.append(f"{season} · {info.rank} · Colour: {info.colour}")
    lines.append(
        f"Lectionary: Sunday cycle Year {sunday_cycle}, weekday cycle Year {weekday_cycle}"
    )
    if info.memorials:
        lines.append("Also remembered: " + "; ".join(info.memorials))
    # A day with several Masses: a heading per Mass ("## Mass during the Night"), each with its
    # readings in the usual shape (docs/upstream.md §9).
    for mass, readings in info.masses or [("", day_readings(info))]:
        lines += ["", f"## {mass}"] if mass else []
        for label, reference in readings:
            note = _pick(_NOTES[label], day, len(reference))
            lines += ["", f"{label}: {reference}", note]
    if info.readings is None:
        lines += ["", SAMPLE_NOTE]
    lines += ["", SANDBOX_FOOTER]
    return "\n".join(lines)


# -- martyrology ------------------------------------------------------------------------------

_GENERATED_PLACES = [
    "Rome", "Carthage", "Antioch", "Alexandria", "Nicomedia", "Lyon", "Córdoba", "Caesarea",
    "Smyrna", "Sirmium", "Milan", "Tarragona", "Ravenna", "Edessa", "Aquileia", "Trier",
]  # fmt: skip
_GENERATED_MEN = [
    "Marcian", "Aurelius", "Victor", "Sabinus", "Januarius", "Saturninus", "Maximus",
    "Valerius", "Quintus", "Castor",
]  # fmt: skip
_GENERATED_WOMEN = [
    "Felicitas", "Eugenia", "Julia", "Theodora", "Flavia", "Restituta", "Secunda", "Lucilla",
    "Donata", "Marcella",
]  # fmt: skip
# (template, who): who is "men", "women" or "any" for the names filled in.
_GENERATED_LINES = [
    ("In {place}, the holy martyrs {a} and {b}, who stayed faithful to Christ under "
     "persecution.", "any"),
    ("At {place}, Saint {a}, bishop, who cared for his people in a time of hardship.", "men"),
    ("In {place}, Saint {a}, virgin, remembered for her steadfast faith.", "women"),
    ("At {place}, the commemoration of Saints {a}, {b} and their companions, martyrs.", "any"),
    ("In the territory of {place}, Saint {a}, hermit, who lived a life of prayer and fasting.",
     "men"),
]  # fmt: skip


def _saint_entry(profile: dict) -> str:
    place = (profile.get("death") or {}).get("place")
    where = f"At {place}, " if place else ""
    # The vocation keeps its own capitals ("Spouse of the Blessed Virgin Mary", "Doctor of the
    # Church"): lower-casing it turned proper nouns into common words.
    life = f"{profile['primary_name']}, {profile['vocation']}"
    text = f"{where}the commemoration of {life}"
    if profile["patronage"]:
        text += f", invoked as patron of {profile['patronage'][0]}"
    return text[0].upper() + text[1:] + "."


def martyrology(day: date) -> str | None:
    """A Roman-Martyrology-style list for the date, in sandbox words; None out of range."""
    if not _in_window(day):
        return None
    mmdd = f"{day.month:02d}-{day.day:02d}"
    entries = [
        _saint_entry(p)
        for p in saints.on_feast(mmdd)
        if p["canonical_status"] in {"Saint", "Blessed"}
    ][:4]
    rng = random.Random(f"sandbox-catalog:martyrology:{mmdd}")
    wanted = max(3, len(entries) + rng.randint(0, 2))
    while len(entries) < min(wanted, 6):
        template, who = rng.choice(_GENERATED_LINES)
        pool = {"men": _GENERATED_MEN, "women": _GENERATED_WOMEN}.get(
            who, _GENERATED_MEN + _GENERATED_WOMEN
        )
        a, b = rng.sample(pool, 2)
        line = template.format(place=rng.choice(_GENERATED_PLACES), a=a, b=b)
        entries.append(line + " (sandbox commemoration)")
    heading = f"Roman Martyrology — {_long_date(day)} (sandbox sample)"
    body = [f"{n}. {entry}" for n, entry in enumerate(entries, start=1)]
    return "\n\n".join([heading, *body, "(Sandbox sample text, not the official martyrology.)"])
