"""Free plan, consistently: once upstream said "no paid plan", no cached copy made for paid
users reaches that user; every paid feature shows the plan explanation; the menu says so."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from portal.accounts.connections import PLAN_RECHECK
from portal.accounts.models import MagisteriumConnection
from tests.html import page, texts

pytestmark = pytest.mark.django_db

Plan = MagisteriumConnection.Plan
NEEDS_PAID_PLAN = "This needs a paid Magisterium plan"
UPGRADE = "Upgrade your plan at Magisterium"
QUESTION = "What does the Church teach about care for creation?"

# Pages of each paid feature that the shared cache can answer (Ask is never cached).
CACHED_PAGES = {
    "library search": "/library/?q=care+for+creation",
    "directory profile": "/popes/benedict-xvi/",
    "trends": "/trends/dmaml/?metric=catholics",
}


def client_for(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def warm_cache(signed_in_client):
    """A paid user opened every cached page first, so the shared cache holds each answer."""
    for url in CACHED_PAGES.values():
        assert signed_in_client.get(url).status_code == 200, url


@pytest.fixture
def free_client(magisterium_user):
    """A free-plan user the portal already knows about: their first question was refused."""
    client = client_for(magisterium_user("free-parish", plan="free"))
    response = client.post("/ask/", {"question": QUESTION})
    assert response.status_code == 403
    assert MagisteriumConnection.objects.get(user__username="free-parish").plan == Plan.FREE
    return client


def shows_the_plan_explanation(response) -> bool:
    html = response.content.decode()
    return response.status_code == 403 and NEEDS_PAID_PLAN in html and UPGRADE in html


def test_a_known_free_user_gets_the_explanation_not_copies_cached_for_paid_users(
    sandbox, warm_cache, free_client
):
    problems = [
        name
        for name, url in CACHED_PAGES.items()
        if not shows_the_plan_explanation(free_client.get(url))
    ]
    if not shows_the_plan_explanation(free_client.post("/ask/", {"question": QUESTION})):
        problems.append("ask")

    assert problems == []


def test_a_recent_free_record_is_refused_by_the_portal_itself(
    sandbox, warm_cache, magisterium_user
):
    # The token would be accepted (a paid sandbox account) and the pages are cached, so only a
    # refusal before both the cache and upstream shows the explanation and sends nothing.
    user = magisterium_user("downgraded-parish")
    MagisteriumConnection.objects.filter(user=user).update(
        plan=Plan.FREE, plan_seen_at=timezone.now()
    )
    client = client_for(user)
    sandbox.reset_requests()

    for url in [*CACHED_PAGES.values(), "/saints/?q=jerome"]:
        assert shows_the_plan_explanation(client.get(url)), url
    assert shows_the_plan_explanation(client.post("/ask/", {"question": QUESTION}))

    assert sandbox.requests()["total"] == 0


def test_exports_of_cached_figures_are_refused_too(sandbox, warm_cache, free_client):
    response = free_client.get(CACHED_PAGES["trends"] + "&format=csv")
    assert response.status_code == 403


def test_after_an_hour_the_plan_is_asked_again_and_an_upgrade_lets_the_user_in(
    sandbox, warm_cache, magisterium_user
):
    # Upstream said "free" two hours ago; the account has a paid plan now.
    upgraded = magisterium_user("upgraded-parish")
    MagisteriumConnection.objects.filter(user=upgraded).update(
        plan=Plan.FREE, plan_seen_at=timezone.now() - PLAN_RECHECK - timedelta(hours=1)
    )

    response = client_for(upgraded).get(CACHED_PAGES["directory profile"])

    assert response.status_code == 200
    assert MagisteriumConnection.objects.get(user=upgraded).plan == Plan.PAID


def _plan_refusals_from_upstream(caplog) -> int:
    return sum(
        r.name.startswith("portal.magisterium") and "PlanRequired" in r.getMessage()
        for r in caplog.records
    )


def test_an_old_free_record_of_a_still_free_user_is_renewed_by_one_upstream_check(
    sandbox, warm_cache, magisterium_user, caplog
):
    user = magisterium_user("still-free", plan="free")
    long_ago = timezone.now() - PLAN_RECHECK - timedelta(hours=1)
    MagisteriumConnection.objects.filter(user=user).update(plan=Plan.FREE, plan_seen_at=long_ago)
    client = client_for(user)
    caplog.clear()

    first = client.get(CACHED_PAGES["directory profile"])
    second = client.get(CACHED_PAGES["library search"])

    assert shows_the_plan_explanation(first) and shows_the_plan_explanation(second)
    # Upstream refused the check once; the second page was refused without asking again.
    assert _plan_refusals_from_upstream(caplog) == 1
    assert MagisteriumConnection.objects.get(user=user).plan_seen_at > long_ago


def test_check_connection_asks_upstream_even_for_a_known_free_user(
    sandbox, magisterium_user, client
):
    # The account page's check is how an upgrade is noticed at once: no plan door before it.
    user = magisterium_user("upgraded-now")
    MagisteriumConnection.objects.filter(user=user).update(
        plan=Plan.FREE, plan_seen_at=timezone.now()
    )
    client.force_login(user)

    html = client.post("/account/check/", follow=True).content.decode()

    assert "your account has a paid plan" in html
    assert MagisteriumConnection.objects.get(user=user).plan == Plan.PAID


def test_the_menu_marks_paid_features_for_a_known_free_user_only(
    sandbox, free_client, signed_in_client
):
    free_home = free_client.get("/").content.decode()
    assert texts(page(free_home), 'span[class="plan-mark"]') == ["paid plan"] * 5
    # Library, Ask, Directory, Trends and Research: the link names say it aloud too.
    assert 'Trends <span class="plan-mark">paid plan</span></a>' in free_home
    assert 'Research <span class="plan-mark">paid plan</span></a>' in free_home
    assert "plan-mark" not in signed_in_client.get("/").content.decode()
    assert "plan-mark" not in Client().get("/").content.decode()


def test_the_refusal_and_its_menu_marks_cost_no_extra_query(
    sandbox, warm_cache, free_client, django_assert_num_queries
):
    # The session, the user, and the one connection row read for both the door and the menu.
    with django_assert_num_queries(3):
        response = free_client.get(CACHED_PAGES["directory profile"])
    assert shows_the_plan_explanation(response)
    assert 'class="plan-mark"' in response.content.decode()
