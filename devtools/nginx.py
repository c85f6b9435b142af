"""nginx as a shared cache in front of a running portal, for `make bench` and the tests.

`shared_cache(origin_url)` is a context manager: it writes a small top-level nginx.conf in a
temporary folder that includes deploy/nginx/portal.conf verbatim (the file production uses,
docs/deployment.md), starts nginx in the foreground on a free port, and yields a `SharedCache`
with the URL to send requests to and the access log's cache statuses; it stops nginx after.
Everything nginx writes (pid, logs, temporary files, the cache) stays in that folder, so it
runs as any user.

    python -m devtools.nginx http://127.0.0.1:8000   # nginx in front of that, until Ctrl-C
"""

from __future__ import annotations

import grp
import os
import pwd
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from devtools.embedded import free_port, wait_for_port

BASE_DIR = Path(__file__).resolve().parents[1]
PORTAL_CONF = BASE_DIR / "deploy" / "nginx" / "portal.conf"
NGINX_FALLBACK = "/usr/sbin/nginx"  # Debian's package; /usr/sbin is not on every user's PATH

# Every value of $upstream_cache_status, and "-" for a request the cache never saw.
STATUSES = ("HIT", "MISS", "EXPIRED", "STALE", "UPDATING", "REVALIDATED", "BYPASS", "-")
# Answered with the stored copy (STALE: while it is refreshed, or because gunicorn failed).
SERVED_FROM_CACHE = ("HIT", "STALE", "UPDATING")
# Answered without gunicorn being asked anything because of this request.
NO_ORIGIN_REQUEST = ("HIT", "UPDATING")

_CACHE_FIELD = re.compile(r" cache=(\S*) ")


def nginx_executable() -> str | None:
    """The nginx binary: on PATH, or where Debian puts it; None when it is not installed."""
    found = shutil.which("nginx")
    if found:
        return found
    return NGINX_FALLBACK if os.access(NGINX_FALLBACK, os.X_OK) else None


def _origin_address(origin_url: str) -> str:
    parts = urlsplit(origin_url)
    if parts.scheme != "http" or not parts.hostname or not parts.port:
        raise ValueError(f"expected http://host:port, got {origin_url!r}")
    return f"{parts.hostname}:{parts.port}"


