"""JSON-RPC 2.0 over one pooled httpx client per process, and the (HTTP status, code) → error map.

Nothing above this module sees httpx, HTTP statuses or JSON-RPC envelopes: callers get a
validated `wire.Task` (or `AgentCard`) or a `MagisteriumError` subclass. The one other client of
Magisterium, the OAuth client (`portal.accounts.oauth`), shares the pooled `http_client()`.
"""

# Reference: docs/upstream.md §1 (transport), §3 (methods), §5 (errors), §8 items 1–4;
# docs/security.md §5 (no tokens in text), §14 (timeouts, client after fork), §16.

from __future__ import annotations

import json
import logging
import math
import os
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from http.cookiejar import CookieJar, DefaultCookiePolicy
from typing import Any, TypeVar

import httpx
from django.conf import settings
from pydantic import ValidationError

from portal.magisterium import budget, errors, telemetry, wire

logger = logging.getLogger("portal.magisterium")

T = TypeVar("T")

ENDPOINT_PATH = "/api/v1/a2a"
AGENT_CARD_PATH = "/.well-known/agent.json"
USER_AGENT = "magisterium-portal/0.1 (+https://github.com/)"
# A hostile or broken upstream must not make us buffer an unbounded body. Kept well above what
# the portal stores (portal.magisterium.limits cuts text after parsing), so that an over-long
# document is shown cut with a notice rather than refused as unreadable.
MAX_RESPONSE_BYTES = 10 * 1024 * 1024
# When a 429 names no wait, assume a full rate window; never trust a wait longer than an hour.
DEFAULT_RETRY_AFTER = 60
MAX_RETRY_AFTER = 3600
POOL_LIMITS = httpx.Limits(max_connections=20, max_keepalive_connections=10, keepalive_expiry=30)

# Tests put an httpx.MockTransport here to feed arbitrary bytes through the real parse path.
_http_transport: httpx.BaseTransport | None = None

_client: httpx.Client | None = None
_client_pid: int | None = None
_client_lock = threading.Lock()


# --- The pooled client ------------------------------------------------------------------------


def http_client() -> httpx.Client:
    """This process's client, built on first use and rebuilt in a forked child.

    Shared by every user's calls and by the OAuth client, so it keeps no cookies: a cookie one
    answer set must never travel with another user's request.
    """
    global _client, _client_pid
    pid = os.getpid()
    client = _client
    if client is not None and _client_pid == pid:
        return client
    with _client_lock:
        if _client is None or _client_pid != pid:
            # Redirects stay off: a redirect can turn the POST into a GET (docs/upstream.md §1).
            _client = httpx.Client(
                transport=_http_transport,
                limits=POOL_LIMITS,
                follow_redirects=False,
                headers={"User-Agent": USER_AGENT},
                cookies=CookieJar(policy=DefaultCookiePolicy(allowed_domains=[])),
            )
            _client_pid = pid
        return _client


def reset_client() -> None:
    """Close this process's client; the next call builds a fresh one (tests, settings changes)."""
    global _client, _client_pid
    with _client_lock:
        if _client is not None and _client_pid == os.getpid():
            _client.close()
        _client, _client_pid = None, None


def _forget_client_after_fork() -> None:
    # The child must not touch the parent's sockets (closing them would also close the parent's
    # TLS sessions), so it only drops the reference. The lock is replaced in case another thread
    # held it at fork time.
    global _client, _client_pid, _client_lock
    _client, _client_pid = None, None
    _client_lock = threading.Lock()


os.register_at_fork(after_in_child=_forget_client_after_fork)


def _timeout() -> httpx.Timeout:
    """Each phase's limit: the settings, cut to what is left of the caller's time budget."""
    # Read at call time: tests and operators change these without restarting.
    read = float(settings.MAGISTERIUM_TIMEOUT)
    connect = float(settings.MAGISTERIUM_CONNECT_TIMEOUT)
    left = budget.remaining()
    if left is not None:
        if left <= 0:
            raise errors.UpstreamTimedOut("the time budget was spent before sending")
        read, connect = min(read, left), min(connect, left)
    return httpx.Timeout(connect=connect, read=read, write=read, pool=connect)


