"""Fixtures shared by the research tests (harvest fixtures; each test module adds its own)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

# --- Harvest (portal.research.harvest) --------------------------------------------------------


@pytest.fixture
def researcher(magisterium_user):
    """A portal user connected to the sandbox as a paid Magisterium user."""
    return magisterium_user("researcher")


@pytest.fixture
def collection_with():
    """`collection_with(owner, ["dmila", "Archdiocese of Zagreb"])` → a collection whose
    entries are those lines, pending, added one second apart in that order."""
    from portal.research.models import Collection, Entry

    def make(owner, queries, *, name="Sees"):
        collection = Collection.objects.create(owner=owner, name=name)
        start = timezone.now() - dt.timedelta(minutes=5)
        for position, query in enumerate(queries):
            Entry.objects.create(
                collection=collection,
                query=query,
                added_at=start + dt.timedelta(seconds=position),
            )
        return collection

    return make
