"""What one account may spend of the notebook API: a bounded number of tokens, and one
minute's allowance for all of them together, so more tokens are not more answers. And the
two methods every HTTP address owes (RFC 9110): HEAD and OPTIONS."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from portal.api.tokens import TooManyTokens, token_create, token_revoke
from tests.api.conftest import bearer
from tests.api.test_access import problem

pytestmark = pytest.mark.django_db


def test_an_account_holds_a_bounded_number_of_tokens(researcher, settings):
    settings.API_TOKENS_PER_ACCOUNT = 3
    made = [token_create(researcher, name=f"Notebook {n}") for n in range(3)]
    with pytest.raises(TooManyTokens):
        token_create(researcher, name="One too many")
    # A revoked token frees its place.
    assert token_revoke(researcher, made[0].row.pk)
    token_create(researcher, name="In its place")


def test_the_token_page_says_when_the_account_is_full(researcher, settings, client):
    from html.parser import HTMLParser

    settings.API_TOKENS_PER_ACCOUNT = 2
    client.force_login(researcher)
    url = reverse("api-tokens:tokens")
    page = client.get(url)
    assert page.status_code == 200
    assert "You hold 0 of the 2 tokens" in page.content.decode()
    for n in range(2):
        token_create(researcher, name=f"Notebook {n}")

    class Forms(HTMLParser):
        names: list[str] = []

        def handle_starttag(self, tag, attrs):
            if tag == "input":
                self.names.append(dict(attrs).get("name", ""))

    full = client.get(url)
    parser = Forms()
    parser.names = []
    parser.feed(full.content.decode())
    assert "name" not in parser.names  # the form is not offered: the page says why instead
    assert "data-tokens-full" in full.content.decode()
    # A form sent anyway (an older page) is a 400 that says what to do, and makes nothing.
    sent = client.post(url, {"name": "Third", "days": 90, "once": "x1"})
    assert sent.status_code == 400
    assert "Revoke one you no longer use" in sent.content.decode()
    assert researcher.api_tokens.count() == 2


def test_tokens_of_one_account_share_one_minute(api, token_for, own_collection, settings):
    settings.API_RATE_LIMIT = 3
    settings.API_ACCOUNT_RATE_LIMIT = 4
    other = Client(**bearer(token_for(api.user).secret))
    answers = [c.get("/api/v1/collections").status_code for c in (api, api, other, other)]
    assert answers == [200] * 4
    response = other.get("/api/v1/collections")
    body = problem(response, 429)
    assert "Your tokens together" in body["detail"] and "4 requests" in body["detail"]
    assert 1 <= int(response["Retry-After"]) <= 60


def test_head_is_get_without_the_body(api, own_collection):
    url = f"/api/v1/collections/{own_collection.pk}/years"
    got = api.get(url)
    head = api.head(url)
    assert head.status_code == got.status_code == 200
    assert head.content == b""
    assert head["Content-Type"] == got["Content-Type"]
    assert int(head["Content-Length"]) == len(got.content)
    assert "no-store" in head["Cache-Control"]
    # Unknown and unreadable addresses answer HEAD as they answer GET.
    assert api.head("/api/v1/collections/999999").status_code == 404
    assert Client().head("/api/v1/collections").status_code == 401


def test_options_says_what_an_address_allows(api, own_collection):
    response = api.options(f"/api/v1/collections/{own_collection.pk}")
    assert response.status_code == 204
    assert response["Allow"] == "GET, HEAD, OPTIONS"
    refused = api.post(f"/api/v1/collections/{own_collection.pk}")
    assert refused.status_code == 405
    assert refused["Allow"] == "GET, HEAD, OPTIONS"


def test_the_document_bounds_years_by_this_year(client):
    document = client.get("/api/v1/openapi.json").json()
    this_year = timezone.localdate().year
    for path in ("years", "groups"):
        operation = document["paths"][f"/api/v1/collections/{{collection_id}}/{path}"]["get"]
        for parameter in operation["parameters"]:
            if parameter["name"] in {"start", "end"}:
                bounds = [parameter["schema"], *parameter["schema"].get("anyOf", [])]
                assert [b["maximum"] for b in bounds if "maximum" in b] == [this_year]
