"""Magisterium tokens for the rest of the portal: call a skill as a user, refresh, revoke.

    magisterium_call(request.user, magisterium.pope_lookup, query="Leo")

refreshes the user's token shortly before it expires (one refresh per user at a time, under a
Redis lock), retries once after a 401 with a refreshed token, records the user's plan, and
raises MagisteriumNotConnected when the user has to sign in with Magisterium (again). A user
the portal knows to be on the free plan is refused locally with PlanRequired, so no copy
cached for paid users ever reaches them (see `plan_door`).
"""

# Reference: /work/shared/API.md §2, §8.3, §8.4; /work/shared/SECURITY.md §4-§7.

from __future__ import annotations

import hmac
import logging
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any, TypeVar

from django.core.cache import cache
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from redis.exceptions import LockError

from portal import magisterium
from portal.accounts import oauth
from portal.accounts.crypto import InvalidToken
from portal.accounts.models import MagisteriumConnection
from portal.accounts.registration import client_app
from portal.accounts.service_accounts import (
    is_service_account,
    reconnect_hint,
    service_username,
)
from portal.magisterium import cache as shared_cache

logger = logging.getLogger(__name__)

T = TypeVar("T")
Plan = MagisteriumConnection.Plan

# A refresh is one HTTP round trip: hold the lock a little longer than the slowest allowed
# answer, and let a waiting caller wait for one whole refresh.
LOCK_TIMEOUT = 45
LOCK_WAIT = 50
PLAN_RECHECK = timedelta(hours=1)
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


def _connection(user: Any) -> MagisteriumConnection:
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


def _user_token(connection: MagisteriumConnection) -> magisterium.UserToken:
    try:
        access_token = connection.access_token
    except InvalidToken:
        # No configured key opens it (a key was dropped too early): only a new sign-in helps.
        logger.error("stored token of account %s cannot be decrypted", connection.account_id)
        _needs_sign_in(connection, "its stored token cannot be decrypted")
        raise MagisteriumNotConnected("stored token cannot be decrypted") from None
    return magisterium.UserToken(account_id=connection.account_id, access_token=access_token)


def _needs_sign_in(connection: MagisteriumConnection, reason: str) -> None:
    """Only a new sign-in can help; for a service account only an operator can give one."""
    MagisteriumConnection.objects.filter(pk=connection.pk).update(needs_sign_in=True)
    if username := service_username(connection.user_id):
        logger.error(
            "service account %s (Magisterium account %s) lost its sign-in: %s; the daily "
            "readings prefetch stops until an operator acts: %s",
            username,
            connection.account_id,
            reason,
            reconnect_hint(username),
        )


def token_refresh(
    connection: MagisteriumConnection, *, rejected_token: str | None = None
) -> MagisteriumConnection:
    """Refresh the connection's tokens under the user's lock; return the current row.

    Without `rejected_token` it refreshes only if the token still expires soon once the lock is
    held; with it, only if the stored token is still the one upstream rejected. Either way a
    caller that waited for another's refresh uses that refresh instead of making a second one.
    """
    lock = cache.lock(
        f"accounts:token-refresh:{connection.user_id}",
        timeout=LOCK_TIMEOUT,
        blocking_timeout=LOCK_WAIT,
    )
    try:
        with lock:
            current = MagisteriumConnection.objects.filter(pk=connection.pk).first()
            if current is None or current.needs_sign_in:
                raise MagisteriumNotConnected("connection gone or needs a new sign-in")
            if rejected_token is None:
                stale = current.expires_soon()
            else:
                stale = hmac.compare_digest(_user_token(current).access_token, rejected_token)
            if not stale:
                return current
            return _refresh_now(current)
    except LockError:
        raise magisterium.UpstreamUnavailable("token refresh lock not acquired") from None


