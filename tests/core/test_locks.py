"""The one lock helper (portal/core/locks.py) against real Redis: held, busy with the holder's
time left, waited for, unreachable, and let go with the same warning whatever went wrong."""

from __future__ import annotations

import logging
import threading

import pytest
from django.core.cache import cache

from portal.core.locks import LockBusy, LockUnavailable, redis_lock

KEY = "tests:locks:one"


@pytest.fixture(autouse=True)
def _no_lock_left():
    cache.delete(KEY)
    yield
    cache.delete(KEY)


def test_a_held_lock_is_busy_for_others_with_the_time_it_has_left():
    with redis_lock(KEY, timeout=60), pytest.raises(LockBusy) as busy, redis_lock(KEY, timeout=60):
        pass
    assert 1 <= busy.value.retry_after <= 60
    with redis_lock(KEY, timeout=60):  # released: free again
        pass


def test_a_waiting_holder_gets_the_lock_once_it_is_released():
    order: list[str] = []

    def second() -> None:
        with redis_lock(KEY, timeout=60, wait=30):
            order.append("second")

    with redis_lock(KEY, timeout=60):
        waiter = threading.Thread(target=second)
        waiter.start()
        order.append("first")
    waiter.join(timeout=60)
    assert order == ["first", "second"]


def test_a_lock_that_expired_under_its_holder_is_logged_not_raised(caplog):
    caplog.set_level(logging.WARNING, logger="portal.core.locks")
    with redis_lock(KEY, timeout=60, name="the test's lock"):
        cache.delete(KEY)  # as if its timeout had run out
    assert "lock the test's lock expired before its holder finished" in caplog.text


@pytest.mark.django_db
def test_without_redis_taking_the_lock_says_unavailable(private_redis):
    private_redis.stop()
    with pytest.raises(LockUnavailable), redis_lock(KEY, timeout=60):
        pytest.fail("the body must not run without the lock")


@pytest.mark.django_db
def test_redis_lost_while_held_leaves_the_lock_to_expire(private_redis, caplog):
    caplog.set_level(logging.WARNING, logger="portal.core.locks")
    ran = False
    with redis_lock(KEY, timeout=60, name="a lock"):
        private_redis.stop()
        ran = True
    assert ran
    assert "lock a lock left to expire: Redis unavailable" in caplog.text
