"""`{% notebook_snippets collection %}`: copy-ready pandas and R code that reads a collection
through the notebook API, with its absolute addresses and a place for the reader's token.

Research's, not the API's: the collection page shows it, and a room's pages load only tag
libraries from its own floor or below (tests/core/test_import_graph.py); the API is named
here by its URL names alone."""

from __future__ import annotations

from typing import Any

from django import template
from django.urls import reverse

from portal.research.models import Collection

register = template.Library()

TOKEN_PLACEHOLDER = "YOUR-TOKEN"  # noqa: S105 (a placeholder, not a secret)


@register.inclusion_tag("research/_notebook_snippets.html", takes_context=True)
def notebook_snippets(context: dict[str, Any], collection: Collection) -> dict[str, Any]:
    request = context.get("request")

    def url(name: str, query: str = "") -> str:
        path = reverse(f"api-v1:{name}", kwargs={"collection_id": collection.pk}) + query
        return request.build_absolute_uri(path) if request is not None else path

    groups_query = "format=csv&by=country&metric=catholics&metric=total_priests"
    return {
        "collection": collection,
        "years_csv": url("years", "?format=csv"),
        "wide_csv": url("years", "?format=csv&shape=wide"),
        # With the grand total, which both snippets set apart by `is_total`.
        "groups_csv": url("groups", f"?{groups_query}&total=true"),
        "token": TOKEN_PLACEHOLDER,
        "tokens_page": reverse("api-tokens:tokens"),
        "docs": reverse("api-v1:openapi-view"),
    }
