"""What each skill's answer must carry for the portal to work: the doctor's probes.

The request the doctor sends and the shape of each answer are the skill table's
(`portal.magisterium.catalog`: `Skill.example`, `Skill.answer`); this adds the portal's own
readers of the answer, and names the first way an answer differs from what the portal relies
on (field, expected, got).
"""

# Reference: docs/upstream.md §7 (skills and their answers).

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from django.utils import timezone

from portal.magisterium import artifacts, catalog, errors, wire
from portal.magisterium.catalog import first_difference

# A reader of a completed task's answer parts; what it reads is thrown away (only whether it
# could read them counts).
Reader = Callable[[wire.Task, list[wire.Part]], object]


@dataclass(frozen=True)
class SkillShape:
    """The doctor's probe of one skill: the request and the answer's shape are the skill
    table's (`portal.magisterium.catalog`); the portal's own readers are added here."""

    request: Callable[[date, dict[str, Any]], list[wire.TextPart | wire.DataPart]]
    data: dict[str, Any] | None  # the data parts (merged) must match; None: no data part needed
    text: bool = False  # a text part is required
    # What the portal reads from the text, checked on the joined text: None or a difference.
    text_check: Callable[[str], tuple[str, str, str] | None] | None = None
    # The portal's own reader of the answer (MalformedResponse = the portal cannot use it).
    build: Reader | None = None


def _not_the_empty_answer(empty: str) -> Callable[[str], tuple[str, str, str] | None]:
    def check(text: str) -> tuple[str, str, str] | None:
        if text.strip() == empty:
            return ("text", "today's entry", repr(empty))
        return None

    return check


def _readings_text(text: str) -> tuple[str, str, str] | None:
    if text.strip() == artifacts.NO_READINGS:
        return ("text", "today's readings", repr(artifacts.NO_READINGS))
    if artifacts.heading_day(text) is None:
        # How the portal learns which date words such as "next Sunday" meant (§9).
        first_line = text.strip().splitlines()[0][:80] if text.strip() else ""
        return ("text (first line)", "a date", repr(first_line))
    return None


def _builder(factory: Callable[[], Callable[[list[wire.Part], datetime], object]]) -> Reader:
    return lambda task, parts: factory()(parts, timezone.now())


def _probe(skill_id: str) -> Callable[..., list[wire.TextPart | wire.DataPart]]:
    """The skill table's example request (`catalog.Skill.example`), given the doctor's day and
    what earlier answers gave (`found`): a text part, or a data part."""
    skill = catalog.SKILLS[skill_id]

    def request(day: date, found: dict[str, Any]) -> list[wire.TextPart | wire.DataPart]:
        example = skill.example({catalog.TODAY.name: day.isoformat(), **found})
        if isinstance(example, str):
            return [wire.TextPart(text=example)]
        return [wire.DataPart(data=example)]

    return request


def _shape(skill_id: str, **extra: Any) -> SkillShape:
    skill = catalog.SKILLS[skill_id]
    return SkillShape(
        **{"request": _probe(skill_id), "data": skill.answer, "text": skill.text, **extra}
    )


def _profile_reader(skill_id: str) -> Reader:
    kind = catalog.SKILLS[skill_id].profile_kind
    if kind is None:  # every look-up skill has one (catalog._lookup)
        raise LookupError(f"{skill_id} answers no profile")
    return _builder(lambda: artifacts.profile_builder(kind, "doctor"))


SKILL_SHAPES: dict[str, SkillShape] = {
    "catholic_qa": _shape("catholic_qa", build=lambda task, parts: artifacts.answer_from(task)),
    "document_search": _shape(
        "document_search", build=_builder(lambda: artifacts.search_builder("doctor"))
    ),
    "document_fetch": _shape(
        "document_fetch", build=_builder(lambda: artifacts.document_builder("doctor"))
    ),
    "liturgical_readings": _shape("liturgical_readings", text_check=_readings_text),
    "saints_of_the_day": _shape(
        "saints_of_the_day", text_check=_not_the_empty_answer(artifacts.NO_MARTYROLOGY)
    ),
    **{
        skill_id: _shape(skill_id, build=_profile_reader(skill_id))
        for skill_id in ("saint_lookup", "person_lookup", "pope_lookup", "diocese_lookup")
    },
    "diocese_statistics_lookup": _shape(
        "diocese_statistics_lookup",
        build=_builder(lambda: artifacts.statistics_builder("doctor")),
    ),
}


def answer_difference(skill_id: str, task: wire.Task) -> tuple[str, str, str] | None:
    """The first way `task` (a completed message/send of `skill_id`) differs from what the
    portal relies on, as (field, expected, got); None when it has everything."""
    shape = SKILL_SHAPES[skill_id]
    name = catalog.SKILLS[skill_id].artifact
    artifact = task.artifact(name)
    if artifact is None:
        got = ", ".join(repr(a.name) for a in task.artifacts) or "no artifact"
        return ("artifact", repr(name), got)
    texts = artifacts.texts(artifact.parts)
    datas = artifacts.datas(artifact.parts)
    if shape.text and not texts:
        return ("text part", "a text part", "none")
    if shape.data is not None and not datas:
        return ("data part", "a data part", "none")
    merged: dict[str, Any] = {}
    for data in datas:
        merged.update(data)
    if merged.get("error") == "not_found":
        return ("error", "a profile", f"not_found ({merged.get('hint') or 'no hint'})")
    if shape.data is not None and (found := first_difference(shape.data, merged)):
        return found
    if shape.text_check is not None and (found := shape.text_check("\n\n".join(texts))):
        return found
    if shape.build is not None:
        try:
            shape.build(task, artifact.parts)
        except errors.MalformedResponse as error:
            return ("answer", "what the portal can read", error.detail)
    return None


def first_hit_id(task: wire.Task) -> str | None:
    """The first search hit's id, whatever else the answer lacks (document_fetch needs it)."""
    artifact = task.artifact(catalog.SKILLS["document_search"].artifact)
    for data in artifacts.datas(artifact.parts if artifact else []):
        results = data.get("results")
        if isinstance(results, list) and results and isinstance(results[0], dict):
            hit_id = results[0].get("id")
            return hit_id if isinstance(hit_id, str) and hit_id else None
    return None
