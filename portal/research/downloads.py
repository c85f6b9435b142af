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
a text cell marked as such in Excel. The files are written by portal.core.downloads (as the
trends exports and the notebook API are); this module says what a collection's download holds.
"""

# Reference: RFC 4180 (CSV); OWASP "CSV Injection"; openpyxl "Write-only mode".

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Max, Min
from django.db.models.functions import Abs, Length
from django.http import FileResponse, HttpRequest, HttpResponse, StreamingHttpResponse
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from portal.core import spreadsheets
from portal.core.downloads import Table, columns, respond
from portal.research.analysis import DIRECTORY_FIELDS, collection_dioceses
from portal.research.models import Collection, DioceseYear
from portal.statistics.metrics import METRICS as REGISTRY

SOURCE = "Magisterium AI (diocese statistics)"
METRICS = tuple(REGISTRY)  # the 19 keys, in the registry's (the API's) order
WIDE_COLUMNS = (*DIRECTORY_FIELDS, "year", *METRICS, "fetched_at")
LONG_COLUMNS = ("source_code", "name", "year", "metric", "value")
CHUNK_ROWS = 10_000  # rows read from the database at a time (fewer round trips: 3.6 → 2.8 s
# for the whole Church's 237,000; ten thousand rows of figures are a few megabytes)
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
        collection=" ".join(collection.title.split()),  # one line, whatever was typed
        fetched_from=fetched["start"],
        fetched_to=fetched["end"],
        checked_at=checked,
        downloaded_at=timezone.now(),
        url=url,
    )


def filename(collection: Collection, kind: str, extension: str) -> str:
    """e.g. research-philippines-12-wide.csv: ASCII, no path or quoting tricks."""
    return f"{file_stem(collection, kind)}.{extension}"


def file_stem(collection: Collection, kind: str) -> str:
    """The file's name without its extension (research-philippines-12-wide)."""
    stem = slugify(collection.name)[:60].strip("-") or "collection"
    return f"research-{stem}-{collection.pk}-{kind}"


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


# Stored as floats (a ratio) but reported by upstream as whole numbers (a ratio of 0 decimals,
# portal.statistics.metrics): a file says 8993 as upstream did, not 8993.0. (percent_catholic
# keeps its decimal: upstream sends 74.0.)
WHOLE_RATIOS = frozenset(key for key, m in REGISTRY.items() if m.ratio and m.decimals == 0)


def figure_as_written(metric: str, value):
    """A figure as every download writes it: a whole ratio (Catholics per priest) as an integer."""
    if metric in WHOLE_RATIOS and isinstance(value, float) and value.is_integer():
        return int(value)
    return value


# Where the whole ratios sit in a wide row (the only figures figure_as_written changes).
_WHOLE_RATIOS_AT = [at for at, column in enumerate(WIDE_COLUMNS) if column in WHOLE_RATIOS]


def _wide_rows(collection: Collection) -> Iterator[list]:
    """One row per diocese and year: directory fields, year, the 19 metrics, fetched_at."""
    for row in _rows(collection):
        written = list(row[1:])
        for at in _WHOLE_RATIOS_AT:
            written[at] = figure_as_written(WIDE_COLUMNS[at], written[at])
        yield written


def _long_rows(collection: Collection) -> Iterator[list]:
    """One row per diocese, year and metric that has a figure (a missing figure has no row)."""
    year_at = 1 + len(DIRECTORY_FIELDS)  # after the diocese's id and directory fields
    for row in _rows(collection):
        code, name, year = row[1], row[2], row[year_at]
        for metric, value in zip(METRICS, row[year_at + 1 :], strict=False):
            if value is not None:
                yield [code, name, year, metric, figure_as_written(metric, value)]


def table(collection: Collection, fmt: str, *, request: HttpRequest | None = None) -> Table:
    """The collection as the download `fmt` holds it (csv: wide, csv-long, json, xlsx). The
    CSV's first line is the citation (a "#" row, pandas' read_csv(comment="#") skips it);
    JSON nests each diocese's years; the workbook's About sheet says where it comes from."""
    cite = citation(collection, request=request)
    if fmt == "csv-long":
        return Table(
            columns(*LONG_COLUMNS),
            _long_rows(collection),
            name=file_stem(collection, "long"),
            comment=cite.text,
        )
    wide = columns(*WIDE_COLUMNS)
    if fmt == "json":
        chunks = _json_chunks(collection, cite)
        return Table(wide, (), name=file_stem(collection, "all"), document=chunks)
    if fmt == "xlsx":
        return Table(
            wide,
            _wide_rows(collection),
            name=file_stem(collection, "all"),
            about=about_sheet(cite),
            widths=_xlsx_widths(collection),
            freeze="C2",
        )
    return Table(
        wide, _wide_rows(collection), name=file_stem(collection, "wide"), comment=cite.text
    )


def response(
    collection: Collection, fmt: str, *, request: HttpRequest | None = None
) -> HttpResponse | StreamingHttpResponse | FileResponse:
    """The download `fmt` of the collection (portal.core.downloads writes it)."""
    return respond(table(collection, fmt, request=request), fmt)


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
                value = float(top) + (0.5 if REGISTRY[column].ratio else 0)
                sign = 1 if (figures[f"low_{column}"] or 0) < 0 else 0
                shown.append(spreadsheets.shown_width(figure_as_written(column, value)) + sign)
        widths.append(spreadsheets.column_width(shown))
    return widths


def about_sheet(cite: Citation) -> list[tuple[str, object]]:
    """The workbook's "About" sheet: the citation, a part a line (days as real dates)."""
    return [
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
