"""Fixtures for Sign in with Magisterium: a registered client, a sandbox consent helper, keys.

The authorization server is the real sandbox over HTTP. The only stand-in is `fake_oauth_server`
below, a tiny local HTTP server for answers the sandbox never gives (a refresh without a new
refresh token, metadata without userinfo, a signed id_token).
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urljoin, urlsplit

import httpx
import pytest
from cryptography.fernet import Fernet

TEST_CALLBACK = "http://testserver/accounts/magisterium/login/callback/"


@pytest.fixture
def token_key(settings) -> str:
    """A fresh Fernet key as the only TOKEN_ENCRYPTION_KEYS entry."""
    key = Fernet.generate_key().decode()
    settings.TOKEN_ENCRYPTION_KEYS = [key]
    return key


@pytest.fixture
def oauth_client(sandbox, token_key, db):
    """The portal registered at the sandbox for the Django test client's callback URL."""
    from portal.accounts.registration import client_register

    return client_register(redirect_uris=[TEST_CALLBACK])


# --- Acting as a person on the sandbox's sign-in and consent pages -----------------------------


@dataclass
class Form:
    action: str | None
    fields: dict[str, str] = field(default_factory=dict)


class _FormParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.forms: list[Form] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "form":
            self.forms.append(Form(action=values.get("action")))
        elif (
            tag == "input" and self.forms and values.get("name") and values.get("type") == "hidden"
        ):
            self.forms[-1].fields[values["name"]] = values.get("value") or ""


def _form(html: str) -> Form:
    parser = _FormParser()
    parser.feed(html)
    assert parser.forms, "the page has no form"
    return parser.forms[-1]


def sandbox_consent(authorize_url: str, *, username: str = "demo", password: str | None = None):
    """Sign in on the sandbox as `username`, press Authorize; return the redirect to the portal."""
    with httpx.Client(follow_redirects=False, timeout=20) as browser:
        response = browser.get(authorize_url)
        if response.status_code == 302:  # not signed in at the sandbox yet
            login_url = urljoin(authorize_url, response.headers["location"])
            page = browser.get(login_url)
            form = _form(page.text)
            response = browser.post(
                urljoin(login_url, form.action or login_url),
                data={**form.fields, "username": username, "password": password or username},
            )
            assert response.status_code == 302, "sandbox sign-in failed"
            response = browser.get(urljoin(login_url, response.headers["location"]))
        assert response.status_code == 200, response.text[:500]
        consent = _form(response.text)
        response = browser.post(str(response.url), data={**consent.fields, "allow": "Authorize"})
        assert response.status_code == 302, response.text[:500]
        return response.headers["location"]


def start_sign_in(client) -> str:
    """POST the "Sign in with Magisterium" button; the authorize URL it redirects to."""
    response = client.post("/accounts/magisterium/login/")
    assert response.status_code == 302
    return response["Location"]


def finish_sign_in(client, callback: str):
    parts = urlsplit(callback)
    return client.get(f"{parts.path}?{parts.query}")


def sign_in(client, *, username: str = "demo"):
    """The whole flow through the test client and the real sandbox; the callback's response."""
    return finish_sign_in(client, sandbox_consent(start_sign_in(client), username=username))


def query(url: str) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(url).query).items()}


def sandbox_tokens(sandbox, *, username: str, client_id: str) -> dict[str, Any]:
    """A fresh token pair for `username` issued to our client, minted by the sandbox's hook."""
    return sandbox.token(username, client_id=client_id)


# --- A tiny stand-in authorization server for answers the sandbox never gives -------------------


class FakeOAuthServer:
    """Serves `routes[path] -> (status, json body)` and records every request it gets (and its
    headers, in `headers`). A `set_cookie` value is sent as a Set-Cookie header on every answer."""

    def __init__(self) -> None:
        self.routes: dict[str, tuple[int, Any]] = {}
        self.requests: list[tuple[str, str, dict[str, list[str]]]] = []
        self.headers: list[dict[str, str]] = []
        self.set_cookie: str | None = None
        server = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode() if length else ""
                path = urlsplit(self.path).path
                server.requests.append((self.command, path, parse_qs(body)))
                server.headers.append(dict(self.headers.items()))
                status, payload = server.routes.get(path, (404, {"error": "not_found"}))
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                if server.set_cookie:
                    self.send_header("Set-Cookie", server.set_cookie)
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def metadata(self, **overrides: Any) -> dict[str, Any]:
        document = {
            "issuer": self.url,
            "authorization_endpoint": f"{self.url}/authorize",
            "token_endpoint": f"{self.url}/token",
            "revocation_endpoint": f"{self.url}/revoke",
            "code_challenge_methods_supported": ["S256"],
            **overrides,
        }
        self.routes["/.well-known/oauth-authorization-server"] = (
            200,
            {k: v for k, v in document.items() if v is not None},
        )
        return document

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def fake_oauth_server(settings):
    server = FakeOAuthServer()
    server.metadata()
    settings.MAGISTERIUM_BASE_URL = server.url
    yield server
    server.stop()


@pytest.fixture
def client_factory():
    """Makes more test browsers (each with its own cookies) next to `client`."""
    from django.test import Client

    return Client
