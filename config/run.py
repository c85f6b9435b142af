"""`make run`: the whole portal on one machine with embedded parts.

Starts an embedded Redis (free port) and the local sandbox (the imitation upstream), prepares
the database and the demo accounts, then runs the web server and a Celery worker with beat
under honcho's process manager. Ctrl-C stops every process it started.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from honcho.manager import Manager

from config.embedded import start_redis, wait_for_port

BASE_DIR = Path(__file__).resolve().parent.parent
WEB_PORT = int(os.environ.get("PORT", "8000"))
SANDBOX_PORT = int(os.environ.get("SANDBOX_PORT", "8001"))


def _port_is_free(port: int) -> bool:
    try:
        wait_for_port(port, timeout=0.2)
    except TimeoutError:
        return True
    return False


def _manage(*args: str, env: dict[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", *args], check=True, env=env, cwd=BASE_DIR)


def main() -> int:
    for port, what in (
        (WEB_PORT, "the portal (PORT)"),
        (SANDBOX_PORT, "the sandbox (SANDBOX_PORT)"),
    ):
        if not _port_is_free(port):
            sys.exit(
                f"Port {port} for {what} is already in use: stop what runs there or set another."
            )

    (BASE_DIR / "var").mkdir(exist_ok=True)
    redis = start_redis(workdir=str(BASE_DIR / "var"))
    sandbox = None
    try:
        env = {
            **os.environ,
            "DEBUG": os.environ.get("DEBUG", "1"),
            "REDIS_URL": redis.url,
            "MAGISTERIUM_BASE_URL": f"http://127.0.0.1:{SANDBOX_PORT}",
            "PYTHONUNBUFFERED": "1",
        }
        print(f"embedded Redis on {redis.url}", flush=True)
        if (BASE_DIR / "sandbox" / "testing.py").exists():
            from sandbox.testing import start_sandbox

            sandbox = start_sandbox(
                db_path=str(BASE_DIR / "var" / "sandbox.sqlite3"), port=SANDBOX_PORT, env=env
            )
            print(f"sandbox (imitation of Magisterium) on {sandbox.url}", flush=True)
        _manage("migrate", "--noinput", "-v", "0", env=env)
        _manage("demo_setup", env=env)

        manager = Manager()
        manager.add_process(
            "web",
            f"{sys.executable} manage.py runserver 127.0.0.1:{WEB_PORT}",
            env=env,
            cwd=str(BASE_DIR),
        )
        manager.add_process(
            "worker",
            f"{sys.executable} -m celery -A config worker --beat -l info --concurrency 2 "
            f"--schedule {BASE_DIR / 'var' / 'celerybeat-schedule'}",
            env=env,
            cwd=str(BASE_DIR),
        )
        print(
            f"\n  Magisterium Portal: http://127.0.0.1:{WEB_PORT}/   (Ctrl-C stops everything)\n",
            flush=True,
        )
        manager.loop()
        return manager.returncode or 0
    finally:
        if sandbox is not None:
            sandbox.stop()
        redis.stop()


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    sys.exit(main())
