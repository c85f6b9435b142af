"""Comparing dioceses: one upstream call each, made in parallel; one failure spares the rest."""

from __future__ import annotations

import pytest

from tests.trends.conftest import statistics_calls
from tests.trends.test_charts import figure_of
from tests.waiting import wait_for

# The dioceses are fetched in worker threads, which only see committed rows (the user's token).
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.long]  # long: started early

COMPARE = "/trends/compare/"
FOUR = ["dmaml", "dmila", "dsjcr", "dsant"]


def test_a_comparison_makes_exactly_one_upstream_call_per_diocese(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get(COMPARE, {"d": FOUR, "metric": ["catholics", "parishes"]})
    assert response.status_code == 200
    assert statistics_calls(sandbox) == len(FOUR)
    assert sandbox.requests()["total"] == len(FOUR)
    figure = figure_of(response)
    # One plot per unit: every diocese's Catholics on top, every diocese's parishes below.
    assert [(t["legendgroup"], t["yaxis"]) for t in figure["data"]] == [
        *((code, "y") for code in FOUR),
        *((code, "y2") for code in FOUR),
    ]
    # Another view, same dioceses and years: answered from the shared cache.
    signed_in_client.get(COMPARE, {"d": FOUR, "metric": "baptisms", "view": "indexed"})
    assert statistics_calls(sandbox) == len(FOUR)


def test_a_comparison_asks_upstream_for_every_diocese_at_once(signed_in_client, sandbox, settings):
    settings.MAGISTERIUM_CACHE_ENABLED = False  # every diocese really goes upstream
    # Each answer takes 2 s, so calls made one after another would never overlap; the
    # sandbox counts how many it worked on at once (no clock in the assertion).
    sandbox.configure(latency_ms=2000)
    # An earlier test's slow call may still be in the sandbox: start the count without it.
    wait_for(lambda: sandbox.in_flight() == 0)
    sandbox.reset_requests()
    response = signed_in_client.get(COMPARE, {"d": FOUR, "metric": "catholics"})
    assert response.status_code == 200
    assert statistics_calls(sandbox) == len(FOUR)
    assert sandbox.peak_concurrency() == len(FOUR)


def test_an_unknown_diocese_is_reported_while_the_others_are_charted(signed_in_client, sandbox):
    response = signed_in_client.get(COMPARE, {"d": ["dmaml", "dzzzz", "dmila"]})
    assert response.status_code == 200
    html = response.content.decode()
    assert "No diocese with the code “dzzzz” was found." in html
    assert "/trends/?q=dzzzz" in html
    assert [t["name"] for t in figure_of(response)["data"]] == [
        "Archdiocese of Manila",
        "Archdiocese of Milan",
    ]


def test_an_upstream_failure_for_one_diocese_spares_the_others(signed_in_client, sandbox):
    sandbox.fault("http_500", count=1)
    response = signed_in_client.get(COMPARE, {"d": ["dmaml", "dmila", "dsjcr"]})
    assert response.status_code == 200
    html = response.content.decode()
    assert html.count('data-missing="') == 1
    assert "Magisterium is not answering right now." in html
    assert len(figure_of(response)["data"]) == 2


def test_when_no_diocese_can_be_charted_the_page_says_why(signed_in_client, sandbox):
    sandbox.fault("rate_limit_burst", count=10, retry_after=42)
    response = signed_in_client.get(COMPARE, {"d": ["dmaml", "dmila"]})
    assert response.status_code == 429
    assert response["Retry-After"] == "42"
    assert "wait 42 seconds" in response.content.decode()


def test_when_no_diocese_exists_the_page_is_a_404_with_a_way_to_search(signed_in_client, sandbox):
    response = signed_in_client.get(COMPARE, {"d": ["dyyyy", "dzzzz"]})
    assert response.status_code == 404
    assert "No diocese with the code “dyyyy” was found." in response.content.decode()


def test_a_failed_download_answers_in_its_own_format(signed_in_client, sandbox):
    sandbox.fault("http_500", count=10)
    response = signed_in_client.get(COMPARE, {"d": ["dmaml", "dmila"], "format": "json"})
    assert response.status_code == 503
    assert response.json() == {
        "errors": ["Magisterium is not answering right now. Please try again in a few minutes."]
    }
