"""JSON-RPC 2.0 in the dialect upstream speaks, and the (method, HTTP status, code) → error map.

Nothing above this module sees httpx, HTTP statuses or JSON-RPC envelopes: callers get a
validated `wire.Task` or a `MagisteriumError` subclass. The pooled client is `httpclient`'s;
the dialect in use is `agent_card`'s choice, read again here when a call suggests upstream
moved (docs/upstream.md §10).
"""

# Reference: docs/upstream.md §1 (transport), §3 (methods), §5 (errors), §8 items 1–4;
# docs/security.md §5 (no tokens in text), §14 (timeouts, client after fork), §16.

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import httpx
from pydantic import ValidationError

from portal.magisterium import agent_card, dialects, errors, httpclient, telemetry, wire

logger = logging.getLogger("portal.magisterium")

T = TypeVar("T")

# When a 429 names no wait, assume a full rate window; never trust a wait longer than an hour.
DEFAULT_RETRY_AFTER = 60
MAX_RETRY_AFTER = 3600


# --- One JSON-RPC call ---------------------------------------------------------------------------


def rpc_call(method: str, params: dict[str, Any], *, access_token: str) -> Any:
    """One of the three methods ("send", "get", "cancel") in the dialect upstream speaks, its
    result in the legacy shape (`dialects`), or a typed error.

    When upstream answers "method not found" or "version not supported" (or the endpoint is
    gone), it may have moved to another protocol version: the card is read again at once and,
    if it names another dialect or endpoint, the call is made once more in that one.
    """
    choice = agent_card.current_choice()
    try:
        return _rpc_in(choice, method, params, access_token=access_token)
    except errors.MagisteriumError as error:
        if not _may_have_moved(error):
            raise
        again = agent_card.current_choice(refresh=True)
        if (again.dialect, again.url) == (choice.dialect, choice.url):
            raise
        logger.warning(
            "magisterium: upstream moved from A2A %s to %s; asking again",
            choice.dialect.name,
            again.dialect.name,
        )
        return _rpc_in(again, method, params, access_token=access_token)


def _may_have_moved(error: errors.MagisteriumError) -> bool:
    if error.code in (dialects.METHOD_NOT_FOUND, dialects.VERSION_NOT_SUPPORTED):
        return True
    return error.code is None and error.http_status in (404, 405)


def _rpc_in(
    choice: dialects.Choice, method: str, params: dict[str, Any], *, access_token: str
) -> Any:
    dialect = choice.dialect
    wire_method = dialect.methods[method]
    if method == "send":
        params = {**params, "message": dialect.message(params["message"])}
    request_id = uuid.uuid4().hex
    body = {"jsonrpc": "2.0", "id": request_id, "method": wire_method, "params": params}
    started = time.monotonic()
    status: int | None = None
    try:
        status, headers, content = _post(
            body, access_token=access_token, url=_endpoint_for(choice), headers=dialect.headers
        )
        result = _result_from(status, headers, content, request_id=request_id, method=method)
        result = dialect.task(result, method=method)
    except errors.MagisteriumError as error:
        _redact(error, access_token)
        logger.warning(
            "magisterium %s failed: %s %s (status=%s code=%s, %.0f ms)",
            wire_method,
            type(error).__name__,
            error.detail,
            error.http_status,
            error.code,
            (time.monotonic() - started) * 1000,
        )
        raise
    logger.debug(
        "magisterium %s ok (status=%s, %.0f ms)",
        wire_method,
        status,
        (time.monotonic() - started) * 1000,
    )
    return result


def _endpoint_for(choice: dialects.Choice) -> str:
    """The card's endpoint for the chosen dialect when it is on the configured origin, else the
    configured one: a card must never send users' bearer tokens to another host."""
    url = (choice.url or "").rstrip("/")
    if url and _origin(url) == _origin(httpclient.base_url()):
        return url
    if url and url != httpclient.endpoint():
        logger.warning("magisterium: ignoring the agent card's endpoint on another origin")
    return httpclient.endpoint()


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = httpx.URL(url)
    return parts.scheme, parts.host, parts.port


