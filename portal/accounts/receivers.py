"""Keep the tokens of a Magisterium sign-in and learn the plan; revoke and forget them at
sign-out."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from allauth.account.signals import user_logged_in
from django.contrib.auth.signals import user_logged_out
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils import timezone

from portal import magisterium
from portal.accounts.registration import PROVIDER_ID
from portal.accounts.services import connection_revoke, connection_store
from portal.accounts.tokens import connection_check

if TYPE_CHECKING:
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)


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
    plan_learn(user)


def plan_learn(user: User) -> None:
    """Ask upstream once, at sign-in, which plan the account has (docs/upstream.md §2: there is
    no plan query, so a connection check shows it). The first page after sign-in then carries
    the menu's paid-plan marks and the paid forms' notices, and an upgrade (or a downgrade)
    made at Magisterium is seen at the next sign-in."""
    try:
        connection_check(user, day=timezone.localdate())
    except magisterium.PlanRequired:
        pass  # recorded: a free plan
    except magisterium.MagisteriumError as error:
        # Never a failed sign-in: the plan stays as last seen, and the first paid call shows it.
        logger.warning("plan not learnt at sign-in of user %s: %s", user.pk, type(error).__name__)


@receiver(user_logged_out, dispatch_uid="accounts.revoke_magisterium_tokens")
def revoke_magisterium_tokens(
    sender: type[User] | type[None], request: HttpRequest, user: User | None, **kwargs: Any
) -> None:
    # Django's logout sends None for a visitor who was not signed in (sender: NoneType).
    connection_revoke(user)
