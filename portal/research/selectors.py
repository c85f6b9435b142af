"""Who may see and change a collection, in one place for every view."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet
from django.http import Http404

from portal.research.models import Collection


def visible_collections(user: Any) -> QuerySet[Collection]:
    """The user's own collections and every shared one."""
    return Collection.objects.filter(Q(owner=user) | Q(shared=True))


def collection_for(user: Any, collection_id: int, *, edit: bool = False) -> Collection:
    """The collection if `user` may see it (owner, or shared) or, with `edit`, change it
    (owner only). Anything else is a 404: another person's collection is not even confirmed
    to exist."""
    queryset = Collection.objects.filter(owner=user) if edit else visible_collections(user)
    try:
        return queryset.select_related("owner").get(pk=collection_id)
    except Collection.DoesNotExist:
        raise Http404("No such collection") from None
