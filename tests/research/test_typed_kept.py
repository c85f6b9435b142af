"""What the researcher typed stays beside what it was matched to: "Use this one" on a line
upstream placed among several candidates keeps "Santiago" in "As given" and shows the match
("Santiago de Compostela, dsaco") in its own column."""

from __future__ import annotations

import pytest

from portal.research.harvest import harvest_step
from portal.research.models import Entry
from tests.html import one, page, text

Status = Entry.Status


def given_and_match(html: str, entry_id: int) -> tuple[str, str]:
    row = one(page(html), f'tr[data-entry="{entry_id}"]')
    given = one(row, "td[data-entry-given]")
    cells = [cell for cell in row.select("td") if not cell.attrs]
    return text(given), text(cells[0])


@pytest.fixture
def santiago(sandbox, researcher, collection_with, client):
    collection = collection_with(researcher, ["Santiago"])
    harvest_step(researcher)
    client.force_login(researcher)
    entry = collection.entries.get()
    assert entry.status == Status.DONE and entry.alternates
    return collection, entry


@pytest.mark.django_db
def test_use_this_one_keeps_what_was_typed(santiago, client, researcher):
    from sandbox.catalog import dioceses

    collection, entry = santiago
    taken = entry.alternates[0]
    code = taken["source_code"]

    response = client.post(
        f"/research/{collection.pk}/entries/{entry.pk}/", {"action": "choose", "source_code": code}
    )
    assert response.status_code == 302

    entry.refresh_from_db()
    assert entry.query == "Santiago"  # as typed
    assert entry.chosen_code == code and entry.chosen_name == taken["primary_name"]
    assert entry.status == Status.PENDING and entry.alternates == []
    # Before the harvest, the page already shows the choice beside what was typed.
    given, match = given_and_match(
        client.get(collection.get_absolute_url()).content.decode(), entry.pk
    )
    assert given == "Santiago"
    assert match.startswith(f"{taken['primary_name']}, {code}")

    harvest_step(researcher)

    entry.refresh_from_db()
    assert entry.status == Status.DONE and entry.query == "Santiago"
    assert entry.diocese.source_code == code
    assert entry.alternates == []  # the choice is made: no candidates offered again
    given, match = given_and_match(
        client.get(collection.get_absolute_url()).content.decode(), entry.pk
    )
    assert given == "Santiago"
    assert match.startswith(f"{entry.diocese.name}, {code}")
    assert dioceses.search("Santiago")[0] != code  # not the best match upstream took first


@pytest.mark.django_db
def test_a_candidate_already_in_the_warehouse_is_taken_at_once(santiago, client, researcher):
    from portal.research.models import Diocese

    collection, entry = santiago
    code = entry.alternates[0]["source_code"]
    Diocese.objects.create(source_code=code, name="Known See")

    client.post(
        f"/research/{collection.pk}/entries/{entry.pk}/", {"action": "choose", "source_code": code}
    )

    entry.refresh_from_db()
    assert entry.diocese.source_code == code and entry.query == "Santiago"
    harvest_step(researcher)
    entry.refresh_from_db()
    assert entry.status == Status.DONE and entry.diocese.source_code == code


@pytest.mark.django_db
def test_the_chosen_code_counts_as_already_in_the_collection(santiago, client):
    from portal.research import lists

    collection, entry = santiago
    code = entry.alternates[0]["source_code"]
    client.post(
        f"/research/{collection.pk}/entries/{entry.pk}/", {"action": "choose", "source_code": code}
    )

    result = lists.add_entries(collection, [code])
    assert result.already == [code] and result.added == []


@pytest.mark.django_db
def test_a_code_not_offered_is_refused(santiago, client):
    collection, entry = santiago
    client.post(
        f"/research/{collection.pk}/entries/{entry.pk}/",
        {"action": "choose", "source_code": "dnope"},
    )
    entry.refresh_from_db()
    assert entry.chosen_code == "" and entry.query == "Santiago"
