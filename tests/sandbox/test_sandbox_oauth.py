"""The sandbox's OAuth server driven by a standard client library (oauthlib) over real HTTP."""

from __future__ import annotations

import html
import re
import secrets
import time
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

import httpx
import jwt
import pytest
from oauthlib.oauth2 import WebApplicationClient

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

REDIRECT_URI = "http://127.0.0.1:9/callback"


@pytest.fixture(autouse=True)
def _oauthlib_over_http(monkeypatch):
    # The sandbox speaks plain HTTP on 127.0.0.1; oauthlib refuses that unless told.
    monkeypatch.setenv("OAUTHLIB_INSECURE_TRANSPORT", "1")
    monkeypatch.setenv("OAUTHLIB_RELAX_TOKEN_SCOPE", "1")


@pytest.fixture
def metadata(http):
    response = http.get("/.well-known/oauth-authorization-server")
    assert response.status_code == 200
    return response.json()


@dataclass
class Registration:
    client_id: str
    client_secret: str | None
    body: dict


def register(http, metadata, **overrides) -> Registration:
    body = {
        "redirect_uris": [REDIRECT_URI],
        "client_name": "Portal under test",
        "token_endpoint_auth_method": "none",
        "grant_types": ["authorization_code", "refresh_token"],
        **overrides,
    }
    response = http.post(metadata["registration_endpoint"], json=body)
    assert response.status_code == 201, response.text
    answer = response.json()
    return Registration(answer["client_id"], answer.get("client_secret"), answer)


@dataclass
class Authorization:
    client: WebApplicationClient
    verifier: str
    state: str
    url: str


def authorization_request(metadata, client_id, **params) -> Authorization:
    client = WebApplicationClient(client_id)
    verifier = client.create_code_verifier(64)
    state = secrets.token_urlsafe(16)
    pkce = {
        "code_challenge": client.create_code_challenge(verifier, "S256"),
        "code_challenge_method": "S256",
    }
    pkce.update(params.pop("pkce", {}))
    url = client.prepare_request_uri(
        metadata["authorization_endpoint"],
        redirect_uri=params.pop("redirect_uri", REDIRECT_URI),
        scope=["a2a", "profile", "email"],
        state=state,
        **{key: value for key, value in pkce.items() if value is not None},
        **params,
    )
    return Authorization(client, verifier, state, url)


def _hidden_inputs(page: str) -> dict[str, str]:
    fields = {}
    for tag in re.findall(r"<input[^>]*>", page):
        name = re.search(r'name="([^"]+)"', tag)
        value = re.search(r'value="([^"]*)"', tag)
        if name and 'type="hidden"' in tag:
            fields[name.group(1)] = html.unescape(value.group(1)) if value else ""
    return fields


def sign_in(browser: httpx.Client, url: str, username: str = "demo") -> httpx.Response:
    """Open the authorize URL as a browser would, sign in, and return the page that follows."""
    response = browser.get(url)
    assert response.status_code == 302
    login_url = response.headers["location"]
    assert login_url.startswith("/accounts/login/")
    login_page = browser.get(login_url)
    assert "Magisterium sandbox" in login_page.text
    form = _hidden_inputs(login_page.text)
    response = browser.post(
        # Each sandbox user's password is its username (demo/demo, free/free).
        "/accounts/login/",
        data={**form, "username": username, "password": username},
    )
    assert response.status_code == 302, "sign-in failed"
    return browser.get(response.headers["location"])


def consent(browser: httpx.Client, page: httpx.Response, *, allow=True) -> httpx.Response:
    assert page.status_code == 200, page.text
    assert ">Authorize</button>" in page.text
    form = _hidden_inputs(page.text)
    if allow:
        form["allow"] = "Authorize"
    return browser.post(str(page.url), data=form)


def token_request(http, metadata, auth: Authorization, code: str, **extra) -> httpx.Response:
    body = auth.client.prepare_request_body(
        code=code,
        redirect_uri=REDIRECT_URI,
        code_verifier=extra.pop("code_verifier", auth.verifier),
        include_client_id=True,
        **extra,
    )
    return http.post(
        metadata["token_endpoint"],
        content=body,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )


def authorize(sandbox_url, metadata, registration, username="demo") -> tuple[Authorization, str]:
    """Registration → browser sign-in → consent → (authorization, code)."""
    auth = authorization_request(metadata, registration.client_id)
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        redirect = consent(browser, sign_in(browser, auth.url, username))
    assert redirect.status_code == 302
    location = redirect.headers["location"]
    assert location.startswith(REDIRECT_URI)
    auth.client.parse_request_uri_response(location, state=auth.state)
    return auth, auth.client.code


