"""The one id rule (portal.core.ids): every id page's URL pattern takes every id the rule
accepts, and a link built from an id opens the page it names, or there is no link."""

from __future__ import annotations

import pytest
from django.urls import resolve
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.core.ids import MAX_ID_CHARS, id_url, is_valid_id
from tests.examples import examples

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

# Every page whose URL carries a canonical id, with the URL keyword that holds it.
ID_PAGES = [
    ("library:document", "document_id"),
    ("directory:saint", "saint_id"),
    ("directory:pope", "pope_id"),
    ("directory:person", "person_id"),
    ("directory:diocese", "source_code"),
    ("trends:diocese", "source_code"),
]

ACCEPTED = ["dmaml", "benedict-xvi", "d.maml", "a_b~c", "D1", "d" * MAX_ID_CHARS, "x" * 41]
REFUSED = [
    "", " ", "d maml", "a/b", "-jerome", ".hidden", ".", "..", "d" * (MAX_ID_CHARS + 1),
    "<script>", "dmaml\n", "bénédict", "a?b", "a#b", "a%2Fb", None, 42, ["dmaml"],
]  # fmt: skip

accepted_ids = st.from_regex(r"\A[A-Za-z0-9][A-Za-z0-9._~-]{0,199}\Z")


@pytest.mark.parametrize("value", ACCEPTED)
def test_the_rule_accepts_slugs_with_dots_up_to_the_limit(value):
    assert is_valid_id(value)


@pytest.mark.parametrize("value", REFUSED)
def test_the_rule_refuses_anything_else_without_an_exception(value):
    assert not is_valid_id(value)


@settings(max_examples=examples(200), deadline=None)
@given(value=accepted_ids)
def test_every_id_page_takes_every_id_the_rule_accepts(value):
    assert is_valid_id(value)
    for view_name, keyword in ID_PAGES:
        if view_name == "trends:diocese" and value == "compare":
            continue  # the comparison page's address: see the test below
        url = id_url(view_name, **{keyword: value})
        assert url is not None, (view_name, value)
        match = resolve(url)
        assert (match.view_name, match.kwargs[keyword]) == (view_name, value)


@pytest.mark.parametrize("value", REFUSED)
@pytest.mark.parametrize(("view_name", "keyword"), ID_PAGES)
def test_an_id_the_rule_refuses_gets_no_link(view_name, keyword, value):
    assert id_url(view_name, **{keyword: value}) is None


def test_a_diocese_coded_compare_gets_no_chart_link_to_the_comparison_page():
    assert resolve("/trends/compare/").view_name == "trends:compare"
    assert id_url("trends:diocese", source_code="compare") is None
    # Only the trends address is taken: its directory page is an ordinary entry page.
    assert id_url("directory:diocese", source_code="compare") == "/dioceses/compare/"
