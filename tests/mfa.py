"""Staff need an authenticator app before /admin/ or /ops/ opens (portal.accounts.staff_mfa):
tests about those pages, not about the second factor, give their staff user one."""

from __future__ import annotations

from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret


def give_authenticator_app(user) -> str:
    """An active TOTP authenticator for `user`, as if set up on allauth's page; its secret."""
    secret = generate_totp_secret()
    TOTP.activate(user, secret)
    return secret
