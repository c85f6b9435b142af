"""The sandbox's catholic_qa answers: curated answers in five languages reached by many
phrasings, citations that point at real library documents, related questions in the question's
language, and a grammatical fallback that never splices the question into a template.

Plain functions over pure Python, plus two checks over the wire (follow-ups in one context and
the scripted-answer hook) against the session's sandbox server.
"""

from __future__ import annotations

import json
import re
import uuid

import pytest

from sandbox import catalog
from sandbox.catalog import answers
from sandbox.catalog.answer_topics import BY_KEY, DEFAULT_RELATED, LANGUAGES, TOPICS

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

TOPIC_KEYS = [topic.key for topic in TOPICS]

# (language, question, topic): several phrasings per language, none of them a topic's own.
PHRASINGS = [
    ("en", "What does the Church teach about cremation?", "funerals"),
    ("en", "How often should I go to confession?", "confession"),
    ("en", "Is Jesus really present in the Eucharist?", "eucharist"),
    ("en", "What is transubstantiation?", "eucharist"),
    ("en", "Is it a sin to miss Mass on Sunday?", "mass-obligation"),
    ("en", "Which days are holy days of obligation?", "mass-obligation"),
    ("en", "Who can be a godparent?", "baptism"),
    ("en", "At what age is confirmation?", "confirmation"),
    ("en", "Can a marriage be annulled?", "annulment"),
    ("en", "What do we need for a Catholic wedding?", "marriage"),
    ("en", "Can my grandmother receive the last rites?", "anointing"),
    ("en", "Is purgatory in the Bible?", "purgatory"),
    ("en", "What is the Immaculate Conception?", "mary"),
    ("en", "Why do Catholics pray to saints?", "saints"),
    ("en", "How do you pray the rosary?", "rosary"),
    ("en", "Can I eat meat on Fridays in Lent?", "lent"),
    ("en", "What happens on Good Friday?", "triduum"),
    ("en", "What is the preferential option for the poor?", "social-teaching"),
    ("en", "What does Laudato si' say about climate change?", "creation"),
    ("en", "What are the works of mercy?", "mercy"),
    ("en", "Is the Pope infallible?", "papacy"),
    ("en", "What did Vatican II change?", "vatican-ii"),
    ("en", "How do I become a priest?", "priesthood"),
    ("en", "Can deacons be married?", "deacons"),
    ("en", "relate to the sacrament of confession", "confession"),  # the old bug's input
    ("es", "¿Qué es la gracia?", "grace"),
    ("es", "¿Cómo me confieso?", "confession"),
    ("es", "¿Es pecado no ir a misa el domingo?", "mass-obligation"),
    ("es", "¿Quién puede ser padrino de bautizo?", "baptism"),
    ("es", "¿Qué dice la Iglesia sobre la cremación?", "funerals"),
    ("es", "¿Cómo se reza el rosario?", "rosary"),
    ("es", "¿Cuándo hay que ayunar en Cuaresma?", "lent"),
    ("es", "¿El papa es infalible?", "papacy"),
    ("es", "¿Cómo pedir la nulidad matrimonial?", "annulment"),
    ("es", "¿Qué hacen los diáconos?", "deacons"),
    ("pt", "O que é a graça?", "grace"),
    ("pt", "Como me confessar?", "confession"),
    ("pt", "Quem pode ser padrinho de batismo?", "baptism"),
    ("pt", "O que a Igreja diz sobre a cremação?", "funerals"),
    ("pt", "Como rezar o terço?", "rosary"),
    ("pt", "Posso comer carne na Quaresma?", "lent"),
    ("pt", "O papa é infalível?", "papacy"),
    ("pt", "O que a Igreja ensina sobre os pobres?", "social-teaching"),
    ("it", "Come ci si confessa?", "confession"),
    ("it", "Che cos'è la grazia?", "grace"),
    ("it", "Chi può fare da padrino al battesimo?", "baptism"),
    ("it", "La Chiesa permette la cremazione?", "funerals"),
    ("it", "Come si prega il rosario?", "rosary"),
    ("it", "Il papa è infallibile?", "papacy"),
    ("it", "Che cos'è l'Eucaristia?", "eucharist"),
    ("it", "Bisogna andare a messa la domenica?", "mass-obligation"),
    ("hr", "Što je euharistija?", "eucharist"),
    ("hr", "Sto je euharistija?", "eucharist"),  # typed without diacritics
    ("hr", "Što je milost?", "grace"),
    ("hr", "Kako se ispovijedati?", "confession"),
    ("hr", "Tko može biti kum na krštenju?", "baptism"),
    ("hr", "Dopušta li Crkva kremaciju?", "funerals"),
    ("hr", "Kako se moli krunica?", "rosary"),
    ("hr", "Kada se posti u korizmi?", "lent"),
    ("hr", "Moram li ići na misu u nedjelju?", "mass-obligation"),
]

