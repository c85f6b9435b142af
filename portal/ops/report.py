"""What a run of the doctor found: one Check per check, gathered in a Report."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    calls: int = 0  # rate-limited upstream calls this check spent

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Report:
    base_url: str
    account: str  # the portal username whose token ran the checks ("" when none)
    checks: list[Check] = field(default_factory=list)
    card: dict[str, Any] | None = None  # the agent card exactly as upstream sent it
    offered: tuple[str, ...] = ()  # the protocol versions the card offers
    dialect: str | None = None  # the dialect the door chose ("0.3" or "1.0")

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(check.ok for check in self.checks)

    @property
    def calls(self) -> int:
        return sum(check.calls for check in self.checks)

    @property
    def failed(self) -> list[Check]:
        return [check for check in self.checks if not check.ok]

    def as_rows(self) -> list[tuple[str, str, str]]:
        return [(c.name, "ok" if c.ok else "FAIL", c.detail) for c in self.checks]
