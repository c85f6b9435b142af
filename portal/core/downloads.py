"""The one download writer: a table (named columns, rows) as the answer to a request, in CSV,
JSON or Excel. The research downloads, the trends exports and the notebook API all answer
through it, so a file's content type, its name (Content-Disposition) and how its cells are
written (portal.core.spreadsheets: CSV by the csv module, formula-like text defused, Excel
figures as formatted numbers and text never a formula) are decided here once.

CSV and JSON are streamed when the rows are (a collection of hundreds of dioceses × decades
never sits in memory whole); an Excel workbook is written row by row (openpyxl's write-only
mode) to a temporary file that is then streamed.
"""

# Reference: RFC 4180 (CSV); RFC 6266 (Content-Disposition); openpyxl "Write-only mode".

from __future__ import annotations

import itertools
import json
import tempfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from django.core.serializers.json import DjangoJSONEncoder
from django.http import FileResponse, HttpResponse, StreamingHttpResponse
from django.utils.http import content_disposition_header

from portal.core import spreadsheets

CSV_TYPE = "text/csv; charset=utf-8"
JSON_TYPE = "application/json"
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
# The formats a download is asked for by, and the file each is ("csv-long" is the same CSV
# writer: the table's rows are already long).
EXTENSIONS = {"csv": "csv", "csv-long": "csv", "json": "json", "xlsx": "xlsx"}
Disposition = Literal["attachment", "inline"]
Row = Sequence[Any] | Mapping[str, Any]
Answer = TypeVar("Answer", HttpResponse, StreamingHttpResponse)


@dataclass(frozen=True)
class Column:
    """One column: its name (the CSV header, the JSON key), the unit its figures are in, the
    heading a spreadsheet shows (the name when empty) and, for a number that must not be
    grouped (a year: 1990, not 1,990), its Excel number format."""

    name: str
    unit: str = ""
    heading: str = ""
    number_format: str = ""

    @property
    def title(self) -> str:
        return self.heading or self.name


def columns(*names: str) -> tuple[Column, ...]:
    """Columns by name, "year" a year (never grouped in Excel)."""
    return tuple(Column(name, number_format="0" if name == "year" else "") for name in names)


@dataclass(frozen=True)
class Table:
    """What a download holds. `rows` are tuples in the columns' order or dicts by name, read
    once. `name` is the file's name without its extension. `comment` (a citation) is the CSV's
    first line, a "#" row that readers skip; `about` the workbook's "About" sheet, label and
    value a line. `document` is the JSON: a dict or list (written whole), or text chunks
    (streamed); None writes the rows as objects. `widths` fit the workbook's columns when
    known beforehand (else they are measured from the rows, which are then held)."""

    columns: Sequence[Column]
    rows: Iterable[Row]
    name: str = ""
    comment: str = ""
    about: Sequence[tuple[str, object]] = ()
    document: Any = None
    widths: Sequence[float] | None = None
    freeze: str = "B2"
    disposition: Disposition = "attachment"
    streamed: bool = True
    indent: int | None = None  # the JSON's, as the file has always been written

    @property
    def header(self) -> list[str]:
        return [column.name for column in self.columns]

    def tuples(self) -> Iterator[Sequence[Any]]:
        names = self.header
        for row in self.rows:
            yield [row.get(name) for name in names] if isinstance(row, Mapping) else row

    def records(self) -> list[dict[str, Any]]:
        """The rows as objects keyed by column name (what JSON writes)."""
        names = self.header
        return [dict(zip(names, row, strict=True)) for row in self.tuples()]


def respond(table: Table, fmt: str) -> HttpResponse | StreamingHttpResponse | FileResponse:
    """`table` as `fmt` (one of EXTENSIONS)."""
    if fmt == "json":
        name = table.name and f"{table.name}.json"
        if isinstance(table.document, Iterator):
            chunks = StreamingHttpResponse(table.document, content_type=JSON_TYPE)
            return _disposed(chunks, name, table.disposition)
        document = table.records() if table.document is None else table.document
        return json_response(
            document, name=name, disposition=table.disposition, indent=table.indent
        )
    if fmt == "xlsx":
        return xlsx_response(table)
    if fmt not in EXTENSIONS:
        raise ValueError(f"no such download format: {fmt}")
    return csv_response(table)


