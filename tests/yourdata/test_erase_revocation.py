"""An erase tells the truth about the tokens, and takes every session with it.

Revocation (RFC 7009): what the log and the page say is what the authorization server
answered; what it did not confirm is queued, encrypted and naming nobody, and retried by the
`accounts.revocations_retry` task until it does. Sessions: every session of the person goes
with the account, nobody else's. Real parts: the sandbox over HTTP (an unreachable port when
upstream must be down), the stand-in server of tests/accounts/conftest.py only for answers the
sandbox never gives (503, 400 unsupported_token_type), the real database and Redis.
"""

from __future__ import annotations

import datetime as dt
import importlib
import io
import logging
import socket
import sqlite3

import httpx
import pytest
from allauth.socialaccount.models import SocialApp
from cryptography.fernet import Fernet
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import connection as db_connection
from django.utils import timezone

from portal.accounts import revocations, services
from portal.accounts.models import MagisteriumConnection, PendingRevocation, UserSession
from portal.accounts.sessions import SessionStore
from portal.accounts.tasks import revocations_retry
from portal.yourdata import erasure
from tests.accounts.conftest import TEST_CALLBACK, sign_in
from tests.yourdata.test_your_data import collection_for, thread_for

pytestmark = pytest.mark.django_db

ERASE = "/account/erase/"
QUEUED_NOTICE = "the revocation will complete automatically as soon as Magisterium answers"


