"""The readings by email at scale: one day's email to 100,000 generated subscribers (five
languages, every hour, each choice) sent by the portal's own path (the planning pass, then each
batch as a worker sends it) into a local SMTP sink, against the floor: the same number of
equally sized, already prepared messages sent with smtplib over one connection a batch, to the
same sink.

Reports the cost per message of both and their ratio (target ≤ 1.5×), the database queries of
each batch (the same for every batch: nothing per subscriber), and the process's resident
memory after the first and the last batch (flat: a batch's messages are not kept).

The sink runs in a process of its own (aiosmtpd, counting and discarding). In-process Django on
a fresh test database: PostgreSQL when DATABASE_URL is set, SQLite otherwise.

    DEBUG=1 python -m devtools.embedded -- python -m devtools.bench.mail

`make bench` runs it after the page benchmarks, in a process of its own.

BENCH_MAIL_SUBSCRIBERS sets the number of subscribers (100,000 by default).
"""

from __future__ import annotations

import datetime as dt
import os
import smtplib
import subprocess
import sys
import time
from pathlib import Path

from devtools.bench.table import Figure, Section, ratio

SUBSCRIBERS = 100_000
DAY = dt.date(2026, 12, 8)
LANGUAGES = ("en", "es", "pt", "it", "hr")
CHOICES = ("both", "readings", "saints")


def _resident_mb() -> float:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def sink_main(port: int) -> None:
    """`python -m devtools.bench.mail --sink PORT`: accept and discard, counting."""
    import asyncio

    from aiosmtpd.controller import Controller

    class Discard:
        count = 0

        async def handle_DATA(self, server, session, envelope):
            Discard.count += 1
            return "250 OK"

    controller = Controller(Discard(), hostname="127.0.0.1", port=port)
    controller.start()
    print("ready", flush=True)
    try:
        asyncio.run(asyncio.sleep(10**9))
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


def _start_sink() -> tuple[subprocess.Popen, int]:
    from sandbox.testing import free_port

    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "devtools.bench.mail", "--sink", str(port)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process, port


def _store_day(day: dt.date) -> None:
    from django.utils import timezone

    from portal.readings.models import MartyrologyEntry, MassReadings
    from sandbox.catalog.liturgy import martyrology, mass_readings

    now = timezone.now()
    MassReadings.objects.create(
        day=day,
        text=mass_readings(day.isoformat(), today=day) or "",
        fetched_at=now,
        source="bench",
    )
    MartyrologyEntry.objects.create(
        day=day, text=martyrology(day) or "", fetched_at=now, source="bench"
    )


def _subscribers(count: int) -> None:
    from django.utils import timezone

    from portal.subscriptions.models import Subscription, address_hash

    now = timezone.now()
    rows = []
    for n in range(count):
        email = f"reader{n}@bench.example"
        rows.append(Subscription(
            email=email, email_hash=address_hash(email), language=LANGUAGES[n % 5],
            hour=n % 24, time_zone="UTC", content=CHOICES[n % 3], state="confirmed",
            confirmed_at=now, consent_at=now, consent_text="bench", consent_language="en",
        ))  # fmt: skip
    Subscription.objects.bulk_create(rows, batch_size=5_000)


def _floor(port: int, message: bytes, count: int, batch_size: int) -> float:
    """Seconds to send `count` copies of a prepared message, one connection a batch."""
    started = time.perf_counter()
    for start in range(0, count, batch_size):
        with smtplib.SMTP("127.0.0.1", port) as smtp:
            for n in range(start, min(count, start + batch_size)):
                smtp.sendmail("readings@bench.example", [f"reader{n}@bench.example"], message)
    return time.perf_counter() - started


def measure(count: int | None = None) -> Section:
    count = count or int(os.environ.get("BENCH_MAIL_SUBSCRIBERS", SUBSCRIBERS))
    sink, port = _start_sink()
    os.environ.update({"EMAIL_URL": f"smtp://127.0.0.1:{port}"})
    from devtools.bench.history import _setup

    old_name = _setup(os.environ.get("DATABASE_URL"))
    from django.conf import settings
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from portal.subscriptions import delivery, messages
    from portal.subscriptions.models import Delivery, Subscription

    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
    try:
        _store_day(DAY)
        _subscribers(count)
        print(f"  {count:,} subscribers stored", flush=True)
        started = time.perf_counter()
        made = delivery.plan(day=DAY, queue=False)
        planned = time.perf_counter() - started
        queries: list[int] = []
        memory: list[float] = []
        started = time.perf_counter()
        for batch_id in made.batches:
            with CaptureQueriesContext(connection) as captured:
                delivery.send_batch(batch_id)
            queries.append(len(captured))
            memory.append(_resident_mb())
        portal = time.perf_counter() - started
        sent = Delivery.objects.filter(state=Delivery.State.SENT).count()
        assert sent == count, f"{sent} of {count} sent"
        sample = Subscription.objects.order_by("pk").first()
        assert sample is not None
        edition = messages.edition(DAY, sample.language, sample.content)
        assert edition is not None
        prepared = messages.addressed(edition, sample, to=sample.email)
        floor = _floor(port, prepared, count, settings.SUBSCRIPTIONS_BATCH_SIZE)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        sink.terminate()
        sink.wait(timeout=30)
    per_portal, per_floor = portal / count, floor / count
    steady = queries[1:-1] or queries  # the first batch renders the editions; the last is short
    return Section(
        f"Readings by email: one day to {count:,} subscribers, {len(made.batches)} batches "
        f"(reference: the same number of prepared {len(prepared) / 1000:.0f} kB messages sent "
        "with smtplib to the same sink)",
        [
            Figure("cost per message", f"{per_portal * 1e6:.0f} µs", f"{per_floor * 1e6:.0f} µs",
                   ratio(per_portal, per_floor)),
            Figure("planning pass (who is due, deliveries, batches)", f"{planned:.1f} s"),
            Figure("database queries per batch (min–max)",
                   f"{min(steady)}–{max(steady)}", "constant"),
            Figure("resident memory after first / last batch",
                   f"{memory[0]:.0f} / {memory[-1]:.0f} MB", "flat"),
        ],
    )  # fmt: skip


def in_subprocess() -> Section:
    """`measure()` in a fresh interpreter (it sets Django up on its own test database), for
    `make bench`."""
    import json

    done = subprocess.run(
        [sys.executable, "-m", "devtools.bench.mail", "--json"], capture_output=True, text=True
    )
    if done.returncode != 0:
        raise RuntimeError(f"the mail benchmark failed:\n{done.stderr[-3000:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return Section(data["title"], [Figure(*figure) for figure in data["figures"]])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--sink"]:
        sink_main(int(sys.argv[2]))
    elif sys.argv[1:2] == ["--json"]:
        import dataclasses
        import json

        section = measure()
        figures = [dataclasses.astuple(figure) for figure in section.figures]
        print(json.dumps({"title": section.title, "figures": figures}))
    else:
        from devtools.bench.table import render

        print(render([measure()]))
