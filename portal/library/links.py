"""Where a search hit or a citation may send the reader: our reader, or a plain web address.

Ids and URLs come from upstream and are untrusted: an id that cannot form a reader URL, or a
URL that is not http(s) (`javascript:`, `data:`…), gives no link at all rather than a bad one.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from django.urls import reverse

from portal import magisterium

_WEB_SCHEMES = {"http", "https"}


def reader_url(document_id: Any) -> str | None:
    """The in-portal reader's URL for `document_id`, or None when no such URL can exist."""
    if not isinstance(document_id, str) or not document_id.strip():
        return None
    if len(document_id) > magisterium.MAX_ID_CHARS or "/" in document_id:
        return None
    if document_id in {".", ".."}:  # a browser would resolve these as path segments
        return None
    return reverse("library:document", kwargs={"document_id": document_id})


def external_url(url: Any) -> str | None:
    """`url` if it is an absolute http(s) address, else None."""
    if not isinstance(url, str):
        return None
    url = url.strip()
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme.lower() not in _WEB_SCHEMES or not parts.netloc:
        return None
    return url
