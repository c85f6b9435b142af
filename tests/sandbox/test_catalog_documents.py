"""The sandbox library: a catalog worth searching, and a search that finds in five languages."""

from __future__ import annotations

import re
from datetime import date

import pytest

from sandbox import catalog
from sandbox.catalog import documents
from sandbox.catalog.search import word_list

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

# Ids that existed before the library grew: other code and the Q&A answers cite them.
EARLIER_IDS = word_list(
    """
laudato-si laudate-deum fratelli-tutti evangelii-gaudium amoris-laetitia gaudete-et-exsultate
christus-vivit dilexit-nos lumen-fidei deus-caritas-est spe-salvi caritas-in-veritate
fides-et-ratio evangelium-vitae veritatis-splendor laborem-exercens centesimus-annus
redemptoris-missio ut-unum-sint familiaris-consortio humanae-vitae populorum-progressio
evangelii-nuntiandi pacem-in-terris mater-et-magistra rerum-novarum aeterni-patris
quadragesimo-anno lumen-gentium gaudium-et-spes dei-verbum sacrosanctum-concilium
dignitatis-humanae nostra-aetate unitatis-redintegratio catechism compendium-social-doctrine
antiqua-et-nova dignitas-infinita code-of-canon-law sandbox-hostile
"""
)

# Ordinary words of the five languages; each must find several documents.
WORDS = [
    "church",
    "mercy",
    "grace",
    "Eucharist",
    "caridad",
    "gracia",
    "famiglia",
    "misericórdia",
    "Euharistija",
    "Iglesia",
    "obitelj",
    "preghiera",
]

ISO_DATE = re.compile(r"\d{4}(-\d{2}-\d{2})?")


def ids(query: str, limit: int = 10) -> list[str]:
    return [hit["id"] for hit in catalog.document_search(query, limit=limit)]


# -- the catalog ------------------------------------------------------------------------------


def test_the_library_has_at_least_150_documents_with_unique_ids():
    docs = documents.all_documents()
    assert len(docs) >= 150
    assert len({doc["id"] for doc in docs}) == len(docs)


def test_every_document_has_title_author_date_type_and_summary():
    for doc in documents.all_documents():
        for field in ("title", "author", "date", "type", "summary", "ref", "url", "language"):
            assert isinstance(doc[field], str) and doc[field].strip(), (doc["id"], field)
        assert ISO_DATE.fullmatch(doc["date"]), doc["id"]
        if len(doc["date"]) == 10:
            date.fromisoformat(doc["date"])
        assert doc["keywords"], doc["id"]
        assert doc["url"].startswith("https://"), doc["id"]


def test_the_catalog_spans_every_kind_of_document():
    kinds = {doc["type"] for doc in documents.all_documents()}
    assert {
        "Encyclical",
        "Apostolic Exhortation",
        "Post-Synodal Apostolic Exhortation",
        "Apostolic Constitution",
        "Apostolic Letter",
        "Apostolic Letter motu proprio",
        "Dogmatic Constitution",
        "Decree",
        "Declaration",
        "Catechism",
        "Code of Canon Law",
        "Instruction",
        "Patristic work",
    } <= kinds
    council = [d for d in documents.all_documents() if d["author"] == "Second Vatican Council"]
    assert len(council) == 16  # all sixteen documents of the Council


@pytest.mark.parametrize("doc_id", EARLIER_IDS)
def test_earlier_ids_still_open(doc_id):
    doc = catalog.document_fetch(doc_id)
    assert doc is not None
    assert doc["id"] == doc_id


def test_earlier_documents_keep_their_facts():
    laudato = catalog.document_fetch("laudato-si")
    assert laudato["title"] == "Laudato si'"
    assert laudato["author"] == "Pope Francis"
    assert laudato["ref"] == "Encyclical, 24 May 2015"
    assert laudato["date"] == "2015-05-24"
    assert laudato["url"].endswith("papa-francesco_20150524_enciclica-laudato-si.html")
    assert catalog.document_fetch("lumen-gentium")["ref"] == (
        "Dogmatic Constitution on the Church, 21 November 1964"
    )


def test_a_document_body_is_several_paragraphs_with_the_sandbox_notice():
    body = catalog.document_fetch("dives-in-misericordia")["body"]
    paragraphs = body.split("\n\n")
    assert paragraphs[0] == "# Dives in misericordia"
    assert paragraphs[1] == documents.NOTICE
    assert len(paragraphs) >= 8
    assert "Pope John Paul II" in body and "30 November 1980" in body and "Latin" in body
    assert catalog.document_fetch("dives-in-misericordia")["summary"] in body


