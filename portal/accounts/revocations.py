"""Retrying token revocations upstream did not confirm (PendingRevocation rows).

An erase, sign-out or disconnect deletes the person's tokens here at once; those Magisterium
did not confirm revoked (no answer, a timeout, a 5xx: RFC 7009 §2.2) wait in a
PendingRevocation, encrypted, without anything naming the person. Beat runs
`accounts.revocations_retry` every ten minutes (CELERY_BEAT_SCHEDULE
"accounts-revocations-retry"); each round retries the rows that are due, oldest first, and a
row is deleted once upstream confirmed each of its tokens. After each failed attempt a row
waits longer (10 min, 20, 40, … at most RETRY_MAX_DELAY). The operator console shows how many
wait and since when (portal.ops.status).
"""

from __future__ import annotations

import logging
import time
from datetime import datetime, timedelta

from django.db.models import F
from django.utils import timezone

from portal.accounts.crypto import InvalidToken
from portal.accounts.models import PendingRevocation
from portal.accounts.services import FAILED, UNREADABLE, tokens_revoke_each

logger = logging.getLogger(__name__)

RETRY_FIRST_DELAY = timedelta(minutes=10)
RETRY_MAX_DELAY = timedelta(hours=6)
# A round stops starting rows after this long, well inside CELERY_TASK_SOFT_TIME_LIMIT (one
# row may take two revocation calls of MAGISTERIUM_TIMEOUT each), and looks at this many rows.
ROUND_SECONDS = 120
ROUND_ROWS = 100


def retry_delay(attempts: int) -> timedelta:
    """How long a row waits after its `attempts`-th failed attempt. The first attempt is the
    erase's (or sign-out's) own, after which the row is due at once, i.e. at beat's next round;
    after the first retry it waits 10 minutes, then twice as long each time, at most
    RETRY_MAX_DELAY."""
    if attempts <= 1:
        return timedelta(0)
    return min(RETRY_FIRST_DELAY * 2 ** min(attempts - 2, 20), RETRY_MAX_DELAY)


def pending_revocations_retry(*, now: datetime | None = None) -> dict[str, int]:
    """One round: retry every due row (oldest due first) until one fails because upstream
    is not answering (the others keep their turn for the next round), ROUND_ROWS were tried
    or ROUND_SECONDS passed. Returns counts: revoked, failed, unreadable, left."""
    now = now or timezone.now()
    deadline = time.monotonic() + ROUND_SECONDS
    due = PendingRevocation.objects.filter(next_attempt_at__lte=now).order_by(
        "next_attempt_at", "pk"
    )
    counts = {"revoked": 0, "failed": 0, "unreadable": 0}
    for pk in list(due.values_list("pk", flat=True)[:ROUND_ROWS]):
        if time.monotonic() > deadline:
            break
        outcome = _retry_one(pk, now=now)
        if outcome in counts:
            counts[outcome] += 1
        if outcome == "failed":
            break
    counts["left"] = PendingRevocation.objects.count()
    return counts


def _retry_one(pk: int, *, now: datetime) -> str:
    row = PendingRevocation.objects.filter(pk=pk).first()
    if row is None:
        return "gone"
    # Claimed by counting the attempt first: a round running at the same time skips the row.
    attempts = row.attempts + 1
    claimed = PendingRevocation.objects.filter(pk=pk, attempts=row.attempts).update(
        attempts=F("attempts") + 1, next_attempt_at=now + retry_delay(attempts)
    )
    if not claimed:
        return "gone"
    try:
        tokens = row.tokens()
    except InvalidToken:
        PendingRevocation.objects.filter(pk=pk).update(last_error=UNREADABLE)
        logger.error("pending revocation %d: %s (put the old key back)", pk, UNREADABLE)
        return "unreadable"
    revocation = tokens_revoke_each(tokens, label=f"pending revocation {pk}")
    if revocation.confirmed:
        PendingRevocation.objects.filter(pk=pk).delete()
        logger.info(
            "pending revocation %d confirmed by Magisterium after %d attempts, %s after queued",
            pk,
            attempts,
            timezone.now() - row.queued_at,
        )
        return "revoked"
    # Forget the tokens upstream did confirm (each field alone, so a key rotation that
    # re-encrypted the other meanwhile is kept).
    blank = {
        f"{result.hint}_encrypted": "" for result in revocation.results if result.outcome != FAILED
    }
    PendingRevocation.objects.filter(pk=pk).update(last_error=revocation.error[:300], **blank)
    return "failed"
