"""One table of upstream's skills: each skill's id, what a request carries, the artifact its
answer comes in and the shape of that answer, written once.

The door (`skills`, `artifacts`), the doctor (`portal.ops.doctor`) and the directory
(`portal.directory.lookups`) all read this table, so a field upstream renames is one edit
here. The same table holds in every protocol dialect (`dialects`): a dialect changes how a
message travels, never what a skill asks or answers.

An answer shape is a small language, read by `first_difference`: a type (or a tuple of
types), `ANY`, `{field: shape}` (an object with at least these fields), `[shape]` (a list whose
every item matches) or `Maybe(shape)` (missing or null, or else matching `shape`).
"""

# Reference: docs/upstream.md §7 (skills, inputs, artifacts, profiles).

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from portal.magisterium.results import METRICS


@dataclass(frozen=True)
class Maybe:
    """The field may be missing or null; when present it must match `spec`."""

    spec: Any


@dataclass(frozen=True)
class Given:
    """In an example request, a value known only when it is sent: TODAY (the site's day, ISO)
    or what an earlier answer gave (FIRST_HIT: the first hit of document_search's example)."""

    name: str


TODAY = Given("today")
FIRST_HIT = Given("document_id")

ANY = object()
NUMBER = (int, float)

PROFILE_ALTERNATES = Maybe([dict])
STATISTICS_ROW = {"year": int} | {metric: Maybe(NUMBER) for metric in METRICS}


@dataclass(frozen=True)
class Skill:
    id: str
    artifact: str  # the name of the artifact the answer comes in
    # The data fields of a request, by the portal's name for each ("query", "id", "start",
    # "end", "date") → upstream's name on the wire; empty: the request is one text part.
    request: dict[str, str]
    # The merged data parts of the answer must match this shape; None: no data part needed.
    answer: Any = None
    text: bool = False  # the answer must carry a text part
    profile_kind: str | None = None  # Profile.kind of a look-up's answer
    # The example request (the doctor's, the sandbox's conformance tests'): a text, or `data`'s
    # arguments; either may be Given at run time (the sample ids below are in upstream's
    # documentation, so they exist there).
    probe: str | Given | dict[str, Any] | None = None

    @property
    def id_field(self) -> str | None:
        """The canonical id's name: a request field, and the profile's id field."""
        return self.request.get("id")

    def data(self, **values: Any) -> dict[str, Any]:
        """A request's data part: `data(id="jerome")` → {"saint_id": "jerome"}; None is left out."""
        return {self.request[name]: value for name, value in values.items() if value is not None}

    def example(self, given: Mapping[str, Any]) -> str | dict[str, Any]:
        """The example request with each Given value taken from `given` (by its name): a text,
        or a data part's fields (empty when the skill has no example)."""

        def fill(value: Any) -> Any:
            return given[value.name] if isinstance(value, Given) else value

        if isinstance(self.probe, dict):
            return self.data(**{name: fill(value) for name, value in self.probe.items()})
        return {} if self.probe is None else fill(self.probe)


def _lookup(
    skill_id: str, kind: str, id_field: str, answer: dict[str, Any], probe: dict[str, str]
) -> Skill:
    return Skill(
        id=skill_id,
        artifact=f"{kind}_profile",
        request={"query": "query", "id": id_field},
        answer={id_field: str, "primary_name": str, **answer, "alternates": PROFILE_ALTERNATES},
        profile_kind=kind,
        probe=probe,
    )


