"""Freezing a collection as an edition: its figures written once, as the workbench's own CSV.

The data is the collection's wide download (portal.research.downloads: one row a diocese and
year, the directory fields, the 19 metrics, when each row was fetched), written by the one CSV
writer (portal.core.downloads) without its citation row: a data package's table is the table
alone, and what a citation says is in the package's other files. The lines are streamed from
the database, counted, hashed and compressed as they are written, so even the whole Church
never sits in memory as rows; only the compressed bytes are kept, in the edition's row.
"""

from __future__ import annotations

import functools
import hashlib
import tomllib
import zlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Count, Max, Min
from django.urls import reverse

from portal.core import downloads as writer
from portal.core.page_cache import release
from portal.editions.models import Edition, new_public_id
from portal.research import downloads
from portal.research.analysis import collection_dioceses, collection_rows
from portal.research.models import Collection

if TYPE_CHECKING:
    from django.contrib.auth.models import User

SOURCE_CODE_AT = downloads.WIDE_COLUMNS.index("source_code")
YEAR_AT = downloads.WIDE_COLUMNS.index("year")
FETCHED_AT = downloads.WIDE_COLUMNS.index("fetched_at")
# Lines are compressed in blocks of about this many bytes (one zlib call a line would cost
# more than the writing).
BLOCK_BYTES = 64 * 1024
# A new public id is drawn again this many times if it is taken (at 31**10 ids, never).
ID_ATTEMPTS = 5


class NothingToFreeze(Exception):
    """The collection has no figures in the warehouse yet."""


@functools.cache
def _project_version() -> str:
    with (Path(settings.BASE_DIR) / "pyproject.toml").open("rb") as project:
        return str(tomllib.load(project)["project"]["version"])


def portal_version() -> str:
    """The portal's version and its release (a digest of its code, templates, translations
    and settings): "0.1.0+1a2b3c4d5e6f"."""
    return f"{_project_version()}+{release()}"


@dataclass
class _Tally:
    """What the rows held, counted as they pass on their way to the file."""

    rows: int = 0
    dioceses: set[str] = field(default_factory=set)
    years: Counter[int] = field(default_factory=Counter)
    fetched_from: datetime | None = None
    fetched_to: datetime | None = None

    def through(self, rows: Iterable[Any]) -> Iterator[Any]:
        for row in rows:
            self.rows += 1
            self.dioceses.add(row[SOURCE_CODE_AT])
            self.years[row[YEAR_AT]] += 1  # one row a diocese and year
            fetched = row[FETCHED_AT]
            if fetched is not None:
                if self.fetched_from is None or fetched < self.fetched_from:
                    self.fetched_from = fetched
                if self.fetched_to is None or fetched > self.fetched_to:
                    self.fetched_to = fetched
            yield row


@dataclass(frozen=True)
class _Written:
    gzip: bytes
    size: int
    sha256: str


def _written(lines: Iterable[str]) -> _Written:
    """The lines as UTF-8, gzip-compressed (no timestamp in its header), with their size and
    SHA-256 before compression."""
    compressor = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, 31)  # 31: gzip
    digest = hashlib.sha256()
    size = 0
    parts: list[bytes] = []
    block: list[bytes] = []
    held = 0
    for line in lines:
        data = line.encode("utf-8")
        block.append(data)
        held += len(data)
        if held >= BLOCK_BYTES:
            joined = b"".join(block)
            digest.update(joined)
            parts.append(compressor.compress(joined))
            size += held
            block, held = [], 0
    joined = b"".join(block)
    digest.update(joined)
    parts.append(compressor.compress(joined))
    parts.append(compressor.flush())
    return _Written(b"".join(parts), size + held, digest.hexdigest())


def data_lines(collection: Collection, tally: _Tally) -> Iterator[str]:
    """The collection's CSV as the workbench's wide download writes it, without the citation
    row, each row counted by `tally`."""
    table = downloads.table(collection, "csv")
    return writer.csv_lines(replace(table, comment="", rows=tally.through(table.rows)))


def freeze(
    collection: Collection, *, user: User | None, address: Callable[[str], str]
) -> tuple[Edition, bool]:
    """(the edition of `collection` as the warehouse holds it now, whether it is new).
    `address` makes the edition's path absolute (request.build_absolute_uri). When an edition
    of the collection already holds exactly these figures, under this title and of as many
    dioceses, it is that one (a second press of the button stores nothing twice).
    NothingToFreeze when the collection has no figures."""
    if not collection_rows(collection).exists():
        raise NothingToFreeze(collection.pk)
    members = collection_dioceses(collection).aggregate(
        count=Count("pk"), first=Min("series_checked_at"), last=Max("series_checked_at")
    )
    tally = _Tally()
    written = _written(data_lines(collection, tally))
    title = " ".join(collection.name.split())  # one line, whatever was typed
    same = Edition.objects.defer("data_gzip").filter(
        collection=collection, sha256=written.sha256, title=title, members=members["count"]
    )
    existing = same.order_by("created_at", "pk").first()
    if existing is not None:
        return existing, False
    years = sorted(tally.years)
    fields = {
        "title": title,
        "world": collection.world,
        "created_by": user,
        "collection": collection,
        "collection_number": collection.pk,
        "collection_name": collection.name,
        "data_gzip": written.gzip,
        "data_bytes": written.size,
        "sha256": written.sha256,
        "rows": tally.rows,
        "dioceses": len(tally.dioceses),
        "members": members["count"],
        "first_year": years[0] if years else None,
        "last_year": years[-1] if years else None,
        "coverage": [[year, tally.years[year]] for year in years],
        "checked_from": members["first"],
        "checked_to": members["last"],
        "fetched_from": tally.fetched_from,
        "fetched_to": tally.fetched_to,
        "portal_version": portal_version(),
    }
    for attempt in range(ID_ATTEMPTS):
        public_id = new_public_id()
        path = reverse("editions:edition", kwargs={"public_id": public_id})
        try:
            with transaction.atomic():
                made = Edition.objects.create(public_id=public_id, url=address(path), **fields)
            return made, True
        except IntegrityError:
            if attempt == ID_ATTEMPTS - 1:
                raise
    raise AssertionError("unreachable")  # the loop returns or raises
