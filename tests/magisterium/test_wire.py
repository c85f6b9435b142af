"""Wire models: camelCase on the wire, unknown fields ignored, unknown part kinds kept."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from portal.magisterium import wire

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def test_a_task_parses_with_unknown_fields_and_part_kinds():
    task = wire.Task.model_validate(
        {
            "kind": "task",
            "id": "t1",
            "contextId": "c1",
            "status": {"state": "completed", "timestamp": "2026-01-01T00:00:00Z", "x": 1},
            "artifacts": [
                {
                    "artifactId": "a1",
                    "name": "pope_profile",
                    "parts": [
                        {"kind": "text", "text": "hello"},
                        {"kind": "data", "data": {"pope_id": "leo-xiv"}},
                        {"kind": "file", "file": {"uri": "https://x.invalid/a.png"}},
                        {"kind": "audio", "audio": "…"},
                        {"kind": 7},
                        {"no_kind": True},
                    ],
                }
            ],
            "history": [],
            "brandNewField": {"anything": []},
        }
    )
    assert task.context_id == "c1"
    parts = task.artifact("pope_profile").parts
    assert [type(p).__name__ for p in parts] == [
        "TextPart",
        "DataPart",
        "FilePart",
        "UnknownPart",
        "UnknownPart",
        "UnknownPart",
    ]
    assert parts[3].kind == "audio"
    assert task.artifact("nothing") is None


@given(kind=st.text(max_size=10) | st.integers() | st.none(), extra=st.dictionaries(
    st.text(max_size=5).filter(lambda k: k not in {"kind", "text", "data", "file"}),
    st.integers() | st.text(max_size=5),
    max_size=3,
))  # fmt: skip
def test_an_unknown_part_kind_never_raises(kind, extra):
    if kind in {"text", "data", "file"}:
        return
    part = wire.Artifact.model_validate(
        {"artifactId": "a", "parts": [{**extra, "kind": kind}]}
    ).parts[0]
    assert isinstance(part, wire.UnknownPart)


def test_outgoing_messages_use_camel_case_and_omit_empty_fields():
    message = wire.Message(
        role="user",
        message_id="m1",
        parts=[wire.TextPart(text="q"), wire.DataPart(data={"date": "2026-01-01"})],
        metadata={"skillId": "saints_of_the_day"},
    )
    assert message.to_wire() == {
        "kind": "message",
        "role": "user",
        "messageId": "m1",
        "parts": [
            {"kind": "text", "text": "q"},
            {"kind": "data", "data": {"date": "2026-01-01"}},
        ],
        "metadata": {"skillId": "saints_of_the_day"},
    }


def test_an_agent_card_parses_from_the_published_shape():
    card = wire.AgentCard.model_validate(
        {
            "name": "Magisterium AI",
            "protocolVersion": "0.2.6",
            "capabilities": {
                "streaming": False,
                "pushNotifications": False,
                "stateTransitionHistory": True,
            },
            "skills": [{"id": "catholic_qa", "name": "Catholic Q&A", "inputModes": ["text"]}],
            "securitySchemes": {},
        }
    )
    assert card.protocol_version == "0.2.6"
    assert card.capabilities.state_transition_history is True
    assert card.skills[0].id == "catholic_qa"
