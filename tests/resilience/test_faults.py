"""Every page type under every upstream fault the sandbox can inject.

For each fault a scripted walk through the pages that ask upstream gets no 500: each answer
has the status that fault maps to (portal/core/upstream.py) and the sentence of the matching
error class (portal/magisterium/errors.py). Reference pages viewed before the fault keep
serving their last good copy, marked stale, once the fresh copy is gone; the public pages
never ask upstream at all, so they do not notice it is down.
"""

# Reference: docs/security.md §15-§16; docs/architecture.md "How data flows".

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

import pytest
from django.core.cache import cache
from django.utils import timezone
from django.utils.html import escape

from portal.accounts.connections import MagisteriumNotConnected
from portal.library.models import Exchange, Thread
from portal.magisterium import errors
from portal.readings.models import MartyrologyEntry, MassReadings
from tests.resilience.at_once import opened_at_once

# compare pages fetch in threads; `long`: the upstream is slow on purpose, so the file starts early
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.long]

QUESTION = "What does the Church teach about care for creation?"
RETRY_AFTER = 30
# The account check turns a plan refusal into news about the connection, which does work.
NO_PAID_PLAN = "Your connection works, but your Magisterium account has no paid plan."
# Ask adds that the question is still in the box.
ASK_TIMED_OUT = "Magisterium did not answer in time. Your question was not lost"


@dataclass(frozen=True)
class Fault:
    """A sandbox fault, the HTTP status pages answer it with and the errors they explain."""

    mode: str
    status: int
    errors: list[errors.MagisteriumError]
    options: dict = field(default_factory=dict)
    serves_stale: bool = True

    @property
    def sentences(self) -> list[str]:
        # Read when the test runs, in the language the test client gets (English).
        return [error.user_message for error in self.errors]


# A throttled user sees the seconds left, which count down from RETRY_AFTER as the walk goes.
_WAITS = [errors.RateLimited(seconds) for seconds in range(1, RETRY_AFTER + 1)]

FAULTS = [
    Fault("timeout", 503, [errors.UpstreamTimedOut()]),
    Fault("http_500", 503, [errors.UpstreamUnavailable()]),
    Fault("html_error", 503, [errors.UpstreamUnavailable()]),
    Fault("internal_error", 503, [errors.UpstreamUnavailable()]),
    Fault("non_json", 502, [errors.MalformedResponse()]),
    Fault("malformed_task", 502, [errors.MalformedResponse()]),
    Fault("task_failed", 502, [errors.TaskFailed()]),
    Fault("rate_limit_burst", 429, _WAITS, {"retry_after": RETRY_AFTER}),
    # A refused token is refreshed once and retried; refused again, the user must sign in.
    Fault("unauthorized", 401, [MagisteriumNotConnected()], serves_stale=False),
    Fault("plan_required", 403, [errors.PlanRequired()], serves_stale=False),
]


@pytest.fixture
def faulty(sandbox, settings):
    """Switch a `Fault` on; a timeout is a 1 s client limit against a 3 s stall upstream."""

    def switch_on(fault: Fault) -> None:
        if fault.mode == "timeout":
            settings.MAGISTERIUM_TIMEOUT = 1.0
            sandbox.configure(timeout_sleep=3)
        sandbox.fault(fault.mode, **fault.options)

    return switch_on


@dataclass(frozen=True)
class Step:
    name: str
    url: str
    data: dict | None = None  # POSTed when given
    # Pages whose own words for a fault differ from the error class's sentence, by mode.
    says: dict[str, str] = field(default_factory=dict)

    @property
    def is_post(self) -> bool:
        return self.data is not None


def walk(thread: Thread) -> list[Step]:
    """Every page type that asks upstream, each once, as a user would open them."""
    return [
        Step("library search", "/library/?q=care+for+creation"),
        Step("reader", "/library/documents/laudato-si/"),
        Step("ask", "/ask/", {"question": QUESTION}, says={"timeout": ASK_TIMED_OUT}),
        Step(
            "ask a follow-up",
            f"/ask/threads/{thread.pk}/",
            {"question": QUESTION},
            says={"timeout": ASK_TIMED_OUT},
        ),
        Step("saint search", "/saints/?q=jerome"),
        Step("pope search", "/popes/?q=benedict"),
        Step("clergy search", "/clergy/?q=santos"),
        Step("diocese search", "/dioceses/?q=manila"),
        Step("saint profile", "/saints/jerome/"),
        Step("pope profile", "/popes/benedict-xvi/"),
        Step("clergy profile", "/clergy/carlos-santos/"),
        Step("diocese profile", "/dioceses/dmaml/"),
        Step("trends diocese finder", "/trends/?q=manila"),
        Step("trends one diocese", "/trends/dmaml/?metric=catholics"),
        Step("trends compare", "/trends/compare/?d=dmaml&d=dmila&metric=catholics"),
        Step("CSV export", "/trends/dmaml/?metric=catholics&format=csv"),
        Step("JSON export", "/trends/compare/?d=dmaml&d=dmila&format=json"),
        Step("account check", "/account/check/", {}, says={"plan_required": NO_PAID_PLAN}),
    ]


def _open(client, step: Step):
    if step.is_post:
        return client.post(step.url, step.data, follow=True)
    return client.get(step.url)


def _shows_one_of(text: str, sentences: list[str]) -> bool:
    return any(s in text or escape(s) in text for s in sentences)


