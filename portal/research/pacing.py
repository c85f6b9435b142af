"""The harvest's pace: each owner's harvest calls this minute, counted in Redis, so that every
worker and both task kinds (the beat tick and "Refresh now") share one count and stay inside
the owner's share of their rate (RESEARCH_HARVEST_CALLS_PER_MINUTE; for the warehouse account,
which harvests the whole Church beside the readings prefetch, WORLD_HARVEST_CALLS_PER_MINUTE)."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django_redis import get_redis_connection

PACING_KEY = "research:harvest:calls:{owner_id}"
# Set when upstream said the account's limit is reached, for as long as it said to wait.
PAUSE_KEY = "research:harvest:wait:{owner_id}"
PACING_WINDOW_SECONDS = 60
# What a diocese not yet fresh in the warehouse costs: its profile and its series.
CALLS_PER_ENTRY = 2
# A step stopped at its budget queues the next one this long after its minute's window ends
# (portal.research.tasks), so Redis has surely let the window's key expire when it starts.
RESUME_MARGIN_SECONDS = 1

# Takes ARGV[1] calls from the owner's minute if they fit under ARGV[2]; the minute starts at
# the first call. Returns 1 when taken, 0 when they would not fit (nothing taken).
_TAKE = """
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1
"""
# Gives one call back (an answer from the shared cache cost upstream nothing), only inside a
# minute still running: a key created here would never expire.
_GIVE_BACK = """
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
"""


def pacing_key(owner_id: int) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{PACING_KEY.format(owner_id=owner_id)}"


def pause_key(owner_id: int) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "portal"
    return f"{prefix}:{PAUSE_KEY.format(owner_id=owner_id)}"


def calls_per_minute(owner_id: int) -> int:
    """The owner's harvest share of their minute: the warehouse account shares its minute with
    the readings prefetch and the public pages' on-demand days, so its world harvest takes less."""
    account = settings.WAREHOUSE_ACCOUNT
    username_field = get_user_model().USERNAME_FIELD
    if (
        account
        and get_user_model().objects.filter(pk=owner_id, **{username_field: account}).exists()
    ):
        return int(settings.WORLD_HARVEST_CALLS_PER_MINUTE)
    return int(settings.RESEARCH_HARVEST_CALLS_PER_MINUTE)


class Pacing:
    """The owner's harvest calls this minute, counted in Redis so every worker and both task
    kinds (the tick and "Refresh now") share one count.

    It uses the throttle's Redis client rather than the cache API: the cache is configured to
    ignore Redis errors (an outage reads as an empty cache), which here would read as an
    unspent budget. A Redis error must stop the harvest instead, and the check-and-take has to
    be one atomic script.
    """

    def __init__(self, owner_id: int) -> None:
        self.key = pacing_key(owner_id)
        self.pause_key = pause_key(owner_id)
        self.limit = calls_per_minute(owner_id)
        self._redis = get_redis_connection("default")

    def left(self) -> int:
        used = int(self._redis.get(self.key) or 0)
        return max(0, self.limit - used)

    def take(self, calls: int = 1) -> bool:
        script = self._redis.register_script(_TAKE)
        args = [calls, self.limit, PACING_WINDOW_SECONDS]
        return bool(script(keys=[self.key], args=args))

    def give_back(self) -> None:
        self._redis.register_script(_GIVE_BACK)(keys=[self.key], args=[])

    def pause(self, seconds: int) -> None:
        """Upstream said to wait `seconds`: remembered so the collection page can say so."""
        self._redis.set(self.pause_key, 1, ex=max(1, int(seconds)))

    def wait_seconds(self, needed: int = 1) -> int:
        """Seconds until the harvest may call again with `needed` calls: 0 when it may now;
        else until this minute's window ends (the budget is spent) or upstream's wait is over."""
        waits = [max(0, int(self._redis.ttl(self.pause_key)))]
        if self.left() < min(needed, self.limit):
            waits.append(max(1, int(self._redis.ttl(self.key))))
        return max(waits)
