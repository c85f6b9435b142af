"""Tokens at rest, refresh, retry after 401 and sign-out revocation (docs/security.md §4-§7)."""

from __future__ import annotations

import logging
import threading
from datetime import date, timedelta

import httpx
import pytest
from allauth.socialaccount.models import SocialToken
from cryptography.fernet import Fernet, InvalidToken
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection as db_connection
from django.db import connections
from django.utils import timezone
from django_redis import get_redis_connection

from portal import magisterium
from portal.accounts.connections import MagisteriumNotConnected
from portal.accounts.models import MagisteriumConnection, UserSession
from portal.accounts.services import connection_store
from portal.accounts.tokens import user_token_for
from portal.magisterium import skills
from tests.accounts.conftest import sandbox_tokens, sign_in

pytestmark = pytest.mark.django_db

DAY = date(2026, 11, 30)
REFRESHED = "token refreshed"


@pytest.fixture
def demo_user(sandbox, oauth_client):
    """A portal user connected to the sandbox's paid `demo` account (tokens from the sandbox)."""
    user = get_user_model().objects.create_user("demo-portal")
    tokens = sandbox_tokens(sandbox, username="demo", client_id=oauth_client.client_id)
    connection_store(
        user=user,
        account_id="user-demo",
        name="Demo User",
        email="demo@example.com",
        access_token=tokens["access_token"],
        refresh_token=tokens["refresh_token"],
        expires_at=timezone.now() + timedelta(seconds=tokens["expires_in"]),
    )
    return user


def _expire(user) -> None:
    MagisteriumConnection.objects.filter(user=user).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )


def _refreshes(caplog) -> int:
    return sum(REFRESHED in record.getMessage() for record in caplog.records)


def _token_endpoint(sandbox, **data) -> httpx.Response:
    return httpx.post(f"{sandbox.url}/oauth/token", data=data, timeout=10)


def _redis_contents() -> bytes:
    """Every key and value in the cache's Redis database, as raw bytes."""
    redis = get_redis_connection("default")
    readers = {
        b"string": lambda key: [redis.get(key)],
        b"list": lambda key: redis.lrange(key, 0, -1),
        b"set": lambda key: list(redis.smembers(key)),
        b"zset": lambda key: redis.zrange(key, 0, -1),
        b"hash": lambda key: [b"".join(item) for item in redis.hgetall(key).items()],
    }
    chunks = []
    for key in redis.scan_iter("*"):
        chunks.append(key)
        chunks.extend(readers.get(redis.type(key), lambda key: [])(key))
    assert chunks, "the calls above should have left something in the cache"
    return b"\n".join(chunk for chunk in chunks if chunk)


def _userinfo_status(sandbox, access_token: str) -> int:
    return httpx.get(
        f"{sandbox.url}/oauth/userinfo",
        headers={"Authorization": f"Bearer {access_token}"},
        timeout=10,
    ).status_code


# --- At rest ---------------------------------------------------------------------------------


def test_tokens_are_stored_encrypted_and_decrypt_with_the_key(
    client, sandbox, oauth_client, token_key
):
    key = Fernet(token_key)
    sign_in(client)

    with db_connection.cursor() as cursor:
        cursor.execute(
            "SELECT access_token_encrypted, refresh_token_encrypted "
            "FROM accounts_magisteriumconnection"
        )
        raw_access, raw_refresh = cursor.fetchone()
    access_token = key.decrypt(raw_access.encode()).decode()
    refresh_token = key.decrypt(raw_refresh.encode()).decode()

    assert access_token not in raw_access and refresh_token not in raw_refresh
    assert access_token.count(".") == 2  # the sandbox's JWT, usable upstream:
    assert _userinfo_status(sandbox, access_token) == 200
    # Nor does allauth keep a plain copy, in its token table or in the session.
    assert not SocialToken.objects.exists()
    for session in UserSession.objects.all():  # the sessions (SESSION_ENGINE)
        decoded = str(session.get_decoded())
        assert access_token not in decoded and refresh_token not in decoded


