"""The API's operations (GET only): the collections a token's owner may see, and one
collection's lines, diocese-years and group totals, each as JSON pages or the whole CSV.

Every URL is keyed by the collection's id, as the workbench's pages are, so a notebook's
address keeps working as long as the collection exists. What a token may see is what its
owner may see (portal.research.access): another person's private collection is a 404.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from ninja import Query, Router

from portal.api import schemas, tables
from portal.api.auth import token_of
from portal.api.formats import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    Format,
    Paging,
    answer,
    api_links,
    schema_response,
)
from portal.api.problems import Problem
from portal.research import access, downloads, group_files
from portal.research.models import Collection
from portal.statistics.forms import FIRST_YEAR, last_year
from portal.statistics.metrics import METRICS

router = Router(tags=["collections"])

Limit = Query(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Rows a JSON page holds.")
Offset = Query(0, ge=0, le=2**31, description="Rows skipped before the page (JSON).")
Start = Query(None, ge=FIRST_YEAR, le=9999, description="First year (inclusive).")
End = Query(None, ge=FIRST_YEAR, le=9999, description="Last year (inclusive).")
Metrics = Query(None, description="Statistics to include (repeat it); all 19 by default.")
FormatParam = Query(None, description="csv for the whole table as CSV; JSON by default.")
By = Query("country", description="What the dioceses are grouped by.")
ShapeParam = Query("long", description="long: one row a figure; wide: one row a year.")
TotalParam = Query(
    False,
    description='true: also the grand total over every diocese (last): group "(total)", '
    "is_total true (false on every group's row).",
)


def readable_collection(request: HttpRequest, collection_id: int) -> Collection:
    return access.collection_for(token_of(request).owner, collection_id)


def years_checked(start: int | None, end: int | None) -> None:
    last = last_year()
    for name, year in (("start", start), ("end", end)):
        if year is not None and year > last:
            raise invalid_parameter(name, f"Please choose a year from {FIRST_YEAR} to {last}.")
    if start is not None and end is not None and start > end:
        raise invalid_parameter("end", "The last year must not be before the first year.")


def invalid_parameter(parameter: str, message: str) -> Problem:
    return Problem(
        422,
        f"{parameter}: {message}",
        extra={"errors": [{"parameter": parameter, "in": "query", "message": message}]},
    )


def _links(request: HttpRequest, collection: Collection) -> dict[str, str]:
    operations = {"self": "collection", "members": "members", "years": "years", "groups": "groups"}
    return {
        **api_links(request, operations, collection_id=collection.pk),
        "page": request.build_absolute_uri(collection.get_absolute_url()),
    }


def _collection_out(request: HttpRequest, collection: Any) -> dict[str, Any]:
    return {
        "id": collection.pk,
        "name": collection.name,
        "shared": collection.shared,
        "yours": collection.owner_id == token_of(request).owner_id,
        "dioceses": collection.dioceses,
        "created_at": collection.created_at,
        "links": _links(request, collection),
    }


def csv_name(collection: Collection, kind: str) -> str:
    """The CSV's name without its extension (research-philippines-12-members)."""
    return downloads.file_stem(collection, kind)


ERRORS = {status: schemas.ProblemOut for status in (401, 403, 404, 422, 429, 503)}


@router.get("/collections", response={200: schemas.CollectionPage, **ERRORS})
def collections(request: HttpRequest, limit: int = Limit, offset: int = Offset) -> HttpResponse:
    """The collections you may see: your own and the shared ones, by name."""
    visible = tables.visible(token_of(request).owner)
    page = Paging(limit, offset).of_rows(request, visible, lambda c: _collection_out(request, c))
    return schema_response(schemas.CollectionPage, page)


@router.get("/collections/{collection_id}", response={200: schemas.CollectionDetail, **ERRORS})
def collection(request: HttpRequest, collection_id: int) -> HttpResponse:
    """One collection, its links and its citation line."""
    found = tables.visible(token_of(request).owner).filter(pk=collection_id).first()
    if found is None:
        raise Problem(404, "No such collection for this token.")
    data = _collection_out(request, found)
    data["citation"] = downloads.citation(found, request=request).text
    return schema_response(schemas.CollectionDetail, data)


