"""When the answer is not (only) the entry asked for: a profile's other candidates, and a
not-found answer with upstream's hint in plain words and the other directories to try."""

# Reference: docs/upstream.md §7 (not_found + hint, alternates).

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from portal import magisterium
from portal.directory.lookups import DIRECTORY_LIST, Directory, directory_for_hint
from portal.directory.presenters.fields import as_position_number, as_ref, as_text
from portal.directory.presenters.person import title
from portal.directory.presenters.shapes import Alternate, NotFoundView, ordinal
from portal.directory.values import is_empty
from portal.directory.vocabulary import term

# Fields of a candidate whose value is one of upstream's known words (portal.directory.vocabulary).
_TERM_FIELDS = {
    "canonical_status": "canonical_status",
    "canonization_status": "canonical_status",
    "beatification_status": "canonical_status",
    "vocation": "vocation",
    "jurisdiction_type": "jurisdiction_type",
    "rite": "rite",
    "honorific": "title",
}


def alternate(directory: Directory, candidate: dict[str, Any]) -> Alternate | None:
    """Another candidate for the same search: its name (linked) and a few words about it."""
    ref = as_ref(candidate, directory.kind)
    if ref is None:
        return None
    details = []
    for key, value in candidate.items():
        if key in {directory.id_field, "primary_name", "name"} or is_empty(value):
            continue
        if key == "ordinal" and directory.kind == "pope" and as_position_number(value):
            details.append(_("%(ordinal)s pope") % {"ordinal": ordinal(value)})
        elif (text := as_text(value)) is not None:
            if key in _TERM_FIELDS:
                text = term(_TERM_FIELDS[key], text)
            elif key in {"current_position", "last_position"}:
                text = title(text)
            details.append(text)
    return Alternate(ref=ref, details=details)


def not_found_view(result: magisterium.NotFound, directory: Directory, query: str) -> NotFoundView:
    """Upstream's hint in plain words, the directory it points to, and the other three."""
    suggested = directory_for_hint(result.hint)
    if suggested is directory:
        suggested = None
    hint = result.hint
    if suggested is not None or directory_for_hint(hint) is not None:
        hint = None  # it names an upstream tool ("try get_pope"): our own words replace it
    return NotFoundView(
        query=query,
        hint=hint,
        suggested=suggested,
        suggested_url=suggested.search_url(query) if suggested else None,
        elsewhere=[
            (d, d.search_url(query)) for d in DIRECTORY_LIST if d not in (directory, suggested)
        ],
        stale=result.stale,
    )