def test_rotation_command_reencrypts_every_row_under_the_newest_key(demo_user, settings, token_key):
    before = MagisteriumConnection.objects.get(user=demo_user)
    access_token, refresh_token = before.access_token, before.refresh_token
    new_key = Fernet.generate_key().decode()
    settings.TOKEN_ENCRYPTION_KEYS = [new_key, token_key]

    call_command("rotate_token_keys", stdout=open("/dev/null", "w"))  # noqa: SIM115

    settings.TOKEN_ENCRYPTION_KEYS = [new_key]  # the old key is gone
    after = MagisteriumConnection.objects.get(user=demo_user)
    assert (after.access_token, after.refresh_token) == (access_token, refresh_token)
    with pytest.raises(InvalidToken):
        Fernet(token_key).decrypt(after.access_token_encrypted.encode())


def test_missing_keys_in_production_fail_naming_the_setting(settings):
    from django.core.exceptions import ImproperlyConfigured

    from portal.accounts.crypto import token_encrypt

    settings.TOKEN_ENCRYPTION_KEYS = []
    settings.TOKEN_ENCRYPTION_DEV_KEY_FILE = None
    with pytest.raises(ImproperlyConfigured, match="TOKEN_ENCRYPTION_KEYS"):
        token_encrypt("secret")


def test_development_key_is_generated_once_owner_only(settings, tmp_path):
    from portal.accounts.crypto import token_decrypt, token_encrypt

    settings.TOKEN_ENCRYPTION_KEYS = []
    settings.TOKEN_ENCRYPTION_DEV_KEY_FILE = tmp_path / "var" / "token-encryption.key"

    ciphertext = token_encrypt("secret")

    key_file = settings.TOKEN_ENCRYPTION_DEV_KEY_FILE
    assert key_file.stat().st_mode & 0o777 == 0o600
    first_key = key_file.read_text()
    assert token_decrypt(ciphertext) == "secret"
    assert key_file.read_text() == first_key


# --- Refresh -----------------------------------------------------------------------------------


def test_refresh_replaces_a_rotated_refresh_token(demo_user, sandbox, oauth_client, caplog):
    caplog.set_level(logging.INFO)
    old = MagisteriumConnection.objects.get(user=demo_user)
    _expire(demo_user)

    token = user_token_for(demo_user)

    new = MagisteriumConnection.objects.get(user=demo_user)
    assert _refreshes(caplog) == 1
    assert token.access_token == new.access_token != old.access_token
    assert new.refresh_token != old.refresh_token
    assert new.expires_at > timezone.now() + timedelta(minutes=5)
    # The sandbox refuses the old refresh token now: keeping it would have broken the next refresh.
    reused = _token_endpoint(
        sandbox,
        grant_type="refresh_token",
        refresh_token=old.refresh_token,
        client_id=oauth_client.client_id,
        client_secret=oauth_client.secret,
    )
    assert reused.status_code == 400


def test_refresh_without_a_new_refresh_token_keeps_the_old_one(
    fake_oauth_server, settings, token_key
):
    # The sandbox always rotates; this answer (legal under RFC 6749 §6) comes from a stand-in.
    from allauth.socialaccount.models import SocialApp

    SocialApp.objects.create(provider="magisterium", name="M", client_id="portal", secret="s3")
    user = get_user_model().objects.create_user("kept")
    connection_store(
        user=user,
        account_id="acct-1",
        name="",
        email="",
        access_token="old-access",
        refresh_token="long-lived-refresh",
        expires_at=timezone.now() - timedelta(seconds=5),
    )
    fake_oauth_server.routes["/token"] = (
        200,
        {"access_token": "new-access", "token_type": "Bearer", "expires_in": 600},
    )

    token = user_token_for(user)

    connection = MagisteriumConnection.objects.get(user=user)
    assert token.access_token == connection.access_token == "new-access"
    assert connection.refresh_token == "long-lived-refresh"
    method, path, form = fake_oauth_server.requests[-1]
    assert (method, path) == ("POST", "/token")
    assert form["grant_type"] == ["refresh_token"]
    assert form["refresh_token"] == ["long-lived-refresh"]
    assert form["client_id"] == ["portal"] and form["client_secret"] == ["s3"]


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_calls_with_an_expired_token_refresh_once(demo_user, sandbox, caplog):
    caplog.set_level(logging.INFO)
    _expire(demo_user)
    tokens, failures = [], []
    start = threading.Barrier(2)

    def call() -> None:
        try:
            start.wait()
            tokens.append(user_token_for(demo_user).access_token)
        except Exception as error:  # reported below
            failures.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=call) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert failures == []
    assert _refreshes(caplog) == 1
    assert len(tokens) == 2 and tokens[0] == tokens[1]
    assert tokens[0] == MagisteriumConnection.objects.get(user=demo_user).access_token


