"""The edition's CSV as a Table Schema describes it: every column's type, title, and unit
(the metric registry's, in English) in its description."""

# Reference: Frictionless Table Schema (https://specs.frictionlessdata.io/table-schema/).

from __future__ import annotations

from typing import Any

from django.utils import translation

from portal.research import downloads
from portal.statistics.metrics import METRICS

# The directory's columns: a title and what each holds (all text from upstream's profile).
DIRECTORY_COLUMNS = {
    "source_code": ("Code", "The diocese's code at Magisterium AI: its identifier."),
    "name": ("Name", "The diocese's name, as Magisterium AI's directory gives it."),
    "country": ("Country", "The country the diocese is in."),
    "region": ("Region", "Magisterium AI's primary region of the diocese."),
    "province": ("Ecclesiastical province", "The ecclesiastical province it belongs to."),
    "metropolitan_code": ("Metropolitan see's code", "The code of its metropolitan see."),
    "metropolitan_name": ("Metropolitan see", "The name of its metropolitan see."),
    "rite": ("Rite", "The rite (Latin, or an Eastern Church's)."),
    "jurisdiction_type": ("Jurisdiction", "Diocese, archdiocese, eparchy, vicariate, …"),
}
TEXT_NOTE = (
    " Text a spreadsheet would run as a formula (starting with = + - @) carries a leading "
    "apostrophe."
)
MISSING_NOTE = " Empty: no figure from the source (never a zero)."


def _metric_field(name: str) -> dict[str, Any]:
    metric = METRICS[name]
    title, unit = str(metric.label), str(metric.unit)
    description = f"{title}, as Magisterium AI reports it for the year. Unit: {unit}."
    if metric.ratio:
        ratio = metric.ratio
        scale = f" × {ratio.scale}" if ratio.scale != 1 else ""
        description += f" Upstream's ratio {ratio.numerator} / {ratio.denominator}{scale}."
    return {
        "name": name,
        "type": "number" if metric.ratio else "integer",
        "title": title,
        "description": description + MISSING_NOTE,
    }


def _column(name: str, kind: str, title: str, description: str) -> dict[str, Any]:
    return {"name": name, "type": kind, "title": title, "description": description}


YEAR_DESCRIPTION = "The year the figures are for. Unit: calendar year."
FETCHED_DESCRIPTION = (
    "When these figures were last fetched from Magisterium AI (they change only where a figure "
    "changed). Unit: a moment, ISO 8601 with its UTC offset."
)


def table_schema() -> dict[str, Any]:
    """The CSV's Table Schema: every column's type and title, its unit in its description."""
    fields: list[dict[str, Any]] = []
    with translation.override("en"):  # the registry's names and units, in English
        for name in downloads.WIDE_COLUMNS:
            if name in DIRECTORY_COLUMNS:
                title, said = DIRECTORY_COLUMNS[name]
                description = f"{said} Unit: none (text).{TEXT_NOTE}"
                fields.append(_column(name, "string", title, description))
            elif name == "year":
                fields.append(_column(name, "integer", "Year", YEAR_DESCRIPTION))
            elif name == "fetched_at":
                fields.append(_column(name, "datetime", "Fetched at", FETCHED_DESCRIPTION))
            else:
                fields.append(_metric_field(name))
    return {"fields": fields, "primaryKey": ["source_code", "year"], "missingValues": [""]}
