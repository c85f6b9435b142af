"""The homepage, a day page and the widget score at least 0.95 in each of Lighthouse's
categories (performance, accessibility, best practices, SEO), served as production serves them:
gunicorn, DEBUG off, collected static files, on a private sandbox (devtools/bench/server.py).

Each page's JSON and HTML reports are written to var/screenshots/lighthouse/.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from devtools import lighthouse
from devtools.bench.server import PortalServer, portal_server
from tests.conftest import IN_CI, SCREENSHOTS
from tests.fixtures.browser import CHROMIUM

# Lighthouse drives Chromium itself, not through the `browser` fixture that marks a test so.
pytestmark = pytest.mark.browser

THRESHOLD = 0.95
PERFORMANCE_RUNS = 3  # at most, and only while performance alone is below the threshold
REPORTS = SCREENSHOTS / "lighthouse"
PREFETCH_USER = "lighthouse-prefetch"
# name → path; {tomorrow} is the stored date after today. ?lang=en: each language's own URL,
# the one its rel=canonical names.
PAGES = {
    "home": "/?lang=en",
    "day": "/day/{tomorrow}/?lang=en",
    "embed": "/embed/today/?lang=en",
}
# Enough parallel requests that every gunicorn worker has loaded the portal (its first request
# takes a second) before Lighthouse times the document, as in production.
WARM_UP_REQUESTS = 16
TOMORROW_FETCH = (
    "import datetime as dt\n"
    "from portal.readings import selectors, services\n"
    "tomorrow = selectors.site_today() + dt.timedelta(days=1)\n"
    "services.day_fetch(day=tomorrow)\n"
    "print(tomorrow.isoformat())\n"
)


@pytest.fixture(scope="module")
def chrome_path() -> str:
    # As the `browser` fixture: a missing Chromium skips locally and fails in CI.
    if not Path(CHROMIUM).exists():
        if IN_CI:
            pytest.fail(f"Chromium is not installed at {CHROMIUM}; CI must install it.")
        pytest.skip(f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)")
    # As axe-core: the npm tools are part of the project, so they are never skipped.
    if not lighthouse.LIGHTHOUSE.exists() or shutil.which("node") is None:
        pytest.fail(
            f"{lighthouse.LIGHTHOUSE} or node is missing: install Node.js 20+ and run `npm ci` "
            "(or `make test`) in the project first."
        )
    return CHROMIUM


@pytest.fixture(scope="module")
def stored_portal(chrome_path) -> Iterator[tuple[PortalServer, str]]:
    """gunicorn with today's and tomorrow's readings stored as the nightly prefetch leaves
    them, and tomorrow's ISO date."""
    with portal_server(collect_static=True) as server:
        server.session_cookie(PREFETCH_USER)  # the account, connected with a sandbox token
        server.prefetch_today(PREFETCH_USER)
        prefetch_env = {"PREFETCH_ACCOUNT": PREFETCH_USER}
        output = server.manage("shell", "-c", TOMORROW_FETCH, env=prefetch_env)
        tomorrow = output.strip().splitlines()[-1]
        urls = [server.url + path.format(tomorrow=tomorrow) for path in PAGES.values()]
        with ThreadPoolExecutor(max_workers=8) as pool:
            responses = pool.map(lambda url: httpx.get(url, timeout=60), urls * WARM_UP_REQUESTS)
            assert {response.status_code for response in responses} == {200}
        yield server, tomorrow


@pytest.mark.parametrize("name", PAGES)
def test_lighthouse_scores(name, stored_portal, chrome_path, capsys):
    server, tomorrow = stored_portal
    url = server.url + PAGES[name].format(tomorrow=tomorrow)

    report = lighthouse.run(url, output_stem=REPORTS / name, chrome_path=chrome_path)
    for attempt in range(2, PERFORMANCE_RUNS + 1):
        if report.below(THRESHOLD) != ["performance"]:
            break
        # Simulated throttling still scales the CPU time it observed: a run on this busy
        # machine (the suite runs beside it) can lose total blocking time to another process,
        # and a busy machine only ever makes a page slower. The other categories do not depend
        # on timing, so only performance alone earns another run, and the best run counts.
        stem = REPORTS / f"{name}-run{attempt}"  # each run's reports kept, the best one named
        again = lighthouse.run(url, output_stem=stem, chrome_path=chrome_path)
        report = max(report, again, key=lambda run: run.scores["performance"] or 0)
    with capsys.disabled():  # the scores are worth seeing when everything passes, too
        print(f"\nlighthouse {name}: {report.summary()}")

    assert report.below(THRESHOLD) == [], (
        f"{report.summary()}\nbelow {THRESHOLD}: {', '.join(report.below(THRESHOLD))}\n"
        f"{report.describe_failures()}"
    )
