"""Date queries, the liturgical calendar, sandbox Mass readings and martyrology entries.

Readings are references only, each with a one-line placeholder of our own: no lectionary or
Bible text is reproduced.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from sandbox.catalog import saints
from sandbox.catalog.search import fold

SUPPORTED_YEARS = (1970, 2100)
MONTHS = [m.lower() for m in saints.MONTHS]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ORDINALS = [
    "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh",
]  # fmt: skip
SANDBOX_FOOTER = (
    "(Sandbox sample text: the references are given for orientation; the one-line notes are "
    "placeholders. Read the readings themselves in an approved lectionary.)"
)


# -- dates ------------------------------------------------------------------------------------


def easter(year: int) -> date:
    """Easter Sunday by the Anonymous Gregorian algorithm (Meeus/Jones/Butcher)."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    el = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * el) // 451
    month, day = divmod(h + el - 7 * m + 114, 31)
    return date(year, month, day + 1)


def first_sunday_of_advent(year: int) -> date:
    christmas = date(year, 12, 25)
    # The fourth Sunday before Christmas: Christmas' weekday decides how far back it is.
    last_sunday_before = christmas - timedelta(days=(christmas.weekday() + 1) % 7 or 7)
    return last_sunday_before - timedelta(weeks=3)


def baptism_of_the_lord(year: int) -> date:
    epiphany = date(year, 1, 6)
    return epiphany + timedelta(days=6 - epiphany.weekday() or 7)


_FEASTS = {
    "christmas": lambda y: date(y, 12, 25),
    "christmas day": lambda y: date(y, 12, 25),
    "easter": easter,
    "easter sunday": easter,
    "pentecost": lambda y: easter(y) + timedelta(days=49),
    "pentecost sunday": lambda y: easter(y) + timedelta(days=49),
    "ash wednesday": lambda y: easter(y) - timedelta(days=46),
    "palm sunday": lambda y: easter(y) - timedelta(days=7),
    "good friday": lambda y: easter(y) - timedelta(days=2),
    "ascension": lambda y: easter(y) + timedelta(days=39),
    "epiphany": lambda y: date(y, 1, 6),
    "all saints": lambda y: date(y, 11, 1),
    "all saints day": lambda y: date(y, 11, 1),
}
_FILLER = re.compile(r"^(?:(?:mass\s+)?readings?\s+(?:for|on)\s+|(?:for|on)\s+)")


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


def parse_date_query(query: str, *, today: date) -> date | None:
    """A date from a natural-language query, or None when the query is not understood."""
    text = fold(query or "")
    text = _FILLER.sub("", text).strip()
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
    match = re.fullmatch(r"([a-z ]+?)(?:\s+(\d{4}))?", text)
    if match and match.group(1) in _FEASTS:
        feast = _FEASTS[match.group(1)]
        if match.group(2):
            return feast(int(match.group(2)))
        # Without a year: the next time the feast comes round, today included.
        this_year = feast(today.year)
        return this_year if this_year >= today else feast(today.year + 1)
    return None


# -- the liturgical day -------------------------------------------------------------------------


@dataclass
class Day:
    on: date
    season: str
    title: str
    rank: str
    week: int | None = None
    readings: list[tuple[str, str]] | None = None  # fixed (label, reference) when known
    memorials: list[str] = field(default_factory=list)


# Real lectionary references for a few fixed celebrations (references are public facts).
_FIXED_READINGS = {
    "christmas": [
        ("First Reading", "Isaiah 52:7-10"),
        ("Responsorial Psalm", "Psalm 98:1-6"),
        ("Second Reading", "Hebrews 1:1-6"),
        ("Gospel", "John 1:1-18"),
    ],
    "andrew": [
        ("First Reading", "Romans 10:9-18"),
        ("Responsorial Psalm", "Psalm 19:8-11"),
        ("Gospel", "Matthew 4:18-22"),
    ],
    "joseph": [
        ("First Reading", "2 Samuel 7:4-5a, 12-14a, 16"),
        ("Responsorial Psalm", "Psalm 89:2-5, 27, 29"),
        ("Second Reading", "Romans 4:13, 16-18, 22"),
        ("Gospel", "Matthew 1:16, 18-21, 24a"),
    ],
    "easter": [
        ("First Reading", "Acts 10:34a, 37-43"),
        ("Responsorial Psalm", "Psalm 118:1-2, 16-17, 22-23"),
        ("Second Reading", "Colossians 3:1-4"),
        ("Gospel", "John 20:1-9"),
    ],
    "ash-wednesday": [
        ("First Reading", "Joel 2:12-18"),
        ("Responsorial Psalm", "Psalm 51:3-6ab, 12-14, 17"),
        ("Second Reading", "2 Corinthians 5:20–6:2"),
        ("Gospel", "Matthew 6:1-6, 16-18"),
    ],
    "pentecost": [
        ("First Reading", "Acts 2:1-11"),
        ("Responsorial Psalm", "Psalm 104:1, 24, 29-31, 34"),
        ("Second Reading", "1 Corinthians 12:3b-7, 12-13"),
        ("Gospel", "John 20:19-23"),
    ],
}

