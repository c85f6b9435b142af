"""Prepare a development machine for `make run`: the steps each area adds for the demo."""

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Prepare the demo: OAuth client registration, demo prefetch account, first prefetch."

    def handle(self, *args, **options):
        self.stdout.write("demo setup: nothing to prepare yet")
