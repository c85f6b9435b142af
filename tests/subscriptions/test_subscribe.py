"""The subscription form end to end, over a real SMTP server, Redis and database: the
confirmation email in the chosen language with a link that works, a confirm that takes a press
(not a GET), links that expire or are voided by a newer form, a page that never says whether an
address was subscribed, nothing for a suppressed address, field messages for bad input, the
short form on the day pages, and the form framed by other sites."""

from __future__ import annotations

import time

import pytest
from django.conf import settings
from django.core import signing
from django.utils import timezone

from portal.subscriptions import links
from portal.subscriptions.models import Subscription, Suppression, address_hash
from tests.html import attrs, one, text
from tests.html import page as parse

pytestmark = pytest.mark.django_db

ADDRESS = "reader@example.org"


def form_data(**changes: str) -> dict[str, str]:
    data = {
        "email": ADDRESS,
        "language": "en",
        "hour": "7",
        "time_zone": "Europe/Zagreb",
        "content": "both",
        "days": "daily",
    }
    data.update(changes)
    return data


def subscribe(client, lang: str = "en", **changes: str):
    return client.post(f"/subscribe/?lang={lang}", form_data(**changes))


def path_of(url: str) -> str:
    """An emailed link's path on this test server (links carry PORTAL_URL)."""
    assert url.startswith(settings.PORTAL_URL), url
    return url.removeprefix(settings.PORTAL_URL)


def link_in(message, css: str) -> str:
    return path_of(attrs(one(parse(message.part("text/html")), css))["href"])


def make(**fields) -> Subscription:
    values = {
        "email": ADDRESS,
        "language": "en",
        "hour": 6,
        "time_zone": "Europe/Rome",
        "consent_at": timezone.now(),
        "consent_text": "I agree.",
        "consent_language": "en",
        **fields,
    }
    return Subscription.objects.create(**values)


def manage_path(subscription: Subscription) -> str:
    return path_of(links.manage_url(subscription))


# --- The flow ----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "es", "pt", "it", "hr"])
def test_subscribe_confirm_in_the_chosen_language(client, mailbox, language):
    response = subscribe(client, language, language=language)
    assert response.status_code == 200
    assert one(parse(response), "[data-check-inbox]")
    [message] = mailbox.wait_for(1)
    assert message.to == ADDRESS
    assert message.message["From"] == settings.DEFAULT_FROM_EMAIL
    plain, html = message.part("text/plain"), message.part("text/html")
    assert "<img" not in html  # no remote images, no tracking pixel
    stored = Subscription.objects.get(email=ADDRESS)
    assert stored.state == Subscription.State.PENDING and stored.confirmation_sent_at
    assert stored.language == language and stored.hour == 7
    assert stored.time_zone == "Europe/Zagreb" and stored.consent_language == language
    from django.utils import translation

    from portal.subscriptions.forms import consent_sentence

    with translation.override(language):
        assert stored.consent_text == consent_sentence()
        days = translation.ngettext(
            "The link is valid for %(days)s day.", "The link is valid for %(days)s days.", 7
        )
    assert stored.consent_text in plain
    if language != "en":
        assert "The link is valid" not in plain  # translated
    confirm = link_in(message, "[data-confirm-link]")
    assert confirm in plain.replace(settings.PORTAL_URL, "")
    assert days  # the sentence exists in the catalogue

    page = client.get(confirm)
    assert page.status_code == 200
    assert one(parse(page), "main form[method=post] button")
    confirmed = client.post(confirm)
    assert confirmed.status_code == 200
    stored.refresh_from_db()
    assert stored.state == Subscription.State.CONFIRMED and stored.confirmed_at
    shown = parse(confirmed)
    assert "Europe/Zagreb" in text(one(shown, "[data-first-email]"))
    assert "07:00" in text(one(shown, "[data-first-email]"))
    manage = attrs(one(shown, "[data-manage-link]"))["href"]
    assert client.get(manage).status_code == 200


def test_a_get_of_the_confirm_link_confirms_nothing(client, mailbox):
    subscribe(client)
    [message] = mailbox.wait_for(1)
    confirm = link_in(message, "[data-confirm-link]")
    for _ in range(2):
        assert client.get(confirm).status_code == 200
        assert client.head(confirm).status_code == 200
    assert Subscription.objects.get().state == Subscription.State.PENDING


class _SignedLongAgo(signing.TimestampSigner):
    """Signs as if it were SUBSCRIPTIONS_CONFIRM_DAYS and a day ago."""

    def timestamp(self) -> str:
        days = settings.SUBSCRIPTIONS_CONFIRM_DAYS + 1
        return signing.b62_encode(int(time.time()) - days * 24 * 3600)


