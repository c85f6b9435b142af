"""An edition's files: the frozen CSV, its Frictionless data package descriptor, a README with
its provenance, and the zip that holds them with CITATION.cff and the BibTeX entry.

Every file is built from the edition's row alone (never the warehouse), with fixed timestamps
and key order, so one edition's files are the same bytes every time they are built. The zip is
written to a temporary file (held in memory up to SPOOL_BYTES), the CSV into it in blocks as it
is decompressed: a large edition is never whole in memory as text.
"""

# Reference: Frictionless Data Package v1 and Table Schema (https://specs.frictionlessdata.io/);
# APPNOTE.TXT (the zip format); RFC 1952 (gzip).

from __future__ import annotations

import json
import tempfile
import zipfile
import zlib
from collections.abc import Iterator
from typing import IO, Any
from urllib.parse import urlsplit

from portal.editions import citations
from portal.editions.citations import PORTAL, UPSTREAM_HOME, UPSTREAM_SOURCE, utc
from portal.editions.models import Edition
from portal.editions.readme import readme
from portal.editions.schema import table_schema

BLOCK_BYTES = 64 * 1024  # compressed bytes decompressed at a time
SPOOL_BYTES = 16 * 1024 * 1024  # a zip larger than this goes to a temporary file on disk
DATAPACKAGE = "datapackage.json"
README = "README.md"
CITATION_CFF = "CITATION.cff"
BIBTEX = citations.BIBTEX_FILE
VERSION = "1.0.0"  # an edition never changes: it has one version


def data_chunks(edition: Edition) -> Iterator[bytes]:
    """The frozen CSV's bytes, decompressed a block at a time."""
    stored = bytes(edition.data_gzip)  # PostgreSQL gives a memoryview
    decompressor = zlib.decompressobj(31)  # 31: gzip
    for start in range(0, len(stored), BLOCK_BYTES):
        chunk = decompressor.decompress(stored[start : start + BLOCK_BYTES])
        if chunk:
            yield chunk
    tail = decompressor.flush()
    if tail:
        yield tail


def descriptor(edition: Edition) -> dict[str, Any]:
    """The Data Package descriptor (datapackage.json) of the edition."""
    stem = citations.stem(edition)
    address = urlsplit(edition.url)
    portal_home = f"{address.scheme}://{address.netloc}/"
    return {
        "profile": "tabular-data-package",
        "name": stem,
        "id": edition.url,
        "title": citations.full_title(edition),
        "description": citations.abstract(edition),
        "version": VERSION,
        "created": utc(edition.created_at).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "homepage": edition.url,
        "keywords": list(citations.KEYWORDS),
        "contributors": [
            {"title": citations.UPSTREAM, "path": UPSTREAM_HOME, "role": "author"},
            {"title": PORTAL, "path": portal_home, "role": "publisher"},
        ],
        "sources": [
            {"title": UPSTREAM_SOURCE, "path": UPSTREAM_HOME},
            {"title": PORTAL, "path": portal_home},
        ],
        "resources": [
            {
                "profile": "tabular-data-resource",
                "name": stem,
                "path": citations.data_path(edition),
                "title": citations.full_title(edition),
                "format": "csv",
                "mediatype": "text/csv",
                "encoding": "utf-8",
                "bytes": edition.data_bytes,
                "hash": f"sha256:{edition.sha256}",
                "schema": table_schema(),
            }
        ],
        "edition": provenance(edition),
    }


def provenance(edition: Edition) -> dict[str, Any]:
    """The edition's own facts (a custom property of the descriptor)."""

    def moment(value: Any) -> str | None:
        return utc(value).isoformat() if value else None

    return {
        "id": edition.public_id,
        "address": edition.url,
        "frozen_at": moment(edition.created_at),
        "sha256": edition.sha256,
        "collection": {"id": edition.collection_number, "name": edition.collection_name},
        "whole_church": edition.world,
        "rows": edition.rows,
        "dioceses_with_figures": edition.dioceses,
        "dioceses": edition.members,
        "first_year": edition.first_year,
        "last_year": edition.last_year,
        "coverage": [{"year": year, "dioceses": count} for year, count in edition.coverage],
        "series_checked_from": moment(edition.checked_from),
        "series_checked_to": moment(edition.checked_to),
        "figures_fetched_from": moment(edition.fetched_from),
        "figures_fetched_to": moment(edition.fetched_to),
        "portal_version": edition.portal_version,
    }


def descriptor_json(edition: Edition) -> bytes:
    return (json.dumps(descriptor(edition), ensure_ascii=False, indent=2) + "\n").encode()


def _entry(edition: Edition, name: str, size: int) -> zipfile.ZipInfo:
    """A zip entry that is the same bytes on every build: the edition's moment as its time,
    fixed permissions and system."""
    moment = utc(edition.created_at)
    entry = zipfile.ZipInfo(name, date_time=moment.timetuple()[:6])
    entry.compress_type = zipfile.ZIP_DEFLATED
    entry.create_system = 3  # Unix, whichever system builds it
    entry.external_attr = 0o100644 << 16  # a plain file, rw-r--r--
    entry.file_size = size
    return entry


def package_file(edition: Edition) -> IO[bytes]:
    """The data package as a zip, at its start: datapackage.json, README.md, CITATION.cff,
    edition.bib and data/<name>.csv."""
    small = {
        DATAPACKAGE: descriptor_json(edition),
        README: readme(edition).encode(),
        CITATION_CFF: citations.citation_cff(edition).encode(),
        BIBTEX: citations.bibtex(edition).encode(),
    }
    spooled = tempfile.SpooledTemporaryFile(max_size=SPOOL_BYTES)  # noqa: SIM115 (returned)
    with zipfile.ZipFile(spooled, "w") as archive:
        for name, content in small.items():
            archive.writestr(_entry(edition, name, len(content)), content)
        data = _entry(edition, citations.data_path(edition), edition.data_bytes)
        with archive.open(data, "w") as written:
            for chunk in data_chunks(edition):
                written.write(chunk)
    spooled.seek(0)
    return spooled
