"""The five directory look-ups: by canonical id or by name query, with alternates and hints."""

from __future__ import annotations

import copy
from types import ModuleType
from typing import Any

from sandbox.catalog import clergy, dioceses, popes, saints, statistics
from sandbox.catalog.search import tokens

MAX_ALTERNATES = 8
POPE_HINT = "Top match looks like a pope; try get_pope."
CLERGY_HINT = "Top match looks like a non-pope clergy member; try get_person."


def _not_found(query: str, hint: str | None = None) -> dict[str, Any]:
    result: dict[str, Any] = {"error": "not_found", "query": query}
    if hint:
        result["hint"] = hint
    return result


def _resolve(
    directory: ModuleType, *, query: str | None, canonical_id: str | None
) -> tuple[str | None, list[str]]:
    """The chosen key and the other candidates; the id wins when both are given."""
    if canonical_id is not None:
        key = canonical_id.strip()
        for candidate in (key, key.lower()):
            if directory.get(candidate) is not None:
                return candidate, []
        return None, []
    matches = directory.search(query or "")
    if not matches:
        return None, []
    return matches[0], matches[1 : 1 + MAX_ALTERNATES]


def _lookup(
    directory: ModuleType,
    *,
    query: str | None,
    canonical_id: str | None,
    hint: str | None = None,
) -> dict[str, Any]:
    key, others = _resolve(directory, query=query, canonical_id=canonical_id)
    if key is None:
        asked = canonical_id if canonical_id is not None else query or ""
        return _not_found(asked, None if canonical_id is not None else hint)
    profile = copy.deepcopy(directory.get(key))
    if others:
        profile["alternates"] = [directory.alternate(other) for other in others]
    return profile


def saint_lookup(*, query: str | None = None, saint_id: str | None = None) -> dict[str, Any]:
    return _lookup(
        saints,
        query=query,
        canonical_id=saint_id,
        hint="Try the saint's best-known name, e.g. 'Jerome' or 'Thérèse of Lisieux'.",
    )


_PAPAL_WORDS = frozenset({"pope", "pontiff", "papa"})


def person_lookup(*, query: str | None = None, person_id: str | None = None) -> dict[str, Any]:
    if person_id is None and _PAPAL_WORDS & set(tokens(query or "")) and popes.search(query or ""):
        # "Pope Francis" means the pope, not a bishop who happens to be called Francis.
        return _not_found(query or "", POPE_HINT)
    result = _lookup(clergy, query=query, canonical_id=person_id)
    if result.get("error") and person_id is None:
        if popes.search(query or ""):
            result["hint"] = POPE_HINT
        else:
            result["hint"] = "Try a family name or a see, e.g. 'Archbishop of Manila'."
    return result


def pope_lookup(*, query: str | None = None, pope_id: str | None = None) -> dict[str, Any]:
    result = _lookup(popes, query=query, canonical_id=pope_id)
    if result.get("error") and pope_id is None:
        if clergy.search(query or ""):
            result["hint"] = CLERGY_HINT
        else:
            result["hint"] = "Try a papal name with its number, e.g. 'Benedict XVI'."
    return result


_DIOCESE_HINT = "Try the see's city or its code, e.g. 'Manila' or 'dmaml'."


def diocese_lookup(*, query: str | None = None, source_code: str | None = None) -> dict[str, Any]:
    return _lookup(dioceses, query=query, canonical_id=source_code, hint=_DIOCESE_HINT)


def diocese_statistics(
    *,
    query: str | None = None,
    source_code: str | None = None,
    start_year: int | None = None,
    end_year: int | None = None,
) -> dict[str, Any]:
    code, others = _resolve(dioceses, query=query, canonical_id=source_code)
    if code is None:
        asked = source_code if source_code is not None else query or ""
        return _not_found(asked, None if source_code is not None else _DIOCESE_HINT)
    rows = [
        row
        for row in statistics.series_rows(code)
        if (start_year is None or row["year"] >= start_year)
        and (end_year is None or row["year"] <= end_year)
    ]
    profile = dioceses.get(code) or {}
    result: dict[str, Any] = {
        "source_code": code,
        "diocese_name": profile.get("primary_name"),
        "sandbox": True,
        "year_range": {
            "start": rows[0]["year"] if rows else None,
            "end": rows[-1]["year"] if rows else None,
        },
        "rows": rows,
    }
    if others:
        result["alternates"] = [dioceses.alternate(other) for other in others]
    return result
