"""Sign-in and sign-out: keep the tokens of a completed sign-in, revoke them at sign-out.

The rest of the portal reaches Magisterium through `portal.magisterium.session_for(user)`,
whose tokens come from `portal.accounts.tokens`; the stored connection is
`portal.accounts.connections`.
"""

# Reference: docs/security.md §4-§7 (tokens at rest, sign-out revokes).

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from portal.accounts import oauth
from portal.accounts.crypto import InvalidToken, token_encrypt
from portal.accounts.models import MagisteriumConnection, PendingRevocation
from portal.accounts.registration import client_app
from portal.accounts.service_accounts import is_service_account

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import AnonymousUser, User

logger = logging.getLogger(__name__)


def connection_store(
    *,
    user: User,
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


def connection_revoke(user: AbstractBaseUser | AnonymousUser | None) -> bool:
    """Revoke the user's tokens upstream and delete them here (those upstream did not confirm
    revoked are queued for retry, see `tokens_revoke`).

    A service account's connection is kept: the portal itself needs it, and a web sign-out
    or disconnect must never stop the prefetch. Returns whether a connection was removed.
    """
    if user is None or not user.is_authenticated or not user.pk:
        # Nobody signed in (None at a visitor's sign-out), or a user never saved.
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
    connection_tokens_revoke(connection, account_id=connection.account_id)
    connection.delete()
    return True


UNREADABLE = "no configured key opens these tokens"


def connection_tokens_revoke(connection: MagisteriumConnection, *, account_id: str) -> Revocation:
    """Revoke the connection's tokens upstream (see `tokens_revoke`), before it is deleted.

    Tokens no configured key opens are kept for the retry as they are (a key removed too early
    and put back opens them), so none is dropped unrevoked."""
    try:
        tokens = [("access_token", connection.access_token)]
        if connection.refresh_token_encrypted:
            tokens.insert(0, ("refresh_token", connection.refresh_token))
    except InvalidToken:
        pending = PendingRevocation.objects.create(
            access_token_encrypted=connection.access_token_encrypted,
            refresh_token_encrypted=connection.refresh_token_encrypted,
            last_error=UNREADABLE,
        )
        logger.warning(
            "tokens of account %s cannot be decrypted: kept as they are for revocation "
            "(pending revocation %d)",
            account_id,
            pending.pk,
        )
        failed = TokenRevocation("access_token", FAILED, UNREADABLE)
        return Revocation(results=(failed,), pending_id=pending.pk)
    return tokens_revoke(tokens, account_id=account_id)


# What the authorization server said about one token (RFC 7009 §2.2).
REVOKED = "revoked"  # HTTP 200
NOTHING_TO_REVOKE = "nothing_to_revoke"  # HTTP 400 unsupported_token_type / invalid_token
FAILED = "failed"  # anything else: it may still be valid upstream


@dataclass(frozen=True)
class TokenRevocation:
    hint: str  # "refresh_token" or "access_token"
    outcome: str  # REVOKED, NOTHING_TO_REVOKE or FAILED
    error: str = ""  # why FAILED, as OAuthServerError words it (never a token)
    asked: bool = True  # False: not sent (no client, or an earlier token of the call failed)


@dataclass(frozen=True)
class Revocation:
    """The outcome of revoking some tokens, per token; `pending_id` is the PendingRevocation
    row that holds the ones upstream did not confirm (None: none, or not queued)."""

    results: tuple[TokenRevocation, ...] = ()
    pending_id: int | None = None

    @property
    def confirmed(self) -> bool:
        """Whether upstream confirmed every token revoked (or had nothing to revoke)."""
        return all(result.outcome != FAILED for result in self.results)

    @property
    def error(self) -> str:
        return next((result.error for result in self.results if result.error), "")


def tokens_revoke_each(tokens: list[tuple[str, str]], *, label: str) -> Revocation:
    """Ask upstream to revoke each `(token_type_hint, token)` pair; `label` names whose in the
    log. After a failure the remaining tokens are not tried (upstream is not answering: each
    would wait out its own timeout) and count as failed too."""
    app = client_app()
    failure = "" if app is not None else "the portal has no OAuth client at Magisterium"
    results = []
    for hint, token in tokens:
        if not token:
            continue
        if app is None:
            results.append(TokenRevocation(hint, FAILED, failure, asked=False))
            logger.warning("could not revoke the %s of %s: %s", hint, label, failure)
            continue
        if failure:
            results.append(TokenRevocation(hint, FAILED, failure, asked=False))
            logger.warning("did not ask to revoke the %s of %s after that", hint, label)
            continue
        try:
            revoked = oauth.token_revoke(
                client_id=app.client_id, client_secret=app.secret, token=token, token_type_hint=hint
            )
        except oauth.OAuthServerError as error:
            failure = str(error)[:300]
            results.append(TokenRevocation(hint, FAILED, failure))
            logger.warning("could not revoke the %s of %s: %s", hint, label, failure)
        else:
            outcome = REVOKED if revoked else NOTHING_TO_REVOKE
            results.append(TokenRevocation(hint, outcome))
            logger.info("the %s of %s: %s upstream", hint, label, outcome)
    return Revocation(results=tuple(results))


def tokens_revoke(
    tokens: list[tuple[str, str]], *, account_id: str, queue: bool = True
) -> Revocation:
    """Revoke `(token_type_hint, token)` pairs upstream and say, per token, whether upstream
    confirmed it. The tokens it did not confirm are queued (unless not `queue`) in a
    PendingRevocation that the `accounts.revocations_retry` task retries until it does."""
    revocation = tokens_revoke_each(tokens, label=f"account {account_id}")
    if not queue or revocation.confirmed:
        return revocation
    failed = {result.hint for result in revocation.results if result.outcome == FAILED}
    pending = revocation_queue(
        [(hint, token) for hint, token in tokens if token and hint in failed],
        error=revocation.error,
    )
    logger.warning(
        "revocation of the tokens of account %s queued for retry (pending revocation %d)",
        account_id,
        pending.pk,
    )
    return replace(revocation, pending_id=pending.pk)


def revocation_queue(tokens: list[tuple[str, str]], *, error: str) -> PendingRevocation:
    """Keep `(token_type_hint, token)` pairs, encrypted, for the retry task (once tried)."""
    encrypted = {"access_token": "", "refresh_token": ""}
    for hint, token in tokens:
        if hint not in encrypted:
            raise ValueError(f"unknown token type hint {hint!r}")
        encrypted[hint] = token_encrypt(token)
    return PendingRevocation.objects.create(
        access_token_encrypted=encrypted["access_token"],
        refresh_token_encrypted=encrypted["refresh_token"],
        attempts=1,
        last_error=error[:300],
    )
