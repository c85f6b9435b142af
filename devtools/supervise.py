"""Run a command, and run it again whenever it exits, until this process is stopped.

    python -m devtools.supervise --name worker -- celery -A config worker

`make run` starts the web server and the worker through this, so a crashed process comes
back by itself (honcho, which runs them, stops everything instead). A crash right after a
start is retried after 1 s, then 2, 4, ... up to 30 s; a run that lasted a minute starts the
count again. SIGTERM or SIGINT is passed on to the command and ends the supervision.
Production leaves this to its process manager (README, "Configuration (production)").
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time

FIRST_DELAY = 1.0
LONGEST_DELAY = 30.0
HEALTHY_RUN = 60.0  # seconds: a run this long was no crash loop


def supervise(
    command: list[str],
    *,
    name: str,
    first_delay: float = FIRST_DELAY,
    longest_delay: float = LONGEST_DELAY,
    healthy_run: float = HEALTHY_RUN,
) -> int:
    """Keep `command` running; once a signal stopped it, returns its exit status (128 + the
    signal's number when the signal ended it, as a shell reports it)."""
    stopping = False
    child: subprocess.Popen | None = None

    def stop(signum, _frame):
        nonlocal stopping
        stopping = True
        if child is not None and child.poll() is None:
            child.send_signal(signum)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    delay = first_delay
    while True:
        started = time.monotonic()
        child = subprocess.Popen(command)
        if stopping:  # the signal came while the command was being started
            child.terminate()
        returncode = child.wait()
        if stopping:
            return _exit_status(returncode)
        if time.monotonic() - started >= healthy_run:
            delay = first_delay
        ended = f"ended by signal {-returncode}" if returncode < 0 else f"exited ({returncode})"
        _say(f"{name} {ended}; starting it again in {delay:g} s")
        deadline = time.monotonic() + delay
        while not stopping and time.monotonic() < deadline:
            time.sleep(0.1)
        if stopping:
            return _exit_status(returncode)
        delay = min(delay * 2, longest_delay)


def _exit_status(returncode: int) -> int:
    return 128 - returncode if returncode < 0 else returncode  # Popen: -N for signal N


def _say(message: str) -> None:
    print(f"[supervise] {message}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.supervise", description=__doc__)
    parser.add_argument("--name", default="process", help="what to call the command in messages")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND [ARGS...]")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give the command to run after --")
    return supervise(command, name=args.name)


if __name__ == "__main__":
    sys.exit(main())
