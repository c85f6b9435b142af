"""What an edition says about itself, in the forms citations take: a plain line, BibTeX and
CITATION.cff (Citation File Format 1.2.0), all built from the edition's row alone.

Every text here is English whatever the page's language: a citation is copied into papers and
reference managers, and the files must be the same bytes for every reader. Days and moments are
in UTC, so no setting of the portal's time zone changes them.
"""

# Reference: Citation File Format 1.2.0 (https://citation-file-format.github.io/); BibTeX's
# @misc entry (Patashnik, "BibTeXing"); YAML 1.2 §5.7 (double-quoted escapes).

from __future__ import annotations

import json
from datetime import UTC, datetime

from django.utils.text import slugify

from portal.editions.models import Edition
from portal.statistics.metrics import METRICS

UPSTREAM = "Magisterium AI"
UPSTREAM_SOURCE = "Magisterium AI (diocese statistics)"
UPSTREAM_HOME = "https://www.magisterium.com"
PORTAL = "Magisterium Portal"
BIBTEX_FILE = "edition.bib"
KEYWORDS = ("Catholic Church", "dioceses", "church statistics", "clergy", "sacraments")
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC)


def day(moment: datetime | None) -> str:
    return utc(moment).date().isoformat() if moment else ""


def stem(edition: Edition) -> str:
    """The files' name: the title's slug and the edition's id (the-whole-church-ab3kx7m2qp)."""
    slug = slugify(edition.title)[:60].strip("-") or "collection"
    return f"{slug}-{edition.public_id}"


def data_path(edition: Edition) -> str:
    return f"data/{stem(edition)}.csv"


def full_title(edition: Edition) -> str:
    return f"{edition.title}: diocese statistics, edition {edition.public_id}"


def years_text(edition: Edition) -> str:
    if edition.first_year is None:
        return "no years"
    if edition.first_year == edition.last_year:
        return str(edition.first_year)
    return f"{edition.first_year}–{edition.last_year}"


def coverage_text(edition: Edition) -> str:
    """ "figures for 12 of 14 dioceses, 1990–2023"."""
    noun = "diocese" if edition.members == 1 else "dioceses"
    return f"figures for {edition.dioceses} of {edition.members} {noun}, {years_text(edition)}"


def citation_text(edition: Edition) -> str:
    """One line, author-date style, with the checksum that identifies the numbers."""
    year = utc(edition.created_at).year
    return (
        f"{UPSTREAM} ({year}). {full_title(edition)} [Data set; frozen "
        f"{day(edition.created_at)}; {coverage_text(edition)}]. {PORTAL}. {edition.url} "
        f"(SHA-256 of the data: {edition.sha256})"
    )


# --- BibTeX -------------------------------------------------------------------------------------

_BIBTEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


def bibtex_text(text: str) -> str:
    """`text` as BibTeX reads it literally: its special characters escaped, one line."""
    return "".join(_BIBTEX_SPECIAL.get(char, char) for char in " ".join(text.split()))


def bibtex_key(edition: Edition) -> str:
    return f"magisterium-{edition.public_id}"


def bibtex(edition: Edition) -> str:
    """A @misc entry (every BibTeX style knows it); the title in braces keeps its capitals."""
    created = utc(edition.created_at)
    title = f"{{{bibtex_text(edition.title)}}}: diocese statistics, edition {edition.public_id}"
    note = (
        f"Data set frozen {day(edition.created_at)}; {coverage_text(edition)}; "
        f"SHA-256 of the data: {edition.sha256}"
    )
    fields = [
        ("author", f"{{{UPSTREAM}}}"),
        ("title", title),
        ("year", str(created.year)),
        ("month", MONTHS[created.month - 1]),
        ("howpublished", PORTAL),
        ("url", edition.url),
        ("urldate", day(edition.created_at)),
        # BibTeX's en dash is "--" (a style may not read UTF-8).
        ("note", bibtex_text(note).replace("–", "--")),
    ]
    lines = [f"@misc{{{bibtex_key(edition)},"]
    for name, value in fields:
        written = value if name == "month" else f"{{{value}}}"
        lines.append(f"  {name:<12} = {written},")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- CITATION.cff ---------------------------------------------------------------------------


def yaml_string(text: str) -> str:
    """`text` as a YAML double-quoted scalar: JSON's escapes (YAML's are a superset), and any
    character YAML may not hold raw escaped as well."""
    quoted = json.dumps(" ".join(text.split()), ensure_ascii=False)
    return "".join(char if char.isprintable() else _yaml_escape(char) for char in quoted)


def _yaml_escape(char: str) -> str:
    code = ord(char)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def citation_cff(edition: Edition) -> str:
    """CITATION.cff: a data set, its authors (upstream), its date, address and checksum."""
    q = yaml_string
    lines = [
        "cff-version: 1.2.0",
        f"message: {q('If you use these figures, please cite this edition as below.')}",
        "type: dataset",
        f"title: {q(full_title(edition))}",
        f"version: {q(edition.public_id)}",
        f"date-released: {q(day(edition.created_at))}",
        f"url: {q(edition.url)}",
        "authors:",
        f"  - name: {q(UPSTREAM)}",
        f"    website: {q(UPSTREAM_HOME)}",
        "identifiers:",
        "  - type: url",
        f"    value: {q(edition.url)}",
        f"    description: {q('The edition’s address: it never changes.')}",
        "  - type: other",
        f"    value: {q('sha256:' + edition.sha256)}",
        f"    description: {q('SHA-256 of the data file ' + data_path(edition))}",
        f"abstract: {q(abstract(edition))}",
        "keywords:",
        *(f"  - {q(keyword)}" for keyword in KEYWORDS),
    ]
    return "\n".join(lines) + "\n"


def abstract(edition: Edition) -> str:
    """What the data is, where it comes from and when: a paragraph."""
    what = (
        "every jurisdiction the portal's world harvest has found (the whole Church)"
        if edition.world
        else f"the research collection “{edition.title}”"
    )
    return (
        f"The {len(METRICS)} diocese statistics of {UPSTREAM} (Catholics, population, clergy, "
        f"religious, parishes, institutes, sacraments) for {what}, one row a diocese and year: "
        f"{coverage_text(edition)}. Frozen by {PORTAL} on {day(edition.created_at)}; the "
        f"figures never change."
    )
