"""Helpers for the accessibility checks: axe-core (from npm) run inside the real page."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from tests.conftest import BASE_DIR
from tests.directory.test_browser import PICTURES, SVG
from tests.readings.conftest import stored_day  # noqa: F401 - the readings' fixture, reused

AXE_JS = BASE_DIR / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.1 level AA, the portal's bar (GitHub issue "Five languages, accessible to everyone").
WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

QUESTION = "What does the Church teach about care for creation?"


def axe_violations(page, tags: list[str] = WCAG_21_AA) -> list[dict]:
    """Run axe-core on the page as it is now; the violations of the rules with these tags."""
    if not AXE_JS.exists():
        pytest.fail(f"{AXE_JS} is missing: run `npm ci` (or `make test`) in the project first.")
    # evaluate() runs outside the page's CSP, which would refuse an injected inline script.
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE_JS.read_text(encoding="utf-8"))
    # resultTypes: only the violations are wanted, so axe builds a selector for every failing
    # element but not for every passing one (on a table of thousands of cells that was most of
    # its time); which rules run, and what they find, is the same.
    return page.evaluate(
        """(tags) => axe.run(document, {runOnly: {type: 'tag', values: tags},
                                        resultTypes: ['violations']})
                     .then((results) => results.violations)""",
        tags,
    )


def describe(violations: list[dict]) -> str:
    """Each violation's rule, advice and offending elements, one block per rule."""
    lines = []
    for violation in violations:
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"]:
            lines.append(f"    {' '.join(str(t) for t in node['target'])}")
            summary = (node.get("failureSummary") or "").replace("\n", " ")
            if summary:
                lines.append(f"        {summary[:300]}")
    return "\n".join(lines)


@pytest.fixture
def assert_accessible():
    """`assert_accessible(page)` fails with every WCAG 2.1 AA violation axe finds."""

    def check(page, tags: list[str] = WCAG_21_AA) -> None:
        violations = axe_violations(page, tags)
        assert violations == [], f"{page.url}\n{describe(violations)}"

    return check


@pytest.fixture
def today_stored(stored_day):  # noqa: F811 - the imported fixture, requested
    """Readings for yesterday, today and tomorrow, as the prefetch job leaves them."""
    today = timezone.localdate()
    for offset in (-1, 0, 1):
        stored_day(today + dt.timedelta(days=offset))
    return today


@pytest.fixture
def asked_thread(signed_in_page, live_server):
    """Ask one question through the Ask page; the answer thread's path."""
    page = signed_in_page
    page.goto(f"{live_server.url}/ask/")
    page.locator("[data-ask-main] textarea[name='question']").fill(QUESTION)
    page.locator("[data-ask-main] button[type='submit']").click()
    page.wait_for_url("**/ask/threads/*/**")
    page.locator("article.exchange .answer-text").wait_for()
    return page.url.split(live_server.url, 1)[1].split("#", 1)[0]


@pytest.fixture
def pictures_arrive(signed_in_page):
    """Upstream's pictures (on a host that does not exist here) arrive as a plain SVG."""
    signed_in_page.route(
        PICTURES, lambda route: route.fulfill(content_type="image/svg+xml", body=SVG)
    )
    return signed_in_page


def chart_drawn(page) -> None:
    """Wait until plotly.js has drawn the trends chart."""
    page.locator("#trend-chart .main-svg").first.wait_for()
