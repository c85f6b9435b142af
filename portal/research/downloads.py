"""Downloads of a whole collection, all 19 metrics: CSV (wide and long), JSON and Excel.

Every file says where its figures come from (a citation: the source, the collection, when the
figures were fetched and checked, when and from where the file was downloaded). Rows are read
from the database in chunks (`.iterator()`) and CSV and JSON are streamed as they are written,
so a collection of hundreds of dioceses × decades never sits in memory whole; the workbook is
written row by row (openpyxl's write-only mode) to a temporary file that is then streamed, its
figures as numbers in the pages' formats, its moments as real dates, its columns fitted.

A missing figure is an empty cell (null in JSON), never 0. Every CSV line, the citation
included, is written by the csv module, and text (names from upstream, the collection's name
as typed) that a spreadsheet would run as a formula is defused: a leading apostrophe in CSV,
a text cell marked as such in Excel (portal.core.spreadsheets, as the trends exports do).
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection"; openpyxl "Write-only mode".

from __future__ import annotations

import itertools
import json
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Max, Min
from django.db.models.functions import Abs, Length
from django.http import FileResponse, HttpRequest, StreamingHttpResponse
from django.utils import timezone
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import gettext as _

from portal import magisterium
from portal.core import spreadsheets
from portal.core.spreadsheets import csv_comment, csv_lines, xlsx_text
from portal.research.analysis import DIRECTORY_FIELDS, collection_dioceses
from portal.research.models import RATIO_METRICS, Collection, DioceseYear

SOURCE = "Magisterium AI (diocese statistics)"
METRICS = magisterium.METRICS
WIDE_COLUMNS = (*DIRECTORY_FIELDS, "year", *METRICS, "fetched_at")
LONG_COLUMNS = ("source_code", "name", "year", "metric", "value")
CHUNK_ROWS = 2000  # rows read from the database at a time
_DIOCESE_FIELDS = tuple(f"diocese__{name}" for name in DIRECTORY_FIELDS)


# --- The citation -----------------------------------------------------------------------------


def _day(moment: datetime | None) -> str:
    return timezone.localdate(moment).isoformat() if moment else ""


@dataclass(frozen=True)
class Citation:
    source: str
    collection: str
    fetched_from: datetime | None  # the oldest figure's fetch (None: no figures yet)
    fetched_to: datetime | None  # the newest figure's fetch
    checked_at: datetime | None  # the latest check that the series were still current
    downloaded_at: datetime
    url: str  # the collection's page, when the request says where the portal is; else ""

    @property
    def text(self) -> str:
        """One line: "Source: …; collection “…”; figures fetched … to …; …"."""
        parts = [
            _("Source: %(source)s") % {"source": self.source},
            _("collection “%(name)s”") % {"name": self.collection},
        ]
        if self.fetched_from:
            parts.append(
                _("figures fetched %(start)s to %(end)s")
                % {"start": _day(self.fetched_from), "end": _day(self.fetched_to)}
            )
        if self.checked_at:
            parts.append(_("last checked %(day)s") % {"day": _day(self.checked_at)})
        downloaded = _("downloaded %(day)s") % {"day": _day(self.downloaded_at)}
        if self.url:
            downloaded = _("downloaded %(day)s from %(url)s") % {
                "day": _day(self.downloaded_at),
                "url": self.url,
            }
        parts.append(downloaded)
        return "; ".join(parts)

    def as_dict(self) -> dict:
        return {
            "source": self.source,
            "collection": self.collection,
            "fetched_from": _iso(self.fetched_from),
            "fetched_to": _iso(self.fetched_to),
            "checked_at": _iso(self.checked_at),
            "downloaded_at": _iso(self.downloaded_at),
            "url": self.url,
            "text": self.text,
        }


def _local_day(moment: datetime | None) -> date | None:
    """The day of `moment` in the portal's time zone (the day the citation's text gives)."""
    return timezone.localdate(moment) if moment else None


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def citation(collection: Collection, *, request: HttpRequest | None = None) -> Citation:
    """The collection's citation, now. Two queries."""
    fetched = DioceseYear.objects.filter(diocese__entries__collection=collection).aggregate(
        start=Min("fetched_at"), end=Max("fetched_at")
    )
    checked = collection_dioceses(collection).aggregate(last=Max("series_checked_at"))["last"]
    url = request.build_absolute_uri(collection.get_absolute_url()) if request else ""
    return Citation(
        source=SOURCE,
        collection=" ".join(collection.name.split()),  # one line, whatever was typed
        fetched_from=fetched["start"],
        fetched_to=fetched["end"],
        checked_at=checked,
        downloaded_at=timezone.now(),
        url=url,
    )


