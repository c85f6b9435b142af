"""Sign-in and sign-out: keep the tokens of a completed sign-in, revoke them at sign-out.

The rest of the portal reaches Magisterium through `portal.magisterium.session_for(user)`,
whose tokens come from `portal.accounts.tokens`; the stored connection is
`portal.accounts.connections`.
"""

# Reference: docs/security.md §4-§7 (tokens at rest, sign-out revokes).

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from portal.accounts import oauth
from portal.accounts.crypto import InvalidToken
from portal.accounts.models import MagisteriumConnection
from portal.accounts.registration import client_app
from portal.accounts.service_accounts import is_service_account

logger = logging.getLogger(__name__)


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
    tokens_revoke(connection_tokens(connection), account_id=connection.account_id)
    connection.delete()
    return True


def connection_tokens(
    connection: MagisteriumConnection, *, label: str | None = None
) -> list[tuple[str, str]]:
    """The connection's `(token_type_hint, token)` pairs to revoke, refresh token first (empty
    when no configured key opens them). `label` names the account in the log line instead of
    its account id."""
    try:
        tokens = [("access_token", connection.access_token)]
        if connection.refresh_token_encrypted:
            tokens.insert(0, ("refresh_token", connection.refresh_token))
    except InvalidToken:
        logger.warning("tokens of account %s cannot be decrypted", label or connection.account_id)
        tokens = []
    return tokens


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
