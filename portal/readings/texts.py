"""Reading the stored upstream text: the celebration, each reading and the saints' names.

Upstream sends the readings and the martyrology as text, not data. The sandbox (and, as far as
it is documented, upstream) writes the readings like this:

    Mass readings for Sunday, 29 March 2026 — Palm Sunday of the Passion of the Lord
    Liturgical season: Lent (week 6) · Sunday · Colour: Red
    Also remembered: Saint Kateri Tekakwitha, Virgin; Saint Camillus de Lellis, Priest

    First Reading: Isaiah 50:4-7
    (text of the reading)

    Gospel: Matthew 26:14–27:66
    …

A day with several Masses (Christmas, Palm Sunday, Easter) has a heading line per Mass
("## Mass during the Night") before that Mass's readings; a text without one is one Mass.
And the martyrology as a heading line and numbered paragraphs naming the saints. Everything
here is tolerant: a text in another shape gives no sections (the page shows the text as it
is) and its first line stands in for the celebration. Nothing here renders HTML except
`link_saint_names`, which only wraps names in links inside HTML the safe renderer produced.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe

from portal.core.rendering import plain_text

# --- The readings -------------------------------------------------------------------------

# A reading's label at the start of a line, as upstream writes it, → the kind of reading.
_ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "1": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "i": 1,
    "ii": 2,
}
_LABEL = re.compile(
    r"""^\W*?                                    # markdown markers: #, *, _, >
    (?P<label>
        (?P<ordinal>first|second|third|fourth|fifth|sixth|seventh)\s+reading
      | reading\s+(?P<number>[1-7]|i{1,2})\b
      | (?P<psalm>responsorial\s+psalm|psalm)
      | (?P<acclamation>gospel\s+acclamation|alleluia(?:\s+verse)?|verse\s+before\s+the\s+gospel)
      | (?P<sequence>sequence)
      | (?P<epistle>epistle)
      | (?P<gospel>gospel)
    )
    [\s*_]*(?P<sep>[:.—–-]\s*[*_]*\s*)?          # "Gospel:", "**Gospel:**", "Gospel —"
    (?P<reference>.*)$""",
    re.IGNORECASE | re.VERBOSE,
)
# Separators between the date and the celebration on the first line.
_TITLE_SPLIT = re.compile(r"\s+[—–-]\s+")
_COLOUR = re.compile(r"\b(?:colou?r|color)\s*:\s*(?P<colour>[A-Za-z]+)", re.IGNORECASE)
_ALSO = re.compile(r"^\W*also\s+remembered\s*:\s*(?P<names>.+)$", re.IGNORECASE)
# A Mass's heading on a line of its own: "## Mass during the Night", "**Vigil Mass**",
# "At the Procession with Palms:", "The Easter Vigil in the Holy Night". Never a reading's
# label (tried first) and never a long line (prose that mentions a Mass).
_MASS = re.compile(
    r"""^[#*_>\s]*
    (?P<name>
        (?:at\s+the\s+)?(?:(?:vigil|evening|morning|chrism|day|night|dawn|first|second|third)\s+)?
        mass\b(?:\s+(?:during|at|of|in|on|for)\b[^:*_]*)?
      | (?:at\s+)?(?:the\s+)?easter\s+vigil\b[^:*_]*
      | (?:at\s+the\s+)?procession\b[^:*_]*
    )
    \s*:?[*_\s]*$""",
    re.IGNORECASE | re.VERBOSE,
)
_MASS_MAX_CHARS = 60

FIRST, PSALM, SECOND, ACCLAMATION, SEQUENCE, GOSPEL, OTHER = (
    "first",
    "psalm",
    "second",
    "acclamation",
    "sequence",
    "gospel",
    "other",
)


@dataclass(frozen=True)
class Reading:
    kind: str  # FIRST, PSALM, SECOND, ACCLAMATION, SEQUENCE, GOSPEL or OTHER
    label: str  # as upstream wrote it ("First Reading", "Fourth Reading")
    number: int | None  # the reading's number when upstream numbered it
    reference: str  # plain text, "" when the line had none
    body: str  # the reading's text (Markdown source from upstream)


@dataclass(frozen=True)
class Mass:
    """One Mass of a day with several: its name as upstream headed it, and its readings."""

    name: str  # "Mass during the Night", plain text; "" for readings before any heading
    intro: str = ""  # lines between the heading and its first reading (Markdown source)
    readings: list[Reading] = field(default_factory=list)


@dataclass(frozen=True)
class Remembered:
    name: str  # "Saint Kateri Tekakwitha"
    rest: str  # ", Virgin"


@dataclass(frozen=True)
class ReadingsText:
    title: str  # the first line, plain text
    celebration: str  # the first line without "Mass readings for <date> —", plain text
    intro: str  # lines between the first and the first reading (Markdown source)
    colour: str  # "Red", or ""
    also_remembered: list[Remembered] = field(default_factory=list)
    readings: list[Reading] = field(default_factory=list)
    notes: str = ""  # what follows the readings (Markdown source)
    # A day with several Masses: each with its readings (`readings` holds them all, in order);
    # empty when the text names no Mass (one Mass, as most days and every older answer).
    masses: list[Mass] = field(default_factory=list)

    @property
    def structured(self) -> bool:
        return bool(self.readings)

    @property
    def first_lines(self) -> str:
        """For a text in an unknown shape: its first lines after the title (Markdown source)."""
        return "\n".join(self.intro.splitlines()[:4])


def _kind(match: re.Match) -> tuple[str, int | None]:
    if match.group("ordinal") or match.group("number"):
        number = _ORDINALS[(match.group("ordinal") or match.group("number")).lower()]
        return {1: FIRST, 2: SECOND}.get(number, OTHER), number
    for kind in ("psalm", "acclamation", "sequence", "gospel"):
        if match.group(kind):
            return {
                "psalm": PSALM,
                "acclamation": ACCLAMATION,
                "sequence": SEQUENCE,
                "gospel": GOSPEL,
            }[kind], None
    return SECOND, None  # "Epistle" (the Easter Vigil's reading before the Gospel)


def _celebration(title: str) -> str:
    parts = _TITLE_SPLIT.split(title, maxsplit=1)
    return parts[1].strip() if len(parts) == 2 and parts[1].strip() else title


def _paragraphs(lines: list[str]) -> list[list[str]]:
    paragraphs: list[list[str]] = [[]]
    for line in lines:
        if line.strip():
            paragraphs[-1].append(line)
        elif paragraphs[-1]:
            paragraphs.append([])
    return [p for p in paragraphs if p]


def _is_note(paragraph: list[str]) -> bool:
    """A paragraph wholly in parentheses after the readings: upstream's note, not a reading."""
    text = " ".join(line.strip() for line in paragraph)
    return text.startswith("(") and text.endswith(")")


def _mass_name(line: str) -> str | None:
    """The Mass a heading line names, or None when the line is not a Mass's heading."""
    stripped = line.strip()
    if len(stripped) > _MASS_MAX_CHARS or not (match := _MASS.match(stripped)):
        return None
    return plain_text(match.group("name")).strip() or None


def parse_readings(text: str | None) -> ReadingsText:
    lines = (text or "").strip().splitlines()
    if not lines:
        return ReadingsText(title="", celebration="", intro="", colour="")
    title = plain_text(lines[0])
    intro: list[str] = []
    also: list[Remembered] = []
    readings: list[dict] = []
    notes: list[str] = []
    # Each Mass heading: its name, the index of its first reading, the lines before that.
    masses: list[tuple[str, int, list[str]]] = []
    for line in lines[1:]:
        match = _LABEL.match(line.strip())
        also_match = _ALSO.match(line.strip()) if not readings else None
        # A label needs its separator ("Gospel: John 1:1-18") or a heading of its own
        # ("## Gospel"): "Gospel passages are…" inside a reading starts nothing.
        heading = line.lstrip().startswith(("#", "**", "__"))
        mass = None if match and match.group("sep") else _mass_name(line)
        if mass is not None:
            masses.append((mass, len(readings), []))
        elif masses and len(readings) == masses[-1][1] and not match:
            masses[-1][2].append(line)  # between a Mass's heading and its first reading
        elif match and (match.group("sep") or (heading and not match.group("reference").strip())):
            kind, number = _kind(match)
            readings.append(
                {
                    "kind": kind,
                    "label": plain_text(match.group("label")),
                    "number": number,
                    "reference": plain_text(match.group("reference")),
                    "body": [],
                }
            )
        elif also_match:
            for item in plain_text(also_match.group("names")).split(";"):
                name, comma, rest = item.strip().partition(",")
                if name.strip():
                    also.append(Remembered(name=name.strip(), rest=(comma + rest).rstrip(".")))
        elif readings:
            readings[-1]["body"].append(line)
        else:
            intro.append(line)
    if readings:
        # Trailing notes in parentheses belong to the page, not to the last reading.
        paragraphs = _paragraphs(readings[-1]["body"])
        while paragraphs and _is_note(paragraphs[-1]):
            notes.insert(0, "\n".join(paragraphs.pop()))
        readings[-1]["body"] = ["\n\n".join("\n".join(p) for p in paragraphs)]
    colour = _COLOUR.search("\n".join(intro))
    parsed = [
        Reading(
            kind=r["kind"],
            label=r["label"],
            number=r["number"],
            reference=r["reference"],
            body="\n".join(r["body"]).strip(),
        )
        for r in readings
    ]
    return ReadingsText(
        title=title,
        celebration=_celebration(title),
        intro="\n".join(intro).strip(),
        colour=colour.group("colour").capitalize() if colour else "",
        also_remembered=also,
        readings=parsed,
        notes="\n\n".join(notes),
        masses=_masses(masses, parsed),
    )


def _masses(headings: list[tuple[str, int, list[str]]], readings: list[Reading]) -> list[Mass]:
    """The readings grouped under the Mass headings; [] when there is none. Readings before
    the first heading make a Mass without a name; a heading with no readings is dropped."""
    if not headings:
        return []
    found: list[Mass] = []
    if headings[0][1] > 0:
        found.append(Mass(name="", readings=readings[: headings[0][1]]))
    ends = [start for _, start, _ in headings[1:]] + [len(readings)]
    for (name, start, before), end in zip(headings, ends, strict=True):
        if end > start:
            found.append(Mass(name, "\n".join(before).strip(), readings[start:end]))
    return found


# --- The saints ---------------------------------------------------------------------------

# A capitalised word ("Kateri", "Brébeuf") or an initial ("John H. Newman"); "d'Arc" follows
# a connector. A full stop ends a name unless it marks an initial.
_WORD = r"(?:[A-Z]\.|[A-ZÀ-ÖØ-Þ][\w'’-]*)"
_CONNECTOR = r"(?:of|de|del|della|dei|di|da|do|dos|das|du|des|la|le|van|von|der|den|the|y|d'|l')"
_NAME = rf"{_WORD}(?:(?:\s+{_CONNECTOR})*\s+{_WORD})*"
_SINGLE = re.compile(rf"\b(?:Saint|St\.|Blessed|Bl\.)\s+(?P<name>{_NAME})")
_PLURAL = re.compile(
    rf"\b(?:Saints|Sts\.|[Hh]oly\s+martyrs|[Mm]artyrs)\s+"
    rf"(?P<names>{_NAME}(?:,\s+{_NAME})*(?:,?\s+and\s+{_NAME})?)"
)
# "Blessed Virgin Mary", "Saint Peter's Square": titles and places, not saints of the day.
_NOT_A_SAINT = re.compile(r"^(?:Virgin|Sacrament|Mother of God)\b|'s\b|’s\b")


def saint_search_url(name: str) -> str:
    """The directory's search for a name. The stored text carries no saint ids and the portal
    keeps no index of them, so a name becomes a search, which opens the profile it finds."""
    return f"{reverse('directory:saints')}?{urlencode({'q': name})}"


def _name_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of each saint named in plain `text`, in order, not overlapping."""
    spans: list[tuple[int, int, str]] = []
    for match in _PLURAL.finditer(text):
        names = match.group("names")
        offset = match.start("names")
        for part in re.finditer(_NAME, names):
            spans.append((offset + part.start(), offset + part.end(), part.group()))
    for match in _SINGLE.finditer(text):
        if _NOT_A_SAINT.search(match.group("name")):
            continue
        if any(start <= match.start() < end for start, end, _ in spans):
            continue
        # "Saint Isidore": the title is part of the link and of the search.
        spans.append((match.start(), match.end(), match.group()))
    spans.sort()
    kept: list[tuple[int, int, str]] = []
    for span in spans:
        if not kept or span[0] >= kept[-1][1]:
            kept.append(span)
    return kept


# Titles before a saint's name in the five languages, for telling "Saint Marcian" and
# "Marcian" apart from two saints: the martyrology names a saint alone ("Saint Marcian,
# bishop") and again in a group ("Saints Marcian, Victor and their companions").
_TITLE = re.compile(
    r"^(?:(?:saints|saint|sts\.?|st\.?|blessed|bl\.|santos|santas|santo|santa|santi|sante|san"
    r"|são|beatos|beato|beata|beati|sveti|sveta|sveto|sveci|sv\.|blaženi|blažena)\s+"
    r"|sant['’]\s*)+",
    re.IGNORECASE,
)


def name_key(name: str) -> str:
    """A saint's name for comparison: without its titles, spacing or case ("Saint Marcian",
    "St. Marcian", "marcian", "San Marciano"'s "Marciano")."""
    words = " ".join(name.split())
    return (_TITLE.sub("", words) or words).casefold()


def saint_names(text: str | None, *, limit: int = 8) -> list[str]:
    """The saints named in a martyrology text (Markdown source), in order, each once: a name
    found with and without its title counts once, in its titled form ("Saint Marcian")."""
    names: list[str] = []
    seen: dict[str, int] = {}
    for _start, _end, name in _name_spans(plain_text_lines(text)):
        key = name_key(name)
        if key not in seen:
            seen[key] = len(names)
            names.append(name)
        elif name_key(names[seen[key]]) == names[seen[key]].casefold() != name.casefold():
            names[seen[key]] = name  # the titled form links to the directory's saint
    return names[:limit]


def plain_text_lines(text: str | None) -> str:
    """Each line of `text` as plain text, still one line each."""
    return "\n".join(plain_text(line) for line in (text or "").splitlines())


_TAG = re.compile(r"(<[^>]*>)")


def link_saint_names(safe_html: str) -> SafeString:
    """Wrap each saint's name in `safe_html` (output of the safe renderer) in a link to the
    directory. Only text between tags is touched, never inside an existing link; the text is
    unescaped, split and escaped again, so nothing unescaped reaches the page."""
    out: list[str] = []
    in_link = 0
    for chunk in _TAG.split(str(safe_html)):
        if chunk.startswith("<"):
            name = chunk[1:].split(None, 1)[0].rstrip(">").lower() if len(chunk) > 2 else ""
            in_link += 1 if name == "a" else -1 if name == "/a" else 0
            out.append(chunk)
            continue
        text = html.unescape(chunk)
        if in_link or not text.strip():
            out.append(chunk)
            continue
        position = 0
        for start, end, name in _name_spans(text):
            out.append(html.escape(text[position:start], quote=False))
            out.append(
                f'<a class="saint-link" href="{html.escape(saint_search_url(name))}">'
                f"{html.escape(text[start:end], quote=False)}</a>"
            )
            position = end
        out.append(html.escape(text[position:], quote=False))
    # Tags are the sanitiser's, untouched; every text piece was escaped above.
    return mark_safe("".join(out))  # noqa: S308  # nosec B308, B703


def first_entry(text: str | None, *, max_chars: int = 160) -> str:
    """For a martyrology naming no saint the page can find: its first entry as plain text (the
    first paragraph after a heading line), cut to `max_chars`."""
    paragraphs = [plain_text(p) for p in re.split(r"\n\s*\n", (text or "").strip()) if p.strip()]
    entry = paragraphs[1] if len(paragraphs) > 1 else paragraphs[0] if paragraphs else ""
    return entry if len(entry) <= max_chars else entry[: max_chars - 1].rstrip() + "…"
