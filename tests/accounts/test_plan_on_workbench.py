"""The plan known at sign-in on the last paid pages with controls (issue 39): a trends chart's
metric, view and years, and the research workbench's forms (new collection, add dioceses, upload).

A person whose plan is known to be free sees the plan's notice once, in place of the controls,
before changing anything; a form sent from a page opened earlier is refused with the plan's
words (403) and creates nothing. A paid user's pages are unchanged.
"""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from portal.accounts.models import MagisteriumConnection
from portal.research.models import Collection, Entry
from tests.accounts.html_tree import Node
from tests.accounts.test_plan_at_sign_in import (
    PLAN_TITLE,
    fields_to_fill,
    main,
    page,
    signed_in_as,
)

pytestmark = pytest.mark.django_db

CHART_PAGES = {
    "one diocese": "/trends/dmila/?metric=catholics&start=2000",
    "comparison": "/trends/compare/?d=dmila&d=dmaml&metric=diocesan_priests",
}


def notices(tree: Node) -> list[Node]:
    return main(tree).find_all("section", lambda n: "data-plan-notice" in n.attrs)


def plan_notice_checks(tree: Node) -> Node:
    """Exactly one notice, with the ways on and no "Try again"; nothing to fill in or send."""
    (box,) = notices(tree)
    links = [a.text() for a in box.find_all("a")]
    assert "Upgrade your plan at Magisterium" in links
    assert [b.text() for b in box.find_all("button")] == ["Sign in again"]
    assert "Try again" not in tree.text()
    assert fields_to_fill(tree) == []
    # The only form left is the notice's own sign-in button.
    assert [f.attrs.get("action") for f in main(tree).find_all("form")] == [
        "/accounts/magisterium/login/"
    ]
    return box


@pytest.fixture
def free_user(client, sandbox, oauth_client):
    signed_in_as(client, "free")
    assert MagisteriumConnection.objects.get().plan == MagisteriumConnection.Plan.FREE
    return client


@pytest.fixture
def paid_user(client, sandbox, oauth_client):
    return signed_in_as(client, "demo")


def own_collection(client) -> Collection:
    """A collection of the signed-in person's (kept from when their plan was paid, say)."""
    owner = MagisteriumConnection.objects.get().user
    collection = Collection.objects.create(owner=owner, name="Sees")
    Entry.objects.create(collection=collection, query="dmila")
    return collection


# --- Trends chart controls ---------------------------------------------------------------------


@pytest.mark.parametrize("name", CHART_PAGES)
def test_a_free_user_sees_the_plan_notice_instead_of_the_chart_controls(free_user, sandbox, name):
    sandbox.reset_requests()

    response = free_user.get(CHART_PAGES[name])

    assert response.status_code == 403, name
    tree = page(response)
    box = plan_notice_checks(tree)
    assert box.find("h2").text() == PLAN_TITLE
    assert main(tree).find("select") is None and main(tree).find("input", _checkbox) is None
    assert sandbox.requests()["total"] == 0  # the plan is known: nothing asked upstream


def _checkbox(node: Node) -> bool:
    return node.attrs.get("type") == "checkbox"


def test_a_free_user_hears_of_the_plan_before_any_mistake_in_a_chart_address(free_user):
    response = free_user.get("/trends/dmila/?metric=catholics&start=1066")

    assert response.status_code == 403
    plan_notice_checks(page(response))


def test_a_free_users_download_is_refused_in_its_own_kind(free_user):
    response = free_user.get("/trends/dmila/", {"metric": "catholics", "format": "json"})

    assert response.status_code == 403
    assert response.json()["errors"][0].startswith("Your Magisterium account is on the free plan.")


@pytest.mark.parametrize("name", CHART_PAGES)
def test_a_paid_user_keeps_the_chart_controls(paid_user, name):
    response = paid_user.get(CHART_PAGES[name])

    assert response.status_code == 200, name
    tree = page(response)
    assert notices(tree) == []
    controls = main(tree).find("form", lambda n: "data-trends-form" in n.attrs)
    assert controls is not None
    names = {field.attrs.get("name") for field in controls.find_all("select")}
    assert names == {"metric", "view"}
    assert {"start", "end"} <= set(fields_to_fill(tree))


# --- Research workbench ------------------------------------------------------------------------


def test_a_free_user_sees_the_plan_notice_instead_of_the_workbench_forms(free_user, sandbox):
    collection = own_collection(free_user)
    sandbox.reset_requests()

    for url in ("/research/", f"/research/{collection.pk}/", f"/research/{collection.pk}/?q=Milan"):
        response = free_user.get(url)

        assert response.status_code == 403, url
        tree = page(response)
        box = plan_notice_checks(tree)
        assert main(tree).find("h1").text() == PLAN_TITLE, url
        assert box.find("h2") is None  # the page's h1 says it once
        assert main(tree).find("textarea") is None, url
    assert sandbox.requests()["total"] == 0


def test_a_paid_user_keeps_the_workbench_forms(paid_user):
    index = page(paid_user.get("/research/"))
    assert notices(index) == [] and "name" in fields_to_fill(index)

    collection = own_collection(paid_user)
    tree = page(paid_user.get(f"/research/{collection.pk}/"))
    assert notices(tree) == []
    assert {"q", "text", "file"} <= set(fields_to_fill(tree))


def refused(response) -> None:
    assert response.status_code == 403
    tree = page(response)
    assert main(tree).find("h1").text() == PLAN_TITLE
    plan_notice_checks(tree)


def test_forms_sent_from_older_pages_by_a_free_user_are_refused_and_create_nothing(free_user):
    collection = own_collection(free_user)

    refused(free_user.post("/research/", {"name": "New sees"}))
    refused(free_user.post(f"/research/{collection.pk}/add/", {"text": "dmaml\ndport"}))
    upload = SimpleUploadedFile("sees.csv", b"dmaml\ndport\n", content_type="text/csv")
    refused(free_user.post(f"/research/{collection.pk}/add/", {"file": upload}))
    refused(
        free_user.post(
            "/research/add-diocese/",
            {"source_code": "dmaml", "new_name": "From a chart", "next": "/trends/dmaml/"},
        )
    )
    refused(free_user.post(f"/research/{collection.pk}/refresh/"))

    assert list(Collection.objects.values_list("name", flat=True)) == ["Sees"]
    assert list(collection.entries.values_list("query", flat=True)) == ["dmila"]
    assert collection.entries.get().status == Entry.Status.PENDING
