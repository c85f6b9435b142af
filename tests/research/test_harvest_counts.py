"""One count of lines through a whole harvest (issue 40): duplicates are kept and said, never
deleted under the person's eyes; the heading, the progress and the list agree at every poll;
what is done only grows; the time left follows the harvest's real pace, or is not promised.

Steps run in the test process (a setting has to change), the last test on the real worker.
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
import re
from html.parser import HTMLParser

import pytest
from django.utils import timezone
from django_redis import get_redis_connection

from portal.research import pacing, tasks
from portal.research.estimate import seconds_for
from portal.research.harvest import harvest_step
from portal.research.lists import add_entries
from portal.research.models import Entry
from portal.research.progress import collection_progress, progress_summary
from tests.waiting import wait_for

Status = Entry.Status

# 16 lines; "dmila" and "Milan" name the diocese "Archdiocese of Milan" names, which is older:
# only upstream's answer (or the warehouse) can tell, so they are found while harvesting.
SIXTEEN = [
    "Archdiocese of Milan", "dmaml", "dzagr", "dsjcr", "dpari", "dcebu", "dmila", "dcord",
    "dlyon", "dport", "dkins", "Milan", "dlago", "dphil", "dpitt", "dberg",
]  # fmt: skip


def a_minute_passes(owner) -> None:
    """The owner's pacing window ends (what a minute's wait does, without the wait)."""
    get_redis_connection("default").delete(pacing.pacing_key(owner.pk), pacing.pause_key(owner.pk))


@pytest.fixture
def fresh_pace(researcher):
    a_minute_passes(researcher)
    yield
    a_minute_passes(researcher)


class _Rows(HTMLParser):
    """The entries table's rows: (data-status, the row's text)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "tr" and dict(attrs).get("data-status"):
            self.rows.append([dict(attrs)["data-status"], ""])

    def handle_data(self, data):
        if self.rows:
            self.rows[-1][1] += data


def rows_of(html: str) -> list[tuple[str, str]]:
    parser = _Rows()
    parser.feed(html)
    return [(status, " ".join(text.split())) for status, text in parser.rows]


def heading_counts(heading: str) -> tuple[int, int]:
    """(members, duplicates) from “15 dioceses, 1 line was a duplicate”."""
    numbers = [int(n) for n in re.findall(r"\d+", heading)]
    return numbers[0], numbers[1] if len(numbers) > 1 else 0


# --- The estimate -----------------------------------------------------------------------------


def test_the_estimate_follows_the_pace_minute_by_minute(settings):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 10  # five lines a minute
    # Five go in the next minute (no step has begun it: up to a tick, 60 s, then its calls
    # spread over 60 s); eleven more in three batches, the step stopped at its budget queuing
    # the next for the minute's end plus a second (121 s), the next two a cycle (61 s) apart,
    # the last line its share of its minute (12 s). Before the requeue each batch waited for
    # the tick after the minute before it: a cycle of 120 s.
    assert seconds_for(16) == 60 + 60 + 1 + 2 * 61 + 12
    assert seconds_for(5) == 60 + 60  # no step has begun this minute: the next tick starts one
    assert seconds_for(4, calls_left=9) == 48  # a step is spending this minute now
    # This minute's calls spent: the first batch starts a second after the minute's end (or
    # upstream's wait), and its lines take their share of that minute.
    assert seconds_for(5, calls_left=0, wait=30) == 30 + 1 + 5 * 12
    assert seconds_for(6, calls_left=0, wait=30) == 30 + 1 + 61 + 12
    # The cycle is a minute and the requeue's second, with no tick between batches.
    assert seconds_for(11, calls_left=0, wait=60) - seconds_for(6, calls_left=0, wait=60) == 61
    assert seconds_for(0) == 0
    # Never shorter for more lines, never zero for some.
    estimates = [seconds_for(n, calls_left=4, wait=0) for n in range(1, 40)]
    assert estimates == sorted(estimates) and min(estimates) > 0


def test_under_two_calls_a_minute_a_line_takes_two_minutes(settings):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 1
    # The profile in the minute the next tick (60 s) starts, the series in the minute after it
    # (its step queued by the first for that minute's end and a second, 61 s on), one call
    # being a whole minute's share (60 s).
    assert seconds_for(1) == 60 + 61 + 60
    # This minute spent, upstream's wait 30 s: the profile a second after it, the series a
    # cycle on.
    assert seconds_for(1, calls_left=0, wait=30) == 30 + 1 + 61 + 60


@pytest.mark.django_db
@pytest.mark.usefixtures("fresh_pace")
def test_a_summary_rounds_the_time_up_and_never_says_less_than_a_minute(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])
    progress = collection_progress(collection)
    summary = progress_summary(progress)
    minutes = math.ceil(progress.seconds_left / 60)
    assert summary == f"0 of 3 harvested, about {minutes} minutes left"
    assert "less than" not in summary


@pytest.mark.django_db
def test_a_harvest_that_does_not_move_promises_no_time(researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "dzagr"])
    collection.entries.update(added_at=timezone.now() - dt.timedelta(hours=1))

    progress = collection_progress(collection)

    assert progress.remaining == 2 and progress.seconds_left is None
    assert progress_summary(progress) == "0 of 2 harvested"