@pytest.mark.parametrize("fault", FAULTS, ids=[f.mode for f in FAULTS])
def test_every_page_answers_each_upstream_fault_with_its_status_and_sentence(
    signed_in_client, sandbox, faulty, fault
):
    thread = Thread.objects.create(
        owner=signed_in_client.user, title="Earlier question", context_id="",
        created_at=timezone.now(), updated_at=timezone.now(),
    )  # fmt: skip
    faulty(fault)
    steps = walk(thread)
    if fault.mode == "timeout":
        # Each page waits out the client's limit: opened at once, they wait it once in all.
        responses = opened_at_once(signed_in_client, steps, _open)
    else:  # one after another, as a person would (a throttle's wait counts down as they go)
        responses = [_open(signed_in_client, step) for step in steps]
    problems = []
    for step, response in zip(steps, responses, strict=True):
        text = response.content.decode()
        # A POST answers after a redirect (the account check) or in place (a question).
        expected = 200 if step.name == "account check" else fault.status
        if response.status_code != expected:
            problems.append(f"{step.name}: status {response.status_code}, expected {expected}")
        sentences = [step.says[fault.mode]] if fault.mode in step.says else fault.sentences
        if not _shows_one_of(text, sentences):
            problems.append(f"{step.name}: no sentence for {fault.mode} in {text[:200]!r}")
        waits = int(response.get("Retry-After", 0))
        if fault.status == 429 and not step.is_post and not 1 <= waits <= RETRY_AFTER:
            problems.append(f"{step.name}: no Retry-After header")
    assert not problems, "\n".join(problems)
    assert not Exchange.objects.exists()  # no answer arrived, so nothing was recorded


# --- The last good copy ---------------------------------------------------------------------

STALE_NOTE = "Shown from an earlier copy"
STALE_FIGURES = "Some figures come from a saved copy"

# Reference pages cached by a first view, and the note each shows when it serves that copy.
CACHED_PAGES = [
    ("/popes/benedict-xvi/", "Pope Benedict XVI", STALE_NOTE),
    ("/library/documents/laudato-si/", "Laudato", STALE_NOTE),
    ("/dioceses/dmaml/", "Manila", STALE_NOTE),
    ("/trends/dmaml/?metric=catholics", "Manila", STALE_FIGURES),
]


def _forget_fresh_copies() -> None:
    """As if the fresh copies had expired (a day later): only the last good copies remain."""
    cache.delete_pattern("magisterium:*:fresh:*")


@pytest.mark.parametrize("fault", [f for f in FAULTS if f.serves_stale], ids=lambda f: f.mode)
def test_cached_reference_pages_serve_their_last_good_copy_marked_stale(
    signed_in_client, sandbox, faulty, fault
):
    for url, _words, note in CACHED_PAGES:
        response = signed_in_client.get(url)
        assert response.status_code == 200, url
        assert note not in response.content.decode()
    _forget_fresh_copies()
    faulty(fault)
    for url, words, note in CACHED_PAGES:
        response = signed_in_client.get(url)
        html = response.content.decode()
        assert response.status_code == 200, (url, html[:300])
        assert words in html, url
        assert note in html, url
    export = signed_in_client.get("/trends/dmaml/?metric=catholics&format=json")
    assert export.status_code == 200
    assert export.json()["stale"] is True


@pytest.mark.parametrize("fault", [f for f in FAULTS if not f.serves_stale], ids=lambda f: f.mode)
def test_a_per_user_refusal_is_shown_rather_than_hidden_behind_a_copy(
    signed_in_client, sandbox, faulty, fault
):
    # A copy would hide that this user must sign in again or needs a paid plan.
    assert signed_in_client.get("/popes/benedict-xvi/").status_code == 200
    _forget_fresh_copies()
    faulty(fault)
    response = signed_in_client.get("/popes/benedict-xvi/")
    assert response.status_code == fault.status
    assert _shows_one_of(response.content.decode(), fault.sentences)


def test_a_fresh_copy_answers_without_asking_a_failing_upstream(signed_in_client, sandbox):
    for url, _words, _note in CACHED_PAGES:
        assert signed_in_client.get(url).status_code == 200
    sandbox.fault("http_500")
    sandbox.reset_requests()
    for url, _words, note in CACHED_PAGES:
        response = signed_in_client.get(url)
        assert response.status_code == 200
        assert note not in response.content.decode()
    assert sandbox.requests()["total"] == 0


# --- Public pages: the database only ---------------------------------------------------------

PUBLIC_PAGES = ["/", "/embed/today/", "/feeds/readings.xml", "/feeds/readings.ics"]


def test_the_public_pages_work_with_upstream_down_and_never_ask_it(client, sandbox, settings):
    today = timezone.localdate()
    for day in (today, today + dt.timedelta(days=1)):
        for model in (MassReadings, MartyrologyEntry):
            model.objects.create(
                day=day, text=f"# {model.__name__} of {day}\n\nText.", fetched_at=timezone.now(),
                source="test",
            )  # fmt: skip
    # task_failed is a fault the sandbox counts, so a call that slipped through would show.
    sandbox.fault("task_failed")
    sandbox.reset_requests()
    # A prefetched date, and one not fetched yet (queued for the worker, not fetched inline).
    days = [f"/day/{today + dt.timedelta(days=n)}/" for n in (1, 2)]
    for url in [*PUBLIC_PAGES, *days]:
        response = client.get(url)
        assert response.status_code == 200, url
    assert "Text." in client.get("/").content.decode()
    assert sandbox.requests()["total"] == 0
    # And with nothing listening at all where upstream should be.
    settings.MAGISTERIUM_BASE_URL = "http://127.0.0.1:9"
    for url in [*PUBLIC_PAGES, *days]:
        assert client.get(url).status_code == 200, url
