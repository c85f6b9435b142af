"""A user's stored Magisterium connection: read it, mark it "sign in again", keep its plan.

Storage only: nothing here talks to Magisterium. The token lifecycle on top of it (refresh
under a lock, the plan door, the door's TokenSource) is `portal.accounts.tokens`; storing a
completed sign-in and revoking at sign-out is `portal.accounts.services`.
"""

# Reference: docs/security.md §4-§7 (tokens at rest, refresh, sign-out).

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal import magisterium
from portal.accounts.models import MagisteriumConnection
from portal.accounts.service_accounts import (
    is_service_account,
    reconnect_hint,
    service_username,
)

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser

logger = logging.getLogger(__name__)

Plan = MagisteriumConnection.Plan

# A free plan is asked about again after an hour (someone who upgraded gets in soon); a paid
# plan is re-checked once a day when no call of the person's own has shown it meanwhile.
PLAN_RECHECK = timedelta(hours=1)
PAID_RECHECK = timedelta(hours=24)
# The user's plan as last read or recorded in this request, kept on the user object so the
# header's paid-plan marks cost no second query (like Django's own `_perm_cache`).
_PLAN_MEMO = "_magisterium_plan"


class MagisteriumNotConnected(magisterium.Unauthorized):
    """The user has no usable Magisterium connection (a local staff account, or signed out
    upstream): they must sign in with Magisterium."""

    default_user_message = _(
        "Please sign in with Magisterium to use this. If you were signed in, your Magisterium "
        "sign-in has expired."
    )


def connection_for(user: AbstractBaseUser | AnonymousUser | None) -> MagisteriumConnection:
    """The user's usable connection (one query, which also notes the plan for the menus);
    MagisteriumNotConnected when there is none or it needs a new sign-in."""
    if user is None or not user.is_authenticated:
        raise MagisteriumNotConnected("not signed in")
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    _plan_remember(user, connection.plan if connection else Plan.UNKNOWN)
    if connection is None:
        raise MagisteriumNotConnected("no Magisterium connection")
    if connection.needs_sign_in:
        if is_service_account(user):
            # Nobody signs a service account in at a browser: every attempt says what to do.
            logger.error(
                "service account %s cannot reach Magisterium until an operator acts: %s",
                user.get_username(),
                reconnect_hint(user.get_username()),
            )
        raise MagisteriumNotConnected("connection needs a new sign-in")
    return connection


def needs_sign_in_mark(*, user_id: int, account_id: str, reason: str) -> None:
    """Only a new sign-in can help; for a service account only an operator can give one."""
    MagisteriumConnection.objects.filter(user_id=user_id).update(needs_sign_in=True)
    if username := service_username(user_id):
        logger.error(
            "service account %s (Magisterium account %s) lost its sign-in: %s; the daily "
            "readings prefetch stops until an operator acts: %s",
            username,
            account_id,
            reason,
            reconnect_hint(username),
        )


# --- The plan ----------------------------------------------------------------------------------


def plan_record(user: AbstractBaseUser, plan: str, *, renew: bool = False) -> None:
    """Remember the plan upstream showed; write only when it changed or is over an hour old,
    or always with `renew` (a connection check: "Plan last seen" must say it was just now)."""
    now = timezone.now()
    rows = MagisteriumConnection.objects.filter(user_id=user.pk)
    if not renew:
        rows = rows.exclude(plan=plan, plan_seen_at__gt=now - PLAN_RECHECK)
    rows.update(plan=plan, plan_seen_at=now)
    _plan_remember(user, plan)


def _plan_remember(user: AbstractBaseUser | AnonymousUser, plan: str) -> None:
    setattr(user, _PLAN_MEMO, plan)


def plan_known_free(user: AbstractBaseUser | AnonymousUser | None) -> bool:
    """Whether upstream last said this user has no paid plan (for menus: never asks upstream)."""
    if user is None or not user.is_authenticated:
        return False
    plan = getattr(user, _PLAN_MEMO, None)
    if plan is None:
        plan = (
            MagisteriumConnection.objects.filter(user_id=user.pk)
            .values_list("plan", flat=True)
            .first()
        ) or Plan.UNKNOWN
        _plan_remember(user, plan)
    return plan == Plan.FREE
