"""Staff sign in with a second factor (docs/security.md "Staff second factor").

allauth's MFA asks for a TOTP code (or a recovery code) at every sign-in of an account that has
an authenticator app; this module makes one compulsory for staff: a staff or superuser account
without an active TOTP authenticator is sent to set it up before the Django admin or the operator
console opens. Ordinary users never meet any of it. The admin's own login form, which would
skip allauth's MFA stage, is closed in config/urls.py (allauth's `secure_admin_login`).

TOTP secrets and recovery-code seeds are stored encrypted like the Magisterium tokens
(portal.accounts.crypto; `manage.py rotate_token_keys` re-encrypts them too).

Each TOTP code opens one door once: the forms below (settings.MFA_FORMS) spend the time step of
every code allauth accepts, the activation code included, in the database (UsedTotpCode), since
allauth remembers used codes only in the cache and not the activation code at all. Recovery
codes need nothing here: allauth marks them used in the database itself (Authenticator.data
"used_mask", under a row lock).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from allauth.account import app_settings as account_settings
from allauth.account.authentication import get_authentication_records
from allauth.core.internal.cryptokit import compare_user_code
from allauth.mfa import app_settings as mfa_settings
from allauth.mfa.adapter import DefaultMFAAdapter, get_adapter
from allauth.mfa.base import forms as mfa_forms
from allauth.mfa.models import Authenticator
from allauth.mfa.totp import forms as totp_forms
from allauth.mfa.totp.internal.auth import (
    format_hotp_value,
    hotp_value,
    yield_hotp_counters_from_time,
)
from allauth.mfa.utils import decrypt, is_mfa_enabled
from django.contrib import messages
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext as _

from portal.accounts.crypto import token_decrypt, token_encrypt
from portal.accounts.models import UsedTotpCode

if TYPE_CHECKING:
    from django import forms
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser, User

    class _CodeForm(forms.Form):
        """What _TotpCodeOnce is mixed into, as far as it relies on it: allauth's code forms
        (allauth ships no types, so mypy sees them as Any)."""

        user: AbstractBaseUser
        authenticator: Authenticator  # set by a clean_code that accepted the code

        def clean_code(self) -> str: ...
        def _emit_authentication_failed(self, authenticator: Authenticator) -> None: ...

else:
    _CodeForm = object


def needs_second_factor(user: User | AnonymousUser) -> bool:
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

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
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


# --- Each TOTP code once ---------------------------------------------------------------------


def spend_totp_code(user: AbstractBaseUser, secret: str, code: str) -> bool:
    """Records `code` of `secret` as used by `user`; False when it is not valid now or was used
    already, even if the cache that allauth remembers used codes in was flushed since.

    What is recorded is the time step (or steps, in the rare case one code value matches two
    steps of the window) the code belongs to, found with allauth's own RFC 6238 functions. The
    insert is the check: the unique constraint refuses a step already spent, so of two
    concurrent uses of one code exactly one commits. The same write drops the account's rows
    whose step is before the oldest step a code is still accepted for.
    """
    bypass = mfa_settings.TOTP_INSECURE_BYPASS_CODE  # allauth's DEBUG-only test code
    if bypass and code == bypass:
        return True
    window = list(yield_hotp_counters_from_time())
    counters = [
        counter
        for counter in window
        if compare_user_code(actual=code, expected=format_hotp_value(hotp_value(secret, counter)))
    ]
    if not counters:
        # allauth accepted the code an instant ago; the step turned since, and it is too old now.
        return False
    try:
        with transaction.atomic():
            UsedTotpCode.objects.bulk_create(
                UsedTotpCode(user_id=user.pk, counter=counter) for counter in counters
            )
            UsedTotpCode.objects.filter(user_id=user.pk, counter__lt=min(window)).delete()
    except IntegrityError:
        return False
    return True


class _TotpCodeOnce(_CodeForm):
    """For allauth's sign-in and re-authentication forms: a TOTP code allauth's cache check let
    through is refused when the database says it was used (a replay after a cache flush)."""

    def clean_code(self) -> str:
        code = super().clean_code()
        authenticator = self.authenticator
        if authenticator.type == Authenticator.Type.TOTP and not spend_totp_code(
            self.user, decrypt(authenticator.data["secret"]), code
        ):
            self._emit_authentication_failed(authenticator)
            raise get_adapter().validation_error("incorrect_code")
        return code


class AuthenticateForm(_TotpCodeOnce, mfa_forms.AuthenticateForm):
    """The code asked for after the password at sign-in (settings.MFA_FORMS)."""


class ReauthenticateForm(_TotpCodeOnce, mfa_forms.ReauthenticateForm):
    """The code asked for to confirm a sensitive action (settings.MFA_FORMS)."""


class ActivateTOTPForm(totp_forms.ActivateTOTPForm):
    """allauth checks the code that activates an authenticator but never marks it used, so it
    would open the next sign-in within its window; it is spent here like any other."""

    def clean_code(self) -> str:
        code = super().clean_code()
        if not spend_totp_code(self.user, self.secret, code):
            raise get_adapter().validation_error("incorrect_code")
        return code