# --- Duplicates said when they are added --------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.usefixtures("fresh_pace")
def test_a_line_naming_a_member_is_already_in_the_collection_by_its_name(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila"])
    harvest_step(researcher)

    result = add_entries(collection, ["Archdiocese of Milan", "DMILA", "dzagr", "Dzagr"])

    assert result.added == ["dzagr"]
    assert result.already == ["Archdiocese of Milan", "DMILA", "Dzagr"]
    assert result.messages()[1] == (
        "3 were already in the collection: “Archdiocese of Milan”, "
        "“DMILA” (Archdiocese of Milan), “Dzagr”."
    )
    assert collection.entries.count() == 2


@pytest.mark.django_db
@pytest.mark.usefixtures("fresh_pace")
def test_a_waiting_line_is_known_by_what_the_warehouse_holds(sandbox, researcher, collection_with):
    collection_with(researcher, ["dmila"], name="Harvested elsewhere")
    harvest_step(researcher)  # the warehouse now knows dmila is the Archdiocese of Milan
    waiting = collection_with(researcher, ["dmila"], name="Not harvested yet")

    result = add_entries(waiting, ["Archdiocese of Milan"])

    assert (result.added, result.already) == ([], ["Archdiocese of Milan"])


# --- A whole harvest, polled as the page polls ----------------------------------------------------


@pytest.mark.django_db
@pytest.mark.usefixtures("fresh_pace")
def test_counts_through_a_whole_harvest_with_duplicates(
    sandbox, client, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4  # two lines a minute: many polls
    collection = collection_with(researcher, SIXTEEN, name="Sixteen")
    client.force_login(researcher)
    polls: list[dict] = []

    def poll() -> dict:
        data = client.get(f"/research/{collection.pk}/progress/").json()
        page = client.get(f"/research/{collection.pk}/").content.decode()
        rows = rows_of(data["entries_html"])
        members, duplicates = heading_counts(data["heading"])
        # The same count everywhere: the heading, the progress, the list, the page.
        assert data["total"] == members + duplicates == len(rows) == 16
        assert (data["members"], data["duplicates"]) == (members, duplicates)
        assert sum(status == "duplicate" for status, _ in rows) == duplicates
        assert f"data-entries-heading>{data['heading']}<" in page
        assert data["summary"].startswith(f"{data['done'] + duplicates} of 16 harvested")
        assert data["state"]["total"] == 16 and data["state"]["settled"] == data["settled"]
        if data["seconds_left"]:
            minutes = math.ceil(data["seconds_left"] / 60)
            assert data["summary"].endswith(f"about {minutes} minute{'s' * (minutes > 1)} left")
        polls.append(data)
        return data

    poll()
    for _ in range(20):
        harvest_step(researcher)
        if poll()["complete"]:
            break
        a_minute_passes(researcher)
        poll()

    last = polls[-1]
    assert last["complete"] and len(polls) > 8
    assert last["heading"] == "14 dioceses, 2 lines were duplicates"
    assert last["summary"] == "16 of 16 harvested"
    assert "2 lines named dioceses already in the collection" in last["problems"]
    duplicates = [text for status, text in rows_of(last["entries_html"]) if status == "duplicate"]
    assert len(duplicates) == 2
    assert all("Archdiocese of Milan" in text and "already in the collection" in text
               for text in duplicates)  # fmt: skip
    # Never backwards: what is settled and what is harvested only grow, the time left shrinks.
    for before, after in itertools.pairwise(polls):
        assert after["settled"] >= before["settled"]
        assert after["done"] + after["duplicates"] >= before["done"] + before["duplicates"]
        if before["seconds_left"] and after["seconds_left"]:
            assert after["seconds_left"] <= before["seconds_left"]


@pytest.mark.django_db
@pytest.mark.usefixtures("fresh_pace")
def test_removing_the_member_makes_its_duplicate_the_member(
    sandbox, client, researcher, collection_with
):
    collection = collection_with(researcher, ["Archdiocese of Milan", "dmila"])
    harvest_step(researcher)
    member = collection.entries.get(status=Status.DONE)
    client.force_login(researcher)

    client.post(
        f"/research/{collection.pk}/entries/{member.pk}/", {"action": "delete"}, follow=True
    )
    harvest_step(researcher)

    assert list(collection.entries.values_list("query", "status", "diocese__source_code")) == [
        ("dmila", Status.DONE, "dmila")
    ]


# --- On the real worker ---------------------------------------------------------------------------


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_worker_keeps_every_line_and_marks_the_duplicates(
    celery_worker, sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["Archdiocese of Milan", "dzagr", "dmila", "Milan"])

    assert tasks.queue_harvest(researcher) is True

    wait_for(lambda: collection_progress(collection).complete)
    progress = collection_progress(collection)
    assert (progress.total, progress.members, progress.duplicates, progress.done) == (4, 2, 2, 2)
    assert set(collection.entries.values_list("query", "status")) == {
        ("Archdiocese of Milan", "done"), ("dzagr", "done"),
        ("dmila", "duplicate"), ("Milan", "duplicate"),
    }  # fmt: skip
