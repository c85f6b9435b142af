"""The caller's credentials: one token for one call, and the source the door asks for them.

`UserToken` is shaped so the secret cannot leak by accident. `TokenSource` is the small
interface behind which the token lifecycle lives (stored tokens, refresh under a lock, "sign in
again", the plan seen): `portal.accounts` implements it for a portal user, and the door
(`portal.magisterium.session`) only ever talks to the interface.
"""

# Reference: docs/security.md §5 (tokens never in logs, errors or cache).

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Protocol

from portal.magisterium import errors


class Copies(enum.StrEnum):
    """Which kept copies of paid data (the shared cache's fresh copy, the last good copy) a
    call with this token may be answered from; the token source decides from what it knows
    of the owner's plan (docs/security.md "Paid data stays paid")."""

    ALL = "all"  # a paid plan seen recently
    ON_OUTAGE = "outage"  # a paid plan seen long ago: upstream first, copies if it fails
    NONE = "none"  # the plan is not known: only upstream's own answer, which shows it


@dataclass(frozen=True, slots=True)
class UserToken:
    """A Magisterium user's OAuth access token plus the stable account id it belongs to.

    `account_id` keys the per-user throttle (hashed); `access_token` only ever goes into the
    Authorization header. repr() and str() show the account id, never the token.
    """

    account_id: str
    access_token: str = field(repr=False)
    copies: Copies = Copies.ALL

    def __post_init__(self) -> None:
        if not isinstance(self.account_id, str) or not self.account_id:
            raise ValueError("UserToken.account_id must be a non-empty string")
        if not isinstance(self.access_token, str):
            raise TypeError("UserToken.access_token must be a string")

    def __str__(self) -> str:
        return f"UserToken(account_id={self.account_id!r})"


class TokenSource(Protocol):
    """Where the door gets one owner's tokens, and tells what it learnt using them.

    Each method raises a `MagisteriumError` (typically an `Unauthorized` subclass meaning "sign
    in with Magisterium") when no token can be had.
    """

    def account_id(self) -> str:
        """The Magisterium account the tokens belong to (keys the per-user throttle)."""
        ...

    def current(self) -> UserToken:
        """The token to send now, refreshed first if it is about to expire. May refuse at once
        (e.g. `PlanRequired` for an account known to have no paid plan)."""
        ...

    def refreshed_after(self, rejected: UserToken) -> UserToken:
        """A new token after upstream refused `rejected` (unless another caller already
        refreshed it meanwhile: then that one)."""
        ...

    def sign_in_needed(self, refused: UserToken) -> errors.Unauthorized:
        """Upstream refused even a freshly refreshed token: remember that only a new sign-in
        can help, and return the error to raise."""
        ...

    def plan_seen(self, *, paid: bool) -> None:
        """Upstream answered (paid) or refused with "paid plan needed" (not paid)."""
        ...


class FixedToken:
    """A `TokenSource` for one token given as it is (scripts, benchmarks): nothing to refresh."""

    def __init__(self, token: UserToken) -> None:
        self._token = token

    def account_id(self) -> str:
        return self._token.account_id

    def current(self) -> UserToken:
        return self._token

    def refreshed_after(self, rejected: UserToken) -> UserToken:
        raise errors.Unauthorized("a fixed token cannot be refreshed")

    def sign_in_needed(self, refused: UserToken) -> errors.Unauthorized:
        return errors.Unauthorized("a fixed token was refused")

    def plan_seen(self, *, paid: bool) -> None:
        """Nothing to remember it in."""
