"""`make run` (python -m config.run) serves the whole portal and Ctrl-C leaves nothing behind."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psutil
import pytest

from config.embedded import free_port

BASE_DIR = Path(__file__).resolve().parents[2]


def _wait_for(check, *, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            result = check()
        except httpx.HTTPError:
            result = None
        if result:
            return result
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.worker
def test_make_run_serves_todays_readings_and_stops_cleanly_on_ctrl_c(tmp_path):
    port, sandbox_port = free_port(), free_port()
    # A newcomer's machine: no database or Redis configured, everything embedded.
    unset = {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    env = {key: value for key, value in os.environ.items() if key not in unset}
    env.update(PORT=str(port), SANDBOX_PORT=str(sandbox_port), PORTAL_VAR_DIR=str(tmp_path))
    log = open(tmp_path / "run.log", "w")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [sys.executable, "-m", "config.run"],
        cwd=BASE_DIR, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        health = _wait_for(
            lambda: httpx.get(f"{url}/healthz", timeout=2).json(), timeout=90, what="/healthz"
        )
        assert health["checks"] == {"database": "ok", "cache": "ok", "broker": "ok"}
        # The first prefetch was queued at start: today's readings appear without a visitor.
        home = _wait_for(
            lambda: (
                (r := httpx.get(f"{url}/", timeout=5)).status_code == 200
                and "Mass readings for" in r.text
                and r
            ),
            timeout=60,
            what="today's readings on the homepage",
        )
        assert "Sign in with Magisterium" in home.text
        children = psutil.Process(process.pid).children(recursive=True)
        assert len(children) >= 4  # redis, sandbox, web, worker (and their own children)
    finally:
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        try:
            process.wait(timeout=30)
        finally:
            log.close()
    _, alive = psutil.wait_procs(children, timeout=15)
    assert alive == [], (tmp_path / "run.log").read_text()[-2000:]
