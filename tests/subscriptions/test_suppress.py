"""A mail provider's bounces and complaints, posted to anymail's tracking webhook as Postmark
posts them, suppress the address and stop its subscription; soft events change nothing."""

from __future__ import annotations

import base64
import json
import logging

import pytest
from anymail.signals import AnymailTrackingEvent
from django.utils import timezone

from portal.subscriptions.models import Subscription, Suppression, address_hash
from portal.subscriptions.suppress import is_suppressed, reason_for

WEBHOOK = "/anymail/postmark/tracking/"
SECRET = "hooks:f7c2a9e4b1"
ADDRESS = "Reader@Example.org"


@pytest.fixture
def webhook_secret(settings):
    settings.ANYMAIL = {"WEBHOOK_SECRET": SECRET}


def _subscribe(email: str = ADDRESS, state: str = Subscription.State.CONFIRMED) -> Subscription:
    return Subscription.objects.create(
        email=email,
        language="en",
        hour=7,
        time_zone="Europe/Rome",
        state=state,
        consent_at=timezone.now(),
        consent_text="Send me the day's readings.",
        consent_language="en",
    )


def _post(client, payload: dict, credentials: str = SECRET):
    auth = base64.b64encode(credentials.encode()).decode()
    return client.post(
        WEBHOOK,
        data=json.dumps(payload),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Basic {auth}",
    )


def _bounce(kind: str, email: str = ADDRESS) -> dict:
    """A bounce webhook as Postmark sends it (its documented example, with `kind`)."""
    return {
        "RecordType": "Bounce",
        "ID": 4323372036854775807,
        "Type": kind,
        "TypeCode": {"HardBounce": 1, "SoftBounce": 4096}.get(kind, 1),
        "Name": "Hard bounce" if kind == "HardBounce" else "Soft bounce",
        "Tag": "readings",
        "MessageID": "883953f4-6105-42a2-a16a-77a8eac79483",
        "Metadata": {},
        "ServerID": 23,
        "MessageStream": "outbound",
        "Description": "The server was unable to deliver your message (ex: unknown user, "
        "mailbox not found).",
        "Details": "smtp;550 5.1.1 The email account that you tried to reach does not exist.",
        "Email": email,
        "From": "readings@portal.example",
        "BouncedAt": "2026-12-06T06:00:04.7301011Z",
        "DumpAvailable": True,
        "Inactive": kind == "HardBounce",
        "CanActivate": True,
        "Subject": "Readings for 6 December",
    }


def _complaint(email: str = ADDRESS) -> dict:
    return {
        "RecordType": "SpamComplaint",
        "MessageStream": "outbound",
        "ID": 42,
        "Type": "SpamComplaint",
        "TypeCode": 512,
        "Name": "Spam complaint",
        "Tag": "readings",
        "MessageID": "00000000-0000-0000-0000-000000000000",
        "Metadata": {},
        "ServerID": 1234,
        "Description": "",
        "Details": "Test spam complaint details",
        "Email": email,
        "From": "readings@portal.example",
        "BouncedAt": "2026-12-06T06:02:11Z",
        "DumpAvailable": True,
        "Inactive": True,
        "CanActivate": False,
        "Subject": "Readings for 6 December",
        "Content": "<Abuse report dump>",
    }


def _delivery(email: str = ADDRESS) -> dict:
    return {
        "RecordType": "Delivery",
        "ServerID": 23,
        "MessageStream": "outbound",
        "MessageID": "883953f4-6105-42a2-a16a-77a8eac79483",
        "Recipient": email,
        "Tag": "readings",
        "DeliveredAt": "2026-12-06T06:00:02Z",
        "Details": "Test delivery webhook details",
        "Metadata": {},
    }


@pytest.mark.django_db
def test_a_hard_bounce_suppresses_the_address_and_stops_its_subscription(
    client, webhook_secret, caplog
):
    subscription = _subscribe()
    other = _subscribe("neighbour@example.org")

    with caplog.at_level(logging.INFO, logger="portal.subscriptions.suppress"):
        # The provider writes the address in its own case: the hash is of the normalised form.
        response = _post(client, _bounce("HardBounce", email="reader@example.org"))

    assert response.status_code == 200
    suppression = Suppression.objects.get()
    assert suppression.email_hash == address_hash(ADDRESS)
    assert suppression.reason == Suppression.Reason.BOUNCED
    subscription.refresh_from_db()
    assert subscription.state == Subscription.State.STOPPED
    assert subscription.stopped_at is not None
    other.refresh_from_db()
    assert other.state == Subscription.State.CONFIRMED
    assert is_suppressed(ADDRESS) and is_suppressed(" reader@EXAMPLE.org ")
    assert not is_suppressed("neighbour@example.org")
    # The log names the hash, never the address.
    assert address_hash(ADDRESS) in caplog.text
    assert "example.org" not in caplog.text.lower()


