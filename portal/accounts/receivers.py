"""Keep the tokens of a Magisterium sign-in; revoke and forget them at sign-out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from allauth.account.signals import user_logged_in
from django.contrib.auth.signals import user_logged_out
from django.dispatch import receiver
from django.http import HttpRequest

from portal.accounts.registration import PROVIDER_ID
from portal.accounts.services import connection_revoke, connection_store

if TYPE_CHECKING:
    from django.contrib.auth.models import User


@receiver(user_logged_in, dispatch_uid="accounts.store_magisterium_tokens")
def store_magisterium_tokens(
    sender: type[User], request: HttpRequest, user: User, **kwargs: Any
) -> None:
    # allauth sends the signed-in user, and with a social sign-in its `sociallogin`.
    sociallogin = kwargs.get("sociallogin")
    if sociallogin is None or sociallogin.account.provider != PROVIDER_ID:
        return
    token = sociallogin.token
    data = sociallogin.account.extra_data
    connection_store(
        user=user,
        account_id=sociallogin.account.uid,
        name=data.get("name") or "",
        email=data.get("email") or "",
        access_token=token.token,
        refresh_token=token.token_secret or None,
        expires_at=token.expires_at,
    )


@receiver(user_logged_out, dispatch_uid="accounts.revoke_magisterium_tokens")
def revoke_magisterium_tokens(
    sender: type[User] | type[None], request: HttpRequest, user: User | None, **kwargs: Any
) -> None:
    # Django's logout sends None for a visitor who was not signed in (sender: NoneType).
    connection_revoke(user)
