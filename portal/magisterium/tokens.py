"""The caller's credentials for one upstream call, shaped so the secret cannot leak by accident."""

# Reference: docs/security.md §5 (tokens never in logs, errors or cache).

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class UserToken:
    """A Magisterium user's OAuth access token plus the stable account id it belongs to.

    `account_id` keys the per-user throttle (hashed); `access_token` only ever goes into the
    Authorization header. repr() and str() show the account id, never the token.
    """

    account_id: str
    access_token: str = field(repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.account_id, str) or not self.account_id:
            raise ValueError("UserToken.account_id must be a non-empty string")
        if not isinstance(self.access_token, str):
            raise TypeError("UserToken.access_token must be a string")

    def __str__(self) -> str:
        return f"UserToken(account_id={self.account_id!r})"