def a2a_status(http, access_token) -> tuple[int, dict]:
    response = http.post(
        "/api/v1/a2a",
        json={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "nope"}},
        headers={"Authorization": f"Bearer {access_token}"},
    )
    return response.status_code, response.json()


def refresh(http, metadata, client, refresh_token, **extra) -> httpx.Response:
    body = client.prepare_refresh_body(refresh_token=refresh_token, **extra)
    return http.post(
        metadata["token_endpoint"],
        content=body,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )


# -- metadata and registration ---------------------------------------------------------------


def test_authorization_server_metadata(metadata, sandbox_url):
    assert metadata["issuer"] == sandbox_url
    for key, path in [
        ("authorization_endpoint", "/oauth/authorize"),
        ("token_endpoint", "/oauth/token"),
        ("registration_endpoint", "/oauth/register"),
        ("revocation_endpoint", "/oauth/revoke"),
        ("userinfo_endpoint", "/oauth/userinfo"),
    ]:
        assert metadata[key] == sandbox_url + path
    assert metadata["code_challenge_methods_supported"] == ["S256"]
    assert metadata["grant_types_supported"] == ["authorization_code", "refresh_token"]
    assert metadata["response_types_supported"] == ["code"]
    assert set(metadata["token_endpoint_auth_methods_supported"]) == {
        "none",
        "client_secret_post",
        "client_secret_basic",
    }
    assert "a2a" in metadata["scopes_supported"]


def test_registration_of_a_public_client(http, metadata):
    registration = register(http, metadata)

    assert registration.client_secret is None
    assert registration.body["redirect_uris"] == [REDIRECT_URI]
    assert registration.body["token_endpoint_auth_method"] == "none"
    assert registration.body["client_name"] == "Portal under test"
    assert isinstance(registration.body["client_id_issued_at"], int)


def test_registration_of_a_confidential_client(http, metadata):
    registration = register(http, metadata, token_endpoint_auth_method="client_secret_post")

    assert registration.client_secret
    assert registration.body["token_endpoint_auth_method"] == "client_secret_post"
    assert registration.body["client_secret_expires_at"] == 0


