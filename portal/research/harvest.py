"""The harvest: resolve each due collection entry and bring its diocese into the warehouse.

One *step* works for one owner with that owner's own token, resolving entries oldest first
until it runs out of its share of the owner's rate (RESEARCH_HARVEST_CALLS_PER_MINUTE) or the
account's throttle is full. The database says what is due every time, so a step killed half
way, or one that stopped at its budget, is simply continued by the next one (the beat tick
runs every minute): nothing about progress lives anywhere else. Each entry is finished in one
transaction, so an entry is either done or still due, and doing it twice changes nothing.

An entry costs 0 upstream calls when the warehouse already holds a fresh copy of its diocese,
else two: the profile (`diocese_lookup`), then the whole statistics series.
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Count, F, Max, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext
from django_redis import get_redis_connection
from redis.exceptions import RedisError

from portal import magisterium
from portal.core.ids import is_valid_id
from portal.core.locks import LockBusy, LockUnavailable, redis_lock
from portal.research import warehouse
from portal.research.models import Collection, Diocese, Entry

logger = logging.getLogger(__name__)

Status = Entry.Status

# What a diocese not yet fresh in the warehouse costs: its profile and its series.
CALLS_PER_ENTRY = 2
# A failing entry is tried this often, then left FAILED until someone edits or re-adds it.
MAX_ATTEMPTS = 5
# A step stops starting new entries after this long; the task's limits and the owner lock
# are set from it (portal.research.tasks), so a slow upstream never makes steps overlap.
STEP_SECONDS = 100
LOCK_SECONDS = 240
LOCK_KEY = "research:harvest:owner:{owner_id}"
PACING_KEY = "research:harvest:calls:{owner_id}"
PACING_WINDOW_SECONDS = 60
MAX_ALTERNATES = 8


def owner_lock_key(owner_id: int) -> str:
    """The lock a harvest step holds for its owner (and an erase takes to stop the next one)."""
    return LOCK_KEY.format(owner_id=owner_id)


# Takes ARGV[1] calls from the owner's minute if they fit under ARGV[2]; the minute starts at
# the first call. Returns 1 when taken, 0 when they would not fit (nothing taken).
_TAKE = """
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1
"""
# Gives one call back (an answer from the shared cache cost upstream nothing), only inside a
# minute still running: a key created here would never expire.
_GIVE_BACK = """
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
"""


def pacing_key(owner_id: int) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{PACING_KEY.format(owner_id=owner_id)}"


class Pacing:
    """The owner's harvest calls this minute, counted in Redis so every worker and both task
    kinds (the tick and "Refresh now") share one count.

    It uses the throttle's Redis client rather than the cache API: the cache is configured to
    ignore Redis errors (an outage reads as an empty cache), which here would read as an
    unspent budget. A Redis error must stop the harvest instead, and the check-and-take has to
    be one atomic script.
    """

    def __init__(self, owner_id: int) -> None:
        self.key = pacing_key(owner_id)
        self.limit = int(settings.RESEARCH_HARVEST_CALLS_PER_MINUTE)
        self._redis = get_redis_connection("default")

    def left(self) -> int:
        used = int(self._redis.get(self.key) or 0)
        return max(0, self.limit - used)

    def take(self, calls: int = 1) -> bool:
        script = self._redis.register_script(_TAKE)
        args = [calls, self.limit, PACING_WINDOW_SECONDS]
        return bool(script(keys=[self.key], args=args))

    def give_back(self) -> None:
        self._redis.register_script(_GIVE_BACK)(keys=[self.key], args=[])


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
    merged: int = 0
    left_due: int = 0
    # Why it stopped: "" (nothing left due), "budget" (this minute's calls are spent),
    # "throttle" (the account is busy), "rate_limited", "upstream" (not answering), "time",
    # "account" (signed out, not connected or a free plan), "locked", "redis", "owner_gone"
    # (the account is being erased or was deactivated).
    stopped: str = ""

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


# --- What is due ------------------------------------------------------------------------------


def due_entries(owner: Any = None) -> QuerySet[Entry]:
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


def _owner_active(owner: Any) -> bool:
    """Whether the owner still exists and is active: an erase first marks the account inactive
    (portal.yourdata.erasure), then takes this owner's lock."""
    return get_user_model().objects.filter(pk=owner.pk, is_active=True).exists()


def owners_with_due_entries() -> QuerySet:
    return get_user_model().objects.filter(
        pk__in=due_entries().order_by().values("collection__owner"), is_active=True
    )


# --- One step ---------------------------------------------------------------------------------


def harvest_step(owner: Any) -> StepResult:
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


