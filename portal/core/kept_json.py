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

from django.core.cache import cache
from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

CONTENT_TYPE = "application/json"


def _compressed_json(data: Any) -> bytes:
    text = json.dumps(data, cls=DjangoJSONEncoder, separators=(",", ":"), ensure_ascii=False)
    return gzip.compress(text.encode(), compresslevel=6, mtime=0)


def kept_json_response(
    request: HttpRequest, key: str, build: Callable[[], Any], *, seconds: int
) -> HttpResponse:
    """`build()` as JSON, kept under `key` (which must name the data version and language) for
    `seconds`; gzip-encoded when the client accepts it."""
    body = cache.get(key)
    if body is None:
        body = _compressed_json(build())
        cache.set(key, body, seconds)
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response = HttpResponse(body, content_type=CONTENT_TYPE)
        response["Content-Encoding"] = "gzip"  # GZipMiddleware leaves an encoded body alone
    else:
        response = HttpResponse(gzip.decompress(body), content_type=CONTENT_TYPE)
    patch_vary_headers(response, ("Accept-Encoding",))
    return response