# Questions no curated topic covers, whose words the library search still finds.
UNMATCHED = {
    "en": "What does the Church say about artificial intelligence?",
    "es": "¿Qué dice la Iglesia sobre la inteligencia artificial?",
    "pt": "O que a Igreja diz sobre a inteligência artificial?",
    "it": "Che cosa dice la Chiesa sull'intelligenza artificiale?",
    "hr": "Što Crkva kaže o umjetnoj inteligenciji?",
}
NOTHING_FOUND = "What is xyzzy plugh quux?"


@pytest.fixture(autouse=True)
def _clean_cache():
    """Overrides the project's Django cache fixture: the catalog needs no cache or settings."""
    yield


def curated(topic: str, language: str) -> dict:
    answer = catalog.answer_question(answers.topic_question(topic, language))
    assert answer["topic"] == topic and answer["language"] == language
    return answer


def all_curated():
    return [(key, lang) for key in TOPIC_KEYS for lang in LANGUAGES]


# -- reaching the right answer ---------------------------------------------------------------


def test_there_are_at_least_twenty_topics_each_written_in_all_five_languages():
    assert len(TOPICS) >= 20
    assert len(set(TOPIC_KEYS)) == len(TOPIC_KEYS)
    for language in LANGUAGES:
        assert set(answers.TEXTS[language].TOPICS) == set(TOPIC_KEYS), language


@pytest.mark.parametrize(("language", "question", "topic"), PHRASINGS)
def test_many_phrasings_reach_the_right_curated_answer_in_their_language(language, question, topic):
    answer = catalog.answer_question(question)
    assert answer["language"] == language
    assert answer["topic"] == topic
    assert answer["text"].startswith(answers.TEXTS[language].INTRO)


def test_every_language_is_covered_by_several_phrasings():
    for language in LANGUAGES:
        assert len([p for p in PHRASINGS if p[0] == language]) >= 5


@pytest.mark.parametrize(("topic", "language"), all_curated())
def test_each_topic_question_reaches_its_own_answer(topic, language):
    curated(topic, language)


def test_matching_ignores_case_and_accents():
    for question in ["WHAT IS GRACE", "que es la gracia", "cos'e la grazia", "STO JE MILOST"]:
        assert catalog.answer_question(question)["topic"] == "grace", question


def test_a_passing_mention_of_the_pope_is_not_a_question_about_the_papacy():
    assert answers.match_topic("What did Pope Leo say?") is None


# -- what a curated answer contains ----------------------------------------------------------


@pytest.mark.parametrize(("topic", "language"), all_curated())
def test_curated_answers_are_markdown_paragraphs_whose_marks_match_their_citations(topic, language):
    answer = curated(topic, language)
    text = answer["text"]
    assert text.startswith("**") and len(text) > 600
    assert text.count("\n\n") >= 3  # the notice and a few paragraphs
    assert "{" not in text and "}" not in text  # no unfilled template
    marks = {int(n) for n in re.findall(r"\[(\d+)\]", text)}
    assert marks == set(range(1, len(answer["citations"]) + 1))


@pytest.mark.parametrize(("topic", "language"), all_curated())
def test_curated_answers_cite_library_documents_exactly_as_the_library_has_them(topic, language):
    citations = curated(topic, language)["citations"]
    assert 1 <= len(citations) <= 4
    for citation in citations:
        document = catalog.document_fetch(citation["document_id"])
        assert document is not None, citation
        assert citation["id"] == citation["document_id"]
        assert citation["title"] == document["title"]
        assert citation["url"] == document["url"]
        assert citation["ref"] and citation["text"]
    assert len({c["document_id"] for c in citations}) == len(citations)


@pytest.mark.parametrize(("topic", "language"), all_curated())
def test_related_questions_are_other_curated_questions_in_the_same_language(topic, language):
    related = curated(topic, language)["related_questions"]
    assert 2 <= len(related) <= 4
    assert len(set(related)) == len(related)
    for question in related:
        assert answers.detect_language(question) == language, question
        assert question.rstrip().endswith("?")
        follow_up = catalog.answer_question(question)
        assert follow_up["topic"] in BY_KEY and follow_up["topic"] != topic


def test_citation_notes_and_related_questions_differ_between_languages():
    for topic in TOPIC_KEYS:
        texts = {curated(topic, lang)["text"] for lang in LANGUAGES}
        related = {tuple(curated(topic, lang)["related_questions"]) for lang in LANGUAGES}
        assert len(texts) == len(related) == len(LANGUAGES), topic


def test_the_old_templated_wording_is_gone():
    answer = catalog.answer_question("relate to the sacrament of confession")
    assert "You asked about" not in answer["text"]
    assert not any("relate to" in q for q in answer["related_questions"])


# -- questions no curated answer covers ------------------------------------------------------


