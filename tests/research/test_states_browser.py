"""The collection page's harvest states in Chromium at a desktop and a phone width: finished,
finished with a line needing attention, waiting for the rate limit (counted down by
progress.js), paused after a refused account; and "Add all N dioceses" from a comparison.
Screenshots go to var/screenshots/; every page is checked with axe-core and has no console
error."""

from __future__ import annotations

import re

import pytest
from django_redis import get_redis_connection
from playwright.sync_api import expect

from portal.research import harvest, pacing
from portal.research.models import Collection, Diocese, Entry
from tests.accessibility.conftest import axe_violations, describe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

Status = Entry.Status
WIDTHS = [1280, 390]


def accessible(page) -> None:
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"


def no_sideways_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"


def lines(owner, name: str, states: list[tuple[str, str, dict]]) -> Collection:
    """A collection whose lines are already in the given states (no harvest needed)."""
    collection = Collection.objects.create(owner=owner, name=name)
    for query, status, extra in states:
        diocese = None
        if status == Status.DONE:
            diocese, _new = Diocese.objects.get_or_create(
                source_code=query, defaults={"name": f"Diocese {query[1:].title()}"}
            )
        Entry.objects.create(
            collection=collection, query=query, status=status, diocese=diocese, **extra
        )
    return collection


def clear_pace(owner) -> None:
    get_redis_connection("default").delete(pacing.pacing_key(owner.pk), pacing.pause_key(owner.pk))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_collection_page_says_where_the_harvest_stands(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    from django.utils import timezone

    page = signed_in_page
    page.set_viewport_size({"width": width, "height": 900})
    owner = page.user
    clear_pace(owner)
    done = {"harvested_at": timezone.now()}
    seven = [(f"d{name}", Status.DONE, done) for name in ("aaaa", "bbbb", "cccc", "dddd")]

    # Finished, one line needing attention (an unplaceable line is never "pending" for good).
    attention = lines(
        owner,
        "Attention",
        [*seven, ("Nowhere Diocese", Status.UNRESOLVED, {"message": "No such see."})],
    )
    page.goto(f"{live_server.url}{attention.get_absolute_url()}")
    state = page.locator("[data-harvest-state-label]")
    expect(state).to_have_text("finished — 1 line needs your attention")
    take_screenshot(page, f"research-state-attention-{width}")
    accessible(page)
    no_sideways_overflow(page)

    # Finished.
    finished = lines(owner, "Finished", seven)
    page.goto(f"{live_server.url}{finished.get_absolute_url()}")
    expect(state).to_have_text("finished")
    take_screenshot(page, f"research-state-finished-{width}")

    # Waiting for the rate limit: this minute's calls are spent; the page counts down.
    redis = get_redis_connection("default")
    redis.set(pacing.pacing_key(owner.pk), 10, ex=40)
    waiting = lines(owner, "Waiting", [*seven, ("dzagr", Status.PENDING, {})])
    page.goto(f"{live_server.url}{waiting.get_absolute_url()}")
    expect(state).to_have_text(re.compile(r"^waiting for the rate limit \(next call in \d+ s\)$"))
    first = int(re.search(r"(\d+) s", state.text_content()).group(1))
    assert 30 <= first <= 40
    expect(state).not_to_have_text(f"waiting for the rate limit (next call in {first} s)")
    later = int(re.search(r"(\d+) s", state.text_content()).group(1))
    assert later < first  # counted down by the page, between answers
    take_screenshot(page, f"research-state-waiting-{width}")
    accessible(page)
    clear_pace(owner)

    # Paused: upstream refused the owner's account.
    refused = {"refused": True, "message": "This needs a paid Magisterium plan."}
    paused = lines(owner, "Paused", [*seven, ("dzagr", Status.FAILED, refused)])
    page.goto(f"{live_server.url}{paused.get_absolute_url()}")
    expect(state).to_have_text("paused: your account was refused")
    expect(page.locator("tr[data-status='failed']")).to_contain_text(
        "paused: your account was refused"
    )
    take_screenshot(page, f"research-state-paused-{width}")
    accessible(page)

    # Working: nothing in the way, a line still to harvest (and a failure with attempts left).
    retry = {"attempts": harvest.MAX_ATTEMPTS - 1, "message": "Try later."}
    working = lines(owner, "Working", [*seven, ("dzagr", Status.FAILED, retry)])
    Entry.objects.filter(collection=working, status=Status.DONE).update(harvested_at=None)
    Entry.objects.filter(collection=working).update(harvested_at=timezone.now())
    Entry.objects.filter(collection=working, query="dzagr").update(harvested_at=None)
    page.route("**/progress/", lambda route: route.abort())  # keep the state still to look at
    page.goto(f"{live_server.url}{working.get_absolute_url()}")
    expect(state).to_have_text("working: 4 of 5")
    take_screenshot(page, f"research-state-working-{width}")
    accessible(page)
    assert [e for e in page.console_errors if "progress" not in e] == []


@pytest.mark.parametrize("width", WIDTHS)
def test_add_all_compared_dioceses_in_one_action(
    signed_in_page, live_server, sandbox, take_screenshot, width
):
    page = signed_in_page
    page.set_viewport_size({"width": width, "height": 900})
    four = ["dmaml", "dmila", "dsjcr", "dsant"]
    query = "&".join(f"d={code}" for code in four)
    page.goto(f"{live_server.url}/trends/compare/?{query}", timeout=60_000)
    form = page.locator("[data-add-to-collection]")
    form.scroll_into_view_if_needed()
    take_screenshot(page, f"trends-add-all-before-{width}")
    accessible(page)

    form.get_by_label("New collection named").fill(f"Compared {width}")
    form.get_by_role("button", name="Add all 4 dioceses to a collection").click()
    page.wait_for_url(re.compile(r"/trends/compare/"))
    expect(page.locator(".message").first).to_contain_text(
        f"Added 4 dioceses to “Compared {width}”."
    )
    take_screenshot(page, f"trends-add-all-after-{width}")
    collection = Collection.objects.get(owner=page.user, name=f"Compared {width}")
    assert sorted(collection.entries.values_list("query", flat=True)) == sorted(four)

    # The new collection is offered now: adding all again adds nothing twice.
    form.get_by_role("button", name="Add all 4 dioceses to a collection").click()
    page.wait_for_url(re.compile(r"/trends/compare/"))
    expect(page.locator(".message").first).to_contain_text("4 were already in")
    assert collection.entries.count() == 4
    no_sideways_overflow(page)
    # (The messages list of base.html is checked by axe elsewhere: here the page as it stays.)
    page.reload()
    accessible(page)
    assert page.console_errors == []