def unreachable_url() -> str:
    """A local URL nothing listens on: connecting is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def userinfo_status(sandbox, access_token: str) -> int:
    headers = {"Authorization": f"Bearer {access_token}"}
    return httpx.get(f"{sandbox.url}/oauth/userinfo", headers=headers, timeout=10).status_code


def refresh_status(sandbox, app, refresh_token: str) -> int:
    data = {
        "grant_type": "refresh_token",
        "refresh_token": refresh_token,
        "client_id": app.client_id,
        "client_secret": app.secret,
    }
    return httpx.post(f"{sandbox.url}/oauth/token", data=data, timeout=10).status_code


def refresh_token_live_at_sandbox(sandbox, refresh_token: str) -> bool:
    """Whether the sandbox holds `refresh_token` unrevoked, read from its database: using it
    would rotate it, and the retry would then revoke a token already dead."""
    with sqlite3.connect(f"file:{sandbox.db_path}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT revoked FROM oauth2_provider_refreshtoken WHERE token = ?", (refresh_token,)
        ).fetchone()
    return row is not None and row[0] is None


def raw_pending_rows() -> list[tuple[str, str]]:
    with db_connection.cursor() as cursor:
        cursor.execute(
            "SELECT access_token_encrypted, refresh_token_encrypted "
            "FROM accounts_pendingrevocation ORDER BY id"
        )
        return cursor.fetchall()


# --- (a) Upstream unreachable: said, queued, retried ----------------------------------------


def test_an_erase_with_magisterium_unreachable_says_so_queues_and_the_retry_revokes(
    client, sandbox, oauth_client, token_key, settings, caplog
):
    caplog.set_level(logging.INFO)
    sign_in(client)
    user = get_user_model().objects.get()
    username, user_id = user.get_username(), user.pk
    connection = MagisteriumConnection.objects.get(user=user)
    account_id, email = connection.account_id, connection.email
    access_token, refresh_token = connection.access_token, connection.refresh_token
    thread_for(user)
    collection_for(user)
    settings.MAGISTERIUM_BASE_URL = unreachable_url()  # the authorization server is down
    caplog.clear()

    response = client.post(ERASE, {"confirm": username})

    assert response.status_code == 302 and response["Location"] == "/"
    settings.MAGISTERIUM_BASE_URL = sandbox.url
    page = client.get("/").content.decode()
    assert "everything the portal kept about you have been erased" in page
    assert "is not yet revoked. The revocation is queued" in page and QUEUED_NOTICE in page
    # The log says what happened, and never "revoked".
    (pending,) = PendingRevocation.objects.all()
    reference = erasure.erase_reference(user_id)
    messages = [record.getMessage() for record in caplog.records]
    assert (
        f"account {reference} erased: 1 threads, 1 collections, 1 sessions, tokens at "
        f"Magisterium: not yet revoked, queued for retry (pending revocation {pending.pk})"
    ) in messages
    assert any(m.startswith(f"could not revoke the refresh_token of account {reference}")
               for m in messages)  # fmt: skip
    assert not any("revoked upstream: yes" in m or ": revoked upstream" in m for m in messages)
    # The person is gone; the row that can still revoke is there, and names nobody.
    assert not get_user_model().objects.filter(pk=user_id).exists()
    assert not MagisteriumConnection.objects.exists()
    assert pending.tokens() == [("refresh_token", refresh_token), ("access_token", access_token)]
    assert pending.attempts == 1 and pending.next_attempt_at <= timezone.now()
    assert "failed: ConnectError" in pending.last_error
    for raw in raw_pending_rows()[0]:
        assert access_token not in raw and refresh_token not in raw
    for model in apps.get_models(include_auto_created=True):
        for row in model._default_manager.values_list():
            for marker in (username, email, account_id):
                assert marker not in repr(row), (model._meta.label, marker)
    # Upstream still honours both tokens: nothing was revoked.
    assert userinfo_status(sandbox, access_token) == 200
    assert refresh_token_live_at_sandbox(sandbox, refresh_token)

    # While upstream stays down the retry changes nothing but the schedule.
    settings.MAGISTERIUM_BASE_URL = unreachable_url()
    assert revocations_retry.apply().get() == {
        "revoked": 0, "failed": 1, "unreadable": 0, "left": 1,
    }  # fmt: skip
    pending.refresh_from_db()
    assert pending.attempts == 2
    assert pending.next_attempt_at > timezone.now() + dt.timedelta(minutes=9)
    assert refresh_token_live_at_sandbox(sandbox, refresh_token)

    # Upstream answers again: the next due round revokes both and forgets them.
    settings.MAGISTERIUM_BASE_URL = sandbox.url
    caplog.clear()
    later = timezone.now() + dt.timedelta(minutes=11)
    assert revocations.pending_revocations_retry(now=later) == {
        "revoked": 1, "failed": 0, "unreadable": 0, "left": 0,
    }  # fmt: skip
    assert not PendingRevocation.objects.exists()
    assert f"pending revocation {pending.pk} confirmed by Magisterium" in caplog.text
    assert not refresh_token_live_at_sandbox(sandbox, refresh_token)
    assert refresh_status(sandbox, oauth_client, refresh_token) == 400  # refused
    assert userinfo_status(sandbox, access_token) == 401
    for secret in (access_token, refresh_token):
        assert secret not in caplog.text


def test_an_erase_with_magisterium_answering_says_revoked(client, sandbox, oauth_client, caplog):
    caplog.set_level(logging.INFO)
    sign_in(client)
    user = get_user_model().objects.get()
    access_token = MagisteriumConnection.objects.get(user=user).access_token

    client.post(ERASE, {"confirm": user.get_username()})

    page = client.get("/").content.decode()
    assert "have been erased" in page and "not yet revoked" not in page
    assert "tokens at Magisterium: revoked" in caplog.text
    assert not PendingRevocation.objects.exists()
    assert userinfo_status(sandbox, access_token) == 401


def test_the_erase_page_and_the_notice_say_what_an_unanswered_revocation_leaves(
    signed_in_client,
):
    promise = "the portal keeps them, encrypted and linked to nothing else about you"
    assert promise in signed_in_client.get(ERASE).content.decode()
    assert promise in signed_in_client.get("/privacy/").content.decode()


def test_a_sign_out_with_magisterium_unreachable_queues_the_revocation_too(
    client, sandbox, oauth_client, settings
):
    sign_in(client)
    refresh_token = MagisteriumConnection.objects.get().refresh_token
    settings.MAGISTERIUM_BASE_URL = unreachable_url()

    client.post("/accounts/logout/")

    assert not MagisteriumConnection.objects.exists()
    (pending,) = PendingRevocation.objects.all()
    assert pending.tokens()[0] == ("refresh_token", refresh_token)
    assert refresh_token_live_at_sandbox(sandbox, refresh_token)
    settings.MAGISTERIUM_BASE_URL = sandbox.url
    assert revocations_retry.apply().get()["revoked"] == 1
    assert not refresh_token_live_at_sandbox(sandbox, refresh_token)


# --- What counts as revoked (RFC 7009 §2.2) --------------------------------------------------


class AnswerByHint(dict):
    """Routes for the stand-in server whose /revoke answers by the request's token type hint
    (the server records each request before it looks up the answer)."""

    def __init__(self, server, answers, routes):
        super().__init__(routes)
        self.server, self.answers = server, answers

    def get(self, path, default=None):
        if path == "/revoke":
            return self.answers[self.server.requests[-1][2]["token_type_hint"][0]]
        return super().get(path, default)


@pytest.fixture
def stand_in_client(fake_oauth_server, token_key):
    SocialApp.objects.create(provider="magisterium", name="M", client_id="portal", secret="s")
    return fake_oauth_server


@pytest.mark.parametrize(
    ("status", "body", "outcome"),
    [
        (200, {}, services.REVOKED),
        (400, {"error": "unsupported_token_type"}, services.NOTHING_TO_REVOKE),
        (400, {"error": "invalid_token"}, services.NOTHING_TO_REVOKE),
        (503, {"error": "temporarily_unavailable"}, services.FAILED),
        (500, {}, services.FAILED),
        (401, {"error": "invalid_client"}, services.FAILED),
        (400, {"error": "invalid_request"}, services.FAILED),
    ],
)
def test_only_an_answer_that_confirms_counts_as_revoked(stand_in_client, status, body, outcome):
    stand_in_client.routes["/revoke"] = (status, body)

    revocation = services.tokens_revoke(
        [("refresh_token", "r-1"), ("access_token", "a-1")], account_id="acct-1"
    )

    assert revocation.results[0].outcome == outcome
    if outcome == services.FAILED:
        assert not revocation.confirmed
        assert f"HTTP {status}" in revocation.error
        # After a failure the access token is not tried (each would wait out its timeout).
        assert [r.outcome for r in revocation.results] == [services.FAILED, services.FAILED]
        assert len([r for r in stand_in_client.requests if r[1] == "/revoke"]) == 1
        (pending,) = PendingRevocation.objects.all()
        assert revocation.pending_id == pending.pk
        assert pending.tokens() == [("refresh_token", "r-1"), ("access_token", "a-1")]
    else:
        assert revocation.confirmed and revocation.pending_id is None
        assert not PendingRevocation.objects.exists()


def test_no_revocation_endpoint_or_no_client_is_not_revoked(stand_in_client, settings):
    stand_in_client.metadata(revocation_endpoint=None)
    revocation = services.tokens_revoke([("access_token", "a-1")], account_id="acct-1")
    assert not revocation.confirmed and "no revocation endpoint" in revocation.error

    SocialApp.objects.all().delete()
    settings.MAGISTERIUM_CLIENT_ID = ""
    revocation = services.tokens_revoke([("access_token", "a-2")], account_id="acct-1")
    assert not revocation.confirmed and "no OAuth client" in revocation.error
    assert PendingRevocation.objects.count() == 2


def test_a_503_at_the_erase_is_retried_with_backoff_until_answered(stand_in_client, caplog):
    caplog.set_level(logging.INFO)
    user = get_user_model().objects.create_user("backoff")
    services.connection_store(
        user=user, account_id="acct-b", name="", email="", access_token="a-b",
        refresh_token="r-b", expires_at=None,
    )  # fmt: skip
    stand_in_client.routes["/revoke"] = (503, {"error": "temporarily_unavailable"})

    erased = erasure.account_erase(user)

    assert erased.tokens == erasure.TOKENS_QUEUED and not erased.tokens_revoked
    assert "tokens at Magisterium: not yet revoked, queued for retry" in caplog.text
    (pending,) = PendingRevocation.objects.all()
    assert erased.pending_revocations == (pending.pk,)
    now = timezone.now()
    waits = []
    for attempt in range(2, 6):  # each failed round waits twice as long as the one before
        assert revocations.pending_revocations_retry(now=now)["failed"] == 1
        pending.refresh_from_db()
        assert pending.attempts == attempt and "HTTP 503" in pending.last_error
        waits.append(pending.next_attempt_at - now)
        # Not due before its time: a round now tries nothing.
        assert revocations.pending_revocations_retry(now=now)["failed"] == 0
        now = pending.next_attempt_at
    assert waits == [dt.timedelta(minutes=m) for m in (10, 20, 40, 80)]
    assert revocations.retry_delay(50) == revocations.RETRY_MAX_DELAY

    # Upstream confirms the refresh token only: that one is forgotten, the other kept.
    stand_in_client.routes = AnswerByHint(
        stand_in_client,
        {"refresh_token": (200, {}), "access_token": (502, {})},
        stand_in_client.routes,
    )
    assert revocations.pending_revocations_retry(now=now)["failed"] == 1
    pending.refresh_from_db()
    assert pending.refresh_token_encrypted == "" and pending.tokens() == [("access_token", "a-b")]
    assert "HTTP 502" in pending.last_error

    stand_in_client.routes = {**stand_in_client.routes, "/revoke": (200, {})}
    assert revocations.pending_revocations_retry(now=pending.next_attempt_at)["revoked"] == 1
    assert not PendingRevocation.objects.exists()
    forms = [form for _method, path, form in stand_in_client.requests if path == "/revoke"]
    assert forms[-1]["token"] == ["a-b"] and forms[-1]["token_type_hint"] == ["access_token"]


def test_the_retry_runs_from_beat_every_ten_minutes(settings):
    entry = settings.CELERY_BEAT_SCHEDULE["accounts-revocations-retry"]
    assert entry["task"] == revocations_retry.name == "accounts.revocations_retry"
    assert entry["schedule"] == 600.0


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_worker_runs_the_retry(celery_worker, sandbox):
    from portal.accounts.registration import client_register

    app = client_register(redirect_uris=[TEST_CALLBACK])
    tokens = sandbox.token("demo", client_id=app.client_id)
    # Queued as an erase queues it (the worker shares the development key file).
    services.revocation_queue(
        [("refresh_token", tokens["refresh_token"]), ("access_token", tokens["access_token"])],
        error="revocation failed: HTTP 503",
    )
    assert refresh_token_live_at_sandbox(sandbox, tokens["refresh_token"])

    result = revocations_retry.apply_async().get(timeout=60)

    assert result == {"revoked": 1, "failed": 0, "unreadable": 0, "left": 0}
    assert not refresh_token_live_at_sandbox(sandbox, tokens["refresh_token"])
    assert userinfo_status(sandbox, tokens["access_token"]) == 401


# --- (b) Every session goes with the account, nobody else's ---------------------------------


def test_an_erase_deletes_every_session_of_the_person_and_no_one_else(
    client_factory, magisterium_user, settings
):
    alice, bob = magisterium_user("alice"), magisterium_user("bob")
    alices = [client_factory() for _ in range(4)]
    bobs = [client_factory() for _ in range(2)]
    for browser in alices:
        browser.force_login(alice)
    for browser in bobs:
        browser.force_login(bob)
    # One of Alice's sessions gets a new key without a new sign-in (as a password change
    # does): it is still recorded as hers.
    cycled = SessionStore(alices[1].session.session_key)
    cycled.cycle_key()
    alices[1].cookies[settings.SESSION_COOKIE_NAME] = cycled.session_key
    assert alices[1].get("/account/").status_code == 200
    alice_id, bob_id = str(alice.pk), str(bob.pk)
    assert UserSession.objects.filter(auth_user_id=alice_id).count() == 4
    bob_keys = set(
        UserSession.objects.filter(auth_user_id=bob_id).values_list("session_key", flat=True)
    )
    assert len(bob_keys) == 2

    erased = erasure.account_erase(alice)

    assert erased.sessions == 4
    assert not UserSession.objects.filter(auth_user_id=alice_id).exists()
    # Decoded, no session left anywhere is Alice's (the column missed none).
    for row in UserSession.objects.all():
        assert row.get_decoded().get("_auth_user_id") != alice_id
    assert set(UserSession.objects.values_list("session_key", flat=True)) == bob_keys
    for browser in alices:
        assert browser.get("/account/").status_code == 302  # signed out
    for browser in bobs:
        assert browser.get("/account/").status_code == 200  # still signed in


def test_the_erase_page_erases_the_sessions_of_every_browser(client_factory, magisterium_user):
    user = magisterium_user("many-browsers")
    browsers = [client_factory() for _ in range(3)]
    for browser in browsers:
        browser.force_login(user)

    response = browsers[0].post(ERASE, {"confirm": "many-browsers"})

    assert response.status_code == 302
    assert not UserSession.objects.filter(auth_user_id=str(user.pk)).exists()
    assert browsers[2].get("/account/").status_code == 302


def test_sessions_of_the_old_table_move_over_with_their_user(magisterium_user):
    """Migration accounts 0004: the live sessions of django_session move to the portal's
    engine, recorded as their user's, so nobody is signed out and none is left behind."""
    from django.contrib.sessions.backends.db import SessionStore as DjangoStore
    from django.contrib.sessions.models import Session

    user = magisterium_user("old-session")
    old = DjangoStore()
    old["_auth_user_id"] = str(user.pk)
    old.create()
    migration = importlib.import_module("portal.accounts.migrations.0004_move_sessions")

    migration.sessions_forward(apps, None)

    assert not Session.objects.exists()
    moved = UserSession.objects.get(session_key=old.session_key)
    assert moved.auth_user_id == str(user.pk)
    assert SessionStore(old.session_key).load()["_auth_user_id"] == str(user.pk)


