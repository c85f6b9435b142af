"""Sandbox-only state and test hooks under /_sandbox/: config, faults, request counter, clock,
scripted answers.

All mutable state lives in one module-level `state` object guarded by one lock. The server runs
as a single gunicorn worker with many threads, so process memory is the single source of truth.
"""

from __future__ import annotations

import json
import math
import os
import threading
from collections import deque
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from sandbox.skills import SKILLS

# What an injected fault does to a message/send (answers are built in sandbox.a2a):
FAULT_MODES = (
    "timeout",  # stall `timeout_sleep` seconds (SANDBOX_TIMEOUT_SLEEP, 30), then answer normally
    "http_500",  # HTTP 500, plain-text body
    "non_json",  # HTTP 200 labelled application/json whose body is not JSON
    "html_error",  # HTTP 502 with an HTML error page, as a proxy in front of upstream sends
    "malformed_task",  # HTTP 200 JSON-RPC result that is not a Task (no status/kind...)
    "task_failed",  # a Task in state "failed", as when a skill raises
    "internal_error",  # JSON-RPC -32603
    "rate_limit_burst",  # HTTP 429, -32003 with retryAfter = the fault's `retry_after`
    "unauthorized",  # HTTP 401, -32004
    "plan_required",  # HTTP 403, -32005
    "oversized",  # answer normally, the answer's text padded to the fault's `size` bytes
)
# The "oversized" fault's default: the 5 MB of text the portal must survive.
OVERSIZED_BYTES = 5 * 1024 * 1024
RATE_WINDOW_SECONDS = 60
TASK_RETENTION = timedelta(hours=24)
# Bounds memory under long benchmarks; far above what any test or demo keeps alive in 24 h.
MAX_STORED_TASKS = 50_000


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"{name} must be a whole number >= 0, got {raw!r}") from None
    if value < 0:
        raise ValueError(f"{name} must be a whole number >= 0, got {raw!r}")
    return value


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return max(0.0, float(raw))
    except ValueError:
        raise ValueError(f"{name} must be a number of seconds, got {raw!r}") from None


def _refuse_zero(name: str) -> int:
    raise ValueError(f"{name} must be at least 1")


def _env_timezone() -> ZoneInfo:
    name = os.environ.get("SANDBOX_TZ", "").strip() or "UTC"
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"SANDBOX_TZ must be an IANA time zone such as Europe/Rome, got {name!r}"
        ) from None


@dataclass
class Config:
    """Runtime knobs; each starts from its environment variable and can be changed over HTTP."""

    rate_limit: int = 15  # default pool, per user per minute; 0 = unlimited
    qa_rate_limit: int = 2  # catholic_qa pool, per user per minute; 0 = unlimited
    latency_ms: int = 0  # added to every message/send
    skill_latency_ms: dict[str, int] = field(default_factory=dict)
    token_ttl: int = 3600  # access-token lifetime in seconds
    timeout_sleep: float = 30.0  # how long the "timeout" fault stalls

    @classmethod
    def from_env(cls) -> Config:
        return cls(
            rate_limit=_env_int("SANDBOX_RATE_LIMIT", 15),
            qa_rate_limit=_env_int("SANDBOX_QA_RATE_LIMIT", 2),
            latency_ms=_env_int("SANDBOX_LATENCY_MS", 0),
            token_ttl=_env_int("SANDBOX_TOKEN_TTL", 3600) or _refuse_zero("SANDBOX_TOKEN_TTL"),
            timeout_sleep=_env_float("SANDBOX_TIMEOUT_SLEEP", 30.0),
        )


@dataclass(frozen=True)
class Fault:
    mode: str
    remaining: int | None = None  # None = every upcoming message/send
    skills: tuple[str, ...] | None = None  # None = every skill
    retry_after: int = 30  # for rate_limit_burst
    size: int = OVERSIZED_BYTES  # for oversized

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["count"] = data.pop("remaining")
        data["skills"] = list(self.skills) if self.skills is not None else None
        return data


def _fault_from_env() -> Fault | None:
    mode = os.environ.get("SANDBOX_FAULT", "").strip()
    if not mode or mode in {"none", "null"}:
        return None
    if mode not in FAULT_MODES:
        raise ValueError(f"SANDBOX_FAULT must be one of {', '.join(FAULT_MODES)}; got {mode!r}")
    return Fault(mode=mode)


@dataclass
class StoredTask:
    owner: str
    created_at: datetime
    task: dict[str, Any]


