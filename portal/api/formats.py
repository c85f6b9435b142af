"""How a data endpoint answers: JSON pages by default, the whole table as CSV on request,
both rendered from the same rows (`answer`, the one place a format is chosen).

CSV is asked for with `?format=csv` or `Accept: text/csv`; it holds every row (a notebook's
`read_csv` wants the whole table, and the rows are streamed, never held whole), written by
portal.core.downloads like every download of the workbench, so a name a spreadsheet would
run as a formula arrives defused. JSON comes in pages of `limit` rows from `offset`, with
links to the next and previous pages, each answer made and written by its schema
(portal.api.schemas): what the OpenAPI document promises is what is sent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from django.db.models import QuerySet
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.urls import reverse
from django.utils.http import urlencode
from ninja import Schema

from portal.core.downloads import Table, columns, csv_response, json_response

Format = Literal["json", "csv"]
Rows = Callable[[int, int | None], Iterator[tuple[Any, ...]]]
DEFAULT_LIMIT = 1000
MAX_LIMIT = 10000


def wants_csv(request: HttpRequest, fmt: Format | None) -> bool:
    if fmt is not None:
        return fmt == "csv"
    accepted = request.headers.get("Accept", "")
    # Only an explicit preference for CSV: "*/*" and browsers' defaults get JSON.
    types = [part.split(";")[0].strip().lower() for part in accepted.split(",")]
    return "text/csv" in types and "application/json" not in types


def schema_response(schema: type[Schema], data: dict[str, Any]) -> HttpResponse:
    """`data` as `schema` reads and writes it: a field missing or of the wrong type fails here,
    never in a notebook, and the keys come in the schema's order."""
    return json_response(schema.model_validate(data).model_dump())


def answer(
    request: HttpRequest,
    fmt: Format | None,
    *,
    schema: type[Schema],
    header: Sequence[str],
    rows: Rows,
    count: int,
    paging: Paging,
    name: str,
    csv_rows: Callable[[Iterator[tuple[Any, ...]]], Iterable[Sequence[Any]]] | None = None,
    **fields: Any,
) -> HttpResponse | StreamingHttpResponse:
    """A data endpoint's answer. `rows(start, stop)` reads the table's rows (stop None: to the
    end), in `header`'s order, counted as `count`. CSV (wants_csv) is all of them, as the
    file `name`.csv, each row first through `csv_rows` when given; JSON is `paging`'s page of
    them as objects, with `fields`, made by `schema`."""
    table = columns(*header)
    if wants_csv(request, fmt):
        body = rows(0, None)
        whole = Table(table, csv_rows(body) if csv_rows else body, name=name, disposition="inline")
        return csv_response(whole)
    page = paging.page(
        request, count, lambda start, stop: Table(table, rows(start, stop)).records()
    )
    return schema_response(schema, {**fields, **page})


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

    def of_rows(self, request: HttpRequest, rows: QuerySet, out: Callable[[Any], Any]) -> dict:
        """`page` over a query's rows, each written by `out`: a list operation's answer."""
        return self.page(
            request, rows.count(), lambda start, stop: [out(row) for row in rows[start:stop]]
        )


def _page_url(request: HttpRequest, offset: int, limit: int) -> str:
    query = [(k, v) for k, v in request.GET.lists() if k not in ("offset", "limit")]
    flat = [(key, value) for key, values in query for value in values]
    flat += [("limit", str(limit)), ("offset", str(offset))]
    return request.build_absolute_uri(request.path) + "?" + urlencode(flat)


def api_links(request: HttpRequest, names: dict[str, str], **kwargs: Any) -> dict[str, str]:
    """{key: the absolute address of the API operation named} for one object's `kwargs`
    (its id): the `links` of a collection or an edition."""
    return {
        key: request.build_absolute_uri(reverse(f"api-v1:{name}", kwargs=kwargs))
        for key, name in names.items()
    }
