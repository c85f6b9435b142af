"""Re-encrypt every stored Magisterium token (connections, and revocations still pending,
portal.accounts.revocations), and the staff's authenticator-app secrets and recovery-code
seeds (portal.accounts.staff_mfa), under the newest TOKEN_ENCRYPTION_KEYS key.

Rotate keys in three steps: put the new key first in TOKEN_ENCRYPTION_KEYS (old keys after
it), run this command, then remove the old keys.
"""

from __future__ import annotations

from collections.abc import Callable

from allauth.mfa.models import Authenticator
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.db.models import Model

from portal.accounts.crypto import InvalidToken, token_reencrypt
from portal.accounts.models import MagisteriumConnection, PendingRevocation


def _reencrypt_row(connection: MagisteriumConnection) -> bool:
    """Compare-and-swap, so a refresh that wrote new tokens meanwhile is never overwritten."""
    new_access = token_reencrypt(connection.access_token_encrypted)
    new_refresh = (
        token_reencrypt(connection.refresh_token_encrypted)
        if connection.refresh_token_encrypted
        else ""
    )
    return bool(
        MagisteriumConnection.objects.filter(
            pk=connection.pk,
            access_token_encrypted=connection.access_token_encrypted,
            refresh_token_encrypted=connection.refresh_token_encrypted,
        ).update(access_token_encrypted=new_access, refresh_token_encrypted=new_refresh)
    )


def _reencrypt_pending(pk: int) -> bool | None:
    """One pending revocation's tokens under the newest key, compare-and-swap (the retry task
    blanks a token once revoked, and deletes the row). None: the row is gone."""
    for _attempt in range(5):
        row = PendingRevocation.objects.filter(pk=pk).first()
        if row is None:
            return None
        fields = {
            name: token_reencrypt(value) if value else ""
            for name, value in (
                ("access_token_encrypted", row.access_token_encrypted),
                ("refresh_token_encrypted", row.refresh_token_encrypted),
            )
        }
        if PendingRevocation.objects.filter(
            pk=pk,
            access_token_encrypted=row.access_token_encrypted,
            refresh_token_encrypted=row.refresh_token_encrypted,
        ).update(**fields):
            return True
    raise CommandError(f"pending revocation {pk} kept changing; run the command again")


def _reencrypt_authenticator(pk: int) -> bool:
    """One authenticator's encrypted fields under the newest key, under a row lock (a sign-in
    that uses a recovery code writes the same row)."""
    with transaction.atomic():
        authenticator = Authenticator.objects.select_for_update().filter(pk=pk).first()
        if authenticator is None:
            return False
        data = dict(authenticator.data)
        for field in ("secret", "seed"):
            if data.get(field):
                data[field] = token_reencrypt(data[field])
        if data.get("migrated_codes"):
            data["migrated_codes"] = [token_reencrypt(code) for code in data["migrated_codes"]]
        authenticator.data = data
        authenticator.save(update_fields=["data"])
        return True


class Command(BaseCommand):
    help = "Re-encrypt every stored Magisterium token under the newest TOKEN_ENCRYPTION_KEYS key."

    def handle(self, *args, **options):
        done = unreadable = 0
        for pk in MagisteriumConnection.objects.order_by("pk").values_list("pk", flat=True):
            for _attempt in range(5):
                connection = MagisteriumConnection.objects.filter(pk=pk).first()
                if connection is None:
                    break
                try:
                    if _reencrypt_row(connection):
                        done += 1
                        break
                except InvalidToken:
                    unreadable += 1
                    self.stderr.write(
                        f"connection {pk} (account {connection.account_id}): no configured key "
                        "opens its tokens; that user must sign in again"
                    )
                    break
            else:
                raise CommandError(f"connection {pk} kept changing; run the command again")
        self.stdout.write(self.style.SUCCESS(f"Re-encrypted {done} connection(s)."))
        unreadable_pending = self._reencrypt_each(
            PendingRevocation,
            _reencrypt_pending,
            "pending revocation(s)",
            "pending revocation {pk}: no configured key opens its tokens; they cannot be "
            "revoked until the old key is put back",
        )
        unreadable_mfa = self._reencrypt_each(
            Authenticator,
            _reencrypt_authenticator,
            "authenticator(s)",
            "authenticator {pk}: no configured key opens it; that staff member must set up the "
            "authenticator app again",
        )
        if unreadable or unreadable_pending or unreadable_mfa:
            raise CommandError(
                f"{unreadable} connection(s), {unreadable_pending} pending revocation(s) and "
                f"{unreadable_mfa} authenticator(s) could not be decrypted"
            )

    def _reencrypt_each(
        self,
        model: type[Model],
        reencrypt: Callable[[int], bool | None],
        plural: str,
        unreadable_line: str,
    ) -> int:
        """Re-encrypts each row of `model` (by pk, one transaction a row); says how many were
        re-encrypted, writes `unreadable_line` for each row no key opens, and counts those."""
        done = unreadable = 0
        for pk in model._default_manager.order_by("pk").values_list("pk", flat=True):
            try:
                done += bool(reencrypt(pk))
            except InvalidToken:
                unreadable += 1
                self.stderr.write(unreadable_line.format(pk=pk))
        self.stdout.write(self.style.SUCCESS(f"Re-encrypted {done} {plural}."))
        return unreadable
