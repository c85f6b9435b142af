"""The General Roman Calendar for the sandbox: seasons, weeks, celebrations, colours, cycles.

Moveable days are computed from Easter (Gregorian computus), so any year works. Precedence
follows the Table of Liturgical Days in simplified form: the Triduum, Christmas, Epiphany,
Ash Wednesday, Holy Week, the Easter Octave, Ascension and Pentecost first; then the Sundays
of Advent, Lent and Easter; then solemnities (with the universal transfer rules for Saint
Joseph, the Annunciation, the Immaculate Conception and the Nativity of John the Baptist);
feasts of the Lord before Sundays in Ordinary Time; other feasts before weekdays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cache

from sandbox.catalog import lectionary, saints

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_SHORT = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
_WORDS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"]
WHITE, RED, VIOLET, GREEN = "White", "Red", "Violet", "Green"


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


def holy_family(year: int) -> date:
    """The Sunday within the Octave of Christmas, or 30 December when there is none."""
    for day in range(26, 32):
        if date(year, 12, day).weekday() == 6:
            return date(year, 12, day)
    return date(year, 12, 30)


def cycles(on: date) -> tuple[str, str]:
    """(Sunday cycle A/B/C, weekday cycle I/II) of the liturgical year containing `on`."""
    ends = on.year + 1 if on >= first_sunday_of_advent(on.year) else on.year
    return "CAB"[ends % 3], ("I" if ends % 2 else "II")


@dataclass
class Day:
    on: date
    season: str
    title: str
    rank: str
    week: int | None = None
    colour: str = GREEN
    key: str | None = None  # lectionary key, when the lectionary table has the day
    memorials: list[str] = field(default_factory=list)

    @property
    def readings(self) -> list[tuple[str, str]] | None:
        return lectionary.readings(self.key, cycles(self.on)[0]) if self.key else None

    @property
    def masses(self) -> list[tuple[str, list[tuple[str, str]]]] | None:
        """Each Mass of a day with several (Christmas, Palm Sunday, Easter) or of Holy Saturday
        with its name and readings; None for a day with one Mass (`readings`)."""
        return lectionary.masses(self.key, cycles(self.on)[0]) if self.key else None


# Fixed-date feasts and solemnities: (title, rank, colour, lectionary key, beats an OT Sunday).
_FIXED: dict[tuple[int, int], tuple[str, str, str, str | None, bool]] = {
    (1, 25): ("The Conversion of Saint Paul, Apostle", "Feast", WHITE, "conversion-of-paul", False),
    (2, 2): ("The Presentation of the Lord", "Feast", WHITE, "presentation", True),
    (2, 22): ("The Chair of Saint Peter, Apostle", "Feast", WHITE, "chair-of-peter", False),
    (4, 25): ("Saint Mark, Evangelist", "Feast", RED, "mark", False),
    (5, 3): ("Saints Philip and James, Apostles", "Feast", RED, "philip-james", False),
    (5, 14): ("Saint Matthias, Apostle", "Feast", RED, "matthias", False),
    (5, 31): ("The Visitation of the Blessed Virgin Mary", "Feast", WHITE, "visitation", False),
    (6, 29): ("Saints Peter and Paul, Apostles", "Solemnity", RED, "peter-paul", True),
    (7, 3): ("Saint Thomas, Apostle", "Feast", RED, "thomas", False),
    (7, 22): ("Saint Mary Magdalene", "Feast", WHITE, "mary-magdalene", False),
    (7, 25): ("Saint James, Apostle", "Feast", RED, "james", False),
    (8, 6): ("The Transfiguration of the Lord", "Feast", WHITE, "transfiguration", True),
    (8, 10): ("Saint Lawrence, Deacon and Martyr", "Feast", RED, "lawrence", False),
    (8, 15): ("The Assumption of the Blessed Virgin Mary", "Solemnity", WHITE, "assumption", True),
    (8, 24): ("Saint Bartholomew, Apostle", "Feast", RED, "bartholomew", False),
    (9, 8): ("The Nativity of the Blessed Virgin Mary", "Feast", WHITE, "nativity-of-mary", False),
    (9, 14): ("The Exaltation of the Holy Cross", "Feast", RED, "holy-cross", True),
    (9, 21): ("Saint Matthew, Apostle and Evangelist", "Feast", RED, "matthew", False),
    (9, 29): ("Saints Michael, Gabriel and Raphael, Archangels", "Feast", WHITE, "archangels",
              False),
    (10, 18): ("Saint Luke, Evangelist", "Feast", RED, "luke", False),
    (10, 28): ("Saints Simon and Jude, Apostles", "Feast", RED, "simon-jude", False),
    (11, 1): ("All Saints", "Solemnity", WHITE, "all-saints", True),
    (11, 2): ("The Commemoration of All the Faithful Departed (All Souls)", "Commemoration",
              VIOLET, "all-souls", True),
    (11, 9): ("The Dedication of the Lateran Basilica", "Feast", WHITE, "lateran", True),
    (11, 30): ("Saint Andrew, Apostle", "Feast", RED, "andrew", False),
    (12, 26): ("Saint Stephen, the First Martyr", "Feast", RED, "stephen", False),
    (12, 27): ("Saint John, Apostle and Evangelist", "Feast", WHITE, "john", False),
    (12, 28): ("The Holy Innocents, Martyrs", "Feast", RED, "holy-innocents", False),
}  # fmt: skip
_TRANSFERABLE = {
    "joseph": ("Saint Joseph, Spouse of the Blessed Virgin Mary", WHITE),
    "annunciation": ("The Annunciation of the Lord", WHITE),
    "john-baptist": ("The Nativity of Saint John the Baptist", WHITE),
    "immaculate-conception": ("The Immaculate Conception of the Blessed Virgin Mary", WHITE),
}


@cache
def moveable(year: int) -> dict[str, date]:
    """The moveable days (and transferable solemnities) of the civil year."""
    pascha = easter(year)
    pentecost = pascha + timedelta(days=49)
    days = {
        "baptism": baptism_of_the_lord(year), "ash-wednesday": pascha - timedelta(days=46),
        "palm-sunday": pascha - timedelta(days=7), "holy-thursday": pascha - timedelta(days=3),
        "good-friday": pascha - timedelta(days=2), "easter-vigil": pascha - timedelta(days=1),
        "easter": pascha, "divine-mercy": pascha + timedelta(days=7),
        "ascension": pascha + timedelta(days=39), "pentecost": pentecost,
        "mother-of-the-church": pentecost + timedelta(days=1),
        "trinity": pentecost + timedelta(days=7), "corpus-christi": pentecost + timedelta(days=14),
        "sacred-heart": pentecost + timedelta(days=19),
        "christ-the-king": first_sunday_of_advent(year) - timedelta(days=7),
        "advent": first_sunday_of_advent(year), "holy-family": holy_family(year),
        "christmas": date(year, 12, 25), "mother-of-god": date(year, 1, 1),
        "epiphany": date(year, 1, 6),
    }  # fmt: skip
    joseph = date(year, 3, 19)
    if days["palm-sunday"] <= joseph < pascha:
        joseph = days["palm-sunday"] - timedelta(days=1)
    elif joseph.weekday() == 6:
        joseph += timedelta(days=1)
    annunciation = date(year, 3, 25)
    if days["palm-sunday"] <= annunciation <= days["divine-mercy"]:
        annunciation = days["divine-mercy"] + timedelta(days=1)
    elif annunciation.weekday() == 6:
        annunciation += timedelta(days=1)
    baptist = date(year, 6, 24)
    if baptist == days["sacred-heart"]:
        baptist -= timedelta(days=1)
    elif baptist in (days["trinity"], days["corpus-christi"]):
        baptist += timedelta(days=1)
    immaculate = date(year, 12, 8)
    if immaculate.weekday() == 6:
        immaculate += timedelta(days=1)
    days.update({"joseph": joseph, "annunciation": annunciation, "john-baptist": baptist,
                 "immaculate-conception": immaculate})  # fmt: skip
    return days


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _season_and_week(on: date, m: dict[str, date]) -> tuple[str, int | None]:
    if m["advent"] <= on < m["christmas"]:
        return "Advent", (on - m["advent"]).days // 7 + 1
    if on >= m["christmas"] or on <= m["baptism"]:
        return "Christmas", None
    if on < m["ash-wednesday"]:
        return "Ordinary Time", (on - m["baptism"]).days // 7 + 1
    if on < m["holy-thursday"]:
        return "Lent", (on - m["ash-wednesday"] - timedelta(days=4)).days // 7 + 1
    if on < m["easter"]:
        return "Paschal Triduum", None
    if on <= m["pentecost"]:
        return "Easter", (on - m["easter"]).days // 7 + 1
    week_sunday = on - timedelta(days=(on.weekday() + 1) % 7)
    return "Ordinary Time", 34 - (m["christ-the-king"] - week_sunday).days // 7


# Celebrations no Sunday displaces: key → (title, season override, rank, colour).
_MAJOR = {
    "christmas": ("The Nativity of the Lord (Christmas)", None, "Solemnity", WHITE),
    "mother-of-god": ("Mary, the Holy Mother of God", None, "Solemnity", WHITE),
    "epiphany": ("The Epiphany of the Lord", None, "Solemnity", WHITE),
    "ash-wednesday": ("Ash Wednesday", None, "Ash Wednesday", VIOLET),
    "palm-sunday": ("Palm Sunday of the Passion of the Lord", None, "Sunday", RED),
    "holy-thursday": ("Thursday of the Lord's Supper (Holy Thursday)", None, "Triduum", WHITE),
    "good-friday": ("Friday of the Passion of the Lord (Good Friday)", None, "Triduum", RED),
    "easter-vigil": ("Holy Saturday: the Easter Vigil in the Holy Night", None, "Triduum", WHITE),
    "easter": ("Easter Sunday of the Resurrection of the Lord", None, "Solemnity", WHITE),
    "ascension": ("The Ascension of the Lord", None, "Solemnity", WHITE),
    "pentecost": ("Pentecost Sunday", None, "Solemnity", RED),
}
# Solemnities of the Lord after Pentecost and the last Sunday of the year.
_LORD = {
    "trinity": "The Most Holy Trinity", "corpus-christi": "The Most Holy Body and Blood of Christ",
    "sacred-heart": "The Most Sacred Heart of Jesus",
    "christ-the-king": "Our Lord Jesus Christ, King of the Universe",
}  # fmt: skip


def _sunday_title(season: str, week: int) -> tuple[str, str]:
    if season == "Ordinary Time":
        return f"{ordinal(week)} Sunday in Ordinary Time", f"ot.{week}.sun"
    key = f"{season.lower()}.{week}.sun"
    title = f"{_WORDS[week - 1]} Sunday of {season}"
    if (season, week) == ("Easter", 2):
        title += " (Divine Mercy Sunday)"
    return title, key


def liturgical_day(on: date) -> Day:
    """Season, week, colour and the celebration that takes the day (simplified Roman calendar)."""
    m = moveable(on.year)
    season, week = _season_and_week(on, m)
    weekday = WEEKDAYS[on.weekday()].capitalize()
    sunday = on.weekday() == 6
    default_colour = {"Advent": VIOLET, "Lent": VIOLET, "Christmas": WHITE, "Easter": WHITE}
    colour = default_colour.get(season, GREEN)
    by_date = {d: key for key, d in m.items()}
    key = by_date.get(on)

    # 1. Days nothing displaces.
    if key in _MAJOR:
        title, _, rank, colour = _MAJOR[key]
        return Day(on, season, title, rank, week, colour, key)
    if season == "Easter" and week == 1:
        title = f"{weekday} within the Octave of Easter"
        return Day(on, season, title, "Solemnity", week, WHITE, f"easter.1.{_SHORT[on.weekday()]}")
    if season == "Lent" and week == 6:
        title = f"{weekday} of Holy Week"
        return Day(on, season, title, "Weekday", week, VIOLET, f"lent.6.{_SHORT[on.weekday()]}")
    # 2. The Sundays of Advent, Lent and Easter.
    if sunday and season in {"Advent", "Lent", "Easter"}:
        title, sunday_key = _sunday_title(season, week)
        rose = (season, week) in {("Advent", 3), ("Lent", 4)}
        return Day(
            on, season, title, "Sunday", week, "Rose or Violet" if rose else colour, sunday_key
        )
    # 3. Solemnities.
    if key in _TRANSFERABLE:
        title, colour = _TRANSFERABLE[key]
        return Day(on, season, title, "Solemnity", week, colour, key)
    if key in _LORD:
        colour = WHITE
        return Day(on, season, _LORD[key], "Solemnity", week, colour, key)
    fixed = _FIXED.get((on.month, on.day))
    if fixed and (fixed[1] in {"Solemnity", "Commemoration"} or fixed[4] or not sunday):
        title, rank, colour, fixed_key, _ = fixed
        return Day(on, season, title, rank, week, colour, fixed_key)
    # 4. Feasts of the Lord in Christmas Time.
    if key in {"holy-family", "baptism"}:
        title = (
            "The Holy Family of Jesus, Mary and Joseph"
            if key == "holy-family"
            else "The Baptism of the Lord"
        )
        return Day(on, season, title, "Feast", week, WHITE, key)
    # 5. Sundays and weekdays.
    day = _ordinary_day(on, season, week, weekday, sunday, colour)
    if key == "mother-of-the-church":
        day.title, day.rank, day.colour, day.key = (
            "The Blessed Virgin Mary, Mother of the Church",
            "Memorial",
            WHITE,
            key,
        )
    if fixed:
        day.memorials.append(fixed[0])  # a feast outranked by the Sunday is still worth naming
    else:
        mmdd = f"{on.month:02d}-{on.day:02d}"
        day.memorials += [
            f"{s['primary_name']}, {s['vocation']}"
            for s in saints.on_feast(mmdd)
            if s["canonical_status"] == "Saint"
        ][:2]
    return day


def _ordinary_day(
    on: date, season: str, week: int | None, weekday: str, sunday: bool, colour: str
) -> Day:
    short = _SHORT[on.weekday()]
    if season == "Christmas":
        if sunday:
            return Day(
                on,
                season,
                "Second Sunday after the Nativity",
                "Sunday",
                None,
                colour,
                "christmas.2.sun",
            )
        if on.month == 12:  # 29-31 December
            title = f"{_WORDS[on.day - 25]} Day within the Octave of Christmas"
        else:
            title = f"{weekday} of Christmas Time ({on.day} January)"
        return Day(
            on,
            season,
            title,
            "Weekday",
            None,
            colour,
            f"{'dec' if on.month == 12 else 'jan'}.{on.day}",
        )
    if sunday:
        title, key = _sunday_title(season, week or 1)
        return Day(on, season, title, "Sunday", week, colour, key)
    if season == "Advent" and on.month == 12 and on.day >= 17:
        title = f"{weekday} of the {ordinal(week or 1)} Week of Advent ({on.day} December)"
        return Day(on, season, title, "Weekday", week, colour, f"dec.{on.day}")
    if season == "Lent" and week == 0:
        return Day(
            on, season, f"{weekday} after Ash Wednesday", "Weekday", 0, colour, f"lent.0.{short}"
        )
    preposition = "in" if season == "Ordinary Time" else "of"
    title = f"{weekday} of the {ordinal(week or 1)} Week {preposition} {season}"
    key = None if season == "Ordinary Time" else f"{season.lower()}.{week}.{short}"
    return Day(on, season, title, "Weekday", week, colour, key)
