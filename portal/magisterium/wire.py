"""Pydantic models of what travels on the wire: A2A objects and skill payloads.

The objects are in the legacy (0.2/0.3) shape whatever the dialect: `dialects` turns a 1.0
answer into that shape before these models read it.

Parsing is strict about types (a title that is a number is a malformed answer) and lenient
about growth: unknown fields are ignored and an unknown part kind becomes an `UnknownPart`.
"""

# Reference: docs/upstream.md §3 (methods), §4 (objects), §7 (skill payloads).

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag
from pydantic.alias_generators import to_camel


class WireModel(BaseModel):
    # camelCase on the wire, snake_case in Python; unknown fields are dropped, never fatal.
    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="ignore", frozen=True
    )

    def to_wire(self) -> dict[str, Any]:
        return self.model_dump(by_alias=True, exclude_none=True, mode="json")


# --- Parts ----------------------------------------------------------------------------------


class TextPart(WireModel):
    kind: Literal["text"] = "text"
    text: str
    metadata: dict[str, Any] | None = None


class DataPart(WireModel):
    kind: Literal["data"] = "data"
    data: dict[str, Any]
    metadata: dict[str, Any] | None = None


class FileContent(WireModel):
    uri: str | None = None
    bytes: str | None = None
    name: str | None = None
    mime_type: str | None = None


class FilePart(WireModel):
    kind: Literal["file"] = "file"
    file: FileContent
    metadata: dict[str, Any] | None = None


class UnknownPart(WireModel):
    """A part kind this client does not know (A2A may add kinds); kept, never an error."""

    model_config = ConfigDict(extra="allow", frozen=True)
    kind: Any = None


_KNOWN_PART_KINDS = frozenset({"text", "data", "file"})


def _part_tag(value: Any) -> str:
    kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
    return kind if kind in _KNOWN_PART_KINDS else "unknown"


Part = Annotated[
    Annotated[TextPart, Tag("text")]
    | Annotated[DataPart, Tag("data")]
    | Annotated[FilePart, Tag("file")]
    | Annotated[UnknownPart, Tag("unknown")],
    Discriminator(_part_tag),
]


# --- A2A objects -----------------------------------------------------------------------------


class Message(WireModel):
    kind: Literal["message"] = "message"
    role: str
    message_id: str
    parts: list[Part]
    context_id: str | None = None
    task_id: str | None = None
    metadata: dict[str, Any] | None = None


class TaskStatus(WireModel):
    # A plain string, not an enum: A2A defines more states than Magisterium uses
    # (submitted, working, input-required, rejected, auth-required, unknown…).
    state: str
    message: Message | None = None
    timestamp: str | None = None


class Artifact(WireModel):
    artifact_id: str
    name: str | None = None
    parts: list[Part]
    description: str | None = None
    metadata: dict[str, Any] | None = None


class Task(WireModel):
    kind: Literal["task"] = "task"
    id: str
    context_id: str | None = None
    status: TaskStatus
    artifacts: list[Artifact] = Field(default_factory=list)
    history: list[Message] = Field(default_factory=list)
    metadata: dict[str, Any] | None = None

    def artifact(self, name: str) -> Artifact | None:
        return next((a for a in self.artifacts if a.name == name), None)


class AgentCapabilities(WireModel):
    streaming: bool | None = None
    push_notifications: bool | None = None
    state_transition_history: bool | None = None


class AgentSkill(WireModel):
    id: str
    name: str | None = None
    description: str | None = None
    tags: list[str] = Field(default_factory=list)
    examples: list[str] = Field(default_factory=list)


class AgentInterface(WireModel):
    """A 1.0 card's `supportedInterfaces` entry: where, over which binding, in which version."""

    url: str | None = None
    protocol_binding: str | None = None
    protocol_version: str | None = None


class AgentCard(WireModel):
    # 0.2/0.3 name the endpoint and version at the top; 1.0 in `supported_interfaces` only.
    name: str
    description: str | None = None
    url: str | None = None
    version: str | None = None
    protocol_version: str | None = None
    supported_interfaces: list[AgentInterface] = Field(default_factory=list)
    capabilities: AgentCapabilities = Field(default_factory=AgentCapabilities)
    skills: list[AgentSkill] = Field(default_factory=list)


# --- JSON-RPC 2.0 envelope -------------------------------------------------------------------


class JsonRpcError(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    code: int
    # Any: the code decides what happened; a message of the wrong type must not hide it.
    message: Any = ""
    data: Any = None

    @property
    def text(self) -> str:
        return self.message[:200] if isinstance(self.message, str) else ""


class JsonRpcResponse(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    jsonrpc: Literal["2.0"]
    id: str | int | None = None
    result: Any = None
    error: JsonRpcError | None = None


# --- Skill payloads (the data parts of each skill's artifact) ----------------------------------


class SearchHitData(WireModel):
    id: str
    url: str | None = None
    title: str | None = None
    # Optional extras (not in the documented shape, sent by the sandbox): shown when present.
    author: str | None = None
    date: str | None = None  # ISO 8601: "2015-05-24", or a year alone ("0426")
    type: str | None = None
    summary: str | None = None  # a few sentences on the document (plain text)


class SearchResultsData(WireModel):
    results: list[SearchHitData]


class DocumentMetaData(WireModel):
    id: str | None = None
    title: str | None = None
    author: str | None = None
    ref: str | None = None
    url: str | None = None


class NotFoundData(WireModel):
    error: Literal["not_found"]
    query: str | None = None
    hint: str | None = None


class YearRangeData(WireModel):
    start: int | None = None
    end: int | None = None


class StatisticsData(WireModel):
    source_code: str
    diocese_name: str | None = None
    year_range: YearRangeData = Field(default_factory=YearRangeData)
    rows: list[dict[str, Any]]
