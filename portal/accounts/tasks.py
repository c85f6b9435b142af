"""Celery task of the accounts: retrying token revocations upstream did not confirm
(CELERY_BEAT_SCHEDULE "accounts-revocations-retry"; portal/accounts/revocations.py)."""

from __future__ import annotations

from celery import shared_task

from portal.accounts.revocations import pending_revocations_retry


@shared_task(name="accounts.revocations_retry", acks_late=True)
def revocations_retry() -> dict[str, int]:
    """Retry the due pending revocations; counts of revoked, failed, unreadable and left."""
    return pending_revocations_retry()
