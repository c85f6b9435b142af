"""Each token's requests a minute (API_RATE_LIMIT) and its owner's, all tokens together
(API_ACCOUNT_RATE_LIMIT), counted in Redis so every web process shares one count: fixed
windows that start at the first request of the minute. Both are counted by one script, so
making more tokens never makes more answers.

The counting is the house's fixed-window counter (portal/core/windows.py), which refuses on a
Redis error rather than read an outage as an unspent allowance: a 503.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings

from portal.core import windows

WINDOW_SECONDS = 60
RATE_KEY = "api:rate:{token_id}"
ACCOUNT_RATE_KEY = "api:rate:account:{owner_id}"


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


def rate_key(token_id: int) -> str:
    return windows.prefixed(RATE_KEY.format(token_id=token_id))


def account_rate_key(owner_id: int) -> str:
    return windows.prefixed(ACCOUNT_RATE_KEY.format(owner_id=owner_id))


def request_count(token_id: int, owner_id: int) -> Allowance:
    """Count one request of the token and of its owner; the allowance that decides: the first
    one spent (the token's, then the account's), else the token's."""
    try:
        mine, owners = windows.count_one(
            [
                windows.Window(rate_key(token_id), WINDOW_SECONDS),
                windows.Window(account_rate_key(owner_id), WINDOW_SECONDS),
            ]
        )
    except windows.CountUnknown as error:
        raise RateUnknown("Redis unavailable") from error
    token = Allowance(int(settings.API_RATE_LIMIT), mine.used, mine.seconds_left)
    account = Allowance(
        int(settings.API_ACCOUNT_RATE_LIMIT), owners.used, owners.seconds_left, "account"
    )
    return next((spent for spent in (token, account) if not spent.allowed), token)
