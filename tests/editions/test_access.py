"""Who sees an edition (docs/security.md §20): its figures are upstream's paid data, so only a
signed-in person with a paid plan; within that, anyone who has its address (it is meant to be
cited), while the lists show a person only their own and those of collections they may see."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from devtools.warehouse_data import sandbox_collection
from portal.editions.models import Edition
from tests.html import page

pytestmark = pytest.mark.django_db

FILES = ("package.zip", "data.csv", "datapackage.json", "CITATION.cff", "edition.bib", "README.md")


@pytest.fixture
def edition(as_researcher, harvested, freeze_through_the_page):
    return freeze_through_the_page(as_researcher, harvested)


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _addresses(edition) -> list[str]:
    base = f"/research/editions/{edition.public_id}/"
    return [base, *(base + name for name in FILES), "/research/editions/"]


def test_a_visitor_is_sent_to_sign_in(edition, harvested):
    visitor = Client()
    for address in _addresses(edition):
        response = visitor.get(address)
        assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    response = visitor.post(f"/research/editions/freeze/{harvested.pk}/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert Edition.objects.count() == 1


def test_a_free_plan_gets_the_plan_explanation(edition, harvested, magisterium_user):
    free = _client(magisterium_user("free-parish", plan="free"))
    for address in _addresses(edition):
        response = free.get(address)
        assert response.status_code == 403, address
        assert edition.sha256 not in response.content.decode(errors="replace")
    assert free.post(f"/research/editions/freeze/{harvested.pk}/").status_code == 403
    assert Edition.objects.count() == 1


def test_anyone_paid_with_the_address_reads_it_but_lists_only_what_they_may_see(
    edition, magisterium_user
):
    other = _client(magisterium_user("other-researcher"))
    for address in _addresses(edition):
        assert other.get(address).status_code == 200, address
    # The collection is private: its name is text on the page, not a link they cannot follow.
    soup = page(other.get(edition.get_absolute_url()))
    assert not soup.select("[data-edition-collection] a")
    assert not page(other.get("/research/editions/")).select("[data-edition]")


def test_another_persons_private_collection_cannot_be_frozen(harvested, magisterium_user):
    other = _client(magisterium_user("other-researcher"))
    assert other.post(f"/research/editions/freeze/{harvested.pk}/").status_code == 404
    assert not Edition.objects.exists()


def test_a_shared_collection_is_frozen_by_anyone_and_listed_to_everyone(
    researcher, as_researcher, magisterium_user
):
    owner = magisterium_user("sharing-researcher")
    shared = sandbox_collection(["dwest"], name="Everyone's", owner=owner)
    shared.shared = True
    shared.save(update_fields=["shared"])
    assert as_researcher.post(f"/research/editions/freeze/{shared.pk}/").status_code == 302
    edition = Edition.objects.get()
    assert edition.created_by == researcher
    for client in (as_researcher, _client(owner)):
        listed = page(client.get("/research/editions/"))
        assert listed.select(f'[data-edition="{edition.public_id}"]')


def test_freezing_is_a_post_with_its_csrf_token(harvested, researcher):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(researcher)
    assert strict.get(f"/research/editions/freeze/{harvested.pk}/").status_code == 405
    assert strict.post(f"/research/editions/freeze/{harvested.pk}/").status_code == 403
    assert not Edition.objects.exists()


def test_an_erased_maker_leaves_the_edition_without_a_link(edition, researcher):
    researcher.delete()
    kept = Edition.objects.get(pk=edition.pk)
    assert kept.created_by is None and kept.collection is None
    assert kept.sha256 == edition.sha256


def test_the_data_download_lists_the_editions_the_person_froze(edition, as_researcher):
    """Your data: which editions the person made, when and where; the figures stay in the
    edition's own download."""
    response = as_researcher.get("/account/data/download/")
    data = json.loads(b"".join(response.streaming_content))
    [kept] = data["editions_made"]
    assert kept["public_id"] == edition.public_id and kept["sha256"] == edition.sha256
    assert set(kept) == {
        "public_id", "title", "url", "created_at", "collection_name", "sha256", "rows"
    }  # fmt: skip
