"""Fixed-window counters in Redis, shared by every web process: count one in each of a few
windows at once (a token's minute and its owner's, an address's day and a network's hour) and
read how many each has seen and how long it has left. A window starts at its first count and
lasts its seconds; one Lua script counts all of a request's windows, so they never disagree.

It talks to Redis through django-redis's client rather than the cache API, which is configured
to ignore Redis errors: an outage would read as an unspent allowance. A Redis error is raised
as CountUnknown instead, and every caller refuses (the notebook API's rate limit, the
subscription form's caps).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

# Counts one in each window (KEYS, with their seconds in ARGV, in the same order); returns
# {first's count, its seconds left, second's count, its seconds left, …}.
_COUNT = """
local answer = {}
for i, key in ipairs(KEYS) do
  local seconds = tonumber(ARGV[i])
  local used = redis.call('INCR', key)
  if used == 1 then redis.call('EXPIRE', key, seconds) end
  local left = redis.call('TTL', key)
  if left < 0 then redis.call('EXPIRE', key, seconds); left = seconds end
  answer[#answer + 1] = used
  answer[#answer + 1] = left
end
return answer
"""


class CountUnknown(Exception):
    """Redis could not be asked: the caller refuses rather than allow without counting."""


@dataclass(frozen=True)
class Window:
    key: str  # already prefixed (`prefixed`)
    seconds: int


@dataclass(frozen=True)
class Counted:
    used: int  # this count included
    seconds_left: int  # at least 1


def prefixed(key: str) -> str:
    """`key` under the cache's prefix, so two portals sharing a Redis never share a count."""
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{key}"


def count_one(windows: Sequence[Window]) -> list[Counted]:
    """Count one in each of `windows`; what each has seen and its time left, in order."""
    try:
        redis = get_redis_connection("default")
        counts = redis.register_script(_COUNT)(
            keys=[window.key for window in windows],
            args=[window.seconds for window in windows],
        )
    except RedisError as error:
        raise CountUnknown("Redis unavailable") from error
    return [Counted(int(counts[i]), max(1, int(counts[i + 1]))) for i in range(0, len(counts), 2)]
