"""The A2A surface: the Agent Card and the JSON-RPC 2.0 endpoint POST /api/v1/a2a.

Reference: docs/upstream.md §1-§7. That is the legacy dialect ("0.2", today's upstream); the
`dialect` config also makes the sandbox speak A2A 0.3, A2A 1.0 (PascalCase methods, proto JSON
shapes, typed error details), or 0.3 and 1.0 side by side ("both"). Tasks are always made and
stored in the legacy shape; a 1.0 request is converted on the way in and its answer on the way
out, so the skills and the hooks never see a dialect.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
import uuid
from collections.abc import Callable
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
PROTOCOL_VERSION_03 = "0.3.0"
MAX_TEXT_LENGTH = 4000
CORS_HEADERS = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Authorization",
}
# A 1.0 request names its version in this header; these values mean 1.0 ("1", "1.0", "1.0.2").
VERSION_HEADER = "A2A-Version"
ACCEPTED_VERSIONS = re.compile(r"1(\.0(\.\d+)?)?")
# The typed details of a 1.0 error (google.rpc.ErrorInfo and RetryInfo in proto JSON).
ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"
RETRY_INFO = "type.googleapis.com/google.rpc.RetryInfo"
A2A_DOMAIN = "a2a-protocol.org"  # errors A2A defines
MAGISTERIUM_DOMAIN = "magisterium.com"  # errors of Magisterium's own (skills, rate limits)
PLAN_MESSAGE = "A2A needs a Pro, Organization or Enterprise plan"


class RpcError(Exception):
    """A JSON-RPC error answer; the HTTP status follows docs/upstream.md §5.

    `data` is the legacy dialect's error.data; 1.0 sends typed details instead, built from
    `reason`, `domain` and `info` (ErrorInfo's metadata: strings only)."""

    def __init__(
        self,
        code: int,
        message: str,
        *,
        reason: str,
        data: dict[str, Any] | None = None,
        info: dict[str, str] | None = None,
        domain: str = A2A_DOMAIN,
        http_status: int = 200,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.data = data
        self.info = info
        self.domain = domain
        self.http_status = http_status

    def details(self) -> list[dict[str, Any]]:
        """error.data in 1.0."""
        error_info: dict[str, Any] = {
            "@type": ERROR_INFO,
            "reason": self.reason,
            "domain": self.domain,
        }
        if self.info:
            error_info["metadata"] = self.info
        details = [error_info]
        if self.http_status == 429:
            details.append({"@type": RETRY_INFO, "retryDelay": f"{self.data['retryAfter']}s"})
        return details


def parse_error() -> RpcError:
    return RpcError(-32700, "Parse error", reason="PARSE_ERROR")


def invalid_request(detail: str) -> RpcError:
    return RpcError(-32600, f"Invalid Request: {detail}", reason="INVALID_REQUEST")


def method_not_found(method: str) -> RpcError:
    return RpcError(
        -32601, f"Method not found: {method}", reason="METHOD_NOT_FOUND", info={"method": method}
    )


def invalid_params(detail: str) -> RpcError:
    return RpcError(-32602, f"Invalid params: {detail}", reason="INVALID_PARAMS")


def internal_error() -> RpcError:
    return RpcError(-32603, "Internal error", reason="INTERNAL_ERROR")


def task_not_found(task_id: str) -> RpcError:
    return RpcError(-32001, "Task not found", reason="TASK_NOT_FOUND", info={"taskId": task_id})


def rate_limited(retry_after: int) -> RpcError:
    return RpcError(
        -32003,
        "Rate limit exceeded",
        reason="RATE_LIMIT_EXCEEDED",
        data={"retryAfter": retry_after},
        info={"retryAfter": str(retry_after)},
        domain=MAGISTERIUM_DOMAIN,
        http_status=429,
    )


# In 1.0 these two are never JSON-RPC (see _middleware_refusal): their reasons go unsent.
def unauthorized() -> RpcError:
    return RpcError(-32004, "Unauthorized", reason="UNAUTHENTICATED", http_status=401)


def plan_required() -> RpcError:
    return RpcError(
        -32005,
        f"Paid plan required: {PLAN_MESSAGE}",
        reason="PAID_PLAN_REQUIRED",
        http_status=403,
    )


def version_not_supported(asked: str) -> RpcError:
    return RpcError(
        -32009,
        "Version not supported",
        reason="VERSION_NOT_SUPPORTED",
        info={"requestedVersion": asked, "supportedVersions": "1.0"},
    )


# -- responses ------------------------------------------------------------------------------------


def _with_cors(response: HttpResponse) -> HttpResponse:
    response["Access-Control-Allow-Origin"] = "*"
    return response


def _result_response(request_id: Any, result: dict[str, Any]) -> HttpResponse:
    return _with_cors(JsonResponse({"jsonrpc": "2.0", "id": request_id, "result": result}))


def _error_response(request_id: Any, error: RpcError, wire: str) -> HttpResponse:
    """The error as the request's dialect (`wire`: "0.2", "0.3" or "1.0") sends it."""
    if wire == "1.0" and error.http_status in {401, 403}:
        return _middleware_refusal(error)
    body: dict[str, Any] = {"code": error.code, "message": error.message}
    data = error.details() if wire == "1.0" else error.data
    if data is not None:
        body["data"] = data
    response = JsonResponse(
        {"jsonrpc": "2.0", "id": request_id, "error": body}, status=error.http_status
    )
    if error.http_status == 401:
        response["WWW-Authenticate"] = 'Bearer error="invalid_token"'
    if error.http_status == 429:
        response["Retry-After"] = str(error.data["retryAfter"])
    return _with_cors(response)


def _middleware_refusal(error: RpcError) -> HttpResponse:
    """401 and 403 in 1.0: upstream's 1.0 server is a stock A2A server behind an
    authentication middleware, which refuses before any JSON-RPC is read, in its own words."""
    if error.http_status == 401:
        response = HttpResponse("Unauthorized", status=401, content_type="text/plain")
        response["WWW-Authenticate"] = 'Bearer error="invalid_token"'
    else:
        response = JsonResponse(
            {"error": "paid_plan_required", "message": PLAN_MESSAGE}, status=403
        )
    return _with_cors(response)


def _fault_response(fault: Fault, request_id: Any, wire: str) -> HttpResponse:
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
        # The same non-Task in every dialect: it is neither a legacy Task nor {"task": Task}.
        return _result_response(
            request_id, {"id": str(uuid.uuid4()), "artifacts": "not-a-list", "history": {}}
        )
    error = {
        "internal_error": internal_error(),
        "rate_limit_burst": rate_limited(fault.retry_after),
        "unauthorized": unauthorized(),
        "plan_required": plan_required(),
        "invalid_params": invalid_params("a parameter this skill now requires is missing"),
    }[fault.mode]
    return _error_response(request_id, error, wire)


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


def _wire(dialect: str, envelope: Any) -> str:
    """The dialect this request is answered in: "0.2", "0.3" or "1.0". In "both" the method
    decides, before the token is even looked at: a 1.0 method speaks 1.0 and anything else
    (an unknown method, a body that is not JSON-RPC at all) is answered as 0.3."""
    if dialect != "both":
        return dialect
    method = envelope.get("method") if isinstance(envelope, dict) else None
    return "1.0" if isinstance(method, str) and method in V1_METHODS else "0.3"


def _check_envelope(envelope: Any, methods: dict[str, Any]) -> tuple[str, dict[str, Any]]:
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
    if method in methods and not isinstance(params, dict):
        raise invalid_params("params must be an object")
    return method, params


def _check_version(request: HttpRequest) -> None:
    asked = request.headers.get(VERSION_HEADER, "").strip()
    if not ACCEPTED_VERSIONS.fullmatch(asked):
        raise version_not_supported(asked)


@csrf_exempt
def a2a_endpoint(request: HttpRequest) -> HttpResponse:
    dialect = state.config.dialect
    if request.method == "OPTIONS":
        response = HttpResponse(status=204, headers=CORS_HEADERS)
        if dialect != "0.2":
            # A browser may only send 1.0's version header if the preflight allows it.
            response["Access-Control-Allow-Headers"] += f", {VERSION_HEADER}"
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
    wire = _wire(dialect, envelope)
    methods = V1_METHODS if wire == "1.0" else METHODS
    try:
        # Every request needs a token: a caller without one learns nothing about its request.
        user = oauth.user_for_bearer(request)
        if user is None:
            raise unauthorized()
        if not oauth.is_paid(user):
            raise plan_required()
        if not is_json:
            raise parse_error()
        method, params = _check_envelope(envelope, methods)
        handler = methods.get(method)
        if handler is None:
            raise method_not_found(method)
        if wire == "1.0":
            _check_version(request)
        result = handler(params, user=user, request_id=request_id, wire=wire)
    except RpcError as error:
        return _error_response(request_id, error, wire)
    except Exception:
        log.exception("A2A request failed")
        return _error_response(request_id, internal_error(), wire)
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
        raise RpcError(
            -32002,
            f"Skill not found: {skill_id}",
            reason="SKILL_NOT_FOUND",
            data={"skillId": skill_id},
            info={"skillId": skill_id},
            domain=MAGISTERIUM_DOMAIN,
        )
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


def message_send(params: dict[str, Any], *, user: Any, request_id: Any, wire: str) -> Any:
    message = _check_message(params.get("message"))
    if state.config.numbers == "double":
        # What a Struct does to a client's integers before the skill sees them.
        message = {**message, "parts": [_doubled(part) for part in message["parts"]]}
    skill = _skill_for(message)
    try:
        args = skill.parse(message["parts"])
    except SkillInputError as error:
        raise invalid_params(str(error)) from None

    fault = state.take_fault(skill.id)
    if fault is not None and fault.mode not in {"timeout", "task_failed", "oversized"}:
        return _fault_response(fault, request_id, wire)

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
            state.wait(delay_ms / 1000 + stall)
        task = _run_task(
            skill, args, message, fail=fault is not None and fault.mode == "task_failed"
        )
    if fault is not None and fault.mode == "oversized":
        _pad_answer(task, fault.size)
    state.save_task(oauth.subject_of(user), task)
    return _task_out(task, wire)


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


def tasks_get(params: dict[str, Any], *, user: Any, request_id: Any, wire: str) -> dict[str, Any]:
    task_id = _task_id(params)
    task = state.get_task(oauth.subject_of(user), task_id)
    if task is None:
        raise task_not_found(task_id)
    history_length = params.get("historyLength")
    if history_length is None:
        return _task_out(task, wire)
    if (
        isinstance(history_length, bool)
        or not isinstance(history_length, int)
        or history_length < 0
    ):
        raise invalid_params("historyLength must be a whole number")
    trimmed = {**task, "history": task["history"][-history_length:] if history_length else []}
    return _task_out(trimmed, wire)


def tasks_cancel(
    params: dict[str, Any], *, user: Any, request_id: Any, wire: str
) -> dict[str, Any]:
    task_id = _task_id(params)
    if state.get_task(oauth.subject_of(user), task_id) is None:
        raise task_not_found(task_id)
    # Every task is terminal by the time message/send returns (all skills are synchronous).
    if wire == "0.2":
        # docs/upstream.md §3: today's upstream refuses as invalid params, not as A2A does.
        raise RpcError(-32602, "Invalid state transition", reason="INVALID_PARAMS")
    raise RpcError(
        -32002, "Task cannot be canceled", reason="TASK_NOT_CANCELABLE", info={"taskId": task_id}
    )


METHODS = {
    "message/send": message_send,
    "tasks/get": tasks_get,
    "tasks/cancel": tasks_cancel,
}


# -- A2A 1.0 --------------------------------------------------------------------------------------
# The 1.0 JSON-RPC binding: PascalCase methods, proto JSON (camelCase, enums as strings, no
# `kind`), SendMessage's task wrapped in {"task": ...}. Messages are converted to the legacy
# shape on the way in and tasks back on the way out; everything in between is shared.

V1_CONTENT = ("text", "data", "url", "raw")  # a part has exactly one of these
ROLES_V1 = {"user": "ROLE_USER", "agent": "ROLE_AGENT"}


def _legacy_part(part: Any, index: int) -> dict[str, Any]:
    """A 1.0 part, checked, as the legacy part the skills read."""
    where = f"message.parts[{index}]"
    if not isinstance(part, dict):
        raise invalid_params(f"{where} must be an object")
    if "kind" in part:
        raise invalid_params(f"{where}.kind is not a field in A2A 1.0")
    content = [key for key in V1_CONTENT if key in part]
    if len(content) != 1:
        raise invalid_params(f"{where} must have exactly one of text, data, url or raw")
    key = content[0]
    value = part[key]
    if key == "data":
        if not isinstance(value, dict):
            raise invalid_params(f"{where}.data must be an object")
    elif not isinstance(value, str):
        raise invalid_params(f"{where}.{key} must be a string")
    if key == "raw":
        try:
            base64.b64decode(value, validate=True)
        except binascii.Error:
            raise invalid_params(f"{where}.raw must be base64") from None
    for name in ("filename", "mediaType"):
        if name in part and not isinstance(part[name], str):
            raise invalid_params(f"{where}.{name} must be a string")
    if not isinstance(part.get("metadata", {}), dict):
        raise invalid_params(f"{where}.metadata must be an object")

    if key in {"text", "data"}:
        legacy: dict[str, Any] = {"kind": key, key: value}
    else:
        file = {"uri" if key == "url" else "bytes": value}
        if "filename" in part:
            file["name"] = part["filename"]
        if "mediaType" in part:
            file["mimeType"] = part["mediaType"]
        legacy = {"kind": "file", "file": file}
    if "metadata" in part:
        legacy["metadata"] = part["metadata"]
    return legacy


def _legacy_message(message: Any) -> dict[str, Any]:
    """SendMessage's message, checked, as the legacy message message/send checks the rest of
    (contextId, metadata, text length)."""
    if not isinstance(message, dict):
        raise invalid_params("message is required")
    if "kind" in message:
        raise invalid_params("message.kind is not a field in A2A 1.0")
    if message.get("role") != "ROLE_USER":
        raise invalid_params('message.role must be "ROLE_USER"')
    if not isinstance(message.get("messageId"), str) or not message["messageId"]:
        raise invalid_params("message.messageId is required")
    parts = message.get("parts")
    if not isinstance(parts, list) or not parts:
        raise invalid_params("message.parts must be a non-empty list")
    legacy_parts = [_legacy_part(part, index) for index, part in enumerate(parts)]
    return {**message, "role": "user", "kind": "message", "parts": legacy_parts}


def send_message(params: dict[str, Any], *, user: Any, request_id: Any, wire: str) -> Any:
    message = _legacy_message(params.get("message"))
    result = message_send({"message": message}, user=user, request_id=request_id, wire=wire)
    return result if isinstance(result, HttpResponse) else {"task": result}


V1_METHODS = {
    "SendMessage": send_message,
    "GetTask": tasks_get,
    "CancelTask": tasks_cancel,
}


def _without_kind(value: dict[str, Any]) -> dict[str, Any]:
    return {key: item for key, item in value.items() if key != "kind"}


def _part_v1(part: Any) -> Any:
    """A legacy part in 1.0's shape. A scripted answer's parts may be any JSON: what is not
    a known part goes out as it came in, less its `kind`."""
    if not isinstance(part, dict):
        return part
    file = part.get("file")
    if part.get("kind") != "file" or not isinstance(file, dict):
        return _without_kind(part)
    converted = {key: item for key, item in part.items() if key not in {"kind", "file"}}
    for legacy_name, name in (
        ("uri", "url"),
        ("bytes", "raw"),
        ("name", "filename"),
        ("mimeType", "mediaType"),
    ):
        if legacy_name in file:
            converted[name] = file[legacy_name]
    return converted


def _task_v1(task: dict[str, Any]) -> dict[str, Any]:
    """A stored (legacy) task in 1.0's shape."""
    task = _with_parts(task, _part_v1)

    def message(legacy: dict[str, Any]) -> dict[str, Any]:
        return {**_without_kind(legacy), "role": ROLES_V1.get(legacy["role"], legacy["role"])}

    state_name = task["status"]["state"]
    status = {**task["status"], "state": "TASK_STATE_" + state_name.upper().replace("-", "_")}
    if "message" in status:
        status["message"] = message(status["message"])
    return {
        **_without_kind(task),
        "status": status,
        "history": [message(item) for item in task["history"]],
    }


# -- the answer's Task in any dialect -------------------------------------------------------------


def _with_parts(task: dict[str, Any], change: Callable[[Any], Any]) -> dict[str, Any]:
    """A copy of the task with `change` applied to every part of its artifacts, history and
    status message."""

    def message(item: dict[str, Any]) -> dict[str, Any]:
        return {**item, "parts": [change(part) for part in item["parts"]]}

    status = task["status"]
    if "message" in status:
        status = {**status, "message": message(status["message"])}
    return {
        **task,
        "status": status,
        "artifacts": [message(artifact) for artifact in task["artifacts"]],
        "history": [message(item) for item in task["history"]],
    }


def _as_doubles(value: Any) -> Any:
    """Every integer (not bool) in `value` as a float, as a protobuf Struct holds numbers."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        try:
            return float(value)
        except OverflowError:  # beyond any double: a scripted answer's junk, sent as it is
            return value
    if isinstance(value, list):
        return [_as_doubles(item) for item in value]
    if isinstance(value, dict):
        return {key: _as_doubles(item) for key, item in value.items()}
    return value


def _doubled(part: Any) -> Any:
    """A legacy data part with its numbers as doubles; any other part as it is."""
    if isinstance(part, dict) and part.get("kind") == "data" and "data" in part:
        return {**part, "data": _as_doubles(part["data"])}
    return part


def _task_out(task: dict[str, Any], wire: str) -> dict[str, Any]:
    """A stored task (legacy shape, numbers as the catalog has them) as this request's answer
    sends it. The stored task itself never changes, so every dialect can read it."""
    if state.config.numbers == "double":
        task = _with_parts(task, _doubled)
    return _task_v1(task) if wire == "1.0" else task


# -- Agent Card -----------------------------------------------------------------------------------


# The well-known file names each dialect serves its card at (0.3 moved it to agent-card.json).
CARD_FILES = {
    "0.2": {"agent.json"},
    "0.3": {"agent.json", "agent-card.json"},
    "1.0": {"agent-card.json"},
    "both": {"agent.json", "agent-card.json"},
}


@require_http_methods(["GET"])
def agent_card(request: HttpRequest, file_name: str = "agent.json") -> JsonResponse:
    dialect = state.config.dialect
    if file_name not in CARD_FILES[dialect]:
        return JsonResponse({"error": "not found"}, status=404)
    base = oauth.base_url(request)
    endpoint = base + reverse("a2a")
    drift = state.drift
    scopes = {"a2a": "Use the Magisterium A2A API on your behalf"}
    card: dict[str, Any] = {
        "name": "Magisterium AI (sandbox)",
        "description": "A local imitation of Magisterium AI's A2A agent: Catholic Q&A with "
        "citations, Church documents, liturgical readings, the Roman Martyrology and "
        "directories of saints, popes, clergy and dioceses.",
    }
    if dialect != "1.0":
        legacy_version = PROTOCOL_VERSION if dialect == "0.2" else PROTOCOL_VERSION_03
        card["url"] = endpoint
        card["preferredTransport"] = "JSONRPC"
        card["protocolVersion"] = drift.protocol_version or legacy_version
    if dialect == "0.3":
        card["additionalInterfaces"] = [{"url": endpoint, "transport": "JSONRPC"}]
    if dialect in {"1.0", "both"}:
        versions = ["1.0", "0.3"] if dialect == "both" else ["1.0"]
        interfaces = [
            {"url": endpoint, "protocolBinding": "JSONRPC", "protocolVersion": version}
            for version in versions
        ]
        if drift.protocol_version:
            interfaces[0]["protocolVersion"] = drift.protocol_version
        card["supportedInterfaces"] = interfaces
    capabilities: dict[str, Any] = {"streaming": False, "pushNotifications": False}
    if dialect != "1.0":  # 1.0 dropped it from AgentCapabilities
        capabilities["stateTransitionHistory"] = True
    card.update(
        {
            "provider": {"organization": "Magisterium AI (sandbox)", "url": base},
            "version": "1.0.0-sandbox",
            "capabilities": capabilities,
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
    response = JsonResponse(card)
    response["Cache-Control"] = "public, max-age=3600"
    response["Access-Control-Allow-Origin"] = "*"
    return response
