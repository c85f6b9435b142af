"""The readings pipeline survives its worker dying: `kill -9` mid-run, and a new worker
fetches what the dead one left.
"""

import time

import pytest

from portal.readings import selectors
from tests.fixtures.worker import stop_worker
from tests.readings.broker_outages import wait_until_some_but_not_all_arrived
from tests.readings.test_prefetch import assert_one_row_per_day, wait_for_days

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_dates_a_killed_worker_left_are_fetched_soon_after_a_worker_is_back(
    own_broker, prefetch_account, sandbox
):
    """`kill -9` mid-run, then a new worker and nobody doing anything by hand: every missing
    date arrives within 5 minutes, long before the broker's visibility timeout (an hour)
    would hand the dead worker's tasks back, and no date is fetched by two processes at once.
    """
    # 120 calls a minute: dates 1 s apart, so the dead worker takes most of the window's
    # tasks (waiting for their turn, unacknowledged) down with it, as in the incident.
    env = own_broker.worker_env(sandbox, MAGISTERIUM_RATE_LIMIT="120")
    days = selectors.prefetch_window()
    sandbox.configure(latency_ms=700)
    doomed = own_broker.start_worker(env, "doomed")  # its pass on connecting starts fetching
    wait_until_some_but_not_all_arrived(days, doomed)
    stop_worker(doomed, kill=True)
    assert selectors.days_missing(days)

    rescuer = own_broker.start_worker(env, "rescuer")
    back = time.monotonic()
    try:
        wait_for_days(days, timeout=5 * 60 - (time.monotonic() - back))
    finally:
        stop_worker(rescuer)
    assert_one_row_per_day(days)
    # Each date was asked for once, except what the kill cut short (at most one date per
    # process of the dead worker, asked for again by the rescuer).
    by_skill = sandbox.requests()["by_skill"]
    for skill in ("liturgical_readings", "saints_of_the_day"):
        assert len(days) <= by_skill[skill] <= len(days) + 2, by_skill