class SandboxState:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.tasks: dict[str, StoredTask] = {}
        self.timezone = _env_timezone()
        self.reset()

    def reset(self) -> None:
        """Back to the environment's defaults. Stored tasks survive: they expire on their own."""
        config, fault = Config.from_env(), _fault_from_env()
        with self.lock:
            self.config = config
            self.fault = fault
            self.clock_offset = timedelta(0)
            self.rate_windows: dict[tuple[str, str], deque[float]] = {}
            self.scripted: dict[str, deque[list[Any]]] = {}
            self._reset_counts()

    def _reset_counts(self) -> None:
        self.total_sends = 0
        self.sends_by_skill: dict[str, int] = {}

    # -- clock ---------------------------------------------------------------------------------

    def now(self) -> datetime:
        return datetime.now(UTC) + self.clock_offset

    def today(self) -> date:
        return self.now().astimezone(self.timezone).date()

    def advance_clock(self, seconds: float) -> None:
        with self.lock:
            self.clock_offset += timedelta(seconds=seconds)

    # -- counters ------------------------------------------------------------------------------

    def count_send(self, skill_id: str) -> None:
        with self.lock:
            self.total_sends += 1
            self.sends_by_skill[skill_id] = self.sends_by_skill.get(skill_id, 0) + 1

    def reset_counts(self) -> None:
        with self.lock:
            self._reset_counts()

    def counts(self) -> dict[str, Any]:
        with self.lock:
            return {
                "message_send": {"total": self.total_sends, "by_skill": dict(self.sends_by_skill)}
            }

    # -- rate limits ---------------------------------------------------------------------------

    def take_rate_slot(self, user_key: str, pool: str, limit: int) -> int | None:
        """Record one request in a sliding 60 s window; return retryAfter seconds when full."""
        if limit <= 0:
            return None
        now = self.now().timestamp()
        with self.lock:
            window = self.rate_windows.setdefault((user_key, pool), deque())
            while window and window[0] <= now - RATE_WINDOW_SECONDS:
                window.popleft()
            if len(window) >= limit:
                return max(1, math.ceil(window[0] + RATE_WINDOW_SECONDS - now))
            window.append(now)
            return None

    # -- faults --------------------------------------------------------------------------------

    def set_fault(self, fault: Fault | None) -> None:
        with self.lock:
            self.fault = fault

    def take_fault(self, skill_id: str) -> Fault | None:
        """The fault that applies to this message/send, consuming one of its `count`."""
        with self.lock:
            fault = self.fault
            if fault is None or (fault.skills is not None and skill_id not in fault.skills):
                return None
            if fault.remaining is not None:
                left = fault.remaining - 1
                self.fault = replace(fault, remaining=left) if left > 0 else None
            return fault

    # -- scripted answers ----------------------------------------------------------------------

    def script_answer(self, skill_id: str, parts: list[Any]) -> None:
        with self.lock:
            self.scripted.setdefault(skill_id, deque()).append(parts)

    def take_scripted(self, skill_id: str) -> list[Any] | None:
        """The artifact parts scripted for this skill's next answer, if any (used up)."""
        with self.lock:
            queue = self.scripted.get(skill_id)
            return queue.popleft() if queue else None

    def clear_scripted(self) -> None:
        with self.lock:
            self.scripted = {}

    # -- tasks ---------------------------------------------------------------------------------

    def save_task(self, owner: str, task: dict[str, Any]) -> None:
        now = self.now()
        with self.lock:
            self.tasks[task["id"]] = StoredTask(owner=owner, created_at=now, task=task)
            while len(self.tasks) > MAX_STORED_TASKS:
                del self.tasks[next(iter(self.tasks))]

    def get_task(self, owner: str, task_id: str) -> dict[str, Any] | None:
        """The task if it exists, belongs to `owner` and is younger than 24 h (sandbox clock)."""
        now = self.now()
        with self.lock:
            stored = self.tasks.get(task_id)
            if stored is None or stored.owner != owner:
                return None
            if now - stored.created_at >= TASK_RETENTION:
                del self.tasks[task_id]
                return None
            return stored.task


state = SandboxState()


# -- HTTP hooks (no auth: the sandbox only ever listens on a developer machine) -----------------


class HookInputError(ValueError):
    pass


def _json_body(request: HttpRequest) -> dict[str, Any]:
    if not request.body:
        return {}
    try:
        data = json.loads(request.body)
    except ValueError:
        raise HookInputError("body must be JSON") from None
    if not isinstance(data, dict):
        raise HookInputError("body must be a JSON object")
    return data


def _bad_request(error: Exception) -> JsonResponse:
    return JsonResponse({"error": str(error)}, status=400)


