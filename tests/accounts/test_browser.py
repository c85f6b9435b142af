"""A person signs in with Magisterium in real Chromium: portal, sandbox sign-in, consent, back."""

from __future__ import annotations

import copy

import pytest
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

UPGRADE = "Upgrade your plan at Magisterium"


@pytest.fixture
def portal(live_server, sandbox, token_key, settings):
    """The live portal registered at the sandbox for its exact callback URL."""
    from portal.accounts.registration import callback_url, client_register

    client_register(redirect_uris=[callback_url(live_server.url)])
    # The CSP's form-action names the upstream fixed at start-up; the test sandbox has its own port.
    policy = copy.deepcopy(settings.CONTENT_SECURITY_POLICY)
    policy["DIRECTIVES"]["form-action"] = ["'self'", sandbox.url]
    settings.CONTENT_SECURITY_POLICY = policy
    return live_server


def _portal_console_errors(page, portal) -> list[str]:
    """Console errors of portal pages (the sandbox's own pages are not under test here)."""
    errors: list[str] = []

    def collect(message) -> None:
        if message.type == "error" and message.location.get("url", "").startswith(portal.url):
            errors.append(message.text)

    page.on("console", collect)
    return errors


def _sign_in_on_sandbox(page, *, username: str, take_screenshot=None, name: str = "") -> None:
    page.get_by_role("button", name="Sign in with Magisterium").click()
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(username)
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Authorize").wait_for()
    if take_screenshot:
        take_screenshot(page, name)
    page.get_by_role("button", name="Authorize").click()


def test_new_paid_user_signs_in_with_magisterium_and_checks_the_connection(
    page, portal, take_screenshot
):
    console_errors = _portal_console_errors(page, portal)
    page.goto(f"{portal.url}/accounts/login/?next=/account/")
    take_screenshot(page, "accounts-login")
    assert page.get_by_role("button", name="Sign in with Magisterium").is_visible()

    _sign_in_on_sandbox(
        page, username="demo", take_screenshot=take_screenshot, name="accounts-consent"
    )

    page.wait_for_url(f"{portal.url}/account/")
    assert page.get_by_role("heading", name="Your account").is_visible()
    assert page.get_by_text("Demo User").is_visible()
    page.get_by_role("button", name="Check connection").click()
    page.wait_for_url(f"{portal.url}/account/")
    assert page.get_by_text(
        "Your Magisterium connection works and your account has a paid plan."
    ).is_visible()
    assert page.get_by_text("Paid Magisterium plan").is_visible()
    take_screenshot(page, "accounts-account-paid")
    assert MagisteriumConnection.objects.get().plan == MagisteriumConnection.Plan.PAID
    assert console_errors == []


def test_free_plan_user_lands_on_the_paid_plan_explanation(page, portal, take_screenshot):
    console_errors = _portal_console_errors(page, portal)
    page.goto(f"{portal.url}/accounts/login/?next=/account/")

    _sign_in_on_sandbox(page, username="free")

    page.wait_for_url(f"{portal.url}/account/")
    page.get_by_role("button", name="Check connection").click()
    page.wait_for_url(f"{portal.url}/account/")
    explanation = page.locator(".plan-explanation")
    assert explanation.get_by_text(
        "A paid Magisterium plan (Pro, Organization or Enterprise) is needed to use the "
        "portal's look-ups and answers"
    ).is_visible()
    upgrade = explanation.get_by_role("link", name="Upgrade your plan at Magisterium")
    assert upgrade.get_attribute("href").rstrip("/") == portal_sandbox_url(page)
    take_screenshot(page, "accounts-account-free")
    assert console_errors == []


def portal_sandbox_url(page) -> str:
    from django.conf import settings

    return settings.MAGISTERIUM_BASE_URL.rstrip("/")


def test_after_a_forced_401_one_click_signs_in_again_and_lands_on_the_wanted_page(
    page, portal, sandbox, take_screenshot
):
    console_errors = _portal_console_errors(page, portal)
    page.goto(f"{portal.url}/accounts/login/?next=/account/")
    _sign_in_on_sandbox(page, username="demo")
    page.wait_for_url(f"{portal.url}/account/")
    sandbox.fault("unauthorized", count=2)  # the call and its retry after a refresh: both 401

    page.goto(f"{portal.url}/popes/john-paul-ii/")
    alert = page.get_by_role("alert")
    assert alert.get_by_text("Please sign in with Magisterium").is_visible()
    take_screenshot(page, "accounts-sign-in-again-401")
    assert MagisteriumConnection.objects.get().needs_sign_in

    # One click: straight to Magisterium (still signed in there), no page of our own between.
    alert.get_by_role("button", name="Sign in with Magisterium").click()
    page.get_by_role("button", name="Authorize").click()

    page.wait_for_url(f"{portal.url}/popes/john-paul-ii/")
    assert page.get_by_role("heading", level=1).inner_text().startswith("Pope John Paul II")
    take_screenshot(page, "accounts-sign-in-again-back")
    assert not MagisteriumConnection.objects.get().needs_sign_in
    # Chromium reports the 401 page's own status as a console error; nothing else may appear.
    assert [e for e in console_errors if "status of 401" not in e] == []


