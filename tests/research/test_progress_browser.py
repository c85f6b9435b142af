"""A collection's page follows its harvest in Chromium (progress.js polling research:progress):
every count the page shows over time is consistent with the heading and the list, the numbers
done only grow, lines found to be duplicates are shown as such, and the time left shrinks.

The steps run in the test process at two lines a minute (the pace is a setting the live
server shares), each after its minute has "passed"; the page polls by itself meanwhile.
Screenshots at a desktop and a phone width go to var/screenshots/.
"""

from __future__ import annotations

import itertools
import re

import pytest
from django.utils import timezone
from django_redis import get_redis_connection
from playwright.sync_api import expect

from portal.research import pacing
from portal.research.harvest import harvest_step
from portal.research.models import Collection, Entry
from portal.research.progress import collection_progress
from tests.accessibility.conftest import axe_violations, describe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIXTEEN = [
    "Archdiocese of Milan", "dmaml", "dzagr", "dsjcr", "dpari", "dcebu", "dmila", "dcord",
    "dlyon", "dport", "dkins", "Milan", "dlago", "dphil", "dpitt", "dberg",
]  # fmt: skip

# Records what the page shows each time progress.js changes it (one snapshot per update: the
# poller changes the summary, the heading and the lines in one go, observers run after it).
WATCH = """() => {
  window.__seen = [];
  const read = () => ({
    heading: document.querySelector("[data-entries-heading]").textContent.trim(),
    summary: document.querySelector("[data-progress-summary]").textContent.trim(),
    rows: document.querySelectorAll("[data-entries-table] tbody tr").length,
    duplicates: document.querySelectorAll("tr[data-status='duplicate']").length,
  });
  window.__seen.push(read());
  new MutationObserver(() => {
    const now = read(), last = window.__seen[window.__seen.length - 1];
    if (JSON.stringify(now) !== JSON.stringify(last)) { window.__seen.push(now); }
  }).observe(document.querySelector("main") || document.body,
             {subtree: true, childList: true, characterData: true});
}"""


def clear_pace(owner) -> None:
    get_redis_connection("default").delete(pacing.pacing_key(owner.pk), pacing.pause_key(owner.pk))


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def test_the_page_counts_only_forward_and_agrees_with_itself(
    signed_in_page, live_server, sandbox, settings, take_screenshot
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 4
    page = signed_in_page
    owner = page.user
    clear_pace(owner)
    collection = Collection.objects.create(owner=owner, name="Sixteen sees")
    now = timezone.now()
    for position, query in enumerate(SIXTEEN):
        Entry.objects.create(
            collection=collection, query=query, added_at=now + timezone.timedelta(seconds=position)
        )

    page.goto(f"{live_server.url}{collection.get_absolute_url()}")
    heading = page.locator("[data-entries-heading]")
    summary = page.locator("[data-progress-summary]")
    expect(heading).to_have_text("16 dioceses")
    expect(summary).to_have_text(re.compile(r"^0 of 16 harvested, about \d+ minutes left$"))
    page.evaluate(WATCH)

    shot = False
    for _ in range(20):
        clear_pace(owner)  # a minute has passed
        harvest_step(owner)
        progress = collection_progress(collection)
        shown = progress.done + progress.duplicates
        expect(summary).to_have_text(re.compile(rf"^{shown} of 16 harvested\b"))
        if progress.duplicates and not shot:
            row = page.locator("[data-entries-table] tr[data-status='duplicate']").first
            expect(row).to_contain_text("already in the collection")
            expect(row).to_contain_text("Archdiocese of Milan")
            expect(heading).to_have_text(re.compile(r"^15 dioceses, 1 line was a duplicate$"))
            take_screenshot(page, "research-progress-duplicate-1280")
            violations = axe_violations(page)
            assert violations == [], describe(violations)
            page.set_viewport_size({"width": 390, "height": 844})
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0
            take_screenshot(page, "research-progress-duplicate-390")
            page.set_viewport_size({"width": 1280, "height": 900})
            shot = True
        if progress.complete:
            break

    expect(summary).to_have_text("16 of 16 harvested")
    expect(heading).to_have_text("14 dioceses, 2 lines were duplicates")
    expect(page.locator("[data-progress-problems]")).to_contain_text(
        "2 lines named dioceses already in the collection"
    )
    take_screenshot(page, "research-progress-finished-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    take_screenshot(page, "research-progress-finished-390")
    # The two parts that count, close up at the phone width (the full page is long).
    shots = take_screenshot(page, "research-progress-finished-390").parent
    page.locator("[data-progress]").screenshot(path=shots / "research-progress-card-390.png")
    heading.screenshot(path=shots / "research-progress-heading-390.png")

    seen = page.evaluate("window.__seen")
    assert len(seen) > 5, seen
    for snapshot in seen:
        members, duplicates = [*numbers(snapshot["heading"]), 0][:2]
        total = numbers(snapshot["summary"])[1]
        # One count: the heading's members and duplicates, the progress's total, the list.
        assert members + duplicates == total == snapshot["rows"] == 16, snapshot
        assert snapshot["duplicates"] == duplicates, snapshot
        assert "less than a minute" not in snapshot["summary"]
    for before, after in itertools.pairwise(seen):
        assert numbers(after["summary"])[0] >= numbers(before["summary"])[0], (before, after)
        assert after["duplicates"] >= before["duplicates"]
        left_before, left_after = numbers(before["summary"])[2:], numbers(after["summary"])[2:]
        if left_before and left_after:
            assert left_after[0] <= left_before[0], (before, after)
    assert page.console_errors == []
