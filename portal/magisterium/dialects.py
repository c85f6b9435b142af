"""The A2A protocol versions the door speaks, and which one to speak, read from the agent card.

Two dialects cover three versions: `LEGACY` is A2A 0.2.x and 0.3.x (slash method names, `kind`
on every object), `V1` is A2A 1.x (`SendMessage`/`GetTask`/`CancelTask`, the `A2A-Version`
header, a wrapped send result, parts told apart by their member, `TASK_STATE_*` and `ROLE_*`
spellings, typed error details). Above `transport` the door only ever sees the legacy shape:
a dialect turns the portal's message into its wire form and the wire's task back into the
legacy form, so `wire`, `artifacts` and every feature read the same objects in any dialect.

Nothing here touches the network: `transport` fetches the card, asks `choose` and keeps the
choice for the card's cache lifetime.
"""

# Reference: docs/upstream.md "Protocol versions"; docs/architecture.md "The door".

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass, field
from typing import Any

from portal.magisterium import errors

# Standard A2A error codes, by the version that named them (for the operator's log lines and
# the "not supported" sentence: a code is named, never "unknown").
A2A_ERROR_NAMES = {
    -32001: "TaskNotFound",
    -32002: "TaskNotCancelable",
    -32003: "PushNotificationNotSupported",
    -32004: "UnsupportedOperation",
    -32005: "ContentTypeNotSupported",
    -32006: "InvalidAgentResponse",
    -32007: "AuthenticatedExtendedCardNotConfigured",
    -32008: "ExtensionSupportRequired",
    -32009: "VersionNotSupported",
}
VERSION_NOT_SUPPORTED = -32009
METHOD_NOT_FOUND = -32601


@dataclass(frozen=True)
class Dialect:
    """One way of putting the three methods the portal uses on the wire."""

    name: str  # "0.3" (0.2.x and 0.3.x) or "1.0"
    methods: dict[str, str]  # "send" / "get" / "cancel" → the JSON-RPC method name
    headers: dict[str, str] = field(default_factory=dict)

    def speaks(self, version: str) -> bool:
        return _major_minor(version) in _SPOKEN[self.name]

    def message(self, message: dict[str, Any]) -> dict[str, Any]:
        """The portal's message (legacy shape, as `wire.Message.to_wire` makes it) on the wire."""
        if self.name == LEGACY_NAME:
            return message
        wired = {k: v for k, v in message.items() if k != "kind"}
        wired["role"] = "ROLE_" + str(message.get("role", "user")).upper()
        wired["parts"] = [_part_to_v1(part) for part in message.get("parts", [])]
        return wired

    def task(self, result: Any, *, method: str) -> Any:
        """The wire's result of `method` as a legacy-shaped task (still to be validated)."""
        if self.name == LEGACY_NAME:
            return result
        if method == "send":
            # A2A 1.0 wraps the answer: {"task": {...}} or {"message": {...}}.
            if isinstance(result, dict) and "task" in result:
                result = result["task"]
            elif isinstance(result, dict) and "message" in result:
                raise errors.MalformedResponse("SendMessage answered a message, not a task")
            else:
                raise errors.MalformedResponse("SendMessage result holds no task")
        return _task_from_v1(result)


LEGACY_NAME, V1_NAME = "0.3", "1.0"
LEGACY = Dialect(
    name=LEGACY_NAME,
    methods={"send": "message/send", "get": "tasks/get", "cancel": "tasks/cancel"},
)
V1 = Dialect(
    name=V1_NAME,
    methods={"send": "SendMessage", "get": "GetTask", "cancel": "CancelTask"},
    headers={"A2A-Version": "1.0"},
)
DIALECTS = {LEGACY_NAME: LEGACY, V1_NAME: V1}
# The protocol versions (major.minor) each dialect speaks.
_SPOKEN = {LEGACY_NAME: {"0.2", "0.3"}, V1_NAME: {"1.0", "1.1"}}
# 1.x minor versions are additive by the specification's own rule; 1.1 is listed as it will
# keep the 1.0 wire. A version outside these sets is one the door cannot speak.


def _major_minor(version: str) -> str:
    match = re.match(r"\s*v?(\d+)(?:\.(\d+))?", version or "")
    if match is None:
        return ""
    return f"{match[1]}.{match[2] or 0}"


