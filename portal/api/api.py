"""The notebook API itself: one django-ninja API, version 1, mounted at /api/v1/.

Its OpenAPI 3.1 document (/api/v1/openapi.json) is what ninja builds from the operations,
told two things ninja cannot see: a data endpoint also answers `text/csv`, and every error is
`application/problem+json` (portal.api.problems). The docs page (/api/v1/docs) is ninja's
Swagger UI from our own static files: its scripts are files, its settings a JSON block, so the
strict CSP (config/settings.py) needs no exception.
"""

from __future__ import annotations

from typing import Any

from ninja import NinjaAPI

from portal.api.auth import TokenAuth
from portal.api.edition_endpoints import router as edition_router
from portal.api.endpoints import router
from portal.api.problems import PROBLEM_TYPE, problems_install
from portal.api.series_endpoints import router as series_router
from portal.statistics.forms import last_year

DESCRIPTION = (
    "Read, from a notebook or a script, what you may see in the research workbench: your "
    "collections and the shared ones, their dioceses, their figures year by year and their "
    "group totals, and the editions (collections frozen to be cited) with their files. Every "
    "request carries a personal access token (`Authorization: Bearer <token>`); make one on "
    "your account page. JSON by default; `?format=csv` (or `Accept: text/csv`) gives the whole "
    "table as CSV."
)
# An operation that takes this parameter also answers CSV (portal.api.formats.answer).
FORMAT_PARAMETER = "format"
YEAR_PARAMETERS = ("start", "end", "base")


class NotebookAPI(NinjaAPI):
    def get_openapi_schema(self, **kwargs: Any) -> Any:
        schema = super().get_openapi_schema(**kwargs)
        for operations in schema["paths"].values():
            for operation in operations.values():
                responses = operation.get("responses", {})
                for status, response in responses.items():
                    content = response.get("content", {})
                    if str(status) != "200" and "application/json" in content:
                        content[PROBLEM_TYPE] = content.pop("application/json")
                if _takes_format(operation):
                    responses[200]["content"]["text/csv"] = {"schema": {"type": "string"}}
                _true_year_bounds(operation)
        return schema


def _takes_format(operation: dict[str, Any]) -> bool:
    parameters = operation.get("parameters", [])
    return any(p.get("name") == FORMAT_PARAMETER and p.get("in") == "query" for p in parameters)


def _true_year_bounds(operation: dict[str, Any]) -> None:
    """The years the server accepts end with this year: say so in the document (the
    operations' own bound is a constant, read when the module loads)."""
    for parameter in operation.get("parameters", []):
        if parameter.get("name") in YEAR_PARAMETERS:
            schema = parameter.get("schema", {})
            for bounded in (schema, *schema.get("anyOf", [])):
                if "maximum" in bounded:
                    bounded["maximum"] = last_year()


api = NotebookAPI(
    title="Magisterium Portal notebook API",
    version="1",
    description=DESCRIPTION,
    urls_namespace="api-v1",
    auth=TokenAuth(),
)
problems_install(api)
api.add_router("/", router)
api.add_router("/", series_router)
api.add_router("/", edition_router)
