"""The token lifecycle of a portal user, and the door's TokenSource built on it.

Tokens are refreshed shortly before they expire, one refresh per user at a time under a Redis
lock; after upstream refused a token the door asks for a refreshed one once; when even that is
refused, or the refresh is, the connection needs a new sign-in (MagisteriumNotConnected).
Before anything answers, the plan door decides from what the portal knows of the person's own
plan: a free plan is refused locally; kept copies of paid data (the shared cache, earlier
copies, the research warehouse) answer only an account known to have a paid plan, and anyone
else's call goes to upstream, whose answer shows the plan (`plan_door`). So no copy fetched
for paid users ever reaches a free account.

`ConnectionTokens` is what `portal.magisterium.session_for(user)` gets; it is registered with
the door in AccountsConfig.ready.
"""

# Reference: docs/upstream.md §2 (OAuth), §8.3-§8.4; docs/security.md §4-§7.

from __future__ import annotations

import hmac
import logging
from dataclasses import replace
from datetime import date, timedelta
from typing import TYPE_CHECKING

from django.utils import timezone

from portal import magisterium
from portal.accounts import oauth
from portal.accounts.connections import (
    PAID_RECHECK,
    PLAN_RECHECK,
    MagisteriumNotConnected,
    Plan,
    connection_for,
    needs_sign_in_mark,
    plan_record,
)
from portal.accounts.crypto import InvalidToken
from portal.accounts.models import MagisteriumConnection
from portal.accounts.registration import client_app
from portal.accounts.service_accounts import is_service_account
from portal.accounts.services import tokens_revoke
from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.magisterium.tokens import Copies

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser

logger = logging.getLogger(__name__)

# A refresh is one HTTP round trip: hold the lock a little longer than the slowest allowed
# answer, and let a waiting caller wait for one whole refresh.
LOCK_TIMEOUT = 45
LOCK_WAIT = 50


def _needs_sign_in(connection: MagisteriumConnection, reason: str) -> None:
    needs_sign_in_mark(user_id=connection.user_id, account_id=connection.account_id, reason=reason)


def _user_token(connection: MagisteriumConnection) -> magisterium.UserToken:
    try:
        access_token = connection.access_token
    except InvalidToken:
        # No configured key opens it (a key was dropped too early): only a new sign-in helps.
        logger.error("stored token of account %s cannot be decrypted", connection.account_id)
        _needs_sign_in(connection, "its stored token cannot be decrypted")
        raise MagisteriumNotConnected("stored token cannot be decrypted") from None
    return magisterium.UserToken(account_id=connection.account_id, access_token=access_token)


def refresh_lock_key(user_id: int) -> str:
    """The user's token lock: held by a refresh, and by an erase while it revokes the tokens
    and deletes the connection (portal.yourdata.erasure), so neither sees half of the
    other."""
    return f"accounts:token-refresh:{user_id}"


def token_refresh(
    connection: MagisteriumConnection, *, rejected_token: str | None = None
) -> MagisteriumConnection:
    """Refresh the connection's tokens under the user's lock; return the current row.

    Without `rejected_token` it refreshes only if the token still expires soon once the lock is
    held; with it, only if the stored token is still the one upstream rejected. Either way a
    caller that waited for another's refresh uses that refresh instead of making a second one.
    """
    try:
        with redis_lock(refresh_lock_key(connection.user_id), timeout=LOCK_TIMEOUT, wait=LOCK_WAIT):
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
    except (LockBusy, LockUnavailable):
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
    saved = MagisteriumConnection.objects.filter(pk=connection.pk).update(
        access_token_encrypted=connection.access_token_encrypted,
        refresh_token_encrypted=connection.refresh_token_encrypted,
        expires_at=connection.expires_at,
        refreshed_at=connection.refreshed_at,
    )
    if not saved:
        # The connection was deleted meanwhile (an erase whose lock ran out): never write it
        # back, and withdraw the tokens just issued so none is left valid upstream.
        _tokens_withdraw(tokens, account_id=connection.account_id)
        raise MagisteriumNotConnected("connection deleted during its refresh")
    logger.info(
        "token refreshed for account %s (refresh token %s)",
        connection.account_id,
        "rotated" if tokens.refresh_token else "kept",
    )
    return connection


def _tokens_withdraw(tokens: oauth.TokenResponse, *, account_id: str) -> None:
    pairs = [("access_token", tokens.access_token.get_secret_value())]
    if tokens.refresh_token:
        pairs.insert(0, ("refresh_token", tokens.refresh_token.get_secret_value()))
    tokens_revoke(pairs, account_id=account_id)


