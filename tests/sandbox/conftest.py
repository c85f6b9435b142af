"""Fixtures for the sandbox's own tests: one real sandbox server over HTTP for the whole session.

Plain pytest (no database, no Django settings): run with
`.venv/bin/python -m pytest tests/sandbox -p no:django` or as part of the whole suite.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from sandbox.testing import SandboxProcess, start_sandbox


@pytest.fixture(autouse=True)
def _clean_cache() -> Iterator[None]:
    """Replaces the portal's autouse cache fixture: these tests only talk HTTP to the sandbox."""
    yield


@pytest.fixture(scope="session")
def sandbox_process(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SandboxProcess]:
    server = start_sandbox(
        db_path=tmp_path_factory.mktemp("sandbox") / "sandbox.sqlite3",
        # Short enough that the timeout-fault test does not hold a thread for long.
        env={"SANDBOX_TIMEOUT_SLEEP": "2", "SANDBOX_FAULT": "", "SANDBOX_LATENCY_MS": "0"},
    )
    yield server
    server.stop()


@pytest.fixture(scope="session")
def sandbox_url(sandbox_process: SandboxProcess) -> str:
    return sandbox_process.url


@pytest.fixture(autouse=True)
def _reset_sandbox(request: pytest.FixtureRequest) -> None:
    """Every test that uses the sandbox starts from the environment's config, no fault, zero
    counters and real time. Tests that do not use it (the catalog's) do not start it."""
    if "sandbox_process" in request.fixturenames:
        url = request.getfixturevalue("sandbox_url")
        httpx.post(f"{url}/_sandbox/reset", timeout=10).raise_for_status()


@pytest.fixture
def http(sandbox_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox_url, timeout=10) as client:
        yield client


@pytest.fixture(scope="session")
def demo_token(sandbox_process: SandboxProcess) -> str:
    return sandbox_process.token("demo")["access_token"]


@pytest.fixture(scope="session")
def free_token(sandbox_process: SandboxProcess) -> str:
    return sandbox_process.token("free")["access_token"]


AS_DEMO = object()  # default of A2AClient's `token=`; pass None to send no token at all


class A2AClient:
    """Raw JSON-RPC over HTTP, so every test sees status codes and bodies exactly as sent."""

    def __init__(self, http: httpx.Client, token: str | None) -> None:
        self.http = http
        self.token = token

    def headers(self, token: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"} if token else {}

    def post(self, body: Any, *, token: Any = AS_DEMO, **kwargs: Any) -> httpx.Response:
        token = self.token if token is AS_DEMO else token
        return self.http.post("/api/v1/a2a", json=body, headers=self.headers(token), **kwargs)

    def call(
        self, method: str, params: Any = None, *, request_id: Any = 1, **kwargs: Any
    ) -> httpx.Response:
        body = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            body["params"] = params
        return self.post(body, **kwargs)

    def send(
        self,
        skill: str | None = None,
        *,
        text: str | None = None,
        data: dict[str, Any] | None = None,
        context_id: str | None = None,
        **kwargs: Any,
    ) -> httpx.Response:
        parts: list[dict[str, Any]] = []
        if text is not None:
            parts.append({"kind": "text", "text": text})
        if data is not None:
            parts.append({"kind": "data", "data": data})
        message: dict[str, Any] = {
            "role": "user",
            "messageId": str(uuid.uuid4()),
            "kind": "message",
            "parts": parts,
        }
        if skill is not None:
            message["metadata"] = {"skillId": skill}
        if context_id is not None:
            message["contextId"] = context_id
        return self.call("message/send", {"message": message}, **kwargs)


@pytest.fixture
def a2a(http: httpx.Client, demo_token: str) -> A2AClient:
    """A2A client signed in as the paid `demo` user."""
    return A2AClient(http, demo_token)


@pytest.fixture
def hooks(http: httpx.Client):
    """Shortcuts for the /_sandbox/ hooks."""

    class Hooks:
        def post(self, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
            response = http.post(f"/_sandbox/{path}", json=body or {})
            response.raise_for_status()
            return response.json()

        def get(self, path: str) -> dict[str, Any]:
            response = http.get(f"/_sandbox/{path}")
            response.raise_for_status()
            return response.json()

        def config(self, **values: Any) -> dict[str, Any]:
            return self.post("config", values)

        def fault(self, mode: str | None, **options: Any) -> dict[str, Any]:
            return self.post("faults", {"mode": mode, **options})

        def advance_clock(self, seconds: float) -> dict[str, Any]:
            return self.post("clock", {"advance_seconds": seconds})

        def counts(self) -> dict[str, Any]:
            return self.get("requests")["message_send"]

    return Hooks()
