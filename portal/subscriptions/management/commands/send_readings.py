"""Send the readings by email now: the planning pass beat runs every minute, with its batches
sent by this process (or queued for the workers with --queue)."""

import datetime as dt

from django.core.management.base import BaseCommand, CommandError

from portal.subscriptions import delivery


class Command(BaseCommand):
    help = (
        "Send the day's readings to every subscriber who is due now (their local hour has "
        "come and today's email has not gone). --date D: everyone whose choice includes D "
        "and who has not had it."
    )

    def add_arguments(self, parser):
        parser.add_argument("--date", help="A day, YYYY-MM-DD (default: each subscriber's today)")
        parser.add_argument(
            "--queue", action="store_true", help="Queue the batches for the workers instead"
        )

    def handle(self, *args, **options):
        day = None
        if options["date"]:
            try:
                day = dt.date.fromisoformat(options["date"])
            except ValueError as error:
                raise CommandError(f"--date takes YYYY-MM-DD, not {options['date']!r}") from error
        made = delivery.plan(day=day, queue=options["queue"])
        self.stdout.write(
            f"{made.due} due, {made.deferred} waiting for their day to be fetched, "
            f"{len(made.batches)} batch(es)"
        )
        if options["queue"]:
            return
        sent = failed = 0
        for batch_id in made.batches:
            result = delivery.send_batch(batch_id)
            if result is not None:
                sent, failed = sent + result.sent, failed + result.failed
        self.stdout.write(f"{sent} sent, {failed} refused by the mail server")
