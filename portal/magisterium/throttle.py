"""Per-user throttle in Redis that mirrors upstream's limits, so users see a wait, not a refusal.

A sliding 60-second window per (account, pool) in a sorted set, checked and updated by one Lua
script (atomic across processes and hosts, on Redis's clock). A separate "blocked until" key
remembers upstream's own `retryAfter` after a 429, even when the local limit is 0 (unlimited).

Each process also remembers its own calls of the last minute and sends them with its next
check, so a Redis that restarts empty (after an outage, or a restart with no persistence)
learns them again: the window goes on from what was spent, not from zero. The bound that is
left: calls of a process that makes no further call to that account's pool within the
minute are not learned again (docs/security.md "Limits that hold without Redis"). Each
process tells each window once per Redis "epoch" (a random id the first check after an empty
start writes), so a call Redis already aged out is never put back.

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
import threading
import time
import uuid
from collections import deque

from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

from portal.magisterium import telemetry
from portal.magisterium.errors import RateLimited
from portal.magisterium.per_process import PerProcess
from portal.magisterium.tokens import UserToken

logger = logging.getLogger("portal.magisterium")

WINDOW_SECONDS = 60
DEFAULT_POOL = "default"
QA_POOL = "qa"  # upstream's stricter "intensive" pool: catholic_qa only

# KEYS[1] = the window (sorted set of request times, ms), KEYS[2] = "blocked until" flag,
# KEYS[3] = this Redis's epoch (a random id, made by the first check after it started empty).
# ARGV[1] = limit (0 = unlimited), ARGV[2] = window ms, ARGV[3] = member, ARGV[4] = 1 to take
# a slot, 0 to only look; ARGV[5] = the epoch this process last saw for this window, ARGV[6..]
# = its own calls still in the window, as (time, member) pairs. A Redis of another epoch (it
# restarted or was emptied) learns them again, once per process and window, so a restart
# does not start the window at zero.
# Returns {milliseconds to wait (0 = allowed, and taken if asked), Redis's time in ms, epoch}.
_SLIDING_WINDOW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local epoch = redis.call('GET', KEYS[3])
if not epoch then
  epoch = ARGV[3]
  redis.call('SET', KEYS[3], epoch)
end
local window = tonumber(ARGV[2])
if epoch ~= ARGV[5] then
  for i = 6, #ARGV - 1, 2 do
    local at = tonumber(ARGV[i])
    if at > now - window then redis.call('ZADD', KEYS[1], 'NX', at, ARGV[i + 1]) end
  end
  redis.call('PEXPIRE', KEYS[1], window)
end
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return {blocked, now, epoch} end
local limit = tonumber(ARGV[1])
if limit <= 0 then return {0, now, epoch} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {math.max(1, tonumber(oldest[2]) + window - now), now, epoch}
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
end
return {0, now, epoch}
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
    return [f"{base}:window", f"{base}:blocked", f"{prefix}:magisterium:throttle:epoch"]


def _wait_ms(account: UserToken | str, pool: str, *, take: bool) -> int:
    connection = get_redis_connection("default")
    script = connection.register_script(_SLIDING_WINDOW)
    key = (_account_hash(account), pool)
    member = uuid.uuid4().hex
    take_flag = 1 if take else 0
    own_calls = _own_calls.get()
    epoch_seen = own_calls.epochs.get(key, "")
    args: list[int | str] = [_limit(pool), WINDOW_SECONDS * 1000, member, take_flag, epoch_seen]
    for at, known in own_calls.recent(key):
        args += [at, known]
    wait, now, epoch = script(keys=_keys(account, pool), args=args)
    own_calls.epochs[key] = epoch.decode() if isinstance(epoch, bytes) else str(epoch)
    if take and int(wait) == 0 and _limit(pool) > 0:
        own_calls.add(key, int(now), member)
    return int(wait)


class _OwnCalls:
    """The calls this process made in the last window, by (account hash, pool), with the
    time and member Redis holds them by: what it tells a Redis that restarted empty."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.calls: dict[tuple[str, str], deque[tuple[int, str]]] = {}
        self.epochs: dict[tuple[str, str], str] = {}  # the Redis each window was told of

    def add(self, key: tuple[str, str], at_ms: int, member: str) -> None:
        with self.lock:
            self.calls.setdefault(key, deque()).append((at_ms, member))

    def recent(self, key: tuple[str, str]) -> list[tuple[int, str]]:
        # Local time against Redis's: on one host the same clock; across hosts, NTP's skew
        # only moves a remembered call by milliseconds (and the script drops expired ones).
        since = time.time() * 1000 - WINDOW_SECONDS * 1000
        with self.lock:
            calls = self.calls.get(key)
            if calls is None:
                return []
            while calls and calls[0][0] <= since:
                calls.popleft()
            return list(calls)


# A forked child's calls are its own: it starts with none of its parent's (nor its lock).
_own_calls: PerProcess[_OwnCalls] = PerProcess(_OwnCalls)


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


_process_window: PerProcess[_ProcessWindow] = PerProcess(_ProcessWindow)


def forget_process_state() -> None:
    """Start this process's own records afresh (between tests, with the Redis they were told
    to; a forked child starts afresh by itself)."""
    _process_window.reset()
    _own_calls.reset()


def fallback_limit(pool: str) -> int:
    """This process's share of the pool's limit while Redis is down (0: unlimited, as set)."""
    limit = _limit(pool)
    if limit <= 0:
        return 0
    processes = max(1, int(settings.MAGISTERIUM_THROTTLE_PROCESSES))
    return max(1, limit // processes)


def _fallback_wait_ms(account: UserToken | str, pool: str, *, take: bool) -> int:
    key = (_account_hash(account), pool)
    wait = _process_window.get().wait_ms(key, fallback_limit(pool), take=take)
    if take and wait == 0 and _limit(pool) > 0:
        # Remembered for Redis too: once it is back, these calls count in the shared window.
        _own_calls.get().add(key, int(time.time() * 1000), uuid.uuid4().hex)
    return wait


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
        telemetry.emit_refusal(telemetry.Refusal.LOCAL)
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
    _process_window.get().block((_account_hash(account), pool), retry_after)
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
