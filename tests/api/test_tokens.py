"""Personal access tokens: made on the account's token page, shown once, stored hashed, listed,
revoked by POST with a CSRF token, exported with the person's data (never the hash)."""

from __future__ import annotations

import hashlib
import json
import re

import pytest
from django.test import Client

from portal.api.models import PersonalAccessToken
from tests.api.conftest import bearer

pytestmark = pytest.mark.django_db

TOKEN = re.compile(r"mgp_[A-Za-z0-9_-]{43}")


def test_the_account_page_links_to_the_token_page(signed_in_client):
    page = signed_in_client.get("/account/").content.decode()
    assert 'href="/account/tokens/"' in page


def test_the_token_page_needs_a_signed_in_person(client):
    response = client.get("/account/tokens/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_a_new_token_is_shown_once_and_only_its_hash_is_stored(signed_in_client):
    response = signed_in_client.post("/account/tokens/", {"name": "Thesis", "days": "90"})
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    secret = TOKEN.findall(response.content.decode())
    assert len(secret) == 1
    secret = secret[0]
    row = PersonalAccessToken.objects.get(owner=signed_in_client.user)
    assert row.name == "Thesis" and row.scope == "read"
    assert row.token_hash == hashlib.sha256(secret.encode()).hexdigest()
    assert secret[:12] == row.prefix and len(row.prefix) == 12
    # Nowhere else: no column holds the token, and the page never shows it again.
    for field in PersonalAccessToken._meta.concrete_fields:
        assert secret not in str(getattr(row, field.attname))
    again = signed_in_client.get("/account/tokens/").content.decode()
    assert secret not in again and row.prefix in again and "Thesis" in again
    days = (row.expires_at - row.created_at).days
    assert days == 90


def test_a_token_lasts_at_most_a_year(signed_in_client):
    response = signed_in_client.post("/account/tokens/", {"name": "Forever", "days": "3650"})
    assert response.status_code == 400
    assert not PersonalAccessToken.objects.exists()
    response = signed_in_client.post("/account/tokens/", {"name": "   ", "days": "30"})
    assert response.status_code == 400


def test_revoking_takes_a_post_with_csrf_and_only_the_owners(
    signed_in_client, magisterium_user, token_for
):
    made = token_for(signed_in_client.user)
    url = f"/account/tokens/{made.row.pk}/revoke/"
    assert signed_in_client.get(url).status_code == 405

    strict = Client(enforce_csrf_checks=True)
    strict.force_login(signed_in_client.user)
    assert strict.post(url).status_code == 403  # no CSRF token
    made.row.refresh_from_db()
    assert made.row.revoked_at is None

    bob = Client()
    bob.force_login(magisterium_user("bob"))
    bob.post(url)
    made.row.refresh_from_db()
    assert made.row.revoked_at is None  # not Bob's to revoke

    response = signed_in_client.post(url, follow=True)
    assert "revoked" in response.content.decode()
    made.row.refresh_from_db()
    assert made.row.revoked_at is not None
    assert Client(**bearer(made.secret)).get("/api/v1/collections").status_code == 401


def test_the_data_download_lists_the_tokens_never_their_hashes(signed_in_client, token_for):
    made = token_for(signed_in_client.user, name="R scripts")
    response = signed_in_client.get("/account/data/download/")
    text = b"".join(response.streaming_content).decode()
    data = json.loads(text)
    [token] = data["api_tokens"]
    assert token["name"] == "R scripts" and token["prefix"] == made.row.prefix
    assert set(token) == {
        "name", "prefix", "scope", "created_at", "expires_at", "last_used_at", "revoked_at"
    }  # fmt: skip
    assert made.row.token_hash not in text and made.secret not in text


def test_the_privacy_notice_says_tokens_are_kept_hashed(client):
    text = client.get("/privacy/").content.decode()
    assert "personal access tokens" in text and "never the token itself" in text


def test_sending_the_same_form_again_makes_no_second_token(signed_in_client):
    page = signed_in_client.get("/account/tokens/").content.decode()
    once = re.search(r'name="once" value="([^"]+)"', page).group(1)
    form = {"name": "Thesis", "days": "90", "once": once}
    first = signed_in_client.post("/account/tokens/", form)
    assert len(TOKEN.findall(first.content.decode())) == 1
    # The browser's "send the form again?" on reloading the page that showed the secret.
    again = signed_in_client.post("/account/tokens/", form, follow=True)
    assert again.status_code == 200 and TOKEN.findall(again.content.decode()) == []
    assert "That form was already sent" in again.content.decode()
    assert PersonalAccessToken.objects.filter(owner=signed_in_client.user).count() == 1
    # The page after a new token carries a new form: a second token is one more submit away.
    next_once = re.search(r'name="once" value="([^"]+)"', first.content.decode()).group(1)
    assert next_once != once
    signed_in_client.post("/account/tokens/", {**form, "once": next_once})
    assert PersonalAccessToken.objects.filter(owner=signed_in_client.user).count() == 2
