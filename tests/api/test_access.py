"""Who a token lets in, and how every refusal reads: only its owner's collections and the
shared ones; nothing once it is revoked, expired or its account erased; a free plan is
refused as on the workbench; each token's minute has its limit; every error is an RFC 9457
problem; nothing is stored by caches, no cookie is set."""

from __future__ import annotations

import datetime as dt
import json
import logging

import pytest
from django.conf import settings
from django.test import Client
from django.utils import timezone

from devtools.warehouse_data import collection_named, sandbox_collection
from portal.api.models import PersonalAccessToken
from portal.yourdata import erasure
from tests.api.conftest import bearer

pytestmark = pytest.mark.django_db

PROBLEM_KEYS = {"type", "title", "status", "detail"}


def problem(response, status: int) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/problem+json"
    body = json.loads(response.content)
    assert set(body) >= PROBLEM_KEYS and body["status"] == status
    assert body["type"].startswith("tag:magisterium-portal,2026:api/problems/")
    assert body["title"] and body["detail"]
    return body


def test_a_token_sees_its_owners_and_the_shared_collections_only(
    api, own_collection, magisterium_user
):
    bob = magisterium_user("bob")
    private = collection_named("Bob's private", owner=bob)
    shared = collection_named("Bob's shared", owner=bob)
    shared.shared = True
    shared.save()
    listed = api.get("/api/v1/collections").json()
    assert [c["name"] for c in listed["items"]] == ["Bob's shared", "Mine"]
    assert [c["yours"] for c in listed["items"]] == [False, True]
    assert listed["items"][1]["dioceses"] == 3
    assert listed["items"][1]["links"]["years"].endswith(
        f"/api/v1/collections/{own_collection.pk}/years"
    )
    for path in ("", "/members", "/years", "/groups"):
        assert api.get(f"/api/v1/collections/{shared.pk}{path}").status_code == 200
        # Another person's private collection is not even confirmed to exist.
        body = problem(api.get(f"/api/v1/collections/{private.pk}{path}"), 404)
        assert (
            problem(api.get(f"/api/v1/collections/999999{path}"), 404)["detail"] == body["detail"]
        )


def test_no_token_or_a_wrong_one_is_a_401(api, own_collection):
    url = f"/api/v1/collections/{own_collection.pk}/years"
    for headers in (
        {},
        {"HTTP_AUTHORIZATION": "Basic dXNlcjpwYXNz"},
        bearer("mgp_" + "x" * 43),
        bearer(api.token.secret[:-1] + ("A" if api.token.secret[-1] != "A" else "B")),
        bearer("not-even-shaped-like-one"),
    ):
        response = Client(**headers).get(url)
        problem(response, 401)
        assert response["WWW-Authenticate"].startswith("Bearer")


def test_a_session_cookie_opens_nothing(signed_in_client, own_collection):
    problem(signed_in_client.get("/api/v1/collections"), 401)


def test_nothing_after_revocation(api, own_collection):
    assert api.get("/api/v1/collections").status_code == 200
    PersonalAccessToken.objects.filter(pk=api.token.row.pk).update(revoked_at=timezone.now())
    problem(api.get("/api/v1/collections"), 401)


def test_nothing_after_expiry(api, own_collection):
    PersonalAccessToken.objects.filter(pk=api.token.row.pk).update(
        expires_at=timezone.now() - dt.timedelta(seconds=1)
    )
    problem(api.get(f"/api/v1/collections/{own_collection.pk}/members"), 401)


def test_nothing_after_the_account_is_erased(api, own_collection):
    assert api.get(f"/api/v1/collections/{own_collection.pk}").status_code == 200
    erasure.account_erase(api.user)
    assert not PersonalAccessToken.objects.exists()  # deleted with the account
    problem(api.get("/api/v1/collections"), 401)
    problem(api.get(f"/api/v1/collections/{own_collection.pk}"), 401)


def test_an_account_being_erased_is_refused_at_once(api):
    type(api.user).objects.filter(pk=api.user.pk).update(is_active=False)
    problem(api.get("/api/v1/collections"), 401)


