"""The sandbox's A2A dialects over real HTTP: the legacy 0.2 (the default, today's upstream),
0.3, 1.0 and "both" (0.3 and 1.0 on one URL), and numbers sent as doubles.

Each test chooses its dialect with `sandbox.configure(dialect=...)`; the `sandbox` fixture
resets it to the environment's (0.2) before the next test.
"""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

import httpx
import pytest

from sandbox import catalog
from sandbox.state import Config

ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"
RETRY_INFO = "type.googleapis.com/google.rpc.RetryInfo"
LEGACY_NAMES = ["message/send", "tasks/get", "tasks/cancel"]
V1_NAMES = ["SendMessage", "GetTask", "CancelTask"]
AS_DEMO = object()  # Rpc's default `token=`; None sends no token at all


class Rpc:
    """Raw JSON-RPC to the sandbox, so each test sees the status, headers and body as sent."""

    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.token = token

    def post(self, body: Any, *, token: Any = AS_DEMO, version: str | None = None):
        token = self.token if token is AS_DEMO else token
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if version is not None:
            headers["A2A-Version"] = version
        return httpx.post(f"{self.url}/api/v1/a2a", json=body, headers=headers, timeout=10)

    def call(self, method: str, params: Any = None, **kwargs: Any) -> httpx.Response:
        body: dict[str, Any] = {"jsonrpc": "2.0", "id": 1, "method": method}
        if params is not None:
            body["params"] = params
        # 1.0 methods carry the version header unless a test says otherwise.
        kwargs.setdefault("version", "1.0" if method in V1_NAMES else None)
        return self.post(body, **kwargs)

    def send(self, skill: str | None = None, *, text=None, data=None, **kwargs: Any):
        """message/send, in the legacy shape."""
        parts = []
        if text is not None:
            parts.append({"kind": "text", "text": text})
        if data is not None:
            parts.append({"kind": "data", "data": data})
        message = {"role": "user", "messageId": str(uuid.uuid4()), "kind": "message"}
        message["parts"] = parts
        if skill is not None:
            message["metadata"] = {"skillId": skill}
        return self.call("message/send", {"message": message}, **kwargs)

    def send_v1(self, skill: str | None = None, *, text=None, data=None, parts=None, **kwargs):
        """SendMessage, in the 1.0 shape."""
        if parts is None:
            parts = [{"text": text}] if text is not None else []
            if data is not None:
                parts.append({"data": data})
        message = {"role": "ROLE_USER", "messageId": str(uuid.uuid4()), "parts": parts}
        if skill is not None:
            message["metadata"] = {"skillId": skill}
        return self.call("SendMessage", {"message": message}, **kwargs)


@pytest.fixture
def rpc(sandbox) -> Rpc:
    return Rpc(sandbox.url, sandbox.token("demo")["access_token"])


def card_at(sandbox, file_name: str) -> httpx.Response:
    return httpx.get(f"{sandbox.url}/.well-known/{file_name}", timeout=10)


def result_of(response: httpx.Response) -> Any:
    assert response.status_code == 200, response.text
    body = response.json()
    assert "error" not in body, body
    return body["result"]