def _disposed(response: Answer, name: str, how: Disposition) -> Answer:
    if name:
        # Never None with a file name (the stub's None is for inline without one).
        header = content_disposition_header(how == "attachment", name)
        response["Content-Disposition"] = header or ""
    return response


def csv_lines(table: Table) -> Iterator[str]:
    """The CSV: the comment row first when there is one ("#", then the text: pandas'
    read_csv(comment="#") skips it), the header, the rows; every line by the csv module."""
    head: list[Sequence[Any]] = [spreadsheets.csv_comment(table.comment)] if table.comment else []
    return spreadsheets.csv_lines(itertools.chain(head, [table.header], table.tuples()))


def csv_response(table: Table) -> HttpResponse | StreamingHttpResponse:
    name = table.name and f"{table.name}.csv"
    if table.streamed:
        return _disposed(
            StreamingHttpResponse(csv_lines(table), content_type=CSV_TYPE), name, table.disposition
        )
    return _disposed(
        HttpResponse("".join(csv_lines(table)), content_type=CSV_TYPE), name, table.disposition
    )


def json_response(
    document: Any,
    *,
    name: str = "",
    disposition: Disposition = "attachment",
    indent: int | None = None,
) -> HttpResponse:
    """`document` as JSON: text as is (never escaped to ASCII), moments in ISO 8601."""
    body = json.dumps(document, cls=DjangoJSONEncoder, ensure_ascii=False, indent=indent)
    response = HttpResponse(body, content_type=JSON_TYPE)
    return _disposed(response, name, disposition)


def _widths(table: Table, rows: list[Sequence[Any]]) -> list[float]:
    measured = []
    for index, column in enumerate(table.columns):
        shown = [len(column.title)]
        for row in rows:
            value = row[index]
            plain = column.number_format == "0" and value is not None
            shown.append(len(str(value)) if plain else spreadsheets.shown_width(value))
        measured.append(spreadsheets.column_width(shown))
    return measured


def _cell(sheet: Any, column: Column, value: Any) -> Any:
    cell = spreadsheets.xlsx_cell(sheet, value)
    if column.number_format and cell is not None and cell.data_type == "n":
        cell.number_format = column.number_format
    return cell


def xlsx_response(table: Table) -> FileResponse:
    """A workbook: "Figures" (the header, a row a row) and, when the table says something
    about itself, "About" (a label and its value a line). Sheet names stay English in every
    language: scripts open them by name."""
    from openpyxl import Workbook

    workbook = Workbook(write_only=True)
    figures = workbook.create_sheet("Figures")
    figures.freeze_panes = table.freeze
    rows: Iterable[Sequence[Any]] = table.tuples()
    widths = table.widths
    if widths is None:
        rows = list(rows)
        widths = _widths(table, rows)
    spreadsheets.set_widths(figures, widths)
    figures.append([spreadsheets.xlsx_text(figures, column.title) for column in table.columns])
    for row in rows:
        figures.append([_cell(figures, c, v) for c, v in zip(table.columns, row, strict=True)])

    if table.about:
        about = workbook.create_sheet("About")
        labels = [len(str(label)) for label, _value in table.about]
        spreadsheets.set_widths(about, [spreadsheets.column_width(labels), spreadsheets.MAX_WIDTH])
        for label, value in table.about:
            said = spreadsheets.xlsx_cell(about, "" if value is None else value)
            about.append([spreadsheets.xlsx_text(about, str(label)), said])

    spooled = tempfile.TemporaryFile()  # noqa: SIM115 (FileResponse closes it)
    workbook.save(spooled)
    spooled.seek(0)
    return FileResponse(
        spooled, as_attachment=True, filename=f"{table.name}.xlsx", content_type=XLSX_TYPE
    )