def filename(collection: Collection, kind: str, extension: str) -> str:
    """e.g. research-philippines-12-wide.csv: ASCII, no path or quoting tricks."""
    stem = slugify(collection.name)[:60].strip("-") or "collection"
    return f"research-{stem}-{collection.pk}-{kind}.{extension}"


# --- Rows -------------------------------------------------------------------------------------


def _rows(collection: Collection) -> Iterator[tuple]:
    """(directory fields…, year, 19 metrics…, fetched_at), by diocese name then year, read in
    chunks."""
    return (
        DioceseYear.objects.filter(diocese__entries__collection=collection)
        .order_by("diocese__name", "diocese__source_code", "year")
        .values_list("diocese_id", *_DIOCESE_FIELDS, "year", *METRICS, "fetched_at")
        .iterator(chunk_size=CHUNK_ROWS)
    )


def _csv_lines(citation_line: Citation, header: Iterable[str], rows: Iterable[list]):
    # The citation comes first, as a comment row ("#", then the citation: pandas'
    # read_csv(comment="#") skips it); like every line, written by the csv module, so a
    # collection named with commas, quotes or "=" is one defused cell of that one row.
    return csv_lines(itertools.chain([csv_comment(citation_line.text), header], rows))


# Stored as floats (a ratio) but reported by upstream as whole numbers: a file says 8993 as
# upstream did, not 8993.0. (percent_catholic keeps its decimal: upstream sends 74.0.)
WHOLE_RATIOS = frozenset({"catholics_per_priest"})


