"""Staff sign in with a second factor (docs/security.md "Staff second factor").

allauth's MFA asks for a TOTP code (or a recovery code) at every sign-in of an account that has
an authenticator app; this module makes one compulsory for staff: a staff or superuser account
without an active TOTP authenticator is sent to set it up before the Django admin or the operator
console opens. Ordinary users never meet any of it. The admin's own login form, which would
skip allauth's MFA stage, is closed in config/urls.py (allauth's `secure_admin_login`).

TOTP secrets and recovery-code seeds are stored encrypted like the Magisterium tokens
(portal.accounts.crypto; `manage.py rotate_token_keys` re-encrypts them too).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

from allauth.account import app_settings as account_settings
from allauth.account.authentication import get_authentication_records
from allauth.mfa.adapter import DefaultMFAAdapter
from allauth.mfa.models import Authenticator
from allauth.mfa.utils import is_mfa_enabled
from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext as _

from portal.accounts.crypto import token_decrypt, token_encrypt


def needs_second_factor(user) -> bool:
    """True for a signed-in staff or superuser account without an active TOTP authenticator."""
    return (
        user.is_authenticated
        and (user.is_staff or user.is_superuser)
        and not is_mfa_enabled(user, [Authenticator.Type.TOTP])
    )


def _guarded_prefixes() -> tuple[str, ...]:
    return (reverse("admin:index"), reverse("ops:console"))


class StaffSecondFactorMiddleware:
    """Sends staff without an authenticator app from /admin/ and /ops/ to allauth's activation
    page. Placed after AuthenticationMiddleware and allauth's AccountMiddleware."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith(_guarded_prefixes()) and needs_second_factor(request.user):
            messages.info(
                request,
                _(
                    "Staff accounts need an authenticator app before the admin or the "
                    "operations console opens. Scan the code below with the app, then enter the "
                    "code it shows."
                ),
            )
            return HttpResponseRedirect(reverse("mfa_activate_totp"))
        return self.get_response(request)


def first_enrolment_just_after_sign_in(request: HttpRequest | None) -> bool:
    """True when the signed-in person signed in (password or Magisterium) in this session within
    ACCOUNT_REAUTHENTICATION_TIMEOUT and had no authenticator before that sign-in.

    allauth asks to re-authenticate before an authenticator is added or its recovery codes are
    shown, and counts only an explicit re-authentication: a staff member who just typed the
    password would type it again, and one who signs in with Magisterium has no password to type
    and would be stuck. A fresh sign-in is proof enough to set up a first authenticator and read
    its recovery codes; for an authenticator that existed before this sign-in (more codes,
    deactivating it) allauth still asks for a code or the password again.
    """
    if request is None or not request.user.is_authenticated:
        return False
    now = time.time()
    sign_ins = [
        record["at"]
        for record in get_authentication_records(request, request.user)
        if record.get("method") != "mfa"
        and now - record.get("at", 0) < account_settings.REAUTHENTICATION_TIMEOUT
    ]
    if not sign_ins:
        return False
    signed_in_at = datetime.fromtimestamp(min(sign_ins), tz=UTC)
    return not Authenticator.objects.filter(
        user_id=request.user.pk, created_at__lt=signed_in_at
    ).exists()


class MFAAdapter(DefaultMFAAdapter):
    """allauth keeps TOTP secrets in the clear unless the adapter encrypts them."""

    def encrypt(self, text: str) -> str:
        return token_encrypt(text)

    def decrypt(self, encrypted_text: str) -> str:
        return token_decrypt(encrypted_text)