def _refresh_now(connection: MagisteriumConnection) -> MagisteriumConnection:
    try:
        refresh_token = connection.refresh_token
    except InvalidToken:
        refresh_token = ""
    if not refresh_token:
        _needs_sign_in(connection, "it has no refresh token")
        raise MagisteriumNotConnected("no refresh token")
    app = client_app()
    if app is None:
        raise MagisteriumNotConnected("the portal is not registered with Magisterium")
    try:
        tokens = oauth.token_refresh_request(
            client_id=app.client_id, client_secret=app.secret, refresh_token=refresh_token
        )
    except oauth.GrantRefused as error:
        logger.info("refresh refused for account %s: %s", connection.account_id, error)
        _needs_sign_in(connection, f"Magisterium refused to refresh its token ({error})")
        raise MagisteriumNotConnected(str(error)) from None
    except oauth.OAuthServerError as error:
        raise magisterium.UpstreamUnavailable(str(error)) from None
    connection.set_tokens(
        access_token=tokens.access_token.get_secret_value(),
        refresh_token=tokens.refresh_token.get_secret_value() if tokens.refresh_token else None,
        expires_at=(
            timezone.now() + timedelta(seconds=tokens.expires_in) if tokens.expires_in else None
        ),
    )
    connection.refreshed_at = timezone.now()
    connection.save(
        update_fields=[
            "access_token_encrypted",
            "refresh_token_encrypted",
            "expires_at",
            "refreshed_at",
        ]
    )
    logger.info(
        "token refreshed for account %s (refresh token %s)",
        connection.account_id,
        "rotated" if tokens.refresh_token else "kept",
    )
    return connection


def user_token_for(user: Any) -> magisterium.UserToken:
    """The user's token, refreshed first if it expires within a minute."""
    return _fresh_token(_connection(user))


def _fresh_token(connection: MagisteriumConnection) -> magisterium.UserToken:
    if connection.expires_soon():
        try:
            connection = token_refresh(connection)
        except magisterium.UpstreamUnavailable:
            # The sign-in service is down but the token still has a few seconds: use them.
            if connection.expires_at <= timezone.now():
                raise
            logger.warning("early refresh failed for account %s", connection.account_id)
    return _user_token(connection)


def _reached_upstream(result: Any, started: datetime) -> bool:
    # A copy from the shared cache says nothing about this user's plan.
    if getattr(result, "stale", False):
        return False
    fetched_at = getattr(result, "fetched_at", None)
    return not hasattr(result, "fetched_at") or (fetched_at is not None and fetched_at >= started)


def plan_record(user: Any, plan: str) -> None:
    """Remember the plan upstream showed; write only when it changed or is over an hour old."""
    now = timezone.now()
    MagisteriumConnection.objects.filter(user_id=user.pk).exclude(
        plan=plan, plan_seen_at__gt=now - PLAN_RECHECK
    ).update(plan=plan, plan_seen_at=now)
    _plan_remember(user, plan)


def _plan_remember(user: Any, plan: str) -> None:
    setattr(user, _PLAN_MEMO, plan)


def plan_known_free(user: Any) -> bool:
    """Whether upstream last said this user has no paid plan (for menus: never asks upstream)."""
    if not getattr(user, "is_authenticated", False):
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


def plan_door(user: Any, connection: MagisteriumConnection) -> MagisteriumConnection:
    """Refuse, before any shared-cache copy can answer, a user known to be on the free plan.

    A free plan seen within PLAN_RECHECK refuses locally (no upstream call, no cached copy).
    An older record is checked with upstream itself first, so someone who upgraded gets in
    within the hour; while still free that check refuses too (and renews the record).
    Returns the connection to go on with (read again after such a check).
    """
    if connection.plan != Plan.FREE:
        return connection
    seen = connection.plan_seen_at
    if seen is not None and seen > timezone.now() - PLAN_RECHECK:
        raise magisterium.PlanRequired("free plan seen recently: refused without asking")
    connection_check(user, day=timezone.localdate())
    return _connection(user)


def magisterium_call(user: Any, skill: Callable[..., T], /, **kwargs: Any) -> T:
    """`skill(token=<the user's token>, **kwargs)` behind the plan door, with refresh, one
    retry after 401, and the plan recorded."""
    connection = plan_door(user, _connection(user))
    return _call(user, connection, skill, kwargs)


