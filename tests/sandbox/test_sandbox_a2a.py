"""The sandbox's A2A endpoint over real HTTP: every method, error code and skill.

Reference: docs/upstream.md §3-§7.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid

import pytest

from portal.magisterium import catalog as skill_table
from sandbox import catalog

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def result_of(response):
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["jsonrpc"] == "2.0"
    assert "error" not in body, body
    return body["result"]


def error_of(response, status: int, code: int):
    assert response.status_code == status, response.text
    body = response.json()
    assert body["jsonrpc"] == "2.0"
    assert "result" not in body
    assert body["error"]["code"] == code, body
    assert isinstance(body["error"]["message"], str)
    return body


def only_artifact(task, name: str):
    assert task["kind"] == "task"
    assert task["status"]["state"] == "completed", task
    [artifact] = task["artifacts"]
    assert artifact["name"] == name
    assert artifact["artifactId"]
    return artifact["parts"]


def as_json(value):
    """What a value looks like after the wire (tuples become lists...)."""
    return json.loads(json.dumps(value))


# -- message/send and the Task shape ---------------------------------------------------------


def test_message_send_returns_a_completed_task_with_history(a2a):
    response = a2a.send("document_search", text="dignity of work")

    task = result_of(response)
    assert response.json()["id"] == 1
    assert set(task) >= {"id", "contextId", "status", "artifacts", "history", "kind"}
    dt.datetime.fromisoformat(task["status"]["timestamp"])
    user_message, agent_message = task["history"]
    assert user_message["role"] == "user"
    assert user_message["parts"] == [{"kind": "text", "text": "dignity of work"}]
    assert user_message["contextId"] == task["contextId"]
    assert user_message["taskId"] == task["id"]
    assert agent_message["role"] == "agent"
    assert agent_message["kind"] == "message"
    assert agent_message["taskId"] == task["id"]


def test_message_send_keeps_a_given_context_id_and_generates_one_otherwise(a2a):
    context_id = f"ctx-{uuid.uuid4()}"
    kept = result_of(a2a.send("document_search", text="grace", context_id=context_id))
    fresh_1 = result_of(a2a.send("document_search", text="grace"))
    fresh_2 = result_of(a2a.send("document_search", text="grace"))

    assert kept["contextId"] == context_id
    assert fresh_1["contextId"] and fresh_1["contextId"] != fresh_2["contextId"]
    assert fresh_1["id"] != fresh_2["id"]


def test_default_skill_is_catholic_qa(a2a):
    task = result_of(a2a.send(text="Who was Saint Jerome?"))
    only_artifact(task, "catholic_qa_response")


def test_string_request_ids_are_echoed(a2a):
    response = a2a.send("document_search", text="mercy", request_id="req-42")
    assert response.json()["id"] == "req-42"


# -- tasks/get and tasks/cancel -------------------------------------------------------------


def test_tasks_get_returns_the_stored_task(a2a):
    task = result_of(a2a.send("document_search", text="baptism"))

    fetched = result_of(a2a.call("tasks/get", {"id": task["id"]}))

    assert fetched == task


def test_tasks_get_history_length_trims_history(a2a):
    task = result_of(a2a.send("document_search", text="baptism"))

    fetched = result_of(a2a.call("tasks/get", {"id": task["id"], "historyLength": 1}))

    assert fetched["history"] == task["history"][-1:]


def test_tasks_get_unknown_task_is_task_not_found(a2a):
    error_of(a2a.call("tasks/get", {"id": str(uuid.uuid4())}), 200, -32001)


def test_tasks_are_kept_24_hours_then_not_found(a2a, hooks):
    task = result_of(a2a.send("document_search", text="baptism"))

    hooks.advance_clock(24 * 3600 - 60)
    assert result_of(a2a.call("tasks/get", {"id": task["id"]}))["id"] == task["id"]
    hooks.advance_clock(61)
    error_of(a2a.call("tasks/get", {"id": task["id"]}), 200, -32001)


def test_tasks_can_be_read_with_another_token_of_the_same_user(a2a, sandbox_process):
    task = result_of(a2a.send("document_search", text="baptism"))
    other = sandbox_process.token("demo")["access_token"]
    assert result_of(a2a.call("tasks/get", {"id": task["id"]}, token=other))["id"] == task["id"]


def test_tasks_cancel_on_a_terminal_task_is_an_invalid_state_transition(a2a):
    task = result_of(a2a.send("document_search", text="baptism"))

    body = error_of(a2a.call("tasks/cancel", {"id": task["id"]}), 200, -32602)

    assert body["error"]["message"] == "Invalid state transition"


def test_tasks_cancel_unknown_task_is_task_not_found(a2a):
    error_of(a2a.call("tasks/cancel", {"id": "no-such-task"}), 200, -32001)


@pytest.mark.parametrize("method", ["tasks/get", "tasks/cancel"])
def test_task_methods_need_an_id(a2a, method):
    error_of(a2a.call(method, {}), 200, -32602)
    error_of(a2a.call(method, {"id": 7}), 200, -32602)


# -- protocol errors --------------------------------------------------------------------------


def test_body_that_is_not_json_is_a_parse_error(a2a, http, demo_token):
    response = http.post(
        "/api/v1/a2a",
        content=b'{"jsonrpc": "2.0", "id": 1,',
        headers={"Authorization": f"Bearer {demo_token}", "Content-Type": "application/json"},
    )
    body = error_of(response, 200, -32700)
    assert body["id"] is None


@pytest.mark.parametrize(
    "body",
    [
        {"id": 1, "method": "message/send", "params": {}},  # no jsonrpc
        {"jsonrpc": "1.0", "id": 1, "method": "message/send"},
        {"jsonrpc": "2.0", "id": 1},  # no method
        {"jsonrpc": "2.0", "method": "tasks/get", "params": {"id": "x"}},  # no id
        {"jsonrpc": "2.0", "id": None, "method": "tasks/get"},
        {"jsonrpc": "2.0", "id": {"x": 1}, "method": "tasks/get"},
        [{"jsonrpc": "2.0", "id": 1, "method": "tasks/get"}],  # batch
        "just a string",
    ],
)
def test_malformed_envelopes_are_invalid_requests(a2a, body):
    error_of(a2a.post(body), 200, -32600)


def test_unknown_method_is_method_not_found(a2a):
    error_of(a2a.call("message/stream", {}), 200, -32601)
    error_of(a2a.call("tasks/resubscribe", {"id": "x"}), 200, -32601)


def test_params_must_be_an_object(a2a):
    error_of(a2a.call("message/send", ["not", "an", "object"]), 200, -32602)


def _message(**overrides):
    message = {
        "role": "user",
        "messageId": str(uuid.uuid4()),
        "kind": "message",
        "parts": [{"kind": "text", "text": "grace"}],
        "metadata": {"skillId": "document_search"},
    }
    message.update(overrides)
    return {key: value for key, value in message.items() if value is not None}


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"message": "hello"},
        {"message": _message(role="agent")},
        {"message": _message(role=None)},
        {"message": _message(messageId=None)},
        {"message": _message(messageId="")},
        {"message": _message(kind=None)},
        {"message": _message(kind="task")},
        {"message": _message(parts=None)},
        {"message": _message(parts=[])},
        {"message": _message(parts="grace")},
        {"message": _message(parts=[{"kind": "text"}])},
        {"message": _message(parts=[{"kind": "text", "text": 5}])},
        {"message": _message(parts=[{"kind": "data", "data": "x"}])},
        {"message": _message(parts=[{"kind": "image", "url": "x"}])},
        {"message": _message(parts=["grace"])},
        {"message": _message(metadata="document_search")},
        {"message": _message(metadata={"skillId": 3})},
        {"message": _message(contextId=12)},
    ],
)
def test_invalid_messages_are_invalid_params(a2a, params):
    error_of(a2a.call("message/send", params), 200, -32602)


def test_text_over_4000_characters_is_invalid_params(a2a):
    error_of(a2a.send("catholic_qa", text="x" * 4001), 200, -32602)
    result_of(a2a.send("document_search", text="x" * 4000))


def test_unknown_skill_is_skill_not_found(a2a):
    body = error_of(a2a.send("summon_angels", text="now"), 200, -32002)
    assert body["error"]["data"] == {"skillId": "summon_angels"}


# -- authentication and plan ------------------------------------------------------------------


@pytest.mark.parametrize(
    "authorization",
    [None, "Bearer", "Bearer not-a-jwt", "Basic ZGVtbzpkZW1v", "Bearer eyJhbGciOiJub25lIn0.e30."],
)
def test_missing_or_invalid_token_is_unauthorized_401(http, authorization):
    headers = {"Authorization": authorization} if authorization else {}
    response = http.post(
        "/api/v1/a2a",
        json={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}},
        headers=headers,
    )
    error_of(response, 401, -32004)
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_auth_is_checked_before_anything_else(a2a):
    error_of(a2a.post("not json at all", token=None), 401, -32004)
    error_of(a2a.call("no/such/method", token=None), 401, -32004)


def test_token_signed_with_another_key_is_unauthorized(a2a, demo_token):
    header, payload, _signature = demo_token.split(".")
    forged = f"{header}.{payload}.{'A' * 43}"
    error_of(a2a.send("document_search", text="grace", token=forged), 401, -32004)


def test_free_plan_is_refused_with_403(a2a, free_token):
    error_of(a2a.send("document_search", text="grace", token=free_token), 403, -32005)
    error_of(a2a.call("tasks/get", {"id": "x"}, token=free_token), 403, -32005)


# -- CORS -------------------------------------------------------------------------------------


def test_preflight_is_permissive(http):
    response = http.options(
        "/api/v1/a2a",
        headers={"Origin": "https://example.org", "Access-Control-Request-Method": "POST"},
    )
    assert response.status_code in (200, 204)
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert response.headers["Access-Control-Allow-Methods"] == "POST, OPTIONS"
    assert response.headers["Access-Control-Allow-Headers"] == "Content-Type, Authorization"


def test_answers_carry_allow_origin(a2a):
    assert a2a.send("document_search", text="x").headers["Access-Control-Allow-Origin"] == "*"


def test_get_is_not_allowed(http):
    response = http.get("/api/v1/a2a")
    assert response.status_code == 405
    assert "POST" in response.headers["Allow"]


# -- Agent Card -------------------------------------------------------------------------------


def test_agent_card(http, sandbox_url):
    response = http.get("/.well-known/agent.json")

    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "public, max-age=3600"
    card = response.json()
    assert card["url"] == f"{sandbox_url}/api/v1/a2a"
    assert card["protocolVersion"] == "0.2.6"
    assert card["capabilities"] == {
        "streaming": False,
        "pushNotifications": False,
        "stateTransitionHistory": True,
    }
    assert card["defaultInputModes"] and card["defaultOutputModes"]
    flow = card["securitySchemes"]["oauth2"]["flows"]["authorizationCode"]
    assert flow["authorizationUrl"] == f"{sandbox_url}/oauth/authorize"
    assert flow["tokenUrl"] == f"{sandbox_url}/oauth/token"
    assert card["security"] == [{"oauth2": list(flow["scopes"])}]
    skills = {skill["id"]: skill for skill in card["skills"]}
    assert set(skills) == {
        "catholic_qa",
        "document_search",
        "document_fetch",
        "liturgical_readings",
        "saints_of_the_day",
        "saint_lookup",
        "person_lookup",
        "pope_lookup",
        "diocese_lookup",
        "diocese_statistics_lookup",
    }
    for skill in skills.values():
        assert skill["name"] and skill["description"] and skill["tags"] and skill["examples"]


# -- skills → artifacts (docs/upstream.md §7), compared with the catalog called directly ----------


def test_catholic_qa_artifact(a2a):
    question = "What does the Church teach about the Eucharist?"
    expected = catalog.answer_question(question)

    parts = only_artifact(result_of(a2a.send("catholic_qa", text=question)), "catholic_qa_response")

    assert parts[0] == {"kind": "text", "text": expected["text"]}
    data_parts = [part["data"] for part in parts[1:]]
    wanted = []
    if expected["citations"]:
        wanted.append({"citations": as_json(expected["citations"])})
    if expected["related_questions"]:
        wanted.append({"related_questions": as_json(expected["related_questions"])})
    assert data_parts == wanted


def test_document_search_artifact(a2a):
    expected = catalog.document_search("dignity of human work", limit=10)

    parts = only_artifact(
        result_of(a2a.send("document_search", text="dignity of human work")), "search_results"
    )

    assert parts == [{"kind": "data", "data": {"results": as_json(expected)}}]
    for result in parts[0]["data"]["results"]:
        assert {"id", "url", "title"} <= set(result)


def _some_document_id() -> str:
    results = catalog.document_search("the dignity of human work", limit=1)
    if not results:
        pytest.skip("the catalog has no documents to fetch")
    return results[0]["id"]


@pytest.mark.parametrize("as_text", [False, True])
def test_document_fetch_artifact(a2a, as_text):
    doc_id = _some_document_id()
    expected = catalog.document_fetch(doc_id)

    if as_text:
        response = a2a.send("document_fetch", text=doc_id)
    else:
        response = a2a.send("document_fetch", data={"id": doc_id})
    text, data = only_artifact(result_of(response), "document")

    assert text == {"kind": "text", "text": expected["body"]}
    assert data["kind"] == "data"
    fields = ("id", "title", "author", "ref", "url", "related")
    assert data["data"] == {key: expected[key] for key in fields}


def test_document_fetch_unknown_id(a2a):
    parts = only_artifact(
        result_of(a2a.send("document_fetch", data={"id": "no-such-document-xyz"})), "document"
    )
    assert parts == [{"kind": "text", "text": "Document not found."}]


def test_document_fetch_without_an_id_is_invalid_params(a2a):
    error_of(a2a.send("document_fetch", data={"title": "x"}), 200, -32602)


def _sandbox_today(hooks) -> dt.date:
    return dt.date.fromisoformat(hooks.get("clock")["today"])


def test_liturgical_readings_today_follows_the_sandbox_clock(a2a, hooks):
    hooks.advance_clock(3 * 86400)
    today = _sandbox_today(hooks)
    expected = catalog.mass_readings("today", today=today) or "No mass readings found."

    parts = only_artifact(result_of(a2a.send("liturgical_readings", text="today")), "mass_readings")

    assert parts == [{"kind": "text", "text": expected}]


def test_liturgical_readings_none_found(a2a, hooks):
    query = "the day after the end of time"
    expected = catalog.mass_readings(query, today=_sandbox_today(hooks))
    parts = only_artifact(result_of(a2a.send("liturgical_readings", text=query)), "mass_readings")
    assert parts == [{"kind": "text", "text": expected or "No mass readings found."}]


def test_saints_of_the_day_by_date(a2a):
    expected = catalog.martyrology(dt.date(2026, 11, 1)) or "No martyrology data found."

    parts = only_artifact(
        result_of(a2a.send("saints_of_the_day", data={"date": "2026-11-01"})), "martyrology"
    )

    assert parts == [{"kind": "text", "text": expected}]


def test_saints_of_the_day_text_today_matches_the_sandbox_date(a2a, hooks):
    hooks.advance_clock(86400)
    today = _sandbox_today(hooks)

    by_text = result_of(a2a.send("saints_of_the_day", text="today"))
    by_date = result_of(a2a.send("saints_of_the_day", data={"date": today.isoformat()}))

    assert by_text["artifacts"][0]["parts"] == by_date["artifacts"][0]["parts"]


@pytest.mark.parametrize("bad_date", ["2026-02-30", "yesterday-ish", "2026/11/01", ""])
def test_saints_of_the_day_invalid_date_is_no_data_not_an_error(a2a, bad_date):
    response = a2a.send("saints_of_the_day", data={"date": bad_date}, text="" if bad_date else None)
    if bad_date == "":
        error_of(response, 200, -32602)  # neither a date nor a query
        return
    parts = only_artifact(result_of(response), "martyrology")
    assert parts == [{"kind": "text", "text": "No martyrology data found."}]


# The artifact and the id's name on the wire are the portal's skill table's.
LOOKUPS = [
    (skill, skill_table.SKILLS[skill].artifact, skill_table.SKILLS[skill].id_field, known, lookup)
    for skill, known, lookup in (
        ("saint_lookup", "jerome", catalog.saint_lookup),
        ("person_lookup", "angelo-scola", catalog.person_lookup),
        ("pope_lookup", "benedict-xvi", catalog.pope_lookup),
        ("diocese_lookup", "dmaml", catalog.diocese_lookup),
        ("diocese_statistics_lookup", "dmaml", catalog.diocese_statistics),
    )
]


def test_every_skill_s_example_answers_as_the_portal_s_skill_table_says(a2a, hooks):
    """Each skill's example request (the doctor's, `portal.magisterium.catalog`) gets a
    completed task with the table's artifact, its text part and an answer of its shape."""
    given: dict[str, object] = {skill_table.TODAY.name: _sandbox_today(hooks).isoformat()}
    for skill in skill_table.SKILL_LIST:  # in order: document_search gives document_fetch's id
        example = skill.example(given)
        if isinstance(example, str):
            task = result_of(a2a.send(skill.id, text=example))
        else:
            task = result_of(a2a.send(skill.id, data=example))
        assert task["status"]["state"] == "completed", (skill.id, task["status"])
        parts = only_artifact(task, skill.artifact)
        datas = [part["data"] for part in parts if part["kind"] == "data"]
        merged = {key: value for data in datas for key, value in data.items()}
        assert not skill.text or any(part["kind"] == "text" for part in parts), skill.id
        if skill.answer is not None:
            assert datas, skill.id
            assert skill_table.first_difference(skill.answer, merged) is None, skill.id
        if skill.id == "document_search":
            given[skill_table.FIRST_HIT.name] = merged["results"][0]["id"]


