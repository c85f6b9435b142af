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

from portal.magisterium import budget, dialects, errors, telemetry, wire

logger = logging.getLogger("portal.magisterium")

T = TypeVar("T")

ENDPOINT_PATH = "/api/v1/a2a"
# Where the agent card is: 0.2's path first (Magisterium's today), then 0.3 and 1.0's.
AGENT_CARD_PATHS = ("/.well-known/agent.json", "/.well-known/agent-card.json")
# How long a chosen dialect is kept when the card names no max-age, and the bounds on what it
# names; a card that could not be read is asked again after CARD_RETRY_SECONDS.
CARD_TTL_SECONDS = 3600
CARD_MIN_TTL_SECONDS = 60
CARD_RETRY_SECONDS = 60
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


def base_url() -> str:
    return settings.MAGISTERIUM_BASE_URL.rstrip("/")


def endpoint() -> str:
    """The configured JSON-RPC endpoint (the card may name another on the same origin)."""
    return f"{base_url()}{ENDPOINT_PATH}"


# --- One JSON-RPC call ---------------------------------------------------------------------------

_NOT_JSON = object()


def rpc_call(method: str, params: dict[str, Any], *, access_token: str) -> Any:
    """One of the three methods ("send", "get", "cancel") in the dialect upstream speaks, its
    result in the legacy shape (`dialects`), or a typed error.

    When upstream answers "method not found" or "version not supported" (or the endpoint is
    gone), it may have moved to another protocol version: the card is read again at once and,
    if it names another dialect or endpoint, the call is made once more in that one.
    """
    choice = current_choice()
    try:
        return _rpc_in(choice, method, params, access_token=access_token)
    except errors.MagisteriumError as error:
        if not _may_have_moved(error):
            raise
        again = current_choice(refresh=True)
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


