"""Registering the portal at Magisterium (RFC 7591) and choosing the client to sign in with."""

from __future__ import annotations

import io

import pytest
from allauth.socialaccount.models import SocialApp
from django.core.management import call_command

from portal.accounts.registration import client_app

pytestmark = pytest.mark.django_db


def test_register_command_stores_a_confidential_client_for_the_exact_callback(sandbox):
    out = io.StringIO()

    call_command("magisterium_register", "--base-url", "http://127.0.0.1:8123", stdout=out)

    app = SocialApp.objects.get(provider="magisterium")
    assert app.client_id and app.secret
    assert app.settings["redirect_uris"] == [
        "http://127.0.0.1:8123/accounts/magisterium/login/callback/"
    ]
    assert app.client_id in out.getvalue()
    assert app.secret not in out.getvalue()
    assert client_app().client_id == app.client_id


def test_the_sandbox_knows_the_registered_client(sandbox, settings):
    call_command(
        "magisterium_register", "--redirect-uri", "http://testserver/cb/", stdout=io.StringIO()
    )
    app = SocialApp.objects.get(provider="magisterium")

    # A client the server does not know could not get tokens; ours can.
    tokens = sandbox.token("demo", client_id=app.client_id)  # raises unless the server agrees
    assert tokens["access_token"]


def test_demo_setup_registers_once(sandbox):
    call_command("demo_setup", stdout=io.StringIO())
    first = SocialApp.objects.get(provider="magisterium")

    call_command("demo_setup", stdout=io.StringIO())

    assert list(SocialApp.objects.filter(provider="magisterium")) == [first]
    assert first.settings["redirect_uris"] == [
        "http://127.0.0.1:8000/accounts/magisterium/login/callback/"
    ]


def test_registering_again_replaces_the_stored_client(sandbox):
    call_command("magisterium_register", stdout=io.StringIO())
    first = SocialApp.objects.get(provider="magisterium").client_id

    call_command("magisterium_register", stdout=io.StringIO())

    assert SocialApp.objects.filter(provider="magisterium").count() == 1
    assert SocialApp.objects.get(provider="magisterium").client_id != first


def test_client_from_the_environment_wins(sandbox, settings):
    call_command("magisterium_register", stdout=io.StringIO())
    settings.MAGISTERIUM_CLIENT_ID = "from-env"
    settings.MAGISTERIUM_CLIENT_SECRET = "env-secret"

    app = client_app()

    assert (app.client_id, app.secret) == ("from-env", "env-secret")


def test_register_command_fails_clearly_when_nothing_answers(settings, db):
    from django.core.management.base import CommandError

    settings.MAGISTERIUM_BASE_URL = "http://127.0.0.1:9"

    with pytest.raises(CommandError, match=r"No OAuth metadata at http://127\.0\.0\.1:9"):
        call_command("magisterium_register", "--wait", "1", stdout=io.StringIO())
