"""The sandbox catalog: sample data shape, look-up rules, statistics arithmetic, liturgy, answers.

Plain functions over pure Python: no Django, no database, no network.
"""

from __future__ import annotations

import json
from datetime import date

import pytest

from sandbox import catalog
from sandbox.catalog import clergy, dioceses, documents, popes, saints, statistics

pytestmark = pytest.mark.unit

TODAY = date(2026, 11, 25)  # a Wednesday


@pytest.fixture(autouse=True)
def _clean_cache():
    """Overrides the project's Django cache fixture: the catalog needs no cache or settings."""
    yield


# -- popes ------------------------------------------------------------------------------------


def test_there_are_267_popes_with_unique_ids_and_ordinals():
    all_popes = popes.all_popes()
    assert len(all_popes) == 267
    assert len({p["pope_id"] for p in all_popes}) == 267
    assert [p["ordinal"] for p in all_popes] == list(range(1, 268))


def test_leo_xiv_is_the_current_pope_and_ordinal_267():
    leo = catalog.pope_lookup(pope_id="leo-xiv")
    assert leo["ordinal"] == 267
    assert leo["primary_name"] == "Pope Leo XIV"
    assert leo["pontificate"]["start"].startswith("2025")
    assert leo["pontificate"]["end"] is None
    assert leo["pontificate"]["current"] is True
    francis = catalog.pope_lookup(pope_id="francis")
    assert (francis["pontificate"]["start"][:4], francis["pontificate"]["end"][:4]) == (
        "2013",
        "2025",
    )


def test_well_known_popes_have_their_traditional_ordinals():
    expected = {"peter": 1, "leo-i": 45, "gregory-i": 64, "gregory-vii": 157, "pius-ix": 255}
    for pope_id, ordinal in expected.items():
        assert catalog.pope_lookup(pope_id=pope_id)["ordinal"] == ordinal


def test_benedict_xvi_by_id_has_the_profile_fields():
    profile = catalog.pope_lookup(pope_id="benedict-xvi")
    assert profile["primary_name"] == "Pope Benedict XVI"
    assert profile["papal_name"] == "Benedict"
    assert profile["birth_name"] == "Joseph Aloisius Ratzinger"
    assert profile["pontificate"]["start"] == "2005-04-19"
    assert profile["pontificate"]["end"] == "2013-02-28"
    for field in ("pope_title", "image_url", "coat_of_arms_url", "origin", "canonization_status"):
        assert field in profile
    assert "alternates" not in profile


def test_saints_among_popes_carry_a_canonization_status():
    assert catalog.pope_lookup(pope_id="john-paul-ii")["canonization_status"] == "Saint"
    assert catalog.pope_lookup(pope_id="john-paul-i")["beatification_status"] == "Blessed"


def test_benedict_query_picks_benedict_xvi_with_other_benedicts_as_alternates():
    profile = catalog.pope_lookup(query="benedict")
    assert profile["pope_id"] == "benedict-xvi"
    alternates = profile["alternates"]
    assert 1 <= len(alternates) <= 8
    assert all(a["pope_id"].startswith("benedict-") for a in alternates)
    assert "benedict-xvi" not in {a["pope_id"] for a in alternates}
    assert all({"pope_id", "primary_name", "pontificate"} <= set(a) for a in alternates)


def test_pope_queries_are_accent_and_case_insensitive():
    assert catalog.pope_lookup(query="JOHN PAUL ii")["pope_id"] == "john-paul-ii"
    assert catalog.pope_lookup(query="wojtyła")["pope_id"] == "john-paul-ii"
    assert catalog.pope_lookup(query="Benedict 16")["pope_id"] == "benedict-xvi"


def test_id_wins_over_query():
    assert catalog.pope_lookup(query="benedict", pope_id="leo-xiv")["pope_id"] == "leo-xiv"


