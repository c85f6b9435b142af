"""Size caps: text and data from upstream are cut before anything is cached, stored or returned,
a cut result says so, and nothing oversized ever reaches the shared cache.

Oversized answers are fed through the real client and parse path (only the transport under
httpx is replaced); tests/library/test_oversized.py does the same over the sandbox and pages.
"""

# Reference: docs/upstream.md §9 (the portal bounds upstream sizes).

from __future__ import annotations

import math
import re
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st
from pydantic import TypeAdapter

from portal.magisterium import cache as shared_cache
from portal.magisterium import limits, skills, wire
from portal.magisterium.results import Origin
from tests.examples import examples

ORIGINAL = "https://www.vatican.va/content/francesco/en/encyclicals/laudato-si.html"


def paragraphs(count: int) -> str:
    return "\n\n".join(f"Paragraph {n}: " + "word " * 29 + "end." for n in range(count))


def document_parts(body: str) -> list[dict]:
    data = {"id": "long-doc", "title": "A long document", "url": ORIGINAL}
    return [{"kind": "text", "text": body}, {"kind": "data", "data": data}]


def cached_texts(entry: shared_cache.Entry) -> str:
    return "".join(p.get("text", "") for p in entry.payload["parts"])


@pytest.fixture
def small_caps(settings):
    settings.MAGISTERIUM_MAX_DOCUMENT_CHARS = 2_000
    settings.MAGISTERIUM_MAX_ANSWER_CHARS = 500
    settings.MAGISTERIUM_MAX_FIELD_CHARS = 100
    settings.MAGISTERIUM_MAX_LIST_ITEMS = 5
    settings.MAGISTERIUM_MAX_DATA_CHARS = 10_000
    return settings


# --- Text ------------------------------------------------------------------------------------


def test_a_long_document_is_cut_at_a_paragraph_end_and_marked(
    fake_upstream, fake_token, small_caps
):
    body = paragraphs(100)
    fake_upstream.task("document", document_parts(body))
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert document.truncated
    assert 1_500 < len(document.body) <= 2_000
    assert body.startswith(document.body)
    assert body[len(document.body) :].startswith("\n\n")  # a whole paragraph is kept
    assert document.url == ORIGINAL  # the way to the whole text


def test_a_document_within_the_cap_is_untouched(fake_upstream, fake_token, small_caps):
    body = paragraphs(5)
    fake_upstream.task("document", document_parts(body))
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert document.body == body
    assert not document.truncated


def test_only_the_cut_copy_is_cached_and_it_stays_marked(fake_upstream, fake_token, small_caps):
    fake_upstream.task("document", document_parts(paragraphs(1_000)))
    skills.document_fetch(token=fake_token, document_id="long-doc")
    for entry in (
        shared_cache.fresh("document_fetch", {"id": "long-doc"}),
        shared_cache.last_good("document_fetch", {"id": "long-doc"}),
    ):
        assert len(cached_texts(entry)) <= 2_000
    again = skills.document_fetch(token=fake_token, document_id="long-doc")  # from the cache
    assert len(fake_upstream.requests) == 1
    assert again.truncated and len(again.body) <= 2_000


def test_a_copy_cached_before_the_caps_is_cut_when_read(fake_upstream, fake_token, small_caps):
    shared_cache.store(
        "document_fetch",
        {"id": "long-doc"},
        {"parts": document_parts(paragraphs(1_000))},
        found=True,
        fetched_at=datetime.now(UTC),
    )
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert fake_upstream.requests == []
    assert document.truncated and len(document.body) <= 2_000


def test_text_split_over_many_parts_shares_one_cap(fake_upstream, fake_token, small_caps):
    texts = [{"kind": "text", "text": paragraphs(3)} for _ in range(50)]
    fake_upstream.task("document", texts)
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert document.truncated
    assert len(document.body) <= 2_000


def test_a_long_answer_is_cut_and_marked(fake_upstream, fake_token, small_caps):
    fake_upstream.task(
        "catholic_qa_response",
        [{"kind": "text", "text": paragraphs(200)}, {"kind": "data", "data": {"citations": []}}],
    )
    answer = skills.catholic_qa(token=fake_token, question="Why?")
    assert answer.truncated
    assert len(answer.text) <= 500


