"""Reading an edition's files back as a researcher's tools would: the bytes of a download,
the zip's members, the package extracted to a folder for `frictionless validate`."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

PACKAGE_FILES = {"datapackage.json", "README.md", "CITATION.cff", "edition.bib"}


def body(response) -> bytes:
    """A response's bytes, streamed or not."""
    if getattr(response, "streaming", False):
        return b"".join(response.streaming_content)
    return response.content


def members(package: bytes) -> dict[str, bytes]:
    """The zip's files by name."""
    with zipfile.ZipFile(io.BytesIO(package)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def extracted(package: bytes, folder: Path) -> Path:
    """The package unpacked into `folder`; its datapackage.json."""
    with zipfile.ZipFile(io.BytesIO(package)) as archive:
        archive.extractall(folder)
    return folder / "datapackage.json"