def _deadline(timeout: httpx.Timeout) -> float:
    # httpx limits each read, so an upstream trickling a few bytes at a time could hold a call
    # for ever: the whole answer must also arrive within the read timeout (the budget's end).
    return time.monotonic() + float(timeout.read or 0)


def endpoint() -> str:
    return f"{settings.MAGISTERIUM_BASE_URL.rstrip('/')}{ENDPOINT_PATH}"


# --- One JSON-RPC call ---------------------------------------------------------------------------

_NOT_JSON = object()


def rpc_call(method: str, params: dict[str, Any], *, access_token: str) -> Any:
    """POST one JSON-RPC request and return its `result`, or raise a typed error."""
    request_id = uuid.uuid4().hex
    body = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    started = time.monotonic()
    status: int | None = None
    try:
        status, headers, content = _post(body, access_token=access_token)
        result = _result_from(status, headers, content, request_id=request_id)
    except errors.MagisteriumError as error:
        _redact(error, access_token)
        logger.warning(
            "magisterium %s failed: %s %s (status=%s code=%s, %.0f ms)",
            method,
            type(error).__name__,
            error.detail,
            error.http_status,
            error.code,
            (time.monotonic() - started) * 1000,
        )
        raise
    logger.debug(
        "magisterium %s ok (status=%s, %.0f ms)",
        method,
        status,
        (time.monotonic() - started) * 1000,
    )
    return result


def _post(body: dict[str, Any], *, access_token: str) -> tuple[int, httpx.Headers, bytes]:
    headers = {
        "Authorization": f"Bearer {access_token}",
        "Content-Type": "application/json",
        "Accept": "application/json",
    }
    content = json.dumps(body, separators=(",", ":")).encode()
    # `from None` everywhere below: httpx exceptions hold the request, headers included, and a
    # chained cause would carry the bearer token into error reports.
    timeout = _timeout()
    deadline = _deadline(timeout)
    try:
        with http_client().stream(
            "POST", endpoint(), content=content, headers=headers, timeout=timeout
        ) as response:
            return response.status_code, response.headers, _read_capped(response, deadline)
    except httpx.TimeoutException as exc:
        raise errors.UpstreamTimedOut(f"timeout ({type(exc).__name__})") from None
    except httpx.DecodingError as exc:
        raise errors.MalformedResponse(f"undecodable body ({type(exc).__name__})") from None
    except httpx.RequestError as exc:
        raise errors.UpstreamUnavailable(f"transport error ({type(exc).__name__})") from None


