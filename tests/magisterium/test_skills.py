"""Every skill against the sandbox over real HTTP: typed results, not_found, alternates, empties."""

from __future__ import annotations

from datetime import date

import pytest

from portal import magisterium as m
from portal.magisterium import skills

# The door's behaviour is the same in every A2A dialect upstream may speak.
pytestmark = pytest.mark.usefixtures("in_each_dialect")


def test_catholic_qa_answers_with_text_citations_and_ids(demo):
    answer = skills.catholic_qa(
        token=demo, question="What does the Church teach about the Eucharist?"
    )
    assert isinstance(answer, m.Answer)
    assert answer.text.strip()
    assert answer.task_id and answer.context_id
    assert answer.citations and all(isinstance(c, m.Citation) for c in answer.citations)
    assert all(c.title and c.document_id and c.url for c in answer.citations)
    assert answer.related_questions
    assert all(isinstance(q, str) and q for q in answer.related_questions)


def test_catholic_qa_continues_a_conversation_in_the_same_context(demo):
    first = skills.catholic_qa(token=demo, question="What is grace?")
    second = skills.catholic_qa(
        token=demo, question="And how is it received?", context_id=first.context_id
    )
    assert second.context_id == first.context_id
    assert second.task_id != first.task_id


def test_document_search_returns_hits_with_ids(demo):
    results = skills.document_search(token=demo, query="care for creation")
    assert isinstance(results, m.SearchResults)
    assert results.query == "care for creation"
    assert results.results and all(isinstance(h, m.SearchHit) and h.id for h in results.results)
    assert "laudato-si" in [hit.id for hit in results.results]
    assert results.stale is False and results.fetched_at is not None


def test_document_fetch_returns_body_and_metadata(demo):
    document = skills.document_fetch(token=demo, document_id="laudato-si")
    assert isinstance(document, m.Document)
    assert document.id == "laudato-si"
    assert document.title and document.body.strip()


def test_document_fetch_of_an_unknown_id_is_a_not_found_result(demo):
    result = skills.document_fetch(token=demo, document_id="no-such-document")
    assert result == m.NotFound(query="no-such-document", fetched_at=result.fetched_at)


def test_hostile_document_text_comes_back_raw_for_the_renderer(demo):
    document = skills.document_fetch(token=demo, document_id="sandbox-hostile")
    assert isinstance(document, m.Document)
    # Kept raw: sanitising is the one renderer's job (docs/security.md §8), not the client's.
    assert "<script>" in document.body


def test_liturgical_readings_of_a_date(demo):
    readings = skills.liturgical_readings(token=demo, day=date(2026, 12, 25))
    assert isinstance(readings, m.Readings)
    assert readings.day == date(2026, 12, 25)
    assert readings.text and readings.text.strip()


def test_a_date_without_readings_has_text_none(demo):
    readings = skills.liturgical_readings(token=demo, day=date(1200, 1, 1))
    assert readings.text is None


def test_saints_of_the_day(demo):
    entry = skills.saints_of_the_day(token=demo, day=date(2026, 9, 30))
    assert isinstance(entry, m.Martyrology)
    assert entry.text and "Jerome" in entry.text


def test_a_date_without_martyrology_has_text_none(demo):
    assert skills.saints_of_the_day(token=demo, day=date(1, 1, 1)).text is None


def test_saint_lookup_by_id(demo):
    saint = skills.saint_lookup(token=demo, saint_id="jerome")
    assert isinstance(saint, m.Profile)
    assert (saint.kind, saint.id) == ("saint", "jerome")
    assert "Jerome" in saint.name
    assert saint.fields["saint_id"] == "jerome"
    assert "alternates" not in saint.fields


def test_saint_lookup_by_name(demo):
    saint = skills.saint_lookup(token=demo, query="Jerome")
    assert isinstance(saint, m.Profile) and saint.id == "jerome"


def test_pope_lookup_by_id_keeps_every_field(demo):
    pope = skills.pope_lookup(token=demo, pope_id="benedict-xvi")
    assert isinstance(pope, m.Profile)
    assert (pope.kind, pope.id) == ("pope", "benedict-xvi")
    assert "Benedict XVI" in pope.name
    assert pope.fields["pontificate"]["start"]  # nested fields kept as sent


def test_an_ambiguous_pope_query_carries_alternates(demo):
    pope = skills.pope_lookup(token=demo, query="Leo")
    assert isinstance(pope, m.Profile)
    assert pope.alternates
    assert all(isinstance(a, dict) and a.get("pope_id") for a in pope.alternates)


def test_pope_lookup_of_a_bishop_is_not_found_with_a_hint(demo):
    result = skills.pope_lookup(token=demo, query="Archbishop of Manila")
    assert isinstance(result, m.NotFound)
    assert result.hint and "get_person" in result.hint


def test_person_lookup_of_a_pope_is_not_found_with_a_hint(demo):
    result = skills.person_lookup(token=demo, query="Benedict XVI")
    assert isinstance(result, m.NotFound)
    assert result.hint and "pope" in result.hint


def test_person_lookup_by_name(demo):
    person = skills.person_lookup(token=demo, query="Archbishop of Manila")
    assert isinstance(person, m.Profile) and person.kind == "person"
    assert person.id and person.name


def test_lookup_with_no_match_is_a_not_found_result(demo):
    result = skills.saint_lookup(token=demo, query="Zzyzx Qwertyuiop")
    assert isinstance(result, m.NotFound)
    assert result.query == "Zzyzx Qwertyuiop"
    assert result.hint  # the sandbox suggests a better-known name


def test_diocese_lookup_by_source_code(demo):
    diocese = skills.diocese_lookup(token=demo, source_code="dmaml")
    assert isinstance(diocese, m.Profile)
    assert (diocese.kind, diocese.id) == ("diocese", "dmaml")
    assert "Manila" in diocese.name
    assert "recent_statistics" in diocese.fields


def test_diocese_lookup_by_name(demo):
    diocese = skills.diocese_lookup(token=demo, query="Archdiocese of Manila")
    assert isinstance(diocese, m.Profile) and diocese.id == "dmaml"


def test_diocese_statistics_series_has_every_metric_per_year(demo):
    series = skills.diocese_statistics(
        token=demo, source_code="dmaml", start_year=2010, end_year=2020
    )
    assert isinstance(series, m.StatisticsSeries)
    assert series.source_code == "dmaml" and "Manila" in series.diocese_name
    assert series.rows
    assert all(2010 <= row["year"] <= 2020 for row in series.rows)
    assert [r["year"] for r in series.rows] == sorted(r["year"] for r in series.rows)
    for row in series.rows:
        assert set(row) == {"year", *m.METRICS}
        assert all(v is None or isinstance(v, int | float) for v in row.values())
    assert len(m.METRICS) == 19 and m.StatisticsSeries.METRICS == m.METRICS


def test_diocese_statistics_of_an_unknown_diocese_is_not_found(demo):
    result = skills.diocese_statistics(token=demo, source_code="no-such-code")
    assert isinstance(result, m.NotFound)


@pytest.mark.parametrize(
    "call",
    [
        lambda t: skills.pope_lookup(token=t, pope_id="leo-xiv"),
        lambda t: skills.saint_lookup(token=t, saint_id="jerome"),
        lambda t: skills.diocese_lookup(token=t, source_code="dmaml"),
    ],
)
def test_results_are_frozen(demo, call):
    result = call(demo)
    with pytest.raises(AttributeError):
        result.name = "changed"
