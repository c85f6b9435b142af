"""How a data endpoint answers: JSON pages by default, the whole table as CSV on request.

CSV is asked for with `?format=csv` or `Accept: text/csv`; it holds every row (a notebook's
`read_csv` wants the whole table, and the rows are streamed, never held whole), written by
portal.core.spreadsheets like every download of the workbench, so a name a spreadsheet
would run as a formula arrives defused. JSON comes in pages of `limit` rows from `offset`,
with links to the next and previous pages.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.utils.http import content_disposition_header, urlencode

from portal.core.spreadsheets import csv_lines

Format = Literal["json", "csv"]
CSV_TYPE = "text/csv; charset=utf-8"
JSON_TYPE = "application/json"
DEFAULT_LIMIT = 1000
MAX_LIMIT = 10000


def wants_csv(request: HttpRequest, fmt: Format | None) -> bool:
    if fmt is not None:
        return fmt == "csv"
    accepted = request.headers.get("Accept", "")
    # Only an explicit preference for CSV: "*/*" and browsers' defaults get JSON.
    types = [part.split(";")[0].strip().lower() for part in accepted.split(",")]
    return "text/csv" in types and "application/json" not in types


def csv_response(
    header: Sequence[str], rows: Iterable[Sequence[Any]], *, filename: str
) -> StreamingHttpResponse:
    response = StreamingHttpResponse(csv_lines(_with_header(header, rows)), content_type=CSV_TYPE)
    response["Content-Disposition"] = content_disposition_header(False, filename) or ""
    return response


def _with_header(header: Sequence[str], rows: Iterable[Sequence[Any]]) -> Iterator[Sequence[Any]]:
    yield header
    yield from rows


def json_response(data: dict[str, Any]) -> HttpResponse:
    return HttpResponse(
        json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False), content_type=JSON_TYPE
    )


@dataclass(frozen=True)
class Paging:
    limit: int
    offset: int

    def page(
        self, request: HttpRequest, count: int, items: Callable[[int, int], list[Any]]
    ) -> dict[str, Any]:
        """{count, next, previous, items}: `items(start, stop)` reads the page's rows."""
        stop = self.offset + self.limit
        previous = None
        if self.offset > 0:
            previous = _page_url(request, max(0, self.offset - self.limit), self.limit)
        return {
            "count": count,
            "next": _page_url(request, stop, self.limit) if stop < count else None,
            "previous": previous,
            "items": items(self.offset, stop) if self.offset < count else [],
        }


def _page_url(request: HttpRequest, offset: int, limit: int) -> str:
    query = [(k, v) for k, v in request.GET.lists() if k not in ("offset", "limit")]
    flat = [(key, value) for key, values in query for value in values]
    flat += [("limit", str(limit)), ("offset", str(offset))]
    return request.build_absolute_uri(request.path) + "?" + urlencode(flat)