def _whole_number(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise HookInputError(f"{name} must be a whole number >= 0")
    return value


def _parse_fault(data: dict[str, Any]) -> Fault | None:
    mode = data.get("mode")
    if mode is None:
        return None
    if mode not in FAULT_MODES:
        raise HookInputError(f"mode must be one of {', '.join(FAULT_MODES)} or null")
    count = data.get("count")
    if count is not None and _whole_number("count", count) == 0:
        raise HookInputError("count must be at least 1 (omit it for every request)")
    skills = data.get("skills")
    if skills is not None and (
        not isinstance(skills, list) or not all(isinstance(s, str) for s in skills)
    ):
        raise HookInputError("skills must be a list of skill ids")
    retry_after = _whole_number("retry_after", data.get("retry_after", 30)) or 1
    size = _whole_number("size", data.get("size", OVERSIZED_BYTES))
    return Fault(
        mode=mode,
        remaining=count,
        skills=tuple(skills) if skills is not None else None,
        retry_after=retry_after,
        size=size,
    )


def _apply_config(data: dict[str, Any]) -> None:
    with state.lock:
        config = replace(state.config, skill_latency_ms=dict(state.config.skill_latency_ms))
    for key, value in data.items():
        if key in {"rate_limit", "qa_rate_limit", "latency_ms"}:
            setattr(config, key, _whole_number(key, value))
        elif key == "token_ttl":
            if _whole_number(key, value) == 0:
                raise HookInputError("token_ttl must be at least 1 second")
            config.token_ttl = value
        elif key == "timeout_sleep":
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise HookInputError("timeout_sleep must be a number of seconds >= 0")
            config.timeout_sleep = float(value)
        elif key == "skill_latency_ms":
            if not isinstance(value, dict):
                raise HookInputError("skill_latency_ms must be an object {skillId: ms}")
            config.skill_latency_ms = {
                str(skill): _whole_number(f"skill_latency_ms.{skill}", ms)
                for skill, ms in value.items()
            }
        else:
            raise HookInputError(f"unknown config key {key!r}")
    with state.lock:
        state.config = config


def _config_json() -> dict[str, Any]:
    with state.lock:
        return asdict(state.config)


def _fault_json() -> dict[str, Any]:
    with state.lock:
        fault = state.fault
    return {"fault": fault.as_json() if fault else None}


def _clock_json() -> dict[str, Any]:
    return {
        "now": state.now().isoformat(),
        "today": state.today().isoformat(),
        "offset_seconds": state.clock_offset.total_seconds(),
        "timezone": str(state.timezone),
    }


@require_http_methods(["GET"])
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True})


@require_http_methods(["GET"])
def requests_count(request: HttpRequest) -> JsonResponse:
    return JsonResponse(state.counts())


@csrf_exempt
@require_http_methods(["POST"])
def requests_reset(request: HttpRequest) -> JsonResponse:
    state.reset_counts()
    return JsonResponse(state.counts())


@csrf_exempt
@require_http_methods(["GET", "POST", "DELETE"])
def faults(request: HttpRequest) -> JsonResponse:
    if request.method == "DELETE":
        state.set_fault(None)
    elif request.method == "POST":
        try:
            state.set_fault(_parse_fault(_json_body(request)))
        except HookInputError as error:
            return _bad_request(error)
    return JsonResponse(_fault_json())


@csrf_exempt
@require_http_methods(["GET", "POST"])
def config(request: HttpRequest) -> JsonResponse:
    if request.method == "POST":
        try:
            _apply_config(_json_body(request))
        except HookInputError as error:
            return _bad_request(error)
    return JsonResponse(_config_json())


@csrf_exempt
@require_http_methods(["GET", "POST"])
def clock(request: HttpRequest) -> JsonResponse:
    if request.method == "POST":
        try:
            seconds = _json_body(request).get("advance_seconds")
            if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds < 0:
                raise HookInputError("advance_seconds must be a number >= 0")
        except HookInputError as error:
            return _bad_request(error)
        state.advance_clock(seconds)
    return JsonResponse(_clock_json())


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
def answers(request: HttpRequest) -> JsonResponse:
    """POST {"skill": id, "parts": [...]}: that skill's next answer carries exactly these
    artifact parts (any JSON, however malformed), whatever was asked; one answer per POST, in
    order. Lets tests drive the portal with arbitrary upstream data over the real wire.
    DELETE forgets every scripted answer."""
    if request.method == "DELETE":
        state.clear_scripted()
        return JsonResponse({"ok": True})
    try:
        data = _json_body(request)
        skill_id, parts = data.get("skill"), data.get("parts")
        if not isinstance(skill_id, str) or skill_id not in SKILLS:
            raise HookInputError(f"skill must be one of {', '.join(SKILLS)}")
        if not isinstance(parts, list):
            raise HookInputError("parts must be a list (the artifact's parts)")
    except HookInputError as error:
        return _bad_request(error)
    state.script_answer(skill_id, parts)
    return JsonResponse({"ok": True})


@csrf_exempt
@require_http_methods(["POST"])
def reset(request: HttpRequest) -> JsonResponse:
    state.reset()
    return JsonResponse({"config": _config_json(), **_fault_json(), "clock": _clock_json()})


@csrf_exempt
@require_http_methods(["POST"])
def token(request: HttpRequest) -> JsonResponse:
    """Mint tokens for a sandbox user without the browser flow (tests, demo scripts)."""
    from sandbox import oauth

    try:
        data = _json_body(request)
        username = data.get("username", "demo")
        client_id = data.get("client_id")
        if not isinstance(username, str) or not (client_id is None or isinstance(client_id, str)):
            raise HookInputError("username and client_id must be strings")
        tokens = oauth.issue_tokens(
            username=username, client_id=client_id, issuer=oauth.base_url(request)
        )
    except (HookInputError, oauth.TokenIssueError) as error:
        return _bad_request(error)
    return JsonResponse(tokens)
