"""Writes: ask Magisterium a question and keep the answer in the user's history; delete it;
expire old history (LIBRARY_RETENTION_DAYS)."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import transaction
from django.db.models import F, TextField, Value
from django.db.models.functions import Concat
from django.utils import timezone

from portal import magisterium
from portal.library.models import Exchange, Thread

if TYPE_CHECKING:
    from datetime import datetime

    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

TITLE_CHARS = 120
# Threads deleted per transaction by the retention pass: a long backlog never becomes one huge
# transaction or one huge list of ids in memory.
EXPIRE_BATCH = 1000
MAX_RELATED = 10
_CITATION_FIELDS = ("title", "url", "document_id", "ref", "text", "paragraph", "passage")


def question_ask(*, user: User, question: str, thread: Thread | None = None) -> Exchange:
    """Ask `question` (inside `thread`'s upstream conversation when given) and record it.

    Raises the magisterium error family; nothing is stored unless an answer arrived.
    """
    context_id = (thread.context_id or None) if thread is not None else None
    answer = magisterium.session_for(user).catholic_qa(question=question, context_id=context_id)
    return exchange_record(owner=user, thread=thread, question=question, answer=answer)


def _title(question: str) -> str:
    flat = " ".join(question.split())
    return flat if len(flat) <= TITLE_CHARS else flat[: TITLE_CHARS - 1].rstrip() + "…"


def _context_id(value: str | None) -> str:
    # An id we could not send back next time is not worth keeping: follow-ups start afresh.
    if value and len(value) <= magisterium.MAX_ID_CHARS:
        return value
    return ""


@transaction.atomic
def exchange_record(
    *, owner: User, thread: Thread | None, question: str, answer: magisterium.Answer
) -> Exchange:
    """Store an answer as it came (raw text, citations, related questions) in a thread."""
    now = timezone.now()
    context_id = _context_id(answer.context_id)
    searchable = Thread.search_text_for(question, answer.text)
    if thread is None:
        thread = Thread.objects.create(
            owner=owner,
            title=_title(question),
            context_id=context_id,
            created_at=now,
            updated_at=now,
            search_text=searchable,
        )
    else:
        thread.context_id = context_id or thread.context_id
        thread.updated_at = now
        # Appended in the database: two follow-ups stored at once both land in the search.
        Thread.objects.filter(pk=thread.pk).update(
            context_id=thread.context_id,
            updated_at=now,
            search_text=Concat(
                F("search_text"), Value("\n" + searchable), output_field=TextField()
            ),
        )
        if "search_text" not in thread.get_deferred_fields():
            thread.refresh_from_db(fields=["search_text"])
    citations = [{k: getattr(c, k) for k in _CITATION_FIELDS} for c in answer.citations]
    related = [
        q.strip()
        for q in answer.related_questions
        if len(q.strip()) <= magisterium.MAX_QUESTION_CHARS
    ][:MAX_RELATED]
    return Exchange.objects.create(
        thread=thread,
        question=question,
        answer_text=answer.text,  # capped by portal.magisterium before it got here
        answer_truncated=answer.truncated,
        citations=citations,
        related_questions=related,
        task_id=answer.task_id[:200],
        asked_at=now,
    )


def thread_delete(*, thread: Thread) -> None:
    """Delete a thread and every exchange in it (the caller has checked the owner)."""
    thread.delete()


def threads_expire(*, now: datetime | None = None) -> int:
    """Delete every thread whose last activity (`updated_at`: its last question) is older than
    LIBRARY_RETENTION_DAYS, in batches; returns how many. 0 or unset: nothing is deleted."""
    days = int(getattr(settings, "LIBRARY_RETENTION_DAYS", 0) or 0)
    if days <= 0:
        return 0
    cutoff = (now or timezone.now()) - timedelta(days=days)
    deleted = 0
    while True:
        with transaction.atomic():
            batch = list(
                Thread.objects.filter(updated_at__lt=cutoff)
                .order_by("pk")
                .values_list("pk", flat=True)[:EXPIRE_BATCH]
            )
            if not batch:
                break
            # Checked again: a thread that got a question meanwhile stays (with its answers).
            _, per_model = Thread.objects.filter(pk__in=batch, updated_at__lt=cutoff).delete()
        deleted += per_model.get(Thread._meta.label, 0)
    if deleted:
        logger.info("library retention: %d threads idle over %d days deleted", deleted, days)
    return deleted
