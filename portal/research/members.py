"""What a collection holds already, by every key a new line may name it with: each line's query,
the code it resolved to or was chosen as, and the code and name the warehouse knows for it.

`portal.research.lists.add_entries` uses it to say "already in the collection" when a line is
added, rather than add a line the harvest would only later find to be a duplicate. The harvest
still marks what only upstream's answer reveals (portal.research.harvest).
"""

from __future__ import annotations

from django.db.models import Q

from portal.research.models import Collection, Diocese


def _shown(diocese: Diocese) -> str:
    return diocese.name or diocese.source_code


def held(collection: Collection) -> tuple[dict[str, str], int]:
    """({casefolded key: the name to show for the line it names}, how many lines there are)."""
    known: dict[str, str] = {}
    codes: set[str] = set()
    queries: set[str] = set()
    count = 0
    for entry in collection.entries.select_related("diocese"):
        count += 1
        diocese = entry.diocese
        shown = _shown(diocese) if diocese else entry.chosen_name or entry.query
        keys = [entry.query, entry.chosen_code]
        if diocese is not None:
            keys += [diocese.source_code, diocese.name]
        else:  # not placed yet: the warehouse may know what its code or name names
            codes.add(entry.chosen_code or entry.query)
            queries.add(entry.query)
        for key in keys:
            if key:
                known.setdefault(key.casefold(), shown)
    for diocese in Diocese.objects.filter(Q(source_code__in=codes) | Q(name__in=queries)):
        for key in (diocese.source_code, diocese.name):
            if key:
                known.setdefault(key.casefold(), _shown(diocese))
    return known, count


def keys_of(items: list[str]) -> dict[str, list[str]]:
    """For each item (casefolded), every key it names: itself, and the code and name of the
    diocese the warehouse knows by that code or exact name."""
    found = Diocese.objects.filter(Q(source_code__in=items) | Q(name__in=items))
    by_key: dict[str, Diocese] = {}
    for diocese in found:
        for key in (diocese.source_code, diocese.name):
            if key:
                by_key.setdefault(key.casefold(), diocese)
    keys: dict[str, list[str]] = {}
    for item in items:
        key = item.casefold()
        named = by_key.get(key)
        names = [named.source_code, named.name] if named else []
        keys[key] = [key, *(name.casefold() for name in names if name)]
    return keys
