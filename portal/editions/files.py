"""An edition's files as downloads: the data package (.zip), the frozen CSV, the descriptor,
the citation files and the README, by their fixed names. The pages and the notebook API answer
with these same responses, so a file is the same bytes wherever it is fetched."""

from __future__ import annotations

from collections.abc import Callable

from django.http import FileResponse, HttpResponse, StreamingHttpResponse
from django.http.response import HttpResponseBase
from django.utils.translation import gettext_lazy

from portal.core.downloads import CSV_TYPE, JSON_TYPE
from portal.editions import citations, package
from portal.editions.models import Edition
from portal.editions.readme import readme

ZIP_TYPE = "application/zip"


def _attachment(response: HttpResponseBase, filename: str) -> HttpResponseBase:
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def package_response(edition: Edition) -> FileResponse:
    """The data package as a zip download (the page's and the API's)."""
    return FileResponse(
        package.package_file(edition),
        as_attachment=True,
        filename=f"{citations.stem(edition)}.zip",
        content_type=ZIP_TYPE,
    )


def data_response(edition: Edition, *, attachment: bool = True) -> StreamingHttpResponse:
    """The frozen CSV, streamed as it is decompressed."""
    response = StreamingHttpResponse(package.data_chunks(edition), content_type=CSV_TYPE)
    response["Content-Length"] = str(edition.data_bytes)
    if attachment:
        _attachment(response, f"{citations.stem(edition)}.csv")
    return response


def _file(content: str | bytes, content_type: str, filename: str) -> HttpResponseBase:
    return _attachment(HttpResponse(content, content_type=content_type), filename)


# The files an edition offers: the address's last part → (label, how it is answered). The file
# names are fixed (the package's own names), every one an ASCII word: no quoting tricks.
FILES: dict[str, tuple[object, Callable[[Edition], HttpResponseBase]]] = {
    "package.zip": (gettext_lazy("Data package (.zip)"), package_response),
    "data.csv": (gettext_lazy("Data (CSV)"), data_response),
    package.DATAPACKAGE: (
        gettext_lazy("Descriptor (datapackage.json)"),
        lambda edition: _file(package.descriptor_json(edition), JSON_TYPE, package.DATAPACKAGE),
    ),
    package.CITATION_CFF: (
        gettext_lazy("Citation File Format (CITATION.cff)"),
        lambda edition: _file(
            citations.citation_cff(edition), "application/yaml; charset=utf-8", package.CITATION_CFF
        ),
    ),
    "edition.bib": (
        gettext_lazy("BibTeX (.bib)"),
        lambda edition: _file(
            citations.bibtex(edition),
            "application/x-bibtex; charset=utf-8",
            f"{citations.stem(edition)}.bib",
        ),
    ),
    package.README: (
        gettext_lazy("Provenance (README.md)"),
        lambda edition: _file(readme(edition), "text/markdown; charset=utf-8", package.README),
    ),
}
# The files read from the stored data (the others are built from the row's other fields).
WITH_DATA = frozenset({"package.zip", "data.csv"})
