"""The day's readings in the reader's language: what the portal can know itself, it says in the
page's language; what only upstream wrote, it shows as upstream wrote it, marked.

Upstream writes the readings in English (portal.readings.texts parses them). The heading's
date, the celebration, the season line (season, week, rank, colour), the Lectionary cycles,
each reading's heading and its reference (book names, each language's punctuation) are facts
of the liturgical calendar and the Bible, so they come from the vocabulary
(portal.vocabulary) in the active language. A value the vocabulary does not know
stays as upstream wrote it, as a `Shown` in English, and is logged once per process so the
vocabulary can grow. The readings' texts themselves, the notes and any intro line in an
unknown shape are upstream's prose: they stay, marked with their language.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
import threading
from dataclasses import dataclass, field

from django.utils.text import slugify
from django.utils.translation import gettext as _

from portal.core.languages import Shown, page_language, text_language
from portal.readings import texts
from portal.vocabulary import bible, sanctoral, temporal
from portal.vocabulary.dates import written_date
from portal.vocabulary.masses import mass_names
from portal.vocabulary.names import LANGUAGES, Names

logger = logging.getLogger(__name__)

UPSTREAM_LANGUAGE = "en"  # the language upstream writes the readings in

_SEASON_LINE = re.compile(
    r"""^\W*liturgical\s+season\s*:\s*(?P<season>[^(·]+?)\s*
    (?:\(\s*week\s+(?P<week>\d+)\s*\))?\s*
    ·\s*(?P<rank>[^·]+?)\s*
    ·\s*colou?r\s*:\s*(?P<colour>[^·]+?)\s*$""",
    re.IGNORECASE | re.VERBOSE,
)
_LECTIONARY_LINE = re.compile(
    r"""^\W*lectionary\s*:\s*sunday\s+cycle\s+year\s+(?P<sunday>[ABC])\s*,\s*
    weekday\s+cycle\s+year\s+(?P<weekday>I{1,2})\s*$""",
    re.IGNORECASE | re.VERBOSE,
)


@dataclass(frozen=True)
class LocalReading:
    kind: str
    heading: Shown
    reference: Shown
    body: str  # upstream's text (Markdown source), in UPSTREAM_LANGUAGE


@dataclass(frozen=True)
class LocalRemembered:
    name: Shown  # the whole memorial in the page's language when known, else upstream's name
    rest: str  # upstream's ", Virgin" when the name is upstream's; "" when translated
    search: str  # upstream's saint's name, for the directory's search


@dataclass(frozen=True)
class MassLink:
    name: Shown
    anchor: str  # the id of the Mass's section on the day page


@dataclass(frozen=True)
class LocalMass:
    """One Mass of a day with several: its name in the page's language, the id of its
    section (from upstream's English name, the same in every language), and the links to the
    day's other Masses."""

    name: Shown
    anchor: str
    intro: str  # upstream's Markdown between the heading and the first reading
    readings: list[LocalReading] = field(default_factory=list)
    others: list[MassLink] = field(default_factory=list)


@dataclass(frozen=True)
class LocalReadings:
    """A day's readings laid out for the page's language (see the module docstring)."""

    celebration: Shown
    season: Shown | None
    lectionary: Shown | None
    intro: str  # the intro's other lines, upstream's Markdown, in UPSTREAM_LANGUAGE
    also_remembered: list[LocalRemembered] = field(default_factory=list)
    readings: list[LocalReading] = field(default_factory=list)
    notes: str = ""
    structured: bool = False
    upstream_language: str = UPSTREAM_LANGUAGE
    # Whether upstream's first line named the celebration after the date ("… — Saint Andrew"),
    # rather than being a title of another shape that only stands in for it.
    named: bool = False
    # A day with several Masses, each with its readings; [] for one Mass (`readings`).
    masses: list[LocalMass] = field(default_factory=list)


# --- Knowing what was not known, once -------------------------------------------------------

_unknown: set[tuple[str, str]] = set()
_unknown_lock = threading.Lock()


def _not_known(kind: str, value: str) -> None:
    """Log once per process a value the vocabulary lacks, so the vocabulary can grow."""
    with _unknown_lock:
        if (kind, value) in _unknown:
            return
        _unknown.add((kind, value))
    logger.info("readings vocabulary has no %s %r: shown as upstream wrote it", kind, value)


def _language() -> str:
    language = page_language()
    return language if language in LANGUAGES else "en"


def _known(names: Names | None, kind: str, value: str, *, short: bool = False) -> Shown:
    language = _language()
    if names is None:
        if language != UPSTREAM_LANGUAGE:
            _not_known(kind, value)
        return Shown(value, UPSTREAM_LANGUAGE)
    return Shown(names.short_in(language) if short else names.in_language(language), language)


def _day_and_month(day: int, month: int) -> str:
    return written_date(dt.date(2000, month, day), "MONTH_DAY_FORMAT")


# --- The pieces -------------------------------------------------------------------------------


def celebration(name: str, *, short: bool = False) -> Shown:
    """The celebration's name in the page's language (`short`: for a calendar cell)."""
    name = name.strip()
    if not name:
        return Shown("", _language())
    known = temporal.CELEBRATIONS.get(name) or sanctoral.SANCTORAL.get(name)
    if known is not None:
        return _known(known, "celebration", name, short=short)
    language = _language()
    titled = temporal.localize_title(name, language, day_and_month=_day_and_month)
    if titled is not None:
        return Shown(titled, language)
    return _known(None, "celebration", name)


def reference(text: str) -> Shown:
    """A reading's reference with the book's name and the punctuation of the page's language."""
    if not text.strip():
        return Shown("", _language())
    language = _language()
    localized = bible.localize_reference(text, language)
    if localized is None:
        if language != UPSTREAM_LANGUAGE:
            _not_known("reference", text)
        return Shown(text, UPSTREAM_LANGUAGE)
    return Shown(localized, language)


def reading_heading(reading: texts.Reading) -> Shown:
    """Our own words for the kinds every lectionary has; upstream's label for the others
    ("Fourth Reading" at the Easter Vigil), so nothing is mislabelled."""
    words = {
        texts.FIRST: _("First reading"),
        texts.PSALM: _("Responsorial Psalm"),
        texts.ACCLAMATION: _("Gospel acclamation"),
        texts.SEQUENCE: _("Sequence"),
        texts.GOSPEL: _("Gospel"),
    }
    if reading.kind == texts.SECOND and reading.label.lower() != "epistle":
        return Shown(_("Second reading"), _language())
    if reading.kind in words:
        return Shown(words[reading.kind], _language())
    numbered = {
        3: _("Third reading"),
        4: _("Fourth reading"),
        5: _("Fifth reading"),
        6: _("Sixth reading"),
        7: _("Seventh reading"),
    }
    if reading.kind == texts.OTHER and reading.number in numbered:
        return Shown(numbered[reading.number], _language())
    return Shown(reading.label, UPSTREAM_LANGUAGE)


def _season_line(match: re.Match[str]) -> Shown | None:
    language = _language()
    season = temporal.SEASONS.get(match["season"].strip())
    rank = temporal.RANKS.get(match["rank"].strip())
    colour = temporal.COLOURS.get(match["colour"].strip())
    for kind, names, value in (
        ("season", season, match["season"]),
        ("rank", rank, match["rank"]),
        ("colour", colour, match["colour"]),
    ):
        if names is None:
            _not_known(kind, value.strip())
            return None
    assert season is not None and rank is not None and colour is not None  # checked above
    fields = {
        "season": season.in_language(language),
        "rank": rank.in_language(language),
        "colour": colour.in_language(language),
        "week": match["week"] or "",
    }
    pattern = (temporal.SEASON_LINE_WITH_WEEK if match["week"] else temporal.SEASON_LINE)[language]
    return Shown(pattern.format(**fields), language)


def _lectionary_line(match: re.Match[str]) -> Shown:
    language = _language()
    line = temporal.LECTIONARY_LINE[language].format(
        sunday_cycle=match["sunday"].upper(), weekday_cycle=match["weekday"].upper()
    )
    return Shown(line, language)


def mass_name(name: str) -> Shown:
    """A Mass's name ("Mass during the Night") in the page's language; an unnamed group of
    readings (before upstream's first Mass heading) is "Mass readings"."""
    if not name:
        return Shown(_("Mass readings"), _language())
    return _known(mass_names(name), "Mass", name)


def _local_reading(reading: texts.Reading) -> LocalReading:
    return LocalReading(
        kind=reading.kind,
        heading=reading_heading(reading),
        reference=reference(reading.reference),
        body=reading.body,
    )


def _masses(masses: list[texts.Mass]) -> list[LocalMass]:
    anchors: list[str] = []
    for number, mass in enumerate(masses, start=1):
        anchor = f"mass-{slugify(mass.name) or number}"
        anchors.append(anchor if anchor not in anchors else f"{anchor}-{number}")
    names = [mass_name(mass.name) for mass in masses]
    return [
        LocalMass(
            name=names[i],
            anchor=anchors[i],
            intro=mass.intro,
            readings=[_local_reading(reading) for reading in mass.readings],
            others=[MassLink(names[j], anchors[j]) for j in range(len(masses)) if j != i],
        )
        for i, mass in enumerate(masses)
    ]


def _remembered(item: texts.Remembered) -> LocalRemembered:
    """The saint's name (linked) and the rest ("Santa Kateri Tekakwitha" ", virgen"), in the
    page's language when the calendar knows the memorial."""
    whole = f"{item.name}{item.rest}".strip()
    known = sanctoral.SANCTORAL.get(whole)
    if known is not None:
        shown = _known(known, "memorial", whole)
        name, comma, rest = shown.text.partition(",")
        return LocalRemembered(Shown(name.strip(), shown.lang), comma + rest, item.name)
    if _language() != UPSTREAM_LANGUAGE:
        _not_known("memorial", whole)
    return LocalRemembered(Shown(item.name, UPSTREAM_LANGUAGE), item.rest, item.name)


def localize(parts: texts.ReadingsText) -> LocalReadings:
    """`parts` (upstream's English, parsed) laid out in the active language."""
    season = lectionary = None
    other: list[str] = []
    for line in parts.intro.splitlines():
        plain = line.strip()
        if season is None and (found := _SEASON_LINE.match(plain)):
            season = _season_line(found)
            if season is None:
                other.append(line)
        elif lectionary is None and (cycles := _LECTIONARY_LINE.match(plain)):
            lectionary = _lectionary_line(cycles)
        else:
            other.append(line)
    prose = "\n".join(
        [parts.intro, *(mass.intro for mass in parts.masses)]
        + [reading.body for reading in parts.readings]
    )
    return LocalReadings(
        celebration=celebration(parts.celebration),
        season=season,
        lectionary=lectionary,
        intro="\n".join(other).strip(),
        also_remembered=[_remembered(item) for item in parts.also_remembered],
        readings=[_local_reading(reading) for reading in parts.readings],
        masses=_masses(parts.masses),
        notes=parts.notes,
        structured=parts.structured,
        upstream_language=text_language(prose, default=UPSTREAM_LANGUAGE),
        named=bool(parts.celebration) and parts.celebration != parts.title,
    )


def is_solemnity(parts: texts.ReadingsText) -> bool:
    """The day's season line ranks it a solemnity (what "Sundays and solemnities" sends)."""
    for line in parts.intro.splitlines():
        if found := _SEASON_LINE.match(line.strip()):
            rank = temporal.RANKS.get(found["rank"].strip())
            return rank is not None and rank.en == "Solemnity"
    return False


def day_heading(day: dt.date, parts: texts.ReadingsText, *, short: bool = False) -> str:
    """ "Tuesday, 1 December 2026 — Tuesday of the 1st Week of Advent" in the active language:
    the date in the language's own format and the celebration (`short`: the calendar cell's
    form, the celebration alone)."""
    name = celebration(parts.celebration, short=short).text if parts.celebration else ""
    if short:
        return name or _("Mass readings")
    date = written_date(day, "WEEKDAY_DATE_FORMAT")
    return f"{date} — {name}" if name else date
