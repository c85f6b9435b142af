"""Each token's requests a minute (API_RATE_LIMIT) and its owner's, all tokens together
(API_ACCOUNT_RATE_LIMIT), counted in Redis so every web process shares one count: fixed
windows that start at the first request of the minute. Both are counted by one script, so
making more tokens never makes more answers.

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
ACCOUNT_RATE_KEY = "api:rate:account:{owner_id}"

# Counts one request in each window (KEYS: the token's, the account's); returns
# {token's count, its seconds left, account's count, its seconds left}.
_COUNT = """
local answer = {}
for i, key in ipairs(KEYS) do
  local used = redis.call('INCR', key)
  if used == 1 then redis.call('EXPIRE', key, ARGV[1]) end
  local left = redis.call('TTL', key)
  if left < 0 then redis.call('EXPIRE', key, ARGV[1]); left = tonumber(ARGV[1]) end
  answer[#answer + 1] = used
  answer[#answer + 1] = left
end
return answer
"""


class RateUnknown(Exception):
    """Redis could not be asked how many requests the token made."""


@dataclass(frozen=True)
class Allowance:
    limit: int
    used: int
    reset_seconds: int
    whose: str = "token"  # "token", or "account": every token of the owner together

    @property
    def allowed(self) -> bool:
        return self.limit <= 0 or self.used <= self.limit

    @property
    def remaining(self) -> int:
        return max(0, self.limit - self.used)


def _prefixed(key: str) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{key}"


def rate_key(token_id: int) -> str:
    return _prefixed(RATE_KEY.format(token_id=token_id))


def account_rate_key(owner_id: int) -> str:
    return _prefixed(ACCOUNT_RATE_KEY.format(owner_id=owner_id))


def request_count(token_id: int, owner_id: int) -> Allowance:
    """Count one request of the token and of its owner; the allowance that decides: the first
    one spent (the token's, then the account's), else the token's."""
    keys = [rate_key(token_id), account_rate_key(owner_id)]
    try:
        redis = get_redis_connection("default")
        counts = redis.register_script(_COUNT)(keys=keys, args=[WINDOW_SECONDS])
    except RedisError as error:
        raise RateUnknown("Redis unavailable") from error
    token = Allowance(int(settings.API_RATE_LIMIT), int(counts[0]), max(1, int(counts[1])))
    account = Allowance(
        int(settings.API_ACCOUNT_RATE_LIMIT), int(counts[2]), max(1, int(counts[3])), "account"
    )
    return next((spent for spent in (token, account) if not spent.allowed), token)
