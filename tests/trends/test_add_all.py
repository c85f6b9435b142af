"""Fewer clicks from a comparison: "Add all N dioceses to a collection" in one action, and the
picker naming (never bare codes) the dioceses chosen earlier, each once."""

from __future__ import annotations

import re

import pytest

from portal.research.models import Collection, Entry

# The dioceses are fetched in worker threads, which only see committed rows (the user's token).
pytestmark = pytest.mark.django_db(transaction=True)

COMPARE = "/trends/compare/"
FOUR = ["dmaml", "dmila", "dsjcr", "dsant"]


def add_all_form(html: str) -> str:
    form = re.search(r"<form[^>]*data-add-to-collection.*?</form>", html, re.S)
    assert form, "no add-to-collection form"
    return form.group(0)


def test_the_compare_page_offers_to_add_every_diocese(signed_in_client, sandbox):
    html = signed_in_client.get(COMPARE, {"d": FOUR}).content.decode()
    form = add_all_form(html)
    assert re.findall(r'name="all_codes" value="(\w+)"', form) == FOUR
    assert "Add all 4 dioceses to a collection" in form


def test_add_all_to_a_new_collection_adds_each_diocese_once(signed_in_client, sandbox):
    user = signed_in_client.user
    back = f"{COMPARE}?d=dmaml&d=dmila"
    response = signed_in_client.post(
        "/research/add-diocese/",
        {
            "scope": "all",
            "all_codes": [*FOUR, "dmila"],  # a code sent twice counts once
            "source_code": "dmaml",
            "new_name": "Four sees",
            "next": back,
        },
    )
    assert response.status_code == 302 and response["Location"] == back
    collection = Collection.objects.get(owner=user, name="Four sees")
    assert sorted(collection.entries.values_list("query", flat=True)) == sorted(FOUR)
    messages = [str(m) for m in response.wsgi_request._messages]
    assert messages == ["Added 4 dioceses to “Four sees”."]

    # Again, into that collection: nothing twice.
    response = signed_in_client.post(
        "/research/add-diocese/",
        {"scope": "all", "all_codes": FOUR, "collection": collection.pk, "next": back},
    )
    assert Entry.objects.filter(collection=collection).count() == 4
    said = [str(m) for m in response.wsgi_request._messages]
    assert said[-1] == "4 were already in “Four sees”."


def test_add_one_still_adds_only_the_chosen_diocese(signed_in_client, sandbox):
    collection = Collection.objects.create(owner=signed_in_client.user, name="One")
    signed_in_client.post(
        "/research/add-diocese/",
        {"scope": "one", "all_codes": FOUR, "source_code": "dsjcr", "collection": collection.pk},
    )
    assert list(collection.entries.values_list("query", flat=True)) == ["dsjcr"]


def test_add_all_refuses_a_malformed_code(signed_in_client, sandbox):
    response = signed_in_client.post(
        "/research/add-diocese/",
        {"scope": "all", "all_codes": ["dmaml", "../x"], "new_name": "Bad"},
    )
    assert response.status_code == 400
    assert not Collection.objects.filter(name="Bad").exists()


def picker_labels(html: str) -> list[tuple[str, str]]:
    """(code, label text) of every diocese checkbox in the picker."""
    found = re.findall(
        r'<label class="trend-check">\s*<input type="checkbox" name="d" value="(\w+)"[^>]*>'
        r"(.*?)</label>",
        html,
        re.S,
    )
    return [(code, " ".join(re.sub(r"<[^>]+>", "", label).split())) for code, label in found]


def test_the_picker_names_earlier_choices_and_lists_each_once(signed_in_client, sandbox):
    # Charted first (what the "Compare with other dioceses" link comes from).
    signed_in_client.get(COMPARE, {"d": ["dlago", "drome", "dmila"]})
    html = signed_in_client.get(
        "/trends/", {"d": ["dlago", "drome", "dmila"], "q": "Milan"}
    ).content.decode()

    labels = picker_labels(html)
    codes = [code for code, _label in labels]
    assert len(codes) == len(set(codes)), labels  # Milan once, not in results and examples
    named = dict(labels)
    for code in ("dlago", "drome"):
        assert named[code] and named[code] != code, labels  # a name, never the bare code
    assert "dmila" in named


def test_the_picker_names_earlier_choices_without_a_search(signed_in_client, sandbox):
    from sandbox.catalog import diocese_statistics

    html = signed_in_client.get("/trends/", {"d": ["dlago"]}).content.decode()
    named = dict(picker_labels(html))
    assert named["dlago"] == diocese_statistics(source_code="dlago")["diocese_name"]