# --- (c) The operator console shows what waits -----------------------------------------------


def test_the_console_shows_pending_revocations(staff_client):
    page = staff_client.get("/ops/").content.decode()
    assert 'data-ops-section="revocations"' in page
    assert 'data-pending-revocations="0"' in page

    services.revocation_queue([("access_token", "a-1")], error="revocation failed: HTTP 503")
    page = staff_client.get("/ops/").content.decode()
    assert 'data-pending-revocations="1"' in page
    assert "revocation failed: HTTP 503" in page
    assert "still pending" not in page  # minutes old: not yet a matter for attention

    old = services.revocation_queue([("access_token", "a-2")], error="GET x failed: ConnectError")
    PendingRevocation.objects.filter(pk=old.pk).update(
        queued_at=timezone.now() - dt.timedelta(hours=3)
    )
    page = staff_client.get("/ops/").content.decode()
    assert 'data-pending-revocations="2"' in page
    attention = page.split("data-ops-attention", 1)[1].split("</div>", 1)[0]
    assert "2 token revocations at Magisterium are still pending, the oldest for 3" in attention
    assert "a-1" not in page and "a-2" not in page  # never a token


# --- (d) Encrypted at rest, rotated with the keys --------------------------------------------


def test_pending_tokens_are_encrypted_at_rest_and_rotated(token_key, settings):
    pending = services.revocation_queue(
        [("refresh_token", "refresh-secret-1"), ("access_token", "access-secret-1")],
        error="revocation failed: HTTP 503",
    )
    ((raw_access, raw_refresh),) = raw_pending_rows()
    assert "access-secret-1" not in raw_access and "refresh-secret-1" not in raw_refresh
    fernet = Fernet(token_key)
    assert fernet.decrypt(raw_access.encode()).decode() == "access-secret-1"
    assert fernet.decrypt(raw_refresh.encode()).decode() == "refresh-secret-1"

    new_key = Fernet.generate_key().decode()
    settings.TOKEN_ENCRYPTION_KEYS = [new_key, token_key]
    out = io.StringIO()
    call_command("rotate_token_keys", stdout=out)
    assert "Re-encrypted 1 pending revocation(s)." in out.getvalue()

    settings.TOKEN_ENCRYPTION_KEYS = [new_key]  # the old key is gone
    ((new_access, new_refresh),) = raw_pending_rows()
    assert Fernet(new_key).decrypt(new_access.encode()).decode() == "access-secret-1"
    assert new_access != raw_access and new_refresh != raw_refresh
    pending.refresh_from_db()
    assert pending.tokens() == [
        ("refresh_token", "refresh-secret-1"),
        ("access_token", "access-secret-1"),
    ]


def test_tokens_no_key_opens_are_kept_for_revocation_not_dropped(token_key, settings, caplog):
    user = get_user_model().objects.create_user("lost-key")
    services.connection_store(
        user=user, account_id="acct-k", name="", email="", access_token="a-k",
        refresh_token="r-k", expires_at=None,
    )  # fmt: skip
    raw = MagisteriumConnection.objects.values_list(
        "access_token_encrypted", "refresh_token_encrypted"
    ).get()
    settings.TOKEN_ENCRYPTION_KEYS = [Fernet.generate_key().decode()]  # the key was dropped

    erased = erasure.account_erase(user)

    assert erased.tokens == erasure.TOKENS_QUEUED
    assert raw_pending_rows() == [raw]  # as they were, for when the key is put back
    assert revocations.pending_revocations_retry()["unreadable"] == 1
    with pytest.raises(Exception, match="could not be decrypted"):
        call_command("rotate_token_keys", stdout=io.StringIO(), stderr=io.StringIO())
    settings.TOKEN_ENCRYPTION_KEYS = [token_key]
    assert PendingRevocation.objects.get().tokens() == [
        ("refresh_token", "r-k"),
        ("access_token", "a-k"),
    ]