def _top_level_conf(workdir: Path, *, origin: str) -> str:
    """nginx.conf: the few lines production's own nginx.conf has, all paths inside `workdir`,
    then the portal's file as production includes it."""
    # `user` matters only to a master process running as root: its workers would otherwise
    # switch to "nobody", who may not write in `workdir`. Stay the current user.
    user = ""
    if os.geteuid() == 0:
        user = f"user {pwd.getpwuid(os.geteuid()).pw_name} {grp.getgrgid(os.getegid()).gr_name};"
    temp = {kind: workdir / "temp" / kind for kind in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
    return f"""\
daemon off;
master_process on;
worker_processes 2;
{user}
pid {workdir / "nginx.pid"};
error_log {workdir / "error.log"} warn;
lock_file {workdir / "nginx.lock"};

events {{
    worker_connections 1024;
}}

http {{
    client_body_temp_path {temp["body"]};
    proxy_temp_path {temp["proxy"]};
    fastcgi_temp_path {temp["fastcgi"]};
    uwsgi_temp_path {temp["uwsgi"]};
    scgi_temp_path {temp["scgi"]};
    access_log off;  # the portal's server logs to its own file (portal-site.conf)

    upstream portal_origin {{
        server {origin};
        keepalive 32;
    }}
    proxy_cache_path {workdir / "cache"} levels=1:2 keys_zone=portal_cache:10m max_size=256m
                     inactive=1d use_temp_path=off;

    include {PORTAL_CONF};
}}
"""


@dataclass
class SharedCache:
    """A running nginx: its URL and its access log (one line per request, cache=STATUS)."""

    url: str
    workdir: Path

    @property
    def access_log(self) -> Path:
        return self.workdir / "access.log"

    @property
    def error_log(self) -> Path:
        return self.workdir / "error.log"

    def log_position(self) -> int:
        """Where the access log ends now: pass it to `statuses` to count only what follows."""
        return self.access_log.stat().st_size if self.access_log.exists() else 0

    def statuses(self, since: int = 0) -> Counter[str]:
        """Requests by cache status (STATUSES) in the access log from byte `since` on.
        nginx writes each line as the request ends (no log buffer is set)."""
        return cache_statuses(self.access_log, since=since)


def cache_statuses(access_log: Path, *, since: int = 0) -> Counter[str]:
    """Count the `cache=STATUS` fields of an access log in the `portal_cache` format."""
    counts: Counter[str] = Counter()
    with open(access_log, "rb") as log:
        log.seek(since)
        for line in log.read().decode("utf-8", "replace").splitlines():
            found = _CACHE_FIELD.search(line)
            if found:
                counts[found.group(1) or "-"] += 1
    return counts


def origin_requests(counts: Counter[str]) -> int:
    """Requests that reached gunicorn: each status but HIT and UPDATING stands for one (STALE:
    the request that started a background refresh, or was answered with the stored copy after
    gunicorn failed; the refresh itself is not logged, the STALE line counts it)."""
    return sum(n for status, n in counts.items() if status not in NO_ORIGIN_REQUEST)


def served_from_cache(counts: Counter[str]) -> int:
    return sum(counts[status] for status in SERVED_FROM_CACHE)


class NginxMissing(RuntimeError):
    pass


def _what_nginx_said(workdir: Path) -> str:
    logs = [workdir / "stderr.log", workdir / "error.log"]
    return "".join(log.read_text(errors="replace") for log in logs if log.exists())


@contextmanager
def shared_cache(origin_url: str, *, port: int | None = None) -> Iterator[SharedCache]:
    """nginx with deploy/nginx/portal.conf in front of `origin_url` (http://host:port)."""
    executable = nginx_executable()
    if executable is None:
        raise NginxMissing(f"nginx is not installed (not on PATH, not at {NGINX_FALLBACK})")
    origin = _origin_address(origin_url)
    port = port or free_port()
    with tempfile.TemporaryDirectory(prefix="portal-nginx-") as tmp:
        workdir = Path(tmp)
        for folder in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (workdir / "temp" / folder).mkdir(parents=True)
        # Before it reads the configuration, nginx opens its built-in error log: on builds
        # where that is the relative "logs/error.log", under the prefix given below.
        (workdir / "logs").mkdir()
        conf = workdir / "nginx.conf"
        conf.write_text(_top_level_conf(workdir, origin=origin))
        # portal-site.conf sits beside nginx.conf, where portal.conf's `include` finds it.
        (workdir / "portal-site.conf").write_text(
            f"listen 127.0.0.1:{port};\n"
            "server_name localhost 127.0.0.1;\n"
            f"access_log {workdir / 'access.log'} portal_cache;\n"
        )
        command = [executable, "-p", f"{workdir}/", "-c", str(conf)]
        checked = subprocess.run([*command, "-t", "-q"], capture_output=True, text=True)
        if checked.returncode != 0:
            raise RuntimeError(f"nginx refused the configuration:\n{checked.stderr}")
        stderr = open(workdir / "stderr.log", "wb")  # noqa: SIM115 (closed below)
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            try:
                wait_for_port(port, timeout=15)
            except TimeoutError:
                process.kill()
                process.wait()
                raise RuntimeError(f"nginx did not start:\n{_what_nginx_said(workdir)}") from None
            yield SharedCache(url=f"http://127.0.0.1:{port}", workdir=workdir)
        finally:
            if process.poll() is None:
                process.send_signal(signal.SIGQUIT)  # graceful: finish requests, then exit
                try:
                    process.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            stderr.close()


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        sys.exit("usage: python -m devtools.nginx http://127.0.0.1:8000")
    with shared_cache(argv[0]) as cache:
        print(f"nginx on {cache.url}, logs in {cache.workdir} (Ctrl-C stops it)", flush=True)
        with suppress(KeyboardInterrupt):
            signal.pause()


if __name__ == "__main__":
    main(sys.argv[1:])
