"""The account whose token the doctor and the canary run with: found, and its token checked.

The token check refreshes through the portal's own token lifecycle (the lock, the rotation,
the new tokens stored), so the account keeps working after the doctor; nothing here prints a
token.
"""

# Reference: docs/upstream.md §2 (OAuth); docs/security.md §5 (no tokens in text).

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from django.contrib.auth import get_user_model
from django.utils import timezone

from portal import magisterium
from portal.ops.report import Check

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import User

    from portal.accounts.models import MagisteriumConnection


class AccountError(Exception):
    """The account cannot run the token checks; the message says what to do."""


def account_connection(username: str) -> tuple[User, MagisteriumConnection]:
    """(user, connection) for the portal user `username`; AccountError saying what to do."""
    from portal.accounts.models import MagisteriumConnection
    from portal.accounts.service_accounts import reconnect_hint

    user = get_user_model().objects.filter(**{get_user_model().USERNAME_FIELD: username}).first()
    if user is None:
        raise AccountError(f"There is no portal user named {username!r}.")
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    if connection is None:
        raise AccountError(
            f"Portal user {username!r} has no Magisterium connection: {reconnect_hint(username)}."
        )
    if connection.needs_sign_in:
        raise AccountError(
            f"The Magisterium connection of {username!r} needs a new sign-in: "
            f"{reconnect_hint(username)}."
        )
    return user, connection


def _when(moment: datetime | None) -> str:
    if moment is None:
        return "no expiry recorded"
    seconds = int((moment - timezone.now()).total_seconds())
    span = f"{abs(seconds) // 3600} h {abs(seconds) % 3600 // 60} min"
    relative = f"in {span}" if seconds >= 0 else f"{span} ago"
    return f"{moment.astimezone(UTC):%Y-%m-%d %H:%M} UTC ({relative})"


def token_check(
    user: AbstractBaseUser, connection: MagisteriumConnection, *, refresh: bool
) -> tuple[Check, magisterium.UserToken | None]:
    """Expiry, then a refresh made now through the portal's own token lifecycle (the lock, the
    rotation, the new tokens stored), so the account keeps working after the doctor."""
    from portal.accounts import tokens
    from portal.accounts.crypto import InvalidToken

    before = _when(connection.expires_at)
    try:
        old_access, old_refresh = connection.access_token, connection.refresh_token
    except InvalidToken:
        return Check("token", False, "the stored token cannot be decrypted"), None
    old = magisterium.UserToken(account_id=connection.account_id, access_token=old_access)
    if not refresh:
        # The stored tokens belong to the configured upstream: a refresh refused by another
        # one would mark this account "sign in again" here, so it is not tried.
        detail = f"expiry {before}; refresh not tried against an upstream other than the portal's"
        return Check("token", True, detail), old
    try:
        # `rejected_token` makes the refresh happen now, unless another process refreshed the
        # same token meanwhile (then its result is the proof).
        current = tokens.token_refresh(connection, rejected_token=old_access)
        new_access, new_refresh = current.access_token, current.refresh_token
    except magisterium.MagisteriumError as error:
        detail = f"expiry {before}; refresh failed: {error.detail or type(error).__name__}"
        # A refused refresh marked the connection "sign in again": its token is dead too.
        return Check("token", False, detail), (None if needs_sign_in(user) else old)
    if new_access == old_access:
        return Check("token", False, f"expiry {before}; the refresh gave no new token"), old
    rotation = "refresh token rotated" if new_refresh != old_refresh else "refresh token kept"
    detail = (
        f"expiry {before}; refreshed and stored ({rotation}), "
        f"new expiry {_when(current.expires_at)}"
    )
    token = magisterium.UserToken(account_id=current.account_id, access_token=new_access)
    return Check("token", True, detail), token


def needs_sign_in(user: AbstractBaseUser) -> bool:
    from portal.accounts.models import MagisteriumConnection

    usable = MagisteriumConnection.objects.filter(user_id=user.pk, needs_sign_in=False)
    return not usable.exists()
