"""The operator console (/ops/): staff only, and each section shows what is really there."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection
from portal.ops import status, upstream_panel
from portal.ops.models import AgentCardSnapshot, CanaryRun
from portal.readings import selectors, services
from portal.readings.models import MartyrologyEntry
from tests.fixtures.users import PREFETCH_USERNAME

pytestmark = pytest.mark.django_db

CONSOLE = "/ops/"
CARD = {
    "name": "Magisterium",
    "protocolVersion": "0.2.6",
    "url": "https://example.org/a2a",
    "skills": [{"id": "catholic_qa"}, {"id": "document_search"}, {"id": "saints_of_the_day"}],
}


def _text(response) -> str:
    return response.content.decode()


def test_anonymous_visitors_get_the_ordinary_not_found_page(client):
    response = client.get(CONSOLE)
    assert response.status_code == 404
    assert "Page not found" in _text(response)
    assert "Operator console" not in _text(response)
    assert "Location" not in response.headers  # no redirect to a sign-in page


def test_signed_in_people_who_are_not_staff_get_it_too(signed_in_client):
    response = signed_in_client.get(CONSOLE)
    assert response.status_code == 404
    assert "Page not found" in _text(response)
    # Nor does the header offer the page.
    assert CONSOLE not in _text(signed_in_client.get("/"))


def test_staff_see_every_section_and_a_header_link(staff_client):
    response = staff_client.get(CONSOLE)
    assert response.status_code == 200
    page = _text(response)
    for section in ("canary", "pipeline", "dependencies", "upstream", "service-accounts"):
        assert f'data-ops-section="{section}"' in page
    assert f'href="{CONSOLE}" aria-current="page"' in page
    assert f'href="{CONSOLE}"' in _text(staff_client.get("/"))
    # Private to the operator: never kept by a shared cache.
    assert "no-store" in response.headers["Cache-Control"]


def test_database_cache_and_broker_are_reported(staff_client):
    page = _text(staff_client.get(CONSOLE))
    for name in ("database", "cache", "broker"):
        match = re.search(rf'data-dependency="{name}">(.*?)</dd>', page)
        assert match and ">ok<" in match.group(1), name


def test_the_readings_pipeline_counts_days_ahead_from_what_is_stored(
    staff_client, prefetch_account, sandbox
):
    today = selectors.site_today()
    # Fetched through the door with the prefetch account, as the worker does.
    for offset in range(3):
        services.day_fetch(day=today + dt.timedelta(days=offset))
    MartyrologyEntry.objects.filter(day=today + dt.timedelta(days=2)).delete()
    # A gap: a date after it does not count as "ahead".
    services.day_fetch(day=today + dt.timedelta(days=4))

    page = _text(staff_client.get(CONSOLE))
    assert re.search(r"data-days-readings>3<", page)
    assert re.search(r"data-days-martyrology>2<", page)
    assert re.search(r"data-days-ahead>2 days of the 15 the prefetch keeps<", page)
    missing = re.search(r"data-missing-dates>(.*?)</dd>", page, re.S).group(1)
    window = selectors.prefetch_window(today=today)
    assert f"{len(window) - 3} dates" in missing
    # As runs of consecutive dates: +2 to +3 (+4 is stored), then +5 to the window's end.
    times = re.findall(r'<time datetime="([\d-]+)"', missing)
    runs = [(2, 3), (5, len(window) - 1)]
    assert times == [
        (today + dt.timedelta(days=offset)).isoformat() for run in runs for offset in run
    ]

    pipeline = status.readings_pipeline()
    assert not pipeline.last_fetch.late  # fetched just now
    assert pipeline.days_ahead == status.days_ahead() == 2


def test_late_heartbeat_tick_and_fetch_are_flagged(staff_client):
    # An empty database and no heartbeat recorded: everything the pipeline watches is late.
    page = _text(staff_client.get(CONSOLE))
    attention = re.search(r"data-ops-attention>(.*?)</div>", page, re.S).group(1)
    for what in ("Last successful fetch", "Worker heartbeat", "Beat&#x27;s last tick"):
        assert f"{what} is late: never recorded." in attention
    assert page.count("data-late") == 3

    pipeline = status.readings_pipeline(now=timezone.now())
    assert {item.label for item in pipeline.warnings} == {
        "Last successful fetch",
        "Worker heartbeat",
        "Beat's last tick",
    }


def test_the_heartbeat_and_beat_tick_recorded_are_not_late(staff_client, celery_worker):
    from celery import current_app

    from portal.ops import heartbeat
    from tests.waiting import wait_for

    # Published as beat publishes it: the publish records beat's tick, the worker's run the
    # heartbeat.
    current_app.send_task("ops.heartbeat")
    wait_for(heartbeat.worker_last_heartbeat)
    pipeline = status.readings_pipeline()
    assert not pipeline.worker_heartbeat.late
    assert not pipeline.beat_tick.late
    page = _text(staff_client.get(CONSOLE))
    assert "Worker heartbeat is late" not in page
    assert "Beat&#x27;s last tick is late" not in page


def test_upstream_calls_refusals_and_cache_with_a_chart_and_a_table(
    staff_client, prefetch_account, sandbox
):
    from portal import magisterium

    today = selectors.site_today()
    api = magisterium.session_for(prefetch_account)
    api.saints_of_the_day(day=today)
    api.saints_of_the_day(day=today)  # the shared cache answers the second time
    api.liturgical_readings(day=today)
    api.document_search(query="grace")

    page = _text(staff_client.get(CONSOLE))
    assert re.search(r"data-calls-total>[1-9]\d*<", page)
    table = re.search(r"<table class=\"ops-table\" data-calls-table>(.*?)</table>", page, re.S)
    assert table, "the table of the chart's figures"
    for skill in ("saints_of_the_day", "liturgical_readings", "document_search"):
        assert f'data-skill="{skill}"' in table.group(1)
    assert re.search(r"data-cache>[\d.]+% hit ratio \(hits: 1,", page)
    assert 'data-refusals="local">0<' in page and 'data-refusals="upstream">0<' in page

    figure = upstream_panel.calls_figure(upstream_panel.upstream_calls())
    assert {trace["type"] for trace in figure["data"]} == {"scatter"}  # the partial bundle
    assert {trace["mode"] for trace in figure["data"]} == {"markers"}
    answered = next(t for t in figure["data"] if t["name"] == "answered")
    assert sum(answered["y"]) >= 3
    assert 'id="ops-figure"' in page and "plotly-portal" in page


@pytest.mark.parametrize("seen", [1, 6, len(upstream_panel.OUTCOMES)])
def test_every_series_of_the_calls_chart_has_a_look_of_its_own(seen):
    """Outcomes and the two latencies: a colour each while the palette lasts (the latencies
    once had two outcomes' colours), then a colour and symbol pair each."""
    outcomes = list(upstream_panel.OUTCOMES.items())[:seen]
    calls = upstream_panel.UpstreamCalls(
        rows=[upstream_panel.SkillRow("catholic_qa", {key: 1 for key, _label in outcomes})],
        outcomes=[(key, str(label)) for key, label in outcomes],
        refusals={"local": 0, "upstream": 0},
        cache={},
    )
    markers = [trace["marker"] for trace in upstream_panel.calls_figure(calls)["data"]]
    assert len(markers) == seen + 2
    colours = [marker["color"] for marker in markers]
    assert len(set(colours)) == min(len(colours), 8)
    assert len({(marker["color"], marker["symbol"]) for marker in markers}) == len(markers)
    assert calls.shares_colours == (len(markers) > 8)


def test_no_upstream_calls_shows_no_chart(staff_client):
    page = _text(staff_client.get(CONSOLE))
    assert "data-no-calls" in page
    assert "plotly-portal" not in page


def test_service_accounts_show_their_state_and_never_a_token(
    staff_client, prefetch_account, settings
):
    connection = MagisteriumConnection.objects.get(user=prefetch_account)
    connection.needs_sign_in = True
    connection.save(update_fields=["needs_sign_in"])
    settings.OPS_CANARY_ACCOUNT = "canary-nobody"

    page = _text(staff_client.get(CONSOLE))
    row = re.search(rf'data-service-account="{PREFETCH_USERNAME}">(.*?)</tr>', page, re.S)
    assert row and "connected" in row.group(1) and "readings prefetch" in row.group(1)
    assert "Refresh refused or token rejected" in row.group(1)
    expires = timezone.localtime(connection.expires_at)
    assert str(expires.year) in row.group(1)
    missing = re.search(r'data-service-account="canary-nobody">(.*?)</tr>', page, re.S)
    assert missing and "no such user" in missing.group(1)

    # Not the token, the refresh token or what is stored of them, nor any stretch of those
    # (the staff member's own connection included).
    secrets = []
    for stored in MagisteriumConnection.objects.all():
        secrets += [stored.access_token, stored.refresh_token]
        secrets += [stored.access_token_encrypted, stored.refresh_token_encrypted]
    for secret in filter(None, secrets):
        stretches = {secret[i : i + 12] for i in range(0, max(1, len(secret) - 11))}
        assert not any(stretch in page for stretch in stretches)


def test_canary_runs_and_the_agent_card_diff(staff_client):
    from portal.ops.tasks import card_diff

    started = timezone.now() - dt.timedelta(hours=1)
    CanaryRun.objects.create(
        started_at=started - dt.timedelta(days=1), finished_at=started, ok=True, calls=12,
        checks=[{"name": "agent card", "ok": True, "detail": "", "calls": 1}],
    )  # fmt: skip
    CanaryRun.objects.create(
        started_at=started, finished_at=started, ok=False, account="canary", calls=11,
        checks=[
            {"name": "agent card", "ok": True, "detail": "", "calls": 1},
            {"name": "skill saint_lookup", "ok": False,
             "detail": "data.name: expected a string, got nothing", "calls": 1},
        ],
    )  # fmt: skip
    changed = {**CARD, "protocolVersion": "0.3.0", "skills": CARD["skills"][:2]}
    AgentCardSnapshot.objects.create(seen_at=started - dt.timedelta(days=30), digest="a", card=CARD)
    AgentCardSnapshot.objects.create(seen_at=started, digest="b", card=changed)

    page = _text(staff_client.get(CONSOLE))
    canary = re.search(r'data-ops-section="canary"(.*?)</section>', page, re.S).group(1)
    assert canary.count("data-canary-run=") == 2
    assert "FAILED" in canary and "passed" in canary
    assert "skill saint_lookup" in canary
    assert "data.name: expected a string, got nothing" in canary
    changes = card_diff(CARD, changed)
    assert changes
    assert any("0.3.0" in change for change in changes)
    assert any("saints_of_the_day" in change for change in changes)
    diff = re.search(r"data-card-diff>(.*?)</ul>", canary, re.S).group(1)
    for change in changes:
        assert change.replace("'", "&#x27;").replace('"', "&quot;") in diff
    attention = re.search(r"data-ops-attention>(.*?)</div>", page, re.S).group(1)
    assert "The latest canary run failed: skill saint_lookup." in attention
    assert "agent card changed" in attention


def test_only_ten_canary_runs_are_listed(staff_client):
    for hours in range(12):
        CanaryRun.objects.create(started_at=timezone.now() - dt.timedelta(hours=hours), ok=True)
    page = _text(staff_client.get(CONSOLE))
    assert page.count("data-canary-run=") == 10


def test_a_drift_the_canary_notices_shows_on_the_page(
    staff_client, prefetch_account, sandbox, caplog
):
    from portal.ops.tasks import canary

    canary()  # the card as it is: the first snapshot
    sandbox.drift(protocol_version="0.1.0")
    canary()

    page = _text(staff_client.get(CONSOLE))
    latest = CanaryRun.objects.first()
    assert not latest.ok
    diff = re.search(r"data-card-diff>(.*?)</ul>", page, re.S)
    assert diff and "0.1.0" in diff.group(1)
    for check in latest.failed_checks:
        assert check["name"] in page


def test_a_move_to_a_version_the_portal_speaks_is_a_notice(staff_client):
    started = timezone.now()
    CanaryRun.objects.create(
        started_at=started, finished_at=started, ok=True, account="canary", calls=12,
        checks=[{"name": "protocol", "ok": True, "calls": 0,
                 "detail": "upstream offers 1.0; the portal speaks A2A 1.0"}],
    )  # fmt: skip
    moved = {k: v for k, v in CARD.items() if k not in {"protocolVersion", "url"}}
    moved["supportedInterfaces"] = [
        {"url": "https://m/api/v1/a2a", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}
    ]
    AgentCardSnapshot.objects.create(seen_at=started - dt.timedelta(days=30), digest="a", card=CARD)
    AgentCardSnapshot.objects.create(seen_at=started, digest="b", card=moved)

    page = _text(staff_client.get(CONSOLE))
    attention = re.search(r"data-ops-attention>(.*?)</div>", page, re.S).group(1)
    assert "Upstream moved to another A2A version" in attention
    assert "A2A dialect 0.3 → 1.0" in attention and "follows it by itself" in attention
    assert "agent card changed" not in attention
    assert "canary run failed" not in attention