def error_of(response: httpx.Response, status: int, code: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["jsonrpc"] == "2.0"
    assert "result" not in body
    assert body["error"]["code"] == code, body
    return body["error"]


def error_info(error: dict[str, Any]) -> dict[str, Any]:
    """The ErrorInfo of a 1.0 error (its data is a list of typed details)."""
    assert isinstance(error["data"], list), error
    [info] = [detail for detail in error["data"] if detail["@type"] == ERROR_INFO]
    assert all(isinstance(value, str) for value in info.get("metadata", {}).values())
    return info


def kinds_in(value: Any) -> list[Any]:
    """Every `kind` key anywhere in a JSON value."""
    if isinstance(value, dict):
        found = [value["kind"]] if "kind" in value else []
        return found + [kind for item in value.values() for kind in kinds_in(item)]
    if isinstance(value, list):
        return [kind for item in value for kind in kinds_in(item)]
    return []


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


# -- the Agent Card -------------------------------------------------------------------------------

TODAYS_CARD_KEYS = {
    "name", "description", "url", "preferredTransport", "provider", "version",
    "protocolVersion", "capabilities", "defaultInputModes", "defaultOutputModes",
    "securitySchemes", "security", "skills",
}  # fmt: skip


def test_the_default_card_is_todays_0_2_card(sandbox):
    default = card_at(sandbox, "agent.json").json()
    sandbox.configure(dialect="0.2")
    response = card_at(sandbox, "agent.json")

    card = response.json()
    assert card == default
    assert set(card) == TODAYS_CARD_KEYS
    assert card["protocolVersion"] == "0.2.6"
    assert card["url"] == f"{sandbox.url}/api/v1/a2a"
    assert card["capabilities"]["stateTransitionHistory"] is True
    assert response.headers["Cache-Control"] == "public, max-age=3600"
    missing = card_at(sandbox, "agent-card.json")
    assert missing.status_code == 404
    assert missing.json() == {"error": "not found"}


def test_the_0_3_card_is_at_both_paths(sandbox):
    sandbox.configure(dialect="0.3")

    card = card_at(sandbox, "agent-card.json").json()

    assert card_at(sandbox, "agent.json").json() == card
    endpoint = f"{sandbox.url}/api/v1/a2a"
    assert card["protocolVersion"] == "0.3.0"
    assert card["url"] == endpoint
    assert card["preferredTransport"] == "JSONRPC"
    assert card["additionalInterfaces"] == [{"url": endpoint, "transport": "JSONRPC"}]
    assert "supportedInterfaces" not in card


def test_the_1_0_card_lists_its_interface_and_drops_the_top_level_endpoint(sandbox):
    legacy = card_at(sandbox, "agent.json").json()
    sandbox.configure(dialect="1.0")

    response = card_at(sandbox, "agent-card.json")

    assert response.status_code == 200
    card = response.json()
    assert not {"url", "protocolVersion", "preferredTransport", "additionalInterfaces"} & set(card)
    assert card["supportedInterfaces"] == [
        {"url": f"{sandbox.url}/api/v1/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
    ]
    assert card["capabilities"] == {"streaming": False, "pushNotifications": False}
    for key in ("name", "description", "provider", "version", "securitySchemes", "security"):
        assert card[key] == legacy[key]
    assert card["skills"] == legacy["skills"]
    assert card_at(sandbox, "agent.json").status_code == 404


def test_the_both_card_serves_0_3_and_1_0_clients(sandbox):
    sandbox.configure(dialect="both")

    card = card_at(sandbox, "agent.json").json()

    assert card_at(sandbox, "agent-card.json").json() == card
    endpoint = f"{sandbox.url}/api/v1/a2a"
    assert (card["url"], card["protocolVersion"]) == (endpoint, "0.3.0")
    assert card["preferredTransport"] == "JSONRPC"
    assert card["supportedInterfaces"] == [
        {"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"},
        {"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": "0.3"},
    ]


@pytest.mark.parametrize(
    ("dialect", "file_name", "top_level", "interfaces"),
    [
        ("0.2", "agent.json", "9.9.9", None),
        ("0.3", "agent-card.json", "9.9.9", None),
        ("1.0", "agent-card.json", None, ["9.9.9"]),
        ("both", "agent-card.json", "9.9.9", ["9.9.9", "0.3"]),
    ],
)
def test_card_drift_applies_in_every_dialect(sandbox, dialect, file_name, top_level, interfaces):
    sandbox.configure(dialect=dialect)
    sandbox.drift(protocol_version="9.9.9", remove_skills=["pope_lookup"])

    card = card_at(sandbox, file_name).json()

    assert card.get("protocolVersion") == top_level
    versions = [item["protocolVersion"] for item in card.get("supportedInterfaces", [])]
    assert versions == (interfaces or [])
    assert "pope_lookup" not in {skill["id"] for skill in card["skills"]}


# -- which methods each dialect knows -------------------------------------------------------------


@pytest.mark.parametrize("dialect", ["0.2", "0.3"])
def test_legacy_dialects_know_only_the_slash_methods(sandbox, rpc, dialect):
    sandbox.configure(dialect=dialect)

    task = result_of(rpc.send("pope_lookup", data={"pope_id": "benedict-xvi"}))
    assert task["kind"] == "task" and task["status"]["state"] == "completed"
    assert result_of(rpc.call("tasks/get", {"id": task["id"]})) == task
    for method in V1_NAMES:
        error = error_of(rpc.call(method, {"id": task["id"]}), 200, -32601)
        assert "data" not in error  # the legacy dialect sends no typed details


def test_1_0_knows_only_the_pascal_case_methods(sandbox, rpc):
    sandbox.configure(dialect="1.0")

    task = result_of(rpc.send_v1("document_search", text="grace"))["task"]
    assert result_of(rpc.call("GetTask", {"id": task["id"]})) == task
    for method in LEGACY_NAMES:
        error = error_of(rpc.call(method, {"id": task["id"]}, version="1.0"), 200, -32601)
        info = error_info(error)
        assert (info["reason"], info["domain"]) == ("METHOD_NOT_FOUND", "a2a-protocol.org")
        assert info["metadata"] == {"method": method}


def test_both_knows_all_six_methods_and_shares_the_tasks(sandbox, rpc):
    sandbox.configure(dialect="both")

    legacy_task = result_of(rpc.send("document_search", text="grace"))
    v1_task = result_of(rpc.send_v1("document_search", text="grace"))["task"]

    # A task made with message/send, read with GetTask, and the other way round.
    read_v1 = result_of(rpc.call("GetTask", {"id": legacy_task["id"]}))
    assert read_v1["id"] == legacy_task["id"]
    assert read_v1["status"]["state"] == "TASK_STATE_COMPLETED"
    assert read_v1["artifacts"][0]["parts"] == [
        {"data": part["data"]} for part in legacy_task["artifacts"][0]["parts"]
    ]
    assert kinds_in(read_v1) == []
    read_legacy = result_of(rpc.call("tasks/get", {"id": v1_task["id"]}))
    assert read_legacy["kind"] == "task"
    assert read_legacy["status"]["state"] == "completed"
    assert read_legacy["history"][0]["parts"] == [{"kind": "text", "text": "grace"}]
    # Both cancels answer, each in its own dialect.
    assert "data" not in error_of(rpc.call("tasks/cancel", {"id": v1_task["id"]}), 200, -32002)
    error_info(error_of(rpc.call("CancelTask", {"id": legacy_task["id"]}), 200, -32002))


# -- the A2A-Version header -----------------------------------------------------------------------


@pytest.mark.parametrize("version", ["1.0", "1", "1.0.0", "1.0.3"])
def test_1_0_accepts_version_1_0(sandbox, rpc, version):
    sandbox.configure(dialect="1.0")
    result_of(rpc.send_v1("document_search", text="grace", version=version))


@pytest.mark.parametrize("dialect", ["1.0", "both"])
@pytest.mark.parametrize("version", [None, "", "0.3", "0.3.0", "2.0", "1.1", "10"])
def test_1_0_methods_need_the_version_header(sandbox, rpc, dialect, version):
    sandbox.configure(dialect=dialect)

    error = error_of(rpc.send_v1("document_search", text="grace", version=version), 200, -32009)

    assert error["message"] == "Version not supported"
    assert error_info(error)["reason"] == "VERSION_NOT_SUPPORTED"
    assert sandbox.requests()["total"] == 0  # refused before the method ran


def test_the_version_is_checked_after_auth_and_the_envelope(sandbox, rpc):
    sandbox.configure(dialect="1.0")

    assert rpc.call("GetTask", {"id": "x"}, version=None, token="bad").status_code == 401
    body = {"jsonrpc": "1.0", "id": 1, "method": "GetTask", "params": {"id": "x"}}
    error_of(rpc.post(body), 200, -32600)


def test_slash_methods_in_both_need_no_version_header(sandbox, rpc):
    sandbox.configure(dialect="both")
    result_of(rpc.send("document_search", text="grace"))


# -- SendMessage, GetTask and the 1.0 shapes ------------------------------------------------------


def test_1_0_send_message_by_data_answers_a_1_0_task(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    expected = as_json(catalog.pope_lookup(pope_id="benedict-xvi"))

    result = result_of(rpc.send_v1("pope_lookup", data={"pope_id": "benedict-xvi"}))

    assert set(result) == {"task"}
    task = result["task"]
    assert kinds_in(task) == []
    assert task["status"]["state"] == "TASK_STATE_COMPLETED"
    [artifact] = task["artifacts"]
    assert artifact["name"] == "pope_profile"
    assert artifact["parts"] == [{"data": expected}]
    user, agent = task["history"]
    assert (user["role"], agent["role"]) == ("ROLE_USER", "ROLE_AGENT")
    assert user["parts"] == [{"data": {"pope_id": "benedict-xvi"}}]
    assert user["metadata"] == {"skillId": "pope_lookup"}
    assert user["contextId"] == agent["contextId"] == task["contextId"]
    assert agent["taskId"] == task["id"]
    assert agent["parts"] == [{"data": expected}]
    assert sandbox.requests() == {"total": 1, "by_skill": {"pope_lookup": 1}}


def test_1_0_send_message_by_text(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    expected = as_json(catalog.document_search("dignity of human work", limit=10))
    context_id = f"ctx-{uuid.uuid4()}"
    message = {
        "role": "ROLE_USER",
        "messageId": "m-1",
        "contextId": context_id,
        "parts": [{"text": "dignity of human work"}],
        "metadata": {"skillId": "document_search"},
    }

    task = result_of(rpc.call("SendMessage", {"message": message}))["task"]

    assert task["contextId"] == context_id
    assert task["artifacts"][0]["parts"] == [{"data": {"results": expected}}]
    assert task["history"][0]["parts"] == [{"text": "dignity of human work"}]


def test_1_0_text_answers_and_the_default_skill(sandbox, rpc):
    sandbox.configure(dialect="1.0")

    task = result_of(rpc.send_v1(text="Who was Saint Jerome?"))["task"]

    assert task["artifacts"][0]["name"] == "catholic_qa_response"
    assert isinstance(task["artifacts"][0]["parts"][0]["text"], str)


def test_1_0_file_parts_are_kept_in_the_history(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    parts = [
        {"text": "grace"},
        {"url": "https://example.org/a.pdf", "filename": "a.pdf", "mediaType": "application/pdf"},
        {"raw": "aGVsbG8=", "mediaType": "text/plain", "metadata": {"note": "x"}},
    ]

    task = result_of(rpc.send_v1("document_search", parts=parts))["task"]

    assert task["history"][0]["parts"] == parts


def test_1_0_converts_scripted_answers_and_passes_junk_through(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    parts = [
        {"kind": "text", "text": "x", "metadata": {"a": 1}},
        {"kind": "file", "file": {"uri": "https://example.org/f", "name": "f", "mimeType": "a/b"}},
        {"kind": "file", "file": {"bytes": "aGk="}},
        {"kind": "image", "src": "y"},
        "junk",
    ]
    sandbox.script_answer("pope_lookup", parts)

    task = result_of(rpc.send_v1("pope_lookup", text="Leo"))["task"]

    assert task["artifacts"][0]["parts"] == [
        {"text": "x", "metadata": {"a": 1}},
        {"url": "https://example.org/f", "filename": "f", "mediaType": "a/b"},
        {"raw": "aGk="},
        {"src": "y"},
        "junk",
    ]


def test_1_0_failed_task(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    sandbox.fault("task_failed", count=1)

    task = result_of(rpc.send_v1("document_search", text="grace"))["task"]

    assert task["status"]["state"] == "TASK_STATE_FAILED"
    assert task["status"]["message"]["role"] == "ROLE_AGENT"
    assert "text" in task["status"]["message"]["parts"][0]
    assert kinds_in(task) == []


def test_1_0_get_task_trims_history_and_finds_no_unknown_task(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    task = result_of(rpc.send_v1("document_search", text="grace"))["task"]

    trimmed = result_of(rpc.call("GetTask", {"id": task["id"], "historyLength": 1}))
    assert trimmed["history"] == task["history"][-1:]

    missing = str(uuid.uuid4())
    info = error_info(error_of(rpc.call("GetTask", {"id": missing}), 200, -32001))
    assert info == {
        "@type": ERROR_INFO,
        "reason": "TASK_NOT_FOUND",
        "domain": "a2a-protocol.org",
        "metadata": {"taskId": missing},
    }


def _v1_message(**overrides: Any) -> dict[str, Any]:
    message = {
        "role": "ROLE_USER",
        "messageId": "m-1",
        "parts": [{"text": "grace"}],
        "metadata": {"skillId": "document_search"},
    }
    message.update(overrides)
    return {key: value for key, value in message.items() if value is not None}


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"message": "grace"},
        {"message": _v1_message(role="user")},
        {"message": _v1_message(role="ROLE_AGENT")},
        {"message": _v1_message(role=None)},
        {"message": _v1_message(messageId=None)},
        {"message": _v1_message(messageId="")},
        {"message": _v1_message(kind="message")},
        {"message": _v1_message(parts=[])},
        {"message": _v1_message(parts="grace")},
        {"message": _v1_message(parts=["grace"])},
        {"message": _v1_message(parts=[{}])},
        {"message": _v1_message(parts=[{"mediaType": "text/plain"}])},
        {"message": _v1_message(parts=[{"text": "grace", "data": {"query": "grace"}}])},
        {"message": _v1_message(parts=[{"kind": "text", "text": "grace"}])},
        {"message": _v1_message(parts=[{"text": 5}])},
        {"message": _v1_message(parts=[{"data": ["grace"]}])},
        {"message": _v1_message(parts=[{"data": "grace"}])},
        {"message": _v1_message(parts=[{"url": 5}])},
        {"message": _v1_message(parts=[{"raw": "not base64!"}])},
        {"message": _v1_message(parts=[{"text": "grace", "metadata": "x"}])},
        {"message": _v1_message(metadata={"skillId": 3})},
        {"message": _v1_message(contextId=12)},
        {"message": _v1_message(parts=[{"text": "x" * 4001}])},
    ],
)
def test_invalid_1_0_messages_are_invalid_params(sandbox, rpc, params):
    sandbox.configure(dialect="1.0")

    error = error_of(rpc.call("SendMessage", params), 200, -32602)

    assert error_info(error)["reason"] == "INVALID_PARAMS"


def test_1_0_unknown_skill(sandbox, rpc):
    sandbox.configure(dialect="1.0")

    info = error_info(error_of(rpc.send_v1("summon_angels", text="now"), 200, -32002))

    assert (info["reason"], info["domain"]) == ("SKILL_NOT_FOUND", "magisterium.com")
    assert info["metadata"] == {"skillId": "summon_angels"}


# -- cancelling a finished task -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dialect", "method", "code", "message"),
    [
        ("0.2", "tasks/cancel", -32602, "Invalid state transition"),
        ("0.3", "tasks/cancel", -32002, "Task cannot be canceled"),
        ("1.0", "CancelTask", -32002, "Task cannot be canceled"),
        ("both", "tasks/cancel", -32002, "Task cannot be canceled"),
        ("both", "CancelTask", -32002, "Task cannot be canceled"),
    ],
)
def test_cancelling_a_finished_task(sandbox, rpc, dialect, method, code, message):
    sandbox.configure(dialect=dialect)
    send = rpc.send_v1 if dialect == "1.0" else rpc.send
    result = result_of(send("document_search", text="grace"))
    task_id = result["task"]["id"] if dialect == "1.0" else result["id"]

    error = error_of(rpc.call(method, {"id": task_id}), 200, code)

    assert error["message"] == message
    if method == "CancelTask":
        assert error_info(error)["reason"] == "TASK_NOT_CANCELABLE"
        assert error_info(error)["metadata"] == {"taskId": task_id}
    else:
        assert "data" not in error
    error_of(rpc.call(method, {"id": "no-such-task"}), 200, -32001)


# -- rate limits, authentication and plan ---------------------------------------------------------


def test_1_0_rate_limit_has_typed_details_and_retry_after(sandbox, rpc):
    sandbox.configure(dialect="1.0", rate_limit=1)
    result_of(rpc.send_v1("document_search", text="grace"))

    response = rpc.send_v1("document_search", text="grace")

    error = error_of(response, 429, -32003)
    assert error["message"] == "Rate limit exceeded"
    retry_after = response.headers["Retry-After"]
    assert int(retry_after) >= 1
    assert error["data"] == [
        {
            "@type": ERROR_INFO,
            "reason": "RATE_LIMIT_EXCEEDED",
            "domain": "magisterium.com",
            "metadata": {"retryAfter": retry_after},
        },
        {"@type": RETRY_INFO, "retryDelay": f"{retry_after}s"},
    ]
    assert sandbox.requests()["total"] == 1


def test_rate_limit_of_slash_methods_in_both_keeps_the_legacy_data(sandbox, rpc):
    sandbox.configure(dialect="both", rate_limit=1)
    result_of(rpc.send_v1("document_search", text="grace"))  # one pool for both dialects

    response = rpc.send("document_search", text="grace")

    error = error_of(response, 429, -32003)
    assert error["data"] == {"retryAfter": int(response.headers["Retry-After"])}


def _assert_1_0_unauthorized(response: httpx.Response) -> None:
    assert response.status_code == 401
    assert response.headers["Content-Type"].startswith("text/plain")
    assert response.text == "Unauthorized"
    assert response.headers["WWW-Authenticate"] == 'Bearer error="invalid_token"'


def _assert_1_0_plan_required(response: httpx.Response) -> None:
    assert response.status_code == 403
    assert response.headers["Content-Type"] == "application/json"
    assert response.json() == {
        "error": "paid_plan_required",
        "message": "A2A needs a Pro, Organization or Enterprise plan",
    }


@pytest.mark.parametrize("token", [None, "not-a-jwt"])
def test_1_0_unauthorized_is_the_middleware_s_plain_text(sandbox, rpc, token):
    sandbox.configure(dialect="1.0")
    _assert_1_0_unauthorized(rpc.send_v1("document_search", text="grace", token=token))
    # Before anything else, even a body that is not JSON-RPC or a method 1.0 does not know.
    _assert_1_0_unauthorized(rpc.post("not json", token=token))
    _assert_1_0_unauthorized(rpc.call("message/send", {}, token=token))


def test_1_0_free_plan_is_the_middleware_s_json(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    free = sandbox.token("free")["access_token"]
    _assert_1_0_plan_required(rpc.send_v1("document_search", text="grace", token=free))
    _assert_1_0_plan_required(rpc.call("GetTask", {"id": "x"}, token=free))


def test_both_refuses_each_method_in_its_own_dialect(sandbox, rpc):
    sandbox.configure(dialect="both")
    free = sandbox.token("free")["access_token"]

    _assert_1_0_unauthorized(rpc.call("GetTask", {"id": "x"}, token="bad"))
    _assert_1_0_plan_required(rpc.call("GetTask", {"id": "x"}, token=free))
    error_of(rpc.call("tasks/get", {"id": "x"}, token="bad"), 401, -32004)
    error_of(rpc.call("tasks/get", {"id": "x"}, token=free), 403, -32005)


@pytest.mark.parametrize("dialect", ["0.3", "1.0"])
def test_auth_faults_follow_the_dialect(sandbox, rpc, dialect):
    sandbox.configure(dialect=dialect)
    send = rpc.send_v1 if dialect == "1.0" else rpc.send

    sandbox.fault("unauthorized", count=1)
    unauthorized = send("document_search", text="grace")
    sandbox.fault("plan_required", count=1)
    plan_required = send("document_search", text="grace")

    if dialect == "1.0":
        _assert_1_0_unauthorized(unauthorized)
        _assert_1_0_plan_required(plan_required)
    else:
        error_of(unauthorized, 401, -32004)
        error_of(plan_required, 403, -32005)


def test_1_0_faults_that_are_json_rpc_errors_have_typed_details(sandbox, rpc):
    sandbox.configure(dialect="1.0")
    sandbox.fault("internal_error", count=1)
    error_info(error_of(rpc.send_v1("document_search", text="grace"), 200, -32603))
    sandbox.fault("rate_limit_burst", count=1, retry_after=7)
    response = rpc.send_v1("document_search", text="grace")
    assert error_info(error_of(response, 429, -32003))["metadata"] == {"retryAfter": "7"}
    assert response.headers["Retry-After"] == "7"


# -- numbers as doubles ---------------------------------------------------------------------------

INT_YEAR = re.compile(r'"year": \d{4}[,}]')
DOUBLE_YEAR = re.compile(r'"year": \d{4}\.0[,}]')


def test_numbers_are_integers_by_default(sandbox, rpc):
    response = rpc.send("diocese_statistics_lookup", data={"source_code": "dmaml"})
    assert INT_YEAR.search(response.text)
    assert not DOUBLE_YEAR.search(response.text)


@pytest.mark.parametrize("dialect", ["0.2", "0.3", "1.0", "both"])
def test_double_numbers_in_every_dialect(sandbox, rpc, dialect):
    sandbox.configure(dialect=dialect, numbers="double")
    send = rpc.send_v1 if dialect == "1.0" else rpc.send

    response = send("diocese_statistics_lookup", data={"source_code": "dmaml"})

    assert response.status_code == 200, response.text
    assert DOUBLE_YEAR.search(response.text)
    assert not INT_YEAR.search(response.text)
    assert '"catholics": 719464.0' in response.text
    assert '"percent_catholic": 72.9' in response.text  # floats stay as they are
    result = response.json()["result"]
    task = result["task"] if dialect == "1.0" else result
    assert task["artifacts"][0]["parts"][0]["data"]["sandbox"] is True  # bools stay bools
    # The stored task reads back the same way.
    get = "GetTask" if dialect == "1.0" else "tasks/get"
    assert DOUBLE_YEAR.search(rpc.call(get, {"id": task["id"]}).text)


@pytest.mark.parametrize("numbers", ["int", "double"])
def test_a_whole_float_year_is_a_year(sandbox, rpc, numbers):
    sandbox.configure(numbers=numbers)
    expected = as_json(
        catalog.diocese_statistics(source_code="dmaml", start_year=2019, end_year=2021)
    )

    task = result_of(
        rpc.send(
            "diocese_statistics_lookup",
            data={"source_code": "dmaml", "start_year": 2019.0, "end_year": 2021},
        )
    )

    data = task["artifacts"][0]["parts"][0]["data"]
    assert [row["year"] for row in data["rows"]] == [2019, 2020, 2021]
    if numbers == "int":
        assert data == expected
    error_of(
        rpc.send("diocese_statistics_lookup", data={"source_code": "dmaml", "start_year": 2019.5}),
        200,
        -32602,
    )


def test_double_numbers_reach_the_skill_and_the_history_as_floats(sandbox, rpc):
    sandbox.configure(dialect="1.0", numbers="double")

    response = rpc.send_v1(
        "diocese_statistics_lookup", data={"source_code": "dmaml", "start_year": 2019}
    )

    task = result_of(response)["task"]
    assert task["history"][0]["parts"] == [{"data": {"source_code": "dmaml", "start_year": 2019.0}}]
    assert '"start_year": 2019.0' in response.text
    assert task["artifacts"][0]["parts"][0]["data"]["year_range"]["start"] == 2019


# -- config ---------------------------------------------------------------------------------------


def test_config_shows_sets_and_resets_dialect_and_numbers(sandbox):
    config = httpx.get(f"{sandbox.url}/_sandbox/config", timeout=10).json()
    assert (config["dialect"], config["numbers"]) == ("0.2", "int")

    sandbox.configure(dialect="both", numbers="double")
    config = httpx.get(f"{sandbox.url}/_sandbox/config", timeout=10).json()
    assert (config["dialect"], config["numbers"]) == ("both", "double")

    reset = httpx.post(f"{sandbox.url}/_sandbox/reset", timeout=10).json()
    assert (reset["config"]["dialect"], reset["config"]["numbers"]) == ("0.2", "int")


@pytest.mark.parametrize(
    "body",
    [{"dialect": "2.0"}, {"dialect": 1.0}, {"dialect": None}, {"numbers": "float"},
     {"numbers": ["double"]}, {"dialect": "1.0", "numbers": "long"}],
)  # fmt: skip
def test_config_rejects_unknown_dialects_and_number_modes(sandbox, body):
    response = httpx.post(f"{sandbox.url}/_sandbox/config", json=body, timeout=10)

    assert response.status_code == 400
    assert set(body) & set(response.json()["error"].split())
    config = httpx.get(f"{sandbox.url}/_sandbox/config", timeout=10).json()
    assert (config["dialect"], config["numbers"]) == ("0.2", "int")  # nothing half-applied


@pytest.mark.parametrize(
    ("name", "value"), [("SANDBOX_DIALECT", "2.0"), ("SANDBOX_NUMBERS", "float")]
)
def test_environment_rejects_unknown_dialects_and_number_modes(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=name):
        Config.from_env()


def test_environment_chooses_dialect_and_numbers(monkeypatch):
    monkeypatch.setenv("SANDBOX_DIALECT", "both")
    monkeypatch.setenv("SANDBOX_NUMBERS", "double")
    config = Config.from_env()
    assert (config.dialect, config.numbers) == ("both", "double")
