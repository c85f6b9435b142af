"""The rules that date the Church's named days in a civil year: Easter, the Sundays of each
season, and the days that move when they fall badly (St Joseph, the Annunciation, John the
Baptist, the Immaculate Conception; Epiphany where it is kept on a Sunday). With `FeastDay`,
the shape of an entry of the date box's table (portal.vocabulary.feast_days).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field

from portal.vocabulary.names import LANGUAGES, Names

Rule = Callable[[int], "dt.date | None"]


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


# --- The rules --------------------------------------------------------------------------------


def first_sunday_of_advent(year: int) -> dt.date:
    """The fourth Sunday before Christmas (27 November to 3 December)."""
    christmas = dt.date(year, 12, 25)
    return christmas - dt.timedelta(days=(christmas.weekday() + 1) % 7 or 7) - dt.timedelta(21)


def baptism_of_the_lord(year: int) -> dt.date:
    """The Sunday after 6 January."""
    epiphany = dt.date(year, 1, 6)
    return epiphany + dt.timedelta(days=6 - epiphany.weekday() or 7)


def holy_family(year: int) -> dt.date:
    """The Sunday within the Octave of Christmas, or 30 December when there is none."""
    sundays = [dt.date(year, 12, d) for d in range(26, 32) if dt.date(year, 12, d).weekday() == 6]
    return sundays[0] if sundays else dt.date(year, 12, 30)


def sunday_of(season: str, number: int, year: int) -> dt.date | None:
    """The `number`th Sunday of Advent, Lent, Easter or Ordinary Time in the civil year `year`
    (Advent: the one that begins in it); None when the year has no such Sunday."""
    pascha = easter(year)
    if season == "Advent":
        first = first_sunday_of_advent(year)
        return first + dt.timedelta(weeks=number - 1) if 1 <= number <= 4 else None
    if season == "Lent":
        return pascha - dt.timedelta(weeks=7 - number) if 1 <= number <= 6 else None
    if season == "Easter":
        return pascha + dt.timedelta(weeks=number - 1) if 1 <= number <= 7 else None
    if not 2 <= number <= 34:
        return None
    # Ordinary Time: counted from the Baptism before Lent, backwards from Christ the King after.
    before_lent = baptism_of_the_lord(year) + dt.timedelta(weeks=number - 1)
    if before_lent < pascha - dt.timedelta(days=46):
        return before_lent
    after = first_sunday_of_advent(year) - dt.timedelta(weeks=35 - number)
    return after if after > pascha + dt.timedelta(days=49) else None


def fixed(month: int, day: int) -> Rule:
    return lambda year: dt.date(year, month, day)


def easter_plus(days: int) -> Rule:
    return lambda year: easter(year) + dt.timedelta(days=days)


def joseph(year: int) -> dt.date:
    """19 March; in Holy Week the Saturday before it, on a Sunday of Lent the Monday after."""
    day, palm_sunday = dt.date(year, 3, 19), easter(year) - dt.timedelta(days=7)
    if palm_sunday <= day < easter(year):
        return palm_sunday - dt.timedelta(days=1)
    return day + dt.timedelta(days=1) if day.weekday() == 6 else day


def annunciation(year: int) -> dt.date:
    """25 March; from Palm Sunday to the Second Sunday of Easter, the Monday after that."""
    day, pascha = dt.date(year, 3, 25), easter(year)
    if pascha - dt.timedelta(days=7) <= day <= pascha + dt.timedelta(days=7):
        return pascha + dt.timedelta(days=8)
    return day + dt.timedelta(days=1) if day.weekday() == 6 else day


def john_the_baptist(year: int) -> dt.date:
    """24 June, unless the Sacred Heart (the day before) or Trinity or Corpus Christi (after)."""
    day, pascha = dt.date(year, 6, 24), easter(year)
    if day == pascha + dt.timedelta(days=68):
        return day - dt.timedelta(days=1)
    if day in (pascha + dt.timedelta(days=56), pascha + dt.timedelta(days=63)):
        return day + dt.timedelta(days=1)
    return day


def immaculate_conception(year: int) -> dt.date:
    """8 December; on the Second Sunday of Advent, the Monday after."""
    day = dt.date(year, 12, 8)
    return day + dt.timedelta(days=1) if day.weekday() == 6 else day


def epiphany_sunday(year: int) -> dt.date:
    """Where the Epiphany is kept on a Sunday: the one from 2 to 8 January."""
    return dt.date(year, 1, 2) + dt.timedelta(days=(6 - dt.date(year, 1, 2).weekday()) % 7)


@dataclass(frozen=True)
class FeastDay:
    """A named day: its key (the day page's note names it), its `Names`, the rule dating it in a
    year, the other ways each language says it, and `other`, the rule for the day it is kept on
    instead where it is moved (to a Sunday, or to the Thursday)."""

    key: str
    names: Names
    when: Rule
    aliases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    other: Rule | None = None

    def phrases(self, language: str) -> tuple[str, ...]:
        """Everything that names this day in `language`: name, short form, aliases."""
        found = (self.names.in_language(language), self.names.short_in(language))
        return tuple(dict.fromkeys((*found, *self.aliases.get(language, ()))))


def feast(key: str, names: Names, when: Rule, other: Rule | None = None, **said: str) -> FeastDay:
    """An entry; `said` holds each language's aliases, comma-separated (en="xmas, …")."""
    aliases = {
        lang: tuple(p.strip() for p in said.get(lang, "").split(",") if p.strip())
        for lang in LANGUAGES
    }
    return FeastDay(key, names, when, aliases, other)
