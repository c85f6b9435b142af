"""A day's rows changed: drop the public pages kept with them (portal.core.page_cache)."""

from __future__ import annotations

from django.db import transaction

from portal.core import page_cache
from portal.readings.models import DailyText


def forget_kept_pages(sender: type, instance: DailyText, **kwargs: object) -> None:
    # Now, so the next request inside this transaction sees the change, and again once it
    # commits, in case a page rendered meanwhile from the old rows was kept.
    page_cache.forget_days([instance.day])
    transaction.on_commit(lambda: page_cache.forget_days([instance.day]))