def test_unknown_ids_and_queries_are_not_found_with_the_query():
    assert catalog.pope_lookup(pope_id="antipope-x") == {
        "error": "not_found",
        "query": "antipope-x",
    }
    result = catalog.saint_lookup(query="Xyzzy Quux")
    assert result["error"] == "not_found"
    assert result["query"] == "Xyzzy Quux"
    assert catalog.diocese_lookup(source_code="dzzzz")["error"] == "not_found"
    assert catalog.person_lookup(person_id="nobody")["query"] == "nobody"


# -- cross hints ------------------------------------------------------------------------------


def test_person_lookup_of_a_pope_hints_at_get_pope():
    assert catalog.person_lookup(query="Benedict XVI") == {
        "error": "not_found",
        "query": "Benedict XVI",
        "hint": "Top match looks like a pope; try get_pope.",
    }


def test_pope_lookup_of_a_bishop_hints_at_get_person():
    bishop = catalog.diocese_lookup(source_code="dmaml")["current_bishop"]["primary_name"]
    assert catalog.pope_lookup(query=bishop) == {
        "error": "not_found",
        "query": bishop,
        "hint": "Top match looks like a non-pope clergy member; try get_person.",
    }


# -- saints -----------------------------------------------------------------------------------


def test_there_are_hundreds_of_saints_of_every_status():
    everyone = saints.all_saints()
    assert len(everyone) >= 250
    assert {s["canonical_status"] for s in everyone} == {
        "Saint",
        "Blessed",
        "Venerable",
        "Servant of God",
    }
    assert all(s["sandbox"] and "sandbox" in s["biography"] for s in everyone)


def test_jerome_feast_is_30_september():
    jerome = catalog.saint_lookup(saint_id="jerome")
    assert jerome["feast_day"] == "09-30"
    assert jerome["feast_day_label"] == "30 September"
    assert jerome["canonical_status"] == "Saint"
    for field in ("vocation", "image_url", "learn_more_url", "birth", "death", "canonization"):
        assert field in jerome
    assert jerome["patronage"] and jerome["iconography"]


@pytest.mark.parametrize(
    "saint_id",
    ["andrew", "joseph", "francis-of-assisi", "therese-of-lisieux", "thomas-aquinas",
     "nicholas", "lucy", "stephen", "john-the-evangelist"],
)  # fmt: skip
def test_well_known_saints_exist(saint_id):
    assert catalog.saint_lookup(saint_id=saint_id)["saint_id"] == saint_id


def test_saint_query_returns_best_match_and_alternates():
    profile = catalog.saint_lookup(query="st. nicholas")
    assert profile["saint_id"] == "nicholas"
    assert profile["alternates"]
    assert catalog.saint_lookup(query="therese lisieux")["saint_id"] == "therese-of-lisieux"


# -- clergy -----------------------------------------------------------------------------------


def test_there_are_hundreds_of_clergy_living_and_historical():
    people = clergy.all_people()
    assert len(people) >= 250
    assert {p["source_table"] for p in people} == {"cd_persons", "cd_persons_historical"}
    assert all(p["sandbox"] for p in people)


def test_every_lineage_link_exists_and_living_bishops_have_three_or_more_links():
    for person in clergy.all_people():
        for link in person["episcopal_lineage"]:
            assert clergy.get(link["person_id"]) is not None
        if person["source_table"] == "cd_persons":
            assert len(person["episcopal_lineage"]) >= 3


def test_lineage_can_be_followed_link_by_link():
    bishop_id = catalog.diocese_lookup(source_code="dmaml")["current_bishop"]["person_id"]
    person = catalog.person_lookup(person_id=bishop_id)
    chain = person["episcopal_lineage"]
    assert len(chain) >= 3
    consecrator = catalog.person_lookup(person_id=chain[0]["person_id"])
    assert chain[0]["role"] == "principal consecrator"
    ids = [link["person_id"] for link in consecrator["episcopal_lineage"]]
    assert ids == [link["person_id"] for link in chain[1:]]
    assert person["consecration"]["principal_consecrator"]["person_id"] == chain[0]["person_id"]


