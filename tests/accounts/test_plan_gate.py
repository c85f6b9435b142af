"""Paid data stays paid (docs/security.md §20): no page, download or harvest gives a person data
of a paid skill (the shared cache, earlier copies, the research warehouse) unless their own
account is known to have a paid plan; the public readings stay public.
"""

from __future__ import annotations

import datetime as dt
import logging

import pytest
from django.test import Client
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection
from portal.magisterium import cache as shared_cache
from portal.research.harvest import harvest_step
from portal.research.models import Collection, Diocese, Entry
from tests.html import page

pytestmark = pytest.mark.django_db

Plan = MagisteriumConnection.Plan
PLAN_SENTENCE = "on the free plan"  # the plan refusal's sentence (PlanRequired)
DIOCESE = "/dioceses/dmaml/"
CHART = "/trends/dmaml/?metric=catholics"


@pytest.fixture
def paid(signed_in_client):
    return signed_in_client


@pytest.fixture
def free(magisterium_user):
    """A free-plan account the portal has never seen refused: its plan is not known yet."""
    client = Client()
    client.user = magisterium_user("free-parish", plan="free")
    client.force_login(client.user)
    return client


def text(response) -> str:
    return response.content.decode()


def shown(response) -> str:
    """What the page says and carries (its text, its scripts' data, its attributes), but not the
    addresses of its static files, whose hashed names may hold any digits."""
    soup = page(response.content)
    said = [str(string) for string in soup.find_all(string=True)]
    for tag in soup.find_all(True):
        said += [
            " ".join(value) if isinstance(value, list) else value
            for name, value in tag.attrs.items()
            if name not in ("href", "src", "integrity")
        ]
    return " ".join(said)


def upstream_refusals(caplog) -> int:
    """The door's own log of the calls upstream refused for want of a paid plan (the sandbox
    counts only calls that reach a skill)."""
    return sum(
        "failed: PlanRequired" in record.getMessage()
        for record in caplog.records
        if record.name == "portal.magisterium"
    )


def plan(client) -> tuple[str, dt.datetime | None]:
    connection = MagisteriumConnection.objects.get(user=client.user)
    return connection.plan, connection.plan_seen_at


def test_a_free_account_never_reads_what_a_paid_one_fetched(paid, free, sandbox, caplog):
    caplog.set_level(logging.WARNING, logger="portal.magisterium")
    # A paid person fills the shared cache with the profile and the chart's series.
    assert "Archdiocese of Manila" in text(paid.get(DIOCESE))
    assert paid.get(CHART).status_code == 200
    sandbox.reset_requests()

    # The free account, before any refusal of its own: its call goes upstream, which refuses.
    response = free.get(DIOCESE)
    assert response.status_code == 403
    assert PLAN_SENTENCE in text(response) and "Archdiocese of Manila" not in text(response)
    assert plan(free)[0] == Plan.FREE
    # From now on it is refused here, the cached chart and its downloads included.
    for url in (CHART, f"{CHART}&format=csv", f"{CHART}&format=json", DIOCESE):
        response = free.get(url)
        assert response.status_code in (403, 400), url
        assert "719" not in shown(response)  # no figure of Manila's series
    assert upstream_refusals(caplog) == 1  # its own call; nothing asked since
    assert sandbox.requests()["total"] == 0  # and no skill ran for it


def test_a_chart_read_from_the_warehouse_asks_upstream_for_the_plan_first(
    paid, free, sandbox, caplog
):
    caplog.set_level(logging.WARNING, logger="portal.magisterium")
    # Manila is in the warehouse (a paid researcher's collection harvested it).
    collection = Collection.objects.create(owner=paid.user, name="Sees")
    Entry.objects.create(collection=collection, query="dmaml")
    assert harvest_step(paid.user).done == 1
    assert Diocese.objects.filter(source_code="dmaml").exists()
    sandbox.reset_requests()

    response = free.get(CHART)
    assert PLAN_SENTENCE in text(response)
    assert "719" not in shown(response)
    # One connection check with the free account's own token showed its plan.
    assert upstream_refusals(caplog) == 1
    assert sandbox.requests()["by_skill"] == {}  # refused upstream: no skill ran
    assert plan(free)[0] == Plan.FREE