def _call(
    user: Any, connection: MagisteriumConnection, skill: Callable[..., T], kwargs: dict[str, Any]
) -> T:
    token = _fresh_token(connection)
    started = timezone.now()
    try:
        try:
            result = skill(token=token, **kwargs)
        except magisterium.Unauthorized:
            connection = token_refresh(_connection(user), rejected_token=token.access_token)
            token = _user_token(connection)
            try:
                result = skill(token=token, **kwargs)
            except magisterium.Unauthorized:
                # A token fresh from the server is refused too: only a new sign-in can help.
                _needs_sign_in(connection, "Magisterium refused a freshly refreshed token")
                raise MagisteriumNotConnected("refreshed token refused too") from None
    except magisterium.PlanRequired:
        plan_record(user, Plan.FREE)
        raise
    if _reached_upstream(result, started):
        plan_record(user, Plan.PAID)
    return result


def connection_check(user: Any, *, day: date) -> magisterium.Martyrology:
    """Ask upstream (not the shared cache) for `day`'s saints with the user's token.

    Records the plan; raises like magisterium_call, or UpstreamUnavailable when the answer
    did not come from upstream just now. It passes no plan door: it is how the plan is learnt.
    """
    # A cached copy would answer without asking upstream and prove nothing about this user.
    shared_cache.forget("saints_of_the_day", {"day": day.isoformat()})
    started = timezone.now()
    result = _call(user, _connection(user), magisterium.saints_of_the_day, {"day": day})
    if not _reached_upstream(result, started):
        raise magisterium.UpstreamUnavailable("answered from a cached copy")
    return result


# --- Sign-in and sign-out -------------------------------------------------------------------------


def connection_store(
    *,
    user: Any,
    account_id: str,
    name: str,
    email: str,
    access_token: str,
    refresh_token: str | None,
    expires_at: datetime | None,
) -> MagisteriumConnection:
    """Keep the tokens of a completed sign-in (encrypted) with who signed in."""
    with transaction.atomic():
        connection = (
            MagisteriumConnection.objects.select_for_update().filter(user_id=user.pk).first()
        ) or MagisteriumConnection(user=user)
        connection.account_id = account_id
        connection.display_name = name[:255]
        connection.email = email[:320]
        connection.refresh_token_encrypted = ""
        connection.set_tokens(
            access_token=access_token, refresh_token=refresh_token, expires_at=expires_at
        )
        connection.needs_sign_in = False
        connection.connected_at = timezone.now()
        connection.refreshed_at = None
        connection.save()
    return connection


def connection_revoke(user: Any) -> bool:
    """Revoke the user's tokens upstream (best effort) and delete them here.

    A service account's connection is kept: the portal itself needs it, and a web sign-out
    or disconnect must never stop the prefetch. Returns whether a connection was removed.
    """
    if user is None or not getattr(user, "pk", None):
        return False
    if is_service_account(user):
        logger.warning(
            "sign-out of service account %s: its Magisterium connection is kept",
            user.get_username(),
        )
        return False
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    if connection is None:
        return False
    try:
        tokens = [("access_token", connection.access_token)]
        if connection.refresh_token_encrypted:
            tokens.insert(0, ("refresh_token", connection.refresh_token))
    except InvalidToken:
        logger.warning("tokens of account %s cannot be decrypted", connection.account_id)
        tokens = []
    tokens_revoke(tokens, account_id=connection.account_id)
    connection.delete()
    return True


def tokens_revoke(tokens: list[tuple[str, str]], *, account_id: str) -> None:
    """Revoke `(token_type_hint, token)` pairs upstream, best effort (failures are logged)."""
    app = client_app()
    if app is None:
        return
    for hint, token in tokens:
        if not token:
            continue
        try:
            oauth.token_revoke(
                client_id=app.client_id, client_secret=app.secret, token=token, token_type_hint=hint
            )
        except oauth.OAuthServerError as error:
            # Sign-out goes on: the local copy is deleted either way.
            logger.warning("could not revoke a token of account %s: %s", account_id, error)
