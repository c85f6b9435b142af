"""Nobody is trapped at "sign in again": every sign-in button starts the OAuth flow in one click.

Before, the buttons linked to /accounts/login/?next=…, which allauth bounces straight back to
`next` for a signed-in user: the same 401 page again. Now each is a POST form to the provider
login view, which signs the same person in again (allauth logs the old session out and in),
stores the new tokens through our receivers and lands on `next`.
"""

from __future__ import annotations

import pytest
from django.test import Client

from portal.accounts.models import MagisteriumConnection
from tests.accounts.conftest import finish_sign_in, sandbox_consent, sign_in
from tests.library.conftest import Tags

pytestmark = pytest.mark.django_db

PROVIDER_LOGIN = "/accounts/magisterium/login/"
PAGE = "/popes/benedict-xvi/"


def sign_in_forms(html: str, method: str = "post") -> list[dict[str, str]]:
    """The fields of every sign-in button's form on the page (its hidden inputs, by name);
    `method` "get": the public pages' buttons, which fetch their CSRF token when pressed."""
    forms, current = [], None
    for tag, attrs in Tags(html).elements:
        if tag == "form":
            current = None
            if attrs.get("action") == PROVIDER_LOGIN and attrs.get("method") == method:
                current = {}
                forms.append(current)
        elif tag == "input" and current is not None and attrs.get("type") == "hidden":
            current[attrs["name"]] = attrs.get("value") or ""
    return forms


def press(client, fields: dict[str, str]) -> str:
    """Submit a sign-in button's form; the authorize URL it sends the browser to."""
    response = client.post(PROVIDER_LOGIN, fields)
    assert response.status_code == 302, response.content[:300]
    return response["Location"]


def test_after_upstream_refuses_the_token_one_click_signs_in_again_and_lands_on_the_page(
    client, sandbox, oauth_client
):
    sign_in(client, username="demo")
    user_id = client.session["_auth_user_id"]
    old_access = MagisteriumConnection.objects.get().access_token
    sandbox.fault("unauthorized", count=2)  # the call and its retry after a refresh

    response = client.get(PAGE)

    assert response.status_code == 401
    assert MagisteriumConnection.objects.get().needs_sign_in
    forms = sign_in_forms(response.content.decode())
    assert forms and all("csrfmiddlewaretoken" in f for f in forms)
    button = next(f for f in forms if f.get("next") == PAGE)
    assert button["process"] == "login"

    authorize = press(client, button)

    assert authorize.startswith(f"{sandbox.url}/oauth/authorize?")
    landed = finish_sign_in(client, sandbox_consent(authorize, username="demo"))
    assert landed.status_code == 302 and landed["Location"] == PAGE
    assert client.session["_auth_user_id"] == user_id  # the same person, signed in again
    connection = MagisteriumConnection.objects.get()
    assert not connection.needs_sign_in and connection.access_token != old_access
    assert client.get(PAGE).status_code == 200


def test_the_account_page_offers_the_same_one_click_sign_in(client, sandbox, oauth_client):
    sign_in(client)
    MagisteriumConnection.objects.update(needs_sign_in=True)

    html = client.get("/account/").content.decode()

    assert "Please sign in with Magisterium again." in html
    assert sign_in_forms(html)[0]["next"] == "/account/"


def test_the_old_way_was_a_loop_the_login_page_sends_a_signed_in_user_back(
    client, sandbox, oauth_client
):
    # Why the buttons must not link to /accounts/login/: allauth answers a signed-in user there
    # with a redirect to `next`, which was the 401 page itself.
    sign_in(client)
    response = client.get(f"/accounts/login/?next={PAGE}")
    assert response.status_code == 302 and response["Location"] == PAGE


def test_header_and_homepage_buttons_start_the_flow_for_visitors(client, sandbox, oauth_client):
    home = client.get("/")
    assert not home.cookies  # a public page: no CSRF cookie, no token in the page
    forms = sign_in_forms(home.content.decode(), method="get")
    assert len(forms) == 2  # the header's and the introduction's
    assert {f.get("next") for f in forms} == {"/"}
    assert all("csrfmiddlewaretoken" not in f for f in forms)
    assert 'data-token-url="/form-token/"' in home.content.decode()

    # With JavaScript (js/core/sign-in.js): the token fetched on press, then one POST.
    token = client.get("/form-token/")
    assert "no-store" in token["Cache-Control"]
    fields = {**forms[0], "csrfmiddlewaretoken": token.json()["token"]}
    assert press(client, fields).startswith(f"{sandbox.url}/oauth/authorize?")
    # Login CSRF: a POST without the token (another site's form) starts nothing.
    assert Client(enforce_csrf_checks=True).post(PROVIDER_LOGIN, forms[0]).status_code == 403
    # Without JavaScript: the GET opens allauth's page, whose one button posts with a token.
    confirm = client.get(PROVIDER_LOGIN, forms[0])
    (no_script,) = sign_in_forms_on_confirmation(confirm.content.decode())
    assert no_script["csrfmiddlewaretoken"]

    page = client.get("/ask/history/", follow=True)  # sign-in needed: the login page
    assert page.redirect_chain[-1][0].startswith("/accounts/login/")
    assert "Staff sign-in with a local account" in page.content.decode()

    # The header's button; a date not stored is fetched for visitors too (no offer to sign in
    # for it: readings.on_demand), so it is the only one.
    on_a_day = sign_in_forms(Client().get("/day/2026-11-30/").content.decode(), method="get")
    assert len(on_a_day) == 1
    assert all(form == {"process": "login", "next": "/day/2026-11-30/"} for form in on_a_day)


def sign_in_forms_on_confirmation(html: str) -> list[dict[str, str]]:
    """allauth's "Continue to Magisterium" page: a POST form to its own address."""
    forms, current = [], None
    for tag, attrs in Tags(html).elements:
        if tag == "form":
            current = None
            if attrs.get("method") == "post" and not attrs.get("action"):
                current = {}
                forms.append(current)
        elif tag == "input" and current is not None and attrs.get("type") == "hidden":
            current[attrs["name"]] = attrs.get("value") or ""
    return forms


def test_the_header_leaves_allauths_own_pages_to_their_own_button(client, sandbox, oauth_client):
    html = client.get("/accounts/login/?next=/trends/").content.decode()
    forms = sign_in_forms(html)
    # Only the page's own (main) form, which posts `next` as a field of its own.
    assert 'class="sign-in-form"' not in html
    assert len(forms) == 1 and forms[0]["next"] == "/trends/"


def test_a_failed_sign_in_offers_a_post_button_too(client, sandbox, oauth_client):
    response = client.get("/accounts/magisterium/login/callback/?code=x&state=forged0123456789")

    assert response.status_code == 401
    forms = sign_in_forms(response.content.decode())
    # The callback URL can never be opened twice, so the button carries no `next` to it.
    assert forms and all("callback" not in f.get("next", "") for f in forms)


def test_without_a_registered_client_the_button_explains_instead_of_failing(client, db):
    response = client.post(PROVIDER_LOGIN, {"process": "login", "next": "/"})

    assert response.status_code == 503
    assert "not set up on this portal yet" in response.content.decode()


def test_a_local_staff_account_page_offers_the_button_too(client, django_user_model, db):
    client.force_login(django_user_model.objects.create_superuser("admin", "", "pw-0123456789!"))

    html = client.get("/account/").content.decode()

    assert "No Magisterium account connected" in html
    assert sign_in_forms(html)[0]["next"] == "/account/"