def test_every_diocese_bishop_is_a_clergy_record_holding_that_see():
    for code in dioceses.all_codes():
        profile = dioceses.get(code)
        if code == "drome":  # the Pope is the Bishop of Rome
            assert profile["current_bishop"]["pope_id"] == "leo-xiv"
            continue
        bishop = clergy.get(profile["current_bishop"]["person_id"])
        assert bishop is not None
        assert profile["primary_name"] in bishop["current_position"]
        assert bishop["current_diocese"]["source_code"] == code


def test_person_query_by_see_and_shared_surnames_give_alternates():
    milan = catalog.person_lookup(query="Archbishop of Milan")
    assert milan["current_diocese"]["source_code"] == "dmila"
    surnames = {}
    for person in clergy.all_people():
        surnames.setdefault(person["primary_name"].split()[-1], []).append(person)
    shared = next(name for name, people in surnames.items() if len(people) >= 3)
    assert catalog.person_lookup(query=shared)["alternates"]


def test_no_pope_is_in_the_clergy_data():
    assert catalog.person_lookup(query="Leo XIV")["hint"].startswith("Top match looks like a pope")


# -- dioceses and statistics --------------------------------------------------------------------


def test_manila_profile_is_complete():
    manila = catalog.diocese_lookup(source_code="dmaml")
    assert manila["primary_name"] == "Archdiocese of Manila"
    assert manila["country"] == "Philippines"
    for field in (
        "jurisdiction_type", "rite", "region_primary", "state", "city", "metropolitan",
        "depends_on", "province", "cathedral", "patron_saint", "area", "erected", "elevated",
        "official_website", "image_url", "current_bishop", "recent_statistics",
        "latest_financials",
    ):  # fmt: skip
        assert field in manila
    assert manila["latest_financials"]["currency"] == "PHP"
    assert 1 <= len(manila["recent_statistics"]) <= 5


def test_recent_statistics_equal_the_tail_of_the_series_for_every_diocese():
    for code in dioceses.all_codes():
        recent = dioceses.get(code)["recent_statistics"]
        rows = catalog.diocese_statistics(source_code=code)["rows"][-len(recent) :]
        for headline, row in zip(recent, rows, strict=True):
            assert headline == {key: row[key] for key in headline}


def test_there_are_at_least_200_dioceses_and_overlapping_names_give_alternates():
    assert len(dioceses.all_codes()) >= 200
    for query in ("San José", "Santiago", "Córdoba"):
        profile = catalog.diocese_lookup(query=query)
        assert len(profile["alternates"]) >= 2
        assert profile["source_code"] not in {a["source_code"] for a in profile["alternates"]}
    assert catalog.diocese_lookup(query="manila")["source_code"] == "dmaml"


def test_statistics_arithmetic_holds_for_every_row_of_every_diocese():
    for code in dioceses.all_codes():
        series = catalog.diocese_statistics(source_code=code)
        assert series["rows"], code
        for row in series["rows"]:
            assert set(row) == {"year", *statistics.METRICS}
            diocesan, religious = row["diocesan_priests"], row["religious_priests"]
            if diocesan is None or religious is None:
                assert row["total_priests"] is None
            else:
                assert row["total_priests"] == diocesan + religious
            catholics, population = row["catholics"], row["total_population"]
            if catholics is None or not population:
                assert row["percent_catholic"] is None
            else:
                assert row["percent_catholic"] == round(100 * catholics / population, 1)
            if catholics is None or not row["total_priests"]:
                assert row["catholics_per_priest"] is None
            else:
                assert row["catholics_per_priest"] == round(catholics / row["total_priests"])
            if row["year"] < 1970:
                assert row["permanent_deacons"] is None


def test_statistics_contain_nulls_and_some_shorter_spans():
    nulls = spans = 0
    for code in dioceses.all_codes():
        rows = statistics.series_rows(code)
        nulls += sum(1 for row in rows for value in row.values() if value is None)
        spans += rows[0]["year"] > 1950
    assert nulls > 0
    assert spans > 0


