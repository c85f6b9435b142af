"""The trends pages as a signed-in user meets them: finding dioceses, errors, stale data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from portal import magisterium
from portal.magisterium import cache as shared_cache
from portal.trends.views import _search_results
from tests.html import page, some
from tests.trends.conftest import statistics_calls

TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "trends"


@pytest.mark.parametrize("path", ["/trends/", "/trends/dmaml/", "/trends/compare/?d=dmaml"])
def test_trends_pages_need_a_sign_in(client, db, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_the_landing_page_offers_examples_without_asking_upstream(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/trends/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'href="/trends/dmaml/?metric=catholics"' in html
    assert 'name="d" value="dmila"' in html
    assert 'formaction="/trends/"' in html  # the search button stays on this page
    assert 'action="/trends/compare/"' in html
    assert sandbox.requests()["total"] == 0
    assert "no-store" in response["Cache-Control"]  # a signed-in page (docs/security.md §12)


def test_finding_a_diocese_by_name_keeps_the_chosen_statistics(signed_in_client, sandbox):
    response = signed_in_client.get("/trends/", {"q": "Manila", "metric": "baptisms", "d": "dmila"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Dioceses matching “Manila”" in html
    assert 'href="/trends/dmaml/?metric=baptisms"' in html
    assert re.search(r'name="d" value="dmila" checked', html)  # the earlier choice stays ticked
    some(page(html), 'option[value="baptisms"][selected]')
    assert sandbox.requests()["by_skill"] == {"diocese_lookup": 1}


def test_a_search_without_a_match_says_so(signed_in_client, sandbox):
    html = signed_in_client.get("/trends/", {"q": "Qwxyzzy"}).content.decode()
    assert "No diocese matches “Qwxyzzy”." in html


def test_a_figure_from_the_last_good_copy_gets_a_small_note(signed_in_client, sandbox):
    params = {"start": 2000, "end": 2010}
    assert "data-stale" not in signed_in_client.get("/trends/dmaml/", params).content.decode()
    shared_cache.forget("diocese_statistics_lookup", {"id": "dmaml", "start": 2000, "end": 2010})
    sandbox.fault("http_500", count=5)
    response = signed_in_client.get("/trends/dmaml/", params)
    assert response.status_code == 200
    assert "data-stale" in response.content.decode()
    assert "may be out of date" in response.content.decode()


@pytest.mark.parametrize(
    ("fault", "status", "message"),
    [
        ("http_500", 503, "Magisterium is not answering right now."),
        ("plan_required", 403, "This needs a paid Magisterium plan"),
        ("malformed_task", 502, "Magisterium sent an answer we could not read."),
    ],
)
def test_an_upstream_failure_shows_its_sentence_with_the_controls(
    signed_in_client, sandbox, fault, status, message
):
    sandbox.fault(fault, count=5)
    response = signed_in_client.get("/trends/dmaml/", {"metric": "parishes"})
    assert response.status_code == status
    html = response.content.decode()
    assert message in html
    some(page(html), 'option[value="parishes"][selected]')  # nothing the user chose is lost


def test_a_user_without_a_magisterium_connection_is_asked_to_sign_in(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("staff"))
    response = client.get("/trends/dmaml/")
    assert response.status_code == 401
    assert "Sign in with Magisterium" in response.content.decode()


def test_one_diocese_is_one_upstream_call_and_a_repeat_is_free(signed_in_client, sandbox):
    sandbox.reset_requests()
    signed_in_client.get("/trends/dmaml/", {"metric": "catholics"})
    signed_in_client.get("/trends/dmaml/", {"metric": "baptisms", "view": "yoy"})
    assert statistics_calls(sandbox) == 1


@pytest.mark.parametrize("template", sorted(TEMPLATES.glob("*.html")), ids=lambda p: p.name)
def test_templates_have_no_inline_code_or_style(template):
    text = template.read_text()
    assert not re.search(r"<script(?![^>]*\bsrc=)", text), "inline <script>"
    assert not re.search(r"\sstyle=", text), "style= attribute"
    assert not re.search(r"\son[a-z]+=", text), "on*= handler"
    assert "<style" not in text


def test_a_search_that_upstream_refuses_shows_the_wait(signed_in_client, sandbox):
    sandbox.fault("rate_limit_burst", count=1, retry_after=30)
    response = signed_in_client.get("/trends/", {"q": "Manila", "metric": "parishes"})
    assert response.status_code == 429
    assert response["Retry-After"] == "30"
    html = response.content.decode()
    assert "wait 30 seconds" in html
    some(page(html), 'option[value="parishes"][selected]')


def test_search_results_leave_out_codes_that_could_not_be_linked():
    profile = magisterium.Profile(
        kind="diocese", id="dmaml", name="Archdiocese of Manila", fields={"country": "PH"},
        alternates=[{"source_code": "../x", "primary_name": "Bad"}, {"primary_name": "None"},
                    {"source_code": "dcuba", "primary_name": "Diocese of Cubao"}],
    )  # fmt: skip
    assert [r["code"] for r in _search_results(profile)] == ["dmaml", "dcuba"]
