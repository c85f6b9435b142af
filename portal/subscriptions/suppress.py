"""Addresses never mailed again: what a mail provider reports through anymail's tracking
webhook (/anymail/<provider>/tracking/, guarded by ANYMAIL["WEBHOOK_SECRET"]) becomes a
`Suppression`, and the subscription of that address is stopped.

A permanent bounce, a complaint, a rejection (the provider refuses to send to the address) and
an unsubscribe through the provider suppress; everything else (deferred, delivered, opened, a
soft bounce some providers report as "bounced") changes nothing. Only the address's hash is
kept or logged.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from anymail.signals import AnymailTrackingEvent, EventType
from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt

from portal.subscriptions.models import Subscription, Suppression, address_hash

logger = logging.getLogger(__name__)

# anymail's event types that mean "never mail this address again", and the reason kept.
SUPPRESSING = {
    EventType.BOUNCED: Suppression.Reason.BOUNCED,
    EventType.COMPLAINED: Suppression.Reason.COMPLAINED,
    EventType.REJECTED: Suppression.Reason.REJECTED,
    EventType.UNSUBSCRIBED: Suppression.Reason.UNSUBSCRIBED,
}

# Providers whose soft (temporary) bounces anymail reports as "bounced": the field of the
# provider's own event that tells them apart, and its soft values. A soft bounce may become a
# hard one later, which the provider then reports again.
SOFT_BOUNCES = {
    "Type": {"SoftBounce"},  # Postmark
    "event": {"soft_bounce"},  # Brevo, Mandrill
    "type": {"activity.soft_bounced"},  # MailerSend
}


def _soft_bounce(esp_event: Any) -> bool:
    if not isinstance(esp_event, dict):
        return False
    return any(esp_event.get(field) in values for field, values in SOFT_BOUNCES.items())


def reason_for(event: AnymailTrackingEvent) -> Suppression.Reason | None:
    """The suppression `event` calls for, or None when it calls for none."""
    reason = SUPPRESSING.get(event.event_type)
    if reason is Suppression.Reason.BOUNCED and _soft_bounce(event.esp_event):
        return None
    return reason


def suppress(email: str, reason: Suppression.Reason) -> Suppression:
    """Suppress `email` (the first reason stays) and stop its subscription, if any."""
    email_hash = address_hash(email)
    suppression, created = Suppression.objects.get_or_create(
        email_hash=email_hash, defaults={"reason": reason}
    )
    stopped = (
        Subscription.objects.filter(email_hash=email_hash)
        .exclude(state=Subscription.State.STOPPED)
        .update(state=Subscription.State.STOPPED, stopped_at=timezone.now())
    )
    logger.info(
        "address %s suppressed (%s)%s%s",
        email_hash,
        reason,
        "" if created else ", already suppressed",
        ", its subscription stopped" if stopped else "",
    )
    return suppression


def on_tracking(sender: object, event: AnymailTrackingEvent, esp_name: str, **kwargs) -> None:
    """anymail's `tracking` signal: suppress what the provider reported as undeliverable or
    unwanted. Connected in SubscriptionsConfig.ready()."""
    reason = reason_for(event)
    if reason is None or not event.recipient:
        return
    suppress(event.recipient, reason)


def is_suppressed(email: str) -> bool:
    """Whether `email` may never be mailed again."""
    return Suppression.objects.filter(email_hash=address_hash(email)).exists()


@functools.cache
def _tracking_views() -> dict[str, Callable[..., HttpResponse]]:
    """anymail's tracking webhook view of each provider, by the provider's name in its URL."""
    import anymail.urls

    suffix = "_tracking_webhook"
    return {
        pattern.name.removesuffix(suffix): pattern.callback
        for pattern in anymail.urls.urlpatterns
        if pattern.name and pattern.name.endswith(suffix)
    }


@csrf_exempt
def tracking_webhook(request: HttpRequest, provider: str) -> HttpResponse:
    """/anymail/<provider>/tracking/: the provider's delivery events, handed to anymail's own
    view (which checks ANYMAIL["WEBHOOK_SECRET"] and sends the `tracking` signal above). Only
    tracking, never inbound mail; and nothing at all until the secret is set: anymail's views
    answer an unconfigured request with an error, a stranger's probe with a 500."""
    view = _tracking_views().get(provider)
    if view is None or not settings.ANYMAIL.get("WEBHOOK_SECRET"):
        raise Http404("no such webhook")
    return view(request)