class _Step:
    def __init__(self, owner: Any) -> None:
        self.owner = owner
        self.result = StepResult()
        self.finished: set[int] = set()  # entries this step finished, merged away or failed
        self.session: magisterium.Session | None = None
        self.pacing: Pacing | None = None

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
                status=Status.FAILED, message=error.user_message[:500]
            )
            self.result.failed += len(left)
            self.result.stopped = "account"
        self.result.left_due = due_entries(self.owner).count()
        logger.info("research harvest of user %s: %s", self.owner.pk, self.result.as_dict())
        return self.result

    # --- Upstream, paced ----------------------------------------------------------------------

    def _call(self, method: Any, skill_id: str, **kwargs: Any) -> Any:
        """One call through the door, counted against the owner's harvest budget."""
        if self.session.seconds_until_allowed(skill_id) > 0:
            raise _Pause("throttle")  # the person is using their account: leave them the room
        if not self.pacing.take():
            raise _Pause("budget")
        self.result.calls += 1
        try:
            answer = method(**kwargs)
        except magisterium.RateLimited:
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
        try:
            if need_profile:
                found = self._lookup(entry)
                if isinstance(found, magisterium.NotFound):
                    self._unresolved(entry, found)
                    return
                if not is_valid_id(warehouse.profile_code(found)):
                    raise magisterium.MalformedResponse("a diocese profile without a valid code")
                diocese = warehouse.store_profile(found, user=self.owner)
                alternates = _alternates(found.alternates) if entry.diocese is None else None
                # Recorded at once, so a step stopped before the series resumes from the code.
                entry = self._resolved(entry, diocese, alternates)
            elif entry.diocese is None:
                entry = self._resolved(entry, diocese, [])
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
        entry.save(update_fields=["status", "diocese", "message", "alternates", "harvested_at"])
        self.finished.add(entry.pk)
        self.result.unresolved += 1

    def _failed(self, entry: Entry, error: magisterium.MagisteriumError) -> None:
        """A failure upstream says is `permanent` spends every attempt at once: asking again
        cannot help, until the person edits the line or asks for a refresh. Any other failure
        spends one, and a later step tries again."""
        logger.warning("research entry %s failed: %r", entry.pk, error)
        attempts = MAX_ATTEMPTS if error.permanent else F("attempts") + 1
        Entry.objects.filter(pk=entry.pk).update(
            status=Status.FAILED, message=error.user_message[:500], attempts=attempts
        )
        self.finished.add(entry.pk)
        self.result.failed += 1

    def _resolved(
        self, entry: Entry, diocese: Diocese, alternates: list[dict[str, Any]] | None
    ) -> Entry:
        """Record which diocese the entry names, merging it with another line of its collection
        that names the same one: the older line stays, the newer goes. Returns the line kept."""
        with transaction.atomic():
            twin = (
                Entry.objects.select_for_update()
                .filter(collection_id=entry.collection_id, diocese=diocese)
                .exclude(pk=entry.pk)
                .first()
            )
            keep = entry
            if twin is not None:
                twin.collection = entry.collection
                keep, newer = sorted([entry, twin], key=lambda e: (e.added_at, e.pk))
                self.finished.add(newer.pk)
                newer.delete()  # first, so the kept line may take the diocese
                self.result.merged += 1
            keep.diocese = diocese
            fields = ["diocese"]
            if keep is entry and alternates is not None:
                keep.alternates = alternates
                fields.append("alternates")
            keep.save(update_fields=fields)
        return keep

    def _done(self, entry: Entry) -> None:
        entry.status = Status.DONE
        entry.message = ""
        entry.harvested_at = timezone.now()
        entry.attempts = 0
        entry.save(update_fields=["status", "message", "harvested_at", "attempts"])
        self.finished.add(entry.pk)
        self.result.done += 1


def _alternates(found: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Upstream's other candidates for a name, kept small and plain (untrusted text)."""
    kept = []
    for alternate in found[:MAX_ALTERNATES]:
        code = alternate.get("source_code")
        if not is_valid_id(code):
            continue
        kept.append(
            {
                "source_code": code,
                "primary_name": str(alternate.get("primary_name") or "")[:300],
                "country": str(alternate.get("country") or "")[:200],
            }
        )
    return kept


# --- Progress, for the collection page --------------------------------------------------------


@dataclass(frozen=True)
class Progress:
    total: int
    done: int
    pending: int
    failed: int
    unresolved: int
    seconds_left: int
    last_harvested_at: datetime | None

    @property
    def complete(self) -> bool:
        return self.pending == 0

    def as_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["last_harvested_at"] = (
            self.last_harvested_at.isoformat() if self.last_harvested_at else None
        )
        data["complete"] = self.complete
        return data


def seconds_for(entries: int) -> int:
    """How long `entries` not yet in the warehouse take at the harvest's pace."""
    rate = int(settings.RESEARCH_HARVEST_CALLS_PER_MINUTE)
    return math.ceil(entries * CALLS_PER_ENTRY * 60 / rate) if entries else 0


def progress(collection: Collection) -> Progress:
    """How far the collection's harvest is (one query)."""
    counts = {status: 0 for status in Status.values}
    last = None
    rows = (
        collection.entries.order_by()
        .values("status")
        .annotate(count=Count("pk"), last=Max("harvested_at"))
    )
    for row in rows:
        counts[row["status"]] = row["count"]
        if row["last"] is not None and (last is None or row["last"] > last):
            last = row["last"]
    return Progress(
        total=sum(counts.values()),
        done=counts[Status.DONE],
        pending=counts[Status.PENDING],
        failed=counts[Status.FAILED],
        unresolved=counts[Status.UNRESOLVED],
        seconds_left=seconds_for(counts[Status.PENDING]),
        last_harvested_at=last,
    )
