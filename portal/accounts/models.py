"""A portal user's connection to their Magisterium account, with the OAuth tokens encrypted."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.sessions.base_session import AbstractBaseSession
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


class UsedTotpCode(models.Model):
    """A TOTP time step an account has already spent (docs/security.md "Staff second factor").

    allauth remembers used codes only in the cache, which a Redis restart or flush forgets, and
    not at all for the code that activated the authenticator; portal.accounts.staff_mfa records
    every accepted code's time step here as well, and the unique constraint lets one of two
    concurrent uses of a code win, never both. Rows are pruned once their step is outside every
    window a code is still accepted in, so an account holds at most a few.
    """

    # The account rather than its authenticator: the activation code is spent before allauth
    # creates the authenticator, and an account has at most one TOTP authenticator anyway.
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    # The RFC 6238 time step (Unix time // MFA_TOTP_PERIOD) the code was computed for: the code
    # itself is never stored.
    counter = models.BigIntegerField()
    used_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "counter"], name="accounts_totp_step_used_once")
        ]

    def __str__(self) -> str:
        return f"TOTP step {self.counter} used by user {self.user_id}"


class PendingRevocation(models.Model):
    """Tokens the portal no longer keeps for anyone (an erase, a sign-out, a disconnect) whose
    revocation the authorization server has not confirmed yet (RFC 7009: no answer, a timeout,
    a 5xx): retried by the `accounts.revocations_retry` task until it is, then deleted.

    Deliberately nothing that names a person: no user link (the user is usually gone), no name,
    e-mail or Magisterium account id. Only the tokens, encrypted as MagisteriumConnection's,
    and the retry schedule. A token already confirmed revoked is blanked here.
    """

    access_token_encrypted = models.TextField(blank=True)
    refresh_token_encrypted = models.TextField(blank=True)
    queued_at = models.DateTimeField(default=timezone.now)
    attempts = models.PositiveIntegerField(default=0)  # revocation requests made so far
    next_attempt_at = models.DateTimeField(default=timezone.now, db_index=True)
    # The last failure, as OAuthServerError words it (an endpoint, an HTTP status, an error
    # class): never a token.
    last_error = models.CharField(max_length=300, blank=True)

    class Meta:
        indexes = [models.Index(fields=["queued_at"], name="accounts_pending_queued_idx")]

    def __str__(self) -> str:
        return f"Pending token revocation {self.pk} (queued {self.queued_at:%Y-%m-%d %H:%M})"

    def tokens(self) -> list[tuple[str, str]]:
        """The `(token_type_hint, token)` pairs still to revoke, refresh token first. Raises
        InvalidToken when no configured key opens one."""
        pairs = []
        if self.refresh_token_encrypted:
            pairs.append(("refresh_token", token_decrypt(self.refresh_token_encrypted)))
        if self.access_token_encrypted:
            pairs.append(("access_token", token_decrypt(self.access_token_encrypted)))
        return pairs


class UserSession(AbstractBaseSession):
    """A database session that also records whose it is (the `_auth_user_id` inside it), so an
    erase deletes every session of the person with one indexed query instead of decoding every
    session there is. Written by portal.accounts.sessions.SessionStore (SESSION_ENGINE) on every
    save, so a cycled key or a new sign-in can never leave a session unrecorded."""

    auth_user_id = models.CharField(max_length=255, blank=True, db_index=True)  # "": nobody

    @classmethod
    def get_session_store_class(cls):
        from portal.accounts.sessions import SessionStore

        return SessionStore
