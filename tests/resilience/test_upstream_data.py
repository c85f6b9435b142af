"""Whatever upstream sends as data, no page answers 500 and no unsafe address reaches the HTML.

Generated answers (malformed addresses such as `https://[x`, `javascript:`, numbers, lists,
objects and nulls where text is expected, huge strings, NaN and Infinity, deep nesting) are
(a) handed straight to every presenter and partial template, and (b) served through every page
type that shows upstream data: a directory profile of each kind and a directory search, the
diocese trends page and its search, the library search, the reader and an Ask answer. For (b)
the sandbox's `/_sandbox/answers` hook puts the answer on the real wire, so it travels the
whole way: HTTP, JSON-RPC, the parser, the cache layer, the view and the template.
"""

# Reference: docs/security.md §9 (one safe-link rule), §16 (malformed answers, never a 500).

from __future__ import annotations

from html.parser import HTMLParser
from types import SimpleNamespace

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from portal.core.links import safe_url
from portal.directory.lookups import DIRECTORIES
from portal.directory.presenters import not_found_view, profile_view
from portal.magisterium import NotFound, Profile
from tests.examples import examples
from tests.html import page

HYPOTHESIS = settings(
    max_examples=examples(20),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# --- What a hostile or broken upstream might send ---------------------------------------------

HOSTILE_ADDRESSES = [
    "https://[x",
    "http://[::1",
    "https://]x[/",
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//evil.example/p.jpg",
    "/relative/path",
    "https://good.example@evil.example/",
    "https://user:pw@evil.example/",
    "https:\\\\evil.example",
    "https://example.org:99999/",
    "https://example.org:port/",
    "https://exa mple.org/",
    "https://example.org/\u202egpj.exe",
    "https://example.org/\x00",
    "https://",
    "http:///no-host",
    "http://insecure.example/portrait.jpg",
    "https://" + "a" * 5000 + ".example/",
    'https://example.org/"><script>alert(1)</script>',
]
FINE_ADDRESSES = ["https://www.vatican.va/", "https://example.org/p.jpg?x=1&y=2"]
HOSTILE_TEXT = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "**bold** [x](javascript:alert(1)) [y](https://[x) [z](/admin/)",
    "{{ request }}{% debug %}",
    "\u202etxet lmth",
    "1200-05-01",
    "0000-00-00",
    "02-30",
    "09-30",
    "9999999-99-99",
    "99999999999999999999-01",
    "12-31-2000",
    "c. 1200",
    "NaN",
    "<" * 3000,
]
# Tens of kilobytes of one snippet (random text that long would be slow to generate). Long
# runs of Markdown punctuation are left to HOSTILE_TEXT's shorter "<<<…": markdown-it-py
# spends time on them that grows faster than their length.
huge_text = st.builds(lambda unit, times: unit * times, st.sampled_from(["x", "ab ", "Deus, "]),
                      st.integers(10_000, 40_000))  # fmt: skip
addresses = st.sampled_from(HOSTILE_ADDRESSES + FINE_ADDRESSES)
# Numbers where a count, a year or a place in a succession is expected, edge values first.
numbers = st.one_of(
    st.sampled_from([float("inf"), float("-inf"), float("nan"), 0, -1, 1.5, 10**20]),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
)
leaves = st.one_of(
    st.none(),
    st.booleans(),
    numbers,
    st.text(max_size=30),
    st.sampled_from(HOSTILE_TEXT),
    addresses,
)
json_values = st.recursive(
    leaves,
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=10) | st.sampled_from(["url", "image_url"]), children,
                      max_size=3),
    max_leaves=12,
)  # fmt: skip


def _nested(depth: int) -> dict:
    value: dict = {"leaf": "https://[x"}
    for _ in range(depth):
        value = {"level": value}
    return value


anything = st.one_of(json_values, addresses, huge_text, st.builds(_nested, st.integers(5, 60)))
# Where the parser guarantees text (an answer, a document's body), only the text is arbitrary.
any_text = st.text(max_size=40) | st.sampled_from(HOSTILE_TEXT + HOSTILE_ADDRESSES) | huge_text
text_or_any = st.text(max_size=20) | anything
year_or_any = st.integers(min_value=-5, max_value=3000) | numbers | anything
ids = st.sampled_from(["leo-xiv", "dmaml", "x", "a.b~c"]) | text_or_any


def near(keys: list[str], values=anything) -> st.SearchStrategy[dict]:
    """An object with some of the expected keys: it reaches past the first shape checks."""
    return st.fixed_dictionaries({}, optional={key: values for key in keys})


