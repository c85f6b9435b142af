"""Bad input gets a sentence and a 4xx, never a 500, and nothing is sent upstream (SECURITY §19)."""

from __future__ import annotations

import datetime as dt

import pytest

from tests.html import page, some

NEXT_YEAR = dt.date.today().year + 1
SEVEN = [f"d{n}abc" for n in range(7)]

CASES = [
    ("/trends/dmaml/", {"start": 2000, "end": 1990}, "The last year must not be before the first"),
    ("/trends/dmaml/", {"start": 1800}, "Please choose a year from 1900 to"),
    ("/trends/dmaml/", {"end": NEXT_YEAR}, "Please choose a year from 1900 to"),
    ("/trends/dmaml/", {"start": "19x0"}, "Please give years as whole numbers."),
    ("/trends/dmaml/", {"metric": "bogus"}, "“bogus” is not one of the statistics we chart."),
    ("/trends/dmaml/", {"metric": ["catholics", "parishes", "baptisms", "seminarians",
                                   "total_priests"]}, "Please show at most 4 statistics"),
    ("/trends/dmaml/", {"view": "sideways"}, "Please choose one of the listed views."),
    ("/trends/dmaml/", {"view": "per_capita", "metric": "area_km2"}, "“Area” has no per-capita"),
    ("/trends/dmaml/", {"format": "xml"}, "Downloads come as CSV, JSON or Excel."),
    ("/trends/d%20maml/", {}, "is not a diocese code"),
    (f"/trends/{'d' * 201}/", {}, "is not a diocese code"),  # the one id rule: at most 200
    ("/trends/compare/", {}, "Please choose at least one diocese."),
    ("/trends/compare/", {"d": SEVEN}, "Please compare at most 6 dioceses at a time (you chose 7)"),
    ("/trends/compare/", {"d": ["dmaml", "<script>"]}, "“&lt;script&gt;” is not a diocese code"),
    ("/trends/compare/", {"d": ["dmaml", "../x"]}, "is not a diocese code"),
]  # fmt: skip


@pytest.mark.parametrize(("path", "params", "message"), CASES)
def test_bad_input_is_refused_with_a_message_before_anything_goes_upstream(
    signed_in_client, sandbox, path, params, message
):
    sandbox.reset_requests()
    response = signed_in_client.get(path, params)
    assert response.status_code == 400
    html = response.content.decode()
    assert message in html
    assert 'role="alert"' in html
    assert sandbox.requests()["total"] == 0


def test_bad_input_of_a_download_gets_the_download_format(signed_in_client, sandbox):
    sandbox.reset_requests()
    csv = signed_in_client.get("/trends/dmaml/", {"start": 2000, "end": 1990, "format": "csv"})
    assert csv.status_code == 400
    assert csv["Content-Type"].startswith("text/plain")
    assert "The last year must not be before the first year." in csv.content.decode()
    data = signed_in_client.get("/trends/compare/", {"d": SEVEN, "format": "json"})
    assert data.status_code == 400
    assert data.json() == {"errors": ["Please compare at most 6 dioceses at a time (you chose 7)."]}
    assert sandbox.requests()["total"] == 0


def test_the_controls_keep_what_was_typed_so_it_can_be_corrected(signed_in_client, sandbox):
    html = signed_in_client.get(
        "/trends/dmaml/", {"start": 2000, "end": 1990, "metric": "parishes"}
    ).content.decode()
    assert 'name="start" inputmode="numeric" min="1900"' in html
    assert 'value="2000"' in html and 'value="1990"' in html
    some(page(html), 'option[value="parishes"][selected]')


def test_an_unknown_diocese_is_a_404_with_a_way_to_search(signed_in_client, sandbox):
    response = signed_in_client.get("/trends/dzzzz/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "No diocese with the code “dzzzz” was found." in html
    assert 'href="/trends/?q=dzzzz"' in html


def test_an_overlong_search_is_refused_before_anything_goes_upstream(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/trends/", {"q": "x" * 501})
    assert response.status_code == 400
    assert "Please use at most 500 characters (you typed 501)." in response.content.decode()
    assert sandbox.requests()["total"] == 0
