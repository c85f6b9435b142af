"""The door's telemetry, counted in Redis so every process (each gunicorn worker, each Celery
worker) adds into one place: the console reads the last 24 hours, /metrics the all-time totals.

Two kinds of hash, written together in one pipeline per event (one round trip):
- an hourly hash `<prefix>:ops:telemetry:hour:<YYYYMMDDHH UTC>`, kept 25 hours, for the console;
- one totals hash `<prefix>:ops:telemetry:total`, never expiring, for Prometheus (its counters
  only ever grow; a reset of Redis reads to Prometheus as a counter reset, which it handles).

Fields: `call|<skill>|<outcome>`, `le|<skill>|<bucket bound>` (latency, one bucket per call, not
cumulative), `sum|<skill>` (totals only), `cache|<hit|miss|stale>`, `refusal|<local|upstream>`.
Skill ids and outcomes come from the door's code, never from a user: no label holds user data.

Every reader returns empty results when Redis is down; it never raises.
"""

# Reference: README "What to watch, and what each alarm means" (the console and the metrics).

from __future__ import annotations

import logging
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django_redis import get_redis_connection
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

# Upper bounds (seconds) of the latency buckets; the last one catches the rest.
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, math.inf)
HOURS_KEPT = 25
HOURS_READ = 24
# After a Redis error, events are dropped for this long instead of each one waiting for the
# connection to fail again: a cache outage must not add a timeout to every upstream call.
PAUSE_AFTER_ERROR = 10.0

_paused_until = 0.0


def _bound_text(bound: float) -> str:
    return "+Inf" if math.isinf(bound) else repr(bound)


_BOUND_TEXTS = tuple(_bound_text(b) for b in LATENCY_BUCKETS)


def _prefix() -> str:
    return f"{settings.CACHES['default'].get('KEY_PREFIX') or 'portal'}:ops:telemetry"


def _hour_key(moment: datetime) -> str:
    return f"{_prefix()}:hour:{moment.astimezone(UTC):%Y%m%d%H}"


def _total_key() -> str:
    return f"{_prefix()}:total"


def _bucket_of(seconds: float) -> str:
    for bound, text in zip(LATENCY_BUCKETS, _BOUND_TEXTS, strict=True):
        if seconds <= bound:
            return text
    return _BOUND_TEXTS[-1]  # NaN


# --- Writing: the observer the door tells ---------------------------------------------------


class RedisObserver:
    """Registered with the door in OpsConfig.ready(); one pipeline per event."""

    def call(self, skill: str, outcome: str, seconds: float) -> None:
        bucket = _bucket_of(seconds)
        self._count(
            {f"call|{skill}|{outcome}": 1, f"le|{skill}|{bucket}": 1},
            total_floats={f"sum|{skill}": max(0.0, seconds)},
        )

    def cache(self, counts: Mapping[str, int]) -> None:
        self._count({f"cache|{result}": n for result, n in counts.items()})

    def refusal(self, pool: str) -> None:
        self._count({f"refusal|{pool}": 1})

    def _count(
        self, increments: Mapping[str, int], *, total_floats: Mapping[str, float] | None = None
    ) -> None:
        global _paused_until
        if time.monotonic() < _paused_until:
            return
        hour, total = _hour_key(datetime.now(UTC)), _total_key()
        try:
            # Not a transaction: the counts are independent, and MULTI/EXEC would cost Redis
            # more for nothing; still one round trip.
            pipe = get_redis_connection("default").pipeline(transaction=False)
            for name, amount in increments.items():
                pipe.hincrby(hour, name, amount)
                pipe.hincrby(total, name, amount)
            for name, figure in (total_floats or {}).items():
                pipe.hincrbyfloat(total, name, figure)
            pipe.expire(hour, HOURS_KEPT * 3600)
            pipe.execute()
        except (RedisError, OSError):
            _paused_until = time.monotonic() + PAUSE_AFTER_ERROR
            logger.debug("telemetry not recorded (Redis error)", exc_info=True)


observer = RedisObserver()


# --- Reading ----------------------------------------------------------------------------------


def _decoded(raw: Mapping[bytes | str, bytes | str]) -> dict[str, float]:
    found = {}
    for name, value in raw.items():
        name = name.decode() if isinstance(name, bytes) else name
        try:
            found[name] = float(value)
        except (TypeError, ValueError):
            continue
    return found


def _last_24h() -> dict[str, float]:
    """The hourly hashes of the last 24 hours (this hour included), added up."""
    now = datetime.now(UTC)
    keys = [_hour_key(now - timedelta(hours=h)) for h in range(HOURS_READ)]
    try:
        pipe = get_redis_connection("default").pipeline(transaction=False)
        for key in keys:
            pipe.hgetall(key)
        hashes = pipe.execute()
    except (RedisError, OSError):
        logger.warning("telemetry unavailable (Redis error)", exc_info=True)
        return {}
    summed: dict[str, float] = {}
    for raw in hashes:
        for name, value in _decoded(raw or {}).items():
            summed[name] = summed.get(name, 0) + value
    return summed


