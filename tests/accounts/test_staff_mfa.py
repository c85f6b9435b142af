"""Staff sign in with a second factor: TOTP with recovery codes (docs/security.md "Staff second
factor"). Codes are computed here from the secret, as an authenticator app would.
"""

from __future__ import annotations

import re
import time

import pytest
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import format_hotp_value, hotp_value
from allauth.mfa.utils import decrypt
from cryptography.fernet import Fernet
from django.contrib.auth import get_user_model
from django.core.management import call_command

from tests.accounts.conftest import sign_in

pytestmark = pytest.mark.django_db

PASSWORD = "correct horse battery"
LOGIN = "/accounts/login/"
ACTIVATE = "/accounts/2fa/totp/activate/"
AUTHENTICATE = "/accounts/2fa/authenticate/"


def totp_code(secret: str, *, steps_ago: int = 0) -> str:
    """The code an authenticator app shows now for `secret` (RFC 6238, 30-second steps)."""
    return format_hotp_value(hotp_value(secret, int(time.time()) // 30 - steps_ago))


def next_code(secret: str) -> str:
    """The next step's code, which the tolerance accepts now: never the code that activated the
    authenticator a moment ago, which is spent (portal.accounts.staff_mfa.spend_totp_code)."""
    return totp_code(secret, steps_ago=-1)


def wrong_code(secret: str) -> str:
    """A code that is valid in no step of the tolerance window (one step either side)."""
    valid = {totp_code(secret, steps_ago=step) for step in (-1, 0, 1, 2)}
    return next(code for code in ("000000", "111111", "222222", "333333") if code not in valid)


def stored_secret(user) -> str:
    return decrypt(
        Authenticator.objects.get(user=user, type=Authenticator.Type.TOTP).data["secret"]
    )


def signed_in_id(client) -> str | None:
    return client.session.get("_auth_user_id")


def password_sign_in(client, username: str):
    return client.post(LOGIN, {"login": username, "password": PASSWORD})


@pytest.fixture
def staff(db, token_key):
    return get_user_model().objects.create_user("editor", password=PASSWORD, is_staff=True)


@pytest.fixture
def superuser(db, token_key):
    return get_user_model().objects.create_superuser("admin", "", PASSWORD)


def enrol(client, user) -> str:
    """Sign in with the password and activate TOTP through allauth's pages; the secret shown."""
    assert password_sign_in(client, user.username).status_code == 302
    response = client.get(ACTIVATE)
    assert response.status_code == 200, response.get("Location")
    html = response.content.decode()
    # The secret is shown next to the QR code (a data: image, allowed by the CSP's img-src).
    secret = re.search(r'id="authenticator_secret"[^>]*value="([A-Z2-7=]+)"', html)
    secret = secret or re.search(r'value="([A-Z2-7=]{32})"[^>]*id="authenticator_secret"', html)
    assert secret, html
    assert 'src="data:image/svg+xml;base64,' in html
    assert "data:" in response["Content-Security-Policy"].split("img-src")[1].split(";")[0]
    response = client.post(ACTIVATE, {"code": totp_code(secret.group(1))})
    assert response.status_code == 302
    return secret.group(1)


@pytest.mark.parametrize("who", ["staff", "superuser"])
@pytest.mark.parametrize("path", ["/admin/", "/ops/", "/admin/auth/user/"])
def test_staff_without_totp_are_sent_to_set_it_up(client, request, who, path):
    user = request.getfixturevalue(who)
    assert password_sign_in(client, user.username).status_code == 302

    response = client.get(path)

    assert response.status_code == 302
    assert response["Location"] == ACTIVATE
    page = client.get(ACTIVATE)
    assert page.status_code == 200
    assert "authenticator app before the admin" in page.content.decode()


def test_activating_totp_opens_the_admin_and_the_console_and_shows_recovery_codes(client, staff):
    password_sign_in(client, staff.username)
    response = client.get(ACTIVATE)
    secret = re.search(r'value="([A-Z2-7=]{32})"', response.content.decode()).group(1)
    assert client.session["mfa.totp.secret"] == secret

    wrong = client.post(ACTIVATE, {"code": wrong_code(secret)})
    assert wrong.status_code == 200
    assert not Authenticator.objects.filter(user=staff).exists()

    response = client.post(ACTIVATE, {"code": totp_code(secret)})
    assert response.status_code == 302
    assert response["Location"] == "/accounts/2fa/recovery-codes/"
    assert stored_secret(staff) == secret
    # Stored encrypted, never the secret itself.
    raw = Authenticator.objects.get(user=staff, type=Authenticator.Type.TOTP).data["secret"]
    assert secret not in raw

    codes_page = client.get("/accounts/2fa/recovery-codes/").content.decode()
    codes = RecoveryCodes(
        Authenticator.objects.get(user=staff, type=Authenticator.Type.RECOVERY_CODES)
    ).get_unused_codes()
    assert len(codes) == 10
    assert all(code in codes_page for code in codes)
    download = client.get("/accounts/2fa/recovery-codes/download/")
    assert download.status_code == 200
    assert all(code in download.content.decode() for code in codes)

    assert client.get("/admin/").status_code == 200
    assert client.get("/ops/").status_code == 200


def test_sign_in_asks_for_the_code_refuses_a_wrong_one_and_accepts_the_right_one(
    client, client_factory, staff
):
    enrol(client, staff)
    browser = client_factory()

    response = password_sign_in(browser, staff.username)

    assert response.status_code == 302
    assert response["Location"] == AUTHENTICATE
    assert signed_in_id(browser) is None  # the password alone signs nobody in
    assert browser.get("/admin/").status_code == 302
    assert not browser.get("/admin/")["Location"].startswith(ACTIVATE)

    secret = stored_secret(staff)
    right = next_code(secret)
    response = browser.post(AUTHENTICATE, {"code": wrong_code(secret)})
    assert response.status_code == 200
    assert signed_in_id(browser) is None

    response = browser.post(AUTHENTICATE, {"code": right})
    assert response.status_code == 302
    assert signed_in_id(browser) == str(staff.pk)
    assert browser.get("/admin/").status_code == 200
    assert browser.get("/ops/").status_code == 200

    # The same code cannot be replayed for a second sign-in.
    third = client_factory()
    password_sign_in(third, staff.username)
    assert third.post(AUTHENTICATE, {"code": right}).status_code == 200
    assert signed_in_id(third) is None


def test_a_recovery_code_works_once(client, client_factory, staff):
    enrol(client, staff)
    code = RecoveryCodes(
        Authenticator.objects.get(user=staff, type=Authenticator.Type.RECOVERY_CODES)
    ).get_unused_codes()[0]

    first = client_factory()
    password_sign_in(first, staff.username)
    assert first.post(AUTHENTICATE, {"code": code}).status_code == 302
    assert signed_in_id(first) == str(staff.pk)
    assert first.get("/admin/").status_code == 200

    second = client_factory()
    password_sign_in(second, staff.username)
    assert second.post(AUTHENTICATE, {"code": code}).status_code == 200
    assert signed_in_id(second) is None


@pytest.mark.parametrize("enrolled", [False, True])
def test_the_admin_login_form_cannot_skip_the_second_factor(
    client, client_factory, staff, enrolled
):
    if enrolled:
        enrol(client, staff)
    browser = client_factory()

    page = browser.get("/admin/login/?next=/admin/")
    assert page.status_code == 302
    assert page["Location"].startswith(f"{LOGIN}?next=")
    response = browser.post(
        "/admin/login/?next=/admin/", {"username": staff.username, "password": PASSWORD}
    )

    assert response.status_code == 302
    assert response["Location"].startswith(LOGIN)
    assert signed_in_id(browser) is None
    assert browser.get("/admin/").status_code == 302


def test_a_non_staff_local_account_signs_in_without_a_second_factor(client, db):
    user = get_user_model().objects.create_user("reader", password=PASSWORD)

    response = password_sign_in(client, "reader")

    assert response.status_code == 302
    assert response["Location"] == "/"
    assert signed_in_id(client) == str(user.pk)
    assert client.get("/").status_code == 200
    assert client.get("/ops/").status_code == 404  # as before: the console is not there for them
    assert client.get("/admin/").status_code in {302, 403}
    assert not client.get("/admin/").get("Location", "").startswith(ACTIVATE)


def test_magisterium_sign_in_is_unchanged(client, sandbox, oauth_client):
    response = sign_in(client, username="demo")

    assert response.status_code == 302
    assert not response["Location"].startswith("/accounts/2fa/")
    assert signed_in_id(client) is not None
    assert client.get("/").status_code == 200


def test_key_rotation_re_encrypts_the_authenticator_secrets(
    client, client_factory, staff, settings
):
    secret = enrol(client, staff)
    codes = RecoveryCodes(
        Authenticator.objects.get(user=staff, type=Authenticator.Type.RECOVERY_CODES)
    ).get_unused_codes()
    settings.TOKEN_ENCRYPTION_KEYS = [
        Fernet.generate_key().decode(),
        *settings.TOKEN_ENCRYPTION_KEYS,
    ]

    call_command("rotate_token_keys")
    settings.TOKEN_ENCRYPTION_KEYS = settings.TOKEN_ENCRYPTION_KEYS[:1]  # the old key is gone

    assert stored_secret(staff) == secret
    recovery = Authenticator.objects.get(user=staff, type=Authenticator.Type.RECOVERY_CODES)
    assert RecoveryCodes(recovery).get_unused_codes() == codes
    browser = client_factory()
    password_sign_in(browser, staff.username)
    assert browser.post(AUTHENTICATE, {"code": next_code(secret)}).status_code == 302
    assert browser.get("/admin/").status_code == 200
