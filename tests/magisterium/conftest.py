"""Fixtures for the Magisterium client: sandbox users as UserTokens, and a fake network.

The sandbox (tests/conftest.py) is the upstream for behaviour tests. `fake_upstream` replaces
only the network under the real httpx client (an httpx.MockTransport), for shapes the sandbox
cannot produce on demand: arbitrary bytes, arbitrary JSON, any HTTP status.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import jwt
import pytest

from portal.magisterium import UserToken, agent_card, httpclient


def _user_token(sandbox_server, username: str) -> UserToken:
    access_token = sandbox_server.token(username)["access_token"]
    claims = jwt.decode(access_token, options={"verify_signature": False})
    # Each mint is a separate portal account here, as two people signed in would be.
    return UserToken(
        account_id=f"{claims['sub']}-{uuid.uuid4().hex[:8]}", access_token=access_token
    )


@pytest.fixture(scope="session")
def _demo_tokens(sandbox_server) -> list[UserToken]:
    return [_user_token(sandbox_server, "demo") for _ in range(2)]


@pytest.fixture
def demo(sandbox, _demo_tokens) -> UserToken:
    """A paid (Pro) sandbox user."""
    return _demo_tokens[0]


@pytest.fixture
def other_demo(sandbox, _demo_tokens) -> UserToken:
    """A second portal account with its own token (for sharing tests)."""
    return _demo_tokens[1]


@pytest.fixture(scope="session")
def _free_token(sandbox_server) -> UserToken:
    return _user_token(sandbox_server, "free")


@pytest.fixture
def free(sandbox, _free_token) -> UserToken:
    """A free-plan sandbox user: A2A answers 403 / -32005."""
    return _free_token


# Each A2A version the sandbox speaks, and a protobuf server's doubles (docs/upstream.md §10).
SANDBOX_DIALECTS = [
    pytest.param({"dialect": "0.2"}, id="a2a-0.2"),
    pytest.param({"dialect": "0.3"}, id="a2a-0.3"),
    pytest.param({"dialect": "1.0"}, id="a2a-1.0"),
    pytest.param({"dialect": "both"}, id="a2a-both"),
    pytest.param({"dialect": "1.0", "numbers": "double"}, id="a2a-1.0-doubles"),
]


@pytest.fixture(params=SANDBOX_DIALECTS)
def in_each_dialect(request, sandbox) -> dict[str, str]:
    """The test runs once per dialect: the sandbox speaks it, the door chooses afresh."""
    sandbox.configure(**request.param)
    agent_card.forget_choice()
    return request.param


@pytest.fixture
def redis_connection():
    from django_redis import get_redis_connection

    return get_redis_connection("default")


# The agent card a fake upstream serves unless a test sets `card`: Magisterium's today.
LEGACY_CARD = {"name": "Magisterium AI", "protocolVersion": "0.2.6", "skills": []}


class FakeUpstream:
    """What the network answers; each request is recorded (headers included, for checks).

    Agent card requests are answered with `card` (None: 404) and recorded apart, in
    `card_requests`, so that `requests` holds the JSON-RPC calls alone.
    """

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []
        self.card_requests: list[httpx.Request] = []
        self.card: dict[str, Any] | None = LEGACY_CARD
        self.card_paths = agent_card.AGENT_CARD_PATHS
        self.responder: Callable[[httpx.Request, dict[str, Any]], httpx.Response] = (
            lambda request, body: httpx.Response(500)
        )

    def handle(self, request: httpx.Request) -> httpx.Response:
        if request.method == "GET" and request.url.path in agent_card.AGENT_CARD_PATHS:
            self.card_requests.append(request)
            if self.card is None or request.url.path not in self.card_paths:
                return httpx.Response(404)
            return json_response(200, self.card)
        self.requests.append(request)
        try:
            body = json.loads(request.content)
        except ValueError:
            body = {}
        return self.responder(request, body)

    def raw(self, status: int, content: bytes, headers: dict[str, str] | None = None) -> None:
        self.responder = lambda request, body: httpx.Response(
            status, content=content, headers=headers
        )

    def json(self, status: int, payload: Any) -> None:
        self.responder = lambda request, body: json_response(status, payload)

    def rpc(self, status: int, **members: Any) -> None:
        """A JSON-RPC answer that echoes the request id, as a real server would."""
        self.responder = lambda request, body: json_response(
            status, {"jsonrpc": "2.0", "id": body.get("id"), **members}
        )

    def result(self, result: Any, status: int = 200) -> None:
        self.rpc(status, result=result)

    def error(self, status: int, code: int, message: Any = "", data: Any = None) -> None:
        error = {"code": code, "message": message}
        if data is not None:
            error["data"] = data
        self.rpc(status, error=error)

    def task(self, artifact_name: str, parts: list[Any], state: str = "completed") -> None:
        self.result(completed_task(artifact_name, parts, state=state))


def json_response(status: int, payload: Any) -> httpx.Response:
    # json.dumps, not httpx's json=: hostile answers include NaN and Infinity.
    return httpx.Response(
        status, content=json.dumps(payload).encode(), headers={"Content-Type": "application/json"}
    )


def completed_task(artifact_name: str, parts: list[Any], *, state: str = "completed") -> dict:
    return {
        "kind": "task",
        "id": str(uuid.uuid4()),
        "contextId": str(uuid.uuid4()),
        "status": {"state": state},
        "artifacts": [{"artifactId": str(uuid.uuid4()), "name": artifact_name, "parts": parts}],
    }


@pytest.fixture
def fake_upstream(settings, monkeypatch):
    upstream = FakeUpstream()
    monkeypatch.setattr(httpclient, "_http_transport", httpx.MockTransport(upstream.handle))
    httpclient.reset_client()
    agent_card.forget_choice()
    settings.MAGISTERIUM_BASE_URL = "http://upstream.invalid"
    settings.MAGISTERIUM_RATE_LIMIT = 0
    settings.MAGISTERIUM_QA_RATE_LIMIT = 0
    yield upstream
    httpclient.reset_client()
    agent_card.forget_choice()


@pytest.fixture
def fake_token() -> UserToken:
    return UserToken(account_id=f"acct-{uuid.uuid4().hex}", access_token=f"tok-{uuid.uuid4().hex}")
