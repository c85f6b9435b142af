"""The portal as production runs it, for benchmarks: gunicorn, DEBUG off, a private sandbox.

`portal_server()` is a context manager yielding a `PortalServer` with the base URL, the
sandbox, and a helper that signs a user in (session cookie) for the signed-in pages.
gunicorn runs with the Procfile's settings file, config/gunicorn.conf.py; only the address
differs. With DATABASE_URL (PostgreSQL) and REDIS_URL set, the portal runs on them as in
production (a database of its own on that server); otherwise on SQLite and an embedded Redis.
"""

from __future__ import annotations

import os
import runpy
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import httpx
from cryptography.fernet import Fernet

from devtools.embedded import free_port, start_redis, wait_for_port

BASE_DIR = Path(__file__).resolve().parents[2]
GUNICORN_CONF = BASE_DIR / "config" / "gunicorn.conf.py"


def gunicorn_settings() -> dict:
    """The settings gunicorn reads from GUNICORN_CONF in this environment (for the tables)."""
    return runpy.run_path(str(GUNICORN_CONF))


@dataclass
class PortalServer:
    url: str
    env: dict[str, str]
    sandbox: object  # sandbox.testing.SandboxProcess

    def manage(self, *args: str, stdin: str | None = None, env: dict | None = None) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=BASE_DIR, env={**self.env, **(env or {})}, input=stdin,
            capture_output=True, text=True, check=True,
        )  # fmt: skip
        return result.stdout

    def prefetch_today(self, username: str) -> None:
        """Fetch today's readings and saints into the database as the nightly job would,
        with `username` (see session_cookie) as the prefetch account."""
        script = (
            "from portal.readings import selectors, services\n"
            "services.day_fetch(day=selectors.site_today())\n"
        )
        self.manage("shell", "-c", script, env={"PREFETCH_ACCOUNT": username})

    def session_cookie(self, username: str) -> dict[str, str]:
        """A signed-in session for a portal user connected as the paid sandbox user."""
        return self.session_cookies(username)[0]

    def session_cookies(self, *usernames: str) -> list[dict[str, str]]:
        """`session_cookie` for several users at once (one Django start-up for all)."""
        script = (
            "import datetime as dt, json, sys\n"
            "from django.conf import settings\n"
            "from django.contrib.auth import get_user_model\n"
            "from django.test import Client\n"
            "from django.utils import timezone\n"
            "from portal.accounts.services import connection_store\n"
            "for data in json.load(sys.stdin):\n"
            "    user, _ = get_user_model().objects.get_or_create(username=data['username'])\n"
            "    connection_store(user=user, account_id='bench-' + user.username, name='',"
            " email='', access_token=data['access_token'],"
            " refresh_token=data.get('refresh_token'),"
            " expires_at=timezone.now() + dt.timedelta(hours=1))\n"
            "    client = Client()\n"
            "    client.force_login(user)\n"
            "    print(client.cookies[settings.SESSION_COOKIE_NAME].value)\n"
        )
        import json

        payload = json.dumps(
            [{"username": name, **self.sandbox.token("demo")} for name in usernames]
        )
        values = self.manage("shell", "-c", script, stdin=payload).strip().splitlines()
        return [{"portal_sessionid": value} for value in values[-len(usernames) :]]

    def upstream_calls(self) -> int:
        """message/send calls the sandbox has answered since it started."""
        response = httpx.get(f"{self.sandbox.url}/_sandbox/requests", timeout=5)
        return response.json()["message_send"]["total"]

    def upstream_latency(self, milliseconds: int) -> None:
        """Add `milliseconds` to every message/send from now on."""
        httpx.post(
            f"{self.sandbox.url}/_sandbox/config", json={"latency_ms": milliseconds}, timeout=5
        ).raise_for_status()


def database_kind(url: str) -> str:
    """ "PostgreSQL" or "SQLite", for the tables."""
    return "PostgreSQL" if url.startswith(("postgres://", "postgresql://")) else "SQLite"