def test_lone_surrogates_become_replacement_characters_everywhere(fake_upstream, fake_token):
    # Valid JSON ("\\ud800"), but no page can encode it as UTF-8.
    fake_upstream.task(
        "document",
        [
            {"kind": "text", "text": "Laudato si\udfff 😀"},
            {"kind": "data", "data": {"id": "long-doc", "title": "T\ud800", "x\udc00": ["\ud800"]}},
        ],
    )
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert document.body == "Laudato si\ufffd 😀"
    assert document.title == "T\ufffd"
    assert not document.truncated
    cached = shared_cache.fresh("document_fetch", {"id": "long-doc"}).payload["parts"][1]["data"]
    assert cached["x\ufffd"] == ["\ufffd"]


def test_nul_characters_become_replacement_characters_so_an_answer_can_be_stored(
    fake_upstream, fake_token
):
    # Valid JSON ("\\u0000"), but PostgreSQL refuses NUL in a text column.
    fake_upstream.task(
        "catholic_qa_response",
        [{"kind": "text", "text": "Grace\x00 and peace"},
         {"kind": "data", "data": {"related_questions": ["Why\x00?"]}}],
    )  # fmt: skip
    answer = skills.catholic_qa(token=fake_token, question="Why?")
    assert answer.text == "Grace\ufffd and peace"
    assert answer.related_questions == ["Why\ufffd?"]


def test_a_text_without_any_break_is_cut_at_the_limit():
    assert limits.cut_text("x" * 5_000, 1_000) == "x" * 1_000
    assert limits.cut_text("short", 1_000) == "short"


# --- Data ------------------------------------------------------------------------------------


def test_long_strings_long_lists_and_long_keys_in_data_are_cut(
    fake_upstream, fake_token, small_caps
):
    data = {
        "pope_id": "leo-xiv",
        "primary_name": "Leo XIV",
        "biography": "b" * 5_000,
        "k" * 500: "a key no page knows",
        "alternates": [{"pope_id": f"pope-{n}", "name": f"Pope {n}"} for n in range(50)],
    }
    fake_upstream.task("pope_profile", [{"kind": "data", "data": data}])
    profile = skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert profile.id == "leo-xiv" and profile.name == "Leo XIV"
    assert len(profile.fields["biography"]) == 100
    assert profile.fields["biography"].endswith("…")
    assert "k" * 500 not in profile.fields
    assert len(profile.alternates) == 5


def test_search_results_are_capped_in_number(fake_upstream, fake_token, small_caps):
    hits = [{"id": f"doc-{n}", "title": f"Document {n}"} for n in range(1_000)]
    fake_upstream.task("search_results", [{"kind": "data", "data": {"results": hits}}])
    results = skills.document_search(token=fake_token, query="grace")
    assert [hit.id for hit in results.results] == [f"doc-{n}" for n in range(5)]


def test_citations_of_an_answer_are_capped(fake_upstream, fake_token, small_caps):
    citations = [{"title": "t" * 1_000, "document_id": f"d{n}"} for n in range(100)]
    fake_upstream.task(
        "catholic_qa_response",
        [{"kind": "text", "text": "Yes."}, {"kind": "data", "data": {"citations": citations}}],
    )
    answer = skills.catholic_qa(token=fake_token, question="Why?")
    assert len(answer.citations) == 5
    assert all(len(c.title) == 100 for c in answer.citations)
    assert answer.truncated


def test_upstream_part_metadata_and_unknown_parts_are_not_kept(fake_upstream, fake_token):
    fake_upstream.task(
        "document",
        [
            {"kind": "text", "text": "Body.", "metadata": {"blob": "x" * 100_000}},
            {"kind": "video", "frames": ["x" * 100_000]},
            {"kind": "data", "data": {"id": "long-doc"}},
        ],
    )
    skills.document_fetch(token=fake_token, document_id="long-doc")
    payload = shared_cache.fresh("document_fetch", {"id": "long-doc"}).payload
    assert payload["parts"] == [
        {"kind": "text", "text": "Body."},
        {"kind": "data", "data": {"id": "long-doc"}},
    ]


def test_a_copy_cached_under_larger_caps_is_cut_on_the_way_out(fake_upstream, fake_token, settings):
    fake_upstream.task("document", [{"kind": "text", "text": "Body. " * 100},
                                    {"kind": "data", "data": {"id": "long-doc"}}])  # fmt: skip
    skills.document_fetch(token=fake_token, document_id="long-doc")
    assert "caps" in shared_cache.fresh("document_fetch", {"id": "long-doc"}).payload
    settings.MAGISTERIUM_MAX_DOCUMENT_CHARS = 100  # lowered after the copy was stored
    document = skills.document_fetch(token=fake_token, document_id="long-doc")
    assert document.origin is Origin.CACHE
    assert document.truncated and len(document.body) <= 100