def test_refused_refresh_asks_the_user_to_sign_in_again(demo_user, sandbox, oauth_client):
    connection = MagisteriumConnection.objects.get(user=demo_user)
    # Use the refresh token elsewhere first, so ours is a reused (refused) one.
    assert (
        _token_endpoint(
            sandbox,
            grant_type="refresh_token",
            refresh_token=connection.refresh_token,
            client_id=oauth_client.client_id,
            client_secret=oauth_client.secret,
        ).status_code
        == 200
    )
    _expire(demo_user)

    with pytest.raises(MagisteriumNotConnected) as raised:
        user_token_for(demo_user)

    assert "sign in" in raised.value.user_message.lower()
    assert MagisteriumConnection.objects.get(user=demo_user).needs_sign_in
    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(demo_user).saints_of_the_day(day=DAY)


# --- Calls: 401, plan ------------------------------------------------------------------------


def test_401_refreshes_once_and_retries_once(demo_user, sandbox, caplog):
    caplog.set_level(logging.INFO)
    old_access = MagisteriumConnection.objects.get(user=demo_user).access_token
    sandbox.fault("unauthorized", count=1)  # upstream refuses the (unexpired) token once

    result = magisterium.session_for(demo_user).saints_of_the_day(day=DAY)

    assert isinstance(result, magisterium.Martyrology)
    assert _refreshes(caplog) == 1
    assert sandbox.requests()["total"] == 1  # the retry; the refused attempt is not counted
    connection = MagisteriumConnection.objects.get(user=demo_user)
    assert connection.access_token != old_access
    assert connection.plan == MagisteriumConnection.Plan.PAID
    assert connection.plan_seen_at is not None


def test_persistent_401_means_one_refresh_one_retry_then_sign_in_again(demo_user, sandbox, caplog):
    caplog.set_level(logging.INFO)
    sandbox.fault("unauthorized", count=2)

    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(demo_user).saints_of_the_day(day=DAY)

    assert _refreshes(caplog) == 1
    # Both faulted answers were used up by exactly two attempts: no third try.
    assert httpx.get(f"{sandbox.url}/_sandbox/faults", timeout=10).json()["fault"] is None
    assert MagisteriumConnection.objects.get(user=demo_user).needs_sign_in
    # No loop: the next call stops before sending anything.
    with pytest.raises(MagisteriumNotConnected):
        magisterium.session_for(demo_user).saints_of_the_day(day=DAY)
    assert sandbox.requests()["total"] == 0
    assert _refreshes(caplog) == 1


def test_free_plan_is_recorded_and_the_error_raised(sandbox, oauth_client):
    user = get_user_model().objects.create_user("free-portal")
    tokens = sandbox_tokens(sandbox, username="free", client_id=oauth_client.client_id)
    connection_store(
        user=user,
        account_id="user-free",
        name="",
        email="",
        access_token=tokens["access_token"],
        refresh_token=tokens["refresh_token"],
        expires_at=timezone.now() + timedelta(hours=1),
    )

    with pytest.raises(magisterium.PlanRequired):
        magisterium.session_for(user).saints_of_the_day(day=DAY)

    assert MagisteriumConnection.objects.get(user=user).plan == MagisteriumConnection.Plan.FREE