# Fixed-date celebrations: (title, rank, readings key or None, replaces an Ordinary Sunday).
_FIXED: dict[tuple[int, int], tuple[str, str, str | None, bool]] = {
    (1, 1): ("Mary, the Holy Mother of God", "Solemnity", None, True),
    (1, 6): ("The Epiphany of the Lord", "Solemnity", None, True),
    (1, 25): ("The Conversion of Saint Paul, Apostle", "Feast", None, False),
    (2, 2): ("The Presentation of the Lord", "Feast", None, True),
    (2, 22): ("The Chair of Saint Peter, Apostle", "Feast", None, False),
    (3, 19): ("Saint Joseph, Spouse of the Blessed Virgin Mary", "Solemnity", "joseph", True),
    (3, 25): ("The Annunciation of the Lord", "Solemnity", None, True),
    (4, 25): ("Saint Mark, Evangelist", "Feast", None, False),
    (5, 3): ("Saints Philip and James, Apostles", "Feast", None, False),
    (5, 14): ("Saint Matthias, Apostle", "Feast", None, False),
    (5, 31): ("The Visitation of the Blessed Virgin Mary", "Feast", None, False),
    (6, 24): ("The Nativity of Saint John the Baptist", "Solemnity", None, True),
    (6, 29): ("Saints Peter and Paul, Apostles", "Solemnity", None, True),
    (7, 3): ("Saint Thomas, Apostle", "Feast", None, False),
    (7, 22): ("Saint Mary Magdalene", "Feast", None, False),
    (7, 25): ("Saint James, Apostle", "Feast", None, False),
    (8, 6): ("The Transfiguration of the Lord", "Feast", None, True),
    (8, 10): ("Saint Lawrence, Deacon and Martyr", "Feast", None, False),
    (8, 15): ("The Assumption of the Blessed Virgin Mary", "Solemnity", None, True),
    (8, 24): ("Saint Bartholomew, Apostle", "Feast", None, False),
    (9, 8): ("The Nativity of the Blessed Virgin Mary", "Feast", None, False),
    (9, 14): ("The Exaltation of the Holy Cross", "Feast", None, True),
    (9, 21): ("Saint Matthew, Apostle and Evangelist", "Feast", None, False),
    (9, 29): ("Saints Michael, Gabriel and Raphael, Archangels", "Feast", None, False),
    (10, 18): ("Saint Luke, Evangelist", "Feast", None, False),
    (10, 28): ("Saints Simon and Jude, Apostles", "Feast", None, False),
    (11, 1): ("All Saints", "Solemnity", None, True),
    (11, 2): ("The Commemoration of All the Faithful Departed", "Commemoration", None, True),
    (11, 9): ("The Dedication of the Lateran Basilica", "Feast", None, True),
    (11, 30): ("Saint Andrew, Apostle", "Feast", "andrew", False),
    (12, 8): ("The Immaculate Conception of the Blessed Virgin Mary", "Solemnity", None, False),
    (12, 25): ("The Nativity of the Lord (Christmas)", "Solemnity", "christmas", True),
    (12, 26): ("Saint Stephen, the First Martyr", "Feast", None, False),
    (12, 27): ("Saint John, Apostle and Evangelist", "Feast", None, False),
    (12, 28): ("The Holy Innocents, Martyrs", "Feast", None, False),
}


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _sunday_name(n: int, season: str) -> str:
    return f"{ORDINALS[n - 1]} Sunday of {season}" if n <= len(ORDINALS) else f"Sunday {n}"


