"""The plan is known from sign-in on (issue 39): the first page after signing in carries the
menu's paid-plan marks, every paid form says "paid plan" before anything is typed, and a plan
refusal is the plan's own page (never "Try again"). An upgrade is seen at the next sign-in.

Sign-ins go through the real OAuth flow against the sandbox (`tests/accounts/conftest.py`).
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection
from portal.api.models import PersonalAccessToken
from tests.accounts.conftest import sign_in
from tests.accounts.html_tree import Node, parse

pytestmark = pytest.mark.django_db

Plan = MagisteriumConnection.Plan
PLAN_TITLE = "This needs a paid Magisterium plan"
MARKED = ["Library", "Ask", "Directory", "Trends", "Research"]

# Each paid form, as a free-plan person opens it, and the field it asks for when open to them.
PAID_FORMS = {
    "ask": ("/ask/", "textarea", "question"),
    "library search": ("/library/", "input", "q"),
    "directory search": ("/saints/", "input", "q"),
    "trends picker": ("/trends/", "input", "q"),
    "token page": ("/account/tokens/", "input", "name"),
}


def page(response) -> Node:
    return parse(response.content.decode())


def main(tree: Node) -> Node:
    found = tree.find("main")
    assert found is not None
    return found


def menu_marks(tree: Node) -> dict[str, bool]:
    """Each main-menu link's own words (without its mark) → whether it carries the mark."""
    nav = tree.find("nav", lambda n: n.has_class("main-nav"))
    assert nav is not None
    marks = {}
    for link in nav.find_all("a"):
        mark = link.find("span", lambda n: n.has_class("plan-mark"))
        words = link.text().removesuffix(mark.text()).strip() if mark else link.text()
        marks[words] = mark is not None
    return marks


def notice(tree: Node) -> Node | None:
    return main(tree).find("section", lambda n: "data-plan-notice" in n.attrs)


def fields_to_fill(tree: Node) -> list[str]:
    """Names of the inputs a person could type into in <main> (hidden ones and the sign-in
    button's form do not count)."""
    names = []
    for tag in ("input", "textarea", "select"):
        for field in main(tree).find_all(tag):
            if field.attrs.get("type") not in ("hidden", "checkbox", "submit"):
                names.append(field.attrs.get("name", ""))
    return names


def signed_in_as(client, username: str) -> Client:
    response = sign_in(client, username=username)
    assert response.status_code == 302, response.content[:500]
    return client


# --- The plan at sign-in ------------------------------------------------------------------------


def test_a_free_user_signed_in_through_oauth_sees_the_marks_on_the_very_first_page(
    client, sandbox, oauth_client
):
    response = sign_in(client, username="free")

    first = client.get(response["Location"])
    assert first.status_code == 200
    marks = menu_marks(page(first))
    assert {name: marks[name] for name in ["Today", *MARKED]} == {
        "Today": False,
        **dict.fromkeys(MARKED, True),
    }
    assert MagisteriumConnection.objects.get().plan == Plan.FREE
    assert sandbox.requests()["by_skill"] == {}  # the check was refused: no skill ran


def test_a_paid_user_signed_in_sees_no_marks_and_the_plan_is_recorded(
    client, sandbox, oauth_client
):
    response = sign_in(client, username="demo")

    marks = menu_marks(page(client.get(response["Location"])))
    assert not any(marks.values())
    connection = MagisteriumConnection.objects.get()
    assert connection.plan == Plan.PAID and connection.plan_seen_at is not None
    assert sandbox.requests()["by_skill"] == {"saints_of_the_day": 1}  # one check, no more


def test_signing_in_again_sees_an_upgrade_made_at_magisterium(client, sandbox, oauth_client):
    # The portal last saw a free plan a minute ago; the account has been upgraded since.
    signed_in_as(client, "demo")
    MagisteriumConnection.objects.update(plan=Plan.FREE, plan_seen_at=timezone.now())
    assert all(menu_marks(page(client.get("/"))).get(name) for name in MARKED)
    ask = page(client.get("/ask/"))
    assert notice(ask) is not None
    # The notice's own "Sign in again" button (a POST to the sign-in, back to this page).
    button = notice(ask).find("form")
    assert button.attrs["action"] == "/accounts/magisterium/login/"
    assert notice(ask).find("input", lambda n: n.attrs.get("name") == "next").attrs["value"] == (
        "/ask/"
    )

    response = signed_in_as(client, "demo").get("/ask/")

    assert MagisteriumConnection.objects.get().plan == Plan.PAID
    tree = page(response)
    assert notice(tree) is None and "question" in fields_to_fill(tree)
    assert not any(menu_marks(tree).values())


