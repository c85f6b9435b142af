"""Connect a portal user to a Magisterium account with tokens obtained outside the browser.

For a service account such as the prefetch account (PREFETCH_ACCOUNT): an operator who holds
its tokens (for example from the OAuth server's own tooling) connects it without a sign-in
page. Reads `{"access_token", "refresh_token"?, "expires_in"?}` as JSON on standard input so
the token never appears in the process list or shell history.
"""

from __future__ import annotations

import datetime as dt
import json
import sys

from allauth.socialaccount.models import SocialAccount
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from portal.accounts import oauth
from portal.accounts.registration import PROVIDER_ID
from portal.accounts.services import connection_store


class Command(BaseCommand):
    help = "Connect USERNAME to the Magisterium account whose tokens arrive as JSON on stdin."

    def add_arguments(self, parser):
        parser.add_argument("username")

    def handle(self, *args, username: str, **options):
        try:
            tokens = json.load(sys.stdin)
            access_token = tokens["access_token"]
        except (ValueError, KeyError, TypeError):
            raise CommandError("stdin must be JSON with at least an access_token") from None
        try:
            claims = oauth.userinfo(access_token=access_token)
        except oauth.OAuthServerError as error:
            raise CommandError(f"Magisterium did not accept the token: {error}") from None
        account_id = str(claims.get("sub") or "").strip()
        if not account_id:
            raise CommandError("Magisterium's user info named no account (no 'sub')")
        expires_in = int(tokens.get("expires_in") or 3600)
        with transaction.atomic():
            user, _ = get_user_model().objects.get_or_create(username=username)
            # The same link allauth keeps, so a browser sign-in to this Magisterium account
            # later lands on this same portal user instead of creating a second one.
            SocialAccount.objects.update_or_create(
                provider=PROVIDER_ID, uid=account_id, defaults={"user": user, "extra_data": claims}
            )
            connection_store(
                user=user,
                account_id=account_id,
                name=str(claims.get("name") or ""),
                email=str(claims.get("email") or ""),
                access_token=access_token,
                refresh_token=tokens.get("refresh_token"),
                expires_at=timezone.now() + dt.timedelta(seconds=expires_in),
            )
        self.stdout.write(f"{username} is connected to Magisterium account {account_id}")