def _post(
    body: dict[str, Any], *, access_token: str, url: str, headers: Mapping[str, str]
) -> tuple[int, httpx.Headers, bytes]:
    headers = {
        **headers,
        "Authorization": f"Bearer {access_token}",
        "Content-Type": "application/json",
        "Accept": "application/json",
    }
    content = json.dumps(body, separators=(",", ":")).encode()
    # `from None` everywhere below: httpx exceptions hold the request, headers included, and a
    # chained cause would carry the bearer token into error reports.
    timeout = httpclient.timeout()
    deadline = httpclient.deadline(timeout)
    try:
        with httpclient.http_client().stream(
            "POST", url, content=content, headers=headers, timeout=timeout
        ) as response:
            return (
                response.status_code,
                response.headers,
                httpclient.read_capped(response, deadline),
            )
    except httpx.TimeoutException as exc:
        raise errors.UpstreamTimedOut(f"timeout ({type(exc).__name__})") from None
    except httpx.DecodingError as exc:
        raise errors.MalformedResponse(f"undecodable body ({type(exc).__name__})") from None
    except httpx.RequestError as exc:
        raise errors.UpstreamUnavailable(f"transport error ({type(exc).__name__})") from None


def _result_from(
    status: int, headers: Mapping[str, str], content: bytes, *, request_id: str, method: str
) -> Any:
    # docs/upstream.md §8.1: the JSON-RPC body is read on every HTTP status, 4xx included.
    payload = httpclient.parse_json(content)
    if payload is httpclient.NOT_JSON:
        kind = "HTML page" if content.lstrip()[:1] == b"<" else "non-JSON body"
        raise _error_without_rpc_body(status, headers, f"{kind} ({len(content)} bytes)")
    try:
        envelope = wire.JsonRpcResponse.model_validate(payload)
    except (ValidationError, RecursionError):
        raise _error_without_rpc_body(status, headers, "not a JSON-RPC 2.0 response") from None
    if envelope.error is not None:
        raise _error_from_rpc(status, headers, envelope.error, method=method)
    if not 200 <= status < 300:
        raise _error_without_rpc_body(status, headers, "JSON-RPC result on an error status")
    if not isinstance(payload, dict) or "result" not in payload:
        raise errors.MalformedResponse(
            "JSON-RPC response without result or error", http_status=status
        )
    if envelope.id != request_id:
        raise errors.MalformedResponse("JSON-RPC response id does not match", http_status=status)
    return envelope.result


def _error_without_rpc_body(
    status: int, headers: Mapping[str, str], detail: str
) -> errors.MagisteriumError:
    """No usable JSON-RPC body (proxy pages, crashes): the HTTP status is all we have."""
    detail = f"HTTP {status}: {detail}"
    if status == 401:
        return errors.Unauthorized(detail, http_status=status)
    if status == 403:
        # An authentication layer in front of a stock A2A server refuses with its own body.
        return errors.PlanRequired(detail, http_status=status)
    if status == 429:
        return errors.RateLimited(_retry_after(None, headers), detail, http_status=status)
    if 500 <= status < 600:
        return errors.UpstreamUnavailable(detail, http_status=status)
    return errors.MalformedResponse(detail, http_status=status)


# JSON-RPC codes whose meaning is the same in Magisterium's table and in every A2A version
# (docs/upstream.md §5, "Protocol versions").
_CODE_ERRORS: dict[int, type[errors.MagisteriumError]] = {
    -32001: errors.TaskNotFound,
    -32602: errors.InvalidParams,
    -32603: errors.UpstreamUnavailable,
    -32700: errors.ProtocolError,
    -32600: errors.ProtocolError,
    -32601: errors.ProtocolError,
}


def _error_from_rpc(
    status: int, headers: Mapping[str, str], error: wire.JsonRpcError, *, method: str
) -> errors.MagisteriumError:
    """Decoded by method, HTTP status and code together: Magisterium's -32002..-32005 mean
    other things in standard A2A, and a stock server sends those on HTTP 200."""
    code = error.code
    name = dialects.A2A_ERROR_NAMES.get(code)
    reason = dialects.error_reason(error.data)
    detail = f"HTTP {status}, code {code}: {error.text}"
    if reason:
        detail += f" ({reason})"
    kwargs: errors.ErrorFields = {"http_status": status, "code": code}
    # Signed out, no paid plan and the rate limit are HTTP statuses in every version.
    if status == 401:
        return errors.Unauthorized(detail, **kwargs)
    if status == 403:
        return errors.PlanRequired(detail, **kwargs)
    wait = dialects.retry_after(error.data)
    if status == 429 or (code == -32003 and wait is not None):
        return errors.RateLimited(_retry_after(wait, headers), detail, **kwargs)
    if method == "cancel" and code in (-32002, -32602):
        # Magisterium's -32602 "Invalid state transition", or the standard TaskNotCancelable.
        return errors.TaskNotCancelable(detail, **kwargs)
    if method == "send" and code == -32002:
        return errors.SkillNotFound(detail, **kwargs)
    if code in _CODE_ERRORS:
        return _CODE_ERRORS[code](detail, **kwargs)
    if name is not None:
        return errors.UpstreamIncompatible(f"{name}; {detail}", name=name, **kwargs)
    if 500 <= status < 600:
        return errors.UpstreamUnavailable(detail, **kwargs)
    return errors.MalformedResponse(f"unknown error code; {detail}", **kwargs)