def test_statistics_are_limited_to_the_inclusive_year_range():
    series = catalog.diocese_statistics(source_code="dmaml", start_year=2000, end_year=2010)
    assert [row["year"] for row in series["rows"]] == list(range(2000, 2011))
    assert series["year_range"] == {"start": 2000, "end": 2010}
    assert series["diocese_name"] == "Archdiocese of Manila"
    only_end = catalog.diocese_statistics(query="Manila", end_year=1955)
    assert only_end["source_code"] == "dmaml"
    assert only_end["year_range"]["end"] == 1955
    assert catalog.diocese_statistics(query="Atlantis")["error"] == "not_found"


# -- documents --------------------------------------------------------------------------------


def test_there_are_at_least_30_documents_with_real_ids_and_sandbox_bodies():
    docs = documents.all_documents()
    assert len(docs) >= 30
    for doc in docs:
        assert set(doc) >= {"id", "title", "author", "ref", "url", "body"}
        assert doc["url"].startswith("https://")
        assert "Sandbox" in doc["body"]


@pytest.mark.parametrize("query", ["care for our common home", "environment", "Laudato si"])
def test_document_search_finds_laudato_si(query):
    results = catalog.document_search(query)
    assert results[0]["id"] == "laudato-si"
    assert (
        {"id", "url", "title"}
        <= set(results[0])
        <= {"id", "url", "title", "author", "date", "type", "summary"}
    )


def test_document_search_respects_limit_and_returns_empty_for_nonsense():
    assert len(catalog.document_search("church teaching on work and the poor", limit=2)) <= 2
    assert catalog.document_search("qwertyuiop") == []


def test_hostile_document_is_found_and_carries_the_payloads():
    assert catalog.document_search("rendering test")[0]["id"] == "sandbox-hostile"
    body = catalog.document_fetch("sandbox-hostile")["body"]
    assert "<script>alert(1)</script>" in body
    assert "<img src=x onerror=alert(1)>" in body
    assert "](javascript:alert(1))" in body
    assert "](data:text/html," in body


def test_document_fetch_returns_none_for_unknown_ids():
    assert catalog.document_fetch("no-such-document") is None
    assert catalog.document_fetch("laudato-si")["author"] == "Pope Francis"


# -- answers ----------------------------------------------------------------------------------


QUESTIONS = {
    "en": "What does the Church teach about care for creation?",
    "es": "¿Qué enseña la Iglesia sobre el cuidado de la creación?",
    "pt": "O que a Igreja ensina sobre o cuidado com a criação?",
    "it": "Che cosa insegna la Chiesa sulla cura del creato?",
    "hr": "Što Crkva uči o brizi za stvorenje?",
}


@pytest.mark.parametrize("language", sorted(QUESTIONS))
def test_answers_come_in_the_question_language_with_citations_and_related_questions(language):
    answer = catalog.answer_question(QUESTIONS[language])
    assert answer["language"] == language
    assert "sandbox" in answer["text"].lower()
    assert 1 <= len(answer["citations"]) <= 3
    assert answer["citations"][0]["id"] == "laudato-si"
    for citation in answer["citations"]:
        if citation.get("id"):
            assert catalog.document_fetch(citation["id"]) is not None
    assert 2 <= len(answer["related_questions"]) <= 3
    other_languages = [q for lang, q in QUESTIONS.items() if lang != language]
    assert answer["text"] != catalog.answer_question(other_languages[0])["text"]


def test_answers_without_matching_documents_still_cite_sources():
    answer = catalog.answer_question("Why do we pray the rosary?")
    assert answer["citations"]
    ids = [c["id"] for c in answer["citations"] if c.get("id")]
    assert all(catalog.document_fetch(doc_id) for doc_id in ids)


def test_hostile_question_returns_the_hostile_payloads():
    text = catalog.answer_question("Please render sandbox-hostile")["text"]
    assert "<script>alert(1)</script>" in text
    assert "<img src=x onerror=alert(1)>" in text
    assert "javascript:alert(1)" in text
    assert "data:text/html," in text
    assert "<script>" not in catalog.answer_question(QUESTIONS["en"])["text"]


