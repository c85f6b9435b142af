"""The sandbox's mutable state: config, faults, request counters, clock, rate windows, tasks
and scripted answers. The A2A server, the OAuth server and the /_sandbox/ hooks all read it.

All mutable state lives in one module-level `state` object guarded by one lock. The server runs
as a single gunicorn worker with many threads, so process memory is the single source of truth.
"""

from __future__ import annotations

import math
import os
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

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
    "invalid_params",  # JSON-RPC -32602, as when upstream starts requiring a field we omit
    "oversized",  # answer normally, the answer's text padded to the fault's `size` bytes
)
# The "oversized" fault's default: the 5 MB of text the portal must survive.
OVERSIZED_BYTES = 5 * 1024 * 1024
RATE_WINDOW_SECONDS = 60
TASK_RETENTION = timedelta(hours=24)
# Bounds memory under long benchmarks; far above what any test or demo keeps alive in 24 h.
MAX_STORED_TASKS = 50_000
# The A2A wire the sandbox speaks (sandbox.a2a): legacy 0.2 (today's upstream), 0.3, 1.0, or
# 0.3 and 1.0 side by side on one URL, as a server migrating between them does.
DIALECTS = ("0.2", "0.3", "1.0", "both")
# How data parts carry numbers: "double" sends every integer as a float (1950.0), as a server
# that keeps data in a protobuf Struct does.
NUMBER_MODES = ("int", "double")
# SANDBOX_WORLD: "1" serves the world-sized diocese directory (sandbox/catalog/world.py), which
# the catalog reads itself; checked here so a bad value stops the server when it starts.
WORLD_MODES = ("0", "1")


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


def _env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if raw not in choices:
        raise ValueError(f"{name} must be one of {', '.join(choices)}; got {raw!r}")
    return raw


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
    dialect: str = "0.2"  # one of DIALECTS
    numbers: str = "int"  # one of NUMBER_MODES

    @classmethod
    def from_env(cls) -> Config:
        return cls(
            rate_limit=_env_int("SANDBOX_RATE_LIMIT", 15),
            qa_rate_limit=_env_int("SANDBOX_QA_RATE_LIMIT", 2),
            latency_ms=_env_int("SANDBOX_LATENCY_MS", 0),
            token_ttl=_env_int("SANDBOX_TOKEN_TTL", 3600) or _refuse_zero("SANDBOX_TOKEN_TTL"),
            timeout_sleep=_env_float("SANDBOX_TIMEOUT_SLEEP", 30.0),
            dialect=_env_choice("SANDBOX_DIALECT", "0.2", DIALECTS),
            numbers=_env_choice("SANDBOX_NUMBERS", "int", NUMBER_MODES),
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


@dataclass(frozen=True)
class Drift:
    """How the sandbox's answers differ from docs/upstream.md, to prove the doctor notices.

    `rename` ({path: new name}) and `drop` ([path]) change the data parts of `skill`'s answers;
    a path names a key of the data object, dotted to reach into nested objects and lists
    ("results.title": the title of every search hit).
    """

    protocol_version: str | None = None  # the agent card's protocolVersion instead of the real one
    remove_skills: tuple[str, ...] = ()  # skills left out of the agent card
    skill: str | None = None
    rename: tuple[tuple[str, str], ...] = ()
    drop: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {
            "protocol_version": self.protocol_version,
            "remove_skills": list(self.remove_skills),
            "skill": self.skill,
            "rename": dict(self.rename),
            "drop": list(self.drop),
        }


@dataclass
class StoredTask:
    owner: str
    created_at: datetime
    task: dict[str, Any]


class SandboxState:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.in_flight = 0
        # Set by the next reset: the answers waiting out a latency or a "timeout" stall then
        # answer at once, so a test's slow upstream never outlives the test.
        self.woken = threading.Event()
        self.tasks: dict[str, StoredTask] = {}
        self.timezone = _env_timezone()
        # Fixed for the process (the directory is built once); not part of the config a reset
        # or /_sandbox/config changes.
        self.world = _env_choice("SANDBOX_WORLD", "0", WORLD_MODES) == "1"
        self.reset()

    def reset(self) -> int:
        """Back to the environment's defaults; the answers still waiting answer now. Stored
        tasks survive: they expire on their own. Returns how many answers were in flight."""
        config, fault = Config.from_env(), _fault_from_env()
        with self.lock:
            in_flight = self._wake()
            self.config = config
            self.fault = fault
            self.drift = Drift()
            self.clock_offset = timedelta(0)
            self.rate_windows: dict[tuple[str, str], deque[float]] = {}
            self.scripted: dict[str, deque[list[Any]]] = {}
            self._reset_counts()
        return in_flight

    def wake(self) -> int:
        """The answers waiting out a latency or stall answer now; returns how many were in
        flight. Nothing else changes (the fault and the counts stay)."""
        with self.lock:
            return self._wake()

    def _wake(self) -> int:
        self.woken.set()
        self.woken = threading.Event()
        return self.in_flight

    def wait(self, seconds: float) -> None:
        """An answer's latency or stall: `seconds`, or until the next reset."""
        self.woken.wait(seconds)

    def _reset_counts(self) -> None:
        self.total_sends = 0
        self.sends_by_skill: dict[str, int] = {}
        # Answers being worked on at once, and the most at any moment since the last reset:
        # how a test proves the portal sends calls in parallel without timing anything.
        # (answers still in flight at a reset keep counting: the peak starts from them)
        self.peak_in_flight = self.in_flight

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

    @contextmanager
    def answering(self) -> Iterator[None]:
        """Count one answer in flight while the block runs."""
        with self.lock:
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
        try:
            yield
        finally:
            with self.lock:
                self.in_flight -= 1

    def counts(self) -> dict[str, Any]:
        with self.lock:
            return {
                "message_send": {"total": self.total_sends, "by_skill": dict(self.sends_by_skill)},
                "concurrency": {"in_flight": self.in_flight, "peak": self.peak_in_flight},
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

    # -- drift ---------------------------------------------------------------------------------

    def set_drift(self, drift: Drift) -> None:
        with self.lock:
            self.drift = drift

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
