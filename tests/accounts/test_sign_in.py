"""Sign in with Magisterium against the real sandbox.

Reference: docs/security.md §1-§3, docs/upstream.md §2.
"""

from __future__ import annotations

import httpx
import pytest
from allauth.socialaccount.models import SocialAccount
from django.contrib.auth import get_user_model

from portal.accounts.models import MagisteriumConnection
from tests.accounts.conftest import (
    finish_sign_in,
    query,
    sandbox_consent,
    sign_in,
    start_sign_in,
)

pytestmark = pytest.mark.django_db

SESSION_COOKIE = "portal_sessionid"


def _signed_in_user_id(client):
    return client.session.get("_auth_user_id")


def test_authorize_redirect_uses_discovered_endpoint_pkce_s256_and_a_state(
    client, sandbox, oauth_client
):
    authorize_url = start_sign_in(client)

    assert authorize_url.startswith(f"{sandbox.url}/oauth/authorize?")
    params = query(authorize_url)
    assert params["client_id"] == oauth_client.client_id
    assert params["redirect_uri"] == "http://testserver/accounts/magisterium/login/callback/"
    assert params["response_type"] == "code"
    assert params["code_challenge_method"] == "S256"
    assert len(params["code_challenge"]) >= 43
    assert len(params["state"]) >= 16
    # The state is bound to this browser session and a new one is made for every attempt.
    assert query(start_sign_in(client))["state"] != params["state"]


def test_sign_in_creates_an_account_once_and_maps_to_the_same_user_every_time(
    client, sandbox, oauth_client
):
    response = sign_in(client, username="demo")

    assert response.status_code == 302
    user = get_user_model().objects.get(pk=_signed_in_user_id(client))
    assert SocialAccount.objects.get(user=user).uid == "user-demo"
    connection = MagisteriumConnection.objects.get(user=user)
    assert connection.account_id == "user-demo"
    assert connection.display_name == "Demo User"
    assert connection.email == "demo@example.com"
    assert not user.has_usable_password()

    client.post("/accounts/logout/")
    assert _signed_in_user_id(client) is None
    sign_in(client, username="demo")
    assert _signed_in_user_id(client) == str(user.pk)
    assert get_user_model().objects.count() == 1


def test_token_request_carries_the_matching_code_verifier(client, sandbox, oauth_client):
    # The sandbox refuses a token request whose code_verifier does not match the challenge,
    # so a completed sign-in proves the verifier stored with the state was sent.
    sign_in(client)
    assert _signed_in_user_id(client) is not None


def test_sandbox_refuses_a_code_redeemed_with_a_wrong_verifier(client, sandbox, oauth_client):
    callback = sandbox_consent(start_sign_in(client))
    response = httpx.post(
        f"{sandbox.url}/oauth/token",
        data={
            "grant_type": "authorization_code",
            "code": query(callback)["code"],
            "redirect_uri": "http://testserver/accounts/magisterium/login/callback/",
            "client_id": oauth_client.client_id,
            "client_secret": oauth_client.secret,
            "code_verifier": "x" * 64,
        },
        timeout=10,
    )
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"


def test_callback_with_an_unknown_state_signs_nobody_in(client, sandbox, oauth_client):
    callback = sandbox_consent(start_sign_in(client))
    forged = callback.replace(f"state={query(callback)['state']}", "state=forged0123456789")

    response = finish_sign_in(client, forged)

    assert response.status_code == 401
    assert "Sign-in with Magisterium failed" in response.content.decode()
    assert _signed_in_user_id(client) is None
    assert not MagisteriumConnection.objects.exists()


def test_callback_replayed_with_a_used_state_is_refused(client, sandbox, oauth_client):
    callback = sandbox_consent(start_sign_in(client))
    finish_sign_in(client, callback)
    user_id = _signed_in_user_id(client)
    assert user_id is not None

    response = finish_sign_in(client, callback)

    assert response.status_code == 401
    assert "Sign-in with Magisterium failed" in response.content.decode()
    assert _signed_in_user_id(client) == user_id  # still the first sign-in, nothing new
    assert get_user_model().objects.count() == 1


def test_callback_with_another_browsers_state_signs_nobody_in(
    client, client_factory, sandbox, oauth_client
):
    victim = client
    callback = sandbox_consent(start_sign_in(victim))
    attacker = client_factory()

    response = finish_sign_in(attacker, callback)

    assert response.status_code == 401
    assert _signed_in_user_id(attacker) is None
    assert not MagisteriumConnection.objects.exists()


def test_session_id_changes_at_sign_in_and_old_cookie_opens_nothing_after_sign_out(
    client, client_factory, sandbox, oauth_client
):
    callback = sandbox_consent(start_sign_in(client))
    before = client.cookies[SESSION_COOKIE].value
    finish_sign_in(client, callback)
    signed_in = client.cookies[SESSION_COOKIE].value
    assert signed_in != before
    assert client.get("/account/").status_code == 200

    client.post("/accounts/logout/")

    for old in (before, signed_in):
        stranger = client_factory()
        stranger.cookies[SESSION_COOKIE] = old
        response = stranger.get("/account/")
        assert response.status_code == 302
        assert response["Location"].startswith("/accounts/login/")


def test_sign_in_fails_with_a_clear_message_when_upstream_is_unreachable(
    client, sandbox, oauth_client, settings
):
    settings.MAGISTERIUM_BASE_URL = "http://127.0.0.1:9"  # nothing listens on the discard port

    response = client.post("/accounts/magisterium/login/")

    assert response.status_code == 401
    assert "not answering" in response.content.decode()
    assert _signed_in_user_id(client) is None


def test_free_plan_user_signs_in_too(client, sandbox, oauth_client):
    sign_in(client, username="free")
    connection = MagisteriumConnection.objects.get()
    assert connection.account_id == "user-free"
    # Learnt at sign-in (one connection check, which upstream refused): docs/upstream.md §2.
    assert connection.plan == MagisteriumConnection.Plan.FREE


def test_login_page_leads_with_sign_in_with_magisterium_as_a_post_form(client, oauth_client):
    html = client.get("/accounts/login/").content.decode()

    assert "Sign in with Magisterium" in html
    assert 'action="/accounts/magisterium/login/"' in html
    assert html.index("Sign in with Magisterium") < html.index("Staff sign-in")
    assert 'method="post"' in html


def test_login_page_explains_when_no_client_is_registered(client, db):
    html = client.get("/accounts/login/").content.decode()
    assert "not set up on this portal yet" in html


def test_staff_keep_local_sign_in_and_public_signup_is_closed(client, db):
    staff = get_user_model().objects.create_superuser("admin", "", "correct horse battery")

    response = client.post(
        "/accounts/login/", {"login": "admin", "password": "correct horse battery"}
    )
    assert response.status_code == 302
    assert _signed_in_user_id(client) == str(staff.pk)
    # The admin opens once an authenticator app is set up (tests/accounts/test_staff_mfa.py).
    assert client.get("/admin/")["Location"] == "/accounts/2fa/totp/activate/"

    client.post("/accounts/logout/")
    response = client.post(
        "/accounts/signup/",
        {"username": "mallory", "password1": "pw-0123456789!", "password2": "pw-0123456789!"},
    )
    assert not get_user_model().objects.filter(username="mallory").exists()
    assert "No separate sign-up" in response.content.decode()


def test_upstream_names_are_shown_escaped(client, sandbox, oauth_client):
    sign_in(client)
    MagisteriumConnection.objects.update(display_name="<script>alert(1)</script>")

    html = client.get("/account/").content.decode()

    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