# -- dates, readings, martyrology ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("today", date(2026, 11, 25)),
        ("Tomorrow", date(2026, 11, 26)),
        ("yesterday", date(2026, 11, 24)),
        ("next Sunday", date(2026, 11, 29)),
        ("next wednesday", date(2026, 12, 2)),
        ("2026-12-25", date(2026, 12, 25)),
        ("25 December 2026", date(2026, 12, 25)),
        ("December 25, 2026", date(2026, 12, 25)),
        ("Christmas 2026", date(2026, 12, 25)),
        ("Easter Sunday 2026", date(2026, 4, 5)),
        ("Easter 2026", date(2026, 4, 5)),
        ("Easter 2027", date(2027, 3, 28)),
        ("Pentecost 2026", date(2026, 5, 24)),
        ("Ash Wednesday 2027", date(2027, 2, 10)),
    ],
)
def test_parse_date_query_understands_each_form(query, expected):
    assert catalog.parse_date_query(query, today=TODAY) == expected


@pytest.mark.parametrize("query", ["", "gibberish words", "next", "2026-02-30", "Easterish 2026"])
def test_parse_date_query_returns_none_for_anything_else(query):
    assert catalog.parse_date_query(query, today=TODAY) is None


def test_mass_readings_for_saint_andrew():
    text = catalog.mass_readings("2026-11-30", today=TODAY)
    assert text.startswith("Mass readings for Monday, 30 November 2026 — Saint Andrew, Apostle")
    assert "Advent" in text
    assert "Romans 10:9-18" in text
    assert "Matthew 4:18-22" in text
    assert "(Sandbox sample text" in text


def test_mass_readings_use_real_references_for_fixed_feasts():
    assert "John 1:1-18" in catalog.mass_readings("Christmas 2026", today=TODAY)
    assert "John 20:1-9" in catalog.mass_readings("Easter 2026", today=TODAY)
    assert "Joel 2:12-18" in catalog.mass_readings("Ash Wednesday 2027", today=TODAY)
    assert "Acts 2:1-11" in catalog.mass_readings("Pentecost 2026", today=TODAY)
    assert "Matthew 1:16" in catalog.mass_readings("2027-03-19", today=TODAY)


def test_mass_readings_name_the_season_of_ordinary_days():
    text = catalog.mass_readings("2026-09-30", today=TODAY)
    assert "26th Week in Ordinary Time" in text
    assert "Jerome" in text
    assert "Gospel:" in text


def test_mass_readings_return_none_for_gibberish_or_out_of_range():
    assert catalog.mass_readings("gibberish", today=TODAY) is None
    assert catalog.mass_readings("1900-01-01", today=TODAY) is None
    assert catalog.mass_readings("Easter 2101", today=TODAY) is None


def test_martyrology_for_saint_andrew():
    text = catalog.martyrology(date(2026, 11, 30))
    assert "Andrew" in text
    assert "30 November 2026" in text
    entries = [line for line in text.splitlines() if line[:1].isdigit()]
    assert 3 <= len(entries) <= 6


def test_martyrology_has_no_data_outside_the_window():
    assert catalog.martyrology(date(1969, 12, 31)) is None
    assert catalog.martyrology(date(2101, 1, 1)) is None


# -- determinism ------------------------------------------------------------------------------


def test_every_answer_is_json_serialisable_and_deterministic():
    calls = [
        lambda: catalog.pope_lookup(query="benedict"),
        lambda: catalog.saint_lookup(query="john"),
        lambda: catalog.person_lookup(query="Archbishop of Manila"),
        lambda: catalog.diocese_lookup(query="Santiago"),
        lambda: catalog.diocese_statistics(source_code="dmaml"),
        lambda: catalog.document_search("peace and war"),
        lambda: catalog.answer_question(QUESTIONS["it"]),
        lambda: catalog.mass_readings("next Sunday", today=TODAY),
        lambda: catalog.martyrology(date(2026, 1, 1)),
    ]
    for call in calls:
        first, second = call(), call()
        assert first == second
        json.dumps(first)


def test_returned_profiles_are_copies():
    profile = catalog.pope_lookup(pope_id="leo-xiv")
    profile["primary_name"] = "changed"
    assert catalog.pope_lookup(pope_id="leo-xiv")["primary_name"] == "Pope Leo XIV"
