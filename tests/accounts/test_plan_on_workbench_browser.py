"""A free-plan person on a phone meets the plan's notice, in their language, where a trends chart's
controls and a research collection's forms would be (real Chromium against the live portal)."""

from __future__ import annotations

import pytest
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("language", ["es", "hr"])
def test_a_free_user_on_a_phone_sees_the_notice_instead_of_the_controls(
    page, live_server, sandbox, magisterium_user, settings, take_screenshot, language
):
    from django.test import Client
    from django.utils.translation import gettext, override

    from portal.research.models import Collection

    with override(language):
        title = gettext("This needs a paid Magisterium plan")
        upgrade = gettext("Upgrade your plan at Magisterium")
        again = gettext("Sign in again")
        try_again = gettext("Try again")
    assert title != "This needs a paid Magisterium plan"
    user = magisterium_user("free-researcher", plan="free")
    MagisteriumConnection.objects.filter(user=user).update(
        plan=MagisteriumConnection.Plan.FREE, plan_seen_at=timezone.now()
    )
    collection = Collection.objects.create(owner=user, name="Sees")
    session = Client()
    session.force_login(user)
    page.context.add_cookies(
        [
            {
                "name": settings.SESSION_COOKIE_NAME,
                "value": session.cookies[settings.SESSION_COOKIE_NAME].value,
                "url": live_server.url,
            },
            {"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url},
        ]
    )
    page.set_viewport_size({"width": 375, "height": 800})

    for name, address in (
        ("trends-chart", "/trends/dmila/?metric=catholics&start=2000"),
        ("research-collection", f"/research/{collection.pk}/"),
    ):
        page.goto(f"{live_server.url}{address}")

        notice = page.locator("main [data-plan-notice]")
        assert notice.count() == 1, name
        assert notice.get_by_role("link", name=upgrade).is_visible()
        assert notice.get_by_role("button", name=again).is_visible()
        assert page.get_by_text(title).first.is_visible()
        assert page.locator("main select, main textarea, main input[type=file]").count() == 0
        assert page.locator("main input[type=number], main input[type=search]").count() == 0
        assert try_again not in page.locator("main").inner_text()
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} scrolls sideways by {overflow} px"
        take_screenshot(page, f"accounts-plan-{name}-{language}-375")
