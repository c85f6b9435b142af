"""Service accounts (PREFETCH_ACCOUNT): no web sign-in takes one over, no sign-out revokes it."""

from __future__ import annotations

import io
import json
import logging
import sys
from datetime import date, timedelta

import httpx
import pytest
from allauth.socialaccount.models import SocialAccount
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.utils import timezone

from portal import magisterium
from portal.accounts.connections import MagisteriumNotConnected
from portal.accounts.models import MagisteriumConnection
from portal.accounts.service_accounts import is_service_account
from tests.accounts.conftest import sandbox_tokens, sign_in

pytestmark = pytest.mark.django_db

SERVICE = "parish-office"
DAY = date(2026, 11, 30)
REFUSED = "This Magisterium account is used by the portal itself to fetch the daily readings"


@pytest.fixture
def prefetch_account(sandbox, oauth_client, settings):
    """The sandbox's `parish` account connected as PREFETCH_ACCOUNT, as `make run` does it."""
    settings.PREFETCH_ACCOUNT = SERVICE
    tokens = sandbox_tokens(sandbox, username="parish", client_id=oauth_client.client_id)
    original, sys.stdin = sys.stdin, io.StringIO(json.dumps(tokens))
    try:
        call_command("magisterium_connect", SERVICE, stdout=io.StringIO())
    finally:
        sys.stdin = original
    return get_user_model().objects.get(username=SERVICE)


def _token_works(sandbox, access_token: str) -> bool:
    response = httpx.get(
        f"{sandbox.url}/oauth/userinfo",
        headers={"Authorization": f"Bearer {access_token}"},
        timeout=10,
    )
    return response.status_code == 200


def _signed_in_user_id(client):
    return client.session.get("_auth_user_id")


def test_the_service_account_is_the_prefetch_account_only(settings, django_user_model):
    person = django_user_model.objects.create_user("someone")
    service = django_user_model.objects.create_user(SERVICE)
    settings.PREFETCH_ACCOUNT = SERVICE
    assert is_service_account(service) and not is_service_account(person)
    settings.PREFETCH_ACCOUNT = ""
    assert not is_service_account(service)


def test_a_web_sign_in_as_the_prefetch_accounts_magisterium_account_is_refused(
    client, sandbox, prefetch_account
):
    before = MagisteriumConnection.objects.get(user=prefetch_account)

    response = sign_in(client, username="parish")

    assert response.status_code == 403
    html = response.content.decode()
    assert REFUSED in html
    assert "sign in here again with your own Magisterium account" in html
    assert "Open Magisterium to sign out there" in html
    assert _signed_in_user_id(client) is None
    # The prefetch account is untouched: same tokens, still accepted upstream, same link.
    after = MagisteriumConnection.objects.get(user=prefetch_account)
    assert after.access_token == before.access_token and not after.needs_sign_in
    assert _token_works(sandbox, after.access_token)
    assert SocialAccount.objects.get(uid="user-parish").user == prefetch_account
    assert get_user_model().objects.count() == 1
    result = magisterium.session_for(prefetch_account).saints_of_the_day(day=DAY)
    assert isinstance(result, magisterium.Martyrology)


def test_a_person_signed_in_elsewhere_keeps_their_session_when_refused(
    client, sandbox, prefetch_account
):
    sign_in(client, username="demo")
    person_id = _signed_in_user_id(client)

    response = sign_in(client, username="parish")

    assert response.status_code == 403
    assert _signed_in_user_id(client) == person_id
    assert MagisteriumConnection.objects.get(user_id=person_id).account_id == "user-demo"


def test_refused_even_when_only_the_stored_connection_links_the_account(
    client, sandbox, prefetch_account
):
    # E.g. a connection made before allauth's link existed: without the check allauth would
    # open a second portal user for the same Magisterium account.
    SocialAccount.objects.filter(uid="user-parish").delete()

    response = sign_in(client, username="parish")

    assert response.status_code == 403
    assert REFUSED in response.content.decode()
    assert get_user_model().objects.count() == 1


def test_signing_out_a_service_account_session_keeps_its_tokens(client, sandbox, prefetch_account):
    client.force_login(prefetch_account)  # e.g. a session from before the refusal existed
    access_token = MagisteriumConnection.objects.get(user=prefetch_account).access_token

    client.post("/accounts/logout/")

    assert _signed_in_user_id(client) is None
    assert MagisteriumConnection.objects.get(user=prefetch_account).access_token == access_token
    assert _token_works(sandbox, access_token)


def test_disconnect_on_the_account_page_keeps_a_service_accounts_tokens(
    client, sandbox, prefetch_account
):
    client.force_login(prefetch_account)
    access_token = MagisteriumConnection.objects.get(user=prefetch_account).access_token

    response = client.post("/account/disconnect/", follow=True)

    assert "stays connected to Magisterium" in response.content.decode()
    assert _signed_in_user_id(client) is None
    assert MagisteriumConnection.objects.filter(user=prefetch_account).exists()
    assert _token_works(sandbox, access_token)


def test_a_refused_refresh_of_the_prefetch_account_is_an_error_saying_what_to_do(
    sandbox, oauth_client, prefetch_account, caplog
):
    connection = MagisteriumConnection.objects.get(user=prefetch_account)
    # Use the refresh token elsewhere first, so the portal's is a reused (refused) one.
    used = httpx.post(
        f"{sandbox.url}/oauth/token",
        data={
            "grant_type": "refresh_token",
            "refresh_token": connection.refresh_token,
            "client_id": oauth_client.client_id,
            "client_secret": oauth_client.secret,
        },
        timeout=10,
    )
    assert used.status_code == 200
    MagisteriumConnection.objects.filter(pk=connection.pk).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    caplog.set_level(logging.INFO)

    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(prefetch_account).liturgical_readings(day=DAY)

    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert any(
        SERVICE in message and f"manage.py magisterium_connect {SERVICE}" in message
        for message in errors
    ), errors
    # Every later attempt (the nightly prefetch) says it again instead of failing quietly.
    caplog.clear()
    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(prefetch_account).liturgical_readings(day=DAY)
    assert any(
        r.levelno == logging.ERROR and "magisterium_connect" in r.getMessage()
        for r in caplog.records
    )


def test_a_persons_refused_refresh_is_no_error(client, sandbox, oauth_client, caplog):
    sign_in(client, username="demo")
    connection = MagisteriumConnection.objects.get()
    MagisteriumConnection.objects.filter(pk=connection.pk).update(
        refresh_token_encrypted="", expires_at=timezone.now() - timedelta(seconds=1)
    )

    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(connection.user).saints_of_the_day(day=DAY)

    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
