"""Prepare a development machine for `make run`: the steps each area adds for the demo."""

import os
from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Prepare the demo: OAuth client registration, demo prefetch account, first prefetch."

    def handle(self, *args: Any, **options: Any) -> None:
        # Sign in with Magisterium: register this portal at the sandbox once (idempotent).
        call_command(
            "magisterium_register",
            base_url=f"http://127.0.0.1:{os.environ.get('PORT', '8000')}",
            if_unregistered=True,
            wait=20,
            stdout=self.stdout,
        )
