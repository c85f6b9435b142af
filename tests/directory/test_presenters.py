"""Known fields by name, everything else generically: unexpected shapes never break a page."""

from __future__ import annotations

import re

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.directory.lookups import DIRECTORIES
from portal.directory.presenters import not_found_view, profile_view
from portal.directory.values import humanize_key, partial_date
from portal.magisterium import NotFound, Profile
from tests.examples import examples
from tests.html import definitions, one, page, some, terms

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def render_profile(profile: Profile) -> str:
    request = RequestFactory().get("/")
    return render_to_string(
        "directory/_profile.html", {"view": profile_view(profile), "h": 1}, request=request
    )


def saint(**fields) -> Profile:
    return Profile(
        kind="saint",
        id="saint-x",
        name="Saint X",
        fields={"saint_id": "saint-x", "primary_name": "Saint X", **fields},
        alternates=[],
    )


def test_unknown_fields_are_shown_generically_with_humanised_keys_and_nested_values():
    html = render_profile(
        saint(
            relics=[
                {"place": "Rome", "since": "1200-05-01"},
                {"place": "Bethlehem", "church": {"name": "Nativity", "rite": "Latin"}},
            ],
            veneration={
                "regions": ["Italy", "Croatia"],
                "pilgrimsPerYear": 12000,
                "shrine_url": "https://example.org/shrine",
                "official": True,
            },
            consecrated_by={"person_id": "mark-mccarthy", "primary_name": "Mark McCarthy"},
            empty_thing=None,
        )
    )
    other = html[html.index("Other details") :]
    section = one(page(html), "section.other-details")
    pairs = definitions(section)
    assert "Relics" in terms(section)
    assert ("Place", "Rome") in pairs
    some(section, 'time[datetime="1200-05-01"]', "1 May 1200")
    assert "Church" in terms(section) and some(section, "dd", "Nativity")
    assert "Veneration" in terms(section)
    some(section, "dd", "Italy, Croatia")
    assert ("Pilgrims per year", "12,000") in pairs
    assert "Shrine URL" in terms(section) and some(section, 'a[href="https://example.org/shrine"]')
    assert ("Official", "Yes") in pairs
    some(section, 'a[href="/clergy/mark-mccarthy/"]', "Mark McCarthy")  # a reference → a link
    assert "Empty thing" not in other
    # Never Python's repr of a container.
    assert not re.search(r"\{'|\['|': |True\b|None\b", other)


def test_a_known_field_in_an_unexpected_shape_degrades_to_a_generic_row():
    html = render_profile(
        saint(
            feast_day={"day": 30, "month": 9},
            birth=["347", "Stridon"],
            patronage="translators",
            canonization="long ago",
        )
    )
    pairs = definitions(one(page(html), "section.other-details"))
    assert "Feast day" in [term for term, _ in pairs] and ("Day", "30") in pairs
    assert ("Birth", "347, Stridon") in pairs
    assert ("Canonization", "long ago") in pairs
    # A single text where a list was expected is still a list of one.
    before = page(html[: html.index("Other details")])
    some(before, 'li > a:last-child[href="/saints/?q=translators"]', "translators")


def test_upstream_text_is_escaped_and_prose_goes_through_the_markdown_path():
    html = render_profile(
        saint(
            biography="**Bold** <script>alert(1)</script> [x](javascript:alert(1))",
            motto_note='<img src=x onerror="alert(1)">',
            learn_more_url="javascript:alert(1)",
            image_url="http://insecure.example/p.jpg",
        )
    )
    some(page(html), "strong", "Bold")
    assert "<script>" not in html  # escaping: a fact of the raw text
    assert 'href="javascript:' not in html
    assert 'onerror="' not in html
    assert "insecure.example" not in html.split("Other details")[0]  # not an <img>: CSP is https


