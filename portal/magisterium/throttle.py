"""Per-user throttle in Redis that mirrors upstream's limits, so users see a wait, not a refusal.

A sliding 60-second window per (account, pool) in a sorted set, checked and updated by one Lua
script (atomic across processes and hosts, on Redis's clock). A separate "blocked until" key
remembers upstream's own `retryAfter` after a 429, even when the local limit is 0 (unlimited).

While Redis cannot be reached, each process keeps the same window in its own memory with a
share of the limit (the limit divided by MAGISTERIUM_THROTTLE_PROCESSES, at least one call a
minute), so all the processes together still stay within upstream's limit: an outage of the
cache must never let an account hammer upstream and get itself throttled or banned there.
"""

# Reference: docs/upstream.md §6 (pools, 15/min and 2/min) and §8.2 (honour retryAfter).

from __future__ import annotations

import hashlib
import logging
import math
import os
import threading
import time
import uuid
from collections import deque

from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

from portal.magisterium import telemetry
from portal.magisterium.errors import RateLimited
from portal.magisterium.tokens import UserToken

logger = logging.getLogger("portal.magisterium")

WINDOW_SECONDS = 60
DEFAULT_POOL = "default"
QA_POOL = "qa"  # upstream's stricter "intensive" pool: catholic_qa only

# KEYS[1] = the window (sorted set of request times, ms), KEYS[2] = "blocked until" flag.
# ARGV[1] = limit (0 = unlimited), ARGV[2] = window ms, ARGV[3] = member, ARGV[4] = 1 to take
# a slot, 0 to only look. Returns the milliseconds to wait (0 = allowed, and taken if asked).
_SLIDING_WINDOW = """
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return blocked end
local limit = tonumber(ARGV[1])
if limit <= 0 then return 0 end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
end
return 0
"""

# Skill ids (and the portal's function names, for convenience) that draw on the QA pool.
_QA_SKILLS = frozenset({"catholic_qa"})


def pool_for(skill: str) -> str:
    return QA_POOL if skill in _QA_SKILLS else DEFAULT_POOL


def _limit(pool: str) -> int:
    if pool == QA_POOL:
        return int(settings.MAGISTERIUM_QA_RATE_LIMIT)
    return int(settings.MAGISTERIUM_RATE_LIMIT)


def _account_hash(account: UserToken | str) -> str:
    account_id = account.account_id if isinstance(account, UserToken) else account
    if not isinstance(account_id, str) or not account_id:
        raise ValueError("an account id (or a UserToken) is required")
    # Hashed so Redis never holds the account id in clear, and never anything token-shaped.
    return hashlib.sha256(f"magisterium-account:{account_id}".encode()).hexdigest()[:32]


def _keys(account: UserToken | str, pool: str) -> list[str]:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    base = f"{prefix}:magisterium:throttle:{_account_hash(account)}:{pool}"
    return [f"{base}:window", f"{base}:blocked"]


def _wait_ms(account: UserToken | str, pool: str, *, take: bool) -> int:
    connection = get_redis_connection("default")
    script = connection.register_script(_SLIDING_WINDOW)
    args = [_limit(pool), WINDOW_SECONDS * 1000, uuid.uuid4().hex, 1 if take else 0]
    return int(script(keys=_keys(account, pool), args=args))


# --- The fallback while Redis is down: this process's share of the limit --------------------


class _ProcessWindow:
    """The sliding window and "blocked until" marks of one process, by (account hash, pool)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.calls: dict[tuple[str, str], deque[float]] = {}
        self.blocked: dict[tuple[str, str], float] = {}

    def wait_ms(self, key: tuple[str, str], limit: int, *, take: bool) -> int:
        now = time.monotonic()
        with self.lock:
            until = self.blocked.get(key, 0.0)
            if until > now:
                return math.ceil((until - now) * 1000)
            if limit <= 0:
                return 0
            calls = self.calls.setdefault(key, deque())
            while calls and calls[0] <= now - WINDOW_SECONDS:
                calls.popleft()
            if len(calls) >= limit:
                return max(1, math.ceil((calls[0] + WINDOW_SECONDS - now) * 1000))
            if take:
                calls.append(now)
            return 0

    def block(self, key: tuple[str, str], seconds: int) -> None:
        with self.lock:
            until = time.monotonic() + max(1, int(seconds))
            self.blocked[key] = max(self.blocked.get(key, 0.0), until)


_process_window = _ProcessWindow()


def _forget_process_window_after_fork() -> None:
    global _process_window
    _process_window = _ProcessWindow()  # a child's calls are its own; the lock may be held


os.register_at_fork(after_in_child=_forget_process_window_after_fork)


def fallback_limit(pool: str) -> int:
    """This process's share of the pool's limit while Redis is down (0: unlimited, as set)."""
    limit = _limit(pool)
    if limit <= 0:
        return 0
    processes = max(1, int(settings.MAGISTERIUM_THROTTLE_PROCESSES))
    return max(1, limit // processes)


def _fallback_wait_ms(account: UserToken | str, pool: str, *, take: bool) -> int:
    key = (_account_hash(account), pool)
    return _process_window.wait_ms(key, fallback_limit(pool), take=take)


def acquire(account: UserToken | str, skill: str) -> None:
    """Take one slot for `skill`, or raise RateLimited(retry_after, local=True) without sending.

    If Redis itself is down, this process's share of the limit decides (see above): the page
    still works, at a slower pace, and upstream never sees more than its limit.
    """
    pool = pool_for(skill)
    try:
        wait = _wait_ms(account, pool, take=True)
    except RedisError:
        logger.warning(
            "throttle's Redis unavailable; this process allows %d calls a minute in pool %s",
            fallback_limit(pool),
            pool,
        )
        wait = _fallback_wait_ms(account, pool, take=True)
    if wait > 0:
        telemetry.emit_refusal("local")
        raise RateLimited(math.ceil(wait / 1000), f"local throttle, pool {pool}", local=True)


def seconds_until_allowed(token_or_account: UserToken | str, skill: str) -> int:
    """Whole seconds before this user may send `skill` (0 = now); takes no slot."""
    pool = pool_for(skill)
    try:
        wait = _wait_ms(token_or_account, pool, take=False)
    except RedisError:
        logger.warning("throttle's Redis unavailable; this process's share decides")
        wait = _fallback_wait_ms(token_or_account, pool, take=False)
    return math.ceil(wait / 1000)


def block(account: UserToken | str, skill: str, retry_after: int) -> None:
    """Remember upstream's 429: refuse this pool locally for `retry_after` seconds."""
    pool = pool_for(skill)
    # Remembered here too: should Redis go down, this process still honours upstream's wait.
    _process_window.block((_account_hash(account), pool), retry_after)
    key = _keys(account, pool)[1]
    try:
        connection = get_redis_connection("default")
        # Keep the later of an existing block and this one.
        current = connection.pttl(key)
        wanted = max(1, int(retry_after)) * 1000
        if current is None or current < wanted:
            connection.set(key, "1", px=wanted)
    except RedisError:
        logger.warning("throttle's Redis unavailable; 429 remembered in this process only")