def test_an_expired_confirm_link_says_so_in_its_language(client):
    subscription = make(language="it")
    value = f"{subscription.pk}:{subscription.key}"
    old = _SignedLongAgo(salt="portal.subscriptions.confirm").sign(value)
    for method in (client.get, client.post):
        response = method(f"/subscribe/confirm/{old}/?lang=it")
        assert response.status_code == 404
        shown = parse(response)
        assert "scaduto" in text(one(shown, "[data-invalid-link]"))  # Italian
        assert attrs(one(shown, "main a.button"))["href"].startswith("/subscribe/")
    english = parse(client.get(f"/subscribe/confirm/{old}/?lang=en"))
    assert "expired" in text(one(english, "[data-invalid-link]"))
    assert Subscription.objects.get().state == Subscription.State.PENDING


@pytest.mark.parametrize("token", ["nonsense", "1:abc:def", "9999:x:y"])
def test_forged_links_are_a_clear_404(client, token):
    for address in (
        f"/subscribe/confirm/{token}/",
        f"/subscription/{token}/",
        f"/subscription/{token}/unsubscribe/",
    ):
        response = client.get(address)
        assert response.status_code == 404
        assert one(parse(response), "[data-invalid-link]")


def test_sending_the_form_again_voids_the_old_links(client, mailbox):
    subscribe(client)
    [first] = mailbox.wait_for(1)
    old_confirm = link_in(first, "[data-confirm-link]")
    old_manage = manage_path(Subscription.objects.get())
    subscribe(client, hour="9")
    second = mailbox.wait_for(2)[1]
    assert client.post(old_confirm).status_code == 404
    assert client.get(old_manage).status_code == 404
    assert Subscription.objects.get().hour == 9
    assert client.post(link_in(second, "[data-confirm-link]")).status_code == 200
    assert Subscription.objects.get().state == Subscription.State.CONFIRMED


def test_a_stopped_address_is_asked_to_confirm_again(client, mailbox):
    make(state=Subscription.State.STOPPED, stopped_at=timezone.now())
    assert subscribe(client, days="sundays").status_code == 200
    [message] = mailbox.wait_for(1)
    assert one(parse(message.part("text/html")), "[data-confirm-link]")
    stored = Subscription.objects.get()
    assert stored.state == Subscription.State.PENDING and stored.stopped_at is None
    assert stored.days == "sundays"


def test_a_confirmed_address_gets_its_page_and_the_page_reveals_nothing(client, mailbox):
    fresh = parse(subscribe(client, email="new@example.org"))
    subscription = make(state=Subscription.State.CONFIRMED, confirmed_at=timezone.now(), hour=5)
    again = subscribe(client, hour="11")
    assert again.status_code == 200
    messages = mailbox.wait_for(2)
    mine = [m for m in messages if m.to == ADDRESS]
    assert len(mine) == 1
    assert path_of(attrs(one(parse(mine[0].part("text/html")), "[data-manage-link]"))["href"]) == (
        manage_path(subscription)
    )
    subscription.refresh_from_db()
    assert subscription.hour == 5 and subscription.state == Subscription.State.CONFIRMED
    # The same words as for a new address (the address itself aside).
    said = text(one(parse(again), "[data-check-inbox]")).replace(ADDRESS, "X")
    assert said == text(one(fresh, "[data-check-inbox]")).replace("new@example.org", "X")


def test_a_suppressed_address_gets_nothing_and_the_same_page(client, mailbox):
    Suppression.objects.create(email_hash=address_hash(ADDRESS.upper()), reason="bounced")
    response = subscribe(client)
    assert response.status_code == 200 and one(parse(response), "[data-check-inbox]")
    subscribe(client, email="other@example.org")
    messages = mailbox.wait_for(1)
    assert [m.to for m in messages] == ["other@example.org"]
    assert not Subscription.objects.filter(email=ADDRESS).exists()


def test_a_signed_in_person_is_recorded_as_the_subscriber(client, mailbox, django_user_model):
    person = django_user_model.objects.create_user("reader")
    client.force_login(person)
    assert subscribe(client).status_code == 200
    assert Subscription.objects.get().user == person


# --- Bad input ---------------------------------------------------------------------------------


def test_bad_input_is_a_400_with_messages_by_the_fields_and_nothing_lost(client, mailbox):
    response = subscribe(client, email="not an address", time_zone="Mars/Olympus", hour="7")
    assert response.status_code == 400
    shown = parse(response)
    email = one(shown, "input[name=email]")
    assert attrs(email)["value"] == "not an address"
    assert "id_email_error" in attrs(email)["aria-describedby"].split()
    assert text(one(shown, "#id_email_error"))
    zone = one(shown, "select[name=time_zone]")
    assert "id_time_zone_error" in attrs(zone)["aria-describedby"].split()
    assert "Mars/Olympus" in text(one(shown, "#id_time_zone_error"))
    assert attrs(one(shown, "select[name=hour] option[selected]"))["value"] == "7"
    assert attrs(one(shown, "input[name=content][checked]"))["value"] == "both"
    assert "data-guess-time-zone" not in attrs(one(shown, "form.subscribe-form"))
    assert not Subscription.objects.exists() and mailbox.messages == []