def figure_as_written(metric: str, value):
    """A figure as every download writes it: a whole ratio (Catholics per priest) as an integer."""
    if metric in WHOLE_RATIOS and isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _streamed(lines: Iterator[str], *, content_type: str, name: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(lines, content_type=content_type)
    # Never None for an attachment (the stub's None is for inline without a file name).
    response["Content-Disposition"] = content_disposition_header(True, name) or ""
    return response


def csv_wide_response(
    collection: Collection, *, request: HttpRequest | None = None
) -> StreamingHttpResponse:
    """One row per diocese and year: directory fields, year, the 19 metrics, fetched_at."""
    # csv_lines writes each cell: None empty, numbers as numbers, text defused.
    rows = (
        [
            figure_as_written(column, value)
            for column, value in zip(WIDE_COLUMNS, row[1:], strict=True)
        ]
        for row in _rows(collection)
    )
    return _streamed(
        _csv_lines(citation(collection, request=request), WIDE_COLUMNS, rows),
        content_type="text/csv; charset=utf-8",
        name=filename(collection, "wide", "csv"),
    )


def csv_long_response(
    collection: Collection, *, request: HttpRequest | None = None
) -> StreamingHttpResponse:
    """One row per diocese, year and metric that has a figure (a missing figure has no row)."""
    year_at = 1 + len(DIRECTORY_FIELDS)  # after the diocese's id and directory fields

    def long_rows():
        for row in _rows(collection):
            code, name, year = row[1], row[2], row[year_at]
            for metric, value in zip(METRICS, row[year_at + 1 :], strict=False):
                if value is not None:
                    yield [code, name, year, metric, figure_as_written(metric, value)]

    return _streamed(
        _csv_lines(citation(collection, request=request), LONG_COLUMNS, long_rows()),
        content_type="text/csv; charset=utf-8",
        name=filename(collection, "long", "csv"),
    )


def _json_chunks(collection: Collection, cite: Citation) -> Iterator[str]:
    """{"citation", "collection", "metrics", "dioceses": [{directory…, "years": [...]}]}."""
    head = {"citation": cite.as_dict(), "collection": collection.name, "metrics": list(METRICS)}
    yield json.dumps(head, ensure_ascii=False)[:-1] + ', "dioceses": ['
    year_at = 1 + len(DIRECTORY_FIELDS)  # after the diocese's id and directory fields
    dioceses = collection_dioceses(collection).order_by("name", "source_code")
    rows = itertools.groupby(_rows(collection), key=lambda row: row[0])
    pending = next(rows, None)
    for index, diocese in enumerate(dioceses.values("id", *DIRECTORY_FIELDS)):
        years = []
        if pending is not None and pending[0] == diocese["id"]:
            for row in pending[1]:
                year = {"year": row[year_at]}
                year.update(
                    (metric, figure_as_written(metric, value))
                    for metric, value in zip(METRICS, row[year_at + 1 : -1], strict=True)
                )
                year["fetched_at"] = _iso(row[-1])
                years.append(year)
            pending = next(rows, None)
        entry = {name: diocese[name] for name in DIRECTORY_FIELDS}
        entry["years"] = years
        yield ("," if index else "") + "\n" + json.dumps(entry, ensure_ascii=False)
    yield "\n]}\n"


def json_response(
    collection: Collection, *, request: HttpRequest | None = None
) -> StreamingHttpResponse:
    """The collection as JSON: its citation, then each diocese with its directory fields and
    its years (every metric, null where upstream has no figure)."""
    return _streamed(
        _json_chunks(collection, citation(collection, request=request)),
        content_type="application/json",
        name=filename(collection, "all", "json"),
    )


def _xlsx_widths(collection: Collection) -> list[float]:
    """The Figures sheet's column widths, from the longest text and the largest figure each
    column holds (two aggregate queries: a write-only sheet takes its widths before its rows)."""
    texts = collection_dioceses(collection).aggregate(
        **{f"w_{name}": Max(Length(name)) for name in DIRECTORY_FIELDS}
    )
    figures = DioceseYear.objects.filter(diocese__entries__collection=collection).aggregate(
        **{f"top_{name}": Max(Abs(name)) for name in METRICS},
        **{f"low_{name}": Min(name) for name in METRICS},
    )
    widths = []
    for column in WIDE_COLUMNS:
        shown = [len(column)]
        if column in DIRECTORY_FIELDS:
            shown.append(texts[f"w_{column}"] or 0)
        elif column == "year":
            shown.append(4)
        elif column == "fetched_at":
            shown.append(spreadsheets.shown_width(timezone.now()))
        else:
            top = figures[f"top_{column}"]
            if top is not None:
                # A ratio shows two decimals; a negative figure its sign.
                value = float(top) + (0.5 if column in RATIO_METRICS else 0)
                sign = 1 if (figures[f"low_{column}"] or 0) < 0 else 0
                shown.append(spreadsheets.shown_width(figure_as_written(column, value)) + sign)
        widths.append(spreadsheets.column_width(shown))
    return widths


def _xlsx_figure(sheet, column: str, value):
    """One cell of the Figures sheet: text defused, figures formatted, a moment a real date."""
    value = figure_as_written(column, value)
    if column == "year" and value is not None:
        cell = spreadsheets.xlsx_number(sheet, value)
        cell.number_format = "0"  # a year is not grouped (1990, not 1,990)
        return cell
    return spreadsheets.xlsx_cell(sheet, value)


def xlsx_response(collection: Collection, *, request: HttpRequest | None = None) -> FileResponse:
    """An Excel workbook: "Figures" (the wide table) and "About" (the citation). Figures are
    numbers formatted as the pages show them, fetched_at a real date and time (UTC), text
    cells text that never runs; every column as wide as what it holds."""
    from openpyxl import Workbook

    cite = citation(collection, request=request)
    workbook = Workbook(write_only=True)

    # Sheet names stay English in every language: scripts open them by name (and none is
    # made from a name someone typed).
    figures = workbook.create_sheet("Figures")
    figures.freeze_panes = "C2"
    spreadsheets.set_widths(figures, _xlsx_widths(collection))
    figures.append([xlsx_text(figures, name) for name in WIDE_COLUMNS])
    for row in _rows(collection):
        figures.append(
            [
                _xlsx_figure(figures, column, value)
                for column, value in zip(WIDE_COLUMNS, row[1:], strict=True)
            ]
        )

    about = workbook.create_sheet("About")
    lines: list[tuple[str, object]] = [
        (_("Source"), cite.source),
        (_("Collection"), cite.collection),
        (_("Figures fetched from"), _local_day(cite.fetched_from)),
        (_("Figures fetched to"), _local_day(cite.fetched_to)),
        (_("Last checked"), _local_day(cite.checked_at)),
        (_("Downloaded"), _local_day(cite.downloaded_at)),
        (_("Address"), cite.url),
        (_("Citation"), cite.text),
        (_("Empty cells"), _("no figure from the source (never a zero)")),
    ]
    spreadsheets.set_widths(
        about,
        [
            spreadsheets.column_width(len(str(label)) for label, _value in lines),
            spreadsheets.MAX_WIDTH,
        ],
    )
    for label, value in lines:
        if isinstance(value, date):
            about.append([xlsx_text(about, str(label)), spreadsheets.xlsx_date(about, value)])
        else:
            about.append([xlsx_text(about, str(label)), xlsx_text(about, str(value or ""))])

    spooled = tempfile.TemporaryFile()  # noqa: SIM115 (FileResponse closes it)
    workbook.save(spooled)
    spooled.seek(0)
    return FileResponse(
        spooled,
        as_attachment=True,
        filename=filename(collection, "all", "xlsx"),
        content_type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    )
