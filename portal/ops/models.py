"""What the operator console keeps: each canary run and each agent card it saw change."""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class CanaryRun(models.Model):
    """One run of the upstream checks by the nightly canary (portal.ops.tasks)."""

    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    ok = models.BooleanField(default=False)
    account = models.CharField(max_length=150, blank=True)  # the portal username whose token ran
    calls = models.PositiveSmallIntegerField(default=0)  # upstream calls spent
    # One item per check: {"name", "ok", "detail", "calls"} (portal.ops.report.Check.as_dict).
    checks = models.JSONField(default=list)

    class Meta:
        ordering = ["-started_at", "-pk"]

    def __str__(self) -> str:
        return f"canary {self.started_at:%Y-%m-%d %H:%M} {'ok' if self.ok else 'FAILED'}"

    @property
    def failed_checks(self) -> list[dict]:
        return [check for check in self.checks if not check.get("ok")]


class AgentCardSnapshot(models.Model):
    """The upstream agent card as last seen; a new row only when it changed."""

    seen_at = models.DateTimeField(default=timezone.now)
    digest = models.CharField(max_length=64)  # sha256 of the canonical JSON
    card = models.JSONField()

    class Meta:
        ordering = ["-seen_at", "-pk"]
        get_latest_by = "seen_at"

    def __str__(self) -> str:
        return f"agent card {self.digest[:12]} seen {self.seen_at:%Y-%m-%d}"