def liturgical_day(on: date) -> Day:
    """Season, week and the celebration that takes the day (simplified Roman calendar)."""
    year = on.year
    pascha = easter(year)
    ash = pascha - timedelta(days=46)
    pentecost = pascha + timedelta(days=49)
    advent = first_sunday_of_advent(year)
    baptism = baptism_of_the_lord(year)
    weekday = WEEKDAYS[on.weekday()].capitalize()
    sunday = on.weekday() == 6

    # 1. Days no other celebration can displace.
    movable = {
        ash: ("Ash Wednesday", "Lent", "Day of penance", "ash-wednesday"),
        pascha - timedelta(days=7): ("Palm Sunday of the Passion of the Lord", "Lent", "Sunday",
                                     None),
        pascha - timedelta(days=3): ("Holy Thursday", "Paschal Triduum", "Triduum", None),
        pascha - timedelta(days=2): ("Good Friday of the Passion of the Lord", "Paschal Triduum",
                                     "Triduum", None),
        pascha - timedelta(days=1): ("Holy Saturday", "Paschal Triduum", "Triduum", None),
        pascha: ("Easter Sunday of the Resurrection of the Lord", "Easter", "Solemnity",
                 "easter"),
        pascha + timedelta(days=39): ("The Ascension of the Lord", "Easter", "Solemnity", None),
        pentecost: ("Pentecost Sunday", "Easter", "Solemnity", "pentecost"),
        pentecost + timedelta(days=7): ("The Most Holy Trinity", "Ordinary Time", "Solemnity",
                                        None),
        pentecost + timedelta(days=14): ("The Most Holy Body and Blood of Christ",
                                         "Ordinary Time", "Solemnity", None),
        pentecost + timedelta(days=19): ("The Most Sacred Heart of Jesus", "Ordinary Time",
                                         "Solemnity", None),
        advent - timedelta(days=7): ("Our Lord Jesus Christ, King of the Universe",
                                     "Ordinary Time", "Solemnity", None),
        baptism: ("The Baptism of the Lord", "Christmas", "Feast", None),
    }  # fmt: skip
    if on in movable:
        title, season, rank, key = movable[on]
        return Day(on, season, title, rank, readings=_FIXED_READINGS.get(key or ""))

    # 2. Season and week.
    if on >= advent and on < date(year, 12, 25):
        season, week = "Advent", (on - advent).days // 7 + 1
    elif on >= date(year, 12, 25) or on < baptism:
        season, week = "Christmas", None
    elif on < ash:
        season, week = "Ordinary Time", (on - baptism).days // 7 + 1
    elif on < pascha - timedelta(days=3):
        season, week = "Lent", (on - (ash + timedelta(days=4))).days // 7 + 1
    elif on <= pentecost:
        season, week = "Easter", (on - pascha).days // 7 + 1
    else:
        week_sunday = on - timedelta(days=(on.weekday() + 1) % 7)
        season, week = "Ordinary Time", 34 - (advent - timedelta(days=7) - week_sunday).days // 7

    fixed = _FIXED.get((on.month, on.day))
    protected_sunday = sunday and season in {"Advent", "Lent", "Easter"}
    if fixed and not protected_sunday:
        title, rank, key, beats_sunday = fixed
        if not sunday or rank == "Solemnity" or beats_sunday:
            return Day(on, season, title, rank, week, readings=_FIXED_READINGS.get(key or ""))

    if season == "Christmas":
        if sunday and date(year, 12, 26) <= on <= date(year, 12, 31):
            title = "The Holy Family of Jesus, Mary and Joseph"
        elif on.month == 12 and on.day <= 31 and on.day > 25:
            title = f"{_ordinal(on.day - 24)} day within the Octave of Christmas"
        elif sunday:
            title = "Second Sunday after the Nativity"
        else:
            title = f"{weekday} of Christmas Time"
        day = Day(on, season, title, "Sunday" if sunday else "Weekday")
    elif sunday:
        if season == "Ordinary Time":
            title = f"{_ordinal(week)} Sunday in Ordinary Time"
        elif season == "Lent" and week == 0:
            title = f"{weekday} after Ash Wednesday"
        else:
            title = _sunday_name(week, season)
        day = Day(on, season, title, "Sunday", week)
    elif season == "Lent" and week == 0:
        day = Day(on, season, f"{weekday} after Ash Wednesday", "Weekday", week)
    elif season == "Lent" and week == 6:
        day = Day(on, season, f"{weekday} of Holy Week", "Weekday", week)
    elif season == "Easter" and week == 1:
        day = Day(on, season, f"{weekday} within the Octave of Easter", "Weekday", week)
    elif season == "Advent" and on.month == 12 and on.day >= 17:
        day = Day(on, season, f"Advent weekday ({on.day} December)", "Weekday", week)
    else:
        preposition = "in" if season == "Ordinary Time" else "of"
        title = f"{weekday} of the {_ordinal(week)} Week {preposition} {season}"
        day = Day(on, season, title, "Weekday", week)
    if fixed:
        # A feast outranked by the Sunday is still worth naming.
        day.memorials.append(fixed[0])
    else:
        mmdd = f"{on.month:02d}-{on.day:02d}"
        day.memorials += [
            f"{s['primary_name']}, {s['vocation']}"
            for s in saints.on_feast(mmdd)
            if s["canonical_status"] == "Saint"
        ][:2]
    return day


