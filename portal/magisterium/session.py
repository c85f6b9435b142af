"""The door: one object per user with a typed method per skill.

    api = magisterium.session_for(request.user)
    profile = api.pope_lookup(pope_id="leo-xiv")      # Profile | NotFound
    if profile.origin is magisterium.Origin.EARLIER_COPY: ...

Every feature reaches upstream this way, so `grep pope_lookup` leads from a view to the skill.
Each method takes the owner's token from a `TokenSource`, calls the skill (`skills`), and on a
401 asks the source for a refreshed token and tries once more; a second 401 means "sign in
again". What upstream showed about the plan is told to the source: paid when upstream itself
answered (`Origin.UPSTREAM`), not paid on `PlanRequired`. A cached copy says nothing about the
plan.

`session_for(owner)` builds the session from the token source factory registered at start-up
(`portal.accounts` registers its own in AppConfig.ready), so this package never imports the
code that stores tokens.
"""

# Reference: docs/architecture.md "The door"; docs/upstream.md §2 (tokens), §8.3-§8.4.

from __future__ import annotations

import contextvars
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import date
from typing import Any, Protocol, TypeVar

from django.db import connections

from portal.magisterium import errors, skills, throttle
from portal.magisterium.per_process import PerProcess
from portal.magisterium.results import (
    Answer,
    Document,
    Martyrology,
    NotFound,
    Origin,
    Profile,
    Readings,
    SearchResults,
    StatisticsSeries,
)
from portal.magisterium.tokens import Copies, TokenSource, UserToken

R = TypeVar("R")


class Owner(Protocol):
    """Whoever a session calls upstream for: a portal user (`portal.accounts`' model, or a
    service account), known to the door only by having a primary key. The token source
    factory decides what an owner's tokens are; the door just hands the owner on."""

    @property
    def pk(self) -> object: ...


_token_source_factory: Callable[[Owner], TokenSource] | None = None

# Threads for a comparison's misses, kept from request to request: starting five threads for
# each comparison cost it about 4 ms (docs/performance.md). Enough for every thread of a worker to
# fetch five at once (its sixth runs on the request's thread); beyond that misses wait their
# turn. Built on first use in each process, like the background pool.
MANY_THREADS = 24
_many_pool: PerProcess[ThreadPoolExecutor] = PerProcess(
    lambda: ThreadPoolExecutor(MANY_THREADS, thread_name_prefix="magisterium-many"),
    close=lambda pool: pool.shutdown(wait=False),
)


def register_token_source(factory: Callable[[Owner], TokenSource]) -> None:
    """Tell the door how to get an owner's tokens: `factory(owner)` → a TokenSource."""
    global _token_source_factory
    _token_source_factory = factory


def session_for(owner: Owner) -> Session:
    """The door for `owner` (a portal user): cheap to make, one per request or task (it keeps
    the owner's token for its lifetime)."""
    if _token_source_factory is None:
        raise RuntimeError("no token source registered (portal.accounts registers one)")
    return Session(_token_source_factory(owner))


