"""The harvest: resolve each due collection entry and bring its diocese into the warehouse.

One *step* works for one owner with that owner's own token, resolving entries oldest first
until it runs out of its share of the owner's rate (RESEARCH_HARVEST_CALLS_PER_MINUTE) or the
account's throttle is full. The database says what is due every time, so a step killed half
way, or one that stopped at its budget, is simply continued by the next one (the beat tick
runs every minute): nothing about progress lives anywhere else. Each entry is finished in one
transaction, so an entry is either done or still due, and doing it twice changes nothing.

An entry costs 0 upstream calls when the warehouse already holds a fresh copy of its diocese,
else two: the profile (`diocese_lookup`), then the whole statistics series. The pace lives in
portal.research.pacing, the collection page's progress in portal.research.progress.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext
from redis.exceptions import RedisError

from portal import magisterium
from portal.core.ids import is_valid_id
from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.research import warehouse
from portal.research.models import Collection, Diocese, Entry
from portal.research.pacing import Pacing

if TYPE_CHECKING:
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

Status = Entry.Status

# A failing entry is tried this often, then left FAILED until someone edits or re-adds it.
MAX_ATTEMPTS = 5
# A step stops starting new entries after this long; the task's limits and the owner lock
# are set from it (portal.research.tasks), so a slow upstream never makes steps overlap.
STEP_SECONDS = 100
LOCK_SECONDS = 240
LOCK_KEY = "research:harvest:owner:{owner_id}"
MAX_ALTERNATES = 8


def owner_lock_key(owner_id: int) -> str:
    """The lock a harvest step holds for its owner (and an erase takes to stop the next one)."""
    return LOCK_KEY.format(owner_id=owner_id)


class _Pause(Exception):
    """The step stops here; the entry stays due and the next step takes it up."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class StepResult:
    """What one step did: upstream calls spent, entries finished, and why it stopped."""

    calls: int = 0
    done: int = 0
    unresolved: int = 0
    failed: int = 0
    duplicates: int = 0  # lines naming a diocese another line of their collection holds
    left_due: int = 0
    # Why it stopped: "" (nothing left due), "budget" (this minute's calls are spent),
    # "throttle" (the account is busy), "rate_limited", "upstream" (not answering), "time",
    # "account" (signed out, not connected or a free plan), "locked", "redis", "owner_gone"
    # (the account is being erased or was deactivated).
    stopped: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


# --- What is due ------------------------------------------------------------------------------


def due_entries(owner: User | None = None) -> QuerySet[Entry]:
    """Entries to harvest (of `owner`, or of everyone): pending, failed with attempts left, or
    done before the refresh interval or before their collection's "Refresh now"; those never
    harvested first."""
    stale_before = timezone.now() - timedelta(days=settings.RESEARCH_REFRESH_DAYS)
    entries = Entry.objects.filter(
        Q(status=Status.PENDING)
        | Q(status=Status.FAILED, attempts__lt=MAX_ATTEMPTS)
        | Q(status=Status.DONE)
        & (
            Q(harvested_at__isnull=True)
            | Q(harvested_at__lt=stale_before)
            | Q(collection__refresh_requested_at__gt=F("harvested_at"))
        )
    )
    if owner is not None:
        entries = entries.filter(collection__owner=owner)
    return entries.order_by(F("harvested_at").asc(nulls_first=True), "added_at", "pk")


def _owner_active(owner: User) -> bool:
    """Whether the owner still exists and is active: an erase first marks the account inactive
    (portal.yourdata.erasure), then takes this owner's lock."""
    return get_user_model().objects.filter(pk=owner.pk, is_active=True).exists()


def owners_with_due_entries() -> QuerySet[User]:
    return get_user_model().objects.filter(
        pk__in=due_entries().order_by().values("collection__owner"), is_active=True
    )


# --- One step ---------------------------------------------------------------------------------


def harvest_step(owner: User) -> StepResult:
    """Harvest `owner`'s due entries until the budget, the throttle or the time runs out.

    Returns at once (stopped="locked") when another step holds this owner's lock.
    """
    try:
        with redis_lock(owner_lock_key(owner.pk), timeout=LOCK_SECONDS):
            return _Step(owner).run()
    except LockBusy:
        return StepResult(stopped="locked")
    except LockUnavailable:
        logger.warning("research harvest for user %s skipped: Redis unavailable", owner.pk)
        return StepResult(stopped="redis")


class _Sourced(Protocol):
    """What `_Step._call` reads of every answer: where it came from."""

    @property
    def origin(self) -> magisterium.Origin: ...
    @property
    def stale(self) -> bool: ...


_Answer = TypeVar("_Answer", bound=_Sourced)


