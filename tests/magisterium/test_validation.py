"""Input is checked before anything is sent: bad input costs no request and no throttle slot."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from portal import magisterium as m
from portal.magisterium import skills


@pytest.mark.parametrize(
    "call",
    [
        lambda t: skills.pope_lookup(token=t),
        lambda t: skills.saint_lookup(token=t),
        lambda t: skills.person_lookup(token=t),
        lambda t: skills.diocese_lookup(token=t),
        lambda t: skills.diocese_statistics(token=t, start_year=2000),
        lambda t: skills.pope_lookup(token=t, query="   \n\t "),
        lambda t: skills.pope_lookup(token=t, pope_id=""),
        lambda t: skills.pope_lookup(token=t, query="Leo", pope_id="leo-xiv"),
        lambda t: skills.saint_lookup(token=t, query="x" * (m.MAX_QUERY_CHARS + 1)),
        lambda t: skills.saint_lookup(token=t, query=42),
        lambda t: skills.document_search(token=t, query=""),
        lambda t: skills.document_search(token=t, query="y" * (m.MAX_QUERY_CHARS + 1)),
        lambda t: skills.document_fetch(token=t, document_id="  "),
        lambda t: skills.document_fetch(token=t, document_id="d" * (m.MAX_ID_CHARS + 1)),
        lambda t: skills.catholic_qa(token=t, question=""),
        lambda t: skills.catholic_qa(token=t, question="q" * (m.MAX_QUESTION_CHARS + 1)),
        lambda t: skills.catholic_qa(token=t, question="Why?", context_id=""),
        lambda t: skills.liturgical_readings(token=t, day="2026-01-01"),
        lambda t: skills.saints_of_the_day(token=t, day=None),
        lambda t: skills.diocese_statistics(
            token=t, source_code="dmaml", start_year=2020, end_year=2010
        ),
        lambda t: skills.diocese_statistics(token=t, source_code="dmaml", start_year="2020"),
        lambda t: skills.diocese_statistics(token=t, source_code="dmaml", end_year=True),
        lambda t: skills.diocese_statistics(token=t, source_code="dmaml", end_year=123456),
    ],
)
def test_invalid_input_is_refused_locally_without_a_request(fake_upstream, fake_token, call):
    with pytest.raises(m.InvalidParams) as raised:
        call(fake_token)
    assert fake_upstream.requests == []
    assert raised.value.permanent
    assert raised.value.user_message.endswith(".")


def test_limits_are_inclusive(fake_upstream, fake_token):
    fake_upstream.raw(500, b"")
    with pytest.raises(m.UpstreamUnavailable):
        skills.saint_lookup(token=fake_token, query="x" * m.MAX_QUERY_CHARS)
    with pytest.raises(m.UpstreamUnavailable):
        skills.catholic_qa(token=fake_token, question="q" * m.MAX_QUESTION_CHARS)
    assert len(fake_upstream.requests) == 2


def test_over_long_input_names_the_limit(fake_upstream, fake_token):
    with pytest.raises(m.InvalidParams) as raised:
        skills.document_search(token=fake_token, query="x" * 501)
    assert raised.value.user_message == "Please use at most 500 characters."


def test_a_datetime_is_taken_as_its_date(fake_upstream, fake_token):
    fake_upstream.raw(500, b"")
    with pytest.raises(m.UpstreamUnavailable):
        skills.liturgical_readings(token=fake_token, day=datetime(2026, 12, 25, 23, 30))
    assert b'"text":"2026-12-25"' in fake_upstream.requests[0].content


def test_a_token_without_an_access_token_is_unauthorized_without_a_request(fake_upstream):
    token = m.UserToken(account_id="a1", access_token="")
    with pytest.raises(m.Unauthorized):
        skills.pope_lookup(token=token, pope_id="leo-xiv")
    assert fake_upstream.requests == []


def test_anything_but_a_user_token_is_a_programming_error(fake_upstream):
    with pytest.raises(TypeError):
        skills.pope_lookup(token="raw-access-token", pope_id="leo-xiv")
    with pytest.raises(ValueError):
        m.UserToken(account_id="", access_token="t")
    assert fake_upstream.requests == []


def test_skill_functions_take_keyword_arguments_only(fake_token):
    with pytest.raises(TypeError):
        skills.pope_lookup(fake_token, "Leo")  # type: ignore[misc]
    with pytest.raises(TypeError):
        skills.liturgical_readings(fake_token, date(2026, 1, 1))  # type: ignore[misc]
