"""Site-wide pages: health, error pages."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache

from portal.core.health import health_report


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    report = health_report()
    down = [name for name, state in report.items() if state != "ok"]
    body = {"status": "ok" if not down else "down", "checks": report, "down": down}
    return JsonResponse(body, status=503 if down else 200)


def page_not_found(request: HttpRequest, exception=None) -> HttpResponse:
    return render(request, "core/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    return render(request, "core/500.html", status=500)
