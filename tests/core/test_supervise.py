"""devtools.supervise, which `make run` starts the web server and the worker through."""

import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil

BASE_DIR = Path(__file__).resolve().parents[2]

# Counts its runs in a file; the first two crash at once, the third runs until stopped.
FLAKY_COMMAND = """
import pathlib, sys, time
runs = pathlib.Path(sys.argv[1])
count = int(runs.read_text()) + 1 if runs.exists() else 1
runs.write_text(str(count))
if count < 3:
    sys.exit(3)
time.sleep(600)
"""


def _runs(path: Path) -> int:
    # The command rewrites the file on each start: a read between its truncation and its write
    # sees nothing, which is a start not counted yet.
    text = path.read_text().strip() if path.exists() else ""
    return int(text) if text else 0


def test_a_crashed_command_starts_again_and_a_signal_ends_both(tmp_path):
    script, runs = tmp_path / "flaky.py", tmp_path / "runs"
    script.write_text(FLAKY_COMMAND)
    supervisor = subprocess.Popen(
        [sys.executable, "-m", "devtools.supervise", "--name", "flaky", "--",
         sys.executable, str(script), str(runs)],
        cwd=BASE_DIR, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while _runs(runs) < 3 and time.monotonic() < deadline:
            assert supervisor.poll() is None, "the supervisor gave up"
            time.sleep(0.1)
        assert _runs(runs) == 3
        (child,) = psutil.Process(supervisor.pid).children()
        # SIGTERM to the supervisor alone (not its process group): it passes it on.
        supervisor.send_signal(signal.SIGTERM)
        assert supervisor.wait(timeout=15) == 128 + signal.SIGTERM
    finally:
        if supervisor.poll() is None:
            supervisor.kill()
            supervisor.wait()
    assert not child.is_running()
    assert _runs(runs) == 3  # stopping it started nothing again
    messages = supervisor.stderr.read()
    assert "flaky exited (3); starting it again in 1 s" in messages
    assert "flaky exited (3); starting it again in 2 s" in messages


def test_without_a_command_it_says_what_to_give():
    result = subprocess.run(
        [sys.executable, "-m", "devtools.supervise", "--name", "nothing"],
        cwd=BASE_DIR, capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert result.returncode == 2
    assert "give the command to run after --" in result.stderr