reference = near(["person_id", "source_code", "pope_id", "primary_name", "name", "title"])
event_shape = near(["date", "place"])
cause_shape = near(["date", "by", "status"])
FIELDS = {
    # Each kind's known fields, and near-miss shapes for the structured ones.
    "saint": {
        "canonical_status": text_or_any, "vocation": text_or_any, "feast_day": text_or_any,
        "feast_day_label": text_or_any, "birth": event_shape | anything,
        "death": event_shape | anything, "beatification": cause_shape | anything,
        "canonization": cause_shape | anything, "patronage": st.lists(text_or_any, max_size=3),
        "iconography": anything, "biography": text_or_any, "learn_more_url": addresses | anything,
    },
    "pope": {
        "pope_title": text_or_any, "papal_name": text_or_any, "regnal_number": text_or_any,
        "ordinal": numbers | anything,
        "birth_name": text_or_any, "origin": text_or_any,
        "pontificate": near(["start", "end", "years", "current"]) | anything,
        "canonization": cause_shape | anything, "aliases": st.lists(text_or_any, max_size=3),
        "coat_of_arms_url": addresses | anything,
    },
    "person": {
        "honorific": text_or_any, "current_position": text_or_any,
        "current_diocese": reference | anything, "source_table": text_or_any,
        "birth": event_shape | anything, "ordination": near(["deacon", "priest", "bishop"]),
        "consecration": near(["date", "principal_consecrator", "co_consecrators"],
                             reference | st.lists(reference, max_size=2) | anything),
        "elevated_to_cardinal": text_or_any,
        "episcopal_lineage": st.lists(near(["person_id", "primary_name", "role", "consecrated"]),
                                      max_size=3) | anything,
        "education": anything, "motto": text_or_any,
    },
    "diocese": {
        "jurisdiction_type": text_or_any, "rite": text_or_any, "city": text_or_any,
        "country": text_or_any, "metropolitan": reference | anything,
        "current_bishop": reference | anything, "area": text_or_any, "area_km2": anything,
        "erected": text_or_any, "official_website": addresses | anything,
        "recent_statistics": st.lists(
            near(["year", "catholics", "percent_catholic", "total_priests"], year_or_any),
            max_size=3) | anything,
        "latest_financials": near(["fiscal_year", "currency", "total_revenue", "net_assets"],
                                  numbers | anything),
        "coat_of_arms_url": addresses | anything,
    },
}  # fmt: skip


def alternate(id_field: str) -> st.SearchStrategy[dict]:
    return st.fixed_dictionaries(
        {id_field: ids, "primary_name": text_or_any},
        optional={"ordinal": numbers | anything, "country": text_or_any, "title": text_or_any},
    )


def profile_data(kind: str) -> st.SearchStrategy[dict]:
    directory = DIRECTORIES[kind]
    known = st.fixed_dictionaries(
        {directory.id_field: ids, "primary_name": text_or_any},
        optional={
            "image_url": addresses | anything,
            "alternates": st.lists(alternate(directory.id_field) | anything, max_size=3)
            | anything,
            **FIELDS[kind],
        },
    )  # fmt: skip
    extra = st.dictionaries(st.text(max_size=12), anything, max_size=3)
    return st.tuples(extra, known).map(lambda pair: {**pair[0], **pair[1]})


def _text_or_none(value) -> str | None:
    """What the portal's parser keeps of an id or a name (the Profile contract)."""
    if isinstance(value, str):
        return value
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else None


def profile_from(kind: str, data: dict) -> Profile:
    alternates = data.get("alternates")
    return Profile(
        kind=kind,
        id=_text_or_none(data.get(DIRECTORIES[kind].id_field)),
        name=_text_or_none(data.get("primary_name")),
        fields={k: v for k, v in data.items() if k != "alternates"},
        alternates=[a for a in alternates if isinstance(a, dict)]
        if isinstance(alternates, list)
        else [],
    )


citation = near(["title", "url", "link", "document_id", "ref", "text"], addresses | text_or_any)
document_data = near(["id", "title", "author", "ref", "url"], addresses | text_or_any)


# Where the wire format fixes a type (a search hit's title, a statistics row's year), a strict
# answer keeps that type with hostile content and must render; a loose one may put any value
# anywhere and must give the "Magisterium sent something we cannot use" page (a 502), never a
# 500. Both kinds are drawn equally often.
wire_text = any_text | addresses
optional_text = wire_text | st.none()
wire_ids = st.sampled_from(["leo-xiv", "dmaml", "x", "a.b~c", ".", "..", "a/b", "a?b#c", " "])
wire_years = st.integers(1900, 2030) | st.integers(-5, 10**6)


def strict_or_loose(build) -> st.SearchStrategy:
    return build(lambda strategy: strategy) | build(lambda strategy: strategy | anything)


