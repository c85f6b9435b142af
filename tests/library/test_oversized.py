"""Upstream sends 5 MB of text: the reader shows it cut and in parts with a notice and the way to
the original, Ask keeps a capped answer, and neither the cache nor a history is poisoned.

The sandbox's "oversized" fault pads one answer's text to 5 MB over the real wire.
"""

# Reference: docs/upstream.md §9 (the portal bounds upstream sizes).

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from portal.library import reader
from portal.library.models import Exchange
from portal.magisterium import cache as shared_cache
from tests.html import one, page

pytestmark = pytest.mark.django_db

PAGE_LIMIT = 2 * 1024 * 1024  # no page sends more HTML than this
DOCUMENT = "/library/documents/laudato-si/"
CUT_NOTE = "This document is very long, so the portal keeps only its beginning."
QUESTION = "What does the Church teach about care for creation?"


def cached_text_chars(entry: shared_cache.Entry) -> int:
    return sum(len(part.get("text", "")) for part in entry.payload["parts"])


def test_a_5_mb_document_is_shown_cut_in_small_parts_with_the_way_to_the_original(
    signed_in_client, sandbox
):
    sandbox.fault("oversized", count=1, skills=["document_fetch"])
    response = signed_in_client.get(DOCUMENT)
    assert response.status_code == 200
    assert len(response.content) < PAGE_LIMIT
    html = response.content.decode()
    assert CUT_NOTE in html
    note = one(page(html), 'div[class="notice truncated-note"]')
    [original] = note.select('a[rel="noopener noreferrer"]')
    assert original["href"].startswith("https://")

    parts = int(re.search(r"Part 1 of (\d+)", html).group(1))
    assert parts > 1
    last = signed_in_client.get(f"{DOCUMENT}?page={parts}")
    assert last.status_code == 200
    assert len(last.content) < PAGE_LIMIT
    assert CUT_NOTE in last.content.decode()
    assert 'rel="prev"' in last.content.decode()


def test_a_5_mb_document_never_reaches_the_cache_whole(signed_in_client, sandbox):
    sandbox.fault("oversized", count=1, skills=["document_fetch"])
    assert signed_in_client.get(DOCUMENT).status_code == 200
    for entry in (
        shared_cache.fresh("document_fetch", {"id": "laudato-si"}),
        shared_cache.last_good("document_fetch", {"id": "laudato-si"}),
    ):
        assert cached_text_chars(entry) <= settings.MAGISTERIUM_MAX_DOCUMENT_CHARS
    # The next reader gets the capped copy from the cache, just as small and just as marked.
    again = signed_in_client.get(DOCUMENT)
    assert len(again.content) < PAGE_LIMIT
    assert CUT_NOTE in again.content.decode()
    assert sandbox.requests()["by_skill"] == {"document_fetch": 1}


def test_a_document_of_usual_length_has_no_notice_and_one_part(signed_in_client, sandbox):
    html = signed_in_client.get(DOCUMENT).content.decode()
    assert CUT_NOTE not in html
    assert "Part 1 of" not in html


def test_a_5_mb_answer_is_stored_capped_and_its_thread_opens_small(signed_in_client, sandbox, ask):
    sandbox.fault("oversized", count=1, skills=["catholic_qa"])
    response = ask(QUESTION)
    assert response.status_code == 302
    exchange = Exchange.objects.get()
    assert len(exchange.answer_text) <= settings.MAGISTERIUM_MAX_ANSWER_CHARS
    assert exchange.answer_truncated
    assert exchange.citations  # the rest of the answer is kept as usual

    thread = signed_in_client.get(response.url)
    assert thread.status_code == 200
    assert len(thread.content) < PAGE_LIMIT
    assert "This answer was very long, so the portal kept only its beginning." in (
        thread.content.decode()
    )


def test_reader_parts_end_between_paragraphs_and_lose_nothing():
    body = "\n\n".join(f"Paragraph {n}. " + "word " * 40 for n in range(200))
    parts = reader.document_parts(body, part_chars=1_000)
    assert len(parts) > 1
    assert all(len(part) <= 1_000 for part in parts)
    assert "\n\n".join(parts) == body
    assert all(part.startswith("Paragraph") for part in parts)


def test_a_paragraph_longer_than_a_part_is_cut_by_size():
    parts = reader.document_parts("x" * 2_500, part_chars=1_000)
    assert [len(part) for part in parts] == [1_000, 1_000, 500]


@pytest.mark.django_db(transaction=True)
def test_answers_stored_before_the_cap_are_cut_by_the_migration(django_user_model):
    executor = MigrationExecutor(connection)
    executor.migrate([("library", "0001_initial")])
    apps = executor.loader.project_state([("library", "0001_initial")]).apps
    Thread, OldExchange = apps.get_model("library", "Thread"), apps.get_model("library", "Exchange")
    owner = django_user_model.objects.create_user(username="before-the-cap")
    thread = Thread.objects.create(owner_id=owner.pk, title="Old")
    huge = OldExchange.objects.create(thread=thread, question="Q", answer_text="word " * 1_000_000)
    small = OldExchange.objects.create(thread=thread, question="Q", answer_text="Short.")

    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())

    huge, small = Exchange.objects.get(pk=huge.pk), Exchange.objects.get(pk=small.pk)
    assert len(huge.answer_text) <= 40_000 and huge.answer_truncated
    assert small.answer_text == "Short." and not small.answer_truncated