def _retry_after(seconds: int | None, headers: Mapping[str, str]) -> int:
    """The wait error.data names (`dialects.retry_after`), else the Retry-After header, else a
    full window; 1 s … 1 h."""
    if seconds is None:
        seconds = dialects.whole_seconds(headers.get("retry-after"))
    if seconds is None:
        seconds = DEFAULT_RETRY_AFTER
    return min(MAX_RETRY_AFTER, max(1, seconds))


def _redact(error: errors.MagisteriumError, secret: str) -> None:
    """Belt and braces: if upstream ever echoes the token, it leaves our error text here."""
    if not secret:
        return
    error.detail = error.detail.replace(secret, "[redacted]")
    error.args = tuple(
        a.replace(secret, "[redacted]") if isinstance(a, str) else a for a in error.args
    )
    if isinstance(error, errors.TaskFailed):
        error.reason = error.reason.replace(secret, "[redacted]")


# --- Methods -------------------------------------------------------------------------------------


def _observed(skill: str, call: Callable[[], T]) -> T:
    """`call()`, its end told to the telemetry observer (skill, outcome, seconds) and an
    upstream 429 counted as a refusal; nothing extra at all when nobody observes."""
    if not telemetry.observed():
        return call()
    started = time.monotonic()
    try:
        result = call()
    except Exception as error:
        telemetry.emit_call(skill, telemetry.outcome_of(error), time.monotonic() - started)
        if isinstance(error, errors.RateLimited) and not error.local:
            telemetry.emit_refusal(telemetry.Refusal.UPSTREAM)
        raise
    telemetry.emit_call(skill, telemetry.Outcome.OK, time.monotonic() - started)
    return result


def _task_from(result: Any) -> wire.Task:
    try:
        return wire.Task.model_validate(result)
    except (ValidationError, RecursionError) as exc:
        count = exc.error_count() if isinstance(exc, ValidationError) else "deep"
        raise errors.MalformedResponse(f"result is not a Task ({count} problems)") from None


def _status_text(task: wire.Task) -> str:
    message = task.status.message
    if message is None:
        return ""
    return " ".join(p.text for p in message.parts if isinstance(p, wire.TextPart))


def message_send(
    *,
    access_token: str,
    skill_id: str,
    parts: Sequence[wire.TextPart | wire.DataPart],
    context_id: str | None = None,
) -> wire.Task:
    """message/send (SendMessage in 1.0); returns the completed Task. A failed task raises
    TaskFailed."""
    message = wire.Message(
        role="user",
        message_id=uuid.uuid4().hex,
        parts=list(parts),
        context_id=context_id,
        metadata={"skillId": skill_id},
    )

    def send() -> wire.Task:
        # The message is put in the dialect's shape when the dialect is known (`_rpc_in`).
        result = rpc_call("send", {"message": message.to_wire()}, access_token=access_token)
        task = _task_from(result)
        # docs/upstream.md §3: every skill is synchronous, so anything but a terminal state
        # breaks the contract.
        if task.status.state == "completed":
            return task
        if task.status.state == "failed":
            error = errors.TaskFailed(_status_text(task))
            _redact(error, access_token)
            raise error
        raise errors.MalformedResponse(
            f"message/send returned a task in state {task.status.state!r}"
        )

    return _observed(skill_id, send)


def tasks_get(*, access_token: str, task_id: str) -> wire.Task:
    """tasks/get (GetTask); TaskNotFound once the task is older than 24 hours."""
    return _observed(
        "tasks/get",
        lambda: _task_from(rpc_call("get", {"id": task_id}, access_token=access_token)),
    )


def tasks_cancel(*, access_token: str, task_id: str) -> wire.Task:
    """tasks/cancel (CancelTask); upstream tasks are already terminal, so expect
    TaskNotCancelable."""
    return _observed(
        "tasks/cancel",
        lambda: _task_from(rpc_call("cancel", {"id": task_id}, access_token=access_token)),
    )