def test_the_header_button_starts_the_sign_in_in_one_click(page, portal, sandbox):
    page.goto(f"{portal.url}/day/2026-11-30/")
    page.get_by_role("banner").get_by_role("button", name="Sign in with Magisterium").click()
    page.get_by_label("Username").fill("demo")
    page.get_by_label("Password").fill("demo")
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Authorize").click()

    page.wait_for_url(f"{portal.url}/day/2026-11-30/")
    assert page.get_by_role("banner").get_by_role("link", name="Account").is_visible()


def test_a_free_user_sees_paid_plan_marks_that_fit_a_phone(
    page, portal, sandbox, magisterium_user, take_screenshot
):
    from django.conf import settings
    from django.test import Client

    user = magisterium_user("free-parish", plan="free")
    MagisteriumConnection.objects.filter(user=user).update(
        plan=MagisteriumConnection.Plan.FREE, plan_seen_at=timezone.now()
    )
    session = Client()
    session.force_login(user)
    page.context.add_cookies(
        [
            {
                "name": settings.SESSION_COOKIE_NAME,
                "value": session.cookies[settings.SESSION_COOKIE_NAME].value,
                "url": portal.url,
            }
        ]
    )
    page.set_viewport_size({"width": 375, "height": 800})

    page.goto(f"{portal.url}/library/?q=care+for+creation")

    nav = page.get_by_role("navigation", name="Main")
    for name in ("Library", "Ask", "Directory", "Trends"):
        assert nav.get_by_role("link", name=f"{name} paid plan").is_visible()
    assert nav.get_by_role("link", name="Today", exact=True).is_visible()
    assert page.locator(".plan-explanation").get_by_role("link", name=UPGRADE).is_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"scrolls sideways by {overflow} px"
    take_screenshot(page, "accounts-free-plan-375")


def test_one_click_on_a_public_page_signs_in_and_comes_back(page, portal, take_screenshot):
    """The homepage carries no CSRF token (a shared cache keeps it whole): the button fetches
    one when pressed and posts, so it still takes one click (js/core/sign-in.js)."""
    console_errors = _portal_console_errors(page, portal)
    page.goto(f"{portal.url}/?lang=en")
    assert not page.context.cookies()  # the public page set none
    page.get_by_role("banner").get_by_role("button", name="Sign in with Magisterium").click()
    page.get_by_label("Username").wait_for()  # straight to Magisterium, no page between
    page.get_by_label("Username").fill("demo")
    page.get_by_label("Password").fill("demo")
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Authorize").click()
    page.wait_for_url(f"{portal.url}/?lang=en")
    assert page.get_by_role("button", name="Sign out").is_visible()
    take_screenshot(page, "accounts-signed-in-from-the-homepage")
    assert console_errors == []


@pytest.mark.parametrize("width", [1280, 375])
@pytest.mark.parametrize("language", ["es", "hr"])
def test_a_free_user_signed_in_meets_the_plan_before_typing(
    page, portal, settings, take_screenshot, language, width
):
    """Signed in through the real OAuth flow as the sandbox's free user: the very first page
    marks the paid menu entries, Ask shows the plan's notice instead of the question box, and a
    refused page is the plan's own, with the ways on and no "Try again"."""
    from django.utils.translation import gettext, override

    with override(language):
        words = {
            english: gettext(english)
            for english in (
                "Sign in with Magisterium",
                "This needs a paid Magisterium plan",
                "Upgrade your plan at Magisterium",
                "Sign in again",
                "paid plan",
                "Ask",
                "Try again",
                "Magisterium could not answer",
            )
        }
    assert words["This needs a paid Magisterium plan"] != "This needs a paid Magisterium plan"
    console_errors = _portal_console_errors(page, portal)
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": portal.url}]
    )
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{portal.url}/accounts/login/?next=/ask/")
    page.get_by_role("button", name=words["Sign in with Magisterium"]).click()
    page.get_by_label("Username").fill("free")
    page.get_by_label("Password").fill("free")
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("button", name="Authorize").click()

    page.wait_for_url(f"{portal.url}/ask/")
    nav = page.locator("nav.main-nav")
    ask_link = nav.get_by_role("link", name=f"{words['Ask']} {words['paid plan']}")
    assert ask_link.is_visible()  # marked on the first page after sign-in
    notice = page.locator("[data-plan-notice]")
    assert notice.get_by_role(
        "heading", name=words["This needs a paid Magisterium plan"]
    ).is_visible()
    assert notice.get_by_role("link", name=words["Upgrade your plan at Magisterium"]).is_visible()
    assert notice.get_by_role("button", name=words["Sign in again"]).is_visible()
    assert page.locator("textarea").count() == 0  # no box to type a question that would fail
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"scrolls sideways by {overflow} px"
    take_screenshot(page, f"accounts-plan-ask-{language}-{width}")

    page.goto(f"{portal.url}/research/")
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == words["This needs a paid Magisterium plan"]
    assert page.title().startswith(words["This needs a paid Magisterium plan"])
    body = page.locator("main").inner_text()
    assert words["Try again"] not in body and words["Magisterium could not answer"] not in body
    assert (
        page.locator("[data-plan-notice]")
        .get_by_role("button", name=words["Sign in again"])
        .is_visible()
    )
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"scrolls sideways by {overflow} px"
    take_screenshot(page, f"accounts-plan-refused-{language}-{width}")
    # Chromium reports the refusal's own 403 as a console error; nothing else may appear.
    assert [e for e in console_errors if "status of 403" not in e] == []
