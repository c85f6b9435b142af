"""Service accounts: portal users the portal itself uses upstream, never people at a browser.

The prefetch account (PREFETCH_ACCOUNT) whose token fetches the daily readings, and the
warehouse account (WAREHOUSE_ACCOUNT, by default the same) whose token harvests the whole
Church into the research warehouse. A web sign-in never takes one over and no web sign-out or
disconnect revokes its tokens (README "Operating the portal"); only `manage.py
magisterium_connect` changes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.contrib.auth import get_user_model

from portal.accounts.models import MagisteriumConnection
from portal.accounts.registration import PROVIDER_ID

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser


def service_usernames() -> frozenset[str]:
    """Usernames of the portal users the portal itself uses upstream."""
    return frozenset(
        name for name in (settings.PREFETCH_ACCOUNT, settings.WAREHOUSE_ACCOUNT) if name
    )


def is_service_account(user: AbstractBaseUser | AnonymousUser | None) -> bool:
    if user is None or not getattr(user, "pk", None):
        return False
    return user.get_username() in service_usernames()


def service_username(user_id: int | None) -> str | None:
    """The username of user `user_id` when it is a service account, else None."""
    names = service_usernames()
    if user_id is None or not names:
        return None
    username_field = get_user_model().USERNAME_FIELD
    return (
        get_user_model()
        .objects.filter(pk=user_id, **{f"{username_field}__in": names})
        .values_list(username_field, flat=True)
        .first()
    )


def is_service_magisterium_account(account_id: str) -> bool:
    """Whether the Magisterium account `account_id` (upstream's `sub`) belongs to a service
    account, through allauth's link or through a stored connection."""
    names = service_usernames()
    if not account_id or not names:
        return False
    username_field = f"user__{get_user_model().USERNAME_FIELD}__in"
    linked = SocialAccount.objects.filter(provider=PROVIDER_ID, uid=account_id)
    connected = MagisteriumConnection.objects.filter(account_id=account_id)
    return (
        linked.filter(**{username_field: names}).exists()
        or connected.filter(**{username_field: names}).exists()
    )


def reconnect_hint(username: str) -> str:
    """What an operator does when a service account's sign-in stopped working (for logs)."""
    return (
        f"run `manage.py magisterium_connect {username} < tokens.json` with fresh tokens "
        'of its Magisterium account (README "Operating the portal")'
    )
