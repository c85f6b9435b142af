"""/metrics: the portal's counters in Prometheus's text format, for a scraper holding
METRICS_TOKEN (unset: the URL does not exist).

The numbers are read from Redis at scrape time (`portal.ops.telemetry`, `portal.ops.heartbeat`)
and from the database, so whichever gunicorn worker answers, the figures include every process,
Celery workers too. The collector lives in a registry of its own, not prometheus_client's
global one: nothing else gets exported, and a reloaded module never registers twice.
"""

# Reference: docs/security.md "Operator console and metrics" and §5 (no tokens in text).

from __future__ import annotations

import hmac
import math

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
)

from portal.ops import heartbeat, status, telemetry
from portal.subscriptions import report as subscriptions


def _counter(
    name: str, documentation: str, label: str, counts: dict[str, int]
) -> CounterMetricFamily:
    """A counter with one label: a sample per `counts` key."""
    family = CounterMetricFamily(name, documentation, labels=[label])
    for value, count in counts.items():
        family.add_metric([value], count)
    return family


class PortalCollector:
    """Builds every metric afresh on each scrape from the shared counters."""

    def collect(self):
        totals = telemetry.totals()

        calls = CounterMetricFamily(
            "portal_upstream_requests",
            "Calls to Magisterium by skill and outcome.",
            labels=["skill", "outcome"],
        )
        for skill, outcome, count in totals.calls:
            calls.add_metric([skill, outcome], count)
        yield calls

        seconds = HistogramMetricFamily(
            "portal_upstream_request_seconds",
            "How long calls to Magisterium took, by skill.",
            labels=["skill"],
        )
        for skill, (counts, total_seconds) in totals.latency.items():
            cumulative, buckets = 0, []
            for bound, count in zip(telemetry.LATENCY_BUCKETS, counts, strict=True):
                cumulative += count
                buckets.append(("+Inf" if math.isinf(bound) else repr(bound), cumulative))
            seconds.add_metric([skill], buckets, total_seconds)
        yield seconds

        yield _counter(
            "portal_cache_requests",
            "Shared-cache look-ups: hit (fresh copy), miss (upstream asked), stale (the last "
            "good copy served after upstream failed).",
            "result",
            totals.cache,
        )
        yield _counter(
            "portal_throttle_refusals",
            "Calls refused for their rate: by the portal's throttle (local) or by Magisterium "
            "(upstream, HTTP 429).",
            "pool",
            totals.refusals,
        )

        yield GaugeMetricFamily(
            "portal_readings_days_ahead",
            "Consecutive days from today with both Mass readings and martyrology stored.",
            value=status.days_ahead(),
        )
        for name, documentation, moment in (
            (
                "portal_worker_last_heartbeat_seconds",
                "Unix time a Celery worker last ran the heartbeat task.",
                heartbeat.worker_last_heartbeat(),
            ),
            (
                "portal_beat_last_tick_seconds",
                "Unix time Celery beat last published the heartbeat task.",
                heartbeat.beat_last_tick(),
            ),
        ):
            # Never recorded: no sample, rather than a 0 that reads as "in 1970".
            gauge = GaugeMetricFamily(name, documentation)
            if moment is not None:
                gauge.add_metric([], moment.timestamp())
            yield gauge

        yield _counter(
            "portal_subscription_emails",
            "Readings emails by outcome over the delivery rows kept: queued, deferred (the day "
            "not stored yet), sent, failed (refused by the mail server), missed.",
            "outcome",
            subscriptions.email_totals(),
        )
        subscribers = GaugeMetricFamily(
            "portal_subscribers",
            "Confirmed subscribers to the readings by email, by language.",
            labels=["language"],
        )
        for language, count in subscriptions.confirmed_by_language().items():
            subscribers.add_metric([language], count)
        yield subscribers
        yield CounterMetricFamily(
            "portal_subscription_suppressions",
            "Addresses never mailed again (bounced, complained, rejected, unsubscribed "
            "through the provider).",
            value=subscriptions.suppressions_total(),
        )


registry = CollectorRegistry(auto_describe=False)
registry.register(PortalCollector())


def _authorized(request: HttpRequest, token: str) -> bool:
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), token.encode())


@never_cache
@require_GET
def metrics_view(request: HttpRequest) -> HttpResponse:
    token = settings.METRICS_TOKEN
    if not token:
        raise Http404
    if not _authorized(request, token):
        response = HttpResponse("Unauthorized\n", status=401, content_type="text/plain")
        response["WWW-Authenticate"] = 'Bearer realm="metrics"'
        return response
    return HttpResponse(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)