SKILL_LIST: tuple[Skill, ...] = (
    Skill(
        id="catholic_qa",
        artifact="catholic_qa_response",
        request={},
        text=True,
        probe="What does the Church teach about the Eucharist?",
    ),
    Skill(
        id="document_search",
        artifact="search_results",
        request={},
        answer={"results": [{"id": str, "url": str, "title": str}]},
        probe="dignity of work",
    ),
    Skill(
        id="document_fetch",
        artifact="document",
        request={"id": "id"},
        answer={"id": str, "title": str, "author": Maybe(str), "ref": Maybe(str)},
        text=True,
        # The first hit of the search just made: an id upstream itself gave out.
        probe={"id": FIRST_HIT},
    ),
    Skill(
        id="liturgical_readings",
        artifact="mass_readings",
        request={},  # a text part: a date in words (the portal sends an ISO date)
        text=True,
        probe=TODAY,
    ),
    Skill(
        id="saints_of_the_day",
        artifact="martyrology",
        request={"date": "date"},
        text=True,
        probe={"date": TODAY},
    ),
    _lookup("saint_lookup", "saint", "saint_id", {}, {"id": "jerome"}),
    _lookup("person_lookup", "person", "person_id", {}, {"query": "Archbishop of Milan"}),
    _lookup("pope_lookup", "pope", "pope_id", {}, {"id": "benedict-xvi"}),
    _lookup(
        "diocese_lookup",
        "diocese",
        "source_code",
        {"jurisdiction_type": Maybe(str), "country": Maybe(str)},
        {"id": "dmaml"},
    ),
    Skill(
        id="diocese_statistics_lookup",
        artifact="diocese_statistics_time_series",
        request={"query": "query", "id": "source_code", "start": "start_year", "end": "end_year"},
        answer={
            "source_code": str,
            "diocese_name": Maybe(str),
            "year_range": Maybe({"start": Maybe(int), "end": Maybe(int)}),
            "rows": [STATISTICS_ROW],
        },
        probe={"id": "dmaml"},
    ),
)
SKILLS: dict[str, Skill] = {skill.id: skill for skill in SKILL_LIST}
SKILL_IDS: tuple[str, ...] = tuple(SKILLS)
# Profile.kind → the look-up skill that answers it.
LOOKUPS: dict[str, Skill] = {s.profile_kind: s for s in SKILL_LIST if s.profile_kind}


# --- Reading a shape ----------------------------------------------------------------------------


def _expected(spec: Any) -> str:
    if isinstance(spec, Maybe):
        return f"{_expected(spec.spec)} or nothing"
    if spec is ANY:
        return "anything"
    if spec is str:
        return "a string"
    if spec is int:
        return "an integer"
    if spec == NUMBER:
        return "a number"
    if spec is dict or isinstance(spec, dict):
        return "an object"
    if isinstance(spec, list):
        return "a list"
    return getattr(spec, "__name__", str(spec))


def _got(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"a boolean ({value})"
    if isinstance(value, str):
        return f"a string ({value[:40]!r})"
    if isinstance(value, int | float):
        return f"a number ({value})"
    if isinstance(value, dict):
        return f"an object with {', '.join(sorted(value)[:8]) or 'no fields'}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return type(value).__name__


_MISSING = object()


def first_difference(spec: Any, value: Any, path: str = "") -> tuple[str, str, str] | None:
    """The first place `value` differs from `spec`: (field, expected, got), else None."""
    if isinstance(spec, Maybe):
        if value is _MISSING or value is None:
            return None
        found = first_difference(spec.spec, value, path)
        if found is not None and found[0] == path:  # this very field: say null would do too
            return (path, _expected(spec), found[2])
        return found
    if value is _MISSING:
        return (path, _expected(spec), "missing")
    if spec is ANY:
        return None
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            return (path or "data", "an object", _got(value))
        for name, field_spec in spec.items():
            found = first_difference(
                field_spec, value.get(name, _MISSING), f"{path}.{name}" if path else name
            )
            if found:
                return found
        return None
    if isinstance(spec, list):
        if not isinstance(value, list):
            return (path, "a list", _got(value))
        for index, item in enumerate(value):
            found = first_difference(spec[0], item, f"{path}[{index}]")
            if found:
                return found
        return None
    # bool is an int in Python, never in the portal's reading of upstream.
    if (isinstance(value, bool) and spec is not bool) or not isinstance(value, spec):
        return (path, _expected(spec), _got(value))
    return None