def test_a_local_staff_account_is_not_connected(db):
    staff = get_user_model().objects.create_superuser("admin", "", "pw-0123456789!")

    with pytest.raises(MagisteriumNotConnected) as raised:
        magisterium.session_for(staff).saints_of_the_day(day=DAY)

    assert "sign in with Magisterium" in raised.value.user_message
    assert isinstance(raised.value, magisterium.Unauthorized)


# --- Sign-out ------------------------------------------------------------------------------------


def test_sign_out_revokes_the_tokens_upstream_and_deletes_them(client, sandbox, oauth_client):
    sign_in(client)
    connection = MagisteriumConnection.objects.get()
    access_token, refresh_token = connection.access_token, connection.refresh_token
    token = magisterium.UserToken(account_id=connection.account_id, access_token=access_token)

    client.post("/accounts/logout/")

    assert not MagisteriumConnection.objects.exists()
    assert _userinfo_status(sandbox, access_token) == 401
    with pytest.raises(magisterium.Unauthorized):
        skills.catholic_qa(token=token, question="Who was Saint Jerome?")
    assert (
        _token_endpoint(
            sandbox,
            grant_type="refresh_token",
            refresh_token=refresh_token,
            client_id=oauth_client.client_id,
            client_secret=oauth_client.secret,
        ).status_code
        == 400
    )


def test_sign_out_goes_on_when_revocation_fails(client, sandbox, oauth_client, caplog):
    sign_in(client)
    access_token = MagisteriumConnection.objects.get().access_token
    oauth_client.secret = "wrong"  # upstream now refuses our revocation requests
    oauth_client.save()

    client.post("/accounts/logout/")

    assert client.session.get("_auth_user_id") is None
    assert not MagisteriumConnection.objects.exists()
    assert "could not revoke" in caplog.text
    assert access_token not in caplog.text


# --- Secrets stay out of logs and the cache -------------------------------------------------


def test_tokens_never_reach_logs_or_cache_values(client, sandbox, oauth_client, caplog):
    caplog.set_level(logging.DEBUG)
    seen: set[str] = set()

    def remember() -> None:
        connection = MagisteriumConnection.objects.get()
        seen.update({connection.access_token, connection.refresh_token})

    sign_in(client)
    remember()
    user = get_user_model().objects.get()
    magisterium.session_for(user).saints_of_the_day(day=DAY)
    _expire(user)
    magisterium.session_for(user).saints_of_the_day(day=DAY + timedelta(days=1))
    remember()
    sandbox.fault("unauthorized", count=2)
    with pytest.raises(MagisteriumNotConnected) as raised:
        magisterium.session_for(user).saints_of_the_day(day=DAY + timedelta(days=2))
    remember()
    cache_dump = _redis_contents()
    client.post("/accounts/logout/")

    assert len(seen) == 6 and _refreshes(caplog) == 2
    for secret in seen:
        assert secret not in caplog.text
        assert secret not in str(raised.value) and secret not in repr(raised.value)
        assert secret.encode() not in cache_dump


def test_an_early_refresh_that_fails_uses_the_still_valid_token(fake_oauth_server, token_key):
    from allauth.socialaccount.models import SocialApp

    SocialApp.objects.create(provider="magisterium", name="M", client_id="portal", secret="s")
    user = get_user_model().objects.create_user("early")
    connection_store(
        user=user,
        account_id="acct-1",
        name="",
        email="",
        access_token="still-good-for-30-s",
        refresh_token="r",
        expires_at=timezone.now() + timedelta(seconds=30),
    )
    fake_oauth_server.routes["/token"] = (503, {"error": "temporarily_unavailable"})

    assert user_token_for(user).access_token == "still-good-for-30-s"

    _expire(user)
    with pytest.raises(magisterium.UpstreamUnavailable):
        user_token_for(user)
    assert not MagisteriumConnection.objects.get(user=user).needs_sign_in
