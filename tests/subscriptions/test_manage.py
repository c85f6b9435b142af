"""The subscription's own page and the one-click unsubscribe: change the choices, stop, download
what is kept, erase (with a box to tick first); RFC 8058's POST from a mail provider, with no
cookie and no CSRF token; and a signed-in subscriber's "your data" lists, downloads and erases
their subscriptions."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.test import Client
from django.utils import timezone

from portal.subscriptions import links
from portal.subscriptions.models import Delivery, Subscription
from tests.html import attrs, one, text
from tests.html import page as parse
from tests.subscriptions.test_subscribe import ADDRESS, make, manage_path, path_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def confirmed():
    return make(
        state=Subscription.State.CONFIRMED, confirmed_at=timezone.now(), language="es", hour=6
    )


def choices(**changes: str) -> dict[str, str]:
    data = {"language": "es", "hour": "6", "time_zone": "Europe/Rome", "content": "both"}
    return {**data, "days": "daily", "action": "save", **changes}


def test_the_page_shows_the_choices_in_the_subscribers_language(client, confirmed):
    response = client.get(manage_path(confirmed))
    assert response.status_code == 200
    shown = parse(response)
    assert shown.html["lang"] == "es"
    assert attrs(one(shown, "select[name=hour] option[selected]"))["value"] == "6"
    assert attrs(one(shown, "select[name=time_zone] option[selected]"))["value"] == "Europe/Rome"
    assert attrs(one(shown, "[data-state]"))["data-state"] == "confirmed"
    assert parse(client.get(manage_path(confirmed) + "?lang=hr")).html["lang"] == "hr"


def test_save_changes_the_choices(client, confirmed):
    response = client.post(
        manage_path(confirmed), choices(hour="20", content="saints", days="sundays", language="pt")
    )
    assert response.status_code == 200 and one(parse(response), "[data-done]")
    confirmed.refresh_from_db()
    assert (confirmed.hour, confirmed.content, confirmed.days, confirmed.language) == (
        20,
        "saints",
        "sundays",
        "pt",
    )
    assert confirmed.state == Subscription.State.CONFIRMED


def test_a_bad_choice_is_a_400_and_changes_nothing(client, confirmed):
    response = client.post(manage_path(confirmed), choices(time_zone="Nowhere/Land", hour="21"))
    assert response.status_code == 400
    assert one(parse(response), "#id_time_zone_error")
    confirmed.refresh_from_db()
    assert confirmed.hour == 6


def test_stop_then_subscribe_again_through_the_form(client, confirmed):
    response = client.post(manage_path(confirmed), {"action": "stop"})
    assert response.status_code == 200
    confirmed.refresh_from_db()
    assert confirmed.state == Subscription.State.STOPPED and confirmed.stopped_at
    again = attrs(one(parse(client.get(manage_path(confirmed))), "[data-subscribe-again]"))["href"]
    assert again.startswith("/subscribe/?email=reader%40example.org")
    form = parse(client.get(again))
    assert attrs(one(form, "input[name=email]"))["value"] == ADDRESS


def test_the_download_holds_what_is_kept(client, confirmed):
    Delivery.objects.create(
        subscription=confirmed, day=dt.date(2026, 12, 1), state="sent", sent_at=timezone.now()
    )
    response = client.get(manage_path(confirmed) + "?format=json")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment;")
    kept = json.loads(response.content)
    assert kept["email"] == ADDRESS and kept["state"] == "confirmed"
    assert kept["choices"] == {
        "language": "es",
        "hour": 6,
        "time_zone": "Europe/Rome",
        "content": "both",
        "days": "daily",
    }
    assert kept["consent"]["text"] == "I agree." and kept["consent"]["language"] == "en"
    assert kept["dates"]["confirmed_at"]
    assert [d["day"] for d in kept["days_sent"]] == ["2026-12-01"]
    assert confirmed.key not in response.content.decode()


def test_erase_asks_for_the_box_then_deletes_everything(client, confirmed):
    Delivery.objects.create(subscription=confirmed, day=dt.date(2026, 12, 1))
    page = manage_path(confirmed)
    refused = client.post(page, {"action": "erase"})
    assert refused.status_code == 400 and one(parse(refused), "#erase-error")
    assert Subscription.objects.exists()
    erased = client.post(page, {"action": "erase", "erase_confirmed": "1"})
    assert erased.status_code == 200 and one(parse(erased), "[data-erased]")
    assert not Subscription.objects.exists() and not Delivery.objects.exists()
    assert client.get(page).status_code == 404


def test_the_page_needs_its_csrf_token(confirmed):
    strict = Client(enforce_csrf_checks=True)
    assert strict.post(manage_path(confirmed), {"action": "stop"}).status_code == 403
    confirmed.refresh_from_db()
    assert confirmed.state == Subscription.State.CONFIRMED


# --- One-click unsubscribe ---------------------------------------------------------------------


def test_one_click_unsubscribe_from_a_mail_provider(confirmed):
    """RFC 8058: a POST of List-Unsubscribe=One-Click, no cookie, no CSRF token: a 200, stopped."""
    provider = Client(enforce_csrf_checks=True)
    address = path_of(links.unsubscribe_url(confirmed))
    response = provider.post(
        address,
        "List-Unsubscribe=One-Click",
        content_type="application/x-www-form-urlencoded",
    )
    assert response.status_code == 200
    confirmed.refresh_from_db()
    assert confirmed.state == Subscription.State.STOPPED
    assert (
        provider.post(
            address, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
        ).status_code
        == 200
    )


def test_the_unsubscribe_link_opened_shows_a_button_and_stops_nothing(client, confirmed):
    address = path_of(links.unsubscribe_url(confirmed))
    shown = parse(client.get(address))
    assert shown.html["lang"] == "es"
    assert one(shown, "main form[method=post] button")
    confirmed.refresh_from_db()
    assert confirmed.state == Subscription.State.CONFIRMED
    stopped = parse(client.post(address, {"List-Unsubscribe": "One-Click"}))
    assert one(stopped, "[data-stopped]")


def test_a_manage_token_cannot_unsubscribe_nor_confirm(client, confirmed):
    token = links.token(confirmed, links.Purpose.MANAGE)
    assert client.post(f"/subscription/{token}/unsubscribe/").status_code == 404
    assert client.post(f"/subscribe/confirm/{token}/").status_code == 404


# --- Your data ---------------------------------------------------------------------------------


def test_your_data_lists_downloads_and_erases_the_subscriptions(signed_in_client, confirmed):
    user = signed_in_client.user
    confirmed.user = user
    confirmed.save()
    Delivery.objects.create(subscription=confirmed, day=dt.date(2026, 12, 2), state="sent")
    other = make(email="someone@example.org")
    listed = one(parse(signed_in_client.get("/account/")), "[data-your-subscriptions]")
    assert ADDRESS in text(listed) and "someone@example.org" not in text(listed)
    response = signed_in_client.get("/account/data/download/")
    kept = json.loads(b"".join(response.streaming_content))
    [mine] = kept["email_subscriptions"]
    assert mine["email"] == ADDRESS and mine["consent_text"] == "I agree."
    assert [d["day"] for d in mine["days_sent"]] == ["2026-12-02"]
    assert "key" not in mine
    erased = signed_in_client.post("/account/erase/", {"confirm": user.get_username()})
    assert erased.status_code in (200, 302)
    assert list(Subscription.objects.all()) == [other]
    assert not Delivery.objects.exists()
