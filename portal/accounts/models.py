"""A portal user's connection to their Magisterium account, with the OAuth tokens encrypted."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal.accounts.crypto import token_decrypt, token_encrypt

# Refresh this long before the access token expires, so a call never starts with a token that
# dies on its way upstream.
REFRESH_MARGIN = timedelta(seconds=60)


class MagisteriumConnection(models.Model):
    class Plan(models.TextChoices):
        PAID = "paid", _("Paid plan")
        FREE = "free", _("Free plan")
        UNKNOWN = "unknown", _("Not known yet")

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="magisterium_connection"
    )
    # Upstream's `sub`: the same Magisterium account always maps to the same portal user.
    account_id = models.CharField(max_length=255, unique=True)
    # Untrusted text from upstream, shown autoescaped.
    display_name = models.CharField(max_length=255, blank=True)
    email = models.CharField(max_length=320, blank=True)
    access_token_encrypted = models.TextField()
    refresh_token_encrypted = models.TextField(blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    # Set when a refresh was refused or a fresh token was still rejected: sign in again.
    needs_sign_in = models.BooleanField(default=False)
    plan = models.CharField(max_length=10, choices=Plan.choices, default=Plan.UNKNOWN)
    plan_seen_at = models.DateTimeField(null=True, blank=True)
    connected_at = models.DateTimeField(default=timezone.now)
    refreshed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Magisterium account {self.account_id} of user {self.user_id}"

    @property
    def access_token(self) -> str:
        return token_decrypt(self.access_token_encrypted)

    @property
    def refresh_token(self) -> str:
        if not self.refresh_token_encrypted:
            return ""
        return token_decrypt(self.refresh_token_encrypted)

    def set_tokens(
        self, *, access_token: str, refresh_token: str | None, expires_at: datetime | None
    ) -> None:
        """Store a token response: a missing refresh token keeps the old one (RFC 6749 §6)."""
        self.access_token_encrypted = token_encrypt(access_token)
        if refresh_token:
            self.refresh_token_encrypted = token_encrypt(refresh_token)
        self.expires_at = expires_at

    def expires_soon(self) -> bool:
        return self.expires_at is not None and self.expires_at - REFRESH_MARGIN <= timezone.now()
