"""Links by the one rule for canonical ids (`portal.magisterium.ids`): what may stand in a URL.

Canonical ids are slugs from upstream ("benedict-xvi", "dmaml", a document id). Every app
checks ids with this rule, so a link the portal builds from an upstream id always opens a page
that accepts it, and an id a page refuses is never linked to. An id that does not fit is shown
without a link, and in a URL it gets a clear 400/404 before anything is sent upstream.
"""

from __future__ import annotations

from typing import Any

from django.urls import resolve, reverse

# The rule itself is the door's (an id no page would link to is never sent either).
from portal.magisterium.ids import ID_PATTERN, MAX_ID_CHARS, is_valid_id

__all__ = ["ID_PATTERN", "MAX_ID_CHARS", "id_url", "is_valid_id"]


def id_url(view_name: str, **ids: Any) -> str | None:
    """`reverse(view_name, kwargs=ids)` for ids from upstream, or None when no link can be made.

    None when an id breaks the rule, or when the address would open another page: a diocese
    coded "compare" would make /trends/compare/, which is the comparison page, not its chart.
    """
    if not all(is_valid_id(value) for value in ids.values()):
        return None
    url = reverse(view_name, kwargs=ids)
    match = resolve(url)
    if match.view_name != view_name or any(match.kwargs.get(k) != v for k, v in ids.items()):
        return None
    return url
