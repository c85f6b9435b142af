"""Where a search hit or a citation may send the reader inside the portal: our reader.

Ids come from upstream and are untrusted: an id the one id rule (`portal.core.ids`) refuses
gives no link at all rather than a bad one, and the reader refuses it too. Web addresses (a
hit's or citation's original) pass the one safe-link rule instead:
`portal.core.links.safe_url`, `{{ url|safe_url }}` in templates.
"""

from __future__ import annotations

from typing import Any

from portal.core.ids import id_url


def reader_url(document_id: Any) -> str | None:
    """The in-portal reader's URL for `document_id`, or None when no such URL can exist."""
    return id_url("library:document", document_id=document_id)
