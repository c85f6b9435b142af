"""Every example of the upstream documentation (docs/upstream.md §7, and the examples the
sandbox's own not_found hints suggest) answers over real HTTP as the documentation describes.

One table, EXAMPLES: each row is a request shaped the way the portal sends it (one data part,
`metadata.skillId`; portal/magisterium/skills.py) and what the answer must show. The artifact
each skill answers in, whether it carries a text and the shape of its data are the portal's
skill table's (portal/magisterium/catalog.py), read here, not written again. Plain HTTP to a
real sandbox server (tests/sandbox/conftest.py); no Django.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from portal.magisterium.catalog import SKILLS, first_difference
from sandbox.catalog import statistics

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

POPE_HINT = "Top match looks like a pope; try get_pope."
CLERGY_HINT = "Top match looks like a non-pope clergy member; try get_person."


@dataclass(frozen=True)
class Example:
    skill: str
    data: dict[str, Any] | None  # the data part; None = a bare text part
    check: Callable[[Any], None]  # given the answer's data (or texts); raises when wrong
    text: str | None = None
    error_code: int | None = None  # a JSON-RPC error instead of a completed task


# --- What the answers must show ------------------------------------------------------------


def profile(id_field: str, expected_id: str, **fields: Any) -> Callable[[dict], None]:
    def check(data: dict) -> None:
        assert "error" not in data, data
        assert data[id_field] == expected_id, data.get(id_field)
        for key, value in fields.items():
            assert data[key] == value, (key, data[key])

    return check


def not_found(hint: str | None = None) -> Callable[[dict], None]:
    def check(data: dict) -> None:
        assert data["error"] == "not_found", data
        assert isinstance(data["query"], str)
        if hint is not None:
            assert data["hint"] == hint

    return check


def has_fields(*names: str) -> Callable[[dict], None]:
    def check(data: dict) -> None:
        missing = [n for n in names if n not in data]
        assert not missing, missing

    return check


def all_of(*checks: Callable[[Any], None]) -> Callable[[Any], None]:
    def check(data: Any) -> None:
        for one in checks:
            one(data)

    return check


def tagle_facts(person: dict) -> None:
    assert person["primary_name"] == "Luis Antonio Tagle"
    assert person["honorific"] == "Cardinal"
    assert person["ordination"]["priest"].startswith("1982")
    assert person["elevated_to_cardinal"].startswith("2012")
    assert "Dicastery for Evangelization" in person["current_position"]
    career = {(step["date"][:4], step["position"]) for step in person["career"]}
    assert ("2001", "Bishop of Imus") in career
    assert ("2011", "Archbishop of Manila") in career
    assert ("2012", "Cardinal") in career
    assert any(year == "2019" and "Evangelization" in pos for year, pos in career)
    assert any(year == "2022" and "Pro-Prefect" in pos for year, pos in career)
    assert len(person["episcopal_lineage"]) >= 3


def benedict_xvi(pope: dict) -> None:
    assert pope["birth_name"] == "Joseph Aloisius Ratzinger"
    assert (pope["pontificate"]["start"], pope["pontificate"]["end"]) == (
        "2005-04-19",
        "2013-02-28",
    )


def manila_series_2010_2020(series: dict) -> None:
    assert series["source_code"] == "dmaml"
    assert series["diocese_name"] == "Archdiocese of Manila"
    assert series["year_range"] == {"start": 2010, "end": 2020}
    assert [row["year"] for row in series["rows"]] == list(range(2010, 2021))
    for row in series["rows"]:
        assert set(row) == {"year", *statistics.METRICS}
        assert row["total_priests"] == row["diocesan_priests"] + row["religious_priests"]


def alternates_of(id_field: str, *, at_least: int = 1) -> Callable[[dict], None]:
    def check(data: dict) -> None:
        assert len(data["alternates"]) >= at_least
        assert data[id_field] not in {a[id_field] for a in data["alternates"]}

    return check


def text_other_than(empty: str) -> Callable[[list[str]], None]:
    def check(texts: list[str]) -> None:
        [text] = texts
        assert text.strip() and text != empty

    return check


def text_is(expected: str) -> Callable[[list[str]], None]:
    def check(texts: list[str]) -> None:
        assert texts == [expected]

    return check


SAINT_FIELDS = ("saint_id", "primary_name", "canonical_status", "vocation", "image_url",
                "learn_more_url")  # fmt: skip
PERSON_FIELDS = ("person_id", "source_table", "primary_name", "current_position", "image_url",
                 "coat_of_arms_url")  # fmt: skip
POPE_FIELDS = ("pope_id", "primary_name", "papal_name", "ordinal", "pope_title", "image_url",
               "coat_of_arms_url", "birth_name", "origin", "pontificate")  # fmt: skip
DIOCESE_FIELDS = (
    "source_code", "primary_name", "jurisdiction_type", "rite", "country", "region_primary",
    "state", "city", "metropolitan", "depends_on", "province", "cathedral", "patron_saint",
    "area", "erected", "elevated", "official_website", "image_url", "current_bishop",
    "recent_statistics", "latest_financials",
)  # fmt: skip

# --- The table ----------------------------------------------------------------------------

EXAMPLES: dict[str, Example] = {
    # §7: saint_lookup by id ("jerome") and by query.
    "saint id jerome": Example(
        "saint_lookup",
        {"saint_id": "jerome"},
        all_of(
            profile("saint_id", "jerome", primary_name="Saint Jerome"), has_fields(*SAINT_FIELDS)
        ),
    ),
    "saint query Padre Pio": Example(
        "saint_lookup", {"query": "Padre Pio"}, profile("saint_id", "pio-of-pietrelcina")
    ),
    "saint bare text is a query": Example(
        "saint_lookup", None, profile("saint_id", "jerome"), text="Jerome"
    ),
    # The saint hint's own examples: 'Jerome' or 'Thérèse of Lisieux'.
    "saint query Thérèse of Lisieux": Example(
        "saint_lookup", {"query": "Thérèse of Lisieux"}, profile("saint_id", "therese-of-lisieux")
    ),
    # §7: person_lookup by query.
    "person query Cardinal Tagle": Example(
        "person_lookup",
        {"query": "Cardinal Tagle"},
        all_of(
            profile("person_id", "luis-antonio-tagle", source_table="cd_persons"),
            has_fields(*PERSON_FIELDS),
            tagle_facts,
        ),
    ),
    "person id of Cardinal Tagle": Example(
        "person_lookup", {"person_id": "luis-antonio-tagle"}, tagle_facts
    ),
    # The person hint's example: 'Archbishop of Manila'.
    "person query Archbishop of Manila": Example(
        "person_lookup",
        {"query": "Archbishop of Manila"},
        lambda person: person["current_diocese"]["source_code"] == "dmaml" or pytest.fail(person),
    ),
    # §7: popes are not served by person_lookup, and clergy not by pope_lookup.
    "person query of a pope: Benedict XVI": Example(
        "person_lookup", {"query": "Benedict XVI"}, not_found(POPE_HINT)
    ),
    "person query of a pope: Pope Francis": Example(
        "person_lookup", {"query": "Pope Francis"}, not_found(POPE_HINT)
    ),
    "pope query of a cardinal: Cardinal Tagle": Example(
        "pope_lookup", {"query": "Cardinal Tagle"}, not_found(CLERGY_HINT)
    ),
    # §7: pope_lookup by id ("benedict-xvi"); the pope hint's example 'Benedict XVI'.
    "pope id benedict-xvi": Example(
        "pope_lookup",
        {"pope_id": "benedict-xvi"},
        all_of(
            profile("pope_id", "benedict-xvi", primary_name="Pope Benedict XVI"),
            has_fields(*POPE_FIELDS),
            benedict_xvi,
        ),
    ),
    "pope query Benedict XVI": Example(
        "pope_lookup", {"query": "Benedict XVI"}, profile("pope_id", "benedict-xvi")
    ),
    # §7: several candidates → alternates.
    "pope query benedict has alternates": Example(
        "pope_lookup",
        {"query": "benedict"},
        all_of(profile("pope_id", "benedict-xvi"), alternates_of("pope_id", at_least=2)),
    ),
    # §7: diocese_lookup by code ("dmaml") and by query; the hint's examples 'Manila', 'dmaml'.
    "diocese code dmaml": Example(
        "diocese_lookup",
        {"source_code": "dmaml"},
        all_of(
            profile(
                "source_code", "dmaml", primary_name="Archdiocese of Manila", country="Philippines"
            ),
            has_fields(*DIOCESE_FIELDS),
        ),
    ),
    "diocese query Diocese of Rome": Example(
        "diocese_lookup",
        {"query": "Diocese of Rome"},
        all_of(
            profile(
                "source_code", "drome", primary_name="Diocese of Rome", country="Italy", city="Rome"
            ),
            has_fields(*DIOCESE_FIELDS),
        ),
    ),
    "diocese query Manila": Example(
        "diocese_lookup", {"query": "Manila"}, profile("source_code", "dmaml")
    ),
    "diocese query dmaml": Example(
        "diocese_lookup", {"query": "dmaml"}, profile("source_code", "dmaml")
    ),
    # §7: diocese_statistics_lookup for dmaml with an inclusive year range.
    "statistics dmaml 2010-2020": Example(
        "diocese_statistics_lookup",
        {"source_code": "dmaml", "start_year": 2010, "end_year": 2020},
        manila_series_2010_2020,
    ),
    # §7: nothing matches → a completed task with not_found; neither query nor id → -32602.
    "saint query nobody → not_found": Example("saint_lookup", {"query": "Xyzzy Quux"}, not_found()),
    "diocese code unknown → not_found": Example(
        "diocese_lookup", {"source_code": "dzzzz"}, not_found()
    ),
    "saint without query or id → -32602": Example(
        "saint_lookup", {}, lambda _: None, error_code=-32602
    ),
    "statistics without query or code → -32602": Example(
        "diocese_statistics_lookup", {"start_year": 2000}, lambda _: None, error_code=-32602
    ),
    # §7: document_fetch of an unknown id.
    "document unknown id": Example(
        "document_fetch", {"id": "no-such-document"}, text_is("Document not found.")
    ),
    # §7: liturgical_readings with the documented date phrases; saints_of_the_day by date.
    "readings today": Example(
        "liturgical_readings", None, text_other_than("No mass readings found."), text="today"
    ),
    "readings next Sunday": Example(
        "liturgical_readings",
        None,
        text_other_than("No mass readings found."),
        text="next Sunday",
    ),
    "readings Easter Sunday 2026": Example(
        "liturgical_readings",
        None,
        text_other_than("No mass readings found."),
        text="Easter Sunday 2026",
    ),
    "martyrology 30 September": Example(
        "saints_of_the_day", {"date": "2026-09-30"}, text_other_than("No martyrology data found.")
    ),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_documented_example_answers_as_described(a2a, name):
    example = EXAMPLES[name]
    response = a2a.send(example.skill, text=example.text, data=example.data)
    assert response.status_code == 200, response.text
    body = response.json()
    if example.error_code is not None:
        assert body["error"]["code"] == example.error_code, body
        return
    assert "error" not in body, body
    task = body["result"]
    assert task["status"]["state"] == "completed", task["status"]
    skill = SKILLS[example.skill]
    [artifact] = task["artifacts"]
    assert artifact["name"] == skill.artifact
    datas = [p["data"] for p in artifact["parts"] if p["kind"] == "data"]
    if skill.text:
        example.check([p["text"] for p in artifact["parts"] if p["kind"] == "text"])
    else:
        [data] = datas
        example.check(data)
    # A found answer has the shape the portal reads (a not_found one has its own, above).
    merged = {key: value for data in datas for key, value in data.items()}
    if skill.answer is not None and datas and "error" not in merged:
        assert first_difference(skill.answer, merged) is None