@contextmanager
def _database(workdir: Path) -> Iterator[str]:
    """The benchmark's own database: a fresh one on the PostgreSQL server of DATABASE_URL
    (dropped afterwards), as production runs; without DATABASE_URL, SQLite in `workdir`."""
    url = os.environ.get("DATABASE_URL", "")
    if database_kind(url) != "PostgreSQL":
        yield f"sqlite:///{workdir / 'portal.sqlite3'}"
        return
    import psycopg

    name = f"bench_{os.getpid()}_{time.monotonic_ns() % 1_000_000}"
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(url)._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def collected_is_current() -> bool:
    """var/static was collected after every file under static/ last changed and after the
    last install (the packages' own static files): the copy seeded from it needs no second
    collectstatic, which compresses every file again (seconds, several on 2 busy cores)."""
    manifest = BASE_DIR / "var" / "static" / "staticfiles.json"
    if not manifest.exists():
        return False
    collected = manifest.stat().st_mtime
    sources = [path for path in (BASE_DIR / "static").rglob("*") if path.is_file()]
    installed = BASE_DIR / ".venv" / ".installed-stamp"
    if installed.exists():
        sources.append(installed)
    return all(path.stat().st_mtime <= collected for path in sources)


@contextmanager
def portal_server(
    *,
    sandbox_env: dict | None = None,
    portal_env: dict | None = None,
    collect_static: bool = True,
) -> Iterator[PortalServer]:
    """gunicorn with DEBUG off on a private sandbox; `portal_env` adds or overrides settings
    (e.g. MAGISTERIUM_CACHE_ENABLED=0). Without `collect_static` (it takes most of a minute)
    only pages that link no static file, such as /healthz, can be relied on."""
    from sandbox.testing import start_sandbox

    with ExitStack() as stack:
        workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-portal-")))
        redis_url = os.environ.get("REDIS_URL")
        if not redis_url:
            redis = start_redis()
            stack.callback(redis.stop)
            redis_url = redis.url
        sandbox = start_sandbox(
            db_path=workdir / "sandbox.sqlite3",
            env={"SANDBOX_RATE_LIMIT": "0", "SANDBOX_QA_RATE_LIMIT": "0", **(sandbox_env or {})},
        )
        stack.callback(sandbox.stop)
        port = free_port()
        database_url = stack.enter_context(_database(workdir))
        # Its own var/ (collectstatic's STATIC_ROOT above all): tests running in parallel
        # (pytest-xdist) serve var/static from other processes while this one collects. Seeded
        # from var/static when there is one, so collectstatic copies only what changed.
        var_dir = workdir / "var"
        if collect_static and (BASE_DIR / "var" / "static").is_dir():
            shutil.copytree(BASE_DIR / "var" / "static", var_dir / "static")
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "devtools.bench.settings",  # the portal plus /_bench/floor
            "DEBUG": "0",
            "SECRET_KEY": "bench-" + Fernet.generate_key().decode(),
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "PORTAL_VAR_DIR": str(var_dir),
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "CACHE_KEY_PREFIX": f"bench-{port}",
            "SECURE_SSL_REDIRECT": "0",
            "TOKEN_ENCRYPTION_KEYS": Fernet.generate_key().decode(),
            "MAGISTERIUM_BASE_URL": sandbox.url,
            "MAGISTERIUM_RATE_LIMIT": "0",
            "MAGISTERIUM_QA_RATE_LIMIT": "0",
            "LOG_LEVEL": "WARNING",
            **(portal_env or {}),
        }
        env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        server = PortalServer(url=f"http://127.0.0.1:{port}", env=env, sandbox=sandbox)
        server.manage("migrate", "--noinput", "-v", "0")
        if collect_static and not collected_is_current():
            server.manage("collectstatic", "--noinput", "-v", "0")
        log = stack.enter_context(open(workdir / "gunicorn.log", "w"))  # with the access log
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "config.wsgi", "--config", str(GUNICORN_CONF),
             "--bind", f"127.0.0.1:{port}"],
            cwd=BASE_DIR, env=env, stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip

        def stop() -> None:
            process.terminate()
            process.wait(timeout=30)  # gunicorn's graceful_timeout (20 s), then some

        stack.callback(stop)
        wait_for_port(port, timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{server.url}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        yield server
