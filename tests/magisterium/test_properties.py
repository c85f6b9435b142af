"""Property tests: whatever the network answers, a skill call returns a result or raises a
MagisteriumError, never anything else, and never with the token in the error's text.

Driven through the real client and parse path; only the transport under httpx is replaced
(the sandbox cannot emit arbitrary bytes on demand).
"""

from __future__ import annotations

import json
import uuid
from datetime import date

import httpx
import pytest
from hypothesis import HealthCheck, event, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from portal import magisterium as m
from portal.magisterium import artifacts, skills
from tests.examples import examples
from tests.magisterium.conftest import completed_task

pytestmark = [pytest.mark.unit, pytest.mark.usefixtures("no_shared_cache")]

PROPERTY_SETTINGS = hsettings(
    max_examples=examples(200),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

STATUSES = st.sampled_from([200, 201, 204, 301, 400, 401, 403, 404, 405, 429, 500, 502, 503, 504])
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=20,
)
# Plausible-looking keys make the generator reach deep into the parse path more often.
WIRE_KEYS = [
    "kind", "id", "text", "data", "results", "title", "url", "error", "query", "hint",
    "alternates", "rows", "year", "source_code", "year_range", "citations", "related_questions",
    "primary_name", "pope_id", "file", "uri",
]  # fmt: skip
wire_dicts = st.dictionaries(
    st.sampled_from(WIRE_KEYS) | st.text(max_size=8), json_values, max_size=6
)
parts = st.lists(
    st.one_of(
        st.fixed_dictionaries({"kind": st.just("text"), "text": st.text(max_size=40)}),
        st.fixed_dictionaries({"kind": st.just("data"), "data": wire_dicts}),
        st.fixed_dictionaries(
            {"kind": st.sampled_from(["text", "data", "file", "video", ""])}
        ).flatmap(lambda base: wire_dicts.map(lambda extra: {**extra, **base})),
        json_values,
    ),
    max_size=4,
)


@pytest.fixture
def no_shared_cache(settings):
    # Every example must reach the parse path: a cached answer would short-circuit it.
    settings.MAGISTERIUM_CACHE_ENABLED = False


def fresh_token() -> m.UserToken:
    # A new account per example: an upstream 429 blocks only that account in the throttle.
    return m.UserToken(account_id=uuid.uuid4().hex, access_token=f"secret-{uuid.uuid4().hex}")


CALLS = {
    "catholic_qa": lambda t: skills.catholic_qa(token=t, question="What is grace?"),
    "document_search": lambda t: skills.document_search(token=t, query="grace"),
    "document_fetch": lambda t: skills.document_fetch(token=t, document_id="laudato-si"),
    "liturgical_readings": lambda t: skills.liturgical_readings(token=t, day=date(2026, 3, 19)),
    "saints_of_the_day": lambda t: skills.saints_of_the_day(token=t, day=date(2026, 3, 19)),
    "saint_lookup": lambda t: skills.saint_lookup(token=t, query="Jerome"),
    "person_lookup": lambda t: skills.person_lookup(token=t, person_id="someone"),
    "pope_lookup": lambda t: skills.pope_lookup(token=t, pope_id="leo-xiv"),
    "diocese_lookup": lambda t: skills.diocese_lookup(token=t, source_code="dmaml"),
    "diocese_statistics_lookup": lambda t: skills.diocese_statistics(token=t, source_code="dmaml"),
}
ARTIFACTS = artifacts.ARTIFACT_NAMES


def call_and_check(skill_id: str, *, record: bool = True):
    token = fresh_token()
    try:
        outcome = CALLS[skill_id](token)
        if record:
            event(type(outcome).__name__)  # --hypothesis-show-statistics: what was reached
        return outcome
    except m.MagisteriumError as error:
        if record:
            event(type(error).__name__)
        for text in (str(error), repr(error), error.user_message, error.detail):
            assert token.access_token not in text
        assert isinstance(error.user_message, str) and error.user_message
        return error


skill_ids = st.sampled_from(sorted(CALLS))


@PROPERTY_SETTINGS
@given(skill_id=skill_ids, status=STATUSES, body=st.binary(max_size=300))
def test_arbitrary_bytes_on_any_status_become_typed_errors(fake_upstream, skill_id, status, body):
    fake_upstream.raw(status, body)
    outcome = call_and_check(skill_id)
    assert isinstance(outcome, m.MagisteriumError)


@PROPERTY_SETTINGS
@given(skill_id=skill_ids, status=STATUSES, payload=json_values)
def test_arbitrary_json_bodies_become_typed_errors(fake_upstream, skill_id, status, payload):
    fake_upstream.json(status, payload)
    outcome = call_and_check(skill_id)
    # No arbitrary value carries the request's own id, so none can pass as an answer.
    assert isinstance(outcome, m.MagisteriumError)


@PROPERTY_SETTINGS
@given(
    skill_id=skill_ids,
    status=STATUSES,
    code=st.integers(min_value=-33000, max_value=1000)
    | st.sampled_from([-32001, -32002, -32003, -32004, -32005, -32602, -32603]),
    message=json_values,
    data=json_values,
)
def test_any_json_rpc_error_becomes_a_typed_error(
    fake_upstream, skill_id, status, code, message, data
):
    fake_upstream.error(status, code, message, data)
    outcome = call_and_check(skill_id)
    assert isinstance(outcome, m.MagisteriumError)
    if isinstance(outcome, m.RateLimited):
        assert 1 <= outcome.retry_after <= 3600


