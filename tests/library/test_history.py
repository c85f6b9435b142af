"""History: every question a user asked, newest first, searchable, deletable, and private."""

import datetime as dt
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from portal import magisterium
from portal.library import selectors, services
from portal.library.models import Exchange, Thread
from portal.library.views import HISTORY_PAGE_SIZE

pytestmark = pytest.mark.django_db


def answer(text: str = "An answer.") -> magisterium.Answer:
    return magisterium.Answer(
        text=text, citations=[], related_questions=[], task_id="task", context_id="ctx"
    )


@pytest.fixture
def stored_thread():
    """A thread as question_ask leaves it (through services.exchange_record, which keeps the
    search text), without spending upstream calls; dated `minutes_ago`."""

    def store(owner, *questions: str, answer_text: str = "An answer.", minutes_ago: int = 0):
        thread = None
        for question in questions:
            exchange = services.exchange_record(
                owner=owner, thread=thread, question=question, answer=answer(answer_text)
            )
            thread = exchange.thread
        when = timezone.now() - dt.timedelta(minutes=minutes_ago)
        Thread.objects.filter(pk=thread.pk).update(created_at=when, updated_at=when)
        Exchange.objects.filter(thread=thread).update(asked_at=when)
        return thread

    return store


@pytest.fixture
def member(django_user_model):
    """A signed-in client for a user with no Magisterium connection: the history needs none."""

    def make(username: str = "member") -> Client:
        client = Client()
        client.user = django_user_model.objects.create_user(username=username)
        client.force_login(client.user)
        return client

    return make


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
    stored_thread(user, "About baptism", answer_text="Water and the Spirit.")
    stored_thread(user, "About prayer", answer_text="Lifting the heart to God.")
    stored_thread(user, "About fasting", answer_text="Nothing relevant.")

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
    assert "Conversations 1–10 matching “grace”; older ones follow." in first
    assert "Page 1<" in first
    second = signed_in_client.get("/ask/history/", {"q": "grace", "page": 2}).content.decode()
    assert "Question number 12" in second and "Question number 00" not in second
    assert "Conversations 11–13 of 13 matching “grace”." in second
    assert "Page 2 of 2" in second and 'href="?q=grace&amp;page=1"' in second
    assert "page=3" not in second
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


# --- Two users: nobody sees or deletes another's history (docs/security.md §13) -------------------


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


# --- Search: one indexed column, kept by the write path; paging without a count ------------


def test_follow_ups_are_searchable_as_soon_as_they_are_stored(member, stored_thread):
    client = member()
    thread = stored_thread(client.user, "First question", answer_text="About the Magnificat.")
    loaded = Thread.objects.get(pk=thread.pk)  # as a caller holding the whole row has it
    services.exchange_record(
        owner=client.user, thread=loaded, question="And the Benedictus?",
        answer=answer("Zechariah's canticle at Lauds."),
    )  # fmt: skip
    assert "zechariah's canticle" in loaded.search_text  # the in-memory row is not stale
    for query in ("MAGNIFICAT", "benedictus", "canticle at lauds"):
        html = client.get("/ask/history/", {"q": query}).content.decode()
        assert "1 conversation matches" in html, query
        assert "And the Benedictus?" in html


def test_search_ignores_case_beyond_ascii_and_takes_wildcards_literally(member, stored_thread):
    client = member()
    stored_thread(client.user, "Čemu služi post?", answer_text="Die Straße nach Emmaus.")
    stored_thread(client.user, "Rates", answer_text="Half of it: 50% off, a_b.")
    for query, expected in [("ČEMU SLUŽI", "Čemu"), ("STRASSE", "Čemu"), ("50%", "Rates"),
                            ("a_b", "Rates")]:  # fmt: skip
        html = client.get("/ask/history/", {"q": query}).content.decode()
        assert "1 conversation matches" in html and expected in html, query
    for query in ("a%b", "50_", "h_lf", "e%s"):  # LIKE's wildcards match only themselves
        html = client.get("/ask/history/", {"q": query}).content.decode()
        assert "No question or answer matches" in html, query


def test_search_never_shows_another_users_threads(member, stored_thread):
    mine, theirs = member("mine"), member("theirs")
    stored_thread(mine.user, "My rosary question", answer_text="Mysteries.")
    for n in range(HISTORY_PAGE_SIZE + 2):
        stored_thread(theirs.user, f"Their rosary question {n}", answer_text="Mysteries.")
    for query in ("rosary", "mysteries", ""):
        html = mine.get("/ask/history/", {"q": query}).content.decode()
        assert "My rosary question" in html and "Their rosary" not in html, query
        assert "1 conversation" in html and "page=2" not in html
    html = theirs.get("/ask/history/", {"q": "rosary", "page": 2}).content.decode()
    assert "My rosary question" not in html and "Their rosary question 0" in html


def pages(client, query: str = "") -> list[list[str]]:
    """Every page's thread titles, following the Older links until there is none."""
    found, number = [], 1
    while True:
        html = client.get("/ask/history/", {"q": query, "page": number}).content.decode()
        found.append(re.findall(r'class="history-title"><a href="[^"]*">([^<]*)</a>', html))
        if f"page={number + 1}" not in html:
            return found
        number += 1


