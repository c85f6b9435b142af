"""Where a search hit or a citation may send the reader inside the portal: our reader.

Ids come from upstream and are untrusted: an id that cannot form a reader URL gives no link
at all rather than a bad one. Web addresses (a hit's or citation's original) pass the one
safe-link rule instead: `portal.core.links.safe_url`, `{{ url|safe_url }}` in templates.
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from portal import magisterium


def reader_url(document_id: Any) -> str | None:
    """The in-portal reader's URL for `document_id`, or None when no such URL can exist."""
    if not isinstance(document_id, str) or not document_id.strip():
        return None
    if len(document_id) > magisterium.MAX_ID_CHARS or "/" in document_id:
        return None
    if document_id in {".", ".."}:  # a browser would resolve these as path segments
        return None
    return reverse("library:document", kwargs={"document_id": document_id})