def test_the_research_workbench_is_closed_to_a_free_account(paid, free, sandbox):
    mine = Collection.objects.create(owner=paid.user, name="Shared sees", shared=True)
    Entry.objects.create(collection=mine, query="dmaml")
    assert harvest_step(paid.user).done == 1
    for url in (
        "/research/",
        mine.get_absolute_url(),
        f"/research/{mine.pk}/table/",
        f"/research/{mine.pk}/download/csv/",
    ):
        response = free.get(url)
        assert response.status_code == 403, url
        assert PLAN_SENTENCE in text(response)
    response = free.post("/research/", {"name": "Mine"})
    assert response.status_code == 403
    assert not Collection.objects.filter(owner=free.user).exists()


def test_a_free_owners_harvest_reads_nothing_from_the_warehouse(paid, free, sandbox):
    collection = Collection.objects.create(owner=paid.user, name="Sees")
    Entry.objects.create(collection=collection, query="dmaml")
    harvest_step(paid.user)
    # A collection made before the owner's plan was known (or while it was paid).
    theirs = Collection.objects.create(owner=free.user, name="Also Manila")
    Entry.objects.create(collection=theirs, query="dmaml")

    result = harvest_step(free.user)

    entry = theirs.entries.get()
    assert entry.status == Entry.Status.FAILED and entry.diocese is None
    assert PLAN_SENTENCE in entry.message
    assert result.done == 0


def test_a_paid_account_not_yet_known_is_answered_by_upstream_then_by_copies(
    paid, magisterium_user, sandbox
):
    assert paid.get(DIOCESE).status_code == 200  # in the shared cache now
    newcomer = Client()
    newcomer.user = magisterium_user("newcomer")
    MagisteriumConnection.objects.filter(user=newcomer.user).update(
        plan=Plan.UNKNOWN, plan_seen_at=None
    )
    newcomer.force_login(newcomer.user)
    sandbox.reset_requests()

    assert "Archdiocese of Manila" in text(newcomer.get(DIOCESE))
    assert sandbox.requests()["by_skill"] == {"diocese_lookup": 1}  # its own call showed it
    assert plan(newcomer)[0] == Plan.PAID
    assert "Archdiocese of Manila" in text(newcomer.get(DIOCESE))
    assert sandbox.requests()["by_skill"] == {"diocese_lookup": 1}  # the copy, no call


def test_without_a_known_plan_an_outage_shows_no_earlier_copy(paid, magisterium_user, sandbox):
    assert paid.get(DIOCESE).status_code == 200
    shared_cache.forget("diocese_lookup", {"id": "dmaml"})  # only the last good copy is left
    stranger = Client()
    stranger.user = magisterium_user("stranger")
    MagisteriumConnection.objects.filter(user=stranger.user).update(
        plan=Plan.UNKNOWN, plan_seen_at=None
    )
    stranger.force_login(stranger.user)
    sandbox.fault("http_500")

    response = stranger.get(DIOCESE)
    assert response.status_code == 503 and "Archdiocese of Manila" not in text(response)

    # A person last seen paid long ago still gets the earlier copy while upstream is down.
    MagisteriumConnection.objects.filter(user=paid.user).update(
        plan_seen_at=timezone.now() - dt.timedelta(days=3)
    )
    response = paid.get(DIOCESE)
    assert response.status_code == 200 and "Archdiocese of Manila" in text(response)


def test_the_public_readings_stay_public(free, sandbox, client):
    assert client.get("/").status_code == 200
    assert free.get("/").status_code == 200


def test_check_connection_renews_when_the_plan_was_last_seen(paid, sandbox):
    earlier = timezone.now() - dt.timedelta(minutes=10)
    MagisteriumConnection.objects.filter(user=paid.user).update(plan_seen_at=earlier)
    response = paid.post("/account/check/")
    assert response.status_code in (200, 302)
    found, seen = plan(paid)
    assert found == Plan.PAID and seen > earlier + dt.timedelta(minutes=9)
