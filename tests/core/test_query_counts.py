"""Database queries per page, pinned: a change that adds a query per row or per request shows
up here before it shows up as a slow page under load."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from tests.readings import conftest as readings_fixtures

pytestmark = pytest.mark.django_db
stored_day = readings_fixtures.stored_day  # the readings tests' fixture, shared here


def test_the_homepage_reads_the_day_in_a_fixed_number_of_queries(
    client, stored_day, django_assert_num_queries
):
    stored_day(timezone.localdate())
    with django_assert_num_queries(2):  # the day's two rows
        assert client.get("/").status_code == 200
    # Later anonymous visits read the page kept for the day (portal.core.page_cache).
    with django_assert_num_queries(0):
        assert client.get("/").status_code == 200


def test_a_day_page_reads_the_day_in_a_fixed_number_of_queries(
    client, stored_day, django_assert_num_queries
):
    day = timezone.localdate() + dt.timedelta(days=2)
    stored_day(day)
    with django_assert_num_queries(2):
        assert client.get(f"/day/{day.isoformat()}/").status_code == 200


def test_a_cached_profile_page_costs_the_session_and_the_connection_only(
    signed_in_client, sandbox, django_assert_num_queries
):
    signed_in_client.get("/popes/benedict-xvi/")  # fills the shared cache
    sandbox.reset_requests()
    # the session, the user, the Magisterium connection (token and plan)
    with django_assert_num_queries(3):
        assert signed_in_client.get("/popes/benedict-xvi/").status_code == 200
    assert sandbox.requests()["total"] == 0


# A chart page costs what a profile does. Whether a research collection keeps the dioceses in the
# warehouse, and the person's collections for the "Add to collection" form, come from the shared
# cache once a first view has asked the database (portal/research/warehouse.py, selectors.py).
# Plus the Magisterium connection's plan, as on a profile: a free plan sees the plan's notice in
# place of the controls (portal/trends/views.py).
CHART_QUERIES = 4


def test_a_cached_chart_page_costs_a_few_small_queries(
    signed_in_client, sandbox, django_assert_num_queries
):
    signed_in_client.get("/trends/dmaml/", {"metric": "catholics"})
    sandbox.reset_requests()
    with django_assert_num_queries(CHART_QUERIES):
        response = signed_in_client.get("/trends/dmaml/", {"metric": "catholics"})
    assert response.status_code == 200
    assert sandbox.requests()["total"] == 0


def test_a_cached_comparison_of_six_costs_what_one_chart_does(
    signed_in_client, sandbox, django_assert_num_queries
):
    """The request reads the six cached series itself: no thread, no extra connection."""
    import threading

    six = {"d": ["dmaml", "dmila", "dsjcr", "dsant", "dcord", "dport"], "metric": "catholics"}
    signed_in_client.get("/trends/compare/", six)
    sandbox.reset_requests()
    threads_before = threading.active_count()
    with django_assert_num_queries(CHART_QUERIES):
        response = signed_in_client.get("/trends/compare/", six)
    assert response.status_code == 200
    assert sandbox.requests()["total"] == 0
    assert threading.active_count() == threads_before
