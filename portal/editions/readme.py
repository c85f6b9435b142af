"""The data package's README.md: what the edition is, where its figures come from and when,
how much of the collection they cover, what each column holds, and how to check and cite it.
English, built from the edition's row alone (the same bytes on every build)."""

from __future__ import annotations

from django.utils import translation

from portal.editions import citations
from portal.editions.citations import PORTAL, UPSTREAM, UPSTREAM_HOME, day, utc
from portal.editions.models import Edition
from portal.editions.schema import table_schema
from portal.research import downloads
from portal.statistics.metrics import METRICS


def _moment(value) -> str:
    return utc(value).strftime("%Y-%m-%d %H:%M UTC") if value else "unknown"


def _range(first, last) -> str:
    """ "on 2026-12-06", "between 2026-11-02 and 2026-12-06", or "at unknown times"."""
    if first is None:
        return "at unknown times"
    if day(first) == day(last):
        return f"on {day(first)}"
    return f"between {day(first)} and {day(last)}"


def _cell(text: str) -> str:
    """Text for a Markdown table cell: a pipe would end the cell."""
    return " ".join(text.split()).replace("|", "\\|")


def _collection(edition: Edition) -> str:
    if edition.world:
        return (
            "The whole Church: the portal's own collection of every diocese, eparchy and other "
            "jurisdiction its world harvest has found (by country, by province and from "
            f"researchers' collections), number {edition.collection_number} in the portal."
        )
    return f"The research collection “{_cell(edition.collection_name)}” (number " + (
        f"{edition.collection_number} in the portal)."
    )


def _columns() -> list[str]:
    lines = ["| column | type | unit | what |", "|---|---|---|---|"]
    schema = {field["name"]: field for field in table_schema()["fields"]}
    with translation.override("en"):
        for name in downloads.WIDE_COLUMNS:
            field = schema[name]
            unit = str(METRICS[name].unit) if name in METRICS else ""
            if name == "year":
                unit = "calendar year"
            elif name == "fetched_at":
                unit = "ISO 8601 moment"
            elif not unit:
                unit = "text"
            lines.append(
                f"| `{name}` | {field['type']} | {_cell(unit)} | {_cell(field['title'])} |"
            )
    return lines


def readme(edition: Edition) -> str:
    path = citations.data_path(edition)
    lines = [
        f"# {citations.full_title(edition)}",
        "",
        f"A frozen edition of figures from {PORTAL}: its address, its numbers and its checksum "
        "never change, whatever the portal's warehouse or the collection does later.",
        "",
        f"- Address: {edition.url}",
        f"- Frozen: {_moment(edition.created_at)}",
        f"- Data: `{path}`, {edition.data_bytes} bytes, SHA-256 `{edition.sha256}`",
        f"- Holds: {edition.rows} rows (one a diocese and year), "
        f"{citations.coverage_text(edition)}",
        "",
        "## Provenance",
        "",
        f"- Upstream: {UPSTREAM} ({UPSTREAM_HOME}), its diocese statistics time series "
        f"({len(METRICS)} statistics a year) and its directory profiles, read by the portal's "
        "harvest with the account of a researcher with a paid plan.",
        f"- Collection: {_collection(edition)}",
        "- Harvest: each diocese's series was last checked against upstream "
        f"{_range(edition.checked_from, edition.checked_to)}; its figures were fetched "
        f"{_range(edition.fetched_from, edition.fetched_to)} (the `fetched_at` column says when "
        "each row last changed).",
        f"- Portal version: {edition.portal_version}",
        "",
        "## Coverage",
        "",
        f"{edition.dioceses} of the collection's {edition.members} dioceses have figures. "
        "Dioceses with figures, year by year:",
        "",
        "| year | dioceses | of |",
        "|---|---|---|",
        *(f"| {year} | {count} | {edition.members} |" for year, count in edition.coverage),
        "",
        "## Columns",
        "",
        *_columns(),
        "",
        "## Reading it",
        "",
        "UTF-8, comma-separated, a header row, lines ended by CRLF (RFC 4180). An empty cell is "
        "no figure from the source, never a zero. A text cell that a spreadsheet would run as a "
        "formula (starting with = + - @) carries a leading apostrophe. `datapackage.json` "
        "describes every column (its type, and its unit in its description); "
        "`frictionless validate datapackage.json` checks the data against it.",
        "",
        f"Check the numbers: `sha256sum {path}` must print `{edition.sha256}`.",
        "",
        "## How to cite",
        "",
        citations.citation_text(edition),
        "",
        f"BibTeX: `{citations.BIBTEX_FILE}`. Citation File Format: `CITATION.cff`.",
        "",
    ]
    return "\n".join(lines)
