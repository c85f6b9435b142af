"""Personal access tokens: what lets a notebook read, as its owner, what the owner may see in
the research workbench (docs/api.md).

Only a SHA-256 of each token is kept, never the token: it is shown once, when it is made. A
short prefix of it stays visible so its owner can tell tokens apart. Erasing the account
deletes its tokens with it (CASCADE).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class PersonalAccessToken(models.Model):
    class Scope(models.TextChoices):
        READ = "read", "read"  # the API has no write operation: the only scope there is

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=100)
    prefix = models.CharField(max_length=16, db_index=True)  # shown: "mgp_AbCd1234"
    token_hash = models.CharField(max_length=64, unique=True)  # SHA-256, hex
    scope = models.CharField(max_length=10, choices=Scope.choices, default=Scope.READ)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    @property
    def active(self) -> bool:
        return self.revoked_at is None and self.expires_at > timezone.now()