def emphasised(text: str) -> list[str]:
    """Every stretch of text inside *..*, **..**, "..", “..” or «..»."""
    patterns = [r"\*\*(.+?)\*\*", r"(?<!\*)\*([^*\n]+?)\*(?!\*)", r'"([^"\n]+)"', r"“([^”\n]+)”"]
    patterns.append(r"«([^»\n]+)»")
    return [match for pattern in patterns for match in re.findall(pattern, text)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_unmatched_question_gets_a_grammatical_answer_naming_the_documents_found(language):
    question = UNMATCHED[language]
    answer = catalog.answer_question(question)
    assert answer["topic"] is None and answer["language"] == language
    text = answer["text"]
    found = [r["id"] for r in catalog.document_search(question, limit=3)]
    assert found and [c["document_id"] for c in answer["citations"]] == found
    for n, citation in enumerate(answer["citations"], 1):
        document = catalog.document_fetch(citation["document_id"])
        assert citation["title"] == document["title"] and citation["url"] == document["url"]
        assert citation["ref"] and citation["text"]
        assert f"*{document['title']}*" in text and f"[{n}]" in text
    # Nothing of the question comes back: the prose is fixed text around the list of sources,
    # and only the document titles and the notice's label are emphasised.
    phrases = answers.TEXTS[language].FALLBACK
    prose = [p for p in text.split("\n\n") if not p.startswith("- ")]
    assert prose == [answers.TEXTS[language].INTRO, phrases["no_answer"], phrases["prepared"]]
    titles = {c["title"] for c in answer["citations"]}
    intro_label = re.match(r"\*\*(.+?)\*\*", text).group(1)
    assert set(emphasised(text)) <= titles | {intro_label}
    assert question not in text and question.rstrip("?") not in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_unmatched_question_suggests_curated_questions_in_its_language(language):
    answer = catalog.answer_question(UNMATCHED[language])
    related = answer["related_questions"]
    assert len(related) == 3
    for question in related:
        assert question not in UNMATCHED.values()
        assert answers.detect_language(question) == language
        assert catalog.answer_question(question)["topic"] in BY_KEY


def test_a_question_the_library_knows_nothing_about_points_to_the_catechism():
    answer = catalog.answer_question(NOTHING_FOUND)
    assert answer["topic"] is None
    assert answer["citations"][0]["document_id"] == "catechism"
    assert answer["citations"][1]["url"] == "https://www.vatican.va/"
    assert "xyzzy" not in answer["text"].casefold()
    assert len(answer["related_questions"]) == 3


def test_fallback_related_questions_follow_the_question_and_the_documents_found():
    # "holiness" alone is too faint for a curated answer, but enough to suggest the saints.
    answer = catalog.answer_question("What is the universal call to holiness?")
    assert answer["topic"] is None
    assert answer["related_questions"][0] == answers.topic_question("saints", "en")
    # Lumen gentium is the first source of the answer on the Pope's authority.
    assert answers._related_topics(["lumen-gentium"], {})[0] == "papacy"
    assert answers._related_topics([], {}) == list(DEFAULT_RELATED)


# -- hostile text, determinism ---------------------------------------------------------------


def test_the_hostile_trigger_adds_its_payload_and_citation_to_curated_and_fallback_answers():
    for question in ["sandbox-hostile: what is grace?", "Please render sandbox-hostile"]:
        answer = catalog.answer_question(question)
        assert answers.HOSTILE_PAYLOAD in answer["text"]
        assert "sandbox-hostile" in [c.get("document_id") for c in answer["citations"]]
    for topic, language in all_curated():
        assert "<script>" not in curated(topic, language)["text"]


def test_answers_are_deterministic_and_json_serialisable():
    for question in [p[1] for p in PHRASINGS[:10]] + list(UNMATCHED.values()) + [NOTHING_FOUND]:
        first, second = catalog.answer_question(question), catalog.answer_question(question)
        assert first == second
        json.dumps(first)


# -- over the wire: a thread of follow-ups, and the scripted-answer hook still wins ------------


def _qa(a2a, question: str, context_id: str | None = None) -> dict:
    response = a2a.send("catholic_qa", text=question, context_id=context_id)
    assert response.status_code == 200, response.text
    task = response.json()["result"]
    assert task["status"]["state"] == "completed"
    return task


def test_a_follow_up_in_the_same_context_is_answered_in_that_context(a2a):
    context_id = f"ctx-{uuid.uuid4()}"
    first = _qa(a2a, "What is grace?", context_id)
    [text_part, *data_parts] = first["artifacts"][0]["parts"]
    assert text_part["text"] == catalog.answer_question("What is grace?")["text"]
    [related] = [
        p["data"]["related_questions"] for p in data_parts if "related_questions" in p["data"]
    ]

    second = _qa(a2a, related[0], context_id)
    assert second["contextId"] == first["contextId"] == context_id
    assert second["id"] != first["id"]
    assert second["artifacts"][0]["parts"][0]["text"] == catalog.answer_question(related[0])["text"]


def test_the_scripted_answer_hook_still_overrides_the_catalog(a2a, hooks):
    parts = [{"kind": "text", "text": "Scripted."}]
    hooks.post("answers", {"skill": "catholic_qa", "parts": parts})
    task = _qa(a2a, "What is grace?")
    assert task["artifacts"][0]["parts"] == parts
