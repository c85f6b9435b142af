"""Celery tasks of the operator console: the nightly upstream canary.

`ops.canary` (beat: "ops-canary", daily at OPS_CANARY_HOUR:40) runs the doctor's checks
(`portal.ops.doctor.run_checks`) with OPS_CANARY_ACCOUNT's token, stores a CanaryRun, keeps a
new AgentCardSnapshot whenever the card differs from the last one, and logs an ERROR naming
each change of the card and each failed check, so an operator hears of a changed upstream
before the users do. (The heartbeat task, "ops.heartbeat", lives in portal.ops.heartbeat.)
"""

# Reference: docs/upstream.md §1 (agent card) and §7; README "What to watch" (the nightly canary).

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

from celery import shared_task
from django.db import transaction
from django.utils import timezone

from portal.magisterium import dialects
from portal.ops import doctor
from portal.ops.models import AgentCardSnapshot, CanaryRun

logger = logging.getLogger(__name__)

# The card's parts compared item by item; every other top-level key is compared whole.
_SPECIAL_KEYS = ("protocolVersion", "skills")
# The keys that say how to talk to upstream (which version, where), not what it offers: when
# they are all that changed and the door speaks the new version, the change is a notice.
PROTOCOL_KEYS = frozenset(
    {
        "protocolVersion",
        "supportedInterfaces",
        "additionalInterfaces",
        "url",
        "preferredTransport",
        "capabilities",
    }
)
DIALECT_MOVE = "A2A dialect"


def card_digest(card: dict[str, Any]) -> str:
    """sha256 of the card's canonical JSON: the same card always gives the same digest."""
    canonical = json.dumps(card, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _skills_by_id(card: dict[str, Any]) -> dict[str, Any]:
    skills = card.get("skills")
    if not isinstance(skills, list):
        return {}
    return {
        str(skill.get("id")): skill
        for skill in skills
        if isinstance(skill, dict) and skill.get("id") is not None
    }


def card_diff(old: dict[str, Any] | None, new: dict[str, Any]) -> list[str]:
    """What changed from agent card `old` to `new`, one line each; [] when nothing did (or
    there is no older card to compare with)."""
    if old is None:
        return []
    changes = []
    before, after = dialects.choose(old), dialects.choose(new)
    if before.dialect is not after.dialect:
        changes.append(f"{DIALECT_MOVE} {before.dialect.name} → {after.dialect.name}")
    if old.get("protocolVersion") != new.get("protocolVersion"):
        changes.append(
            f"protocolVersion {old.get('protocolVersion')} → {new.get('protocolVersion')}"
        )
    old_skills, new_skills = _skills_by_id(old), _skills_by_id(new)
    changes += [f"skill removed: {s}" for s in old_skills if s not in new_skills]
    changes += [f"skill added: {s}" for s in new_skills if s not in old_skills]
    changes += [
        f"skill changed: {s}"
        for s in old_skills
        if s in new_skills and old_skills[s] != new_skills[s]
    ]
    other_old = {k: v for k, v in old.items() if k not in _SPECIAL_KEYS}
    other_new = {k: v for k, v in new.items() if k not in _SPECIAL_KEYS}
    changes += [f"key removed: {k}" for k in other_old if k not in other_new]
    changes += [f"key added: {k}" for k in other_new if k not in other_old]
    changes += [
        f"key changed: {k}" for k in other_old if k in other_new and other_old[k] != other_new[k]
    ]
    return changes


def _keep_card(card: dict[str, Any]) -> list[str]:
    """Store the card when it differs from the last snapshot; the changes (for the log)."""
    digest = card_digest(card)
    latest = AgentCardSnapshot.objects.order_by("-seen_at", "-pk").first()
    if latest is not None and latest.digest == digest:
        return []
    AgentCardSnapshot.objects.create(digest=digest, card=card)
    if latest is None:
        logger.info("first agent card snapshot kept (%s)", digest[:12])
        return []
    # A changed card whose lines all compare equal can only differ in key order inside
    # values; still a change, so it is never silent.
    return card_diff(latest.card, card) or ["the card changed (no field-level difference)"]


def is_protocol_move(changes: list[str]) -> bool:
    """True when the changes are a move to another A2A version (a dialect, a protocolVersion,
    the interfaces and endpoint that go with them) and nothing else."""
    return bool(changes) and all(
        line.startswith((DIALECT_MOVE, "protocolVersion "))
        or line.rpartition(": ")[2] in PROTOCOL_KEYS
        for line in changes
    )


def canary_run() -> CanaryRun:
    """The canary once, in this process: checks, the run stored, the card kept, ERRORs logged."""
    started_at = timezone.now()
    report = doctor.run_checks()
    changes: list[str] = []
    # The run and its card are stored together: whoever sees the run (the console, a test
    # waiting for it) sees the card it read.
    with transaction.atomic():
        run = CanaryRun.objects.create(
            started_at=started_at,
            finished_at=timezone.now(),
            ok=report.ok,
            account=report.account,
            calls=report.calls,
            checks=[check.as_dict() for check in report.checks],
        )
        if report.card is not None:
            changes = _keep_card(report.card)
    protocol = next((c for c in report.checks if c.name == "protocol"), None)
    if changes and is_protocol_move(changes) and protocol is not None and protocol.ok:
        # The door follows by itself (docs/upstream.md "Protocol versions"): a notice.
        logger.warning("upstream moved to another A2A version: %s", "; ".join(changes))
    elif changes:
        logger.error("upstream agent card changed: %s", "; ".join(changes))
    for check in report.failed:
        logger.error("upstream canary check failed: %s: %s", check.name, check.detail)
    logger.info(
        "upstream canary %s: %d checks, %d failed, %d upstream calls",
        "ok" if run.ok else "FAILED",
        len(report.checks),
        len(report.failed),
        report.calls,
    )
    return run


@shared_task(name="ops.canary", ignore_result=True, soft_time_limit=600, time_limit=660)
def canary() -> None:
    canary_run()
