"""The world-sized diocese directory (`SANDBOX_WORLD=1`), over HTTP as the portal meets it.

- about 3,200 jurisdictions in about 200 countries on every continent: the table's sees plus
  generated provinces, each generated see marked as such, in name and with `generated: true`;
- province links hold both ways (a suffragan's metropolitan lists it among its suffragans);
- a country's name finds its main see, its other sees among the alternates, heads first;
- 75 years of figures (1950-2024), the table's years unchanged;
- the same codes, names and answers on every start;
- with the switch off, the directory is the table's alone.
"""

from __future__ import annotations

import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from portal.magisterium.ids import is_valid_id
from sandbox.catalog import diocese_table
from sandbox.testing import SandboxProcess, SandboxStartError, start_sandbox

pytestmark = pytest.mark.long  # long: it starts world-sized sandboxes, so its file starts early

WORLD_ENV = {
    "SANDBOX_WORLD": "1",
    "SANDBOX_RATE_LIMIT": "0",
    "SANDBOX_QA_RATE_LIMIT": "0",
    "SANDBOX_FAULT": "",
    "SANDBOX_LATENCY_MS": "0",
}
# region_primary, as the table writes it, on the six inhabited continents.
CONTINENT = {
    "Africa": "Africa",
    "Asia": "Asia",
    "Middle East": "Asia",
    "Europe": "Europe",
    "North America": "North America",
    "Central America": "North America",
    "Caribbean": "North America",
    "South America": "South America",
    "Oceania": "Oceania",
}
PROVINCE_HEADS = {"Archdiocese", "Archeparchy", "Major Archeparchy", "Patriarchate"}
MAX_ALTERNATES = 8  # sandbox.catalog.lookups
WORLD_YEARS = list(range(1950, 2025))


def start_world(tmp_path_factory: pytest.TempPathFactory) -> SandboxProcess:
    return start_sandbox(
        db_path=tmp_path_factory.mktemp("world") / "sandbox.sqlite3", env=WORLD_ENV
    )


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SandboxProcess]:
    server = start_world(tmp_path_factory)
    yield server
    server.stop()


