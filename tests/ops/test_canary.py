"""The nightly canary (task "ops.canary"): on a real Celery worker through the real broker,
and in this process where caplog can see its ERROR records."""

from __future__ import annotations

import logging

import pytest

from portal.ops.models import AgentCardSnapshot, CanaryRun
from portal.ops.tasks import canary, canary_run, card_diff, card_digest
from tests.fixtures.users import PREFETCH_USERNAME
from tests.fixtures.worker import WORKER_LOG
from tests.ops.test_doctor import connect_account
from tests.waiting import wait_for

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def canary_account(sandbox, django_user_model, settings):
    # The worker's OPS_CANARY_ACCOUNT is its PREFETCH_ACCOUNT, PREFETCH_USERNAME.
    settings.OPS_CANARY_ACCOUNT = PREFETCH_USERNAME
    return connect_account(sandbox, django_user_model)


def runs_stored(count: int) -> list[CanaryRun]:
    runs = list(CanaryRun.objects.order_by("pk"))
    return runs if len(runs) >= count else []


@pytest.mark.worker
def test_the_canary_on_a_worker_stores_runs_and_each_card_change(
    celery_worker, canary_account, sandbox
):
    canary.delay()
    [first] = wait_for(lambda: runs_stored(1), timeout=90)
    assert first.ok, first.failed_checks
    assert first.account == PREFETCH_USERNAME
    assert 0 < first.calls <= 12
    assert first.finished_at >= first.started_at
    assert {check["name"] for check in first.checks} >= {"agent card", "token", "tasks/cancel"}
    [snapshot] = AgentCardSnapshot.objects.all()
    assert snapshot.card["protocolVersion"] == "0.2.6"
    assert snapshot.digest == card_digest(snapshot.card)

    # The same card again: a second run, no second snapshot.
    canary.delay()
    second = wait_for(lambda: runs_stored(2), timeout=90)[1]
    assert second.ok
    assert AgentCardSnapshot.objects.count() == 1

    # Upstream moves to A2A 1.0: the door follows, the run passes, the move is a notice.
    log_size = WORKER_LOG.stat().st_size
    sandbox.configure(dialect="1.0")
    canary.delay()
    third = wait_for(lambda: runs_stored(3), timeout=90)[2]
    assert third.ok, third.failed_checks
    protocol = next(check for check in third.checks if check["name"] == "protocol")
    assert "upstream offers 1.0; the portal speaks A2A 1.0" in protocol["detail"]
    latest = AgentCardSnapshot.objects.order_by("-seen_at", "-pk").first()
    assert AgentCardSnapshot.objects.count() == 2
    assert latest.card["supportedInterfaces"][0]["protocolVersion"] == "1.0"

    def worker_logged(needle: str) -> str:
        with WORKER_LOG.open(encoding="utf-8", errors="replace") as log:
            log.seek(log_size)
            text = log.read()
        return text if needle in text else ""

    logged = wait_for(lambda: worker_logged("upstream moved to another A2A version"), timeout=30)
    assert "WARNING" in logged and "A2A dialect 0.3 → 1.0" in logged
    assert "upstream agent card changed" not in logged

    # A version the door cannot speak fails loudly, naming it (on a 0.2 wire, so that the
    # skills still answer and the protocol row is the one that fails).
    log_size = WORKER_LOG.stat().st_size
    sandbox.configure(dialect="0.2")
    sandbox.drift(protocol_version="2.0")
    canary.delay()
    fourth = wait_for(lambda: runs_stored(4), timeout=90)[3]
    assert [check["name"] for check in fourth.failed_checks] == ["protocol"]
    logged = wait_for(lambda: worker_logged("upstream canary check failed: protocol"), timeout=30)
    assert "ERROR" in logged and "upstream offers 2.0" in logged


def test_a_drift_logs_an_error_naming_the_change_and_the_failed_check(
    canary_account, sandbox, caplog
):
    assert canary_run().ok
    sandbox.drift(remove_skills=["pope_lookup"], skill="saint_lookup", drop=["saint_id"])
    with caplog.at_level(logging.INFO, logger="portal.ops"):
        run = canary_run()

    assert not run.ok
    assert {check["name"] for check in run.failed_checks} == {
        "agent card skills",
        "skill saint_lookup",
    }
    assert AgentCardSnapshot.objects.count() == 2
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert "upstream agent card changed: skill removed: pope_lookup" in errors
    assert "upstream canary check failed: agent card skills: missing: pope_lookup" in errors
    assert (
        "upstream canary check failed: skill saint_lookup: saint_id: expected a string, "
        "got missing" in errors
    )


def test_an_unchanged_card_logs_no_error(canary_account, sandbox, caplog):
    canary_run()
    with caplog.at_level(logging.INFO, logger="portal.ops"):
        canary_run()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert AgentCardSnapshot.objects.count() == 1


def test_without_a_canary_account_the_run_fails_but_still_watches_the_card(sandbox, settings):
    settings.OPS_CANARY_ACCOUNT = ""
    run = canary_run()
    assert not run.ok and run.calls == 0
    failed = {check["name"]: check["detail"] for check in run.failed_checks}
    assert failed["token"] == "no canary account configured (OPS_CANARY_ACCOUNT)"
    assert "agent card" not in failed and "oauth metadata" not in failed
    assert AgentCardSnapshot.objects.count() == 1
    assert sandbox.requests()["total"] == 0


def test_card_diff_names_every_kind_of_change():
    old = {
        "name": "M",
        "url": "https://a/api",
        "protocolVersion": "0.2.6",
        "documentationUrl": "https://a/docs",
        "skills": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}, {"id": "c"}],
    }
    new = {
        "name": "M",
        "url": "https://b/api",
        "protocolVersion": "0.3.0",
        "iconUrl": "https://b/icon",
        "skills": [{"id": "a", "name": "A2"}, {"id": "c"}, {"id": "d"}],
    }
    assert card_diff(old, new) == [
        "protocolVersion 0.2.6 → 0.3.0",
        "skill removed: b",
        "skill added: d",
        "skill changed: a",
        "key removed: documentationUrl",
        "key added: iconUrl",
        "key changed: url",
    ]
    assert card_diff(old, old) == []
    assert card_diff(None, new) == []
    assert card_digest(old) == card_digest(dict(reversed(list(old.items()))))


def test_a_move_to_a_1_0_card_is_named_and_counts_as_a_protocol_move():
    from portal.ops.tasks import is_protocol_move

    old = {"name": "M", "url": "https://a/api", "protocolVersion": "0.2.6", "skills": []}
    new = {
        "name": "M",
        "supportedInterfaces": [
            {"url": "https://a/api", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
        ],
        "skills": [],
    }
    changes = card_diff(old, new)
    assert changes == [
        "A2A dialect 0.3 → 1.0",
        "protocolVersion 0.2.6 → None",
        "key removed: url",
        "key added: supportedInterfaces",
    ]
    assert is_protocol_move(changes)
    # A move that also drops a skill is not only a move: that stays an ERROR.
    assert not is_protocol_move([*changes, "skill removed: pope_lookup"])
    assert not is_protocol_move([])
