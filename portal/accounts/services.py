"""Magisterium tokens for the rest of the portal: call a skill as a user, refresh, revoke.

    magisterium_call(request.user, magisterium.pope_lookup, query="Leo")

refreshes the user's token shortly before it expires (one refresh per user at a time, under a
Redis lock), retries once after a 401 with a refreshed token, records the user's plan, and
raises MagisteriumNotConnected when the user has to sign in with Magisterium (again).
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
from portal.magisterium import cache as shared_cache

logger = logging.getLogger(__name__)

T = TypeVar("T")
Plan = MagisteriumConnection.Plan

# A refresh is one HTTP round trip: hold the lock a little longer than the slowest allowed
# answer, and let a waiting caller wait for one whole refresh.
LOCK_TIMEOUT = 45
LOCK_WAIT = 50
PLAN_RECHECK = timedelta(hours=1)


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
    if connection is None:
        raise MagisteriumNotConnected("no Magisterium connection")
    if connection.needs_sign_in:
        raise MagisteriumNotConnected("connection needs a new sign-in")
    return connection


def _user_token(connection: MagisteriumConnection) -> magisterium.UserToken:
    try:
        access_token = connection.access_token
    except InvalidToken:
        # No configured key opens it (a key was dropped too early): only a new sign-in helps.
        logger.error("stored token of account %s cannot be decrypted", connection.account_id)
        _needs_sign_in(connection)
        raise MagisteriumNotConnected("stored token cannot be decrypted") from None
    return magisterium.UserToken(account_id=connection.account_id, access_token=access_token)


def _needs_sign_in(connection: MagisteriumConnection) -> None:
    MagisteriumConnection.objects.filter(pk=connection.pk).update(needs_sign_in=True)


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
        _needs_sign_in(connection)
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
        _needs_sign_in(connection)
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
    connection = _connection(user)
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


def magisterium_call(user: Any, skill: Callable[..., T], /, **kwargs: Any) -> T:
    """`skill(token=<the user's token>, **kwargs)` with refresh, one retry after 401 and plan."""
    token = user_token_for(user)
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
                _needs_sign_in(connection)
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
    did not come from upstream just now.
    """
    # A cached copy would answer without asking upstream and prove nothing about this user.
    shared_cache.forget("saints_of_the_day", {"day": day.isoformat()})
    started = timezone.now()
    result = magisterium_call(user, magisterium.saints_of_the_day, day=day)
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


def connection_revoke(user: Any) -> None:
    """Revoke the user's tokens upstream (best effort) and delete them here."""
    if user is None or not getattr(user, "pk", None):
        return
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    if connection is None:
        return
    app = client_app()
    if app is not None:
        try:
            tokens = [("access_token", connection.access_token)]
            if connection.refresh_token_encrypted:
                tokens.insert(0, ("refresh_token", connection.refresh_token))
        except InvalidToken:
            logger.warning("tokens of account %s cannot be decrypted", connection.account_id)
            tokens = []
        for hint, token in tokens:
            try:
                oauth.token_revoke(
                    client_id=app.client_id,
                    client_secret=app.secret,
                    token=token,
                    token_type_hint=hint,
                )
            except oauth.OAuthServerError as error:
                # Sign-out goes on: the local copy is deleted below either way.
                logger.warning(
                    "could not revoke a token of account %s: %s", connection.account_id, error
                )
    connection.delete()
