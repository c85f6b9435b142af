"""Register the portal as an OAuth client at Magisterium (RFC 7591) and store the client id."""

from __future__ import annotations

import time

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from portal.accounts import oauth
from portal.accounts.registration import callback_url, client_register, stored_app


class Command(BaseCommand):
    help = (
        "Register the portal at MAGISTERIUM_BASE_URL through dynamic client registration and "
        "store the client id (and secret) for 'Sign in with Magisterium'."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--redirect-uri",
            action="append",
            dest="redirect_uris",
            help="Exact callback URL; repeat for several. Default: derived from --base-url.",
        )
        parser.add_argument(
            "--base-url",
            default="http://127.0.0.1:8000",
            help="Where the portal is served (default http://127.0.0.1:8000).",
        )
        parser.add_argument(
            "--if-unregistered",
            action="store_true",
            help="Do nothing when a client is already registered or set in the environment.",
        )
        parser.add_argument(
            "--wait",
            type=float,
            default=0,
            metavar="SECONDS",
            help="Wait up to this long for the authorization server's metadata to answer.",
        )

    def handle(self, *args, redirect_uris, base_url, if_unregistered, wait, **options):
        if settings.MAGISTERIUM_CLIENT_ID:
            self.stdout.write(
                "MAGISTERIUM_CLIENT_ID is set in the environment: that client is used and "
                "wins over any registered one."
            )
            if if_unregistered:
                return
        existing = stored_app()
        if if_unregistered and existing is not None:
            self.stdout.write(f"Magisterium client already registered: {existing.client_id}")
            return
        redirect_uris = redirect_uris or [callback_url(base_url)]
        self._wait_for_metadata(wait)
        try:
            app = client_register(redirect_uris=redirect_uris)
        except oauth.OAuthServerError as error:
            raise CommandError(
                f"Registration at {settings.MAGISTERIUM_BASE_URL} failed: {error}"
            ) from None
        self.stdout.write(
            self.style.SUCCESS(
                f"Registered at {settings.MAGISTERIUM_BASE_URL} as client {app.client_id} "
                f"({'confidential' if app.secret else 'public'}) for {', '.join(redirect_uris)}"
            )
        )

    def _wait_for_metadata(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while True:
            try:
                oauth.server_metadata(fresh=True)
                return
            except oauth.OAuthServerError as error:
                if time.monotonic() >= deadline:
                    raise CommandError(
                        f"No OAuth metadata at {settings.MAGISTERIUM_BASE_URL}: {error}"
                    ) from None
            time.sleep(0.5)
