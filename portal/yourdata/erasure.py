"""Erasing everything the portal keeps about one person (docs/security.md "Your data", §21).

It first marks the account inactive and takes the research harvest's and the token refresh's
per-user locks, so a running harvest step or refresh leaves no orphan row; then it revokes the
tokens at Magisterium (what upstream does not confirm is queued for retry, encrypted, linked to
nobody), deletes the connection, threads, collections, email subscriptions, every session and
the user row, and logs the erase under an opaque reference that names nobody. What is erased
is listed in
`portal.yourdata.personal_data`, which shows and downloads the same.
"""

from __future__ import annotations

import logging
from contextlib import ExitStack
from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.crypto import salted_hmac

from portal.accounts.models import MagisteriumConnection, PendingRevocation
from portal.accounts.service_accounts import is_service_account
from portal.accounts.services import Revocation, connection_tokens_revoke
from portal.accounts.sessions import sessions_delete
from portal.accounts.tokens import LOCK_TIMEOUT, refresh_lock_key
from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.library.models import Thread
from portal.research import harvest
from portal.research.models import Collection
from portal.subscriptions.models import Subscription

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

logger = logging.getLogger(__name__)

# How long an erase waits for a running research harvest step of the person to stop (the step
# stops before its next diocese once the account is inactive: at most one diocese's calls).
ERASE_LOCK_WAIT = 60


class ServiceAccountNotErasable(Exception):
    """The portal itself uses this account upstream: it is never erased from the web."""


class EraseBusy(Exception):
    """A background task of the person's did not stop in time (or Redis is unreachable):
    nothing was erased, the person may try again shortly."""


# What became of the person's tokens at Magisterium (Erased.tokens).
TOKENS_NONE_HELD = "none held"
TOKENS_REVOKED = "revoked"  # upstream confirmed each one (RFC 7009: HTTP 200)
TOKENS_QUEUED = "not yet revoked, queued for retry"  # in a PendingRevocation row


@dataclass(frozen=True)
class Erased:
    reference: str
    threads: int
    collections: int
    sessions: int
    tokens: str  # TOKENS_NONE_HELD, TOKENS_REVOKED or TOKENS_QUEUED
    pending_revocations: tuple[int, ...] = ()

    @property
    def tokens_revoked(self) -> bool:
        return self.tokens == TOKENS_REVOKED


def erase_reference(user_id: int) -> str:
    """A stable pseudonym for a user id in logs: the erase is logged without naming anyone."""
    return salted_hmac("portal.accounts.erase", str(user_id)).hexdigest()[:16]


def account_erase(user: AbstractBaseUser) -> Erased:
    """Revoke the person's tokens upstream and delete everything that names them, their
    sessions and their user row last (the warehouse's `fetched_by` links are cleared, its
    figures kept).

    The races: the account is first marked inactive (committed), which ends their other
    sessions and makes a running harvest step stop before its next diocese; the erase then
    takes that step's per-owner lock, so no step writes for the person while, or after, they
    are deleted (a step queued later finds no user, or no active one). The tokens are revoked
    and the connection deleted under the user's token lock, so a refresh in flight either
    finished first (and its new tokens are the ones revoked) or finds the connection gone.

    What upstream did not confirm revoked (no answer, a timeout, a 5xx) is queued in a
    PendingRevocation, without anything naming the person, and retried by the
    `accounts.revocations_retry` task until upstream confirms it; `Erased.tokens` and the log
    line say which happened.
    """
    if is_service_account(user):
        raise ServiceAccountNotErasable(user.pk)
    user_model = get_user_model()
    reference = erase_reference(user.pk)
    was_active = user_model.objects.filter(pk=user.pk).values_list("is_active", flat=True).first()
    user_model.objects.filter(pk=user.pk).update(is_active=False)
    locks = (
        (harvest.owner_lock_key(user.pk), harvest.LOCK_SECONDS),
        (refresh_lock_key(user.pk), 2 * LOCK_TIMEOUT),
    )
    try:
        with ExitStack() as held:
            for key, timeout in locks:
                name = f"{key.rsplit(':', 1)[0]} of erased account {reference}"
                held.enter_context(
                    redis_lock(key, timeout=timeout, wait=ERASE_LOCK_WAIT, name=name)
                )
            connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
            revocation = None
            if connection is not None:
                # What upstream did not confirm is queued at once: should the deletion below
                # fail, the tokens are still revoked in the end, as the person asked.
                revocation = connection_tokens_revoke(connection, account_id=reference)
            erased = _delete_rows(user, reference, connection, revocation)
    except (LockBusy, LockUnavailable):
        user_model.objects.filter(pk=user.pk).update(is_active=bool(was_active))
        logger.warning("erase of account %s postponed: a task of it did not stop", reference)
        raise EraseBusy(reference) from None
    pending = ", ".join(str(pk) for pk in erased.pending_revocations)
    logger.info(
        "account %s erased: %d threads, %d collections, %d sessions, tokens at Magisterium: %s%s",
        reference,
        erased.threads,
        erased.collections,
        erased.sessions,
        erased.tokens,
        f" (pending revocation {pending})" if pending else "",
    )
    return erased


def _delete_rows(
    user: AbstractBaseUser,
    reference: str,
    revoked: MagisteriumConnection | None,
    revocation: Revocation | None,
) -> Erased:
    pending = [revocation.pending_id] if revocation and revocation.pending_id else []
    with transaction.atomic():
        threads = Thread.objects.filter(owner_id=user.pk).count()
        collections = Collection.objects.filter(owner_id=user.pk).count()
        # Tokens other than those just revoked (a refresh that ran after the token lock had
        # expired) are not deleted unrevoked: they go to the retry queue as they are.
        current = MagisteriumConnection.objects.select_for_update().filter(user_id=user.pk).first()
        if current is not None and (
            revoked is None
            or current.access_token_encrypted != revoked.access_token_encrypted
            or current.refresh_token_encrypted != revoked.refresh_token_encrypted
        ):
            pending.append(
                PendingRevocation.objects.create(
                    access_token_encrypted=current.access_token_encrypted,
                    refresh_token_encrypted=current.refresh_token_encrypted,
                    last_error="refreshed during the erase: not tried yet",
                ).pk
            )
        # Children first in plain bulk deletes (a long history is not loaded row by row), then
        # every session of theirs, then the user row, whose deletion cascades to everything
        # else that points at it and clears the warehouse's `fetched_by` links.
        Thread.objects.filter(owner_id=user.pk).delete()
        Collection.objects.filter(owner_id=user.pk).delete()
        MagisteriumConnection.objects.filter(user_id=user.pk).delete()
        # The readings by email subscribed to while signed in (their deliveries cascade): the
        # user row's deletion would only unlink them.
        Subscription.objects.filter(user_id=user.pk).delete()
        sessions = sessions_delete(user)
        get_user_model().objects.filter(pk=user.pk).delete()
    if pending:
        tokens = TOKENS_QUEUED
    elif revoked is not None:
        tokens = TOKENS_REVOKED
    else:
        tokens = TOKENS_NONE_HELD
    return Erased(
        reference=reference,
        threads=threads,
        collections=collections,
        sessions=sessions,
        tokens=tokens,
        pending_revocations=tuple(pending),
    )