def test_paging_walks_every_thread_once_latest_first(member, stored_thread):
    client = member()
    for n in range(2 * HISTORY_PAGE_SIZE + 5):  # three pages; every other one mentions grace
        words = "grace" if n % 2 else "mercy"
        stored_thread(client.user, f"Thread {n:02d}", answer_text=words, minutes_ago=n)
    everything = pages(client)
    assert [len(p) for p in everything] == [HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 5]
    titles = [f"Thread {n:02d}" for n in range(2 * HISTORY_PAGE_SIZE + 5)]
    assert [title for page in everything for title in page] == titles
    graces = pages(client, "GRACE")
    assert [title for page in graces for title in page] == titles[1::2]
    assert [len(p) for p in graces] == [HISTORY_PAGE_SIZE, 2]

    last = client.get("/ask/history/", {"page": 3}).content.decode()
    assert "Conversations 21–25 of 25, latest first." in last and "Page 3 of 3" in last
    middle = client.get("/ask/history/", {"page": 2}).content.decode()
    assert "Conversations 11–20, latest first; older ones follow." in middle
    assert 'href="?page=1" rel="prev"' in middle and 'href="?page=3" rel="next"' in middle


@pytest.mark.parametrize("page", ["0", "-3", "nonsense", "", "1e3"])
def test_a_page_that_is_not_a_page_number_is_the_first(member, stored_thread, page):
    client = member()
    stored_thread(client.user, "Only thread")
    html = client.get("/ask/history/", {"page": page}).content.decode()
    assert "1 conversation, latest first." in html and "Only thread" in html


@pytest.mark.parametrize("page", ["2", "99", str(10**30)])
def test_a_page_past_the_end_says_so_and_links_back(member, stored_thread, page):
    client = member()
    stored_thread(client.user, "Only thread about grace")
    response = client.get("/ask/history/", {"q": "grace", "page": page})
    assert response.status_code == 200
    html = response.content.decode()
    assert "There is nothing on page" in html and 'href="?q=grace&amp;page=1"' in html
    assert "Only thread" not in html


def test_the_history_page_costs_a_fixed_number_of_queries(
    member, stored_thread, django_assert_num_queries
):
    client = member()
    for n in range(HISTORY_PAGE_SIZE + 5):
        stored_thread(client.user, f"Question {n} on grace", "and a follow-up", minutes_ago=n)
    # The session, the user, the page (plus one row, and no count), the page's questions,
    # and the header's plan mark (base.html).
    for params in ({}, {"q": "grace"}, {"q": "follow-up", "page": 2}, {"page": 2}):
        with django_assert_num_queries(5):
            assert client.get("/ask/history/", params).status_code == 200
    with django_assert_num_queries(4):  # nothing found: no questions to read
        assert client.get("/ask/history/", {"q": "indulgences"}).status_code == 200


def many_threads(owner, count: int) -> None:
    """`count` threads in bulk, each with about 1 KB of answer, their search text as
    exchange_record keeps it (the exchanges themselves play no part in the search)."""
    now = timezone.now()
    filler = " The Church teaches that grace perfects nature." * 20
    Thread.objects.bulk_create(
        Thread(owner=owner, title=f"Thread {n}", updated_at=now - dt.timedelta(minutes=n),
               search_text=Thread.search_text_for(f"Question {n}", f"Answer #{n}.{filler}"))
        for n in range(count)
    )  # fmt: skip


def plan(queryset) -> str:
    """The database's plan for `queryset`; on PostgreSQL with sequential scans off (until the
    test's transaction ends), since on a test-sized table reading everything can be cheapest."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            # What autovacuum does between bulk writes and searches: fresh rows wait in the
            # GIN index's pending list, which the planner rightly prices as a slow read.
            cursor.execute("SELECT gin_clean_pending_list('library_thread_search_trgm')")
            cursor.execute("ANALYZE library_thread")
            cursor.execute("SET LOCAL enable_seqscan = off")
    return queryset.explain()


def test_a_search_reads_the_search_index_and_the_list_reads_in_order(member):
    client = member()
    many_threads(client.user, 2_000)
    many_threads(member("neighbour").user, 500)
    search = selectors.thread_search(owner=client.user, query="1234")
    listing = selectors.thread_search(owner=client.user)
    search_plan = plan(search[: HISTORY_PAGE_SIZE + 1])
    listing_plan = plan(listing[5 * HISTORY_PAGE_SIZE : 6 * HISTORY_PAGE_SIZE + 1])
    assert [t.title for t in search] == ["Thread 1234"]
    if connection.vendor == "postgresql":
        # One GIN index answers both the owner and the text (not a bitmap of all the owner's
        # threads, nor every user's matches).
        assert re.search(
            r"Bitmap Index Scan on library_thread_search_trgm.*\n.*Index Cond: "
            r"\(\(owner_id = \d+\) AND \(search_text ~~ '%1234%'::text\)\)",
            search_plan,
        ), search_plan
        assert "Seq Scan" not in search_plan
        # The list is the recency index read in order: no sort, stopped after the page.
        assert "Index Scan using library_thread_recent" in listing_plan, listing_plan
        assert "Sort" not in listing_plan and "Seq Scan" not in listing_plan
    else:
        # SQLite has no trigram index: both read the recency index in the page's order (no
        # sort step), so a search stops as soon as it has its page.
        for found in (search_plan, listing_plan):
            assert "USING INDEX library_thread_recent (owner_id=?)" in found, found
            assert "TEMP B-TREE" not in found