@PROPERTY_SETTINGS
@given(skill_id=skill_ids, result=json_values)
def test_any_result_value_is_a_result_or_a_typed_error(fake_upstream, skill_id, result):
    fake_upstream.result(result)
    call_and_check(skill_id)


@PROPERTY_SETTINGS
@given(
    skill_id=skill_ids,
    state=st.sampled_from(["completed", "failed", "working", "submitted", "canceled", "??"]),
    artifact_parts=parts,
    use_expected_name=st.booleans(),
)
def test_any_artifact_content_is_a_result_or_a_typed_error(
    fake_upstream, skill_id, state, artifact_parts, use_expected_name
):
    name = ARTIFACTS[skill_id] if use_expected_name else "something_else"
    fake_upstream.task(name, artifact_parts, state=state)
    outcome = call_and_check(skill_id)
    if state != "completed":
        assert isinstance(outcome, m.MagisteriumError)


# Near-miss payloads: the right keys with arbitrary values, so the generator reaches every
# builder (profiles, not_found, search hits, statistics rows) and not only the first checks.
text_or_any = st.text(max_size=20) | json_values
year_or_any = st.integers(min_value=1900, max_value=2030) | json_values
metric_or_any = st.integers(min_value=0) | st.floats(allow_nan=True) | json_values
not_found_data = st.fixed_dictionaries(
    {"error": st.just("not_found") | text_or_any},
    optional={"query": text_or_any, "hint": text_or_any},
)
profile_data = st.fixed_dictionaries(
    {"primary_name": text_or_any},
    optional={
        "pope_id": text_or_any,
        "saint_id": text_or_any,
        "person_id": text_or_any,
        "source_code": text_or_any,
        "alternates": st.lists(wire_dicts | json_values, max_size=3) | json_values,
        "feast_day": json_values,
    },
)
search_data = st.fixed_dictionaries(
    {
        "results": st.lists(
            st.fixed_dictionaries(
                {"id": text_or_any}, optional={"url": text_or_any, "title": text_or_any}
            )
            | json_values,
            max_size=3,
        )
        | json_values
    }
)
statistics_data = st.fixed_dictionaries(
    {
        "source_code": text_or_any,
        "rows": st.lists(
            st.fixed_dictionaries(
                {"year": year_or_any},
                optional={name: metric_or_any for name in m.METRICS[:5]},
            )
            | json_values,
            max_size=3,
        )
        | json_values,
    },
    optional={
        "diocese_name": text_or_any,
        "year_range": st.fixed_dictionaries({}, optional={"start": year_or_any, "end": year_or_any})
        | json_values,
    },
)
answer_data = st.fixed_dictionaries(
    {},
    optional={
        "citations": st.lists(wire_dicts | json_values, max_size=3) | json_values,
        "related_questions": st.lists(text_or_any, max_size=3) | json_values,
    },
)
document_data = st.fixed_dictionaries(
    {}, optional={k: text_or_any for k in ("id", "title", "author", "ref", "url")}
)
DATA_FOR = {
    "catholic_qa": answer_data,
    "document_search": search_data,
    "document_fetch": document_data,
    "liturgical_readings": wire_dicts,
    "saints_of_the_day": wire_dicts,
    "saint_lookup": not_found_data | profile_data,
    "person_lookup": not_found_data | profile_data,
    "pope_lookup": not_found_data | profile_data,
    "diocese_lookup": not_found_data | profile_data,
    "diocese_statistics_lookup": not_found_data | statistics_data,
}
skill_and_data = skill_ids.flatmap(
    lambda skill_id: st.tuples(st.just(skill_id), DATA_FOR[skill_id] | wire_dicts)
)


@PROPERTY_SETTINGS
@given(
    skill_and_data=skill_and_data,
    texts=st.lists(st.text(max_size=30) | st.just("Document not found."), max_size=2),
)
def test_any_data_part_is_a_result_or_a_typed_error(fake_upstream, skill_and_data, texts):
    skill_id, data = skill_and_data
    text_parts = [{"kind": "text", "text": text} for text in texts]
    fake_upstream.task(ARTIFACTS[skill_id], [*text_parts, {"kind": "data", "data": data}])
    call_and_check(skill_id)


@pytest.mark.parametrize("depth", [200, 900, 5000, 100_000])
def test_deeply_nested_json_is_a_result_or_a_typed_error(fake_upstream, depth):
    nested = b'{"x":' * depth + b"{}" + b"}" * depth
    task = json.dumps(completed_task("pope_profile", [{"kind": "data", "data": {"x": None}}]))
    task = task.encode().replace(b'{"x": null}', b'{"primary_name": "Leo", "x": ' + nested + b"}")

    def respond(request, body):
        envelope = b'{"jsonrpc": "2.0", "id": "' + body["id"].encode() + b'", "result": '
        return httpx.Response(200, content=envelope + task + b"}")

    fake_upstream.responder = respond
    call_and_check("pope_lookup", record=False)
