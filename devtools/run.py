"""`make run`: the whole portal on one machine with embedded parts.

Starts an embedded Redis (free port) and the local sandbox (the imitation upstream), prepares
the database and the demo accounts, then runs the web server and a Celery worker with beat
under honcho's process manager, each through devtools.supervise, which starts it again if it
crashes. Ctrl-C stops every process it started.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from honcho.manager import Manager

from devtools.embedded import start_redis, wait_for_port
from sandbox.testing import start_sandbox  # development tooling; the portal never imports it

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("PORTAL_VAR_DIR", BASE_DIR / "var"))
WEB_PORT = int(os.environ.get("PORT", "8000"))
SANDBOX_PORT = int(os.environ.get("SANDBOX_PORT", "8001"))
# The mail catcher (devtools/mailcatcher.py) the portal's EMAIL_URL points at by default.
MAIL_SMTP_PORT = int(os.environ.get("MAIL_SMTP_PORT", "1025"))
MAIL_HTTP_PORT = int(os.environ.get("MAIL_HTTP_PORT", "8025"))


def _port_is_free(port: int) -> bool:
    try:
        wait_for_port(port, timeout=0.2)
    except TimeoutError:
        return True
    return False


def _manage(*args: str, env: dict[str, str], stdin: str | None = None) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        check=True, env=env, cwd=BASE_DIR, input=stdin, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    return result.stdout


def _connect_prefetch_account(sandbox, env: dict[str, str]) -> None:
    """Give the demo a prefetch account: the sandbox's paid `parish` user, connected to the
    portal user PREFETCH_ACCOUNT with tokens bound to the portal's registered client."""
    client_id = _manage(
        "shell", "-c",
        "from portal.accounts.registration import client_app; print(client_app().client_id)",
        env=env,
    ).strip().splitlines()[-1]  # fmt: skip
    tokens = sandbox.token("parish", client_id=client_id)
    connected = _manage(
        "magisterium_connect", env["PREFETCH_ACCOUNT"], env=env, stdin=json.dumps(tokens)
    )
    print(connected.strip(), flush=True)


def _supervised(name: str, command: str) -> str:
    """`command` run again whenever it exits: honcho alone would stop everything instead."""
    return f"{sys.executable} -m devtools.supervise --name {name} -- {command}"


def main() -> int:
    for port, what in (
        (WEB_PORT, "the portal (PORT)"),
        (SANDBOX_PORT, "the sandbox (SANDBOX_PORT)"),
    ):
        if not _port_is_free(port):
            sys.exit(
                f"Port {port} for {what} is already in use: stop what runs there or set another."
            )

    VAR_DIR.mkdir(parents=True, exist_ok=True)
    redis = start_redis(workdir=str(VAR_DIR))
    sandbox = None
    try:
        env = {
            **os.environ,
            "DEBUG": os.environ.get("DEBUG", "1"),
            "PORTAL_VAR_DIR": str(VAR_DIR),
            "REDIS_URL": redis.url,
            "MAGISTERIUM_BASE_URL": f"http://127.0.0.1:{SANDBOX_PORT}",
            "PYTHONUNBUFFERED": "1",
            # The links the emails carry point at this portal.
            "PORTAL_URL": os.environ.get("PORTAL_URL", f"http://127.0.0.1:{WEB_PORT}"),
        }
        print(f"embedded Redis on {redis.url}", flush=True)
        sandbox = start_sandbox(
            db_path=str(VAR_DIR / "sandbox.sqlite3"), port=SANDBOX_PORT, env=env
        )
        print(f"sandbox (imitation of Magisterium) on {sandbox.url}", flush=True)
        env.setdefault("PREFETCH_ACCOUNT", "parish-office")
        _manage("migrate", "--noinput", "-v", "0", env=env)
        print(_manage("demo_setup", env=env).strip(), flush=True)
        _connect_prefetch_account(sandbox, env)
        # The whole Church's collection at once, not at beat's first tick ten minutes on.
        print(_manage("world_discover", env=env).strip(), flush=True)
        # The worker queues a readings prefetch as soon as it connects to Redis
        # (portal/readings/worker.py): today's readings appear within seconds.

        # The mail catcher, unless the developer chose a mail server (EMAIL_URL, EMAIL_BACKEND)
        # or its ports are taken (another `make run`'s catcher, most likely: mail goes there).
        mail_page = None
        if "EMAIL_URL" not in os.environ and "EMAIL_BACKEND" not in os.environ:
            busy = [p for p in (MAIL_SMTP_PORT, MAIL_HTTP_PORT) if not _port_is_free(p)]
            if busy:
                print(
                    f"mail catcher not started: port {busy[0]} is in use "
                    "(MAIL_SMTP_PORT, MAIL_HTTP_PORT choose others)",
                    flush=True,
                )
            else:
                env["EMAIL_URL"] = f"smtp://127.0.0.1:{MAIL_SMTP_PORT}"
                mail_page = f"http://127.0.0.1:{MAIL_HTTP_PORT}/"

        manager = Manager()
        manager.add_process(
            "web",
            _supervised("web", f"{sys.executable} manage.py runserver 127.0.0.1:{WEB_PORT}"),
            env=env,
            cwd=str(BASE_DIR),
        )
        manager.add_process(
            "worker",
            _supervised(
                "worker",
                f"{sys.executable} -m celery -A config worker --beat -l info --concurrency 2 "
                f"--schedule {VAR_DIR / 'celerybeat-schedule'}",
            ),
            env=env,
            cwd=str(BASE_DIR),
        )
        if mail_page is not None:
            manager.add_process(
                "mail",
                _supervised(
                    "mail",
                    f"{sys.executable} -m devtools.mailcatcher --smtp-port {MAIL_SMTP_PORT} "
                    f"--http-port {MAIL_HTTP_PORT}",
                ),
                env=env,
                cwd=str(BASE_DIR),
            )
        print(
            f"\n  Magisterium Portal: http://127.0.0.1:{WEB_PORT}/   (Ctrl-C stops everything)",
            flush=True,
        )
        if mail_page is not None:
            print(f"  Mail it sends:      {mail_page}", flush=True)
        print(flush=True)
        manager.loop()
        return manager.returncode or 0
    finally:
        if sandbox is not None:
            sandbox.stop()
        redis.stop()


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    sys.exit(main())
