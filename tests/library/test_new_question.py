"""A thread's page offers two distinct actions: a follow-up stays in the thread (and its
upstream context), a new question starts a thread of its own; and /ask/?q= fills the box."""

import pytest

from portal import magisterium
from portal.library.models import Thread
from tests.library.conftest import question_box
from tests.library.test_ask import QUESTION, thread_id_from, upstream_task

pytestmark = pytest.mark.django_db

UNRELATED = "When was the Council of Trent?"


@pytest.fixture
def first_thread(ask):
    return Thread.objects.get(pk=thread_id_from(ask(QUESTION)))


def test_a_thread_offers_a_follow_up_and_a_new_question_as_two_labelled_buttons(
    signed_in_client, sandbox, first_thread, tags
):
    html = signed_in_client.get(first_thread.get_absolute_url()).content.decode()
    page = tags(html)
    buttons = {b["value"]: b for b in page.find("button", name="start")}
    assert set(buttons) == {"follow-up", "new"}
    assert all(b["aria-describedby"] == "ask-choice-help" for b in buttons.values())
    assert ">Ask a follow-up</button>" in html and ">Ask a new question</button>" in html
    assert page.find("p", id="ask-choice-help")
    assert "A new question starts a separate conversation, with its own title" in html
    # One form, to this thread: the button pressed decides (so it works without JavaScript).
    assert page.find("form", method="post", action=first_thread.get_absolute_url())


def test_the_ask_page_itself_has_one_plain_ask_button(signed_in_client, sandbox, tags):
    html = signed_in_client.get("/ask/").content.decode()
    assert tags(html).find("button", name="start") == []
    assert ">Ask</button>" in html


def test_a_new_question_from_a_thread_starts_a_new_thread_with_its_own_title(
    signed_in_client, sandbox, first_thread
):
    response = signed_in_client.post(
        first_thread.get_absolute_url(), {"question": UNRELATED, "start": "new"}
    )
    assert response.status_code == 302
    new = Thread.objects.get(pk=thread_id_from(response))
    assert new.pk != first_thread.pk
    assert new.title == UNRELATED and new.owner == signed_in_client.user
    assert [e.question for e in new.exchanges.all()] == [UNRELATED]
    first_thread.refresh_from_db()
    assert first_thread.title == QUESTION
    assert [e.question for e in first_thread.exchanges.all()] == [QUESTION]
    # Upstream read it as a conversation of its own, not as part of the first.
    user = signed_in_client.user
    task = upstream_task(user, new.exchanges.get().task_id)
    assert task.context_id == new.context_id != first_thread.context_id
    history = signed_in_client.get("/ask/history/").content.decode()
    assert "2 conversations, latest first." in history


@pytest.mark.parametrize("start", ["follow-up", None])
def test_a_follow_up_stays_in_the_thread(signed_in_client, sandbox, first_thread, start):
    data = {"question": "And what about water?"} | ({"start": start} if start else {})
    response = signed_in_client.post(first_thread.get_absolute_url(), data)
    assert thread_id_from(response) == first_thread.pk
    assert Thread.objects.count() == 1
    _, two = first_thread.exchanges.all()
    assert two.question == "And what about water?"
    first_thread.refresh_from_db()
    assert first_thread.title == QUESTION
    task = upstream_task(signed_in_client.user, two.task_id)
    assert task.context_id == first_thread.context_id


def test_an_unknown_choice_is_a_400_and_asks_nothing(signed_in_client, sandbox, first_thread):
    before = sandbox.requests()["total"]
    response = signed_in_client.post(
        first_thread.get_absolute_url(), {"question": UNRELATED, "start": "elsewhere"}
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert "Please choose a follow-up or a new question." in html
    assert question_box(html) == UNRELATED  # nothing typed is lost
    assert sandbox.requests()["total"] == before
    assert Thread.objects.count() == 1


def test_a_new_question_that_fails_keeps_the_thread_page_and_the_question(
    signed_in_client, sandbox, first_thread
):
    sandbox.fault("http_500", count=1, skills=["catholic_qa"])
    response = signed_in_client.post(
        first_thread.get_absolute_url(), {"question": UNRELATED, "start": "new"}
    )
    assert response.status_code == 503
    html = response.content.decode()
    assert question_box(html) == UNRELATED
    assert ">Ask a new question</button>" in html
    assert Thread.objects.count() == 1


def test_the_ask_page_takes_a_question_to_prefill_and_asks_nothing(signed_in_client, sandbox):
    response = signed_in_client.get("/ask/", {"q": "What does Laudato si' say about water?"})
    assert response.status_code == 200
    assert question_box(response.content.decode()) == "What does Laudato si' say about water?"
    assert "errorlist" not in response.content.decode()
    assert sandbox.requests()["total"] == 0
    assert Thread.objects.count() == 0


def test_a_prefill_is_escaped_and_cut_to_the_question_limit(signed_in_client, sandbox):
    hostile = "</textarea><script>alert(1)</script>"
    html = signed_in_client.get("/ask/", {"q": hostile}).content.decode()
    assert "<script>alert(1)" not in html
    assert question_box(html) == hostile
    long = "x" * (magisterium.MAX_QUESTION_CHARS + 50)
    html = signed_in_client.get("/ask/", {"q": long}).content.decode()
    assert question_box(html) == "x" * magisterium.MAX_QUESTION_CHARS
    assert signed_in_client.get("/ask/", {"q": ""}).status_code == 200
