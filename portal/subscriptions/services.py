"""What the subscription pages write: subscribe (double opt-in), confirm, change, stop, erase,
and the download of what is kept; the two emails the pages send (the confirmation, and the
link to a confirmed subscription's page).

The form's answer never says whether an address was subscribed: a new, pending or stopped
address is sent a confirmation, a confirmed one its page's link, a suppressed one nothing, and
the page says "check your inbox" alike. Addresses appear in logs only as their hash.
"""

from __future__ import annotations

import datetime as dt
import logging
import zoneinfo
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import IntegrityError, transaction
from django.template.loader import render_to_string
from django.utils import timezone, translation

from portal.subscriptions import caps, links
from portal.subscriptions.models import Delivery, Subscription, Suppression, address_hash, new_key

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

logger = logging.getLogger(__name__)

EXPORT_FORMAT = "magisterium-portal-subscription"


@dataclass(frozen=True)
class Choices:
    language: str
    hour: int
    time_zone: str
    content: str
    days: str

    @classmethod
    def of(cls, cleaned: dict[str, Any]) -> Choices:
        return cls(**{name: cleaned[name] for name in cls.__dataclass_fields__})


@dataclass(frozen=True)
class Consent:
    text: str  # the sentence as the form showed it
    language: str


class Sent(StrEnum):
    """What the form's email was; the page says the same to all."""

    CONFIRMATION = "confirmation"
    MANAGE_LINK = "manage link"
    NOTHING = "nothing"  # a suppressed address


class SendFailed(Exception):
    """The mail server did not take the email: the visitor may try again later."""


def subscribe(
    *,
    email: str,
    choices: Choices,
    consent: Consent,
    network: str,
    user: AbstractBaseUser | None = None,
) -> Sent:
    """Subscribe `email` with `choices`, or send a confirmed subscriber their page's link.
    Counts the caps first (caps.Refused, caps.CountUnknown: nothing changed, nothing sent)."""
    email = email.strip()
    hashed = address_hash(email)
    caps.confirmation_count(email_hash=hashed, network=network)
    if Suppression.objects.filter(email_hash=hashed).exists():
        logger.info("subscription form: %s is suppressed, nothing sent", hashed)
        return Sent.NOTHING
    try:
        subscription, sent = _record(email, choices, consent, user)
    except IntegrityError:  # the same new address sent twice at once: the other one won
        subscription, sent = _record(email, choices, consent, user)
    if sent is Sent.CONFIRMATION:
        _send(subscription, "confirm", confirm_url=links.confirm_url(subscription))
    else:
        _send(subscription, "manage_link")
    logger.info("subscription form: %s sent to %s", sent, hashed)
    return sent


def _record(
    email: str, choices: Choices, consent: Consent, user: AbstractBaseUser | None
) -> tuple[Subscription, Sent]:
    """The form's row: a new or waiting or stopped address gets the choices, a new key (which
    voids every link sent before) and is pending; a confirmed one is left as it is."""
    now = timezone.now()
    with transaction.atomic():
        found = Subscription.objects.select_for_update().filter(email__iexact=email).first()
        if found is not None and found.state == Subscription.State.CONFIRMED:
            subscription, sent = found, Sent.MANAGE_LINK
        else:
            subscription = found or Subscription(email=email)
            _apply(subscription, choices)
            subscription.key = new_key()
            subscription.state = Subscription.State.PENDING
            subscription.confirmed_at = subscription.stopped_at = None
            subscription.consent_at = now
            subscription.consent_text = consent.text
            subscription.consent_language = consent.language
            if user is not None and user.is_authenticated:
                subscription.user_id = user.pk
            sent = Sent.CONFIRMATION
        subscription.confirmation_sent_at = now
        subscription.save()
    return subscription, sent


def _apply(subscription: Subscription, choices: Choices) -> None:
    subscription.language = choices.language
    subscription.hour = choices.hour
    subscription.time_zone = choices.time_zone
    subscription.content = choices.content
    subscription.days = choices.days


