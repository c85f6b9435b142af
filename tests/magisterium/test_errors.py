"""Every upstream failure the sandbox can produce becomes the right typed error."""

from __future__ import annotations

import pytest

from portal import magisterium as m
from portal.magisterium import agent_card, skills, throttle, transport

# The door's behaviour is the same in every A2A dialect upstream may speak.
pytestmark = pytest.mark.usefixtures("in_each_dialect")


def test_a_bogus_token_is_unauthorized(sandbox):
    token = m.UserToken(account_id="someone", access_token="not-a-real-token")
    with pytest.raises(m.Unauthorized) as raised:
        skills.pope_lookup(token=token, pope_id="leo-xiv")
    # 1.0: an authentication layer in front of the server answers 401 without JSON-RPC.
    assert raised.value.http_status == 401 and raised.value.code in (-32004, None)
    assert (
        raised.value.user_message == "Your Magisterium sign-in has expired. Please sign in again."
    )


def test_the_unauthorized_fault_is_unauthorized(sandbox, demo):
    sandbox.fault("unauthorized", count=1)
    with pytest.raises(m.Unauthorized):
        skills.pope_lookup(token=demo, pope_id="leo-xiv")


def test_a_free_plan_is_plan_required_and_permanent(sandbox, free):
    with pytest.raises(m.PlanRequired) as raised:
        skills.pope_lookup(token=free, pope_id="leo-xiv")
    # 1.0: an authentication layer in front of the server answers 403 without JSON-RPC.
    assert raised.value.http_status == 403 and raised.value.code in (-32005, None)
    assert raised.value.permanent
    assert raised.value.user_message == (
        "Your Magisterium account is on the free plan. This part of the portal asks Magisterium "
        "for you, which needs a Pro, Organization or Enterprise plan."
    )


def test_the_plan_required_fault_is_plan_required(sandbox, demo):
    sandbox.fault("plan_required", count=1)
    with pytest.raises(m.PlanRequired):
        skills.saint_lookup(token=demo, saint_id="jerome")


def test_upstream_429_is_rate_limited_and_the_next_call_is_refused_locally(sandbox, demo):
    sandbox.configure(rate_limit=1)
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    with pytest.raises(m.RateLimited) as upstream:
        skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    assert upstream.value.retry_after > 0 and not upstream.value.local
    assert upstream.value.http_status == 429 and upstream.value.code == -32003
    assert sandbox.requests()["total"] == 1

    before = sandbox.requests()
    with pytest.raises(m.RateLimited) as local:
        skills.pope_lookup(token=demo, pope_id="gregory-i")
    assert local.value.local and 0 < local.value.retry_after <= upstream.value.retry_after
    assert sandbox.requests() == before  # nothing reached the sandbox
    assert throttle.seconds_until_allowed(demo, "pope_lookup") > 0


def test_a_rate_limit_burst_carries_upstreams_retry_after(sandbox, demo):
    sandbox.fault("rate_limit_burst", count=1, retry_after=42)
    with pytest.raises(m.RateLimited) as raised:
        skills.saint_lookup(token=demo, saint_id="jerome")
    assert raised.value.retry_after == 42
    assert raised.value.user_message == (
        "Magisterium asks us to wait 42 seconds before the next request."
    )


def test_the_local_throttle_refuses_without_reaching_the_sandbox(sandbox, demo, settings):
    settings.MAGISTERIUM_RATE_LIMIT = 2
    skills.pope_lookup(token=demo, pope_id="leo-xiv")
    skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    with pytest.raises(m.RateLimited) as raised:
        skills.pope_lookup(token=demo, pope_id="gregory-i")
    assert raised.value.local
    assert sandbox.requests()["total"] == 2


def test_a_timeout_is_upstream_unavailable(sandbox, demo, settings):
    settings.MAGISTERIUM_TIMEOUT = 0.5
    sandbox.configure(timeout_sleep=3)
    sandbox.fault("timeout", count=1)
    with pytest.raises(m.UpstreamUnavailable) as raised:
        skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert "timeout" in raised.value.detail.lower()
    assert not raised.value.permanent


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("http_500", m.UpstreamUnavailable),
        ("html_error", m.UpstreamUnavailable),  # a 502 page from a gateway
        ("non_json", m.MalformedResponse),
        ("malformed_task", m.MalformedResponse),
    ],
)
def test_broken_answers_become_typed_errors(sandbox, demo, mode, expected):
    sandbox.fault(mode, count=1)
    with pytest.raises(expected) as raised:
        skills.pope_lookup(token=demo, pope_id="leo-xiv")
    assert raised.value.user_message


def test_an_unknown_skill_is_skill_not_found(sandbox, demo):
    with pytest.raises(m.SkillNotFound) as raised:
        transport.message_send(
            access_token=demo.access_token,
            skill_id="no_such_skill",
            parts=[m.wire.TextPart(text="x")],
        )
    assert raised.value.permanent


def test_upstream_invalid_params_is_invalid_params(sandbox, demo):
    # Our own validation never lets this out; send it raw to see upstream's -32602.
    with pytest.raises(m.InvalidParams) as raised:
        transport.message_send(
            access_token=demo.access_token,
            skill_id="pope_lookup",
            parts=[m.wire.DataPart(data={"unrelated": 1})],
        )
    assert raised.value.code == -32602


def test_tasks_get_returns_a_stored_task_and_cancel_is_refused(sandbox, demo):
    answer = skills.catholic_qa(token=demo, question="What is grace?")
    task = transport.tasks_get(access_token=demo.access_token, task_id=answer.task_id)
    assert task.id == answer.task_id and task.status.state == "completed"
    assert task.artifact("catholic_qa_response") is not None
    with pytest.raises(m.TaskNotCancelable):
        transport.tasks_cancel(access_token=demo.access_token, task_id=answer.task_id)


def test_an_unknown_task_is_task_not_found(sandbox, demo):
    with pytest.raises(m.TaskNotFound):
        transport.tasks_get(access_token=demo.access_token, task_id="no-such-task")


def test_a_task_expires_after_24_hours(sandbox, demo):
    answer = skills.catholic_qa(token=demo, question="What is grace?")
    sandbox.advance_clock(24 * 3600 + 1)
    with pytest.raises(m.TaskNotFound):
        transport.tasks_get(access_token=demo.access_token, task_id=answer.task_id)


def test_the_agent_card_is_read(sandbox, in_each_dialect):
    card = agent_card.agent_card_get()
    offered = {"0.2": "0.2.6", "0.3": "0.3.0", "1.0": "1.0", "both": "1.0"}
    versions = [i.protocol_version for i in card.supported_interfaces] + [card.protocol_version]
    assert offered[in_each_dialect["dialect"]] in versions
    chosen = agent_card.current_choice()
    assert chosen.dialect.name == (
        "1.0" if in_each_dialect["dialect"] in {"1.0", "both"} else "0.3"
    )
    assert card.capabilities.streaming is False
    assert {"catholic_qa", "pope_lookup", "diocese_statistics_lookup"} <= {
        s.id for s in card.skills
    }
