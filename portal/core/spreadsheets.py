"""Files a spreadsheet opens (CSV, Excel): every line written by the csv module, every text
cell that a spreadsheet would run as a formula defused. One rule for every download.

A CSV line is never written by hand: a name with a comma, a quote or a line break stays one
cell of one row, whatever it holds. A text cell that starts with one of FORMULA_STARTS gets a
leading apostrophe in CSV (OWASP's advice; a person reads the text, the apostrophe marks it
as text); so does one that starts with apostrophes before such a character, so that the rule
can be undone without guessing: drop the first apostrophe of a cell whose leading apostrophes
are followed by = + - @, a tab or a carriage return ("'s-Hertogenbosch" is left as it is).
In Excel such text is stored as a text cell (never a formula), unchanged, and marked "quote
prefix", so it stays text when someone edits it. Numbers are written as numbers: a negative
figure is not text and gets no apostrophe.
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection"; ECMA-376 (SpreadsheetML cells, quotePrefix).

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Iterator
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    # openpyxl ships no type hints (ignore_missing_imports): these names document the
    # argument and the result; the module itself is imported only when a workbook is made.
    from openpyxl.cell import WriteOnlyCell
    from openpyxl.worksheet._write_only import WriteOnlyWorksheet

# A spreadsheet runs a text cell starting with one of these as a formula.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

# Excel holds at most this many characters in a cell (it "repairs" a file with more).
EXCEL_CELL_CHARS = 32767

# Characters XML 1.0 cannot hold (control characters but tab and line breaks, surrogates,
# U+FFFE and U+FFFF): openpyxl drops only the first kind and would write a workbook no
# program can open for the others.
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def formula_like(text: str) -> bool:
    """Whether a spreadsheet would run `text` as a formula (or would once an apostrophe
    before it were taken away)."""
    return text.lstrip("'").startswith(FORMULA_STARTS)


def defuse(text: str) -> str:
    """`text` for a CSV cell: with a leading apostrophe if it is formula_like."""
    return f"'{text}" if formula_like(text) else text


# What a CSV cell holds as it is (exactly these types: a bool is not an int here): the common
# case, answered without a call (csv_lines writes hundreds of thousands of figures).
_AS_IT_IS = frozenset({int, float, Decimal})


def csv_cell(value: Any) -> str | int | float | Decimal:
    """One CSV cell: None is empty (a missing figure, never 0), a number stays a number,
    a moment is its ISO text, anything else is text, defused."""
    if value is None:
        return ""
    if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
        return value
    if isinstance(value, datetime | date):
        return value.isoformat()
    return defuse(str(value))


class _Echo:
    """A file-like object that hands back what csv.writer writes to it (one line)."""

    def write(self, text: str) -> str:
        return text


def csv_lines(rows: Iterable[Iterable[Any]]) -> Iterator[str]:
    """Each row as one CSV record ("\\r\\n" ended, quoted where needed), cells as csv_cell
    makes them. A generator: a streamed download holds one line at a time."""
    writer = csv.writer(_Echo(), lineterminator="\r\n")
    as_it_is = _AS_IT_IS
    texts: dict[str, str] = {}  # each text defused once: a diocese's fields repeat every year

    def cell(value: Any) -> str | int | float | Decimal:
        if type(value) is not str:
            return csv_cell(value)
        written = texts.get(value)
        if written is None:
            written = texts[value] = defuse(value)
        return written

    for row in rows:
        yield writer.writerow([value if type(value) in as_it_is else cell(value) for value in row])


def csv_text(rows: Iterable[Iterable[Any]]) -> str:
    return "".join(csv_lines(rows))


def csv_comment(text: str) -> list[str]:
    """A row that says something about the file (e.g. its citation) and that tools reading
    the figures skip: its first cell is "#" (pandas `read_csv(comment="#")`, R's
    `comment.char`), the text is the second cell, on one physical line, whatever it holds."""
    return ["#", " ".join(text.split())]


def xlsx_text(sheet: WriteOnlyWorksheet, value: str) -> WriteOnlyCell:
    """An openpyxl write-only cell holding `value` as text: never a formula (whatever it
    starts with), marked "quote prefix" when it looks like one so that Excel keeps it text
    when edited. Characters XML cannot hold are dropped; a line break is "\\n" (as Excel
    writes it; XML would turn a lone "\\r" into one anyway)."""
    from openpyxl.cell import WriteOnlyCell

    clean = NOT_XML.sub("", value.replace("\r\n", "\n").replace("\r", "\n"))
    clean = clean[:EXCEL_CELL_CHARS]
    cell = WriteOnlyCell(sheet, value=clean)
    cell.data_type = "s"  # openpyxl makes a string starting with "=" a formula ("f")
    cell.quotePrefix = formula_like(value) or formula_like(clean)
    return cell


# --- Excel cells that are not text -------------------------------------------------------------

# Number formats, as the pages show figures: whole numbers grouped by thousands, a fraction
# grouped with the decimals it has (78.6 stays 78.6, never 78.60), at most two (what the pages
# round to); a moment as a date and time, a day as a date.
INTEGER_FORMAT = "#,##0"
MAX_DECIMALS = 2
DECIMAL_FORMAT = "#,##0." + "0" * MAX_DECIMALS
DATETIME_FORMAT = "yyyy-mm-dd hh:mm:ss"
DATE_FORMAT = "yyyy-mm-dd"
# Column widths (in characters, as Excel counts them): room for what a column holds, within
# bounds, so that a long name neither hides the figures nor is cut to nothing.
MIN_WIDTH = 6
MAX_WIDTH = 60


def decimals(value: int | float | Decimal) -> int:
    """How many decimals `value` has (at most MAX_DECIMALS): 0 for a whole number."""
    if isinstance(value, int) or value == int(value):
        return 0
    digits = format(Decimal(repr(value) if isinstance(value, float) else value), "f")
    fraction = digits.partition(".")[2].rstrip("0")
    return min(MAX_DECIMALS, max(1, len(fraction)))


def number_format(value: int | float | Decimal) -> str:
    """The format a figure is shown with: grouped, with the decimals it has (at most two)."""
    places = decimals(value)
    return INTEGER_FORMAT + ("." + "0" * places if places else "")


def xlsx_number(sheet: WriteOnlyWorksheet, value: int | float | Decimal) -> WriteOnlyCell:
    """A number cell, formatted as the pages show it (`number_format`)."""
    from openpyxl.cell import WriteOnlyCell

    cell = WriteOnlyCell(sheet, value=value)
    cell.number_format = number_format(value)
    return cell


def excel_moment(value: datetime | date) -> datetime | date:
    """A moment as Excel holds it: without a time zone, in UTC (a day stays a day)."""
    if isinstance(value, datetime) and value.tzinfo is not None:
        return value.astimezone(UTC).replace(tzinfo=None)
    return value


def xlsx_date(sheet: WriteOnlyWorksheet, value: datetime | date) -> WriteOnlyCell:
    """A real Excel date (a moment in UTC, a day as a day), never text."""
    from openpyxl.cell import WriteOnlyCell

    moment = excel_moment(value)
    cell = WriteOnlyCell(sheet, value=moment)
    cell.number_format = DATETIME_FORMAT if isinstance(moment, datetime) else DATE_FORMAT
    return cell


def xlsx_cell(sheet: WriteOnlyWorksheet, value: Any) -> WriteOnlyCell | None:
    """Any value as its cell: None empty (no figure, never 0), a number a formatted number, a
    moment a date, anything else text (defused, `xlsx_text`)."""
    if value is None:
        return None
    if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
        return xlsx_number(sheet, value)
    if isinstance(value, datetime | date):
        return xlsx_date(sheet, value)
    return xlsx_text(sheet, str(value))


def shown_width(value: Any) -> int:
    """About how many characters a cell's value takes on screen."""
    if value is None:
        return 0
    if isinstance(value, bool):
        return 5
    if isinstance(value, int | float | Decimal):
        return len(f"{value:,.{decimals(value)}f}")
    if isinstance(value, datetime):
        return len(DATETIME_FORMAT)
    if isinstance(value, date):
        return len(DATE_FORMAT)
    return max((len(line) for line in str(value).splitlines()), default=0)


def column_width(widths: Iterable[int]) -> float:
    """A column's width for the widest of `widths` (characters), with a little room."""
    return float(min(MAX_WIDTH, max(MIN_WIDTH, max(widths, default=0) + 2)))


def set_widths(sheet: WriteOnlyWorksheet, widths: Iterable[float]) -> None:
    """Set the columns' widths (a write-only sheet takes them before its first row)."""
    from openpyxl.utils import get_column_letter

    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = width
