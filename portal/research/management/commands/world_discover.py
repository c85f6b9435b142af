"""Run the world harvest's discovery now (beat runs it every ten minutes): the world collection
appears at once after WAREHOUSE_ACCOUNT is set, and `make run` shows it from the start."""

from typing import Any

from django.core.management.base import BaseCommand

from portal.research import world
from portal.research.tasks import world_discover


class Command(BaseCommand):
    help = (
        "Add the world collection's new lines (made for WAREHOUSE_ACCOUNT) and queue its harvest."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        if world.warehouse_user() is None:
            self.stdout.write("no world harvest: WAREHOUSE_ACCOUNT is empty or names no account")
            return
        added = world_discover()  # the beat task's own steps, run here
        self.stdout.write(f"world collection: {added} new lines; its harvest is queued")