def test_the_hostile_fixture_keeps_its_payloads():
    body = catalog.document_fetch("sandbox-hostile")["body"]
    assert "<script>alert(1)</script>" in body
    assert "](javascript:alert(1))" in body
    assert ids("rendering test")[0] == "sandbox-hostile"


def test_an_ancient_work_has_a_year_for_its_date():
    confessions = catalog.document_fetch("augustine-confessions")
    assert confessions["date"] == "0400"
    assert confessions["ref"] == "Patristic work, c. 400"


# -- search -----------------------------------------------------------------------------------


@pytest.mark.parametrize("word", WORDS)
def test_ordinary_words_of_five_languages_find_several_documents(word):
    assert len(ids(word)) >= 3


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("mercy", {"dives-in-misericordia", "misericordiae-vultus", "misericordia-et-misera"}),
        ("misericórdia", {"dives-in-misericordia", "misericordiae-vultus", "misericordia-dei"}),
        ("Euharistija", {"ecclesia-de-eucharistia", "ccc-eucharist", "mysterium-fidei"}),
        ("gracia", {"augustine-nature-and-grace", "augustine-grace-and-free-will"}),
        ("famiglia", {"familiaris-consortio", "amoris-laetitia"}),
        ("caridad", {"deus-caritas-est", "caritas-in-veritate"}),
    ],
)
def test_translations_reach_the_documents_on_that_subject(query, expected):
    assert expected <= set(ids(query, limit=5))


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("Laudato si", "laudato-si"),
        ("care for our common home", "laudato-si"),
        ("environment", "laudato-si"),
        ("Dives in misericordia", "dives-in-misericordia"),
        ("Confessions", "augustine-confessions"),
        ("City of God", "augustine-city-of-god"),
        ("Ecclesia de Eucharistia", "ecclesia-de-eucharistia"),
    ],
)
def test_a_title_match_comes_first(query, first):
    assert ids(query)[0] == first


def test_a_title_hit_ranks_above_a_summary_hit():
    # Laudate Deum's summary names Laudato si'; the encyclical's own title wins.
    found = ids("Laudato si")
    assert found.index("laudato-si") < found.index("laudate-deum")


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("MISERICÓRDIA", "misericordia"),
        ("Eucaristía", "eucaristia"),
        ("LAUDATO SÍ", "laudato si"),
        ("milosrđe", "MILOSRDE"),
        ("Caridad", "cáridad"),
    ],
)
def test_accents_and_case_do_not_matter(one, other):
    assert ids(one)
    assert catalog.document_search(one) == catalog.document_search(other)


@pytest.mark.parametrize(
    "query", ["the of and", "el de la que", "o que é do", "il di che della", "i u na je", "?!"]
)
def test_stop_words_alone_find_nothing(query):
    assert catalog.document_search(query) == []


def test_a_church_word_alone_is_searched_but_ignored_beside_a_subject():
    assert len(ids("church")) >= 3
    assert ids("What does the Church teach about care for creation?")[0] == "laudato-si"


def test_hits_carry_author_date_and_type_as_the_document_has_them():
    hits = catalog.document_search("mercy")
    for hit in hits:
        assert set(hit) == {"id", "url", "title", "author", "date", "type", "summary"}
        doc = catalog.document_fetch(hit["id"])
        assert (hit["author"], hit["date"], hit["type"], hit["summary"]) == (
            doc["author"],
            doc["date"],
            doc["type"],
            doc["summary"],
        )


def test_search_respects_the_limit_and_is_deterministic():
    assert len(catalog.document_search("church", limit=3)) == 3
    assert catalog.document_search("church", limit=0) == []
    assert catalog.document_search("grace") == catalog.document_search("grace")
    assert catalog.document_search("qwertyuiop") == []


# -- over HTTP --------------------------------------------------------------------------------


def test_the_sandbox_sends_the_extras_over_a2a(a2a):
    response = a2a.send("document_search", text="Dives in misericordia")
    assert response.status_code == 200
    [artifact] = response.json()["result"]["artifacts"]
    assert artifact["name"] == "search_results"
    first = artifact["parts"][0]["data"]["results"][0]
    assert first == {
        "id": "dives-in-misericordia",
        "url": catalog.document_fetch("dives-in-misericordia")["url"],
        "title": "Dives in misericordia",
        "author": "Pope John Paul II",
        "date": "1980-11-30",
        "type": "Encyclical",
        "summary": catalog.document_fetch("dives-in-misericordia")["summary"],
    }
