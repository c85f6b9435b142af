"""`make run` (python -m devtools.run) serves the whole portal, starts a crashed worker again,
and Ctrl-C leaves nothing behind."""

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psutil
import pytest
from celery import Celery

from devtools.embedded import free_port

pytestmark = pytest.mark.server  # starts whole servers of its own: not in make test-fast

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


def _celery_worker(run: subprocess.Popen) -> psutil.Process | None:
    """The Celery worker's main process: the child its supervisor started."""
    for child in psutil.Process(run.pid).children(recursive=True):
        try:
            parent, own = " ".join(child.parent().cmdline()), " ".join(child.cmdline())
            if "devtools.supervise" in parent and own.split()[1:3] == ["-m", "celery"]:
                return child
        except psutil.Error:
            continue
    return None


def _broker_url(run_log: str) -> str:
    """The embedded Redis `make run` announced, on the broker's database (the next one)."""
    redis_url = re.search(r"embedded Redis on (redis://\S+)/0", run_log).group(1)
    return f"{redis_url}/1"


@pytest.mark.worker
def test_make_run_serves_todays_readings_restarts_a_crashed_worker_and_stops_on_ctrl_c(
    tmp_path,
):
    port, sandbox_port = free_port(), free_port()
    # A newcomer's machine: no database or Redis configured, everything embedded.
    unset = {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL", "DJANGO_ALLOW_ASYNC_UNSAFE",
             "DJANGO_SETTINGS_MODULE"}  # fmt: skip
    env = {key: value for key, value in os.environ.items() if key not in unset}
    env.update(PORT=str(port), SANDBOX_PORT=str(sandbox_port), PORTAL_VAR_DIR=str(tmp_path))
    log = open(tmp_path / "run.log", "w")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [sys.executable, "-m", "devtools.run"],
        cwd=BASE_DIR, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    orphans: list[psutil.Process] = []
    try:
        health = _wait_for(
            lambda: httpx.get(f"{url}/readyz", timeout=2).json(), timeout=90, what="/readyz"
        )
        assert health["checks"] == {"database": "ok", "cache": "ok", "broker": "ok"}
        # The worker runs a prefetch pass on connecting: today's readings appear without a visitor.
        home = _wait_for(
            lambda: (
                (r := httpx.get(f"{url}/", timeout=5)).status_code == 200
                and '<section class="reading reading-' in r.text  # a reading under its heading
                and r
            ),
            timeout=60,
            what="today's readings on the homepage",
        )
        assert "Sign in with Magisterium" in home.text
        # The whole Church's collection is made at start, with a line for each country.
        made = re.search(r"world collection: (\d+) new lines", (tmp_path / "run.log").read_text())
        assert made is not None and int(made[1]) > 200
        children = psutil.Process(process.pid).children(recursive=True)
        assert len(children) >= 4  # redis, sandbox, web, worker (and their own children)

        # A worker that crashes (here: kill -9) is started again and answers through Redis.
        crashed = _celery_worker(process)
        assert crashed is not None
        orphans = crashed.children(recursive=True)  # its pool processes must not outlive us
        crashed.kill()
        broker = _broker_url((tmp_path / "run.log").read_text())
        probe = Celery(broker=broker, set_as_current=False)
        _wait_for(
            lambda: (
                (worker := _celery_worker(process)) is not None
                and worker.pid != crashed.pid
                and probe.control.ping(timeout=1)
            ),
            timeout=90,
            what="a new worker answering a ping",
        )
        probe.close()
        assert "worker ended by signal 9; starting it again" in (tmp_path / "run.log").read_text()
    finally:
        children = psutil.Process(process.pid).children(recursive=True)
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        try:
            process.wait(timeout=30)
        finally:
            log.close()
    _, alive = psutil.wait_procs(children + orphans, timeout=15)
    assert alive == [], (tmp_path / "run.log").read_text()[-2000:]