def test_a_sign_in_while_upstream_fails_still_signs_in_and_keeps_the_plan_unknown(
    client, sandbox, oauth_client
):
    sandbox.fault("http_500")

    response = sign_in(client, username="demo")

    assert response.status_code == 302
    assert client.session.get("_auth_user_id") is not None
    assert MagisteriumConnection.objects.get().plan == Plan.UNKNOWN


# --- Paid forms say so before input ------------------------------------------------------------


@pytest.fixture
def free_signed_in(client, sandbox, oauth_client):
    return signed_in_as(client, "free")


@pytest.mark.parametrize("name", PAID_FORMS)
def test_each_paid_form_shows_the_plan_notice_instead_of_the_form(free_signed_in, sandbox, name):
    url, _tag, field = PAID_FORMS[name]
    sandbox.reset_requests()

    response = free_signed_in.get(url)

    assert response.status_code == 200, name
    tree = page(response)
    box = notice(tree)
    assert box is not None, name
    assert box.find("h2").text() == PLAN_TITLE
    assert box.find("a", lambda a: a.text() == "Upgrade your plan at Magisterium") is not None
    assert box.find("button").text() == "Sign in again"
    assert field not in fields_to_fill(tree), name
    assert fields_to_fill(tree) == [], name  # nothing to type that would be refused
    assert "Try again" not in tree.text()
    assert sandbox.requests()["total"] == 0  # known here: nothing asked upstream


def test_the_same_forms_are_open_to_a_paid_user(client, sandbox, oauth_client):
    signed_in_as(client, "demo")
    for name, (url, tag, field) in PAID_FORMS.items():
        tree = page(client.get(url))
        assert notice(tree) is None, name
        assert main(tree).find(tag, lambda n, f=field: n.attrs.get("name") == f), name


def test_a_free_plan_cannot_make_a_token_from_an_older_page(free_signed_in):
    response = free_signed_in.post("/account/tokens/", {"name": "Notebook", "days": "30"})

    assert response.status_code == 403
    assert notice(page(response)) is not None
    assert not PersonalAccessToken.objects.exists()


# --- The plan refusal --------------------------------------------------------------------------


def refusal_page_checks(response) -> None:
    assert response.status_code == 403
    tree = page(response)
    title = tree.find("title").text()
    assert title.startswith(PLAN_TITLE), title
    assert main(tree).find("h1").text() == PLAN_TITLE
    words = tree.text()
    assert "Magisterium could not answer" not in words and "Try again" not in words
    box = notice(tree)
    assert box is not None and box.find("h2") is None  # the page's h1 says it once
    links = [a.text() for a in box.find_all("a")]
    assert "Upgrade your plan at Magisterium" in links
    assert [b.text() for b in box.find_all("button")] == ["Sign in again"]


def test_a_refused_paid_page_is_the_plans_page(free_signed_in):
    refusal_page_checks(free_signed_in.get("/research/"))
    refusal_page_checks(free_signed_in.get("/library/documents/some-document/"))


def test_a_question_refused_by_upstream_shows_the_notice_once_and_keeps_the_question(
    sandbox, magisterium_user
):
    # A free account whose plan the portal has not learnt (no sign-in): upstream refuses.
    client = Client()
    client.force_login(magisterium_user("free-parish", plan="free"))

    response = client.post("/ask/", {"question": "What is grace?"})

    assert response.status_code == 403
    tree = page(response)
    (box,) = main(tree).find_all("section", lambda n: "data-plan-notice" in n.attrs)
    assert box.attrs.get("role") == "alert" and box.find("h2").text() == PLAN_TITLE
    # Nothing typed is lost, but nothing invites sending it again: the buttons are off.
    form = main(tree).find("form", lambda n: "data-ask-main" in n.attrs)
    assert form.find("textarea").text() == "What is grace?"
    assert all("disabled" in button.attrs for button in form.find_all("button"))
    assert "Try again" not in tree.text()
    assert MagisteriumConnection.objects.get().plan == Plan.FREE
    # The next visit says it before anything is typed.
    assert "question" not in fields_to_fill(page(client.get("/ask/")))


def test_upstream_refusing_a_recorded_paid_plan_is_believed(signed_in_client, sandbox):
    # Downgraded at Magisterium since the portal last saw a paid plan.
    sandbox.fault("plan_required", count=1)

    refused = signed_in_client.get("/library/?q=grace")

    assert refused.status_code == 403 and notice(page(refused)) is not None
    assert MagisteriumConnection.objects.get(user=signed_in_client.user).plan == Plan.FREE
    # The next paid form says so before anything is typed.
    assert notice(page(signed_in_client.get("/trends/"))) is not None