@pytest.mark.django_db
def test_a_spam_complaint_suppresses_the_address(client, webhook_secret):
    subscription = _subscribe()

    assert _post(client, _complaint()).status_code == 200

    assert Suppression.objects.get().reason == Suppression.Reason.COMPLAINED
    subscription.refresh_from_db()
    assert subscription.state == Subscription.State.STOPPED


@pytest.mark.django_db
def test_a_second_event_keeps_the_first_reason_and_one_row(client, webhook_secret):
    _subscribe()
    assert _post(client, _bounce("HardBounce")).status_code == 200
    assert _post(client, _complaint()).status_code == 200

    assert list(Suppression.objects.values_list("reason", flat=True)) == ["bounced"]


@pytest.mark.django_db
def test_an_address_with_no_subscription_is_suppressed_all_the_same(client, webhook_secret):
    assert _post(client, _bounce("HardBounce", email="stranger@example.org")).status_code == 200
    assert is_suppressed("stranger@example.org")


@pytest.mark.django_db
@pytest.mark.parametrize(
    "payload",
    [_bounce("SoftBounce"), _bounce("Transient"), _delivery()],
    ids=["soft-bounce", "transient", "delivery"],
)
def test_soft_bounces_deferrals_and_deliveries_change_nothing(client, webhook_secret, payload):
    subscription = _subscribe()

    assert _post(client, payload).status_code == 200

    assert not Suppression.objects.exists()
    subscription.refresh_from_db()
    assert subscription.state == Subscription.State.CONFIRMED
    assert subscription.stopped_at is None


@pytest.mark.django_db
@pytest.mark.parametrize("credentials", ["hooks:wrong", "someone:f7c2a9e4b1", ""])
def test_wrong_credentials_are_refused_and_change_nothing(client, webhook_secret, credentials):
    subscription = _subscribe()

    response = _post(client, _bounce("HardBounce"), credentials=credentials)

    assert response.status_code in (400, 403)
    assert not Suppression.objects.exists()
    subscription.refresh_from_db()
    assert subscription.state == Subscription.State.CONFIRMED


@pytest.mark.django_db
def test_no_authorization_header_is_refused_too(client, webhook_secret):
    _subscribe()
    response = client.post(
        WEBHOOK, data=json.dumps(_bounce("HardBounce")), content_type="application/json"
    )
    assert response.status_code in (400, 403)
    assert not Suppression.objects.exists()


@pytest.mark.django_db
def test_without_a_secret_no_webhook_exists_and_inbound_mail_never_does(
    client, webhook_secret, settings
):
    _subscribe()
    body = json.dumps(_bounce("HardBounce"))
    assert (
        client.post(
            "/anymail/postmark/inbound/", data=body, content_type="application/json"
        ).status_code
        == 404
    )
    settings.ANYMAIL = {}
    assert client.post(WEBHOOK, data=body, content_type="application/json").status_code == 404
    assert (
        client.post(
            "/anymail/nosuchprovider/tracking/", data=body, content_type="application/json"
        ).status_code
        == 404
    )
    assert not Suppression.objects.exists()


@pytest.mark.unit
@pytest.mark.parametrize(
    ("event_type", "esp_event", "reason"),
    [
        ("bounced", {"Type": "HardBounce"}, "bounced"),
        ("bounced", {"Type": "SoftBounce"}, None),  # Postmark
        ("bounced", {"event": "soft_bounce"}, None),  # Brevo, Mandrill
        ("bounced", {"event": "hard_bounce"}, "bounced"),
        ("complained", {}, "complained"),
        ("rejected", None, "rejected"),
        ("unsubscribed", {}, "unsubscribed"),
        ("deferred", {}, None),
        ("delivered", {}, None),
        ("opened", {}, None),
        ("clicked", {}, None),
    ],
)
def test_which_events_suppress(event_type, esp_event, reason):
    event = AnymailTrackingEvent(
        event_type=event_type, recipient="reader@example.org", esp_event=esp_event
    )
    assert reason_for(event) == reason