def _rpc_in(choice: dialects.Choice, method: str, params: dict[str, Any], *, access_token: str):
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
    if url and _origin(url) == _origin(base_url()):
        return url
    if url and url != endpoint():
        logger.warning("magisterium: ignoring the agent card's endpoint on another origin")
    return endpoint()


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
    timeout = _timeout()
    deadline = _deadline(timeout)
    try:
        with http_client().stream(
            "POST", url, content=content, headers=headers, timeout=timeout
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


def _number(literal: str) -> int | float:
    """A JSON number with a fraction or exponent: an int when it is a whole number.

    Servers built on protobuf carry data parts as a Struct, whose only number is a double, so
    a year arrives as 1950.0 and a count as 719464.0. They are integers again before anything
    reads them, in every dialect; a whole double beyond 2**53 was never an exact count anyway.
    """
    value = float(literal)
    if value.is_integer() and abs(value) <= 2**53:
        return int(value)
    return value


def _parse_json(content: bytes) -> Any:
    try:
        return json.loads(content, parse_float=_number)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return _NOT_JSON


def _result_from(
    status: int, headers: Mapping[str, str], content: bytes, *, request_id: str, method: str
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
    kwargs = {"http_status": status, "code": code}
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
    """message/send (SendMessage in 1.0); returns the completed Task. A failed task raises
    TaskFailed."""
    message = wire.Message(
        role="user",
        message_id=uuid.uuid4().hex,
        parts=parts,
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


# --- The agent card, and the dialect it chooses ---------------------------------------------


def agent_card_get() -> wire.AgentCard:
    """The public Agent Card (no auth)."""
    try:
        return wire.AgentCard.model_validate(agent_card_json())
    except (ValidationError, RecursionError):
        raise errors.MalformedResponse("not an Agent Card", http_status=200) from None


def agent_card_json() -> dict[str, Any]:
    """The public Agent Card (no auth) as upstream sent it: a JSON object, every field kept.

    For the drift check (`portal.ops.doctor`), which compares whole cards; the door itself
    uses `current_choice`.
    """
    return _fetch_card()[0]


def _fetch_card() -> tuple[dict[str, Any], int]:
    """(the card, seconds it may be kept): agent.json, else agent-card.json (0.3 and 1.0)."""
    for index, path in enumerate(AGENT_CARD_PATHS):
        try:
            response = http_client().get(f"{base_url()}{path}", timeout=_timeout())
        except httpx.TimeoutException as exc:
            raise errors.UpstreamTimedOut(f"timeout ({type(exc).__name__})") from None
        except httpx.RequestError as exc:
            raise errors.UpstreamUnavailable(f"transport error ({type(exc).__name__})") from None
        status = response.status_code
        if status in (404, 410) and index + 1 < len(AGENT_CARD_PATHS):
            continue  # a server of A2A 0.3 or later: the card moved
        if status >= 500:
            raise errors.UpstreamUnavailable(f"HTTP {status}", http_status=status)
        if status != 200:
            raise errors.MalformedResponse(f"HTTP {status}", http_status=status)
        payload = _parse_json(response.content)
        if not isinstance(payload, dict):
            raise errors.MalformedResponse("not an Agent Card", http_status=200)
        return payload, _max_age(response.headers.get("cache-control", ""))
    raise AssertionError("unreachable: the last card path returns or raises")


def _max_age(cache_control: str) -> int:
    for directive in cache_control.split(","):
        name, _, value = directive.strip().partition("=")
        if name.lower() == "max-age" and value.strip().isdigit():
            return max(CARD_MIN_TTL_SECONDS, min(CARD_TTL_SECONDS, int(value)))
    return CARD_TTL_SECONDS


# This process's choice: (base URL, pinned setting, choice, monotonic time it expires).
_choice: tuple[str, str, dialects.Choice, float] | None = None
_choice_lock = threading.Lock()


def current_choice(*, refresh: bool = False) -> dialects.Choice:
    """The dialect to speak, chosen from the agent card and kept for the card's lifetime.

    `refresh` reads the card again now (a call that suggests upstream moved). A card that
    cannot be read leaves today's dialect in use, asked again after CARD_RETRY_SECONDS: the
    card is public and unmetered, but a page must not wait on it twice a minute.
    """
    global _choice
    pinned = str(getattr(settings, "MAGISTERIUM_A2A_DIALECT", "") or "")
    pinned = "" if pinned == "auto" else pinned
    key = base_url()
    found = _choice
    if not refresh and found and found[:2] == (key, pinned) and time.monotonic() < found[3]:
        return found[2]
    with _choice_lock:
        found = _choice
        if not refresh and found and found[:2] == (key, pinned) and time.monotonic() < found[3]:
            return found[2]
        previous = found[2] if found and found[0] == key else None
        try:
            card, ttl = _fetch_card()
            choice = dialects.choose(card, pinned=pinned)
        except errors.MagisteriumError as error:
            logger.warning("magisterium: agent card not read (%s)", error.detail)
            choice = previous or dialects.choose({}, pinned=pinned)
            if previous is None:
                choice = dialects.Choice(choice.dialect, (), None, spoken=True, from_card=False)
            ttl = CARD_RETRY_SECONDS
        if previous is not None and previous.dialect is not choice.dialect:
            logger.warning(
                "magisterium: upstream's agent card moved from A2A %s to %s (%s)",
                previous.dialect.name,
                choice.dialect.name,
                choice.summary,
            )
        if not choice.spoken:
            logger.error("magisterium: %s", choice.summary)
        _choice = (key, pinned, choice, time.monotonic() + ttl)
        return choice


def forget_choice() -> None:
    """Read the card again at the next call (tests, and an operator's `Check connection`)."""
    global _choice
    with _choice_lock:
        _choice = None


def _forget_choice_lock_after_fork() -> None:
    global _choice_lock
    _choice_lock = threading.Lock()  # another thread may have held it at fork time


os.register_at_fork(after_in_child=_forget_choice_lock_after_fork)
