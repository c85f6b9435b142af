"""The API's editions (portal.editions): the ones a token's owner can see listed, one by its id,
and its files (the frozen CSV, the data package, its descriptor), byte for byte the files of
the edition's page.

An edition is read by its public id, as its page is: anyone whose token the API lets in (a paid
plan) may read an edition whose id they have; the list shows the editions its owner made and
those of the collections they may see (portal.editions.access).
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from ninja import Router

from portal.api import schemas
from portal.api.auth import token_of
from portal.api.endpoints import ERRORS, Limit, Offset
from portal.api.formats import Paging, api_links, schema_response
from portal.api.problems import Problem
from portal.core.downloads import JSON_TYPE
from portal.editions import access, citations, package
from portal.editions.files import data_response, package_response
from portal.editions.models import Edition

router = Router(tags=["editions"])


def _file_content(media_type: str, description: str) -> dict[str, Any]:
    """What the OpenAPI document says a file operation answers (ninja knows only JSON)."""
    return {
        "responses": {
            200: {
                "description": description,
                "content": {media_type: {"schema": {"type": "string", "format": "binary"}}},
            }
        }
    }


def _edition(public_id: str, *, with_data: bool = False) -> Edition:
    editions = Edition.objects.all() if with_data else access.SUMMARY
    found = editions.filter(public_id=public_id).first()
    if found is None:
        raise Problem(404, "No such edition.")
    return found


def _links(request: HttpRequest, edition: Edition) -> dict[str, str]:
    operations = {
        "self": "edition",
        "data": "edition_data",
        "package": "edition_package",
        "datapackage": "edition_datapackage",
    }
    return {**api_links(request, operations, edition_id=edition.public_id), "page": edition.url}


def _edition_out(request: HttpRequest, edition: Edition) -> dict[str, Any]:
    return {
        "id": edition.public_id,
        "title": edition.title,
        "whole_church": edition.world,
        "created_at": edition.created_at,
        "collection_id": edition.collection_id,
        "collection_name": edition.collection_name,
        "url": edition.url,
        "sha256": edition.sha256,
        "bytes": edition.data_bytes,
        "rows": edition.rows,
        "dioceses": edition.dioceses,
        "members": edition.members,
        "first_year": edition.first_year,
        "last_year": edition.last_year,
        "links": _links(request, edition),
    }


@router.get("/editions", response={200: schemas.EditionPage, **ERRORS})
def editions(request: HttpRequest, limit: int = Limit, offset: int = Offset) -> HttpResponse:
    """The editions you can see: those you made and those of the collections you may see,
    newest first."""
    listed = access.listed_editions(token_of(request).owner)
    page = Paging(limit, offset).of_rows(request, listed, lambda e: _edition_out(request, e))
    return schema_response(schemas.EditionPage, page)


@router.get("/editions/{edition_id}", response={200: schemas.EditionDetail, **ERRORS})
def edition(request: HttpRequest, edition_id: str) -> HttpResponse:
    """One edition: what it holds, its coverage year by year, its provenance and citation."""
    found = _edition(edition_id)
    provenance = package.provenance(found)
    data = _edition_out(request, found) | {
        "coverage": provenance["coverage"],
        "series_checked_from": found.checked_from,
        "series_checked_to": found.checked_to,
        "figures_fetched_from": found.fetched_from,
        "figures_fetched_to": found.fetched_to,
        "portal_version": found.portal_version,
        "citation": citations.citation_text(found),
        "bibtex": citations.bibtex(found),
    }
    return schema_response(schemas.EditionDetail, data)


@router.get(
    "/editions/{edition_id}/data",
    response={200: None, **ERRORS},
    openapi_extra=_file_content("text/csv", "The frozen CSV, its bytes those the checksum names."),
)
def edition_data(request: HttpRequest, edition_id: str) -> HttpResponseBase:
    """The edition's data: the frozen CSV (its SHA-256 is the edition's `sha256`)."""
    return data_response(_edition(edition_id, with_data=True), attachment=False)


@router.get(
    "/editions/{edition_id}/package",
    response={200: None, **ERRORS},
    openapi_extra=_file_content("application/zip", "The data package, a zip."),
)
def edition_package(request: HttpRequest, edition_id: str) -> HttpResponseBase:
    """The Frictionless data package as a zip: datapackage.json, README.md, CITATION.cff,
    edition.bib and data/<name>.csv."""
    return package_response(_edition(edition_id, with_data=True))


@router.get("/editions/{edition_id}/datapackage", response={200: dict[str, Any], **ERRORS})
def edition_datapackage(request: HttpRequest, edition_id: str) -> HttpResponse:
    """The data package's descriptor (datapackage.json): every column's type and unit."""
    return HttpResponse(package.descriptor_json(_edition(edition_id)), content_type=JSON_TYPE)
