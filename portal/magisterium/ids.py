"""The one rule for canonical ids: what may be sent upstream as an id and stand in a portal URL.

Canonical ids are slugs from upstream ("benedict-xvi", "dmaml", a document id). The door checks
every id it sends with this rule (`validation`), and the web layer builds and accepts links by
the same rule (`portal.core.ids`), so a link the portal builds from an upstream id always opens
a page that accepts it, and an id a page refuses is never linked to or sent. It lives in the
door, the lowest room, so the door depends on no web code.
"""

from __future__ import annotations

import re
from typing import Any

MAX_ID_CHARS = 200
# Letters, digits and the URL-safe punctuation upstream ids use; never a slash or a space.
ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._~-]*")


def is_valid_id(value: Any) -> bool:
    """True when `value` is a string the portal accepts as a canonical id."""
    return (
        isinstance(value, str)
        and len(value) <= MAX_ID_CHARS
        and ID_PATTERN.fullmatch(value) is not None
    )
