"""The harvest's state as a person reads it (portal.research.progress.harvest_state): one
function for the collection page, the JSON its poller reads, and these tests.

Steps run in the test process against the sandbox, faults injected as in test_harvest.py.
"""

from __future__ import annotations

import pytest
from django_redis import get_redis_connection

from portal.research import harvest, pacing
from portal.research.harvest import harvest_step
from portal.research.models import Entry
from portal.research.progress import harvest_state

Status = Entry.Status


def a_minute_passes(owner) -> None:
    redis = get_redis_connection("default")
    redis.delete(pacing.pacing_key(owner.pk), pacing.pause_key(owner.pk))


@pytest.fixture(autouse=True)
def fresh_pace(researcher):
    a_minute_passes(researcher)
    yield
    a_minute_passes(researcher)


@pytest.mark.django_db
def test_every_line_harvested_is_finished(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "dzagr"])

    before = harvest_state(collection)
    assert (before.state, before.label) == ("working", "working: 0 of 2")
    assert before.active

    harvest_step(researcher)

    state = harvest_state(collection)
    assert (state.state, state.label) == ("finished", "finished")
    assert (state.total, state.settled, state.remaining, state.attention) == (2, 2, 0, 0)
    assert not state.active and state.wait_seconds == 0


@pytest.mark.django_db
def test_a_line_that_cannot_be_placed_is_finished_with_attention(
    sandbox, researcher, collection_with
):
    collection = collection_with(researcher, ["dmila", "No Such See Anywhere", "dzagr"])

    harvest_step(researcher)

    state = harvest_state(collection)
    assert state.state == "attention"
    assert state.label == "finished — 1 line needs your attention"
    assert (state.settled, state.total, state.remaining) == (3, 3, 0)
    assert not state.active  # never "pending" for good: the page stops asking


@pytest.mark.django_db
def test_lines_that_failed_for_good_need_attention_too(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "Atlantis", "dzagr"])
    harvest_step(researcher)
    collection.entries.filter(query="dzagr").update(
        status=Status.FAILED, attempts=harvest.MAX_ATTEMPTS, message="gone"
    )

    state = harvest_state(collection)
    assert state.label == "finished — 2 lines need your attention"
    # With attempts left, a failed line is still being worked on.
    collection.entries.filter(query="dzagr").update(attempts=1)
    assert harvest_state(collection).label == "working: 2 of 3"


@pytest.mark.django_db
def test_a_spent_budget_waits_for_the_rate_limit_with_the_seconds_left(
    sandbox, researcher, collection_with, settings
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 3
    collection = collection_with(researcher, ["dmila", "dzagr", "dpari"])

    assert harvest_step(researcher).stopped == "budget"

    state = harvest_state(collection)
    assert state.state == "waiting" and state.active
    assert 0 < state.wait_seconds <= pacing.PACING_WINDOW_SECONDS
    assert state.label == f"waiting for the rate limit (next call in {state.wait_seconds} s)"
    assert state.label_pattern == "waiting for the rate limit (next call in {seconds} s)"

    a_minute_passes(researcher)
    assert harvest_state(collection).label == "working: 1 of 3"


@pytest.mark.django_db
def test_upstream_asking_to_wait_is_counted_down(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "dzagr"])
    sandbox.fault("rate_limit_burst", count=1, retry_after=40)

    assert harvest_step(researcher).stopped == "rate_limited"

    state = harvest_state(collection)
    assert state.state == "waiting"
    assert 35 <= state.wait_seconds <= 40
    assert state.label == f"waiting for the rate limit (next call in {state.wait_seconds} s)"


@pytest.mark.django_db
def test_a_refused_account_pauses_the_harvest(sandbox, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "dzagr"])
    sandbox.fault("plan_required")

    assert harvest_step(researcher).stopped == "account"

    assert set(collection.entries.values_list("refused", flat=True)) == {True}
    state = harvest_state(collection)
    assert (state.state, state.label) == ("paused", "paused: your account was refused")
    assert state.refused == 2 and not state.active

    # The person must act (sign in again, a paid plan): nothing is retried on its own.
    assert set(collection.entries.values_list("attempts", flat=True)) == {0}


@pytest.mark.django_db
def test_a_signed_out_owner_is_paused_too(sandbox, django_user_model, collection_with):
    owner = django_user_model.objects.create_user(username="local-researcher")
    collection = collection_with(owner, ["dmila"])

    assert harvest_step(owner).stopped == "account"

    assert harvest_state(collection).label == "paused: your account was refused"


@pytest.mark.django_db
def test_refresh_now_is_working_again_until_harvested(sandbox, researcher, collection_with):
    from django.utils import timezone

    collection = collection_with(researcher, ["dmila"])
    harvest_step(researcher)
    collection.refresh_requested_at = timezone.now()
    collection.save()

    assert harvest_state(collection).label == "working: 0 of 1"
    harvest_step(researcher)
    assert harvest_state(collection).label == "finished"


@pytest.mark.django_db
def test_an_empty_collection_says_so(researcher, collection_with):
    state = harvest_state(collection_with(researcher, []))
    assert (state.state, state.active) == ("empty", False)


@pytest.mark.django_db
def test_the_page_and_its_json_read_the_same_state(sandbox, client, researcher, collection_with):
    collection = collection_with(researcher, ["dmila", "Nowhere Diocese"])
    harvest_step(researcher)
    client.force_login(researcher)

    page = client.get(f"/research/{collection.pk}/")
    data = client.get(f"/research/{collection.pk}/progress/").json()

    assert data["state"]["label"] == "finished — 1 line needs your attention"
    assert data["state"]["state"] == "attention" and data["state"]["active"] is False
    html = page.content.decode()
    assert 'data-harvest-state="attention"' in html
    assert "finished — 1 line needs your attention" in html
    assert 'data-active="0"' in html


@pytest.mark.django_db
def test_plural_forms_come_from_ngettext(researcher, collection_with):
    collection = collection_with(researcher, ["Atlantis", "Lemuria"])
    collection.entries.update(status=Status.UNRESOLVED)
    assert harvest_state(collection).label == "finished — 2 lines need your attention"
