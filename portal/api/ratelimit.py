"""Each token's requests a minute (API_RATE_LIMIT), counted in Redis so every web process
shares one count: a fixed window that starts at the token's first request of the minute.

Like the harvest's pacing (portal/research/pacing.py) it talks to Redis through django-redis's
client rather than the cache API, which is configured to ignore Redis errors: here an outage
would read as an unspent allowance. A Redis error refuses the request instead (503).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

WINDOW_SECONDS = 60
RATE_KEY = "api:rate:{token_id}"

# Counts one request; returns {count, seconds left in the window}.
_COUNT = """
local used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('TTL', KEYS[1])
if left < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return {used, left}
"""


class RateUnknown(Exception):
    """Redis could not be asked how many requests the token made."""


@dataclass(frozen=True)
class Allowance:
    limit: int
    used: int
    reset_seconds: int

    @property
    def allowed(self) -> bool:
        return self.limit <= 0 or self.used <= self.limit

    @property
    def remaining(self) -> int:
        return max(0, self.limit - self.used)


def rate_key(token_id: int) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{RATE_KEY.format(token_id=token_id)}"


def request_count(token_id: int) -> Allowance:
    """Count one request of the token; say whether it fits this minute's allowance."""
    limit = int(settings.API_RATE_LIMIT)
    try:
        redis = get_redis_connection("default")
        used, left = redis.register_script(_COUNT)(keys=[rate_key(token_id)], args=[WINDOW_SECONDS])
    except RedisError as error:
        raise RateUnknown("Redis unavailable") from error
    return Allowance(limit=limit, used=int(used), reset_seconds=max(1, int(left)))
