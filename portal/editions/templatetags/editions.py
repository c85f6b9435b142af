"""`{% collection_editions collection %}`: the collection page's "Freeze as an edition" button
and the editions made of it (templates/editions/_collection_editions.html)."""

from __future__ import annotations

from typing import Any

from django import template

from portal.editions.access import collection_editions as editions_of
from portal.research.models import Collection

register = template.Library()

SHOWN = 10  # the newest editions listed on the collection's page; the rest on the list page


@register.inclusion_tag("editions/_collection_editions.html")
def collection_editions(collection: Collection) -> dict[str, Any]:
    editions = list(editions_of(collection)[: SHOWN + 1])
    return {
        "collection": collection,
        "editions": editions[:SHOWN],
        "more": len(editions) > SHOWN,
    }
