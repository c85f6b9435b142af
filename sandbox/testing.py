"""Start a sandbox server in a child process and wait until it answers: one call for tests and
`make run`: `sandbox = start_sandbox(db_path=...)`, talk to `sandbox.url`, then `sandbox.stop()`.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import httpx

REPO_DIR = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def startup_wait(base_seconds: float) -> float:
    """How long to wait for a child process to start: `base_seconds` on an idle machine, more
    when the machine is busy (scaled by the 1-minute load per core), so a loaded 2-core CI
    machine is given the time it needs instead of a fixed limit tuned on an idle one."""
    try:
        load_per_core = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:
        load_per_core = 1.0
    return base_seconds * max(1.0, 1.0 + load_per_core)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def sandbox_token(
    url: str,
    username: str = "demo",
    *,
    client_id: str | None = None,
    http: httpx.Client | None = None,
) -> dict:
    """A fresh access + refresh token pair for a sandbox user, minted by the sandbox's
    /_sandbox/token hook, issued to `client_id` when given (else to the sandbox's own client).
    The one way tests, benchmarks and `make run` get a token without the browser flow; `http`,
    a caller's pooled client, spares a new client's set-up on each call."""
    body = {"username": username, "client_id": client_id}
    if http is not None:
        response = http.post(f"{url}/_sandbox/token", json=body, timeout=10)
    else:
        response = httpx.post(f"{url}/_sandbox/token", json=body, timeout=10)
    response.raise_for_status()
    return response.json()


class SandboxStartError(RuntimeError):
    pass


@dataclass
class SandboxProcess:
    url: str
    process: subprocess.Popen
    db_path: Path
    log_path: Path
    _log: IO[bytes] | None = field(default=None, repr=False)

    def stop(self, timeout: float = 10.0) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=timeout)
        if self._log is not None:
            self._log.close()
            self._log = None

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])

    def token(self, username: str = "demo", *, client_id: str | None = None) -> dict[str, Any]:
        """Access + refresh token for a sandbox user (see the /_sandbox/token hook)."""
        return sandbox_token(self.url, username, client_id=client_id)

    def __enter__(self) -> SandboxProcess:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()


def _healthy(url: str, http: httpx.Client) -> bool:
    try:
        response = http.get(f"{url}/_sandbox/health", timeout=1)
        return response.status_code == 200 and response.json().get("ok") is True
    except (httpx.HTTPError, ValueError):
        return False


def start_sandbox(
    *,
    db_path: str | os.PathLike[str],
    port: int | None = None,
    env: Mapping[str, str] | None = None,
    timeout: float | None = None,
) -> SandboxProcess:
    """Run `python -m sandbox serve` on `port` (default: a free one) and wait for its health hook.

    `env` is laid over the current environment (SANDBOX_RATE_LIMIT, SANDBOX_FAULT...). Output
    goes to a log file beside the database; its tail is in the error if the server fails to start.
    """
    db_path = Path(db_path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    url = f"http://{HOST}:{port}"
    child_env = {**os.environ, **(env or {})}
    child_env.update(
        SANDBOX_DB=str(db_path),
        DJANGO_SETTINGS_MODULE="sandbox.settings",
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_DIR), child_env.get("PYTHONPATH")])),
        PYTHONUNBUFFERED="1",
    )
    log_path = db_path.with_name(f"{db_path.stem}-{port}.log")
    log = open(log_path, "wb")  # noqa: SIM115 - closed by SandboxProcess.stop()
    process = subprocess.Popen(
        [sys.executable, "-m", "sandbox", "serve", "--host", HOST, "--port", str(port)],
        cwd=REPO_DIR,
        env=child_env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    sandbox = SandboxProcess(url=url, process=process, db_path=db_path, log_path=log_path, _log=log)
    timeout = timeout if timeout is not None else startup_wait(20.0)
    deadline = time.monotonic() + timeout
    # One client for the polls: a new one would load the CA store each time (the machine is
    # busiest exactly while servers start).
    with httpx.Client(limits=httpx.Limits(max_keepalive_connections=0)) as http:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                sandbox.stop()
                raise SandboxStartError(
                    f"sandbox exited with code {process.returncode} before answering on {url}.\n"
                    f"Last lines of {log_path}:\n{sandbox.log_tail()}"
                )
            if _healthy(url, http):
                return sandbox
            time.sleep(0.1)
    sandbox.stop()
    raise SandboxStartError(
        f"sandbox did not answer {url}/_sandbox/health within {timeout:.0f} s.\n"
        f"Last lines of {log_path}:\n{sandbox.log_tail()}"
    )