@router.get("/collections/{collection_id}/members", response={200: schemas.MemberPage, **ERRORS})
def members(
    request: HttpRequest,
    collection_id: int,
    format: Format | None = FormatParam,
    limit: int = Limit,
    offset: int = Offset,
) -> HttpResponse | StreamingHttpResponse:
    """The collection's lines as added: what was typed, its status, and the diocese it
    resolved to (blank fields for a line not resolved)."""
    found = readable_collection(request, collection_id)
    entries = tables.members(found)
    return answer(
        request,
        format,
        schema=schemas.MemberPage,
        header=tables.MEMBER_COLUMNS,
        rows=lambda start, stop: tables.member_rows(entries[start:stop]),
        count=entries.count(),
        paging=Paging(limit, offset),
        name=csv_name(found, "members"),
    )


def _metrics(metric: list[str] | None) -> list[str]:
    return list(dict.fromkeys(metric)) if metric else list(METRICS)


@router.get("/collections/{collection_id}/years", response={200: schemas.YearPage, **ERRORS})
def years(
    request: HttpRequest,
    collection_id: int,
    start: int | None = Start,
    end: int | None = End,
    metric: list[schemas.Metric] | None = Metrics,
    shape: tables.Shape = ShapeParam,
    format: Format | None = FormatParam,
    limit: int = Limit,
    offset: int = Offset,
) -> HttpResponse | StreamingHttpResponse:
    """Each diocese's figures year by year. Long (default): one row per figure, a missing
    figure has no row. Wide: one row per diocese-year, null where there is no figure. A JSON
    page counts diocese-years (`limit` of them), whichever the shape."""
    found = readable_collection(request, collection_id)
    years_checked(start, end)
    chosen = _metrics(metric)
    rows = tables.year_rows(found, start=start, end=end)
    keys = len(tables.YEAR_KEYS)
    header: tuple[str, ...]
    if shape == "long":
        header = (*tables.YEAR_KEYS, "metric", "value")
    else:
        header = (*tables.YEAR_KEYS, *chosen)

    def table(first: int, stop: int | None) -> Iterator[tuple]:
        wide = tables.year_values(rows[first:stop], chosen)
        return tables.long_from_wide(wide, keys, chosen) if shape == "long" else wide

    return answer(
        request,
        format,
        schema=schemas.YearPage,
        header=header,
        rows=table,
        count=rows.count(),
        paging=Paging(limit, offset),
        name=csv_name(found, f"years-{shape}"),
    )


@router.get("/collections/{collection_id}/groups", response={200: schemas.GroupPage, **ERRORS})
def groups(
    request: HttpRequest,
    collection_id: int,
    by: schemas.Grouping = By,
    start: int | None = Start,
    end: int | None = End,
    metric: list[schemas.Metric] | None = Metrics,
    shape: tables.Shape = ShapeParam,
    total: bool = TotalParam,
    format: Format | None = FormatParam,
    limit: int = Limit,
    offset: int = Offset,
) -> HttpResponse | StreamingHttpResponse:
    """Totals by country, region, province, metropolitan see or rite, year by year: counts
    summed, ratios recomputed from the sums (never averaged), with how many members report
    each figure. A JSON page counts group-years, whichever the shape."""
    found = readable_collection(request, collection_id)
    years_checked(start, end)
    table = tables.group_rows(
        found, by=by, metrics=_metrics(metric), start=start, end=end, total=total
    )
    header: tuple[str, ...]
    if shape == "long":
        header = (*group_files.GROUP_KEYS, "metric", "value", "reporting")
    else:
        header = (*group_files.GROUP_KEYS, *table.metrics)
    return answer(
        request,
        format,
        schema=schemas.GroupPage,
        header=header,
        rows=table.long if shape == "long" else table.wide,
        count=table.count,
        paging=Paging(limit, offset),
        name=csv_name(found, f"groups-{by}-{shape}"),
        csv_rows=tables.csv_booleans,
        by=by,
    )
