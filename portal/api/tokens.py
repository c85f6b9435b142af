"""Making, finding and revoking personal access tokens.

A token is "mgp_" and 32 random bytes (URL-safe base64). The database keeps its SHA-256 and
its first characters (the prefix a person recognises it by); a presented token is looked up
by prefix and its hash compared in constant time, so neither the database index nor the
comparison tells an attacker how much of a guess was right.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from portal.api.models import PersonalAccessToken

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# "Magisterium portal": every token starts with it, so secret scanners and people spot one.
TOKEN_MARK = "mgp_"  # noqa: S105 (a mark, not a secret)
PREFIX_LENGTH = len(TOKEN_MARK) + 8
TOKEN_BYTES = 32
DEFAULT_DAYS = 90
MAX_DAYS = 366
# A token's last use is written at most this often: a notebook's burst of calls is one write.
LAST_USED_EVERY = timedelta(minutes=1)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class NewToken:
    row: PersonalAccessToken
    secret: str  # the token itself: shown once, never stored


class TooManyTokens(Exception):
    """The account already holds API_TOKENS_PER_ACCOUNT usable tokens."""


def tokens_allowed() -> int:
    """How many unrevoked, unexpired tokens one account may hold (0: no limit)."""
    return int(settings.API_TOKENS_PER_ACCOUNT)


def usable_token_count(owner: User) -> int:
    return PersonalAccessToken.objects.filter(
        owner=owner, revoked_at__isnull=True, expires_at__gt=timezone.now()
    ).count()


def token_create(owner: User, *, name: str, days: int = DEFAULT_DAYS) -> NewToken:
    """Make a token, or raise TooManyTokens when the account holds its allowance of them."""
    if not 1 <= days <= MAX_DAYS:
        raise ValueError(f"a token lasts 1 to {MAX_DAYS} days")
    secret = TOKEN_MARK + secrets.token_urlsafe(TOKEN_BYTES)
    now = timezone.now()
    with transaction.atomic():
        # The owner's row is locked while counting, so two forms sent at once cannot both
        # take the last place (PostgreSQL; SQLite serialises writes anyway).
        get_user_model().objects.select_for_update().filter(pk=owner.pk).first()
        allowed = tokens_allowed()
        if allowed and usable_token_count(owner) >= allowed:
            raise TooManyTokens(allowed)
        row = PersonalAccessToken.objects.create(
            owner=owner,
            name=name,
            prefix=secret[:PREFIX_LENGTH],
            token_hash=token_hash(secret),
            created_at=now,
            expires_at=now + timedelta(days=days),
        )
    return NewToken(row=row, secret=secret)


def tokens_of(owner: User) -> list[PersonalAccessToken]:
    return list(PersonalAccessToken.objects.filter(owner=owner))


def token_revoke(owner: User, token_id: int) -> bool:
    """Revoke one of `owner`'s tokens; False when they have no such token still unrevoked."""
    revoked = PersonalAccessToken.objects.filter(
        owner=owner, pk=token_id, revoked_at__isnull=True
    ).update(revoked_at=timezone.now())
    return bool(revoked)


def token_active(presented: str) -> PersonalAccessToken | None:
    """The unrevoked, unexpired token `presented` is, of an active account; else None."""
    if not presented.startswith(TOKEN_MARK) or len(presented) > 200:
        return None
    wanted = token_hash(presented)
    now = timezone.now()
    candidates = PersonalAccessToken.objects.filter(
        prefix=presented[:PREFIX_LENGTH], revoked_at__isnull=True, expires_at__gt=now
    ).select_related("owner")
    found = None
    for candidate in candidates:
        # Every candidate is compared (no early exit), each in constant time.
        if hmac.compare_digest(candidate.token_hash, wanted):
            found = candidate
    # An erase first marks the account inactive: from then on its tokens open nothing.
    if found is None or not found.owner.is_active:
        return None
    if found.last_used_at is None or found.last_used_at < now - LAST_USED_EVERY:
        PersonalAccessToken.objects.filter(pk=found.pk).filter(
            Q(last_used_at__isnull=True) | Q(last_used_at__lt=now - LAST_USED_EVERY)
        ).update(last_used_at=now)
        found.last_used_at = now
    return found
