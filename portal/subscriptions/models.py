"""What the readings by email keep: who subscribed and to what, with their consent; which
local day each subscriber was sent; the batches the workers send; the suppressed addresses.

A delivery row is unique per subscription and local day: that constraint, not a lock, is what
keeps a second beat tick or a second worker from sending a subscriber a day twice.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.db import models


def address_hash(email: str) -> str:
    """The one way an address appears in logs, caps and suppressions: a keyed hash of its
    normalised form (lower case, no surrounding space), never the address."""
    normalised = email.strip().lower().encode()
    return hashlib.blake2b(
        normalised, key=settings.SECRET_KEY.encode()[:64], digest_size=16
    ).hexdigest()


def new_key() -> str:
    return secrets.token_urlsafe(24)


class Subscription(models.Model):
    class Content(models.TextChoices):
        BOTH = "both", "Readings and saints"
        READINGS = "readings", "Readings"
        SAINTS = "saints", "Saints"

    class Days(models.TextChoices):
        EVERY_DAY = "daily", "Every day"
        SUNDAYS = "sundays", "Sundays and solemnities"

    class State(models.TextChoices):
        PENDING = "pending", "Waiting for confirmation"
        CONFIRMED = "confirmed", "Confirmed"
        STOPPED = "stopped", "Stopped"

    email = models.EmailField(unique=True)
    email_hash = models.CharField(max_length=32, db_index=True)
    language = models.CharField(max_length=8)
    hour = models.PositiveSmallIntegerField(help_text="The local hour (0–23) the email is due.")
    time_zone = models.CharField(max_length=64, help_text="An IANA time zone name.")
    content = models.CharField(max_length=8, choices=Content.choices, default=Content.BOTH)
    days = models.CharField(max_length=8, choices=Days.choices, default=Days.EVERY_DAY)
    state = models.CharField(max_length=10, choices=State.choices, default=State.PENDING)
    # The signed-in person who subscribed, if any ("your data" lists it); none for a visitor.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    # Signs this subscription's links (confirm, manage, unsubscribe); a new key voids them all.
    key = models.CharField(max_length=40, default=new_key)
    created_at = models.DateTimeField(auto_now_add=True)
    confirmation_sent_at = models.DateTimeField(null=True, blank=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    stopped_at = models.DateTimeField(null=True, blank=True)
    # The consent as given: when, the words the form showed, in which language.
    consent_at = models.DateTimeField()
    consent_text = models.TextField()
    consent_language = models.CharField(max_length=8)

    class Meta:
        indexes = [models.Index(fields=["state", "time_zone", "hour"])]

    def __str__(self) -> str:
        return (
            f"subscription {self.pk} ({self.state}, {self.language}, {self.hour}h {self.time_zone})"
        )

    def save(self, *args, **kwargs) -> None:
        self.email_hash = address_hash(self.email)
        super().save(*args, **kwargs)


class Batch(models.Model):
    """Deliveries one task sends over one SMTP connection. A worker takes a batch by moving
    its lease forward in one conditional update; a batch whose lease ran out (its worker was
    killed) is taken again, and its journal says what was already sent."""

    class State(models.TextChoices):
        QUEUED = "queued"
        SENDING = "sending"
        DONE = "done"

    day = models.DateField(help_text="The subscribers' local day.")
    state = models.CharField(max_length=8, choices=State.choices, default=State.QUEUED)
    created_at = models.DateTimeField(auto_now_add=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    finished_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"batch {self.pk} ({self.day}, {self.state})"


class Delivery(models.Model):
    class State(models.TextChoices):
        QUEUED = "queued"
        # The day is not stored yet (upstream down): sent once it is, that same local day.
        DEFERRED = "deferred"
        SENT = "sent"
        FAILED = "failed"  # the mail server refused the address
        MISSED = "missed"  # the local day ended before the day could be fetched

    subscription = models.ForeignKey(Subscription, on_delete=models.CASCADE)
    day = models.DateField(help_text="The subscriber's local day this email is for.")
    state = models.CharField(max_length=8, choices=State.choices, default=State.QUEUED)
    batch = models.ForeignKey(Batch, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["subscription", "day"], name="one_email_a_day")
        ]
        indexes = [models.Index(fields=["day", "state"])]

    def __str__(self) -> str:
        return f"delivery {self.pk} ({self.day}, {self.state})"


class Suppression(models.Model):
    """An address never mailed again: it bounced for good, its owner complained, or it asked
    to stop through the provider. Kept as its hash only."""

    class Reason(models.TextChoices):
        BOUNCED = "bounced"
        COMPLAINED = "complained"
        REJECTED = "rejected"
        UNSUBSCRIBED = "unsubscribed"

    email_hash = models.CharField(max_length=32, unique=True)
    reason = models.CharField(max_length=12, choices=Reason.choices)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"suppression {self.email_hash[:8]}… ({self.reason})"
