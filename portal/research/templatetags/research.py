"""`{% add_to_collection %}`: the small “Add to collection” form other areas' pages include."""

from __future__ import annotations

from django import template

from portal.core.ids import is_valid_id
from portal.research.access import owned_collections

register = template.Library()


@register.inclusion_tag("research/_add_to_collection.html", takes_context=True)
def add_to_collection(context, code=None, name=None, dioceses=None) -> dict:
    """The form for one diocese (`code`, `name`) or a choice among `dioceses` [(code, name)].

    Renders nothing for a visitor who is not signed in, or when no code can be added.
    """
    request = context.get("request")
    user = getattr(request, "user", None)
    pairs = list(dioceses or []) or ([(code, name)] if code else [])
    pairs = [(c, n) for c, n in pairs if is_valid_id(c)]
    if not (user and user.is_authenticated and pairs):
        return {"show": False}
    return {
        "show": True,
        "dioceses": pairs,
        "collections": [{"pk": pk, "name": name} for pk, name in owned_collections(user)],
        "next": request.get_full_path(),
        "csrf_token": context.get("csrf_token"),
    }