def test_a_free_plan_gets_the_plan_explanation(magisterium_user, token_for):
    free = magisterium_user("free-parish", plan="free")
    sandbox_collection(["dmaml"], owner=free)
    client = Client(**bearer(token_for(free).secret))
    body = problem(client.get("/api/v1/collections"), 403)
    assert "plan" in body["detail"].lower()


def test_each_token_has_its_minute(api, token_for, own_collection, settings):
    settings.API_RATE_LIMIT = 3
    for _ in range(3):
        assert api.get("/api/v1/collections").status_code == 200
    response = api.get("/api/v1/collections")
    body = problem(response, 429)
    assert 1 <= int(response["Retry-After"]) <= 60
    assert "3 requests" in body["detail"]
    # Another token (of the same person) has its own count.
    other = Client(**bearer(token_for(api.user).secret))
    assert other.get("/api/v1/collections").status_code == 200


def test_with_redis_down_the_api_refuses_with_a_503_rather_than_count_nothing(
    private_redis, api, own_collection
):
    # The allowance lives in Redis: an outage must read as "cannot count", never as unspent.
    assert api.get("/api/v1/collections").status_code == 200
    private_redis.stop()
    response = api.get(f"/api/v1/collections/{own_collection.pk}/years")
    body = problem(response, 503)
    assert response["Retry-After"] == "30"
    assert "try again shortly" in body["detail"]
    assert "no-store" in response["Cache-Control"]


def test_invalid_parameters_are_a_422_naming_them(api, own_collection):
    base = f"/api/v1/collections/{own_collection.pk}"
    body = problem(api.get(f"{base}/years?metric=souls&start=1980"), 422)
    assert body["errors"][0]["parameter"] == "metric.0" or "metric" in body["detail"]
    body = problem(api.get(f"{base}/years?start=2000&end=1990"), 422)
    assert body["errors"] == [
        {
            "parameter": "end",
            "in": "query",
            "message": "The last year must not be before the first year.",
        }
    ]
    problem(api.get(f"{base}/groups?by=diocese"), 422)
    problem(api.get(f"{base}/years?limit=0"), 422)
    problem(api.get(f"{base}/years?start=3000"), 422)
    problem(api.get(f"{base}/years?format=xml"), 422)
    problem(api.get("/api/v1/collections/notanumber/years"), 422)


def test_answers_are_private_never_stored_and_set_no_cookie(api, own_collection, signed_in_client):
    session = signed_in_client.cookies[settings.SESSION_COOKIE_NAME].value
    api.cookies[settings.SESSION_COOKIE_NAME] = session  # a browser would send it along
    for path in ("/api/v1/collections", f"/api/v1/collections/{own_collection.pk}/years?format=csv",
                 "/api/v1/collections/999999", "/api/v1/openapi.json"):  # fmt: skip
        response = api.get(path)
        cache = {part.strip() for part in response["Cache-Control"].split(",")}
        assert {"private", "no-store"} <= cache, path
        assert not response.cookies, path
        assert "Set-Cookie" not in response.headers


def test_tokens_never_reach_the_log(api, caplog, own_collection):
    caplog.set_level(logging.DEBUG)
    with override_debug():
        Client(HTTP_AUTHORIZATION=f"Token {api.token.secret}").get("/api/v1/collections")
        api.get("/api/v1/collections/999999")
    assert api.token.secret not in caplog.text


def override_debug():
    from django.test import override_settings

    return override_settings(DEBUG=True)


def test_last_use_is_recorded(api, own_collection):
    assert api.token.row.last_used_at is None
    api.get("/api/v1/collections")
    api.token.row.refresh_from_db()
    assert api.token.row.last_used_at is not None


def test_other_methods_and_addresses_are_problems_too(api, own_collection):
    response = api.post("/api/v1/collections")
    assert problem(response, 405)["detail"] == "The API only reads: use GET."
    assert response["Allow"] == "GET, HEAD, OPTIONS"  # RFC 9110: every method it answers
    problem(api.get("/api/v1/nothing/here"), 404)
    problem(api.get("/api/v1/"), 404)
    problem(api.delete(f"/api/v1/collections/{own_collection.pk}"), 405)
