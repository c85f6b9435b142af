"""`{% add_to_collection %}`: the small “Add to collection” form other areas' pages include."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from django import template
from django.http import HttpRequest

from portal.core.ids import is_valid_id
from portal.research.access import owned_collections

if TYPE_CHECKING:
    from portal.accounts.users import AnyUser

register = template.Library()


@register.inclusion_tag("research/_add_to_collection.html", takes_context=True)
def add_to_collection(
    context: template.Context,
    code: str | None = None,
    name: str | None = None,
    dioceses: Iterable[tuple[str, str]] | None = None,
) -> dict[str, Any]:
    """The form for one diocese (`code`, `name`) or a choice among `dioceses` [(code, name)].

    Renders nothing for a visitor who is not signed in, or when no code can be added.
    """
    request: HttpRequest | None = context.get("request")
    user: AnyUser | None = getattr(request, "user", None)
    pairs: list[tuple[str, str | None]] = list(dioceses or []) or ([(code, name)] if code else [])
    pairs = [(c, n) for c, n in pairs if is_valid_id(c)]
    # (A user means a request: `request is not None` only says so to the type checker.)
    if not (request is not None and user and user.is_authenticated and pairs):
        return {"show": False}
    return {
        "show": True,
        "dioceses": pairs,
        "collections": [{"pk": pk, "name": name} for pk, name in owned_collections(user)],
        "next": request.get_full_path(),
        "csrf_token": context.get("csrf_token"),
    }
