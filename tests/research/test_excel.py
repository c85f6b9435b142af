"""The research workbook: figures with number formats, fetched_at a real date (UTC), the
citation's days real dates, columns fitted, text never a formula."""

from __future__ import annotations

import datetime as dt
import io

import pytest

from devtools.warehouse_data import collection_named, hand_made
from portal.research import downloads


@pytest.mark.django_db
def test_the_research_workbook_has_formats_dates_and_widths(signed_in_client):
    from openpyxl import load_workbook

    collection = collection_named("Formats", owner=signed_in_client.user)
    moment = dt.datetime(2025, 1, 2, 10, 30, tzinfo=dt.UTC)
    hand_made(
        collection,
        "dform",
        {
            1990: {"catholics": 1234567, "percent_catholic": 12.5, "catholics_per_priest": 8993.0},
            1991: {"catholics": 1250000, "percent_catholic": 74.0},
        },
        name="=Formula See",
        fetched_at=moment,
    )
    response = signed_in_client.get(f"/research/{collection.pk}/download/xlsx/")
    workbook = load_workbook(io.BytesIO(b"".join(response.streaming_content)))
    sheet = workbook["Figures"]
    header = [cell.value for cell in sheet[1]]
    assert header == list(downloads.WIDE_COLUMNS)
    first = dict(zip(header, sheet[2], strict=True))
    second = dict(zip(header, sheet[3], strict=True))

    assert first["catholics"].value == 1234567 and first["catholics"].number_format == "#,##0"
    assert first["percent_catholic"].value == 12.5
    assert first["percent_catholic"].number_format == "#,##0.0"  # the decimal it has
    assert second["percent_catholic"].number_format == "#,##0"  # 74.0 shown as 74
    assert first["catholics_per_priest"].value == 8993
    assert first["year"].value == 1990 and first["year"].number_format == "0"
    fetched = first["fetched_at"]
    assert fetched.is_date and fetched.value == dt.datetime(2025, 1, 2, 10, 30)
    name = first["name"]
    assert (name.value, name.data_type, name.quotePrefix) == ("=Formula See", "s", True)

    fitted = {letter: dim.width for letter, dim in sheet.column_dimensions.items() if dim.width}
    assert len(fitted) == len(header)
    catholics_letter = sheet.cell(row=1, column=header.index("catholics") + 1).column_letter
    assert fitted[catholics_letter] >= len("1,250,000")

    about = {row[0].value: row[1] for row in workbook["About"].iter_rows()}
    assert about["Figures fetched from"].is_date
    assert about["Figures fetched from"].value.date() == dt.date(2025, 1, 2)
    assert about["Downloaded"].is_date
    assert about["Collection"].data_type == "s"