def _send(subscription: Subscription, name: str, **extra: str) -> None:
    """One of the form's emails, in the subscriber's language: plain text and HTML, no remote
    images, no tracking."""
    with translation.override(subscription.language):
        ctx = {
            "subscription": subscription,
            "manage_url": links.manage_url(subscription),
            "confirm_days": settings.SUBSCRIPTIONS_CONFIRM_DAYS,
            "portal_url": settings.PORTAL_URL,
            **extra,
        }
        subject = render_to_string(f"subscriptions/email/{name}.subject.txt", ctx)
        text = render_to_string(f"subscriptions/email/{name}.txt", ctx)
        html = render_to_string(f"subscriptions/email/{name}.html", ctx)
    message = EmailMultiAlternatives(
        subject=" ".join(subject.split()),
        body=text,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[subscription.email],
    )
    message.attach_alternative(html, "text/html")
    try:
        message.send()
    except OSError as error:  # smtplib's errors are OSErrors, as are refused connections
        logger.warning(
            "subscription email %s to %s not sent: %s",
            name,
            subscription.email_hash,
            type(error).__name__,
        )
        raise SendFailed(name) from error


def confirm(subscription: Subscription) -> bool:
    """Confirm a pending subscription; False when it is not pending (confirmed already: a
    second press changes nothing; stopped: it takes the form again)."""
    updated = Subscription.objects.filter(
        pk=subscription.pk, key=subscription.key, state=Subscription.State.PENDING
    ).update(state=Subscription.State.CONFIRMED, confirmed_at=timezone.now())
    subscription.refresh_from_db()
    if updated:
        logger.info("subscription confirmed: %s", subscription.email_hash)
    return bool(updated)


def change(subscription: Subscription, choices: Choices) -> None:
    _apply(subscription, choices)
    subscription.save(update_fields=["language", "hour", "time_zone", "content", "days"])


def stop(subscription: Subscription) -> None:
    """Stop the emails (from the page, or a mail provider's one-click POST); idempotent."""
    if subscription.state != Subscription.State.STOPPED:
        subscription.state = Subscription.State.STOPPED
        subscription.stopped_at = timezone.now()
        subscription.save(update_fields=["state", "stopped_at"])
        logger.info("subscription stopped: %s", subscription.email_hash)


def erase(subscription: Subscription) -> None:
    """Delete the subscription and its deliveries (the cascade): nothing of it is kept."""
    hashed = subscription.email_hash
    subscription.delete()
    logger.info("subscription erased: %s", hashed)


def first_email_at(subscription: Subscription, now: dt.datetime | None = None) -> dt.datetime:
    """When the first email is due: the next time it is the chosen hour in the chosen zone."""
    zone = zoneinfo.ZoneInfo(subscription.time_zone)
    local = (now or timezone.now()).astimezone(zone)
    at = dt.time(subscription.hour)
    due = dt.datetime.combine(local.date(), at, tzinfo=zone)
    if due <= local:
        due = dt.datetime.combine(local.date() + dt.timedelta(days=1), at, tzinfo=zone)
    return due


def export(subscription: Subscription) -> dict[str, Any]:
    """Everything kept about the subscription, for its owner's download."""
    days = Delivery.objects.filter(subscription=subscription).order_by("day")
    return {
        "format": EXPORT_FORMAT,
        "exported_at": timezone.now(),
        "email": subscription.email,
        "state": subscription.state,
        "choices": {
            "language": subscription.language,
            "hour": subscription.hour,
            "time_zone": subscription.time_zone,
            "content": subscription.content,
            "days": subscription.days,
        },
        "consent": {
            "at": subscription.consent_at,
            "text": subscription.consent_text,
            "language": subscription.consent_language,
        },
        "dates": {
            "created_at": subscription.created_at,
            "confirmation_sent_at": subscription.confirmation_sent_at,
            "confirmed_at": subscription.confirmed_at,
            "stopped_at": subscription.stopped_at,
        },
        "signed_in_account": bool(subscription.user_id),
        "days_sent": [{"day": row.day, "state": row.state, "sent_at": row.sent_at} for row in days],
    }