# --- Which dialect: the agent card decides ------------------------------------------------------


class Footing(enum.Enum):
    """What a choice of dialect rests on."""

    OFFERED = "offered"  # the card offers a version the door speaks
    NOT_OFFERED = "not offered"  # the card offers nothing the door speaks: legacy is tried
    ASSUMED = "assumed"  # no card could be read: today's dialect is assumed


@dataclass(frozen=True)
class Choice:
    """What the card offers and what the door speaks to it."""

    dialect: Dialect
    offered: tuple[str, ...]  # the protocol versions the card names for JSON-RPC
    url: str | None  # the JSON-RPC endpoint the card names for the chosen dialect
    footing: Footing

    @property
    def spoken(self) -> bool:
        """False when the card offers nothing the door speaks."""
        return self.footing is not Footing.NOT_OFFERED

    @property
    def from_card(self) -> bool:
        """False when no card could be read."""
        return self.footing is not Footing.ASSUMED

    @property
    def summary(self) -> str:
        offered = ", ".join(self.offered) or "no version"
        if self.footing is Footing.ASSUMED:
            return f"no agent card read; speaking A2A {self.dialect.name}"
        if self.footing is Footing.NOT_OFFERED:
            return f"upstream offers {offered}, which the portal does not speak"
        return f"upstream offers {offered}; the portal speaks A2A {self.dialect.name}"


def _jsonrpc_interfaces(card: dict[str, Any]) -> list[tuple[str, str | None]]:
    """(protocol version, url) of each JSON-RPC interface a 1.0 card lists."""
    found = []
    interfaces = card.get("supportedInterfaces")
    for interface in interfaces if isinstance(interfaces, list) else []:
        if not isinstance(interface, dict):
            continue
        binding = interface.get("protocolBinding") or interface.get("transport")
        version = interface.get("protocolVersion")
        if str(binding).upper().replace("-", "") != "JSONRPC" or not isinstance(version, str):
            continue
        url = interface.get("url")
        found.append((version, url if isinstance(url, str) else None))
    return found


def choose(card: dict[str, Any], *, pinned: str = "") -> Choice:
    """The dialect to speak to the upstream whose agent card this is.

    1.0 when an interface with the JSON-RPC binding offers 1.x; otherwise the legacy dialect
    when the card's `protocolVersion` (or an interface) is 0.2.x or 0.3.x; otherwise legacy
    all the same (today's wire is the best guess) but `spoken` is False, for the doctor.
    `pinned` ("0.3" or "1.0", the MAGISTERIUM_A2A_DIALECT setting) overrides the choice.
    """
    interfaces = _jsonrpc_interfaces(card)
    top_version = card.get("protocolVersion")
    offered = [version for version, _url in interfaces]
    if isinstance(top_version, str) and top_version not in offered:
        offered.append(top_version)
    top_url = card.get("url") if isinstance(card.get("url"), str) else None

    def url_for(dialect: Dialect) -> str | None:
        urls = [url for version, url in interfaces if dialect.speaks(version) and url]
        return urls[0] if urls else top_url

    if pinned in DIALECTS:
        dialect = DIALECTS[pinned]
        return Choice(dialect, tuple(offered), url_for(dialect), Footing.OFFERED)
    # 1.0 only from an interface: a 1.0 card names its version nowhere else.
    if any(V1.speaks(version) for version, _url in interfaces):
        return Choice(V1, tuple(offered), url_for(V1), Footing.OFFERED)
    spoken = any(LEGACY.speaks(version) for version in offered)
    footing = Footing.OFFERED if spoken else Footing.NOT_OFFERED
    return Choice(LEGACY, tuple(offered), url_for(LEGACY), footing)


# --- 1.0 → the legacy shape ---------------------------------------------------------------------


def _part_to_v1(part: dict[str, Any]) -> dict[str, Any]:
    wired = {k: v for k, v in part.items() if k != "kind"}
    if part.get("kind") == "file" and isinstance(part.get("file"), dict):
        file = wired.pop("file")
        wired.update({"url": file["uri"]} if file.get("uri") else {"raw": file.get("bytes")})
        if file.get("name"):
            wired["filename"] = file["name"]
        if file.get("mimeType"):
            wired["mediaType"] = file["mimeType"]
    return wired