def _read_capped(response: httpx.Response, deadline: float) -> bytes:
    chunks, size = [], 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > MAX_RESPONSE_BYTES:
            raise errors.MalformedResponse(
                f"response larger than {MAX_RESPONSE_BYTES} bytes", http_status=response.status_code
            )
        if time.monotonic() > deadline:
            raise errors.UpstreamTimedOut(f"answer still arriving after {size} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


def _parse_json(content: bytes) -> Any:
    try:
        return json.loads(content)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return _NOT_JSON


def _result_from(
    status: int, headers: Mapping[str, str], content: bytes, *, request_id: str
) -> Any:
    # docs/upstream.md §8.1: the JSON-RPC body is read on every HTTP status, 4xx included.
    payload = _parse_json(content)
    if payload is _NOT_JSON:
        kind = "HTML page" if content.lstrip()[:1] == b"<" else "non-JSON body"
        raise _error_without_rpc_body(status, headers, f"{kind} ({len(content)} bytes)")
    try:
        envelope = wire.JsonRpcResponse.model_validate(payload)
    except (ValidationError, RecursionError):
        raise _error_without_rpc_body(status, headers, "not a JSON-RPC 2.0 response") from None
    if envelope.error is not None:
        raise _error_from_rpc(status, headers, envelope.error)
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
    if status == 429:
        return errors.RateLimited(_retry_after(None, headers), detail, http_status=status)
    if 500 <= status < 600:
        return errors.UpstreamUnavailable(detail, http_status=status)
    return errors.MalformedResponse(detail, http_status=status)


# JSON-RPC codes whose meaning does not depend on the HTTP status (docs/upstream.md §5).
_CODE_ERRORS: dict[int, type[errors.MagisteriumError]] = {
    -32001: errors.TaskNotFound,
    -32002: errors.SkillNotFound,
    -32602: errors.InvalidParams,
    -32603: errors.UpstreamUnavailable,
    -32700: errors.ProtocolError,
    -32600: errors.ProtocolError,
    -32601: errors.ProtocolError,
}


def _error_from_rpc(
    status: int, headers: Mapping[str, str], error: wire.JsonRpcError
) -> errors.MagisteriumError:
    # Keyed on status and code together: -32002..-32005 mean other things in generic A2A.
    code = error.code
    detail = f"HTTP {status}, code {code}: {error.text}"
    kwargs = {"http_status": status, "code": code}
    if status == 401 or code == -32004:
        return errors.Unauthorized(detail, **kwargs)
    if status == 403 or code == -32005:
        return errors.PlanRequired(detail, **kwargs)
    if status == 429 or code == -32003:
        return errors.RateLimited(_retry_after(error.data, headers), detail, **kwargs)
    if code in _CODE_ERRORS:
        return _CODE_ERRORS[code](detail, **kwargs)
    if 500 <= status < 600:
        return errors.UpstreamUnavailable(detail, **kwargs)
    return errors.MalformedResponse(f"unknown error code; {detail}", **kwargs)


def _seconds(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return None
    if isinstance(value, int | float) and math.isfinite(value):
        return math.ceil(value)
    return None


def _retry_after(data: Any, headers: Mapping[str, str]) -> int:
    """error.data.retryAfter, else the Retry-After header, else a full window; 1 s … 1 h."""
    seconds = _seconds(data.get("retryAfter")) if isinstance(data, dict) else None
    if seconds is None:
        seconds = _seconds(headers.get("retry-after"))
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
            telemetry.emit_refusal("upstream")
        raise
    telemetry.emit_call(skill, "ok", time.monotonic() - started)
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
    parts: list[wire.TextPart | wire.DataPart],
    context_id: str | None = None,
) -> wire.Task:
    """message/send; returns the completed Task. A failed task raises TaskFailed."""
    message = wire.Message(
        role="user",
        message_id=uuid.uuid4().hex,
        parts=parts,
        context_id=context_id,
        metadata={"skillId": skill_id},
    )

    def send() -> wire.Task:
        result = rpc_call("message/send", {"message": message.to_wire()}, access_token=access_token)
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
    """tasks/get; TaskNotFound once the task is older than 24 hours."""
    return _observed(
        "tasks/get",
        lambda: _task_from(rpc_call("tasks/get", {"id": task_id}, access_token=access_token)),
    )


def tasks_cancel(*, access_token: str, task_id: str) -> wire.Task:
    """tasks/cancel; upstream tasks are already terminal, so expect InvalidParams."""
    return _observed(
        "tasks/cancel",
        lambda: _task_from(rpc_call("tasks/cancel", {"id": task_id}, access_token=access_token)),
    )


def agent_card_get() -> wire.AgentCard:
    """The public Agent Card (no auth)."""
    try:
        return wire.AgentCard.model_validate(agent_card_json())
    except (ValidationError, RecursionError):
        raise errors.MalformedResponse("not an Agent Card", http_status=200) from None


def agent_card_json() -> dict[str, Any]:
    """The public Agent Card (no auth) as upstream sent it: a JSON object, every field kept.

    For the drift check (`portal.ops.doctor`), which compares whole cards; the door itself
    uses the validated `agent_card_get`.
    """
    url = f"{settings.MAGISTERIUM_BASE_URL.rstrip('/')}{AGENT_CARD_PATH}"
    try:
        response = http_client().get(url, timeout=_timeout())
    except httpx.TimeoutException as exc:
        raise errors.UpstreamTimedOut(f"timeout ({type(exc).__name__})") from None
    except httpx.RequestError as exc:
        raise errors.UpstreamUnavailable(f"transport error ({type(exc).__name__})") from None
    if response.status_code >= 500:
        raise errors.UpstreamUnavailable(
            f"HTTP {response.status_code}", http_status=response.status_code
        )
    if response.status_code != 200:
        raise errors.MalformedResponse(
            f"HTTP {response.status_code}", http_status=response.status_code
        )
    payload = _parse_json(response.content)
    if not isinstance(payload, dict):
        raise errors.MalformedResponse("not an Agent Card", http_status=200)
    return payload