def test_deeply_nested_values_are_summarised_not_recursed_forever():
    nested: dict = {"leaf": "bottom"}
    for _ in range(30):
        nested = {"level": nested}
    html = render_profile(saint(archive=nested))
    assert "(further details not shown)" in html
    assert "bottom" not in html


@settings(max_examples=examples(60), deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
        lambda children: (
            st.lists(children, max_size=3)
            | st.dictionaries(st.text(max_size=8), children, max_size=3)
        ),
        max_leaves=12,
    )
)
def test_any_json_value_in_any_field_renders_without_error(value):
    for kind, fields in [
        ("saint", {"feast_day": value, "birth": value, "surprise": value}),
        ("person", {"consecration": value, "episcopal_lineage": value, "current_diocese": value}),
        ("pope", {"pontificate": value, "ordinal": value}),
        (
            "diocese",
            {"recent_statistics": value, "latest_financials": value, "metropolitan": value},
        ),
    ]:
        profile = Profile(kind=kind, id="x-1", name="X", fields=fields, alternates=[])
        assert "X" in render_profile(profile)


def test_alternates_link_to_canonical_pages_and_skip_unusable_ids():
    profile = Profile(
        kind="pope",
        id="benedict-xvi",
        name="Pope Benedict XVI",
        fields={},
        alternates=[
            {"pope_id": "benedict-xv", "primary_name": "Pope Benedict XV", "ordinal": 258},
            {"pope_id": "../../admin", "primary_name": "Odd"},
        ],
    )
    view = profile_view(profile)
    assert view.alternates[0].ref.url == "/popes/benedict-xv/"
    assert view.alternates[0].details == ["258th pope"]
    assert view.alternates[1].ref.url is None


@pytest.mark.parametrize(
    ("kind", "hint", "suggested"),
    [
        ("person", "Top match looks like a pope; try get_pope.", "pope"),
        ("pope", "Top match looks like a non-pope clergy member; try get_person.", "person"),
        ("saint", "Try the saint's best-known name.", None),
        ("diocese", None, None),
    ],
)
def test_not_found_hints_point_across_directories(kind, hint, suggested):
    view = not_found_view(NotFound(query="ab", hint=hint), DIRECTORIES[kind], "ab")
    if suggested:
        assert view.suggested is DIRECTORIES[suggested]
        assert view.suggested_url == f"/{DIRECTORIES[suggested].path}/?q=ab"
        assert view.hint is None
    else:
        assert view.suggested is None and view.hint == hint
    assert len(view.elsewhere) == (2 if suggested else 3)


@pytest.mark.parametrize(
    ("key", "label"),
    [
        ("saint_day_label", "Saint day label"),
        ("birthPlace", "Birth place"),
        ("thumbnail_url", "Thumbnail URL"),
        ("land_km2", "Land km²"),
    ],
)
def test_keys_the_directory_does_not_know_are_humanised(key, label):
    assert humanize_key(key) == label


@pytest.mark.parametrize(
    ("key", "language", "label"),
    [
        ("learn_more_url", "en", "Learn more"),
        ("learn_more_url", "es", "Más información"),
        ("feast_day_label", "hr", "Blagdan"),
        ("image_url", "it", "Immagine"),
    ],
)
def test_fields_the_directory_knows_have_its_own_label_in_the_pages_language(key, language, label):
    with translation.override(language):
        assert humanize_key(key) == label


@pytest.mark.parametrize(
    ("raw", "iso", "display"),
    [
        ("2005-04-19", "2005-04-19", "19 April 2005"),
        ("420-09-30", "0420-09-30", "30 September 420"),
        ("1888", "1888", "1888"),
        ("30", "0030", "30"),
        ("1579-02", "1579-02", "February 1579"),
        ("c. 1200", None, "c. 1200"),
        ("2005-02-30", None, "2005-02-30"),
    ],
)
def test_partial_dates_are_formatted_as_far_as_they_are_known(raw, iso, display):
    parsed = partial_date(raw)
    assert parsed.iso == iso
    assert parsed.display == display
