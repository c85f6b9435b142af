"""The harvest against the sandbox: resolving, pacing, resuming, duplicates, failing clearly.

Steps run in the test process where a setting has to change (the worker has its own settings);
the worker tests send the real tasks through the real broker.
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import os
import subprocess
import sys

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache
from django.db.models import Max
from django.utils import timezone
from django_redis import get_redis_connection

from portal.magisterium import throttle
from portal.research import harvest, pacing, tasks
from portal.research.harvest import harvest_step
from portal.research.models import Diocese, DioceseYear, Entry
from portal.research.progress import collection_progress
from tests.waiting import wait_for

Status = Entry.Status
DIOCESE_HINT = "Try the see's city or its code, e.g. 'Manila' or 'dmaml'."
NEEDS_PAID_PLAN = (
    "Your Magisterium account is on the free plan. This part of the portal asks Magisterium "
    "for you, which needs a Pro, Organization or Enterprise plan."
)


def calls(sandbox) -> dict:
    return sandbox.requests()["by_skill"]


def statuses(collection) -> dict[str, str]:
    return dict(collection.entries.values_list("query", "status"))


def a_minute_passes(owner) -> None:
    """The owner's pacing window ends (what a minute's wait does, without the wait)."""
    get_redis_connection("default").delete(pacing.pacing_key(owner.pk))


def warehouse_snapshot() -> dict:
    return {
        "dioceses": list(Diocese.objects.order_by("pk").values()),
        "years": list(DioceseYear.objects.order_by("pk").values()),
    }


# --- In the test process --------------------------------------------------------------------


@pytest.mark.django_db
def test_names_and_codes_resolve_and_fill_the_warehouse(sandbox, researcher, collection_with):
    from sandbox.catalog import diocese_statistics

    collection = collection_with(researcher, ["dmila", "Archdiocese of Zagreb", "Cebu"])

    result = harvest_step(researcher)

    assert result.stopped == ""
    assert result.done == 3
    assert statuses(collection) == dict.fromkeys(
        ["dmila", "Archdiocese of Zagreb", "Cebu"], Status.DONE
    )
    codes = dict(collection.entries.values_list("query", "diocese__source_code"))
    assert codes == {"dmila": "dmila", "Archdiocese of Zagreb": "dzagr", "Cebu": "dcebu"}
    for code in codes.values():
        expected = diocese_statistics(source_code=code)["rows"]
        assert DioceseYear.objects.filter(diocese__source_code=code).count() == len(expected)
    # A one-word name fits the code rule: asked as a code first, then as a name.
    assert calls(sandbox) == {"diocese_lookup": 4, "diocese_statistics_lookup": 3}
    assert result.calls == 7
    entry = collection.entries.get(query="dmila")
    assert entry.harvested_at is not None and entry.message == "" and entry.attempts == 0


@pytest.mark.django_db
def test_an_unknown_name_is_unresolved_with_upstreams_hint(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["Atlantis", "No Such See Anywhere", "dmila"])

    result = harvest_step(researcher)

    assert result.unresolved == 2 and result.done == 1
    for query in ("Atlantis", "No Such See Anywhere"):
        entry = collection.entries.get(query=query)
        assert entry.status == Status.UNRESOLVED
        assert entry.message == DIOCESE_HINT
        assert entry.alternates == []  # upstream offers none when nothing matched
        assert entry.diocese is None
    # Unresolved lines are not due: the next step asks nothing.
    sandbox.reset_requests()
    assert harvest_step(researcher).calls == 0
    assert sandbox.requests()["total"] == 0


@pytest.mark.django_db
def test_nothing_found_without_a_hint_says_so_in_a_sentence(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["Old See of Nowhere"])
    not_found = {"error": "not_found", "query": "Old See of Nowhere"}
    sandbox.script_answer("diocese_lookup", [{"kind": "data", "data": not_found}])

    harvest_step(researcher)

    entry = collection.entries.get()
    assert entry.status == Status.UNRESOLVED
    assert entry.message == "Magisterium found no diocese by this name or code."


@pytest.mark.django_db
def test_a_diocese_without_figures_is_done_with_an_empty_series(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila"])
    not_found = {"error": "not_found", "query": "dmila"}
    sandbox.script_answer("diocese_statistics_lookup", [{"kind": "data", "data": not_found}])

    harvest_step(researcher)

    entry = collection.entries.get()
    assert entry.status == Status.DONE
    assert not DioceseYear.objects.filter(diocese=entry.diocese).exists()
    assert entry.diocese.series_checked_at is not None


@pytest.mark.django_db
def test_a_name_with_several_candidates_keeps_upstreams_alternates(
    sandbox, researcher, collection_with
):
    from sandbox.catalog import dioceses

    collection = collection_with(researcher, ["Santiago"])
    harvest_step(researcher)

    entry = collection.entries.get()
    chosen, *others = dioceses.search("Santiago")
    assert entry.status == Status.DONE and entry.diocese.source_code == chosen
    assert [alternate["source_code"] for alternate in entry.alternates] == others[:8]
    assert set(entry.alternates[0]) == {"source_code", "primary_name", "country"}


@pytest.mark.django_db
def test_a_step_spends_no_more_than_the_per_minute_budget(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 3
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])

    first = harvest_step(researcher)

    # Both calls of an entry or neither: one entry (2 calls) fits, the second would not.
    assert first.stopped == "budget"
    assert sandbox.requests()["total"] == first.calls == 2
    assert statuses(collection) == {"dmila": "done", "dzagr": "pending", "dpari": "pending"}

    # Within the same minute nothing more goes out, however often a step runs.
    assert harvest_step(researcher).calls == 0
    assert sandbox.requests()["total"] == 2

    a_minute_passes(researcher)
    second = harvest_step(researcher)
    assert second.calls == 2 and second.stopped == "budget"
    a_minute_passes(researcher)
    third = harvest_step(researcher)
    assert third.calls == 2 and third.stopped == ""
    assert set(statuses(collection).values()) == {Status.DONE}
    assert calls(sandbox) == {"diocese_lookup": 3, "diocese_statistics_lookup": 3}


@pytest.mark.django_db
def test_one_call_a_minute_still_gets_there(sandbox, researcher, collection_with, settings):
    """An entry split over two minutes resumes from the code its profile gave."""
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 1
    collection = collection_with(researcher, ["Archdiocese of Zagreb"])

    assert harvest_step(researcher).calls == 1
    entry = collection.entries.get()
    assert entry.status == Status.PENDING and entry.diocese.source_code == "dzagr"

    a_minute_passes(researcher)
    assert harvest_step(researcher).calls == 1
    entry.refresh_from_db()
    assert entry.status == Status.DONE
    assert calls(sandbox) == {"diocese_lookup": 1, "diocese_statistics_lookup": 1}


@pytest.mark.django_db
def test_a_full_account_throttle_leaves_the_room_to_the_person(
    sandbox, researcher, collection_with, settings
):
    settings.MAGISTERIUM_RATE_LIMIT = 2
    collection = collection_with(researcher, ["dmila"])
    account = "sandbox-demo-researcher"  # the magisterium_user fixture's account id
    for _ in range(2):  # the person's own searches fill the account's minute
        throttle.acquire(account, "document_search")

    result = harvest_step(researcher)

    assert result.stopped == "throttle" and result.calls == 0
    assert sandbox.requests()["total"] == 0
    assert statuses(collection) == {"dmila": Status.PENDING}


@pytest.mark.django_db
def test_upstream_asking_to_wait_stops_the_step_without_failing_entries(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila", "dzagr"])
    sandbox.fault("rate_limit_burst", count=1, retry_after=30)

    result = harvest_step(researcher)

    assert result.stopped == "rate_limited"
    assert statuses(collection) == {"dmila": Status.PENDING, "dzagr": Status.PENDING}
    assert not collection.entries.filter(attempts__gt=0).exists()


@pytest.mark.django_db
def test_a_failed_entry_says_why_and_is_tried_again(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "dzagr"])
    sandbox.fault("task_failed", count=1)

    first = harvest_step(researcher)

    failed = collection.entries.get(query="dmila")
    assert failed.status == Status.FAILED and failed.attempts == 1
    assert failed.message == "Magisterium could not complete this request. Please try again later."
    assert collection.entries.get(query="dzagr").status == Status.DONE  # the step went on
    assert first.failed == 1 and first.done == 1

    harvest_step(researcher)
    failed.refresh_from_db()
    assert failed.status == Status.DONE and failed.attempts == 0 and failed.message == ""


@pytest.mark.django_db
def test_an_unreachable_upstream_stops_the_step_after_one_entry(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])
    sandbox.fault("http_500")

    result = harvest_step(researcher)

    assert result.stopped == "upstream"
    assert statuses(collection) == {"dmila": "failed", "dzagr": "pending", "dpari": "pending"}
    assert collection.entries.get(query="dmila").attempts == 1


@pytest.mark.django_db
def test_entries_failing_too_often_are_no_longer_due(researcher, collection_with, sandbox):
    collection = collection_with(researcher, ["dmila"])
    collection.entries.update(status=Status.FAILED, attempts=harvest.MAX_ATTEMPTS)
    assert not harvest.due_entries(researcher).exists()
    collection.entries.update(attempts=harvest.MAX_ATTEMPTS - 1)
    assert harvest.due_entries(researcher).exists()


@pytest.mark.django_db
def test_a_free_plan_account_gets_a_clear_failure(sandbox, magisterium_user, collection_with):
    owner = magisterium_user("free-researcher", plan="free")
    collection = collection_with(owner, ["dmila", "Archdiocese of Zagreb"])

    result = harvest_step(owner)

    assert result.stopped == "account"
    for entry in collection.entries.all():
        assert entry.status == Status.FAILED
        assert entry.message == NEEDS_PAID_PLAN
        assert entry.attempts == 0  # not the entries' fault: upgrading brings them in
    asked = sandbox.requests()["total"]
    assert asked <= 1  # at most the refusal that taught the portal the plan
    harvest_step(owner)
    assert sandbox.requests()["total"] == asked  # now refused before asking


@pytest.mark.django_db
def test_an_account_without_a_connection_is_told_to_sign_in(
    sandbox, django_user_model, collection_with
):
    owner = django_user_model.objects.create_user(username="local-staff")
    collection = collection_with(owner, ["dmila"])

    assert harvest_step(owner).stopped == "account"

    entry = collection.entries.get()
    assert entry.status == Status.FAILED
    assert entry.message.startswith("Please sign in with Magisterium")
    assert sandbox.requests()["total"] == 0


@pytest.mark.django_db
def test_lines_naming_one_diocese_after_the_first_are_kept_as_duplicates(
    sandbox, researcher, collection_with
):
    collection = collection_with(
        researcher, ["Archdiocese of Milan", "dzagr", "dmila", "Milan"], name="Twice"
    )
    oldest = collection.entries.get(query="Archdiocese of Milan")

    result = harvest_step(researcher)

    assert result.duplicates == 2
    assert statuses(collection) == {
        "Archdiocese of Milan": "done", "dzagr": "done", "dmila": "duplicate", "Milan": "duplicate"
    }  # fmt: skip
    assert collection.entries.get(diocese__source_code="dmila").pk == oldest.pk
    # A duplicate names the diocese it repeats (shown in its row), without holding it.
    twins = collection.entries.filter(status=Status.DUPLICATE)
    assert {(e.chosen_code, e.chosen_name, e.diocese_id) for e in twins} == {
        ("dmila", "Archdiocese of Milan", None)
    }
    # "dmila" was in the warehouse by then: only the name "Milan" needed a look-up.
    assert calls(sandbox) == {"diocese_lookup": 4, "diocese_statistics_lookup": 2}


@pytest.mark.django_db
def test_a_line_added_later_for_a_harvested_diocese_is_a_duplicate_of_the_older(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["Archdiocese of Zagreb"])
    harvest_step(researcher)
    older = collection.entries.get()
    newer = Entry.objects.create(collection=collection, query="dzagr")
    sandbox.reset_requests()

    result = harvest_step(researcher)

    assert result.calls == 0 and result.duplicates == 1
    assert list(collection.entries.values_list("pk", "status")) == [
        (older.pk, Status.DONE), (newer.pk, Status.DUPLICATE)
    ]  # fmt: skip
    assert harvest.due_entries(researcher).count() == 0  # a duplicate is not harvested again


@pytest.mark.django_db
def test_each_collection_keeps_its_own_line(sandbox, researcher, collection_with):
    first = collection_with(researcher, ["dmila"], name="North")
    second = collection_with(researcher, ["Archdiocese of Milan"], name="Italy")

    harvest_step(researcher)

    assert statuses(first) == {"dmila": Status.DONE}
    assert statuses(second) == {"Archdiocese of Milan": Status.DONE}
    assert Diocese.objects.filter(source_code="dmila").count() == 1
    assert calls(sandbox)["diocese_statistics_lookup"] == 1


@pytest.mark.django_db
def test_harvesting_again_writes_nothing_new(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "Archdiocese of Zagreb", "dmila "])
    harvest_step(researcher)
    warehouse_before = warehouse_snapshot()
    entries_before = list(collection.entries.values())
    sandbox.reset_requests()

    again = harvest_step(researcher)

    assert again.calls == 0 and again.done == 0
    assert sandbox.requests()["total"] == 0
    assert warehouse_snapshot() == warehouse_before
    assert list(collection.entries.values()) == entries_before

    # "Refresh now" with nothing cached: upstream is asked again and says the same.
    cache.clear()
    collection.refresh_requested_at = timezone.now()
    collection.save()
    refreshed = harvest_step(researcher)

    assert refreshed.done == 2
    assert calls(sandbox) == {"diocese_lookup": 2, "diocese_statistics_lookup": 2}
    after = warehouse_snapshot()
    assert after["years"] == warehouse_before["years"]  # no figure changed: no row written
    for diocese in after["dioceses"]:
        assert diocese["series_checked_at"] >= collection.refresh_requested_at
    assert not harvest.due_entries(researcher).exists()


@pytest.mark.django_db
def test_entries_older_than_the_refresh_interval_are_fetched_again(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_REFRESH_DAYS = 30
    collection = collection_with(researcher, ["dmila"])
    harvest_step(researcher)
    assert not harvest.due_entries(researcher).exists()
    long_ago = timezone.now() - dt.timedelta(days=31)
    collection.entries.update(harvested_at=long_ago)
    Diocese.objects.update(series_checked_at=long_ago, profile_fetched_at=long_ago)
    cache.clear()
    sandbox.reset_requests()

    assert list(harvest.due_entries(researcher)) == list(collection.entries.all())
    harvest_step(researcher)

    assert calls(sandbox) == {"diocese_lookup": 1, "diocese_statistics_lookup": 1}
    assert collection.entries.get().harvested_at > long_ago


@pytest.mark.django_db
def test_a_step_holding_the_owners_lock_keeps_a_second_one_out(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila"])
    lock = cache.lock(harvest.LOCK_KEY.format(owner_id=researcher.pk), timeout=60)
    assert lock.acquire(blocking=False)
    try:
        result = harvest_step(researcher)
    finally:
        lock.release()

    assert result.stopped == "locked" and result.calls == 0
    assert statuses(collection) == {"dmila": Status.PENDING}


@pytest.mark.django_db
def test_progress_counts_the_lines_and_the_time_left(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4
    collection = collection_with(researcher, ["dmila", "No Such See", "dzagr", "dpari", "dlyon"])

    assert collection_progress(collection).as_dict() == {
        "total": 5, "done": 0, "duplicates": 0, "pending": 5, "failed": 0, "unresolved": 0,
        "remaining": 5, "settled": 0, "members": 5, "counts": "5/0/0/5/0/0",
        "seconds_left": 212, "last_harvested_at": None, "complete": False,
    }  # fmt: skip  # 2 lines in the minute the next tick starts (60 + 60 s), 2 a second after
    # it ends (the step stopped at its budget queues the next), the last a cycle (61 s) later
    # and its share of that minute (30 s)

    harvest_step(researcher)  # "dmila" (2 calls) and "No Such See" (1 call): budget spent

    now = collection_progress(collection)
    assert (now.total, now.done, now.unresolved, now.pending, now.failed) == (5, 1, 1, 3, 0)
    assert (now.remaining, now.settled) == (3, 2)
    # This minute is spent: the rest waits for its end (1 to 60 s) and the requeue's second,
    # one cycle (a minute and that second) for the last line, and its share of that minute
    # (30 s): no tick between batches.
    assert 1 + 1 + 61 + 30 <= now.seconds_left <= 60 + 1 + 61 + 30
    last = collection.entries.aggregate(last=Max("harvested_at"))["last"]
    assert now.last_harvested_at == last
    assert json.loads(json.dumps(now.as_dict()))["last_harvested_at"] == last.isoformat()

    for _ in range(5):  # three entries left at two a minute: two more minutes
        a_minute_passes(researcher)
        harvest_step(researcher)
    done = collection_progress(collection)
    assert (done.done, done.unresolved, done.pending, done.seconds_left) == (4, 1, 0, 0)
    assert done.complete and done.settled == done.total == 5


@pytest.mark.django_db
def test_owners_with_due_entries(sandbox, researcher, magisterium_user, collection_with):
    idle = magisterium_user("idle-researcher")
    collection_with(idle, ["dmila"])
    harvest_step(idle)
    collection_with(researcher, ["dzagr"])

    assert list(harvest.owners_with_due_entries()) == [researcher]


def test_a_step_ends_before_its_lock_and_both_within_celerys_limit():
    assert tasks.STEP_TIME_LIMIT < harvest.LOCK_SECONDS < django_settings.CELERY_TASK_TIME_LIMIT
    assert harvest.STEP_SECONDS < tasks.STEP_SOFT_LIMIT


# --- A step stopped at its budget queues the next (issue 40) -----------------------------------


def queued_steps(owner) -> list[dt.datetime | None]:
    """The ETAs of the harvest steps for `owner` waiting in the broker's default queue (None:
    at once). No worker consumes that queue outside the `celery_worker` fixture."""
    from config.celery import app

    with app.connection_for_read() as connection:
        raw = connection.default_channel.client.lrange(app.conf.task_default_queue, 0, -1)
    etas = []
    for message in map(json.loads, raw):
        headers = message["headers"]
        body = message["body"]
        if message["properties"].get("body_encoding") == "base64":
            body = base64.b64decode(body)
        args = json.loads(body)[0]
        if headers["task"] == "research.harvest_owner" and args == [owner.pk]:
            etas.append(dt.datetime.fromisoformat(headers["eta"]) if headers.get("eta") else None)
    return etas


def redis_expiry(key: str) -> dt.datetime:
    """When Redis lets `key` expire, by Redis's own clock (its TIME and the key's PTTL, read
    together in one transaction)."""
    (seconds, micros), ms = get_redis_connection("default").pipeline().time().pttl(key).execute()
    assert ms > 0, f"{key} has no expiry"
    return dt.datetime.fromtimestamp(seconds + micros / 1e6 + ms / 1000, tz=dt.UTC)


@pytest.fixture
def empty_queue(researcher):
    from config.celery import app

    app.control.purge()
    a_minute_passes(researcher)
    get_redis_connection("default").delete(pacing.pause_key(researcher.pk))
    yield
    app.control.purge()
    a_minute_passes(researcher)
    get_redis_connection("default").delete(pacing.pause_key(researcher.pk))


@pytest.mark.django_db
@pytest.mark.usefixtures("empty_queue")
def test_a_step_stopped_at_its_budget_queues_the_next_for_its_minutes_end(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4
    collection_with(researcher, ["dmila", "dzagr", "dpari"])

    done = tasks.harvest_owner(researcher.pk)  # the task's body, in the test process

    assert done["stopped"] == "budget" and done["calls"] == 4 and done["left_due"] == 1
    # One step, due a second after the owner's minute ends (Pacing.wait_seconds, whole
    # seconds, plus RESUME_MARGIN_SECONDS): not at the tick after it, up to a minute later.
    [eta] = queued_steps(researcher)
    window_end = redis_expiry(pacing.pacing_key(researcher.pk))
    assert eta is not None
    assert window_end < eta <= window_end + dt.timedelta(seconds=pacing.RESUME_MARGIN_SECONDS + 1)

    # A duplicate step in the same minute spends nothing and queues nothing: the one that
    # spent the minute already queued the next, so steps never multiply into chains.
    again = tasks.harvest_owner(researcher.pk)
    assert again["stopped"] == "budget" and again["calls"] == 0
    assert len(queued_steps(researcher)) == 1

    # The step it queued finishes the collection in the next minute and queues nothing more.
    a_minute_passes(researcher)
    last = tasks.harvest_owner(researcher.pk)
    assert last["stopped"] == "" and last["left_due"] == 0
    assert len(queued_steps(researcher)) == 1


@pytest.mark.django_db
@pytest.mark.usefixtures("empty_queue")
def test_a_step_upstream_asked_to_wait_queues_the_next_after_that_wait(
    sandbox, researcher, collection_with
):
    collection_with(researcher, ["dmila", "dzagr"])
    sandbox.fault("rate_limit_burst", count=1, retry_after=30)

    done = tasks.harvest_owner(researcher.pk)

    assert done["stopped"] == "rate_limited" and done["left_due"] == 2
    [eta] = queued_steps(researcher)
    waited = redis_expiry(pacing.pause_key(researcher.pk))  # upstream's 30 s, from Pacing.pause
    assert eta is not None
    assert waited < eta <= waited + dt.timedelta(seconds=pacing.RESUME_MARGIN_SECONDS + 1)


@pytest.mark.django_db
@pytest.mark.usefixtures("empty_queue")
def test_steps_stopped_for_other_reasons_leave_the_next_to_the_tick(
    sandbox, researcher, collection_with, settings
):
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])

    # Upstream not answering: an entry failed, two stay due; retrying at once would loop.
    sandbox.fault("http_500")
    assert tasks.harvest_owner(researcher.pk)["stopped"] == "upstream"
    sandbox.fault(None)

    # Another step holds the owner's lock: that one goes on.
    lock = cache.lock(harvest.LOCK_KEY.format(owner_id=researcher.pk), timeout=60)
    assert lock.acquire(blocking=False)
    try:
        assert tasks.harvest_owner(researcher.pk)["stopped"] == "locked"
    finally:
        lock.release()

    # The person's own use fills the account's throttle: the room is theirs.
    settings.MAGISTERIUM_RATE_LIMIT = 2
    for _ in range(2):
        throttle.acquire("sandbox-demo-researcher", "document_search")
    assert tasks.harvest_owner(researcher.pk)["stopped"] == "throttle"
    settings.MAGISTERIUM_RATE_LIMIT = 0

    assert queued_steps(researcher) == []
    assert harvest.due_entries(researcher).exists()  # the tick finds them
    assert statuses(collection)["dmila"] == Status.FAILED


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("empty_queue")
def test_a_broker_outage_while_requeueing_does_not_fail_the_step(
    sandbox, researcher, collection_with
):
    """The step runs in a process of its own whose broker is down (nothing listens on its
    port) while its Redis (pacing, locks) is up: the step's work stands and the task returns
    it; the lines stay due for the tick."""
    from django.db import connection

    from devtools.embedded import free_port
    from tests.conftest import BASE_DIR
    from tests.fixtures.worker import _database_url

    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])
    env = {
        **os.environ,
        "DEBUG": "1",
        "DATABASE_URL": _database_url(connection.settings_dict),
        "REDIS_URL": django_settings.REDIS_URL,
        "CELERY_BROKER_URL": f"redis://127.0.0.1:{free_port()}/1",
        # Only the broker is down: in a shell (unlike a worker) Celery's Redis result store
        # subscribes to every task it sends, and would fail first.
        "CELERY_RESULT_BACKEND": django_settings.CELERY_RESULT_BACKEND,
        "MAGISTERIUM_BASE_URL": sandbox.url,
        "MAGISTERIUM_RATE_LIMIT": "0",
        "RESEARCH_HARVEST_CALLS_PER_MINUTE": "4",
    }
    script = (
        "import json; from portal.research import tasks; "
        f"print(json.dumps(tasks.harvest_owner({researcher.pk})))"
    )
    run = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", script],
        cwd=BASE_DIR, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip

    assert run.returncode == 0, run.stderr
    done = json.loads(run.stdout.strip().splitlines()[-1])
    assert done["stopped"] == "budget" and done["calls"] == 4 and done["left_due"] == 1
    assert "not queued: broker unavailable" in run.stderr
    assert statuses(collection) == {"dmila": "done", "dzagr": "done", "dpari": "pending"}
    assert queued_steps(researcher) == []  # nothing reached the suite's broker either


# --- On a real worker, through the broker -----------------------------------------------------


def all_done(collection):
    return not collection.entries.exclude(status=Status.DONE).exists()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_queue_harvest_runs_a_step_on_the_worker(
    celery_worker, sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila", "Archdiocese of Zagreb", "Lyon", "dpari"])

    assert tasks.queue_harvest(researcher) is True

    wait_for(lambda: all_done(collection))
    codes = set(collection.entries.values_list("diocese__source_code", flat=True))
    assert codes == {"dmila", "dzagr", "dlyon", "dpari"}
    assert calls(sandbox) == {"diocese_lookup": 5, "diocese_statistics_lookup": 4}
    assert DioceseYear.objects.filter(diocese__source_code="dlyon").exists()


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_tick_finishes_what_a_step_left_at_its_budget(
    celery_worker, sandbox, researcher, collection_with, settings
):
    """Resumable: a step stopped at its budget here; the worker's tick, in the same minute,
    spends what is left of the owner's allowance (the worker's own pace,
    WORKER_HARVEST_CALLS_PER_MINUTE in tests/conftest.py) and finishes."""
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari", "dlyon"])
    assert harvest_step(researcher).stopped == "budget"
    assert statuses(collection) == {
        "dmila": "done", "dzagr": "done", "dpari": "pending", "dlyon": "pending"
    }  # fmt: skip

    queued = tasks.harvest_tick.delay().get(timeout=30)

    assert queued == [researcher.pk]
    wait_for(lambda: all_done(collection))
    # Every diocese was asked for exactly once across the two steps.
    assert calls(sandbox) == {"diocese_lookup": 4, "diocese_statistics_lookup": 4}
    assert tasks.harvest_tick.delay().get(timeout=30) == []  # nothing is due any more


@pytest.mark.django_db
def test_with_redis_down_the_harvest_stops_and_sends_nothing(
    private_redis, sandbox, researcher, collection_with
):
    # The pacing lives in Redis: an outage must read as "stop", never as an unspent budget.
    collection = collection_with(researcher, ["dmila", "dcebu"])
    private_redis.stop()
    result = harvest_step(researcher)
    assert result.stopped == "redis" and result.calls == 0
    assert calls(sandbox) == {}
    assert set(statuses(collection).values()) == {Status.PENDING}


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_worker_tries_a_transient_failure_again_and_a_permanent_one_never(
    celery_worker, sandbox, researcher, collection_with
):
    """Each upstream error says whether it is `permanent`: a skill that failed upstream spends
    one attempt and the next step tries again; a parameter upstream refuses spends them all."""
    collection = collection_with(researcher, ["dmila"])
    sandbox.fault("task_failed", count=1, skills=["diocese_lookup"])
    assert tasks.queue_harvest(researcher) is True
    failed = wait_for(lambda: collection.entries.filter(status=Status.FAILED).first())
    assert failed.attempts == 1

    assert tasks.harvest_tick.delay().get(timeout=30) == [researcher.pk]
    wait_for(lambda: all_done(collection))

    other = collection_with(researcher, ["dzagr"], name="Refused")
    sandbox.fault("invalid_params", skills=["diocese_lookup"])
    assert tasks.queue_harvest(researcher) is True
    refused = wait_for(lambda: other.entries.filter(status=Status.FAILED).first())
    assert refused.attempts == harvest.MAX_ATTEMPTS
    asked = calls(sandbox)["diocese_lookup"]
    assert tasks.harvest_tick.delay().get(timeout=30) == []  # nothing is due: not asked again
    assert calls(sandbox)["diocese_lookup"] == asked
    sandbox.fault(None)


def test_with_all_of_redis_down_queueing_a_step_says_so_at_once(researcher):
    """The web pages queue steps (lines added, "Refresh now"): with Redis down (broker and
    result store alike) the queueing answers False, as documented, rather than raising after
    the result store's own retries (a 500 on the page)."""
    from devtools.embedded import free_port
    from tests.conftest import BASE_DIR

    dead = f"redis://127.0.0.1:{free_port()}/0"
    env = {**os.environ, "DEBUG": "1", "REDIS_URL": dead}
    env.pop("CELERY_BROKER_URL", None)
    env.pop("CELERY_RESULT_BACKEND", None)
    script = f"from portal.research import tasks; print(tasks.queue_owner({researcher.pk}))"
    run = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", script],
        cwd=BASE_DIR, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "False"
    assert "not queued: broker unavailable" in run.stderr