search_data = strict_or_loose(lambda typed: st.fixed_dictionaries({"results": typed(st.lists(
    typed(st.fixed_dictionaries(
        {"id": typed(wire_ids | st.text(max_size=20))},
        optional={"url": typed(addresses | optional_text), "title": typed(optional_text)},
    )), max_size=3))}))  # fmt: skip
wire_document_data = strict_or_loose(
    lambda typed: near(["id", "title", "author", "ref", "url"], typed(addresses | optional_text))
)
statistics_data = strict_or_loose(lambda typed: st.fixed_dictionaries(
    {
        "source_code": typed(st.just("dmaml") | wire_text),
        "rows": typed(st.lists(typed(st.fixed_dictionaries(
            {"year": typed(wire_years)},
            optional={m: typed(numbers | st.none())
                      for m in ("catholics", "total_population", "total_priests")},
        )), max_size=4)),
    },
    optional={"diocese_name": typed(optional_text),
              "year_range": typed(near(["start", "end"], typed(wire_years | st.none())))},
))  # fmt: skip
not_found_data = strict_or_loose(lambda typed: st.fixed_dictionaries(
    {"error": typed(st.just("not_found"))},
    optional={"query": typed(optional_text),
              "hint": typed(optional_text | st.just("try get_pope"))},
))  # fmt: skip


def data_part(data) -> list:
    return [{"kind": "data", "data": data}]


def texts() -> st.SearchStrategy[list]:
    return st.lists(strict_or_loose(lambda typed: typed(any_text)), min_size=1, max_size=2).map(
        lambda values: [{"kind": "text", "text": v} for v in values]
    )


# --- Checking what reaches the page -------------------------------------------------------------

URL_ATTRIBUTES = {"href", "src", "srcset", "action", "formaction", "poster", "xlink:href"}


class _Addresses(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, str]] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in URL_ATTRIBUTES and value is not None:
                self.found.append((tag, name, value))


def assert_only_safe_addresses(html: str) -> None:
    """Every address in the page is one of ours (a path, a fragment, a query) or passes the
    safe-link rule (https only for pictures); mailto: only as Markdown may write it."""
    parser = _Addresses()
    parser.feed(html)
    for tag, name, value in parser.found:
        own = value[:1] in {"/", "#", "?"} and not value.startswith("//")
        if own or value.startswith("mailto:"):
            continue
        picture = tag == "img" and name == "src"
        assert safe_url(value, picture=picture) == value, (tag, name, value[:200])
    # Upstream's refused addresses appear nowhere as an address, not even as a path of ours.
    refused = {a.strip() for a in HOSTILE_ADDRESSES if safe_url(a) is None}
    assert not refused & {value.strip() for _tag, _name, value in parser.found}


# --- (a) Straight into the presenters and partial templates -------------------------------------


def _render(template: str, context: dict) -> str:
    return render_to_string(template, context, request=RequestFactory().get("/"))


# Values that once raised inside a presenter (a 500 on the profile page).
ONCE_FATAL = [
    *[(kind, {key: "https://[x"}) for kind in sorted(DIRECTORIES)
      for key in ("image_url", "coat_of_arms_url", "learn_more_url", "official_website",
                  "surprise_url")],
    ("pope", {"alternates": [{"pope_id": "leo-i", "primary_name": "Leo I",
                              "ordinal": float("inf")}]}),
    ("pope", {"ordinal": float("inf")}),
    ("saint", {"feast_day": "99999999999999999999-01"}),
]  # fmt: skip


@pytest.mark.parametrize(("kind", "fields"), ONCE_FATAL)
def test_values_that_once_broke_a_profile_page_now_render(kind, fields):
    data = {DIRECTORIES[kind].id_field: "x", "primary_name": "X", **fields}
    html = _render("directory/_profile.html", {"view": profile_view(profile_from(kind, data)),
                                               "h": 1})  # fmt: skip
    assert page(html).select("h1") and "X" in html
    assert_only_safe_addresses(html)
    assert "inf pope" not in html and "infth" not in html


@pytest.mark.parametrize("kind", sorted(DIRECTORIES))
@HYPOTHESIS
@given(data=st.data())
def test_any_profile_data_makes_a_profile_view_with_only_safe_addresses(kind, data):
    profile = profile_from(kind, data.draw(profile_data(kind), label="profile"))
    html = _render("directory/_profile.html", {"view": profile_view(profile), "h": 1})
    assert_only_safe_addresses(html)


@HYPOTHESIS
@given(kind=st.sampled_from(sorted(DIRECTORIES)), query=text_or_any, hint=text_or_any)
def test_any_not_found_answer_makes_a_not_found_view(kind, query, hint):
    query = query if isinstance(query, str) else "x"
    result = NotFound(query=query, hint=hint if isinstance(hint, str) else None)
    view = not_found_view(result, DIRECTORIES[kind], query)
    assert_only_safe_addresses(_render("directory/_not_found.html", {"not_found": view}))