def test_the_form_has_labels_legends_and_defaults(client):
    shown = parse(client.get("/subscribe/?lang=pt"))
    form = one(shown, "form.subscribe-form")
    assert "data-guess-time-zone" in attrs(form)
    for name in ("email", "language", "hour", "time_zone"):
        field = one(form, f"[name={name}]")
        assert one(form, f"label[for={attrs(field)['id']}]")
    assert len(form.select("fieldset legend")) == 2
    assert attrs(one(form, "select[name=language] option[selected]"))["value"] == "pt"
    assert attrs(one(form, "select[name=hour] option[selected]"))["value"] == "6"
    assert one(form, "input[name=days][value=sundays]")
    assert client.get("/subscribe/?lang=xx").status_code == 400


def test_a_plain_form_from_a_parish_site_needs_only_the_address(client, mailbox):
    """No CSRF token, no cookie, the address alone: the defaults apply."""
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    response = strict.post("/subscribe/?lang=es", {"email": ADDRESS})
    assert response.status_code == 200
    stored = Subscription.objects.get()
    assert (stored.language, stored.hour, stored.time_zone) == ("es", 6, settings.TIME_ZONE)
    assert mailbox.wait_for(1)


# --- The short form, the frame, the site kit ---------------------------------------------------


@pytest.mark.parametrize("address", ["/?lang=hr", "/day/2026-01-05/?lang=hr"])
def test_the_day_pages_carry_the_short_form(client, address):
    shown = parse(client.get(address))
    form = one(shown, "[data-subscribe-compact] form")
    assert attrs(form)["action"] == "/subscribe/?lang=hr"
    assert attrs(form)["method"] == "post"
    assert not form.select("[name=csrfmiddlewaretoken]")
    assert attrs(one(form, "input[name=language]"))["value"] == "hr"
    assert one(form, "input[type=email][name=email]")
    assert one(shown, "[data-subscribe-compact] a[href='/subscribe/?lang=hr']")


def test_the_short_form_adds_no_query(client, settings):
    """The form is markup only: the page reads what it read without it."""
    from tests.readings.test_site_kit import queries_for

    queries_for(client, "/?lang=pt")  # once-per-process reads out of the way
    with_form = queries_for(client, "/?lang=es")
    settings.SUBSCRIPTIONS_ENABLED = False
    assert queries_for(client, "/?lang=it") == with_form


def test_no_short_form_when_subscriptions_are_off(client, settings):
    settings.SUBSCRIPTIONS_ENABLED = False
    shown = parse(client.get("/?lang=it"))
    assert not shown.select("[data-subscribe-compact]")
    assert not shown.select("[data-kit-subscribe]")


def test_the_embedded_form_is_frameable_by_any_site(client, mailbox):
    response = client.get("/embed/subscribe/?lang=es")
    assert response.status_code == 200
    assert "X-Frame-Options" not in response
    policy = response["Content-Security-Policy"]
    assert "frame-ancestors *" in policy
    form = one(parse(response), "form.subscribe-form")
    assert attrs(form)["action"] == "/embed/subscribe/?lang=es"
    assert not parse(response).select("header.site-header")
    posted = client.post("/embed/subscribe/?lang=es", form_data(language="es"))
    assert posted.status_code == 200 and "X-Frame-Options" not in posted
    assert one(parse(posted), "[data-check-inbox]")
    assert mailbox.wait_for(1)
    # The portal's own pages stay unframeable.
    assert client.get("/subscribe/")["X-Frame-Options"] == "DENY"


def test_the_site_kit_gives_the_frame_and_the_plain_form(client):
    shown = parse(client.get("/?lang=pt"))
    kit = one(shown, "[data-site-kit] [data-kit-subscribe]")
    frame = text(one(kit, "#kit-subscribe-frame"))
    assert "/embed/subscribe/?lang=pt" in frame and "<iframe" in frame
    plain = text(one(kit, "#kit-subscribe-form"))
    assert '<form method="post" action="http://testserver/subscribe/?lang=pt">' in plain
    assert 'name="email"' in plain
    assert one(kit, "button[data-copy=kit-subscribe-frame]")
    assert one(kit, "button[data-copy=kit-subscribe-form]")
