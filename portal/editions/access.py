"""Who sees which edition, in one place for the pages and the notebook API.

An edition is citable: its page and files open for anyone signed in with a paid plan who has
its address (an unguessable id), as a paper's reader with an account would follow the citation.
Its figures are upstream's paid data, so never for anyone else (docs/security.md §20, "Paid
data stays paid": the views are behind the paid-plan door, the API behind its token's).
The lists show a person the editions they made and those of the collections they may see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db.models import Q, QuerySet
from django.http import Http404

from portal.editions.models import Edition
from portal.research.access import visible_collections
from portal.research.models import Collection

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# Everything a page or a list shows but the data itself (read only for a download).
SUMMARY = Edition.objects.defer("data_gzip")


def listed_editions(user: User) -> QuerySet[Edition]:
    """The editions a person's lists show: their own, and those of collections they may see."""
    return SUMMARY.filter(
        Q(created_by=user) | Q(collection__in=visible_collections(user))
    ).order_by("-created_at", "-pk")


def collection_editions(collection: Collection) -> QuerySet[Edition]:
    return SUMMARY.filter(collection=collection).order_by("-created_at", "-pk")


def edition_for(public_id: str, *, with_data: bool = False) -> Edition:
    """The edition at this address (a 404 for any other id)."""
    editions = Edition.objects.all() if with_data else SUMMARY
    try:
        return editions.get(public_id=public_id)
    except Edition.DoesNotExist:
        raise Http404("No such edition") from None