# Long strings are cheap to draw as runs of one letter; their content does not matter here.
strings = st.text(max_size=5) | st.integers(0, 150).map(lambda n: "s" * n)
keys = st.text(max_size=5) | st.integers(95, 110).map(lambda n: "k" * n)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | strings,
    lambda children: st.lists(children, max_size=8) | st.dictionaries(keys, children, max_size=8),
    max_leaves=25,
)


def _cost(value) -> int:
    """What the cap counts: every character of strings and keys, one per other value."""
    if isinstance(value, list):
        return sum(map(_cost, value))
    if isinstance(value, dict):
        return sum(len(k) + _cost(v) for k, v in value.items())
    return len(value) if isinstance(value, str) else 1


def _depth(value) -> int:
    children = value if isinstance(value, list) else list(value.values())
    nested = [_depth(c) for c in children if isinstance(c, list | dict)]
    return 1 + max(nested, default=0)


def _string_chars(value) -> int:
    if isinstance(value, str):
        return len(value)
    if isinstance(value, list):
        return sum(map(_string_chars, value))
    if isinstance(value, dict):
        return sum(len(k) + _string_chars(v) for k, v in value.items())
    return 0


def _within(value, *, field: int, items: int) -> bool:
    if isinstance(value, str):
        return len(value) <= field
    if isinstance(value, list):
        return len(value) <= items and all(_within(v, field=field, items=items) for v in value)
    if isinstance(value, dict):
        return len(value) <= items and all(
            len(k) <= field and _within(v, field=field, items=items) for k, v in value.items()
        )
    return True


@hsettings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(datas=st.lists(st.dictionaries(keys, json_values, max_size=7), max_size=3))
def test_whatever_the_data_every_string_list_and_total_stays_within_the_caps(small_caps, datas):
    small_caps.MAGISTERIUM_MAX_DATA_CHARS = 1_000
    parts = [wire.DataPart(data=data) for data in datas]
    capped = limits.cap_parts(parts, skill_id="pope_lookup")
    kept = [part.data for part in capped]
    assert all(_within(data, field=100, items=5) for data in kept)
    # The last key read may overshoot the total by at most one field.
    assert _string_chars(kept) <= 1_000 + 100 + 1
    small = sum(map(_cost, datas)) < 1_000 and all(
        _within(d, field=100, items=5) and _depth(d) <= limits.MAX_DEPTH for d in datas
    )
    if small:  # kept whole, only NULs and lone surrogates replaced (no store could keep them)
        assert kept == _storable(datas) and not limits.was_cut(capped)


def _storable(value):
    if isinstance(value, str):
        return re.sub("[\ud800-\udfff\x00]", "\ufffd", value)
    if isinstance(value, list):
        return [_storable(v) for v in value]
    if isinstance(value, dict):
        return {_storable(k): _storable(v) for k, v in value.items()}
    return value


@hsettings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    datas=st.lists(
        st.dictionaries(keys, json_values | st.sampled_from([float("inf"), float("nan")]),
                        max_size=7),
        max_size=3,
    ),
    text=st.none() | strings,
)  # fmt: skip
def test_capping_and_dumping_in_one_walk_gives_what_a_second_walk_would(small_caps, datas, text):
    parts = [wire.DataPart(data=data) for data in datas]
    if text is not None:
        parts.insert(0, wire.TextPart(text=text))
    capped, dumped = limits.cap_and_dump(parts, skill_id="pope_lookup")
    assert capped == limits.cap_parts(parts, skill_id="pope_lookup")
    finite = all(_finite(part.data) for part in capped if isinstance(part, wire.DataPart))
    # A NaN or an infinity kept (JSON has neither): no JSON form, the caller has pydantic dump.
    assert (dumped is None) == (not finite)
    if dumped is not None:
        assert dumped == TypeAdapter(list[wire.Part]).dump_python(
            capped, mode="json", by_alias=True, exclude_none=True
        )


def _finite(value) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(map(_finite, value))
    if isinstance(value, dict):
        return all(map(_finite, value.values()))
    return True
