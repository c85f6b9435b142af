"""/account/: the connected identity, the plan, "Check connection" and "Disconnect"."""

from __future__ import annotations

import httpx
import pytest
from django.contrib.auth import get_user_model

from portal.accounts.models import MagisteriumConnection
from tests.accounts.conftest import sign_in

pytestmark = pytest.mark.django_db

PLAN_EXPLANATION = (
    "A paid Magisterium plan (Pro, Organization or Enterprise) is needed to use the portal's "
    "look-ups and answers"
)


def test_account_page_needs_sign_in(client, db):
    response = client.get("/account/")
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=/account/")


def test_account_page_shows_the_connected_identity_privately(client, sandbox, oauth_client):
    sign_in(client)

    response = client.get("/account/")

    html = response.content.decode()
    assert "Demo User" in html and "demo@example.com" in html and "user-demo" in html
    assert "Check connection" in html and "Disconnect" in html
    assert "no-store" in response["Cache-Control"]


def test_check_connection_with_a_paid_plan(client, sandbox, oauth_client):
    sign_in(client)

    response = client.post("/account/check/", follow=True)

    html = response.content.decode()
    assert "Your Magisterium connection works and your account has a paid plan." in html
    assert MagisteriumConnection.objects.get().plan == MagisteriumConnection.Plan.PAID
    # One check at sign-in (which learns the plan), one for the button.
    assert sandbox.requests()["by_skill"] == {"saints_of_the_day": 2}


def test_check_connection_with_a_free_plan_explains_the_paid_plan(
    client, sandbox, oauth_client, settings
):
    sign_in(client, username="free")

    response = client.post("/account/check/", follow=True)

    assert response.status_code == 200
    html = response.content.decode()
    assert "has no paid plan" in html
    assert PLAN_EXPLANATION in html
    assert f'href="{settings.MAGISTERIUM_BASE_URL}"' in html
    assert MagisteriumConnection.objects.get().plan == MagisteriumConnection.Plan.FREE


def test_check_connection_after_upstream_sign_out_asks_to_sign_in_again(
    client, sandbox, oauth_client
):
    sign_in(client)
    MagisteriumConnection.objects.update(needs_sign_in=True)

    html = client.post("/account/check/", follow=True).content.decode()

    assert "Please sign in with Magisterium" in html
    assert "Please sign in with Magisterium again." in html
    assert 'action="/accounts/magisterium/login/"' in html  # one click, no sign-out first


def test_check_connection_is_a_post(client, sandbox, oauth_client):
    sign_in(client)
    assert client.get("/account/check/").status_code == 405
    assert client.get("/account/disconnect/").status_code == 405


def test_disconnect_revokes_deletes_and_signs_out(client, sandbox, oauth_client):
    sign_in(client)
    access_token = MagisteriumConnection.objects.get().access_token

    response = client.post("/account/disconnect/")

    assert response.status_code == 302
    next_page = client.get("/accounts/login/").content.decode()  # shows the pending message
    assert "Your Magisterium account is disconnected" in next_page
    assert client.session.get("_auth_user_id") is None
    assert not MagisteriumConnection.objects.exists()
    userinfo = httpx.get(
        f"{sandbox.url}/oauth/userinfo",
        headers={"Authorization": f"Bearer {access_token}"},
        timeout=10,
    )
    assert userinfo.status_code == 401
    # The portal account stays: the next sign-in finds the same user and their history.
    sign_in(client)
    assert get_user_model().objects.count() == 1


def test_local_staff_account_page_says_no_magisterium_account(client, db):
    staff = get_user_model().objects.create_superuser("admin", "", "pw-0123456789!")
    client.force_login(staff)

    html = client.get("/account/").content.decode()

    assert "No Magisterium account connected" in html
    html = client.post("/account/check/", follow=True).content.decode()
    assert "Please sign in with Magisterium" in html
