"""The operator console in Chromium: the upstream calls chart draws under the strict CSP."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from portal import magisterium
from portal.ops.models import AgentCardSnapshot, CanaryRun
from portal.readings import selectors, services
from tests.drawing import drawn_series
from tests.fixtures.users import PREFETCH_USERNAME
from tests.mfa import give_authenticator_app

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CARD = {"protocolVersion": "0.2.6", "skills": [{"id": "catholic_qa"}, {"id": "saint_lookup"}]}


def test_staff_see_the_console_with_its_chart(
    signed_in_page, live_server, sandbox, magisterium_user, settings, take_screenshot
):
    page = signed_in_page
    page.user.is_staff = True
    page.user.save(update_fields=["is_staff"])
    give_authenticator_app(page.user)  # staff need one (portal.accounts.staff_mfa)
    settings.PREFETCH_ACCOUNT = PREFETCH_USERNAME
    settings.OPS_CANARY_ACCOUNT = PREFETCH_USERNAME
    prefetch = magisterium_user(PREFETCH_USERNAME)

    # Real upstream calls through the door, so the chart has figures: a few dates fetched as
    # the prefetch does, a cache hit, a search.
    today = selectors.site_today()
    for offset in range(3):
        services.day_fetch(day=today + dt.timedelta(days=offset))
    api = magisterium.session_for(prefetch)
    api.saints_of_the_day(day=today)
    api.document_search(query="grace")
    now = timezone.now()
    CanaryRun.objects.create(
        started_at=now, finished_at=now, ok=False, account=PREFETCH_USERNAME, calls=11,
        checks=[{"name": "skill saint_lookup", "ok": False,
                 "detail": "data.name: expected a string, got nothing", "calls": 1}],
    )  # fmt: skip
    AgentCardSnapshot.objects.create(seen_at=now - dt.timedelta(days=3), digest="a", card=CARD)
    changed = {**CARD, "protocolVersion": "0.3.0"}
    AgentCardSnapshot.objects.create(seen_at=now, digest="b", card=changed)

    page.goto(f"{live_server.url}/ops/")
    page.locator("#ops-chart .main-svg").first.wait_for()
    assert page.locator("#ops-chart.js-plotly-plot").count() == 1
    assert page.locator("#ops-chart .scatterlayer .trace").count() >= 3  # outcomes + p50 + p95
    # What is drawn: every series' markers in a colour of its own (no more than the palette).
    series = drawn_series(page, "#ops-chart")
    assert len(series) >= 3 and all(each["marker"] for each in series)
    assert len({each["marker"] for each in series}) == len(series) <= 8
    chart = page.locator("#ops-chart svg.main-svg").first
    assert chart.get_attribute("role") == "img"
    assert page.get_by_role("link", name="Operations").get_attribute("aria-current") == "page"
    assert page.get_by_role("table", name="Upstream calls per skill and outcome").count() == 1
    take_screenshot(page, "ops-console")
    assert page.console_errors == []