class Directory:
    """The diocese skills and the /_sandbox/directory hook of one sandbox, over HTTP."""

    def __init__(self, server: SandboxProcess) -> None:
        self.http = httpx.Client(base_url=server.url, timeout=30)
        self.token = server.token("demo")["access_token"]

    def close(self) -> None:
        self.http.close()

    def listing(self) -> dict[str, Any]:
        response = self.http.get("/_sandbox/directory")
        response.raise_for_status()
        return response.json()

    def ask(self, skill: str, data: dict[str, Any]) -> dict[str, Any]:
        message = {
            "role": "user",
            "messageId": str(uuid.uuid4()),
            "kind": "message",
            "parts": [{"kind": "data", "data": data}],
            "metadata": {"skillId": skill},
        }
        body = {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": {"message": message}}
        response = self.http.post(
            "/api/v1/a2a",
            json=body,
            headers={"Authorization": f"Bearer {self.token}"},
        )
        assert response.status_code == 200, response.text
        task = response.json()["result"]
        assert task["status"]["state"] == "completed", task
        [artifact] = task["artifacts"]
        [part] = artifact["parts"]
        return part["data"]

    def profile(self, code: str) -> dict[str, Any]:
        return self.ask("diocese_lookup", {"source_code": code})

    def search(self, query: str) -> dict[str, Any]:
        return self.ask("diocese_lookup", {"query": query})

    def series(self, code: str) -> dict[str, Any]:
        return self.ask("diocese_statistics_lookup", {"source_code": code})


@pytest.fixture(scope="module")
def world_directory(world: SandboxProcess) -> Iterator[Directory]:
    directory = Directory(world)
    yield directory
    directory.close()


@pytest.fixture(scope="module")
def listing(world_directory: Directory) -> dict[str, Any]:
    return world_directory.listing()


@pytest.fixture
def table_directory(sandbox_process: SandboxProcess) -> Iterator[Directory]:
    """The session's sandbox, started without the switch."""
    directory = Directory(sandbox_process)
    yield directory
    directory.close()


def by_country(listing: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for see in listing["sees"]:
        out[see["country"]].append(see)
    return out


def is_head(see: dict[str, Any]) -> bool:
    return see["metropolitan_code"] is None and see["jurisdiction_type"] in PROVINCE_HEADS


# -- size and spread ----------------------------------------------------------------------------


def test_the_world_has_about_3200_sees_in_200_countries_on_six_continents(listing):
    sees = listing["sees"]
    assert listing["world"] is True
    assert 3_000 <= listing["jurisdictions"] == len(sees) <= 3_400
    codes = [see["source_code"] for see in sees]
    assert len(set(codes)) == len(codes)
    assert all(is_valid_id(code) and code == code.lower() for code in codes)

    countries = by_country(listing)
    assert listing["countries"] == len(countries) >= 190
    assert set(CONTINENT) >= {see["region_primary"] for see in sees}
    continents = Counter(CONTINENT[see["region_primary"]] for see in sees)
    assert set(continents) == set(CONTINENT.values())  # all six
    for country, its_sees in countries.items():
        assert len({see["region_primary"] for see in its_sees}) == 1, country
        assert any(is_head(see) or see["metropolitan_code"] is None for see in its_sees), country


def test_the_table_s_sees_are_all_there_and_the_generated_ones_come_beside_them(listing):
    world = {see["source_code"]: see for see in listing["sees"]}
    table = diocese_table.parse_rows()
    for row in table:
        see = world[row["source_code"]]
        assert see["generated"] is False
        assert (see["primary_name"], see["country"]) == (row["primary_name"], row["country"])
    generated = [see for see in listing["sees"] if see["generated"]]
    assert listing["generated"] == len(generated) == len(world) - len(table)
    for see in generated:
        # Named so that no one takes it for a real see.
        assert see["primary_name"].startswith("Generated ")
        assert see["primary_name"].endswith(f" of {see['country']}")
        assert see["jurisdiction_type"] in {"Archdiocese", "Diocese"}


def test_every_country_s_generated_see_says_it_is_generated_in_its_profile(
    listing, world_directory
):
    """Each country's first generated see and a spread of the others, and the table's sees
    of a few countries (which say nothing of the kind)."""
    generated = [see for see in listing["sees"] if see["generated"]]
    firsts = {}
    for see in generated:
        firsts.setdefault(see["country"], see)
    sample = {see["source_code"]: see for see in [*firsts.values(), *generated[::50]]}
    for code, see in sample.items():
        profile = world_directory.profile(code)
        assert profile["generated"] is True, code
        assert profile["sandbox"] is True
        for field in ("primary_name", "country", "region_primary", "jurisdiction_type"):
            assert profile[field] == see[field], (code, field)
    for code in ("dmaml", "dnair", "dmila", "drome"):
        assert "generated" not in world_directory.profile(code)


# -- provinces ----------------------------------------------------------------------------------


def test_province_links_hold_across_the_whole_directory(listing):
    sees = {see["source_code"]: see for see in listing["sees"]}
    for see in sees.values():
        if see["metropolitan_code"] is None:
            continue
        metropolitan = sees[see["metropolitan_code"]]
        assert is_head(metropolitan), see
        assert metropolitan["country"] == see["country"], see
    for country, its_sees in by_country(listing).items():
        generated = [see for see in its_sees if see["generated"]]
        if generated:
            # Generated sees come as provinces: a generated metropolitan heads each.
            assert any(is_head(see) for see in generated), country


@pytest.mark.parametrize("country", ["Kenya", "Haiti", "Myanmar", "Philippines"])
def test_every_suffragan_s_metropolitan_lists_it_among_its_suffragans(
    listing, world_directory, country
):
    sees = [see for see in listing["sees"] if see["country"] == country]
    profiles = {see["source_code"]: world_directory.profile(see["source_code"]) for see in sees}
    assert any(profile.get("suffragans") for profile in profiles.values())
    for code, profile in profiles.items():
        metropolitan = profile["metropolitan"]
        if metropolitan is not None:
            above = profiles[metropolitan["source_code"]]
            assert code in {s["source_code"] for s in above["suffragans"]}, code
            assert metropolitan["primary_name"] == above["primary_name"]
            assert profile["province"] == above["province"]
        for suffragan in profile.get("suffragans", []):
            below = profiles[suffragan["source_code"]]
            assert below["metropolitan"]["source_code"] == code
            assert suffragan["primary_name"] == below["primary_name"]


# -- discovery by country -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("country", "main_see"),
    [("Kenya", "dnair"), ("Philippines", "dmaml"), ("Italy", "dmila"), ("Haiti", None)],
)
def test_a_country_s_name_finds_its_main_see_and_its_other_heads(
    listing, world_directory, country, main_see
):
    its_sees = [see for see in listing["sees"] if see["country"] == country]
    heads = [see["source_code"] for see in its_sees if is_head(see)]
    answer = world_directory.search(country)

    assert answer["country"] == country
    assert answer["source_code"] == (main_see or heads[0])
    assert answer["source_code"] in heads  # a metropolitan archdiocese
    alternates = answer["alternates"]
    assert len(alternates) == min(MAX_ALTERNATES, len(its_sees) - 1)
    assert {alternate["country"] for alternate in alternates} == {country}
    # The country's other province heads first.
    other_heads = [code for code in heads if code != answer["source_code"]]
    leading = [alternate["source_code"] for alternate in alternates[: len(other_heads)]]
    assert set(leading) <= set(other_heads)
    assert all(code in heads for code in leading)


def test_a_see_s_own_name_city_or_alias_still_wins_over_its_country(world_directory):
    assert world_directory.search("Manila")["source_code"] == "dmaml"
    assert world_directory.search("Mombasa")["source_code"] == "dmomb"
    assert world_directory.search("Archdiocese of Mexico")["source_code"] == "dmexi"
    assert world_directory.search("Panama")["source_code"] == "dpana"  # its alias
    assert world_directory.search("dmaml")["source_code"] == "dmaml"
    # A prefix of another see's name does not beat a country's whole name.
    assert world_directory.search("India")["country"] == "India"


# -- statistics ---------------------------------------------------------------------------------


def test_every_series_covers_75_years_and_the_table_s_years_are_unchanged(
    listing, world_directory, table_directory
):
    generated = next(see["source_code"] for see in listing["sees"] if see["generated"])
    for code in (generated, "dnair", "dmaml"):
        series = world_directory.series(code)
        assert [row["year"] for row in series["rows"]] == WORLD_YEARS, code
        assert series["year_range"] == {"start": 1950, "end": 2024}
        assert all(row["catholics"] and row["total_priests"] for row in series["rows"])
        # The table's sees: the same figures as without the switch, plus one year.
        if code in {"dnair", "dmaml"}:
            assert series["rows"][:-1] == table_directory.series(code)["rows"]
    assert world_directory.profile(generated)["recent_statistics"][-1]["year"] == 2024


# -- determinism --------------------------------------------------------------------------------


def test_the_same_codes_and_answers_on_every_start(listing, world_directory, tmp_path_factory):
    generated = [see["source_code"] for see in listing["sees"] if see["generated"]]
    codes = [generated[0], generated[len(generated) // 2], generated[-1]]
    with start_world(tmp_path_factory) as again:
        other = Directory(again)
        try:
            assert other.listing() == listing
            for code in codes:
                assert other.profile(code) == world_directory.profile(code)
                assert other.series(code) == world_directory.series(code)
            assert other.search("Kenya") == world_directory.search("Kenya")
        finally:
            other.close()


# -- the switch off -----------------------------------------------------------------------------


def test_without_the_switch_the_directory_is_the_table_s_alone(table_directory):
    listing = table_directory.listing()
    table = diocese_table.parse_rows()
    assert listing["world"] is False
    assert listing["jurisdictions"] == len(table) == 358
    assert listing["generated"] == 0
    assert [see["source_code"] for see in listing["sees"]] == [r["source_code"] for r in table]
    assert not any(see["generated"] for see in listing["sees"])
    assert listing["years"] == {"start": 1950, "end": 2023}
    profile = table_directory.profile("dmaml")
    assert "generated" not in profile
    assert table_directory.series("dmaml")["year_range"] == {"start": 1950, "end": 2023}
    # A country's name finds the table's sees of that country only.
    kenya = table_directory.search("Kenya")
    assert kenya["source_code"] == "dnair"
    assert [alternate["source_code"] for alternate in kenya["alternates"]] == ["dmomb"]


def test_a_switch_that_is_neither_0_nor_1_stops_the_sandbox_at_its_start(tmp_path):
    with pytest.raises(SandboxStartError, match="SANDBOX_WORLD must be one of 0, 1"):
        start_sandbox(db_path=tmp_path / "bad.sqlite3", env={"SANDBOX_WORLD": "yes"})
