"""`python -m sandbox token | client` and `sandbox.testing.start_sandbox` as others use them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import httpx
import jwt
import pytest

from sandbox.testing import SandboxStartError, start_sandbox


def run_cli(sandbox_process, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SANDBOX_DB": str(sandbox_process.db_path)}
    return subprocess.run(
        [sys.executable, "-m", "sandbox", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def a2a_status(http, token: str) -> int:
    return http.post(
        "/api/v1/a2a",
        json={"jsonrpc": "2.0", "id": 1, "method": "tasks/get", "params": {"id": "x"}},
        headers={"Authorization": f"Bearer {token}"},
    ).status_code


def test_token_command_prints_a_working_token(sandbox_process, http):
    output = run_cli(sandbox_process, "token", "demo")

    assert output.returncode == 0, output.stderr
    token = output.stdout.strip()
    assert jwt.decode(token, options={"verify_signature": False})["sub"] == "user-demo"
    assert a2a_status(http, token) == 200  # -32001: signed in, no such task


def test_token_command_json_for_the_free_user(sandbox_process, http):
    output = run_cli(sandbox_process, "token", "free", "--json")

    tokens = json.loads(output.stdout)
    assert set(tokens) >= {"access_token", "refresh_token", "expires_in", "token_type"}
    assert tokens["token_type"] == "Bearer"
    assert a2a_status(http, tokens["access_token"]) == 403


def test_token_command_refuses_an_unknown_client(sandbox_process):
    output = run_cli(sandbox_process, "token", "demo", "--client-id", "nobody")

    assert output.returncode == 1
    assert "unknown OAuth client" in output.stderr


def test_preregistered_confidential_client_can_refresh_cli_tokens(sandbox_process, http):
    created = run_cli(
        sandbox_process,
        "client",
        "--client-id",
        "portal-under-test",
        "--client-secret",
        "portal-secret",
        "--redirect-uri",
        "http://127.0.0.1:8000/accounts/magisterium/login/callback/",
    )
    assert created.returncode == 0, created.stderr
    tokens = json.loads(
        run_cli(
            sandbox_process, "token", "demo", "--client-id", "portal-under-test", "--json"
        ).stdout
    )

    response = http.post(
        "/oauth/token",
        data={"grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
        auth=("portal-under-test", "portal-secret"),
    )

    assert response.status_code == 200, response.text
    assert a2a_status(http, response.json()["access_token"]) == 200


def test_start_sandbox_reports_why_the_server_did_not_start(tmp_path):
    with pytest.raises(SandboxStartError) as failure:
        start_sandbox(db_path=tmp_path / "bad.sqlite3", env={"SANDBOX_RATE_LIMIT": "lots"})

    assert "SANDBOX_RATE_LIMIT" in str(failure.value)


def test_start_sandbox_serves_on_the_requested_port(tmp_path):
    from sandbox.testing import free_port

    port = free_port()
    with start_sandbox(db_path=tmp_path / "port.sqlite3", port=port) as server:
        assert server.url == f"http://127.0.0.1:{port}"
        assert httpx.get(f"{server.url}/_sandbox/health").json() == {"ok": True}
    assert server.process.poll() is not None
