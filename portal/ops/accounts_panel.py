"""The console's account panels: each service account's token state (never a token) and the
token revocations still waiting for Magisterium (counts and ages, never a token).
Read-only and cheap; nothing here calls upstream.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db.models import Min
from django.utils import timezone
from django.utils.timesince import timesince
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from portal.accounts.models import MagisteriumConnection, PendingRevocation
from portal.accounts.service_accounts import service_usernames

# --- Service accounts ------------------------------------------------------------------


@dataclass(frozen=True)
class ServiceAccount:
    """A service account's sign-in state. Deliberately no token field: the page must never
    show a token or any part of one, so none reaches the template."""

    username: str
    roles: list[str]
    user_exists: bool
    connected: bool
    expires_at: dt.datetime | None = None
    expired: bool = False
    has_refresh_token: bool = False
    needs_sign_in: bool = False
    refreshed_at: dt.datetime | None = None
    connected_at: dt.datetime | None = None
    plan: str = ""

    @property
    def healthy(self) -> bool:
        return (
            self.connected
            and not self.needs_sign_in
            and (not self.expired or self.has_refresh_token)
        )


def service_accounts(*, now: dt.datetime | None = None) -> list[ServiceAccount]:
    now = now or timezone.now()
    roles: dict[str, list[str]] = {}
    for username in sorted(service_usernames()):
        roles.setdefault(username, [])
    if settings.PREFETCH_ACCOUNT:
        roles.setdefault(settings.PREFETCH_ACCOUNT, []).append(_("readings prefetch"))
    if settings.WAREHOUSE_ACCOUNT:
        roles.setdefault(settings.WAREHOUSE_ACCOUNT, []).append(_("world harvest"))
    if settings.OPS_CANARY_ACCOUNT:
        roles.setdefault(settings.OPS_CANARY_ACCOUNT, []).append(_("canary"))
    username_field = get_user_model().USERNAME_FIELD
    users = {
        getattr(user, username_field): user
        for user in get_user_model().objects.filter(**{f"{username_field}__in": list(roles)})
    }
    connections = {
        connection.user_id: connection
        for connection in MagisteriumConnection.objects.filter(
            user_id__in=[user.pk for user in users.values()]
        ).only(  # the encrypted tokens stay in the database: only whether a refresh one exists
            "user_id",
            "expires_at",
            "needs_sign_in",
            "refreshed_at",
            "connected_at",
            "plan",
            "refresh_token_encrypted",
        )
    }
    accounts = []
    for username, account_roles in roles.items():
        user = users.get(username)
        connection = connections.get(user.pk) if user is not None else None
        if connection is None:
            accounts.append(
                ServiceAccount(
                    username=username,
                    roles=account_roles,
                    user_exists=user is not None,
                    connected=False,
                )
            )
            continue
        accounts.append(
            ServiceAccount(
                username=username,
                roles=account_roles,
                user_exists=True,
                connected=True,
                expires_at=connection.expires_at,
                expired=connection.expires_at is not None and connection.expires_at <= now,
                has_refresh_token=bool(connection.refresh_token_encrypted),
                needs_sign_in=connection.needs_sign_in,
                refreshed_at=connection.refreshed_at,
                connected_at=connection.connected_at,
                plan=connection.get_plan_display(),
            )
        )
    return accounts


# --- Token revocations still pending --------------------------------------------------

# An erase or sign-out whose revocation upstream has not confirmed for this long is an alarm:
# the retry runs every ten minutes (portal/accounts/revocations.py).
REVOCATION_LATE_AFTER = dt.timedelta(hours=1)


@dataclass(frozen=True)
class PendingRevocations:
    """How many token revocations wait for upstream, and since when. No token, nor whose."""

    count: int
    oldest_at: dt.datetime | None
    next_attempt_at: dt.datetime | None
    last_error: str
    late: bool


def pending_revocations(*, now: dt.datetime | None = None) -> PendingRevocations:
    now = now or timezone.now()
    oldest = (
        PendingRevocation.objects.order_by("queued_at", "pk")
        .only("queued_at", "last_error")
        .first()
    )
    return PendingRevocations(
        count=PendingRevocation.objects.count(),
        oldest_at=oldest.queued_at if oldest else None,
        next_attempt_at=PendingRevocation.objects.aggregate(at=Min("next_attempt_at"))["at"],
        last_error=oldest.last_error if oldest else "",
        late=oldest is not None and now - oldest.queued_at > REVOCATION_LATE_AFTER,
    )


def revocations_attention(revocations: PendingRevocations, *, now: dt.datetime) -> list[str]:
    """The "Needs attention" line for revocations pending longer than REVOCATION_LATE_AFTER."""
    if not revocations.late or revocations.oldest_at is None:  # late: there is an oldest
        return []
    return [
        ngettext(
            "%(count)d token revocation at Magisterium is still pending, the oldest for "
            "%(age)s: see Pending revocations.",
            "%(count)d token revocations at Magisterium are still pending, the oldest for "
            "%(age)s: see Pending revocations.",
            revocations.count,
        )
        % {"count": revocations.count, "age": timesince(revocations.oldest_at, now)}
    ]