@HYPOTHESIS
@given(
    citations=st.lists(citation | anything, max_size=4),
    answer=any_text,
    document=document_data,
    body=any_text,
)
def test_any_answer_or_document_makes_safe_partials(citations, answer, document, body):
    exchange = SimpleNamespace(pk=1, question="What is grace?", answer_text=answer,
                               citations=citations, asked_at=None)  # fmt: skip
    html = _render("library/_exchange.html", {"exchange": exchange})
    html += _render("library/_document.html", {"document": SimpleNamespace(body=body, **{
        k: document.get(k) for k in ("id", "title", "author", "ref", "url")})})  # fmt: skip
    assert_only_safe_addresses(html)


# --- (b) Through every page, over the real wire ----------------------------------------------

PROFILE_PAGES = {
    "saint": "/saints/jerome/",
    "pope": "/popes/leo-xiv/",
    "person": "/clergy/someone/",
    "diocese": "/dioceses/dmaml/",
}
SKILLS = {"saint": "saint_lookup", "pope": "pope_lookup", "person": "person_lookup",
          "diocese": "diocese_lookup"}  # fmt: skip


def _answer(kind: str) -> st.SearchStrategy[list]:
    found = profile_data(kind).map(data_part)
    junk_parts = st.lists(anything, max_size=2)
    return st.one_of(found, st.one_of(not_found_data.map(data_part), junk_parts))


PAGES = {
    # name: (skill, how to ask, strategy for the artifact's parts)
    **{
        f"{kind} profile": (SKILLS[kind], ("GET", url), _answer(kind))
        for kind, url in PROFILE_PAGES.items()
    },
    "pope search": ("pope_lookup", ("GET", "/popes/?q=Leo"), _answer("pope")),
    "trends search": ("diocese_lookup", ("GET", "/trends/?q=Manila"), _answer("diocese")),
    "trends chart": (
        "diocese_statistics_lookup",
        ("GET", "/trends/dmaml/"),
        st.one_of(statistics_data.map(data_part), not_found_data.map(data_part)),
    ),
    "library search": ("document_search", ("GET", "/library/?q=grace"),
                       search_data.map(data_part)),
    "reader": ("document_fetch", ("GET", "/library/documents/laudato-si/"),
               st.tuples(texts(), wire_document_data.map(data_part)).map(lambda p: p[0] + p[1])),
    "ask": ("catholic_qa", ("POST", "/ask/"), st.tuples(
        texts(), near(["citations", "related_questions"],
                      st.lists(citation | anything, max_size=3) | anything).map(data_part),
    ).map(lambda p: p[0] + p[1])),
}  # fmt: skip


@pytest.fixture
def scripted(sandbox, settings):
    # Every example must reach upstream: a cached answer would hide the scripted one.
    settings.MAGISTERIUM_CACHE_ENABLED = False
    return sandbox


@pytest.mark.django_db(transaction=True)  # the trends page fetches in worker threads
@pytest.mark.parametrize("page", list(PAGES))
@settings(
    HYPOTHESIS, max_examples=examples(15)
)  # each example is a page over HTTP: fewer, still varied
@given(data=st.data())
def test_any_upstream_answer_on_any_page_is_never_a_500_nor_an_unsafe_link(
    signed_in_client, scripted, page, data
):
    skill, (method, url), answers = PAGES[page]
    # Each page below asks upstream exactly once, so each scripted answer is used up by its
    # own example (and the `sandbox` fixture forgets any left at the start of a test).
    scripted.script_answer(skill, data.draw(answers, label="parts"))
    if method == "POST":
        response = signed_in_client.post(url, {"question": "What is grace?"})
        if response.status_code == 302:  # the answer was stored: its thread page shows it
            response = signed_in_client.get(response.url)
    else:
        response = signed_in_client.get(url)
    event(f"{page}: HTTP {response.status_code}")  # --hypothesis-show-statistics
    # 502 is the portal's "Magisterium answered with something we cannot use" page.
    assert response.status_code in {200, 404, 502}, (page, response.status_code)
    if response["Content-Type"].startswith("text/html"):
        assert_only_safe_addresses(response.content.decode())


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("skill", "url", "parts"),
    [
        ("pope_lookup", "/popes/leo-xiv/",
         data_part({"pope_id": "leo-xiv", "primary_name": "Leo \ud800 XIV"})),
        ("document_fetch", "/library/documents/laudato-si/",
         [{"kind": "text", "text": "Laudato si\udfff"}]),
    ],
)  # fmt: skip
def test_a_lone_surrogate_from_upstream_is_not_a_500(signed_in_client, scripted, skill, url, parts):
    scripted.script_answer(skill, parts)
    assert signed_in_client.get(url).status_code == 200