@pytest.mark.parametrize(("skill", "artifact", "id_key", "canonical_id", "lookup"), LOOKUPS)
def test_lookup_by_canonical_id(a2a, skill, artifact, id_key, canonical_id, lookup):
    expected = lookup(**{id_key: canonical_id})

    parts = only_artifact(result_of(a2a.send(skill, data={id_key: canonical_id})), artifact)

    assert parts == [{"kind": "data", "data": as_json(expected)}]


@pytest.mark.parametrize(("skill", "artifact", "id_key", "canonical_id", "lookup"), LOOKUPS)
def test_lookup_by_query_and_by_bare_text(a2a, skill, artifact, id_key, canonical_id, lookup):
    expected = as_json(lookup(query="Milan"))

    by_query = only_artifact(result_of(a2a.send(skill, data={"query": "Milan"})), artifact)
    by_text = only_artifact(result_of(a2a.send(skill, text="Milan")), artifact)

    assert by_query == by_text == [{"kind": "data", "data": expected}]


@pytest.mark.parametrize(("skill", "artifact", "id_key", "canonical_id", "lookup"), LOOKUPS)
def test_lookup_not_found_still_completes(a2a, skill, artifact, id_key, canonical_id, lookup):
    parts = only_artifact(result_of(a2a.send(skill, text="zzqxv nothing matches")), artifact)
    assert parts[0]["data"]["error"] == "not_found"


