"""History: every question a user asked, newest first, searchable, deletable, and private."""

import datetime as dt

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from portal import magisterium
from portal.library.models import Exchange, Thread
from portal.library.views import HISTORY_PAGE_SIZE

pytestmark = pytest.mark.django_db


@pytest.fixture
def stored_thread():
    """A thread as question_ask leaves it, without spending upstream calls."""

    def store(owner, *questions: str, answer: str = "An answer.", minutes_ago: int = 0):
        when = timezone.now() - dt.timedelta(minutes=minutes_ago)
        thread = Thread.objects.create(
            owner=owner, title=questions[0], context_id=f"ctx-{questions[0]}", created_at=when,
            updated_at=when,
        )  # fmt: skip
        for question in questions:
            Exchange.objects.create(
                thread=thread, question=question, answer_text=answer, asked_at=when
            )
        return thread

    return store


def test_history_lists_the_users_conversations_newest_first(signed_in_client, stored_thread):
    user = signed_in_client.user
    stored_thread(user, "Older question about baptism", minutes_ago=30)
    stored_thread(user, "Newer question about prayer", "And a follow-up on fasting")
    html = signed_in_client.get("/ask/history/").content.decode()
    assert html.index("Newer question about prayer") < html.index("Older question about baptism")
    assert "And a follow-up on fasting" in html
    assert "2 conversations, latest first." in html


def test_asked_questions_appear_in_history_and_reopen_as_their_thread(
    signed_in_client, sandbox, ask
):
    thread_url = ask("What does the Church teach about care for creation?").url.split("#")[0]
    html = signed_in_client.get("/ask/history/").content.decode()
    assert f'href="{thread_url}"' in html
    assert signed_in_client.get(thread_url).status_code == 200


def test_history_search_matches_questions_and_answers(signed_in_client, stored_thread):
    user = signed_in_client.user
    stored_thread(user, "About baptism", answer="Water and the Spirit.")
    stored_thread(user, "About prayer", answer="Lifting the heart to God.")
    stored_thread(user, "About fasting", answer="Nothing relevant.")

    by_question = signed_in_client.get("/ask/history/", {"q": "BAPTISM"}).content.decode()
    assert "About baptism" in by_question and "About prayer" not in by_question

    by_answer = signed_in_client.get("/ask/history/", {"q": "heart to god"}).content.decode()
    assert "About prayer" in by_answer and "About baptism" not in by_answer
    assert "1 conversation matches" in by_answer

    none = signed_in_client.get("/ask/history/", {"q": "indulgences"}).content.decode()
    assert "No question or answer matches" in none


def test_history_is_paginated_and_keeps_the_search(signed_in_client, stored_thread):
    user = signed_in_client.user
    for n in range(HISTORY_PAGE_SIZE + 3):
        stored_thread(user, f"Question number {n:02d} on grace", minutes_ago=n)
    first = signed_in_client.get("/ask/history/", {"q": "grace"}).content.decode()
    assert "Question number 00" in first and "Question number 12" not in first
    assert 'href="?q=grace&amp;page=2"' in first
    second = signed_in_client.get("/ask/history/", {"q": "grace", "page": 2}).content.decode()
    assert "Question number 12" in second and "Question number 00" not in second
    assert signed_in_client.get("/ask/history/", {"page": "nonsense"}).status_code == 200


def test_an_over_long_history_search_is_a_400(signed_in_client):
    response = signed_in_client.get("/ask/history/", {"q": "x" * (magisterium.MAX_QUERY_CHARS + 1)})
    assert response.status_code == 400
    assert "Please use at most 500 characters" in response.content.decode()


def test_an_empty_history_invites_a_first_question(signed_in_client):
    html = signed_in_client.get("/ask/history/").content.decode()
    assert "You have not asked anything yet." in html


def test_deleting_asks_for_confirmation_then_removes_the_thread(signed_in_client, stored_thread):
    thread = stored_thread(signed_in_client.user, "Delete me", "and me")
    confirm = signed_in_client.get(f"/ask/threads/{thread.pk}/delete/")
    assert confirm.status_code == 200
    html = confirm.content.decode()
    assert "Delete this conversation?" in html and "its 2 answers" in html
    assert Thread.objects.filter(pk=thread.pk).exists()  # a GET deletes nothing

    response = signed_in_client.post(f"/ask/threads/{thread.pk}/delete/", follow=True)
    assert response.redirect_chain[-1][0] == "/ask/history/"
    assert "The conversation was deleted." in response.content.decode()
    assert not Thread.objects.filter(pk=thread.pk).exists()
    assert Exchange.objects.count() == 0


# --- Two users: nobody sees or deletes another's history (SECURITY.md §13) ---------------------


def test_another_users_thread_is_a_404(signed_in_client, other_client, stored_thread):
    mine = stored_thread(signed_in_client.user, "My private question")
    assert signed_in_client.get(f"/ask/threads/{mine.pk}/").status_code == 200
    assert other_client.get(f"/ask/threads/{mine.pk}/").status_code == 404
    assert other_client.get(f"/ask/threads/{mine.pk}/delete/").status_code == 404
    assert other_client.get("/ask/threads/999999/").status_code == 404


def test_another_user_cannot_delete_or_follow_up_in_my_thread(
    signed_in_client, other_client, stored_thread, sandbox
):
    mine = stored_thread(signed_in_client.user, "My private question")
    assert other_client.post(f"/ask/threads/{mine.pk}/delete/").status_code == 404
    follow_up = other_client.post(f"/ask/threads/{mine.pk}/", {"question": "Hijack?"})
    assert follow_up.status_code == 404
    assert Thread.objects.filter(pk=mine.pk).exists()
    assert mine.exchanges.count() == 1
    assert sandbox.requests()["total"] == 0


def test_history_lists_only_the_users_own_threads(signed_in_client, other_client, stored_thread):
    stored_thread(signed_in_client.user, "Mine about the rosary")
    stored_thread(other_client.user, "Theirs about pilgrimages")
    mine = signed_in_client.get("/ask/history/").content.decode()
    theirs = other_client.get("/ask/history/", {"q": "rosary"}).content.decode()
    assert "Mine about the rosary" in mine and "Theirs about pilgrimages" not in mine
    assert "Mine about the rosary" not in theirs


def test_the_history_page_makes_the_same_number_of_queries_for_more_threads(
    signed_in_client, stored_thread
):
    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            assert signed_in_client.get("/ask/history/").status_code == 200
        return len(captured.captured_queries)

    stored_thread(signed_in_client.user, "One", "two")
    few = queries()
    for n in range(6):
        stored_thread(signed_in_client.user, f"More {n}", "and more")
    assert queries() == few
