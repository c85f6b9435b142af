"""Each second-factor code opens the door once, whatever happens to the cache (docs/security.md
"Staff second factor"): the code that activated an authenticator is spent, a used TOTP code or
recovery code stays used after a Redis flush (`cache.clear()`, what a restart of a Redis without
persistence does), and of two simultaneous uses of one code only one wins.

The parts are real: allauth's pages through the test client, the test database, the suite's
Redis cache. Codes are computed from the secret, as an authenticator app would.
"""

from __future__ import annotations

import threading
import time

import pytest
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import IntegrityError, connection, transaction

from portal.accounts.models import UsedTotpCode
from portal.accounts.staff_mfa import spend_totp_code
from tests.accounts.test_staff_mfa import (
    ACTIVATE,
    AUTHENTICATE,
    PASSWORD,
    next_code,
    password_sign_in,
    signed_in_id,
    totp_code,
)
from tests.mfa import give_authenticator_app

REAUTHENTICATE = "/accounts/2fa/reauthenticate/"


@pytest.fixture
def staff(db, token_key):
    return get_user_model().objects.create_user("editor", password=PASSWORD, is_staff=True)


def current_step() -> int:
    return int(time.time()) // 30


def test_the_activation_code_is_refused_at_the_next_sign_in(client, client_factory, staff):
    password_sign_in(client, staff.username)
    client.get(ACTIVATE)
    secret = client.session["mfa.totp.secret"]
    activation_code = totp_code(secret)
    assert client.post(ACTIVATE, {"code": activation_code}).status_code == 302
    assert Authenticator.objects.filter(user=staff, type=Authenticator.Type.TOTP).exists()
    client.logout()

    browser = client_factory()
    assert password_sign_in(browser, staff.username)["Location"] == AUTHENTICATE
    # Still inside its window (one step either side), so only the spent marker refuses it.
    assert activation_code in {totp_code(secret, steps_ago=step) for step in (-1, 0, 1)}
    refused = browser.post(AUTHENTICATE, {"code": activation_code})

    assert refused.status_code == 200
    assert "Incorrect code" in refused.content.decode()
    assert signed_in_id(browser) is None
    assert browser.get("/ops/").status_code == 404
    # The account itself is fine: the next code signs in.
    assert browser.post(AUTHENTICATE, {"code": next_code(secret)}).status_code == 302
    assert signed_in_id(browser) == str(staff.pk)
    assert browser.get("/ops/").status_code == 200


def test_a_used_code_stays_used_after_the_cache_is_flushed(client_factory, staff):
    secret = give_authenticator_app(staff)
    code = totp_code(secret)
    first = client_factory()
    password_sign_in(first, staff.username)
    assert first.post(AUTHENTICATE, {"code": code}).status_code == 302
    assert first.get("/ops/").status_code == 200

    cache.clear()  # Redis restarted: allauth's own "used" marker is gone

    second = client_factory()
    assert password_sign_in(second, staff.username)["Location"] == AUTHENTICATE
    refused = second.post(AUTHENTICATE, {"code": code})

    assert refused.status_code == 200
    assert "Incorrect code" in refused.content.decode()
    assert signed_in_id(second) is None
    assert second.get("/ops/").status_code == 404
    assert UsedTotpCode.objects.filter(user=staff).exists()


def test_a_used_code_cannot_confirm_a_sensitive_action_after_a_flush(client, staff):
    secret = give_authenticator_app(staff)
    code = totp_code(secret)
    password_sign_in(client, staff.username)
    assert client.post(AUTHENTICATE, {"code": code}).status_code == 302
    cache.clear()

    refused = client.post(REAUTHENTICATE, {"code": code})

    assert refused.status_code == 200
    assert "Incorrect code" in refused.content.decode()
    assert client.post(REAUTHENTICATE, {"code": next_code(secret)}).status_code == 302


@pytest.mark.django_db(transaction=True)  # the threads have their own database connections
def test_of_two_simultaneous_uses_of_one_code_only_one_wins(token_key):
    staff = get_user_model().objects.create_user("editor", password=PASSWORD, is_staff=True)
    secret = give_authenticator_app(staff)
    code = totp_code(secret)
    start = threading.Barrier(2)
    results: list[bool] = []

    def use() -> None:
        try:
            start.wait()
            results.append(spend_totp_code(staff, secret, code))
        finally:
            connection.close()

    threads = [threading.Thread(target=use) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    assert sorted(results) == [False, True]
    # One row per step, written by the winner.
    assert UsedTotpCode.objects.filter(user=staff).count() == 1


def test_the_database_refuses_a_second_row_for_one_step(staff):
    step = current_step()
    UsedTotpCode.objects.create(user=staff, counter=step)

    with pytest.raises(IntegrityError), transaction.atomic():
        UsedTotpCode.objects.create(user=staff, counter=step)


def test_steps_outside_the_window_are_pruned_when_a_code_is_spent(staff):
    secret = give_authenticator_app(staff)
    other = get_user_model().objects.create_user("other", password=PASSWORD, is_staff=True)
    old = current_step() - 10
    UsedTotpCode.objects.create(user=staff, counter=old)
    UsedTotpCode.objects.create(user=other, counter=old)

    assert spend_totp_code(staff, secret, next_code(secret))

    # Of the account's rows only the step just spent is left; other accounts are not touched.
    (left,) = UsedTotpCode.objects.filter(user=staff).values_list("counter", flat=True)
    assert left != old
    assert UsedTotpCode.objects.filter(user=other, counter=old).exists()


def test_a_used_recovery_code_stays_used_after_the_cache_is_flushed(client_factory, staff):
    give_authenticator_app(staff)
    recovery = RecoveryCodes.activate(staff)
    code = recovery.get_unused_codes()[0]
    first = client_factory()
    password_sign_in(first, staff.username)
    assert first.post(AUTHENTICATE, {"code": code}).status_code == 302
    assert first.get("/ops/").status_code == 200
    # allauth keeps the used recovery codes in the database row, not in the cache.
    stored = Authenticator.objects.get(user=staff, type=Authenticator.Type.RECOVERY_CODES)
    assert stored.data["used_mask"] == 1

    cache.clear()

    second = client_factory()
    password_sign_in(second, staff.username)
    refused = second.post(AUTHENTICATE, {"code": code})

    assert refused.status_code == 200
    assert signed_in_id(second) is None
    assert second.get("/ops/").status_code == 404
    assert code not in RecoveryCodes(stored).get_unused_codes()