@pytest.mark.parametrize(("skill", "artifact", "id_key", "canonical_id", "lookup"), LOOKUPS)
def test_lookup_without_query_or_id_is_invalid_params(
    a2a, skill, artifact, id_key, canonical_id, lookup
):
    error_of(a2a.send(skill, data={"unrelated": "x"}), 200, -32602)
    error_of(a2a.send(skill, data={id_key: 42}), 200, -32602)


def test_diocese_statistics_year_range(a2a):
    expected = catalog.diocese_statistics(source_code="dmaml", start_year=2015, end_year=2020)

    parts = only_artifact(
        result_of(
            a2a.send(
                "diocese_statistics_lookup",
                data={"source_code": "dmaml", "start_year": 2015, "end_year": 2020},
            )
        ),
        "diocese_statistics_time_series",
    )

    assert parts == [{"kind": "data", "data": as_json(expected)}]


@pytest.mark.parametrize(
    "years",
    [
        {"start_year": "2015"},
        {"end_year": 2020.5},
        {"start_year": True},
        {"start_year": 2021, "end_year": 2020},
    ],
)
def test_diocese_statistics_bad_years_are_invalid_params(a2a, years):
    response = a2a.send("diocese_statistics_lookup", data={"source_code": "dmaml", **years})
    error_of(response, 200, -32602)
