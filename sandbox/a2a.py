"""The A2A surface: the Agent Card and the JSON-RPC 2.0 endpoint POST /api/v1/a2a.

Reference: docs/upstream.md §1-§7.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from sandbox import oauth
from sandbox.skills import DEFAULT_SKILL, SKILLS, Skill, SkillInputError
from sandbox.state import Drift, Fault, state

log = logging.getLogger(__name__)

PROTOCOL_VERSION = "0.2.6"
MAX_TEXT_LENGTH = 4000
CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Authorization",
}


class RpcError(Exception):
    """A JSON-RPC error answer; the HTTP status follows docs/upstream.md §5."""

    def __init__(
        self, code: int, message: str, *, data: dict[str, Any] | None = None, http_status: int = 200
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data
        self.http_status = http_status


def parse_error() -> RpcError:
    return RpcError(-32700, "Parse error")


def invalid_request(detail: str) -> RpcError:
    return RpcError(-32600, f"Invalid Request: {detail}")


def invalid_params(detail: str) -> RpcError:
    return RpcError(-32602, f"Invalid params: {detail}")


def task_not_found() -> RpcError:
    return RpcError(-32001, "Task not found")


def rate_limited(retry_after: int) -> RpcError:
    return RpcError(
        -32003, "Rate limit exceeded", data={"retryAfter": retry_after}, http_status=429
    )


def unauthorized() -> RpcError:
    return RpcError(-32004, "Unauthorized", http_status=401)


def plan_required() -> RpcError:
    return RpcError(
        -32005,
        "Paid plan required: A2A needs a Pro, Organization or Enterprise plan",
        http_status=403,
    )


# -- responses ------------------------------------------------------------------------------------


def _with_cors(response: HttpResponse) -> HttpResponse:
    response["Access-Control-Allow-Origin"] = "*"
    return response


def _result_response(request_id: Any, result: dict[str, Any]) -> HttpResponse:
    return _with_cors(JsonResponse({"jsonrpc": "2.0", "id": request_id, "result": result}))


def _error_response(request_id: Any, error: RpcError) -> HttpResponse:
    body: dict[str, Any] = {"code": error.code, "message": error.message}
    if error.data is not None:
        body["data"] = error.data
    response = JsonResponse(
        {"jsonrpc": "2.0", "id": request_id, "error": body}, status=error.http_status
    )
    if error.http_status == 401:
        response["WWW-Authenticate"] = 'Bearer error="invalid_token"'
    if error.http_status == 429:
        response["Retry-After"] = str(error.data["retryAfter"])
    return _with_cors(response)


def _fault_response(fault: Fault, request_id: Any) -> HttpResponse:
    """What a misbehaving upstream sends instead of an answer (see sandbox.state.FAULT_MODES)."""
    if fault.mode == "http_500":
        return HttpResponse("Internal Server Error", status=500, content_type="text/plain")
    if fault.mode == "non_json":
        # Claims JSON on purpose: a client must not trust the content type alone.
        return HttpResponse("upstream hiccup: this is not JSON", content_type="application/json")
    if fault.mode == "html_error":
        return HttpResponse(
            "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
            "<body><h1>502 Bad Gateway</h1><p>The upstream server is unavailable.</p>"
            "</body></html>",
            status=502,
            content_type="text/html; charset=utf-8",
        )
    if fault.mode == "malformed_task":
        return _result_response(
            request_id, {"id": str(uuid.uuid4()), "artifacts": "not-a-list", "history": {}}
        )
    error = {
        "internal_error": RpcError(-32603, "Internal error"),
        "rate_limit_burst": rate_limited(fault.retry_after),
        "unauthorized": unauthorized(),
        "plan_required": plan_required(),
    }[fault.mode]
    return _error_response(request_id, error)


# -- envelope -------------------------------------------------------------------------------------


def _request_id(envelope: Any) -> Any:
    """The id to echo: only a well-typed one, so an error answer never reflects junk."""
    if isinstance(envelope, dict):
        request_id = envelope.get("id")
        if isinstance(request_id, str) or (
            isinstance(request_id, int) and not isinstance(request_id, bool)
        ):
            return request_id
    return None


def _check_envelope(envelope: Any) -> tuple[str, dict[str, Any]]:
    if not isinstance(envelope, dict):
        raise invalid_request("the body must be a JSON object (batches are not supported)")
    if envelope.get("jsonrpc") != "2.0":
        raise invalid_request('"jsonrpc" must be "2.0"')
    if _request_id(envelope) is None:
        raise invalid_request('"id" (a string or an integer) is required')
    method = envelope.get("method")
    if not isinstance(method, str) or not method:
        raise invalid_request('"method" is required')
    params = envelope.get("params", {})
    if method in METHODS and not isinstance(params, dict):
        raise invalid_params("params must be an object")
    return method, params


@csrf_exempt
def a2a_endpoint(request: HttpRequest) -> HttpResponse:
    if request.method == "OPTIONS":
        response = HttpResponse(status=204, headers=CORS_HEADERS)
        response["Access-Control-Max-Age"] = "86400"
        return response
    if request.method != "POST":
        response = JsonResponse({"error": "Use POST (JSON-RPC 2.0)."}, status=405)
        response["Allow"] = "POST, OPTIONS"
        return _with_cors(response)

    try:
        envelope: Any = json.loads(request.body)
        is_json = True
    except ValueError:
        envelope, is_json = None, False
    request_id = _request_id(envelope)
    try:
        # Every request needs a token: a caller without one learns nothing about its request.
        user = oauth.user_for_bearer(request)
        if user is None:
            raise unauthorized()
        if not oauth.is_paid(user):
            raise plan_required()
        if not is_json:
            raise parse_error()
        method, params = _check_envelope(envelope)
        handler = METHODS.get(method)
        if handler is None:
            raise RpcError(-32601, f"Method not found: {method}")
        result = handler(params, user=user, request_id=request_id)
    except RpcError as error:
        return _error_response(request_id, error)
    except Exception:
        log.exception("A2A request failed")
        return _error_response(request_id, RpcError(-32603, "Internal error"))
    if isinstance(result, HttpResponse):
        return _with_cors(result)
    return _result_response(request_id, result)


# -- message/send ---------------------------------------------------------------------------------


def _check_part(part: Any, index: int) -> None:
    where = f"message.parts[{index}]"
    if not isinstance(part, dict):
        raise invalid_params(f"{where} must be an object")
    kind = part.get("kind")
    if kind == "text":
        if not isinstance(part.get("text"), str):
            raise invalid_params(f"{where}.text must be a string")
    elif kind == "data":
        if not isinstance(part.get("data"), dict):
            raise invalid_params(f"{where}.data must be an object")
    elif kind == "file":
        file = part.get("file")
        if not isinstance(file, dict) or not ("uri" in file or "bytes" in file):
            raise invalid_params(f"{where}.file must be an object with uri or bytes")
    else:
        raise invalid_params(f'{where}.kind must be "text", "data" or "file"')


def _check_message(message: Any) -> dict[str, Any]:
    if not isinstance(message, dict):
        raise invalid_params("message is required")
    if message.get("role") != "user":
        raise invalid_params('message.role must be "user"')
    if not isinstance(message.get("messageId"), str) or not message["messageId"]:
        raise invalid_params("message.messageId is required")
    if message.get("kind") != "message":
        raise invalid_params('message.kind must be "message"')
    parts = message.get("parts")
    if not isinstance(parts, list) or not parts:
        raise invalid_params("message.parts must be a non-empty list")
    for index, part in enumerate(parts):
        _check_part(part, index)
    text_length = sum(len(p["text"]) for p in parts if p["kind"] == "text")
    if text_length > MAX_TEXT_LENGTH:
        raise invalid_params(f"text is longer than {MAX_TEXT_LENGTH} characters")
    if "contextId" in message and not isinstance(message["contextId"], str):
        raise invalid_params("message.contextId must be a string")
    if not isinstance(message.get("metadata", {}), dict):
        raise invalid_params("message.metadata must be an object")
    return message


def _skill_for(message: dict[str, Any]) -> Skill:
    skill_id = message.get("metadata", {}).get("skillId", DEFAULT_SKILL)
    if not isinstance(skill_id, str):
        raise invalid_params("message.metadata.skillId must be a string")
    skill = SKILLS.get(skill_id)
    if skill is None:
        raise RpcError(-32002, f"Skill not found: {skill_id}", data={"skillId": skill_id})
    return skill


def _now_iso() -> str:
    return state.now().isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _agent_message(parts: list[dict[str, Any]], *, context_id: str, task_id: str) -> dict:
    return {
        "role": "agent",
        "messageId": str(uuid.uuid4()),
        "parts": parts,
        "contextId": context_id,
        "taskId": task_id,
        "kind": "message",
    }


def _skill_parts(skill: Skill, args: dict[str, Any], *, fail: bool) -> list[dict] | None:
    """The artifact parts, or None when the skill raised (or a task_failed fault says so)."""
    if fail:
        return None
    scripted = state.take_scripted(skill.id)  # a test hook's answer (/_sandbox/answers)
    if scripted is not None:
        return scripted
    try:
        parts = skill.run(args, state.today())
    except Exception:
        log.exception("skill %s failed", skill.id)
        return None
    drift = state.drift
    return _drifted(parts, drift) if drift.skill == skill.id else parts


def _drifted(parts: list[dict], drift: Drift) -> list[dict]:
    """The data parts as a drifted upstream would send them (/_sandbox/drift)."""
    parts = json.loads(json.dumps(parts))  # a deep copy: the catalog's objects stay intact
    for part in parts:
        if part.get("kind") != "data":
            continue
        for path, new_name in drift.rename:
            _change(part["data"], path.split("."), rename_to=new_name)
        for path in drift.drop:
            _change(part["data"], path.split("."), rename_to=None)
    return parts


def _change(value: Any, path: list[str], *, rename_to: str | None) -> None:
    """Rename (or, with None, drop) the key at `path`, through every item of lists on the way."""
    if isinstance(value, list):
        for item in value:
            _change(item, path, rename_to=rename_to)
        return
    if not isinstance(value, dict) or path[0] not in value:
        return
    if len(path) > 1:
        _change(value[path[0]], path[1:], rename_to=rename_to)
        return
    found = value.pop(path[0])
    if rename_to is not None:
        value[rename_to] = found


def _run_task(
    skill: Skill, args: dict[str, Any], message: dict[str, Any], *, fail: bool = False
) -> dict[str, Any]:
    task_id = str(uuid.uuid4())
    context_id = message.get("contextId") or str(uuid.uuid4())
    user_message = {**message, "contextId": context_id, "taskId": task_id}
    task: dict[str, Any] = {"id": task_id, "contextId": context_id, "kind": "task"}
    parts = _skill_parts(skill, args, fail=fail)
    if parts is None:
        # A skill that raises makes a failed task, not a protocol error (docs/upstream.md §4).
        reason = _agent_message(
            [{"kind": "text", "text": f"The {skill.id} skill failed. Please try again later."}],
            context_id=context_id,
            task_id=task_id,
        )
        task["status"] = {"state": "failed", "message": reason, "timestamp": _now_iso()}
        task["artifacts"] = []
        task["history"] = [user_message, reason]
        return task
    task["status"] = {"state": "completed", "timestamp": _now_iso()}
    task["artifacts"] = [
        {"artifactId": str(uuid.uuid4()), "name": skill.artifact_name, "parts": parts}
    ]
    task["history"] = [
        user_message,
        _agent_message(parts, context_id=context_id, task_id=task_id),
    ]
    return task


def message_send(params: dict[str, Any], *, user: Any, request_id: Any) -> Any:
    message = _check_message(params.get("message"))
    skill = _skill_for(message)
    try:
        args = skill.parse(message["parts"])
    except SkillInputError as error:
        raise invalid_params(str(error)) from None

    fault = state.take_fault(skill.id)
    if fault is not None and fault.mode not in {"timeout", "task_failed", "oversized"}:
        return _fault_response(fault, request_id)

    config = state.config
    pool, limit = (
        ("qa", config.qa_rate_limit)
        if skill.id == "catholic_qa"
        else ("default", config.rate_limit)
    )
    retry_after = state.take_rate_slot(oauth.subject_of(user), pool, limit)
    if retry_after is not None:
        raise rate_limited(retry_after)

    # Counted here: requests that reach a skill. Refused ones (auth, plan, params, rate limit,
    # faults that replace the answer) never do, so the counter mirrors real upstream work.
    state.count_send(skill.id)
    delay_ms = config.latency_ms + config.skill_latency_ms.get(skill.id, 0)
    stall = config.timeout_sleep if fault is not None and fault.mode == "timeout" else 0
    with state.answering():
        if delay_ms or stall:
            time.sleep(delay_ms / 1000 + stall)
        task = _run_task(
            skill, args, message, fail=fault is not None and fault.mode == "task_failed"
        )
    if fault is not None and fault.mode == "oversized":
        _pad_answer(task, fault.size)
    state.save_task(oauth.subject_of(user), task)
    return task


OVERSIZED_PARAGRAPH = (
    "\n\nThe sandbox repeats this paragraph to make the answer as large as the oversized fault "
    "asks, so that clients can prove they cut what they keep and what they show."
)


def _padded(text: str, size: int) -> str:
    missing = size - len(text.encode())
    if missing <= 0:
        return text
    repeats = missing // len(OVERSIZED_PARAGRAPH) + 1
    return text + (OVERSIZED_PARAGRAPH * repeats)[:missing]  # ASCII: one byte per character


def _pad_answer(task: dict[str, Any], size: int) -> None:
    """The "oversized" fault: the artifact's first text part (or, in an answer without text,
    the first string of its first data part) grows to `size` bytes. Only the artifact grows:
    the history keeps the answer as it was, so the body stays near `size`."""
    for artifact in task.get("artifacts", []):
        parts = [dict(part) if isinstance(part, dict) else part for part in artifact["parts"]]
        texts = [p for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str)]
        datas = [p for p in parts if isinstance(p, dict) and isinstance(p.get("data"), dict)]
        if texts:
            texts[0]["text"] = _padded(texts[0]["text"], size)
        elif datas:
            data = datas[0]["data"] = dict(datas[0]["data"])
            key = next((k for k, v in data.items() if isinstance(v, str)), "padding")
            data[key] = _padded(data.get(key, ""), size)
        else:
            continue
        artifact["parts"] = parts
        return


# -- tasks/get, tasks/cancel ----------------------------------------------------------------------


def _task_id(params: dict[str, Any]) -> str:
    task_id = params.get("id")
    if not isinstance(task_id, str) or not task_id:
        raise invalid_params("id (the task id) is required")
    return task_id


def tasks_get(params: dict[str, Any], *, user: Any, request_id: Any) -> dict[str, Any]:
    task = state.get_task(oauth.subject_of(user), _task_id(params))
    if task is None:
        raise task_not_found()
    history_length = params.get("historyLength")
    if history_length is None:
        return task
    if (
        isinstance(history_length, bool)
        or not isinstance(history_length, int)
        or history_length < 0
    ):
        raise invalid_params("historyLength must be a whole number")
    return {**task, "history": task["history"][-history_length:] if history_length else []}


def tasks_cancel(params: dict[str, Any], *, user: Any, request_id: Any) -> dict[str, Any]:
    task = state.get_task(oauth.subject_of(user), _task_id(params))
    if task is None:
        raise task_not_found()
    # Every task is terminal by the time message/send returns (all skills are synchronous).
    raise RpcError(-32602, "Invalid state transition")


METHODS = {
    "message/send": message_send,
    "tasks/get": tasks_get,
    "tasks/cancel": tasks_cancel,
}


# -- Agent Card -----------------------------------------------------------------------------------


@require_http_methods(["GET"])
def agent_card(request: HttpRequest) -> JsonResponse:
    base = oauth.base_url(request)
    drift = state.drift
    scopes = {"a2a": "Use the Magisterium A2A API on your behalf"}
    response = JsonResponse(
        {
            "name": "Magisterium AI (sandbox)",
            "description": "A local imitation of Magisterium AI's A2A agent: Catholic Q&A with "
            "citations, Church documents, liturgical readings, the Roman Martyrology and "
            "directories of saints, popes, clergy and dioceses.",
            "url": base + reverse("a2a"),
            "preferredTransport": "JSONRPC",
            "provider": {"organization": "Magisterium AI (sandbox)", "url": base},
            "version": "1.0.0-sandbox",
            "protocolVersion": drift.protocol_version or PROTOCOL_VERSION,
            "capabilities": {
                "streaming": False,
                "pushNotifications": False,
                "stateTransitionHistory": True,
            },
            "defaultInputModes": ["text/plain", "application/json"],
            "defaultOutputModes": ["text/plain", "application/json"],
            "securitySchemes": {
                "oauth2": {
                    "type": "oauth2",
                    "description": "Magisterium user token (authorization code + PKCE S256).",
                    "flows": {
                        "authorizationCode": {
                            "authorizationUrl": base + reverse("oauth-authorize"),
                            "tokenUrl": base + reverse("oauth-token"),
                            "refreshUrl": base + reverse("oauth-token"),
                            "scopes": scopes,
                        }
                    },
                }
            },
            "security": [{"oauth2": list(scopes)}],
            "skills": [
                skill.card() for skill in SKILLS.values() if skill.id not in drift.remove_skills
            ],
        }
    )
    response["Cache-Control"] = "public, max-age=3600"
    response["Access-Control-Allow-Origin"] = "*"
    return response