# -- readings ---------------------------------------------------------------------------------

# Plausible references per season, picked deterministically by date for ordinary days.
_POOLS = {
    "Advent": {
        "first": ["Isaiah 2:1-5", "Isaiah 11:1-10", "Isaiah 25:6-10a", "Isaiah 26:1-6",
                  "Isaiah 29:17-24", "Isaiah 30:19-21, 23-26", "Isaiah 35:1-10",
                  "Isaiah 40:1-11", "Isaiah 40:25-31", "Isaiah 41:13-20", "Isaiah 48:17-19",
                  "Baruch 5:1-9", "Zephaniah 3:14-18a"],
        "gospel": ["Matthew 8:5-11", "Luke 10:21-24", "Matthew 15:29-37", "Matthew 7:21, 24-27",
                   "Matthew 9:27-31", "Matthew 9:35–10:1, 5a, 6-8", "Luke 5:17-26",
                   "Matthew 18:12-14", "Matthew 11:28-30", "Matthew 11:11-15",
                   "Luke 1:26-38", "Luke 1:39-45"],
    },
    "Lent": {
        "first": ["Deuteronomy 30:15-20", "Isaiah 58:1-9a", "Isaiah 58:9b-14",
                  "Leviticus 19:1-2, 11-18", "Isaiah 55:10-11", "Jonah 3:1-10",
                  "Esther C:12, 14-16, 23-25", "Ezekiel 18:21-28", "Deuteronomy 26:16-19",
                  "Daniel 9:4b-10", "Isaiah 1:10, 16-20", "Jeremiah 18:18-20",
                  "Jeremiah 17:5-10", "Hosea 14:2-10"],
        "gospel": ["Luke 9:22-25", "Matthew 9:14-15", "Luke 5:27-32", "Matthew 25:31-46",
                   "Matthew 6:7-15", "Luke 11:29-32", "Matthew 7:7-12", "Matthew 5:20-26",
                   "Matthew 5:43-48", "Luke 6:36-38", "Matthew 23:1-12", "Mark 12:28-34",
                   "Luke 15:1-3, 11-32", "John 5:1-16"],
    },
    "Easter": {
        "first": ["Acts 2:14, 22-33", "Acts 2:36-41", "Acts 3:1-10", "Acts 4:1-12",
                  "Acts 4:32-37", "Acts 5:17-26", "Acts 6:1-7", "Acts 8:26-40", "Acts 9:1-20",
                  "Acts 11:19-26", "Acts 13:44-52", "Acts 14:5-18", "Acts 16:11-15",
                  "Acts 18:1-8"],
        "gospel": ["John 3:1-8", "John 3:16-21", "John 6:22-29", "John 6:35-40",
                   "John 10:1-10", "John 10:22-30", "John 12:44-50", "John 13:16-20",
                   "John 14:1-6", "John 14:21-26", "John 15:1-8", "John 15:9-11",
                   "John 16:12-15", "John 17:11b-19"],
    },
    "Christmas": {
        "first": ["1 John 2:22-28", "1 John 2:29–3:6", "1 John 3:7-10", "1 John 3:11-21",
                  "1 John 3:22–4:6", "1 John 4:7-10", "1 John 4:11-18", "1 John 5:5-13"],
        "gospel": ["John 1:19-28", "John 1:29-34", "John 1:35-42", "John 1:43-51",
                   "Matthew 4:12-17, 23-25", "Mark 6:34-44", "Mark 6:45-52", "Luke 4:14-22a"],
    },
    "Ordinary Time": {
        "first": ["Hebrews 1:1-6", "1 Samuel 1:1-8", "1 Samuel 3:1-10, 19-20", "Genesis 1:1-19",
                  "Genesis 12:1-9", "Genesis 18:1-15", "Exodus 3:1-6, 9-12",
                  "Deuteronomy 6:4-13", "2 Kings 5:1-15a", "1 Kings 19:9a, 11-16",
                  "Amos 7:10-17", "Hosea 11:1-4, 8e-9", "Micah 6:1-4, 6-8", "Sirach 2:1-11",
                  "Wisdom 7:22b–8:1", "Ezekiel 34:1-11", "Romans 8:18-25", "Romans 12:5-16b",
                  "1 Corinthians 13:1-13", "Philippians 2:1-4", "Colossians 1:15-20",
                  "1 Timothy 6:2c-12", "James 2:14-24, 26", "Revelation 3:1-6, 14-22"],
        "gospel": ["Mark 1:14-20", "Mark 2:1-12", "Mark 4:26-34", "Mark 6:7-13",
                   "Matthew 5:1-12", "Matthew 5:13-16", "Matthew 7:21-29", "Matthew 9:9-13",
                   "Matthew 13:1-9", "Matthew 13:44-46", "Luke 4:16-30", "Luke 5:1-11",
                   "Luke 6:20-26", "Luke 7:36-50", "Luke 8:4-15", "Luke 9:18-22",
                   "Luke 10:25-37", "Luke 11:1-4", "Luke 12:13-21", "Luke 15:1-10",
                   "Luke 17:11-19", "Luke 18:1-8", "Luke 19:1-10", "Luke 21:1-4"],
    },
}  # fmt: skip
_PSALMS = [
    "Psalm 1:1-4, 6", "Psalm 8:4-9", "Psalm 15:2-5", "Psalm 16:1-2, 5, 7-11",
    "Psalm 19:8-11", "Psalm 23:1-6", "Psalm 24:1-6", "Psalm 25:4-9", "Psalm 27:1, 4, 13-14",
    "Psalm 33:1-2, 4-5, 18-19", "Psalm 34:2-9", "Psalm 40:2, 4, 7-10", "Psalm 42:2-3",
    "Psalm 46:2-3, 5-6, 8-9", "Psalm 51:3-4, 12-13, 18-19", "Psalm 63:2-6, 8-9",
    "Psalm 67:2-3, 5, 7-8", "Psalm 72:1-2, 7-8, 12-13, 17", "Psalm 80:2-3, 15-16, 18-19",
    "Psalm 85:9-14", "Psalm 89:2-5", "Psalm 90:3-6, 12-14, 17", "Psalm 95:1-2, 6-9",
    "Psalm 96:1-3, 7-10", "Psalm 98:1-4", "Psalm 100:1-5", "Psalm 103:1-4, 8, 10-12",
    "Psalm 119:1-2, 4-5, 7-8", "Psalm 122:1-9", "Psalm 138:1-3, 6-8", "Psalm 145:8-13",
    "Psalm 146:6-10",
]  # fmt: skip
_SECOND = [
    "Romans 5:1-5", "Romans 8:28-30", "Romans 13:11-14", "1 Corinthians 1:3-9",
    "1 Corinthians 12:4-11", "2 Corinthians 4:6-11", "Galatians 5:1, 13-18",
    "Ephesians 1:3-14", "Ephesians 4:1-6", "Philippians 4:4-7", "Colossians 3:12-17",
    "1 Thessalonians 5:16-24", "2 Timothy 1:6-8, 13-14", "Hebrews 4:12-13",
    "Hebrews 12:1-4", "James 5:7-10", "1 Peter 2:4-9", "1 John 3:1-2",
]  # fmt: skip

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


def _readings(day: Day) -> list[tuple[str, str]]:
    if day.readings:
        return day.readings
    pool = _POOLS.get(day.season, _POOLS["Ordinary Time"])
    if day.season == "Paschal Triduum":
        pool = _POOLS["Lent"]
    out = [
        ("First Reading", _pick(pool["first"], day.on, 1)),
        ("Responsorial Psalm", _pick(_PSALMS, day.on, 2)),
    ]
    if day.rank == "Solemnity" or day.on.weekday() == 6:
        out.append(("Second Reading", _pick(_SECOND, day.on, 3)))
    out.append(("Gospel", _pick(pool["gospel"], day.on, 4)))
    return out


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
    lines = [f"Mass readings for {_long_date(day)} — {info.title}"]
    season = f"Liturgical season: {info.season}"
    if info.week and info.season != "Christmas":
        season += f" (week {info.week})"
    lines.append(f"{season} · {info.rank}")
    if info.memorials:
        lines.append("Also remembered: " + "; ".join(info.memorials))
    for label, reference in _readings(info):
        note = _pick(_NOTES[label], day, len(reference))
        lines += ["", f"{label}: {reference}", note]
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
    life = f"{profile['primary_name']}, {profile['vocation'].lower()}"
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
