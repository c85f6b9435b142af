"""The one rule for files a spreadsheet opens (portal.core.spreadsheets): CSV lines from the
csv module, formula-like text defused in a way that can be undone, Excel text never a formula."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.core import spreadsheets
from tests.examples import examples

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
TEXT = st.text(st.one_of(st.sampled_from([*TRIGGERS, "'", ",", '"', "\n"]), st.characters()))


def restore(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and cell.lstrip("'").startswith(TRIGGERS) else cell


@settings(max_examples=examples(500))
@given(TEXT)
def test_defuse_csv_text_never_starts_a_formula_and_is_undone_without_guessing(text):
    cell = spreadsheets.defuse(text)
    assert not cell.startswith(TRIGGERS)
    assert restore(cell) == text
    assert cell in (text, "'" + text)  # at most one apostrophe, and only in front


def test_defuse_text_people_read_as_they_read_it_today():
    assert spreadsheets.defuse("=1+1") == "'=1+1"
    assert spreadsheets.defuse("-2") == "'-2"  # text: a figure is written as a number
    assert spreadsheets.defuse("\tx") == "'\tx"
    assert spreadsheets.defuse("'s-Hertogenbosch") == "'s-Hertogenbosch"
    assert spreadsheets.defuse("'=1") == "''=1"  # so that "'=1" comes back as it was
    assert spreadsheets.defuse("Manila, = the see") == "Manila, = the see"


def test_csv_cells_keep_numbers_as_numbers_and_gaps_empty():
    row = [None, -3, 2.5, Decimal("-1.5"), "-3", True, datetime(2025, 1, 2, tzinfo=UTC)]
    assert next(spreadsheets.csv_lines([row])) == (
        ",-3,2.5,-1.5,'-3,True,2025-01-02T00:00:00+00:00\r\n"
    )


@settings(max_examples=examples(300))
@given(st.lists(st.lists(TEXT | st.none() | st.integers(), max_size=5), max_size=5))
def test_csv_text_reads_back_row_for_row(rows):
    back = list(csv.reader(io.StringIO(spreadsheets.csv_text(rows), newline="")))
    assert len(back) == len(rows)
    for row, read in zip(rows, back, strict=True):
        assert [restore(cell) if isinstance(value, str) else cell
                for value, cell in zip(row, read, strict=True)] == [
            "" if value is None else str(value) for value in row
        ]  # fmt: skip


@given(TEXT)
def test_a_comment_row_is_two_cells_on_one_line(text):
    line = next(spreadsheets.csv_lines([spreadsheets.csv_comment(text)]))
    assert line.startswith("#,") and line.endswith("\r\n") and "\n" not in line[:-2]
    assert next(csv.reader([line[:-2]])) == ["#", spreadsheets.defuse(" ".join(text.split()))]


def test_xlsx_text_is_never_a_formula_and_always_opens():
    from openpyxl import Workbook, load_workbook

    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet("S")
    values = ["=1+1", "+SUM(A1)", "plain", "bad\ufffe\uffff\x0bchars", "a\r\nb\rc", "x" * 40000]
    sheet.append([spreadsheets.xlsx_text(sheet, value) for value in values])
    out = io.BytesIO()
    workbook.save(out)
    cells = next(load_workbook(io.BytesIO(out.getvalue()))["S"].iter_rows())
    assert [cell.value for cell in cells] == [
        "=1+1", "+SUM(A1)", "plain", "badchars", "a\nb\nc", "x" * spreadsheets.EXCEL_CELL_CHARS
    ]  # fmt: skip
    assert {cell.data_type for cell in cells} == {"s"}
    assert [cell.quotePrefix for cell in cells] == [True, True, False, False, False, False]
