"""Who may see and change a collection, in one place for every view."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db.models import Q, QuerySet
from django.http import Http404

from portal.core.kept import Kept
from portal.research.models import Collection

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def visible_collections(user: User) -> QuerySet[Collection]:
    """The user's own collections and every shared one."""
    return Collection.objects.filter(Q(owner=user) | Q(shared=True))


def collection_for(user: User, collection_id: int, *, edit: bool = False) -> Collection:
    """The collection if `user` may see it (owner, or shared) or, with `edit`, change it
    (owner only). Anything else is a 404: another person's collection is not even confirmed
    to exist."""
    queryset = Collection.objects.filter(owner=user) if edit else visible_collections(user)
    try:
        return queryset.select_related("owner").get(pk=collection_id)
    except Collection.DoesNotExist:
        raise Http404("No such collection") from None


# A person's collections as the "Add to collection" form lists them: on every diocese and chart
# page, so kept in the shared cache and dropped when one is created, renamed or deleted.
OWNED_SECONDS = 600


def owned_collections(user: User) -> list[tuple[int, str]]:
    """[(pk, name)] of the user's own collections, by name (usually no query)."""
    return OWNED.get_or_build(
        lambda: list(Collection.objects.filter(owner=user).values_list("pk", "name")), user.pk
    )


# Its version is derived from the function above (what it keeps, and how).
OWNED: Kept[list[tuple[int, str]]] = Kept(
    "research:owned", seconds=OWNED_SECONDS, sources=(owned_collections,)
)


def forget_owned(owner_id: int) -> None:
    OWNED.forget(owner_id)