def _part_from_v1(part: Any) -> Any:
    """A 1.0 part (one of text, data, url, raw) as a legacy part; anything else is kept for
    `wire` to call an unknown part."""
    if not isinstance(part, dict):
        return part
    extra = {"metadata": part["metadata"]} if isinstance(part.get("metadata"), dict) else {}
    if isinstance(part.get("text"), str):
        return {"kind": "text", "text": part["text"], **extra}
    if "data" in part:
        # 1.0 allows any JSON value as data; the portal reads objects only.
        if isinstance(part["data"], dict):
            return {"kind": "data", "data": part["data"], **extra}
        return {"kind": "data-value", **part}
    if "url" in part or "raw" in part:
        file = {"uri": part.get("url")} if "url" in part else {"bytes": part.get("raw")}
        if part.get("filename"):
            file["name"] = part["filename"]
        if part.get("mediaType"):
            file["mimeType"] = part["mediaType"]
        return {"kind": "file", "file": file, **extra}
    return {"kind": "unknown", **part}


def _spelled(value: Any, prefix: str) -> Any:
    """ "TASK_STATE_INPUT_REQUIRED" → "input-required"; "ROLE_AGENT" → "agent"."""
    if isinstance(value, str) and value.startswith(prefix):
        return value[len(prefix) :].lower().replace("_", "-")
    return value


def _message_from_v1(message: Any) -> Any:
    if not isinstance(message, dict):
        return message
    legacy = {**message, "kind": "message", "role": _spelled(message.get("role"), "ROLE_")}
    if isinstance(message.get("parts"), list):
        legacy["parts"] = [_part_from_v1(p) for p in message["parts"]]
    return legacy


def _task_from_v1(task: Any) -> Any:
    if not isinstance(task, dict):
        return task
    legacy = {**task, "kind": "task"}
    status = task.get("status")
    if isinstance(status, dict):
        legacy["status"] = {**status, "state": _spelled(status.get("state"), "TASK_STATE_")}
        if "message" in status:
            legacy["status"]["message"] = _message_from_v1(status["message"])
    if isinstance(task.get("artifacts"), list):
        legacy["artifacts"] = [
            {**a, "parts": [_part_from_v1(p) for p in a["parts"]]}
            if isinstance(a, dict) and isinstance(a.get("parts"), list)
            else a
            for a in task["artifacts"]
        ]
    if isinstance(task.get("history"), list):
        legacy["history"] = [_message_from_v1(m) for m in task["history"]]
    return legacy


# --- Error details, wherever a version puts them ------------------------------------------------


def whole_seconds(value: Any) -> int | None:
    """Whole seconds from 30, 30.5, "30", "30s" (a protobuf Duration) or {"seconds": 30}."""
    if isinstance(value, bool):
        return None
    if isinstance(value, dict):
        return whole_seconds(value.get("seconds"))
    if isinstance(value, str):
        text = value.strip().removesuffix("s")
        try:
            value = float(text)
        except ValueError:
            return None
    if isinstance(value, int | float) and math.isfinite(value):
        return math.ceil(value)
    return None


def _details(data: Any) -> list[dict[str, Any]]:
    """error.data as a list of objects: 0.3's free-form object, or 1.0's typed details."""
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return [d for d in data if isinstance(d, dict)]
    return []


def retry_after(data: Any) -> int | None:
    """The wait error.data asks for: `retryAfter` (0.3), or in 1.0 an ErrorInfo's
    `metadata.retryAfter` or a RetryInfo's `retryDelay`; None when it names none."""
    for detail in _details(data):
        metadata = detail.get("metadata")
        if not isinstance(metadata, dict):
            metadata = {}
        found = (detail.get("retryAfter"), metadata.get("retryAfter"), detail.get("retryDelay"))
        for value in found:
            seconds = whole_seconds(value)
            if seconds is not None:
                return seconds
    return None


def error_reason(data: Any) -> str | None:
    """A 1.0 ErrorInfo's `reason` ("TASK_NOT_FOUND"), for the log line; None without one."""
    for detail in _details(data):
        reason = detail.get("reason")
        if isinstance(reason, str):
            return reason[:80]
    return None