def _read_totals() -> dict[str, float]:
    try:
        return _decoded(get_redis_connection("default").hgetall(_total_key()) or {})
    except (RedisError, OSError):
        logger.warning("telemetry unavailable (Redis error)", exc_info=True)
        return {}


def _split(fields: Mapping[str, float], kind: str) -> list[tuple[list[str], float]]:
    return [
        (name.split("|")[1:], value)
        for name, value in fields.items()
        if name.startswith(f"{kind}|")
    ]


def _calls(fields: Mapping[str, float]) -> list[tuple[str, str, int]]:
    return sorted(
        (parts[0], parts[1], int(value))
        for parts, value in _split(fields, "call")
        if len(parts) == 2
    )


def _buckets(fields: Mapping[str, float]) -> dict[str, list[int]]:
    """Per skill, the count of each latency bucket (not cumulative), in LATENCY_BUCKETS order."""
    found: dict[str, list[int]] = {}
    for parts, value in _split(fields, "le"):
        if len(parts) != 2 or parts[1] not in _BOUND_TEXTS:
            continue
        counts = found.setdefault(parts[0], [0] * len(LATENCY_BUCKETS))
        counts[_BOUND_TEXTS.index(parts[1])] += int(value)
    return found


def _named_counts(fields: Mapping[str, float], kind: str, names: tuple[str, ...]) -> dict:
    counts = dict.fromkeys(names, 0)
    for parts, value in _split(fields, kind):
        if len(parts) == 1:
            counts[parts[0]] = counts.get(parts[0], 0) + int(value)
    return counts


def quantile(q: float, counts: list[int]) -> float | None:
    """The q-quantile of a bucketed latency (as Prometheus's histogram_quantile estimates it:
    linear within the bucket; in the last, open bucket, that bucket's lower bound)."""
    total = sum(counts)
    if total == 0:
        return None
    rank = q * total
    seen, lower = 0, 0.0
    for bound, count in zip(LATENCY_BUCKETS, counts, strict=True):
        if count and seen + count >= rank:
            if math.isinf(bound):
                return lower
            return lower + (bound - lower) * (rank - seen) / count
        seen += count
        lower = bound if not math.isinf(bound) else lower
    return lower


def calls_last_24h() -> list[tuple[str, str, int]]:
    """(skill, outcome, count) of the upstream calls in the last 24 hours, sorted."""
    return _calls(_last_24h())


def latency_last_24h() -> dict[str, dict[str, float | int | None]]:
    """Per skill: {"p50": seconds, "p95": seconds, "count": calls timed} over the last 24 h."""
    return {
        skill: {"p50": quantile(0.5, counts), "p95": quantile(0.95, counts), "count": sum(counts)}
        for skill, counts in sorted(_buckets(_last_24h()).items())
    }


def refusals_last_24h() -> dict[str, int]:
    """{"local": n, "upstream": n}: calls refused for their rate in the last 24 hours."""
    return _named_counts(_last_24h(), "refusal", ("local", "upstream"))


def cache_last_24h() -> dict[str, int | float | None]:
    """{"hit", "miss", "stale": counts; "ratio": hits / (hits + misses), None without any}.

    A hit served the fresh shared copy; a miss found none (upstream was asked); stale counts
    the misses where upstream failed and the last good copy was served instead.
    """
    counts = _named_counts(_last_24h(), "cache", ("hit", "miss", "stale"))
    looked_up = counts["hit"] + counts["miss"]
    return {**counts, "ratio": counts["hit"] / looked_up if looked_up else None}


@dataclass(frozen=True)
class Totals:
    """All-time counts since Redis last lost its data, for Prometheus."""

    calls: list[tuple[str, str, int]] = field(default_factory=list)
    # skill → (bucket counts in LATENCY_BUCKETS order, not cumulative; sum of seconds)
    latency: dict[str, tuple[list[int], float]] = field(default_factory=dict)
    cache: dict[str, int] = field(default_factory=dict)
    refusals: dict[str, int] = field(default_factory=dict)


def totals() -> Totals:
    fields = _read_totals()
    sums = {parts[0]: value for parts, value in _split(fields, "sum") if len(parts) == 1}
    return Totals(
        calls=_calls(fields),
        latency={
            skill: (counts, sums.get(skill, 0.0))
            for skill, counts in sorted(_buckets(fields).items())
        },
        cache=_named_counts(fields, "cache", ("hit", "miss", "stale")),
        refusals=_named_counts(fields, "refusal", ("local", "upstream")),
    )
