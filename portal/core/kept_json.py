"""Large figure data kept compressed in the shared cache and sent as it is kept.

A chart of hundreds of series or a world map over every year is hundreds of kilobytes of JSON.
Written into its page, it made every view of the page compress it again (GZipMiddleware) and
read it again from the cache inside the page's HTML. Served from its own address instead, it is
built and compressed once per data version and language, kept in Redis as gzip bytes, and sent
as they are (a browser asks for gzip).

The data is the signed-in person's own (their collection's figures): like their pages it is sent
`no-store` (PrivatePagesNoStoreMiddleware, docs/security.md), and the view that calls
`kept_json_response` checks access as its page does.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from typing import Any

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

from portal.core.kept import Kept

CONTENT_TYPE = "application/json"


def _compressed_json(data: Any) -> bytes:
    text = json.dumps(data, cls=DjangoJSONEncoder, separators=(",", ":"), ensure_ascii=False)
    return gzip.compress(text.encode(), compresslevel=6, mtime=0)


def kept_json_response(
    request: HttpRequest, kept: Kept[bytes], build: Callable[[], Any], *parts: object
) -> HttpResponse:
    """`build()` as JSON, kept compressed as `kept` for `parts` (which must name the data
    version and language); gzip-encoded when the client accepts it."""
    body = kept.get_or_build(lambda: _compressed_json(build()), *parts)
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response = HttpResponse(body, content_type=CONTENT_TYPE)
        response["Content-Encoding"] = "gzip"  # GZipMiddleware leaves an encoded body alone
    else:
        response = HttpResponse(gzip.decompress(body), content_type=CONTENT_TYPE)
    patch_vary_headers(response, ("Accept-Encoding",))
    return response
