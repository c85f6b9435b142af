"""Reads: a user's own threads (never anyone else's) and how long until they may ask again."""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Q, QuerySet
from django.shortcuts import get_object_or_404

from portal import magisterium
from portal.library.models import Exchange, Thread


def thread_get(*, owner: Any, thread_id: int) -> Thread:
    """The owner's thread with its exchanges; another user's id is a 404, like a missing one."""
    threads = Thread.objects.filter(owner_id=owner.pk).prefetch_related("exchanges")
    return get_object_or_404(threads, pk=thread_id)


def thread_list(*, owner: Any, query: str = "") -> QuerySet[Thread]:
    """The owner's threads, latest activity first; `query` matches questions and answers."""
    threads = Thread.objects.filter(owner_id=owner.pk)
    if query:
        matching = Exchange.objects.filter(thread__owner_id=owner.pk).filter(
            Q(question__icontains=query) | Q(answer_text__icontains=query)
        )
        threads = threads.filter(pk__in=matching.values("thread_id"))
    threads = threads.annotate(exchange_count=Count("exchanges"))
    # Meta.ordering is not applied to aggregating queries: say it again.
    return threads.order_by("-updated_at", "-pk").prefetch_related("exchanges")


def question_wait_seconds(*, user: Any) -> int:
    """Seconds before `user` may ask again (catholic_qa's own rate pool); 0 = now.

    A user who cannot ask at all (not connected, sign-in expired) gets 0: the form stays
    usable and asking explains what is wrong, with the sign-in link.
    """
    try:
        return magisterium.session_for(user).seconds_until_allowed("catholic_qa")
    except magisterium.MagisteriumError:
        return 0
