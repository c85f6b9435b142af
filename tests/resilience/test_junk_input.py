"""Generated junk in every form field, query parameter and URL part of every page.

Huge strings, NUL and other raw bytes, lone surrogates (as the UTF-8-shaped bytes a browser
could send), RTL marks, emoji, SQL/HTML/JS payloads, negative and huge numbers, repeated
parameters and dates in any shape: with a healthy sandbox no page answers 5xx (docs/security.md
§19), and refused input stores nothing (no question thread, no readings row).
"""

# Reference: docs/security.md §19; docs/architecture.md "Public URLs".

from __future__ import annotations

import contextlib
import datetime as dt
from urllib.parse import quote, urlencode

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from portal.library.models import Exchange, Thread
from portal.readings.models import MartyrologyEntry, MassReadings
from tests.examples import examples

# Compare pages fetch in worker threads, which must see the test's user.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.long]  # long: started early

EXAMPLES = 25
HYPOTHESIS = settings(
    max_examples=examples(EXAMPLES),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

PAYLOADS = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\u202etxet lmth\u202c",  # right-to-left override
    "\u200f\u200e\u2067",  # RTL/LTR marks and an isolate
    "🙏✝️👨‍👩‍👧‍👦",
    "\ufeff\ufffe\uffff",
    "' OR 1=1 --",
    "'; DROP TABLE library_thread; --",
    '"><script>alert(1)</script>',
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "{{ request }}{% debug %}",
    "%s%s%n",
    "../../../../etc/passwd",
    "-1",
    "0",
    "-99999999999999999999999999",
    "9" * 400,
    "1e400",
    "NaN",
    "Infinity",
    "2026-02-30",
    "0001-01-01",  # the calendar's first and last days: no day before, no day after
    "9999-12-31",
    "30/12/2026",
    "12/30/2026",
    "2026-13-01",
    "0000-00-00",
    "20261225",
    "2026-12-25T10:00:00+99:00",
    "tomorrow",
    "\r\nSet-Cookie: x=y",
]

# Bytes go into URLs percent-encoded, so a value need not be valid UTF-8.
RAW_BYTES = [
    b"\xed\xa0\x80",  # a lone surrogate (U+D800) in UTF-8's shape
    b"\xed\xbf\xbf",  # U+DFFF likewise
    b"\xff\xfe\x00",
    b"\xc0\xaf",  # an overlong "/"
    b"\x80",
]


_OTHER_DATE_FORMATS = ["%d.%m.%Y", "%Y/%m/%d", "%B %d, %Y", "%Y-%j", "%d-%m-%Y"]


def _huge(unit: str, times: int) -> str:
    return unit * times


junk_text = st.one_of(
    st.sampled_from(PAYLOADS),
    st.text(max_size=60),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(str),
    st.dates().map(dt.date.isoformat),
    st.dates().map(lambda d: d.strftime(_OTHER_DATE_FORMATS[d.toordinal() % 5])),
    # ~100 KB of one repeated snippet (generating that much text at random would be slow).
    st.builds(_huge, st.text(min_size=1, max_size=4), st.integers(1_000, 25_000)),
)


junk_value = st.one_of(junk_text, st.sampled_from(RAW_BYTES), st.binary(max_size=40))


def _query(params: dict[str, list]) -> str:
    return urlencode([(name, value) for name, values in params.items() for value in values])


def junk_params(names: list[str]) -> st.SearchStrategy[dict[str, list]]:
    """Every known parameter, or some of them, once or repeated, plus the odd unknown one."""
    values = {name: st.lists(junk_value, min_size=1, max_size=3) for name in names}
    # All of them, or a few so that valid ones let a junk one get past the first check.
    known = st.one_of(st.fixed_dictionaries(values), st.fixed_dictionaries({}, optional=values))
    unknown = st.dictionaries(
        st.text(min_size=1, max_size=10), st.lists(junk_value, min_size=1, max_size=2), max_size=2
    )
    return st.tuples(known, unknown).map(lambda pair: {**pair[1], **pair[0]})


def _segment(value: str | bytes) -> str:
    return quote(value, safe="") or "x"


def assert_no_server_error(response, what: str) -> None:
    # With a healthy sandbox there is no upstream failure to report: any 5xx is a bug.
    event(f"HTTP {response.status_code}")  # --hypothesis-show-statistics: what was reached
    assert response.status_code < 500, (what, response.status_code, response.content[:300])


def assert_no_readings_stored(*, except_days: set[dt.date] = frozenset()) -> None:
    # Junk stores nothing. Only the prefetch worker stores dates, and a signed-in person's
    # page a real date it asked for (fetched with their token, kept for everyone).
    assert not MassReadings.objects.exclude(day__in=except_days).exists()
    assert not MartyrologyEntry.objects.exclude(day__in=except_days).exists()


# Real dates the signed-in client opened in the path test (their pages may store them).
_days_asked: set[dt.date] = set()


# --- Query parameters of every page -------------------------------------------------------

