"""Reads: a user's own threads (never anyone else's) and how long until they may ask again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from django.db.models import Prefetch, QuerySet, prefetch_related_objects
from django.shortcuts import get_object_or_404

from portal import magisterium
from portal.library import marking
from portal.library.models import Exchange, Thread, search_fold

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import User
    from django.utils.safestring import SafeString


def thread_get(*, owner: User, thread_id: int) -> Thread:
    """The owner's thread with its exchanges; another user's id is a 404, like a missing one."""
    threads = Thread.objects.filter(owner_id=owner.pk).defer("search_text")
    return get_object_or_404(threads.prefetch_related("exchanges"), pk=thread_id)


@dataclass(frozen=True)
class HistoryPage:
    """One page of a user's threads, found without counting them all.

    A page reads one row past its end to learn whether another page follows, so the total is
    known only on the last page (`total`, else None): a search matching thousands of threads
    costs one page's worth of reading, not a scan of every match.
    """

    threads: list[Thread]
    number: int
    size: int
    has_next: bool

    @property
    def has_previous(self) -> bool:
        return self.number > 1

    @property
    def has_other_pages(self) -> bool:
        return self.has_previous or self.has_next

    @property
    def previous_page_number(self) -> int:
        return self.number - 1

    @property
    def next_page_number(self) -> int:
        return self.number + 1

    @property
    def start_index(self) -> int:
        """The 1-based position of the page's first thread in the whole list."""
        return (self.number - 1) * self.size + 1 if self.threads else 0

    @property
    def end_index(self) -> int:
        return (self.number - 1) * self.size + len(self.threads)

    @property
    def total(self) -> int | None:
        """How many threads the list holds, when this page shows it (it is the last one)."""
        if self.has_next or (not self.threads and self.number > 1):
            return None
        return self.end_index


def thread_search(*, owner: User, query: str = "") -> QuerySet[Thread]:
    """The owner's threads, latest activity first, matching `query` when given.

    `query` is a case-insensitive substring of any question or answer, looked up in the
    threads' search_text: on PostgreSQL the (owner, trigrams) GIN index answers it; the plain
    list reads the recency index in order. search_text itself is never loaded.
    """
    threads = Thread.objects.filter(owner_id=owner.pk)
    if query:
        threads = threads.filter(search_text__contains=search_fold(query))
    return threads.defer("search_text").order_by("-updated_at", "-pk")


def thread_page(*, owner: User, query: str = "", number: int = 1, size: int) -> HistoryPage:
    """Page `number` (from 1) of thread_search's list, `size` threads a page.

    Two queries: the page plus one row (is there a next page?), then its threads' questions
    (and, for a search, their answers: the snippets are cut from them here, in Python, so a
    search page costs no query more than the plain list).
    """
    offset = (number - 1) * size
    rows = list(thread_search(owner=owner, query=query)[offset : offset + size + 1])
    shown = rows[:size]
    columns = ["pk", "thread_id", "question", "asked_at"] + (["answer_text"] if query else [])
    exchanges = Exchange.objects.only(*columns)
    prefetch_related_objects(shown, Prefetch("exchanges", queryset=exchanges))
    for thread in shown:
        thread.exchange_count = len(thread.exchanges.all())
        thread.marked_title = marking.mark_phrase(thread.title, query) if query else None
        thread.snippet = _snippet(thread, query) if query else None
    return HistoryPage(threads=shown, number=number, size=size, has_next=len(rows) > size)


def _snippet(thread: Thread, query: str) -> SafeString | None:
    """Where `query` first occurs in the thread, beyond its title (which shows it already):
    in a later question or in an answer, as plain text, the match marked."""
    for position, exchange in enumerate(thread.exchanges.all()):
        texts = [exchange.question] if position else []
        for text in [*texts, exchange.answer_text]:
            found = marking.snippet(marking.plain_text(text), query)
            if found is not None:
                return found
    return None


def question_wait_seconds(*, user: AbstractBaseUser) -> int:
    """Seconds before `user` may ask again (catholic_qa's own rate pool); 0 = now.

    A user who cannot ask at all (not connected, sign-in expired) gets 0: the form stays
    usable and asking explains what is wrong, with the sign-in link.
    """
    try:
        return magisterium.session_for(user).seconds_until_allowed("catholic_qa")
    except magisterium.MagisteriumError:
        return 0
