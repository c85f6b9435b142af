"""Site-wide pages: liveness and readiness, error pages."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache

from portal.core.health import health_report


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness: this process answers requests. Touches nothing else, so it costs next to
    nothing and a database or Redis outage never gets a healthy web process restarted."""
    return JsonResponse({"status": "ok"})


@never_cache
def readyz(request: HttpRequest) -> JsonResponse:
    """Readiness: the database, the cache and the broker answer (503 naming what is down)."""
    report = health_report()
    down = [name for name, state in report.items() if state != "ok"]
    body = {"status": "ok" if not down else "down", "checks": report, "down": down}
    return JsonResponse(body, status=503 if down else 200)


def page_not_found(request: HttpRequest, exception=None) -> HttpResponse:
    return render(request, "core/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    return render(request, "core/500.html", status=500)