class Session:
    """Upstream for one owner. Methods are keyword-only and raise `MagisteriumError`s."""

    def __init__(self, source: TokenSource) -> None:
        self._source = source
        # The token, read once per session (a request or a task) and shared by its threads:
        # a comparison's parallel fetches then touch no database. A 401 replaces it.
        self._token: UserToken | None = None
        self._paid_told = False

    def _current(self) -> UserToken:
        if self._token is None:
            self._token = self._source.current()
        return self._token

    def _attempt(self, skill: Callable[..., R], **kwargs: Any) -> R:
        """`skill` with the owner's token; after a 401, once more with a refreshed one."""
        token = self._current()
        try:
            return skill(token=token, **kwargs)
        except errors.Unauthorized:
            token = self._token = self._source.refreshed_after(token)
            try:
                return skill(token=token, **kwargs)
            except errors.Unauthorized:
                # A token fresh from the server is refused too: only a new sign-in can help.
                raise self._source.sign_in_needed(token) from None

    def _plan_shown(self, outcome: object) -> None:
        """Tell the source what `outcome` (a result or an error) showed about the plan."""
        if isinstance(outcome, errors.PlanRequired):
            self._source.plan_seen(paid=False)
        elif getattr(outcome, "origin", None) is Origin.UPSTREAM and not self._paid_told:
            self._paid_told = True  # once per session is enough
            self._source.plan_seen(paid=True)
            if self._token is not None:
                # Upstream itself answered this owner: kept copies may answer them from now on.
                self._token = replace(self._token, copies=Copies.ALL)

    def _call(self, skill: Callable[..., R], **kwargs: Any) -> R:
        self._current()  # a refusal by the token source (a known free plan) shows nothing new
        try:
            result = self._attempt(skill, **kwargs)
        except errors.PlanRequired as error:
            self._plan_shown(error)
            raise
        self._plan_shown(result)
        return result

    # --- One method per skill -----------------------------------------------------------------

    def catholic_qa(self, *, question: str, context_id: str | None = None) -> Answer:
        """A cited answer for this user only (never cached); `context_id` continues a thread."""
        return self._call(skills.catholic_qa, question=question, context_id=context_id)

    def document_search(self, *, query: str) -> SearchResults:
        """Semantic search over Church documents."""
        return self._call(skills.document_search, query=query)

    def document_fetch(self, *, document_id: str) -> Document | NotFound:
        """One document's body and metadata; NotFound for an unknown id."""
        return self._call(skills.document_fetch, document_id=document_id)

    def liturgical_readings(self, *, day: date) -> Readings:
        """The Mass readings of `day` (text None when upstream has none)."""
        return self._call(skills.liturgical_readings, day=day)

    def liturgical_readings_in_words(self, *, words: str) -> Readings | NotFound:
        """The Mass readings of the date `words` name ("the 3rd Sunday of Advent"), with
        that date as `day`; NotFound when upstream names no date for them. Never cached."""
        return self._call(skills.liturgical_readings_in_words, words=words)

    def saints_of_the_day(self, *, day: date) -> Martyrology:
        """The Roman Martyrology entry of `day` (text None when upstream has none)."""
        return self._call(skills.saints_of_the_day, day=day)

    def saint_lookup(
        self, *, query: str | None = None, saint_id: str | None = None
    ) -> Profile | NotFound:
        """A saint, blessed, venerable or servant of God, by name or by `saint_id`."""
        return self._call(skills.saint_lookup, query=query, saint_id=saint_id)

    def person_lookup(
        self, *, query: str | None = None, person_id: str | None = None
    ) -> Profile | NotFound:
        """A bishop, cardinal or other clergy member (not popes), by name or `person_id`."""
        return self._call(skills.person_lookup, query=query, person_id=person_id)

    def pope_lookup(
        self, *, query: str | None = None, pope_id: str | None = None
    ) -> Profile | NotFound:
        """A pope by name or by `pope_id` (e.g. "benedict-xvi")."""
        return self._call(skills.pope_lookup, query=query, pope_id=pope_id)

    def diocese_lookup(
        self, *, query: str | None = None, source_code: str | None = None
    ) -> Profile | NotFound:
        """A diocese or other jurisdiction by name or by `source_code` (e.g. "dmaml")."""
        return self._call(skills.diocese_lookup, query=query, source_code=source_code)

    def diocese_statistics(
        self,
        *,
        query: str | None = None,
        source_code: str | None = None,
        start_year: int | None = None,
        end_year: int | None = None,
    ) -> StatisticsSeries | NotFound:
        """A diocese's yearly statistics, optionally limited to an inclusive year range."""
        return self._call(
            skills.diocese_statistics,
            query=query,
            source_code=source_code,
            start_year=start_year,
            end_year=end_year,
        )

    def diocese_statistics_many(
        self,
        *,
        source_codes: Sequence[str],
        start_year: int | None = None,
        end_year: int | None = None,
    ) -> list[StatisticsSeries | NotFound | errors.MagisteriumError]:
        """Several dioceses' statistics for one year range, in the order of `source_codes`;
        a diocese that fails gets its error in its place instead of raising.

        Fresh shared copies are read first, on this thread; only the misses go upstream, side
        by side (the first on this thread, the others on threads kept for this), so cached
        series cost about what one does and misses about one round trip. A miss is not looked
        up in the cache a second time. The threads share this session's token, so they touch
        no database; what upstream showed about the plan is recorded here once all have
        answered.
        """
        years = {"start_year": start_year, "end_year": end_year}
        outcomes: dict[str, StatisticsSeries | NotFound | errors.MagisteriumError] = {}
        codes = list(dict.fromkeys(source_codes))
        try:
            cached = skills.diocese_statistics_cached_many(
                token=self._current(), source_codes=codes, **years
            )
        except errors.MagisteriumError as error:  # not connected, a known free plan…
            cached = dict.fromkeys(codes, error)
        outcomes.update({code: found for code, found in cached.items() if found is not None})
        misses = [code for code in dict.fromkeys(source_codes) if code not in outcomes]

        def fetch(code: str) -> StatisticsSeries | NotFound | errors.MagisteriumError:
            try:
                return self._attempt(
                    skills.diocese_statistics, source_code=code, after_cache_miss=True, **years
                )
            except errors.MagisteriumError as error:
                return error

        def fetch_in_thread(code: str) -> StatisticsSeries | NotFound | errors.MagisteriumError:
            try:
                return fetch(code)
            finally:
                # Only a token refresh opens a database connection here: it is this thread's.
                connections.close_all()

        if len(misses) > 1:
            pool = _many_pool.get()
            # Each thread runs in a copy of this context: the page's time budget holds there.
            futures = {
                code: pool.submit(contextvars.copy_context().run, fetch_in_thread, code)
                for code in misses[1:]
            }
            outcomes[misses[0]] = fetch(misses[0])
            outcomes.update({code: future.result() for code, future in futures.items()})
        elif misses:
            outcomes[misses[0]] = fetch(misses[0])
        for code in misses:
            self._plan_shown(outcomes[code])
        return [outcomes[code] for code in source_codes]

    def diocese_statistics_kept(
        self,
        *,
        source_codes: Sequence[str],
        start_year: int | None = None,
        end_year: int | None = None,
    ) -> dict[str, StatisticsSeries]:
        """The fresh shared copies of these dioceses' statistics, for the codes that have one;
        asks nobody. For a page that only names dioceses it will not chart (an error page), so
        a lost connection or a plan not yet shown gives {} rather than an error."""
        try:
            cached = skills.diocese_statistics_cached_many(
                token=self._current(),
                source_codes=list(dict.fromkeys(source_codes)),
                start_year=start_year,
                end_year=end_year,
            )
        except errors.MagisteriumError:
            return {}
        return {
            code: found for code, found in cached.items() if isinstance(found, StatisticsSeries)
        }

    # --- Beside the skills ----------------------------------------------------------------------

    def require_paid_plan(self) -> None:
        """Raise (PlanRequired, not connected…) unless this owner may read kept copies of paid
        data now: what a local copy (the research warehouse) asks before it answers. When the
        token source does not know the plan, upstream is asked (one connection check); when it
        saw a paid plan long ago and upstream does not answer, that old proof still holds."""
        token = self._current()
        if token.copies is Copies.ALL:
            return
        try:
            self.check_connection(day=date.today())
        except errors.UpstreamUnavailable:
            if token.copies is not Copies.ON_OUTAGE:
                raise

    def check_connection(self, *, day: date) -> Martyrology:
        """Ask upstream itself (never the shared cache's fresh copy) for `day`'s saints: proves
        that the token works and records the plan. UpstreamUnavailable when only an earlier
        copy could answer."""
        result = self._call(skills.saints_of_the_day, day=day, from_upstream=True)
        if result.origin is not Origin.UPSTREAM:
            raise errors.UpstreamUnavailable("answered from a cached copy")
        return result

    def seconds_until_allowed(self, skill_id: str) -> int:
        """Whole seconds before this owner may send `skill_id` (0 = now); asks nobody."""
        return throttle.seconds_until_allowed(self._source.account_id(), skill_id)
