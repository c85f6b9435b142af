"""Production settings: refuse to start half-configured; `check --deploy` is clean."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

BASE_DIR = Path(__file__).resolve().parents[2]
PRODUCTION_ENV = {
    "DEBUG": "0",
    "SECRET_KEY": "a-long-random-production-secret-key-" + "x" * 40,
    "ALLOWED_HOSTS": "portal.example.org",
    "DATABASE_URL": "postgres://portal@127.0.0.1:5432/portal",
    "REDIS_URL": "redis://127.0.0.1:6379/0",
}


def _manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    # The test process allows async-unsafe ORM use for Playwright; a deployment never does.
    # The suite's own settings module (config/settings_test.py) is not a deployment's either.
    skip = {*PRODUCTION_ENV, "DJANGO_ALLOW_ASYNC_UNSAFE", "DJANGO_SETTINGS_MODULE"}
    clean = {k: v for k, v in os.environ.items() if k not in skip}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=BASE_DIR,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_with_production_settings_prints_no_warnings():
    result = _manage("check", "--deploy", "--fail-level", "WARNING", env=PRODUCTION_ENV)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


@pytest.mark.parametrize("missing", ["SECRET_KEY", "ALLOWED_HOSTS", "DATABASE_URL", "REDIS_URL"])
def test_production_refuses_to_start_without_a_required_value(missing):
    env = {k: v for k, v in PRODUCTION_ENV.items() if k != missing}
    result = _manage("check", env=env)
    assert result.returncode != 0
    assert f"{missing} is not set" in result.stderr