def user_token_for(user: AbstractBaseUser | AnonymousUser) -> magisterium.UserToken:
    """The user's token, refreshed first if it expires within a minute."""
    return _fresh_token(connection_for(user))


def _fresh_token(connection: MagisteriumConnection) -> magisterium.UserToken:
    if connection.expires_soon():
        try:
            connection = token_refresh(connection)
        except magisterium.UpstreamUnavailable:
            # The sign-in service is down but the token still has a few seconds: use them
            # (expires_soon() said it has an expiry).
            if connection.expires_at is None or connection.expires_at <= timezone.now():
                raise
            logger.warning("early refresh failed for account %s", connection.account_id)
    return _user_token(connection)


# --- The plan door and the connection check ----------------------------------------------------


def plan_door(
    user: AbstractBaseUser | AnonymousUser, connection: MagisteriumConnection
) -> tuple[MagisteriumConnection, Copies]:
    """Refuse a person known to be on the free plan; say which kept copies others may read.

    A free plan seen within PLAN_RECHECK refuses locally (no upstream call, no cached copy);
    an older one is checked with upstream first, so someone who upgraded gets in within the
    hour. A paid plan seen within PAID_RECHECK reads every copy. Otherwise the person's own
    call goes to upstream, whose answer shows the plan: with a paid plan seen long ago an
    earlier copy may still answer when upstream fails, with none known no copy ever does.
    Service accounts serve the public readings: only a recent free plan stops them.
    Returns the connection to go on with (read again after a check) and the copies allowed.
    """
    now = timezone.now()
    seen = connection.plan_seen_at
    if connection.plan == Plan.FREE:
        if seen is not None and seen > now - PLAN_RECHECK:
            raise magisterium.PlanRequired("free plan seen recently: refused without asking")
        connection_check(user, day=timezone.localdate())
        return connection_for(user), Copies.ALL
    if connection.plan == Plan.PAID and seen is not None and seen > now - PAID_RECHECK:
        return connection, Copies.ALL
    if is_service_account(user):
        return connection, Copies.ALL
    if connection.plan == Plan.PAID:
        return connection, Copies.ON_OUTAGE
    return connection, Copies.NONE


def connection_check(
    user: AbstractBaseUser | AnonymousUser, *, day: date
) -> magisterium.Martyrology:
    """Ask upstream (not the shared cache) for `day`'s saints with the user's token.

    Records the plan; raises like any call through the door, or UpstreamUnavailable when the
    answer did not come from upstream just now. It passes no plan door: it is how the plan is
    learnt.
    """
    session = magisterium.Session(ConnectionTokens(user, with_plan_door=False))
    return session.check_connection(day=day)


class ConnectionTokens:
    """The door's TokenSource for one portal user: the tokens of their MagisteriumConnection.

    Keeps no state between calls (the connection row is read for each call, as its tokens may
    have been refreshed by another process meanwhile), so one may serve several threads.
    """

    def __init__(
        self, user: AbstractBaseUser | AnonymousUser, *, with_plan_door: bool = True
    ) -> None:
        # Whoever the door was made for: a visitor's call ends in connection_for
        # (MagisteriumNotConnected), as a user's does without a usable connection.
        self.user = user
        self.with_plan_door = with_plan_door

    def _connected_user(self) -> AbstractBaseUser:
        """The user, for what follows a call made with their token: connection_for lets no
        visitor get that far."""
        if not self.user.is_authenticated:
            raise MagisteriumNotConnected("not signed in")
        return self.user

    def account_id(self) -> str:
        return connection_for(self.user).account_id

    def current(self) -> magisterium.UserToken:
        connection, copies = connection_for(self.user), Copies.ALL
        if self.with_plan_door:
            connection, copies = plan_door(self.user, connection)
        return replace(_fresh_token(connection), copies=copies)

    def refreshed_after(self, rejected: magisterium.UserToken) -> magisterium.UserToken:
        connection = token_refresh(connection_for(self.user), rejected_token=rejected.access_token)
        return _user_token(connection)

    def sign_in_needed(self, refused: magisterium.UserToken) -> magisterium.Unauthorized:
        needs_sign_in_mark(
            user_id=self._connected_user().pk,
            account_id=refused.account_id,
            reason="Magisterium refused a freshly refreshed token",
        )
        return MagisteriumNotConnected("refreshed token refused too")

    def plan_seen(self, *, paid: bool) -> None:
        # A connection check (no plan door) always renews the time the plan was last seen.
        plan_record(
            self._connected_user(), Plan.PAID if paid else Plan.FREE, renew=not self.with_plan_door
        )
