"""The Celery app. Configuration comes from Django settings (the CELERY_* names)."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("portal")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
# Each (re)connection to the broker queues a readings prefetch pass (portal/readings/worker.py).
app.steps["consumer"].add("portal.readings.worker:PrefetchWhenConnected")
