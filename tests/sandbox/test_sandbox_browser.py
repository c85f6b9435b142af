"""The sandbox's sign-in and consent pages in real Chromium, as people meet them."""

from __future__ import annotations

import secrets
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

REDIRECT_URI = "http://127.0.0.1:9/callback"

pytestmark = pytest.mark.browser


def test_sign_in_and_consent_in_a_browser(page, http, sandbox_url):
    client_id = http.post(
        "/oauth/register",
        json={
            "redirect_uris": [REDIRECT_URI],
            "client_name": "Browser test",
            "token_endpoint_auth_method": "none",
        },
    ).json()["client_id"]
    state = secrets.token_urlsafe(8)
    query = urlencode(
        {
            "response_type": "code",
            "client_id": client_id,
            "redirect_uri": REDIRECT_URI,
            "scope": "a2a profile",
            "state": state,
            "code_challenge": "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
            "code_challenge_method": "S256",
        }
    )
    # Nothing listens on the client's redirect URI: answer it here so the browser can land.
    page.route(f"{REDIRECT_URI}*", lambda route: route.fulfill(body="callback reached"))

    page.goto(f"{sandbox_url}/oauth/authorize?{query}")
    assert "Magisterium sandbox" in page.title()
    page.fill("input[name=username]", "demo")
    page.fill("input[name=password]", "demo")
    page.click("button:has-text('Sign in')")
    page.wait_for_selector("button:has-text('Authorize')")
    assert "Browser test" in page.inner_text("h1")
    page.click("button:has-text('Authorize')")
    page.wait_for_url(f"{REDIRECT_URI}*")

    params = parse_qs(urlsplit(page.url).query)
    assert params["state"] == [state]
    assert params["code"][0]