class _Step:
    # Set by run() before any entry is harvested, inside its error handling: the door may
    # refuse the owner, and the pacing needs Redis.
    session: magisterium.Session
    pacing: Pacing

    def __init__(self, owner: User) -> None:
        self.owner = owner
        self.result = StepResult()
        self.finished: set[int] = set()  # entries this step finished, found duplicate or failed

    def run(self) -> StepResult:
        started = time.monotonic()
        due = list(due_entries(self.owner).select_related("collection", "diocese"))
        try:
            self.session = magisterium.session_for(self.owner)
            if due:
                # Entries may resolve from the warehouse without a call: paid data still,
                # so only an owner whose own account is known to have a paid plan gets them.
                self.session.require_paid_plan()
            self.pacing = Pacing(self.owner.pk)
            for entry in due:
                if entry.pk in self.finished:
                    continue
                if time.monotonic() - started > STEP_SECONDS:
                    raise _Pause("time")
                if not _owner_active(self.owner):
                    # Being erased (or switched off): the erase waits for this step's lock, so
                    # stopping before the next entry lets it in with nothing half-written.
                    raise _Pause("owner_gone")
                self._harvest(entry)
        except _Pause as pause:
            self.result.stopped = pause.reason
        except RedisError:
            logger.warning("research harvest of user %s stopped: Redis unavailable", self.owner.pk)
            self.result.stopped = "redis"
        except (magisterium.Unauthorized, magisterium.PlanRequired) as error:
            # Not connected, signed out or a free plan: nothing can be harvested until the
            # person acts, so every due entry says why; attempts are not spent on it.
            left = [entry.pk for entry in due if entry.pk not in self.finished]
            Entry.objects.filter(pk__in=left).update(
                status=Status.FAILED, message=error.user_message[:500], refused=True
            )
            self.result.failed += len(left)
            self.result.stopped = "account"
        self.result.left_due = due_entries(self.owner).count()
        logger.info("research harvest of user %s: %s", self.owner.pk, self.result.as_dict())
        return self.result

    # --- Upstream, paced ----------------------------------------------------------------------

    def _call(self, method: Callable[..., _Answer], skill_id: str, **kwargs: Any) -> _Answer:
        """One call through the door, counted against the owner's harvest budget."""
        if self.session.seconds_until_allowed(skill_id) > 0:
            raise _Pause("throttle")  # the person is using their account: leave them the room
        if not self.pacing.take():
            raise _Pause("budget")
        self.result.calls += 1
        try:
            answer = method(**kwargs)
        except magisterium.RateLimited as limited:
            self.pacing.pause(limited.retry_after)  # the collection page counts it down
            raise _Pause("rate_limited") from None
        if answer.origin is magisterium.Origin.CACHE:
            self.pacing.give_back()
            self.result.calls -= 1
        elif answer.stale:
            # Upstream failed and an earlier copy answered: not a confirmation of anything.
            raise magisterium.UpstreamUnavailable("only an earlier copy answered")
        return answer

    def _lookup(self, entry: Entry) -> magisterium.Profile | magisterium.NotFound:
        lookup = self.session.diocese_lookup
        if entry.diocese is not None:
            return self._call(lookup, "diocese_lookup", source_code=entry.diocese.source_code)
        if entry.chosen_code:  # "Use this one": the candidate taken, not what was typed
            return self._call(lookup, "diocese_lookup", source_code=entry.chosen_code)
        query = entry.query.strip()
        if is_valid_id(query):
            found = self._call(lookup, "diocese_lookup", source_code=query)
            if not isinstance(found, magisterium.NotFound):
                return found
            # A one-word name ("Manila") fits the id rule too: ask for it as a name as well.
        return self._call(lookup, "diocese_lookup", query=query)

    # --- One entry ----------------------------------------------------------------------------

    def _known_diocese(self, entry: Entry) -> Diocese | None:
        """The diocese the entry names, if the warehouse holds it (resolved, or typed as a
        code it has): a fresh one costs no call."""
        if entry.diocese is not None:
            return entry.diocese
        if entry.chosen_code:
            return Diocese.objects.filter(source_code=entry.chosen_code).first()
        query = entry.query.strip()
        return Diocese.objects.filter(source_code=query).first() if is_valid_id(query) else None

    def _current(self, when: datetime | None, collection: Collection) -> bool:
        """True when something read at `when` needs no new read: within the refresh interval
        and after the collection's "Refresh now"."""
        if when is None:
            return False
        if when < timezone.now() - timedelta(days=settings.RESEARCH_REFRESH_DAYS):
            return False
        asked = collection.refresh_requested_at
        return asked is None or when >= asked

    def _harvest(self, entry: Entry) -> None:
        diocese = self._known_diocese(entry)
        collection = entry.collection
        need_profile = diocese is None or not self._current(diocese.profile_fetched_at, collection)
        need_series = diocese is None or not self._current(diocese.series_checked_at, collection)
        needed = int(need_profile) + int(need_series)
        # Both calls in one step where the limit allows: then no line waits half-done.
        if self.pacing.left() < min(needed, self.pacing.limit):
            raise _Pause("budget")
        kept: Entry | None = entry
        try:
            if need_profile or diocese is None:  # no diocese: need_profile is True anyway
                found = self._lookup(entry)
                if isinstance(found, magisterium.NotFound):
                    self._unresolved(entry, found)
                    return
                if not is_valid_id(warehouse.profile_code(found)):
                    raise magisterium.MalformedResponse("a diocese profile without a valid code")
                diocese = warehouse.store_profile(found, user=self.owner)
                # A line resolved (or a candidate chosen) keeps what it has; a name asked
                # for the first time keeps upstream's other candidates.
                fresh = entry.diocese is None and not entry.chosen_code
                alternates = _alternates(found.alternates) if fresh else None
                # Recorded at once, so a step stopped before the series resumes from the code.
                kept = self._resolved(entry, diocese, alternates)
            elif entry.diocese is None:
                kept = self._resolved(entry, diocese, [])
            if kept is None:
                return  # another line holds this diocese: this one is a duplicate
            if not self._current(diocese.series_checked_at, collection):
                self._store_series(diocese)
        except (_Pause, magisterium.Unauthorized, magisterium.PlanRequired):
            raise
        except magisterium.MagisteriumError as error:
            self._failed(entry, error)
            if isinstance(error, magisterium.UpstreamUnavailable):
                raise _Pause("upstream") from None  # the next entries would only fail too
            return
        self._done(entry)

    def _store_series(self, diocese: Diocese) -> None:
        series = self._call(
            self.session.diocese_statistics,
            "diocese_statistics_lookup",
            source_code=diocese.source_code,
        )
        if isinstance(series, magisterium.NotFound):
            # Upstream knows the diocese but has no figures for it: the warehouse says so too.
            series = magisterium.StatisticsSeries(
                source_code=diocese.source_code, diocese_name=None, start=None, end=None, rows=[]
            )
        warehouse.store_series(diocese, series, user=self.owner)

    # --- Recording the outcome ----------------------------------------------------------------

    def _unresolved(self, entry: Entry, found: magisterium.NotFound) -> None:
        entry.status = Status.UNRESOLVED
        entry.diocese = None
        entry.message = (
            found.hint or gettext("Magisterium found no diocese by this name or code.")
        )[:500]
        entry.alternates = []
        entry.harvested_at = timezone.now()
        entry.refused = False
        entry.save(
            update_fields=["status", "diocese", "message", "alternates", "harvested_at", "refused"]
        )
        self.finished.add(entry.pk)
        self.result.unresolved += 1

    def _failed(self, entry: Entry, error: magisterium.MagisteriumError) -> None:
        """A failure upstream says is `permanent` spends every attempt at once: asking again
        cannot help, until the person edits the line or asks for a refresh. Any other failure
        spends one, and a later step tries again."""
        logger.warning("research entry %s failed: %r", entry.pk, error)
        attempts = MAX_ATTEMPTS if error.permanent else F("attempts") + 1
        Entry.objects.filter(pk=entry.pk).update(
            status=Status.FAILED, message=error.user_message[:500], attempts=attempts, refused=False
        )
        self.finished.add(entry.pk)
        self.result.failed += 1

    def _resolved(
        self, entry: Entry, diocese: Diocese, alternates: list[dict[str, Any]] | None
    ) -> Entry | None:
        """Record which diocese the entry names. When another line of its collection holds that
        diocese already, this line becomes DUPLICATE instead (kept, counted and shown, naming
        the diocese: never deleted while the person watches the count) and None is returned."""
        with transaction.atomic():
            twin = (
                Entry.objects.select_for_update()
                .filter(collection_id=entry.collection_id, diocese=diocese)
                .exclude(pk=entry.pk)
                .exists()
            )
            if twin:
                entry.status, entry.diocese, entry.message = Status.DUPLICATE, None, ""
                entry.chosen_code = diocese.source_code
                entry.chosen_name = (diocese.name or diocese.source_code)[:300]
                entry.alternates, entry.harvested_at, entry.attempts = [], timezone.now(), 0
                entry.save()
                self.finished.add(entry.pk)
                self.result.duplicates += 1
                return None
            entry.diocese = diocese
            fields = ["diocese"]
            if alternates is not None:
                entry.alternates = alternates
                fields.append("alternates")
            entry.save(update_fields=fields)
        return entry

    def _done(self, entry: Entry) -> None:
        entry.status = Status.DONE
        entry.message = ""
        entry.harvested_at = timezone.now()
        entry.attempts = 0
        entry.refused = False
        entry.save(update_fields=["status", "message", "harvested_at", "attempts", "refused"])
        self.finished.add(entry.pk)
        self.result.done += 1


def _alternates(found: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Upstream's other candidates for a name, kept small and plain (untrusted text)."""
    kept: list[dict[str, str]] = []
    for alternate in found[:MAX_ALTERNATES]:
        code = alternate.get("source_code")
        if not isinstance(code, str) or not is_valid_id(code):  # is_valid_id narrows nothing
            continue
        kept.append(
            {
                "source_code": code,
                "primary_name": str(alternate.get("primary_name") or "")[:300],
                "country": str(alternate.get("country") or "")[:200],
            }
        )
    return kept
