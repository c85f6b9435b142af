"""The door in each A2A dialect, on shapes the sandbox does not make on demand.

The dialect is chosen from the card (`dialects.choose`), kept, and chosen again when upstream
answers "method not found"; a 1.0 wire is read as the legacy shape; whole doubles are integers;
error details are found wherever a version puts them. The same behaviour against the sandbox in
each of its dialects is in test_dialects_sandbox.py.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from portal import magisterium as m
from portal.magisterium import agent_card, dialects, skills, transport
from tests.magisterium.conftest import json_response

V1_CARD = {
    "name": "Magisterium AI",
    "supportedInterfaces": [
        {
            "url": "http://upstream.invalid/api/v1/a2a",
            "protocolBinding": "JSONRPC",
            "protocolVersion": "1.0",
        }
    ],
    "skills": [],
}
CARD_PATH_1_0 = ("/.well-known/agent-card.json",)


def v1_task(artifact_name: str, parts: list[Any], state: str = "TASK_STATE_COMPLETED") -> dict:
    return {
        "id": str(uuid.uuid4()),
        "contextId": str(uuid.uuid4()),
        "status": {"state": state},
        "artifacts": [{"artifactId": str(uuid.uuid4()), "name": artifact_name, "parts": parts}],
    }


def speak_1_0(fake_upstream, result_for) -> list[dict]:
    """The fake upstream as an A2A 1.0 server: card at agent-card.json only, PascalCase
    methods, the A2A-Version header required; `result_for(body)` gives each result."""
    fake_upstream.card, fake_upstream.card_paths = V1_CARD, CARD_PATH_1_0
    bodies: list[dict] = []

    def respond(request, body):
        bodies.append(body)
        if body.get("method") not in {"SendMessage", "GetTask", "CancelTask"}:
            error = {"code": -32601, "message": "Method not found"}
            return json_response(200, {"jsonrpc": "2.0", "id": body.get("id"), "error": error})
        if request.headers.get("A2A-Version") != "1.0":
            error = {"code": -32009, "message": "Version not supported"}
            return json_response(200, {"jsonrpc": "2.0", "id": body.get("id"), "error": error})
        return json_response(200, {"jsonrpc": "2.0", "id": body["id"], "result": result_for(body)})

    fake_upstream.responder = respond
    return bodies


# --- Choosing from the card ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "dialect", "spoken"),
    [
        ({"protocolVersion": "0.2.6", "url": "https://m/api"}, "0.3", True),
        ({"protocolVersion": "0.3.0", "url": "https://m/api"}, "0.3", True),
        (V1_CARD, "1.0", True),
        # The SDKs' compatibility mode: 0.3 at the top, 1.0 and 0.3 interfaces on one URL.
        (
            {
                "protocolVersion": "0.3.0",
                "url": "https://m/api",
                "supportedInterfaces": [
                    {
                        "url": "https://m/api",
                        "protocolBinding": "JSONRPC",
                        "protocolVersion": "1.0",
                    },
                    {
                        "url": "https://m/api",
                        "protocolBinding": "JSONRPC",
                        "protocolVersion": "0.3",
                    },
                ],
            },
            "1.0",
            True,
        ),
        # 1.0 offered only over gRPC: the door speaks JSON-RPC, so not 1.0.
        (
            {
                "supportedInterfaces": [
                    {"url": "https://m", "protocolBinding": "GRPC", "protocolVersion": "1.0"}
                ]
            },
            "0.3",
            False,
        ),
        ({"protocolVersion": "2.0"}, "0.3", False),
        ({}, "0.3", False),
    ],
)
def test_the_card_chooses_the_dialect(card, dialect, spoken):
    choice = dialects.choose(card)
    assert choice.dialect.name == dialect
    assert choice.spoken is spoken


def test_a_pinned_dialect_wins_over_the_card():
    assert dialects.choose(V1_CARD, pinned="0.3").dialect is dialects.LEGACY
    assert dialects.choose({"protocolVersion": "0.2.6"}, pinned="1.0").dialect is dialects.V1


# --- The 1.0 wire -------------------------------------------------------------------------------


def test_a_look_up_over_the_1_0_wire(fake_upstream, fake_token):
    data = {"pope_id": "benedict-xvi", "primary_name": "Benedict XVI", "ordinal": 265.0}
    bodies = speak_1_0(
        fake_upstream, lambda body: {"task": v1_task("pope_profile", [{"data": data}])}
    )

    profile = skills.pope_lookup(token=fake_token, pope_id="benedict-xvi")

    assert isinstance(profile, m.Profile) and profile.name == "Benedict XVI"
    assert profile.fields["ordinal"] == 265 and type(profile.fields["ordinal"]) is int
    [body] = bodies
    assert body["method"] == "SendMessage"
    message = body["params"]["message"]
    assert "kind" not in message and message["role"] == "ROLE_USER"
    assert message["parts"] == [{"data": {"pope_id": "benedict-xvi"}}]
    assert message["metadata"] == {"skillId": "pope_lookup"}
    assert fake_upstream.requests[0].headers["A2A-Version"] == "1.0"
    # agent.json answered 404, agent-card.json the card: read once, then kept.
    assert [r.url.path for r in fake_upstream.card_requests] == [
        "/.well-known/agent.json",
        "/.well-known/agent-card.json",
    ]
    skills.pope_lookup(token=fake_token, query="benedict")
    assert len(fake_upstream.card_requests) == 2


def test_a_1_0_answer_with_text_parts_and_a_failed_state(fake_upstream, fake_token):
    state = {"value": "TASK_STATE_COMPLETED"}

    def result(body):
        parts = [{"text": "The answer."}, {"data": {"citations": [{"title": "Lumen gentium"}]}}]
        task = v1_task("catholic_qa_response", parts, state=state["value"])
        task["status"]["message"] = {
            "role": "ROLE_AGENT",
            "messageId": "m",
            "parts": [{"text": "the skill failed"}],
        }
        return {"task": task}

    speak_1_0(fake_upstream, result)
    answer = skills.catholic_qa(token=fake_token, question="What is grace?")
    assert answer.text == "The answer." and answer.citations[0].title == "Lumen gentium"

    state["value"] = "TASK_STATE_FAILED"
    with pytest.raises(m.TaskFailed) as raised:
        skills.catholic_qa(token=fake_token, question="What is grace?")
    assert raised.value.reason == "the skill failed"


def test_a_1_0_message_instead_of_a_task_is_malformed(fake_upstream, fake_token):
    message = {"role": "ROLE_AGENT", "messageId": "m", "parts": [{"text": "hi"}]}
    speak_1_0(fake_upstream, lambda body: {"message": message})
    with pytest.raises(m.MalformedResponse):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


def test_get_and_cancel_over_the_1_0_wire(fake_upstream, fake_token):
    task = v1_task("pope_profile", [{"data": {"pope_id": "leo-xiv", "primary_name": "Leo XIV"}}])

    def result(body):
        return task

    bodies = speak_1_0(fake_upstream, result)
    got = transport.tasks_get(access_token=fake_token.access_token, task_id=task["id"])
    assert got.status.state == "completed" and got.id == task["id"]
    assert bodies[-1] == {**bodies[-1], "method": "GetTask", "params": {"id": task["id"]}}

    # The standard numbering: -32002 from CancelTask is "not cancelable", not "skill not found".
    fake_upstream.error(200, -32002, "Task cannot be canceled")
    with pytest.raises(m.TaskNotCancelable):
        transport.tasks_cancel(access_token=fake_token.access_token, task_id=task["id"])


def test_parts_are_told_apart_by_their_member(fake_upstream, fake_token):
    parts = [
        {"text": "Body of the document."},
        {"data": {"id": "lumen-gentium", "title": "Lumen gentium"}},
        {"url": "https://example.org/lg.pdf", "mediaType": "application/pdf", "filename": "lg.pdf"},
        {"raw": "aGVsbG8=", "mediaType": "text/plain"},
        {"data": ["a", "list"]},  # 1.0 allows any JSON value: kept as an unknown part
        {"somethingNew": True},
    ]
    speak_1_0(fake_upstream, lambda body: {"task": v1_task("document", parts)})
    document = skills.document_fetch(token=fake_token, document_id="lumen-gentium")
    assert document.title == "Lumen gentium" and document.body == "Body of the document."


# --- Healing when upstream moves ----------------------------------------------------------------


def test_a_move_to_1_0_heals_within_the_call(fake_upstream, fake_token):
    data = {"pope_id": "leo-xiv", "primary_name": "Leo XIV"}
    fake_upstream.task("pope_profile", [{"kind": "data", "data": data}])
    assert skills.pope_lookup(token=fake_token, pope_id="leo-xiv").name == "Leo XIV"
    assert len(fake_upstream.card_requests) == 1

    # Upstream upgrades: the legacy names are gone, the card is a 1.0 card.
    bodies = speak_1_0(
        fake_upstream, lambda body: {"task": v1_task("pope_profile", [{"data": data}])}
    )
    assert skills.pope_lookup(token=fake_token, query="leo").name == "Leo XIV"
    assert [body["method"] for body in bodies] == ["message/send", "SendMessage"]
    assert agent_card.current_choice().dialect is dialects.V1


def test_version_not_supported_reads_the_card_again(fake_upstream, fake_token):
    # A card that says 0.3 in front of a 1.0-only endpoint: the door re-reads, finds the
    # same card, and says what went wrong rather than looping.
    speak_1_0(fake_upstream, lambda body: {})
    fake_upstream.card, fake_upstream.card_paths = (
        {"protocolVersion": "0.3.0"},
        ("/.well-known/agent.json",),
    )
    with pytest.raises(m.ProtocolError):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert len(fake_upstream.card_requests) == 2  # once at first, once after -32601


def test_an_unreadable_card_leaves_todays_dialect(fake_upstream, fake_token):
    fake_upstream.card = None  # 404 on both paths
    fake_upstream.task("pope_profile", [{"kind": "data", "data": {"pope_id": "leo-xiv"}}])
    assert skills.pope_lookup(token=fake_token, pope_id="leo-xiv").id == "leo-xiv"
    assert fake_upstream.requests[0].url.path == "/api/v1/a2a"
    choice = agent_card.current_choice()
    assert choice.dialect is dialects.LEGACY and not choice.from_card


@pytest.mark.parametrize(
    ("named", "used"),
    [
        # A card never sends people's tokens to another host.
        ("https://elsewhere.invalid/a2a", "http://upstream.invalid/api/v1/a2a"),
        # On the configured origin, the card may move the endpoint.
        ("http://upstream.invalid/a2a/v1", "http://upstream.invalid/a2a/v1"),
    ],
    ids=["another-host", "same-host"],
)
def test_the_cards_endpoint_is_used_only_on_the_configured_origin(
    fake_upstream, fake_token, named, used
):
    answer = {"task": v1_task("pope_profile", [{"data": {"pope_id": "x"}}])}
    speak_1_0(fake_upstream, lambda body: answer)
    interface = {"url": named, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
    fake_upstream.card = {"supportedInterfaces": [interface]}
    skills.pope_lookup(token=fake_token, pope_id="x")
    assert str(fake_upstream.requests[0].url) == used


# --- Numbers and error details, in any dialect --------------------------------------------------


def test_whole_doubles_are_integers_before_anything_reads_them(fake_upstream, fake_token):
    rows = [
        {"year": 1950.0, "catholics": 719464.0, "percent_catholic": 80.5},
        {"year": 2019.0, "catholics": 1.2e6, "percent_catholic": 81.0},
    ]
    data = {"source_code": "dmaml", "year_range": {"start": 1950.0, "end": 2019.0}, "rows": rows}
    fake_upstream.task("diocese_statistics_time_series", [{"kind": "data", "data": data}])
    series = skills.diocese_statistics(token=fake_token, source_code="dmaml")
    assert [row["year"] for row in series.rows] == [1950, 2019]
    assert series.rows[0]["catholics"] == 719464 and type(series.rows[0]["catholics"]) is int
    assert series.rows[1]["catholics"] == 1_200_000 and type(series.rows[1]["catholics"]) is int
    assert series.rows[0]["percent_catholic"] == 80.5
    assert (series.start, series.end) == (1950, 2019) and type(series.start) is int


@pytest.mark.parametrize(
    "data",
    [
        {"retryAfter": 7},
        [
            {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                "reason": "RATE_LIMIT_EXCEEDED",
                "metadata": {"retryAfter": "7"},
            }
        ],
        [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "6.2s"}],
        [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": {"seconds": 7}}],
    ],
    ids=["0.3-object", "1.0-error-info", "1.0-retry-info", "1.0-duration-object"],
)
def test_retry_after_is_found_wherever_the_version_puts_it(fake_upstream, fake_token, data):
    fake_upstream.error(429, -32003, "Rate limit exceeded", data)
    with pytest.raises(m.RateLimited) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.retry_after == 7


def test_new_error_codes_are_named_not_unknown(fake_upstream, fake_token):
    details = [
        {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "EXTENSION_REQUIRED"}
    ]
    fake_upstream.error(200, -32008, "Extension support required", details)
    with pytest.raises(m.UpstreamIncompatible) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.name == "ExtensionSupportRequired"
    assert "ExtensionSupportRequired" in raised.value.detail
    assert "EXTENSION_REQUIRED" in raised.value.detail
    assert "site administrator" in raised.value.user_message
