"""The sandbox's own table: which plan a user has and the stable subject id tokens carry."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Profile(models.Model):
    class Plan(models.TextChoices):
        FREE = "free", "Free"
        PRO = "pro", "Pro"
        ORGANIZATION = "organization", "Organization"
        ENTERPRISE = "enterprise", "Enterprise"

    PAID_PLANS = frozenset({Plan.PRO, Plan.ORGANIZATION, Plan.ENTERPRISE})

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="sandbox_profile"
    )
    # Stable across token refreshes and sign-ins: the portal keys accounts on it (`sub`).
    subject = models.CharField(max_length=64, unique=True)
    plan = models.CharField(max_length=16, choices=Plan.choices, default=Plan.PRO)

    def __str__(self) -> str:
        return f"{self.user} ({self.plan})"

    @property
    def is_paid(self) -> bool:
        return self.plan in self.PAID_PLANS
