"""Queue the readings prefetch now (the beat schedule runs it nightly)."""

from django.core.management.base import BaseCommand

from portal.readings.tasks import readings_prefetch


class Command(BaseCommand):
    help = "Queue the prefetch of today through +READINGS_PREFETCH_DAYS for the Celery worker."

    def handle(self, *args, **options):
        result = readings_prefetch.delay()
        self.stdout.write(f"readings prefetch queued (task {result.id})")
