"""The ten A2A skills: read a message's parts, ask the catalog, shape the artifact.

Reference: docs/upstream.md §7.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from sandbox import catalog

DEFAULT_SKILL = "catholic_qa"
DOCUMENT_SEARCH_LIMIT = 10
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class SkillInputError(ValueError):
    """The message does not carry what the skill needs (answered as -32602 Invalid params)."""


Parts = list[dict[str, Any]]


def text_part(text: str) -> dict[str, Any]:
    return {"kind": "text", "text": text}


def data_part(data: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "data", "data": data}


# -- reading the message -------------------------------------------------------------------------


def _text(parts: Parts) -> str:
    return "\n".join(p["text"] for p in parts if p.get("kind") == "text").strip()


def _data(parts: Parts) -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for part in parts:
        if part.get("kind") == "data":
            merged.update(part["data"])
    return merged


def _string(data: dict[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise SkillInputError(f"data.{key} must be a string")
    return value.strip() or None


def _year(data: dict[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    # A whole float is a year too: a client's 2019 arrives as 2019.0 through a protobuf Struct.
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SkillInputError(f"data.{key} must be an integer year")
    return value


def _query(parts: Parts, what: str) -> str:
    query = _string(_data(parts), "query") or _text(parts)
    if not query:
        raise SkillInputError(f"a text part with {what} is required")
    return query


# -- the skills ----------------------------------------------------------------------------------
# Each skill is two steps: `parse` (may raise SkillInputError, before any rate-limit slot is
# taken) and `run` (the catalog call; its exceptions make a failed task, as upstream's do).


def _parse_question(parts: Parts) -> dict[str, Any]:
    return {"question": _query(parts, "the question")}


def _answer_question(args: dict[str, Any], today: date) -> Parts:
    answer = catalog.answer_question(args["question"])
    parts = [text_part(answer["text"])]
    if answer.get("citations"):
        parts.append(data_part({"citations": answer["citations"]}))
    if answer.get("related_questions"):
        parts.append(data_part({"related_questions": answer["related_questions"]}))
    return parts


def _parse_search(parts: Parts) -> dict[str, Any]:
    return {"query": _query(parts, "the search query")}


def _search_documents(args: dict[str, Any], today: date) -> Parts:
    results = catalog.document_search(args["query"], limit=DOCUMENT_SEARCH_LIMIT)
    return [data_part({"results": results})]


def _parse_document_id(parts: Parts) -> dict[str, Any]:
    doc_id = _string(_data(parts), "id") or _text(parts)
    if not doc_id:
        raise SkillInputError("a data part {id} (or a text part with the id) is required")
    return {"id": doc_id}


def _fetch_document(args: dict[str, Any], today: date) -> Parts:
    document = catalog.document_fetch(args["id"])
    if document is None:
        return [text_part("Document not found.")]
    fields = {key: document.get(key) for key in ("id", "title", "author", "ref", "url", "related")}
    return [text_part(document.get("body") or ""), data_part(fields)]


def _parse_readings_query(parts: Parts) -> dict[str, Any]:
    data = _data(parts)
    query = _string(data, "query") or _string(data, "date") or _text(parts)
    if not query:
        raise SkillInputError('a text part with a date ("today", "next Sunday"...) is required')
    return {"query": query}


def _mass_readings(args: dict[str, Any], today: date) -> Parts:
    readings = catalog.mass_readings(args["query"], today=today)
    return [text_part(readings or "No mass readings found.")]


def _parse_martyrology_date(parts: Parts) -> dict[str, Any]:
    iso_date = _string(_data(parts), "date")
    query = _text(parts)
    if not iso_date and not query:
        raise SkillInputError('a data part {date: "YYYY-MM-DD"} or a text date query is required')
    return {"date": iso_date, "query": query}


def _martyrology(args: dict[str, Any], today: date) -> Parts:
    day: date | None = None
    if args["date"]:
        # An impossible date is "no data", not a protocol error, as upstream answers it.
        if ISO_DATE.fullmatch(args["date"]):
            try:
                day = date.fromisoformat(args["date"])
            except ValueError:
                day = None
    else:
        day = catalog.parse_date_query(args["query"], today=today)
    entry = catalog.martyrology(day) if day else None
    return [text_part(entry or "No martyrology data found.")]


def _lookup_parser(id_key: str, *, with_years: bool = False) -> Callable[[Parts], dict[str, Any]]:
    def parse(parts: Parts) -> dict[str, Any]:
        data = _data(parts)
        args: dict[str, Any] = {}
        if query := _string(data, "query") or _text(parts):
            args["query"] = query
        if canonical_id := _string(data, id_key):
            args[id_key] = canonical_id
        if not args:
            raise SkillInputError(f"data.query or data.{id_key} (or a text part) is required")
        if with_years:
            start, end = _year(data, "start_year"), _year(data, "end_year")
            if start is not None and end is not None and start > end:
                raise SkillInputError("start_year must not be after end_year")
            args.update(start_year=start, end_year=end)
        return args

    return parse


def _lookup_runner(function_name: str) -> Callable[[dict[str, Any], date], Parts]:
    def run(args: dict[str, Any], today: date) -> Parts:
        return [data_part(getattr(catalog, function_name)(**args))]

    return run


@dataclass(frozen=True)
class Skill:
    id: str
    name: str
    description: str
    artifact_name: str
    parse: Callable[[Parts], dict[str, Any]]
    run: Callable[[dict[str, Any], date], Parts]
    tags: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)

    def card(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "description": self.description,
            "tags": self.tags,
            "examples": self.examples,
            "inputModes": ["text/plain", "application/json"],
            "outputModes": ["text/plain", "application/json"],
        }


SKILLS: dict[str, Skill] = {
    skill.id: skill
    for skill in [
        Skill(
            id="catholic_qa",
            name="Catholic Q&A",
            description="Answers questions about Catholic teaching with citations to the "
            "Magisterium's documents.",
            artifact_name="catholic_qa_response",
            parse=_parse_question,
            run=_answer_question,
            tags=["catholic", "teaching", "qa", "citations"],
            examples=["What does the Church teach about the Eucharist?"],
        ),
        Skill(
            id="document_search",
            name="Document search",
            description="Semantic search over Church documents: encyclicals, councils, the "
            "Catechism, Scripture and the Fathers.",
            artifact_name="search_results",
            parse=_parse_search,
            run=_search_documents,
            tags=["search", "documents", "magisterium"],
            examples=["dignity of work", "Laudato si' care for creation"],
        ),
        Skill(
            id="document_fetch",
            name="Document fetch",
            description="Returns the full text and bibliographic details of one document by id.",
            artifact_name="document",
            parse=_parse_document_id,
            run=_fetch_document,
            tags=["documents", "fetch"],
            examples=['{"id": "<document id from document_search>"}'],
        ),
        Skill(
            id="liturgical_readings",
            name="Liturgical readings",
            description="The Mass readings for a day given in natural language.",
            artifact_name="mass_readings",
            parse=_parse_readings_query,
            run=_mass_readings,
            tags=["liturgy", "mass", "readings", "calendar"],
            examples=["today", "next Sunday", "Easter Sunday 2026"],
        ),
        Skill(
            id="saints_of_the_day",
            name="Saints of the day",
            description="The Roman Martyrology entry for a date.",
            artifact_name="martyrology",
            parse=_parse_martyrology_date,
            run=_martyrology,
            tags=["saints", "martyrology", "calendar"],
            examples=['{"date": "2026-11-01"}', "today"],
        ),
        Skill(
            id="saint_lookup",
            name="Saint look-up",
            description="Profile of a saint, blessed, venerable or servant of God.",
            artifact_name="saint_profile",
            parse=_lookup_parser("saint_id"),
            run=_lookup_runner("saint_lookup"),
            tags=["saints", "directory"],
            examples=["Jerome", '{"saint_id": "jerome"}'],
        ),
        Skill(
            id="person_lookup",
            name="Clergy look-up",
            description="Profile of a bishop, cardinal or other clergy member (not popes).",
            artifact_name="person_profile",
            parse=_lookup_parser("person_id"),
            run=_lookup_runner("person_lookup"),
            tags=["clergy", "bishops", "cardinals", "directory"],
            examples=["Archbishop of Milan"],
        ),
        Skill(
            id="pope_lookup",
            name="Pope look-up",
            description="Profile of a pope: names, origin, pontificate, canonization status.",
            artifact_name="pope_profile",
            parse=_lookup_parser("pope_id"),
            run=_lookup_runner("pope_lookup"),
            tags=["popes", "directory"],
            examples=["Benedict XVI", '{"pope_id": "benedict-xvi"}'],
        ),
        Skill(
            id="diocese_lookup",
            name="Diocese look-up",
            description="Profile of a diocese or other jurisdiction with recent statistics.",
            artifact_name="diocese_profile",
            parse=_lookup_parser("source_code"),
            run=_lookup_runner("diocese_lookup"),
            tags=["dioceses", "directory"],
            examples=["Archdiocese of Milan", '{"source_code": "dmaml"}'],
        ),
        Skill(
            id="diocese_statistics_lookup",
            name="Diocese statistics",
            description="Yearly statistics of a diocese (19 metrics) over an optional year range.",
            artifact_name="diocese_statistics_time_series",
            parse=_lookup_parser("source_code", with_years=True),
            run=_lookup_runner("diocese_statistics"),
            tags=["dioceses", "statistics", "trends"],
            examples=['{"source_code": "dmaml", "start_year": 2010, "end_year": 2020}'],
        ),
    ]
}