QUERY_PAGES = {
    "/": ["embed_lang"],
    "/embed/today/": ["lang"],
    "/feeds/readings.xml": ["lang"],
    "/feeds/readings.ics": ["lang"],
    "/day/": ["date"],
    "/library/": ["q"],
    "/library/documents/laudato-si/": ["q"],
    "/ask/": [],
    "/ask/history/": ["q", "page"],
    "/saints/": ["q"],
    "/popes/": ["q"],
    "/clergy/": ["q"],
    "/dioceses/": ["q"],
    "/popes/benedict-xvi/": ["q"],
    "/trends/": ["q", "d", "metric", "start", "end", "view"],
    "/trends/dmaml/": ["d", "metric", "start", "end", "view", "format"],
    "/trends/compare/": ["d", "metric", "start", "end", "view", "format"],
    "/account/": [],
    "/accounts/login/": ["next", "process"],
}


@pytest.mark.parametrize("path", list(QUERY_PAGES))
@HYPOTHESIS
@given(data=st.data())
def test_junk_query_parameters_never_cause_a_server_error(signed_in_client, sandbox, path, data):
    url = f"{path}?{_query(data.draw(junk_params(QUERY_PAGES[path]), label='params'))}"
    assert_no_server_error(signed_in_client.get(url), url)
    if path != "/day/":  # words a signed-in person typed may name a real date, then stored
        assert_no_readings_stored()


# --- Ids and dates in the path ------------------------------------------------------------

PATH_PAGES = [
    "/library/documents/{}/",
    "/saints/{}/",
    "/popes/{}/",
    "/clergy/{}/",
    "/dioceses/{}/",
    "/trends/{}/",
    "/day/{}/",
    "/week/{}/",
    "/day/{}/status.json",
    "/day/{}/fragment/",
    "/ask/threads/{}/",
    "/ask/threads/{}/delete/",
]

# Shapes that pass the URL patterns (a date's digits, a thread's number) reach the views.
path_value = st.one_of(
    junk_value,
    st.from_regex(r"\A\d{4}-\d{2}-\d{2}\Z"),
    st.dates().map(dt.date.isoformat),
    st.integers(min_value=0, max_value=10**40).map(str),
)


@pytest.mark.parametrize("pattern", PATH_PAGES)
@HYPOTHESIS
@given(value=path_value)
@example(value="0001-01-01")  # once a 500: the page linked to a day before the first
@example(value="9999-12-31")  # and after the last
def test_junk_in_the_path_never_causes_a_server_error(signed_in_client, sandbox, pattern, value):
    url = pattern.format(_segment(value))
    with contextlib.suppress(TypeError, ValueError):  # values are bytes and numbers too
        _days_asked.add(dt.date.fromisoformat(value))
    assert_no_server_error(signed_in_client.get(url), url)
    assert_no_readings_stored(except_days=_days_asked)


# --- POSTed forms ---------------------------------------------------------------------------


def _form(params: dict[str, list]) -> dict:
    # The test client sends a list as a repeated field; bytes go as they are.
    return {name: values if len(values) > 1 else values[0] for name, values in params.items()}


@pytest.fixture
def thread(signed_in_client):
    now = timezone.now()
    return Thread.objects.create(
        owner=signed_in_client.user, title="Earlier question", context_id="", created_at=now,
        updated_at=now,
    )  # fmt: skip


@pytest.mark.parametrize("follow_up", [False, True], ids=["new", "follow-up"])
@HYPOTHESIS
@given(params=junk_params(["question"]))
def test_junk_questions_never_cause_a_server_error_and_refused_ones_store_nothing(
    signed_in_client, sandbox, thread, follow_up, params
):
    url = f"/ask/threads/{thread.pk}/" if follow_up else "/ask/"
    before = (Thread.objects.count(), Exchange.objects.count())
    response = signed_in_client.post(url, _form(params))
    assert_no_server_error(response, params)
    if response.status_code != 302:  # refused (400) or not answered: nothing recorded
        assert (Thread.objects.count(), Exchange.objects.count()) == before, params


# A question the form refuses never reaches upstream, whatever else is in the request.
refused_question = st.one_of(
    st.sampled_from(["", " ", "\x00", "a\x00b", "\n\t "]),
    st.builds(_huge, st.text(min_size=1, max_size=3).filter(str.strip), st.integers(2_001, 30_000)),
)


@HYPOTHESIS
@given(question=refused_question)
def test_refused_questions_are_never_sent_or_stored(signed_in_client, sandbox, question):
    sandbox.reset_requests()
    response = signed_in_client.post("/ask/", {"question": question})
    assert response.status_code == 400
    assert not Thread.objects.exists() and not Exchange.objects.exists()
    assert sandbox.requests()["total"] == 0


POST_FORMS = {
    "/i18n/setlang/": ["language", "next"],
    "/account/check/": [],
    "/ask/history/": ["q"],  # GET only: a POST is refused, not a crash
    "/library/": ["q"],
}


@pytest.mark.parametrize("path", list(POST_FORMS))
@HYPOTHESIS
@given(data=st.data())
def test_junk_posted_to_other_forms_never_causes_a_server_error(
    signed_in_client, sandbox, path, data
):
    params = data.draw(junk_params(POST_FORMS[path]), label="params")
    assert_no_server_error(signed_in_client.post(path, _form(params)), params)
    assert_no_readings_stored()


@HYPOTHESIS
@given(params=junk_params(["confirm", "next"]))
def test_deleting_a_thread_ignores_junk_fields(signed_in_client, sandbox, thread, params):
    # The first example deletes the thread; later ones meet a 404: neither may be a 500.
    response = signed_in_client.post(f"/ask/threads/{thread.pk}/delete/", _form(params))
    assert_no_server_error(response, params)