@pytest.mark.parametrize(
    ("body", "error"),
    [
        ({"client_name": "no redirect"}, "invalid_redirect_uri"),
        ({"redirect_uris": []}, "invalid_redirect_uri"),
        ({"redirect_uris": ["not a uri"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["ftp://example.org/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["https://example.org/cb#frag"]}, "invalid_redirect_uri"),
        (
            {"redirect_uris": [REDIRECT_URI], "token_endpoint_auth_method": "private_key_jwt"},
            "invalid_client_metadata",
        ),
        ({"redirect_uris": [REDIRECT_URI], "grant_types": ["implicit"]}, "invalid_client_metadata"),
        ({"redirect_uris": [REDIRECT_URI], "response_types": ["token"]}, "invalid_client_metadata"),
        (["not", "an", "object"], "invalid_client_metadata"),
    ],
)
def test_registration_rejects_invalid_metadata(http, metadata, body, error):
    response = http.post(metadata["registration_endpoint"], json=body)

    assert response.status_code == 400
    assert response.json()["error"] == error
    assert response.json()["error_description"]


def test_registration_rejects_a_body_that_is_not_json(http, metadata):
    response = http.post(metadata["registration_endpoint"], content=b"{oops")
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_client_metadata"


# -- the browser pages ------------------------------------------------------------------------


def test_login_page(http):
    page = http.get("/accounts/login/")
    assert page.status_code == 200
    assert "Magisterium sandbox" in page.text
    assert 'name="username"' in page.text and 'name="password"' in page.text
    assert ">Sign in</button>" in page.text
    assert "sandbox_csrftoken" in page.headers["set-cookie"]


def test_wrong_password_is_refused(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth = authorization_request(metadata, registration.client_id)
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        login_url = browser.get(auth.url).headers["location"]
        form = _hidden_inputs(browser.get(login_url).text)
        response = browser.post(
            "/accounts/login/", data={**form, "username": "demo", "password": "nope"}
        )
    assert response.status_code == 200
    assert "Wrong username or password" in response.text


def test_consent_cancel_sends_access_denied(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth = authorization_request(metadata, registration.client_id)
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        redirect = consent(browser, sign_in(browser, auth.url), allow=False)
    query = parse_qs(urlsplit(redirect.headers["location"]).query)
    assert query["error"] == ["access_denied"]
    assert query["state"] == [auth.state]


# -- the full flow ----------------------------------------------------------------------------


def test_authorization_code_flow_with_pkce_refresh_and_revocation(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth, code = authorize(sandbox_url, metadata, registration)

    # Code → tokens, with the PKCE verifier.
    response = token_request(http, metadata, auth, code)
    assert response.status_code == 200, response.text
    tokens = auth.client.parse_request_body_response(response.text)
    assert tokens["token_type"] == "Bearer"
    assert tokens["expires_in"] == 3600
    assert tokens["refresh_token"]

    # The access token is a JWT naming the user.
    claims = jwt.decode(tokens["access_token"], options={"verify_signature": False})
    assert claims["sub"] == "user-demo"
    assert claims["iss"] == sandbox_url
    assert claims["exp"] - claims["iat"] == 3600

    # Userinfo agrees.
    userinfo = http.get(
        metadata["userinfo_endpoint"],
        headers={"Authorization": f"Bearer {tokens['access_token']}"},
    )
    assert userinfo.status_code == 200
    assert userinfo.json() == {
        "sub": "user-demo",
        "email": "demo@example.com",
        "name": "Demo User",
        "preferred_username": "demo",
    }

    # The A2A endpoint takes the token (-32001: authenticated, the task just does not exist).
    status, body = a2a_status(http, tokens["access_token"])
    assert (status, body["error"]["code"]) == (200, -32001)

    # A refresh rotates the refresh token and gives a new working access token.
    response = refresh(
        http, metadata, auth.client, tokens["refresh_token"], client_id=registration.client_id
    )
    assert response.status_code == 200, response.text
    renewed = response.json()
    assert renewed["refresh_token"] != tokens["refresh_token"]
    assert renewed["access_token"] != tokens["access_token"]
    assert a2a_status(http, renewed["access_token"])[0] == 200
    # ...and the access token it replaced is gone.
    assert a2a_status(http, tokens["access_token"])[0] == 401

    # Revocation (RFC 7009) kills the access token at once.
    url, headers, body = auth.client.prepare_token_revocation_request(
        metadata["revocation_endpoint"],
        renewed["access_token"],
        token_type_hint="access_token",
        client_id=registration.client_id,
    )
    assert http.post(url, content=body, headers=headers).status_code == 200
    status, body = a2a_status(http, renewed["access_token"])
    assert (status, body["error"]["code"]) == (401, -32004)
    assert (
        http.get(
            metadata["userinfo_endpoint"],
            headers={"Authorization": f"Bearer {renewed['access_token']}"},
        ).status_code
        == 401
    )

    # The rotated-away refresh token cannot be replayed.
    replay = refresh(
        http, metadata, auth.client, tokens["refresh_token"], client_id=registration.client_id
    )
    assert replay.status_code == 400
    assert replay.json()["error"] == "invalid_grant"


def test_replaying_a_rotated_refresh_token_revokes_the_whole_family(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth, code = authorize(sandbox_url, metadata, registration)
    first = token_request(http, metadata, auth, code).json()
    second = refresh(
        http, metadata, auth.client, first["refresh_token"], client_id=registration.client_id
    ).json()

    replay = refresh(
        http, metadata, auth.client, first["refresh_token"], client_id=registration.client_id
    )

    assert replay.status_code == 400
    # Reuse means the token leaked: the legitimate holder's newer tokens stop working too.
    newest = refresh(
        http, metadata, auth.client, second["refresh_token"], client_id=registration.client_id
    )
    assert newest.status_code == 400
    assert a2a_status(http, second["access_token"])[0] == 401


def test_code_can_be_used_only_once(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth, code = authorize(sandbox_url, metadata, registration)
    assert token_request(http, metadata, auth, code).status_code == 200

    again = token_request(http, metadata, auth, code)

    assert again.status_code == 400
    assert again.json()["error"] == "invalid_grant"


def test_confidential_client_authenticates_with_its_secret(sandbox_url, http, metadata):
    registration = register(http, metadata, token_endpoint_auth_method="client_secret_post")
    auth, code = authorize(sandbox_url, metadata, registration)

    wrong = token_request(http, metadata, auth, code, client_secret="not-the-secret")
    assert wrong.status_code == 401
    assert wrong.json()["error"] == "invalid_client"

    response = token_request(http, metadata, auth, code, client_secret=registration.client_secret)
    assert response.status_code == 200, response.text
    assert a2a_status(http, response.json()["access_token"])[0] == 200


def test_free_user_signs_in_but_a2a_needs_a_paid_plan(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth, code = authorize(sandbox_url, metadata, registration, username="free")
    tokens = token_request(http, metadata, auth, code).json()

    assert jwt.decode(tokens["access_token"], options={"verify_signature": False})["sub"] == (
        "user-free"
    )
    status, body = a2a_status(http, tokens["access_token"])
    assert (status, body["error"]["code"]) == (403, -32005)


# -- what must be refused ---------------------------------------------------------------------


def _refused_at_authorize(sandbox_url, auth: Authorization) -> dict[str, list[str]]:
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        page = sign_in(browser, auth.url)
    assert page.status_code == 302, "the consent page must not be shown"
    location = page.headers["location"]
    assert location.startswith(REDIRECT_URI)
    return parse_qs(urlsplit(location).query)


def test_plain_pkce_is_refused(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth = authorization_request(
        metadata,
        registration.client_id,
        pkce={"code_challenge": "a" * 43, "code_challenge_method": "plain"},
    )

    query = _refused_at_authorize(sandbox_url, auth)

    assert query["error"] == ["invalid_request"]
    assert query["state"] == [auth.state]


def test_pkce_challenge_without_method_is_refused(sandbox_url, http, metadata):
    # Without a method RFC 7636 means "plain"; the sandbox only accepts S256.
    registration = register(http, metadata)
    auth = authorization_request(
        metadata, registration.client_id, pkce={"code_challenge_method": None}
    )
    assert _refused_at_authorize(sandbox_url, auth)["error"] == ["invalid_request"]


def test_missing_pkce_is_refused(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth = authorization_request(
        metadata,
        registration.client_id,
        pkce={"code_challenge": None, "code_challenge_method": None},
    )
    assert _refused_at_authorize(sandbox_url, auth)["error"] == ["invalid_request"]


def test_consent_post_with_plain_pkce_is_refused(sandbox_url, http, metadata):
    # A tampered consent form must not smuggle "plain" past the authorize-time check.
    registration = register(http, metadata)
    auth = authorization_request(metadata, registration.client_id)
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        page = sign_in(browser, auth.url)
        form = {**_hidden_inputs(page.text), "allow": "Authorize"}
        form.update(code_challenge="a" * 43, code_challenge_method="plain")
        redirect = browser.post(str(page.url), data=form)
    assert parse_qs(urlsplit(redirect.headers["location"]).query)["error"] == ["invalid_request"]


def test_wrong_code_verifier_is_refused(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth, code = authorize(sandbox_url, metadata, registration)

    response = token_request(http, metadata, auth, code, code_verifier="x" * 64)

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"


def test_unregistered_redirect_uri_is_refused_without_redirecting(sandbox_url, http, metadata):
    registration = register(http, metadata)
    auth = authorization_request(
        metadata, registration.client_id, redirect_uri="http://127.0.0.1:9/callback/evil"
    )
    with httpx.Client(base_url=sandbox_url, timeout=10) as browser:
        page = sign_in(browser, auth.url)

    assert page.status_code == 400
    assert "location" not in page.headers
    assert "Authorization error" in page.text


def test_redirect_uri_must_match_at_the_token_endpoint(sandbox_url, http, metadata):
    registration = register(
        http, metadata, redirect_uris=[REDIRECT_URI, "http://127.0.0.1:9/other"]
    )
    auth, code = authorize(sandbox_url, metadata, registration)

    body = auth.client.prepare_request_body(
        code=code,
        redirect_uri="http://127.0.0.1:9/other",
        code_verifier=auth.verifier,
        include_client_id=True,
    )
    response = http.post(
        metadata["token_endpoint"],
        content=body,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )

    assert response.status_code in (400, 401)
    assert response.json()["error"] in {"invalid_grant", "invalid_request"}


# -- token lifetime ---------------------------------------------------------------------------


def test_tokens_expire_after_the_configured_lifetime(http, hooks, sandbox_process):
    hooks.config(token_ttl=1)
    tokens = sandbox_process.token("demo")
    assert tokens["expires_in"] == 1
    assert a2a_status(http, tokens["access_token"])[0] == 200

    time.sleep(2.1)

    status, body = a2a_status(http, tokens["access_token"])
    assert (status, body["error"]["code"]) == (401, -32004)


def test_tokens_for_a_registered_client_can_be_refreshed_by_it(http, metadata, sandbox_process):
    registration = register(http, metadata)
    tokens = sandbox_process.token("demo", client_id=registration.client_id)
    client = WebApplicationClient(registration.client_id)

    response = refresh(
        http, metadata, client, tokens["refresh_token"], client_id=registration.client_id
    )

    assert response.status_code == 200, response.text
    assert a2a_status(http, response.json()["access_token"])[0] == 200
