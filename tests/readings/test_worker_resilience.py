"""The readings pipeline survives its broker blinking: Redis dies under a worker holding
unacknowledged tasks, and comes back. (A worker killed mid-run: test_worker_rescue.py, a
file of its own so that the two long tests run side by side under pytest-xdist.)
"""

import time

import pytest

from portal.readings import selectors
from tests.fixtures.worker import stop_worker
from tests.readings.broker_outages import LOGS, wait_until_some_but_not_all_arrived
from tests.readings.test_prefetch import assert_one_row_per_day, wait_for_days

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("outage_seconds", [30])
def test_the_worker_survives_a_broker_outage_and_catches_up(
    own_broker, prefetch_account, sandbox, outage_seconds
):
    """Redis dies while the worker holds unacknowledged tasks (dates waiting for their turn
    in the paced window): the worker stays up, answers within 90 s of Redis coming back, and
    the pass it runs on reconnecting fills every date."""
    # 60 calls a minute: dates 2 s apart, so most of the window waits inside the worker.
    env = own_broker.worker_env(sandbox, MAGISTERIUM_RATE_LIMIT="60")
    days = selectors.prefetch_window()
    worker = own_broker.start_worker(env, "outage")  # its pass on connecting starts the window
    try:
        wait_until_some_but_not_all_arrived(days, worker)
        own_broker.kill()
        time.sleep(outage_seconds)  # the outage itself, not a wait for a condition
        own_broker.start()

        deadline = time.monotonic() + 90
        while not own_broker.answers("outage"):
            assert worker.poll() is None, "the worker died with its broker"
            assert time.monotonic() < deadline, "the worker did not answer within 90 s"
            time.sleep(1)
        wait_for_days(days, timeout=180)
    finally:
        stop_worker(worker)
    log = (LOGS / "test-worker-outage.log").read_text()
    assert "Connection to broker lost" in log, "Redis never went away under the worker"
    assert "Unrecoverable error" not in log
    assert_one_row_per_day(days)
