"""The portal's URL map plus the benchmark's floor (see devtools/bench/settings.py)."""

from django.http import HttpRequest, HttpResponse
from django.urls import path

from config.urls import handler404, handler500  # noqa: F401
from config.urls import urlpatterns as portal_urlpatterns
from devtools.bench.floor import FLOOR


def floor(request: HttpRequest) -> HttpResponse:
    """Nothing but the request through the stack: no template, no database, no cache."""
    return HttpResponse("ok", content_type="text/plain")


urlpatterns = [path(FLOOR.lstrip("/"), floor), *portal_urlpatterns]
