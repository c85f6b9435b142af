"""Ask: cited answers stored as threads, follow-ups in one upstream context, errors as a user
sees them, bad input refused before anything is sent, and nothing hostile rendered live."""

import re

import pytest
from django.template.loader import render_to_string
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from portal import magisterium
from portal.accounts.tokens import user_token_for
from portal.library.models import Exchange, Thread
from portal.magisterium import transport
from tests.examples import examples
from tests.html import page as parse
from tests.html import some
from tests.library.conftest import assert_no_live_script, question_box
from tests.library.test_reader import HOSTILE_TEXT

pytestmark = pytest.mark.django_db

QUESTION = "What does the Church teach about care for creation?"


def thread_id_from(response) -> int:
    match = re.fullmatch(r"/ask/threads/(\d+)/#latest", response.url)
    assert match, response.url
    return int(match.group(1))


def upstream_task(user, task_id: str):
    """The task as the sandbox stored it (what upstream saw), read back with tasks/get."""
    return transport.tasks_get(access_token=user_token_for(user).access_token, task_id=task_id)


def test_the_ask_page_has_a_question_form(signed_in_client, sandbox, tags):
    response = signed_in_client.get("/ask/")
    assert response.status_code == 200
    page = tags(response.content.decode())
    assert page.find("textarea", name="question", id="id_question")
    assert page.find("label", **{"for": "id_question"})
    assert page.find("form", method="post", action="/ask/")
    assert page.find("div", role="status", **{"aria-live": "polite"})
    assert sandbox.requests()["total"] == 0


def test_asking_stores_the_answer_and_redirects_to_its_thread(signed_in_client, sandbox, ask):
    response = ask(QUESTION)
    assert response.status_code == 302
    thread = Thread.objects.get(pk=thread_id_from(response))
    assert thread.owner == signed_in_client.user
    assert thread.title == QUESTION
    assert thread.context_id
    [exchange] = thread.exchanges.all()
    assert exchange.question == QUESTION
    assert exchange.answer_text.startswith("**Sandbox answer.**")  # raw upstream text
    assert exchange.task_id
    assert exchange.citations[0]["document_id"] == "laudato-si"
    assert len(exchange.related_questions) == 3
    assert sandbox.requests()["by_skill"] == {"catholic_qa": 1}


def test_the_thread_shows_the_answer_with_citations_linked_to_the_reader(
    signed_in_client, sandbox, ask, tags
):
    response = signed_in_client.get(ask(QUESTION).url)
    assert response.status_code == 200
    html = response.content.decode()
    some(parse(html), "strong", "Sandbox answer.")  # Markdown rendered
    page = tags(html)
    reader_links = [a["href"] for a in page.find("a", **{"class": "citation-title"})]
    # At the passage cited (tests/library/test_citations.py follows it there).
    assert re.fullmatch(r"/library/documents/laudato-si/\?passage=\d+#passage-\d+", reader_links[0])
    assert signed_in_client.get(reader_links[0]).status_code == 200


def test_a_citation_without_a_document_id_links_to_its_own_url(
    signed_in_client, sandbox, ask, tags
):
    response = signed_in_client.get(ask("What is xyzzy plugh quux?").url)
    citations = tags(response.content.decode()).find("a", **{"class": "citation-title"})
    hrefs = {a["href"]: a.get("rel") for a in citations}
    assert any(href.startswith("/library/documents/catechism/?passage=") for href in hrefs)
    assert hrefs["https://www.vatican.va/"] == "noopener noreferrer"


def test_a_related_question_follow_up_keeps_the_conversation_context(
    signed_in_client, sandbox, ask, tags
):
    first = ask(QUESTION)
    thread = Thread.objects.get(pk=thread_id_from(first))
    page = tags(signed_in_client.get(first.url).content.decode())
    related = page.find("input", type="hidden", name="question")[0]["value"]
    assert page.find("form", method="post", action=f"/ask/threads/{thread.pk}/")

    follow_up = signed_in_client.post(f"/ask/threads/{thread.pk}/", {"question": related})

    assert thread_id_from(follow_up) == thread.pk
    assert Thread.objects.count() == 1
    thread.refresh_from_db()
    one, two = thread.exchanges.all()
    assert two.question == related
    # The sandbox saw the same contextId on both message/send calls.
    user = signed_in_client.user
    assert upstream_task(user, one.task_id).context_id == thread.context_id
    assert upstream_task(user, two.task_id).context_id == thread.context_id
    assert upstream_task(user, two.task_id).history[0].context_id == thread.context_id


def test_the_thread_reads_as_a_conversation_in_order(signed_in_client, sandbox, ask):
    thread = Thread.objects.get(pk=thread_id_from(ask(QUESTION)))
    ask("Which saints are associated with care for creation?", thread=thread)
    html = signed_in_client.get(f"/ask/threads/{thread.pk}/").content.decode()
    assert html.count('class="exchange"') == 2
    assert html.index(QUESTION) < html.index("Which saints are associated")
    assert html.index('id="latest"') > html.index(QUESTION)


def test_a_new_question_starts_a_new_conversation(signed_in_client, sandbox, ask):
    one = Thread.objects.get(pk=thread_id_from(ask(QUESTION)))
    two = Thread.objects.get(pk=thread_id_from(ask("¿Qué enseña la Iglesia sobre la oración?")))
    assert one.pk != two.pk and one.context_id != two.context_id
    assert "Respuesta de prueba" in two.exchanges.get().answer_text  # answered in Spanish


# --- Bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize("question", ["", "   \n  "])
def test_an_empty_question_is_refused_and_never_sent(signed_in_client, sandbox, ask, question):
    response = ask(question)
    assert response.status_code == 400
    assert "Please type a question." in response.content.decode()
    assert sandbox.requests()["total"] == 0
    assert Exchange.objects.count() == 0


def test_an_over_long_question_is_refused_with_400_kept_in_the_box_and_never_sent(
    signed_in_client, sandbox, ask
):
    question = "Why? " * 401  # 2005 characters, 2004 once stripped
    response = ask(question)
    assert response.status_code == 400
    html = response.content.decode()
    assert "Please use at most 2000 characters (you typed 2004)." in html
    assert question_box(html) == question  # exactly as typed
    assert sandbox.requests()["total"] == 0


def test_an_over_long_follow_up_is_refused_on_the_thread_page(signed_in_client, sandbox, ask):
    thread = Thread.objects.get(pk=thread_id_from(ask(QUESTION)))
    sandbox.reset_requests()
    response = ask("x" * (magisterium.MAX_QUESTION_CHARS + 1), thread=thread)
    assert response.status_code == 400
    assert QUESTION in response.content.decode()  # still the thread page
    assert sandbox.requests()["total"] == 0
    assert thread.exchanges.count() == 1


def test_the_ask_pages_need_a_signed_in_user(client, sandbox):
    for url in ["/ask/", "/ask/history/", "/ask/threads/1/"]:
        response = client.get(url)
        assert response.status_code == 302 and "/accounts/login/" in response.url
    assert client.post("/ask/", {"question": QUESTION}).status_code == 302
    assert sandbox.requests()["total"] == 0


# --- Upstream errors as a user sees them ----------------------------------------------------------

TYPED = "What does Gaudium et spes say about the family?"


@pytest.mark.parametrize(
    ("fault", "status", "message"),
    [
        ("plan_required", 403, "This needs a paid Magisterium plan"),
        ("http_500", 503, "Magisterium is not answering right now."),
        ("html_error", 503, "Magisterium is not answering right now."),
        ("internal_error", 503, "Magisterium is not answering right now."),
        ("non_json", 502, "Magisterium sent an answer we could not read."),
        ("malformed_task", 502, "Magisterium sent an answer we could not read."),
        ("task_failed", 502, "Magisterium could not complete this request."),
    ],
)
def test_each_upstream_error_has_its_status_and_message_and_keeps_the_question(
    signed_in_client, sandbox, ask, fault, status, message
):
    sandbox.fault(fault, count=1)
    response = ask(TYPED)
    assert response.status_code == status
    html = response.content.decode()
    assert message in html
    assert 'role="alert"' in html
    assert question_box(html) == TYPED
    assert Exchange.objects.count() == 0


def test_a_timeout_is_a_503_with_the_question_kept(signed_in_client, sandbox, ask, settings):
    settings.MAGISTERIUM_TIMEOUT = 0.5
    sandbox.configure(timeout_sleep=3)
    sandbox.fault("timeout", count=1)
    response = ask(TYPED)
    assert response.status_code == 503
    html = response.content.decode()
    assert "Magisterium did not answer in time. Your question was not lost" in html
    assert question_box(html) == TYPED


def test_an_expired_sign_in_is_a_401_with_a_sign_in_button(signed_in_client, sandbox, ask, tags):
    sandbox.fault("unauthorized", count=2)  # the first call and the retry after a refresh
    response = ask(TYPED)
    assert response.status_code == 401
    html = response.content.decode()
    assert "Please sign in with Magisterium" in html
    # One click starts the OAuth flow again (a form of its own, not nested in the ask form).
    page = tags(html)
    assert page.find("form", method="post", action="/accounts/magisterium/login/")
    assert page.find("input", name="next", value="/ask/")
    assert question_box(html) == TYPED


def test_a_user_without_a_magisterium_connection_is_asked_to_sign_in(
    client, django_user_model, sandbox
):
    client.force_login(django_user_model.objects.create_user(username="local-staff"))
    assert client.get("/ask/").status_code == 200
    response = client.post("/ask/", {"question": TYPED})
    assert response.status_code == 401
    assert "Sign in with Magisterium" in response.content.decode()
    assert sandbox.requests()["total"] == 0


def test_upstream_rate_limit_on_submit_is_a_429_with_a_countdown(
    signed_in_client, sandbox, ask, tags
):
    sandbox.fault("rate_limit_burst", count=1, retry_after=30)
    response = ask(TYPED)
    assert response.status_code == 429
    assert response["Retry-After"] == "30"
    html = response.content.decode()
    assert "wait 30 seconds" in html
    page = tags(html)
    assert page.find("p", **{"data-countdown": "30"})
    assert "disabled" in page.find("button", type="submit", **{"class": "primary"})[0]
    assert question_box(html) == TYPED


def test_reaching_the_question_limit_disables_ask_with_a_live_countdown(
    signed_in_client, sandbox, ask, settings, tags
):
    settings.MAGISTERIUM_QA_RATE_LIMIT = 2
    page = tags(signed_in_client.get("/ask/").content.decode())
    assert "disabled" not in page.find("button", type="submit", **{"class": "primary"})[0]
    ask(QUESTION)
    ask("How should we pray?")

    html = signed_in_client.get("/ask/").content.decode()
    page = tags(html)
    [countdown] = [a for t, a in page.elements if "data-countdown" in a]
    assert 0 < int(countdown["data-countdown"]) <= 60
    assert "You can ask again in" in html
    assert "disabled" in page.find("button", type="submit", **{"class": "primary"})[0]
    assert "/static/js/core/countdown." in html

    refused = ask("One more?")  # sent anyway (no JS): refused locally, never upstream
    assert refused.status_code == 429
    assert question_box(refused.content.decode()) == "One more?"
    assert sandbox.requests()["by_skill"] == {"catholic_qa": 2}


# --- Untrusted text -----------------------------------------------------------------------------


def test_a_hostile_answer_has_no_live_markup(signed_in_client, sandbox, ask):
    response = signed_in_client.get(ask("Please explain the sandbox-hostile document").url)
    html = response.content.decode()
    assert "Rendering test:" in html
    assert "&lt;script&gt;" in html
    assert_no_live_script(html)


CITATION = st.fixed_dictionaries(
    {
        "title": HOSTILE_TEXT | st.none(),
        "url": HOSTILE_TEXT | st.sampled_from(["javascript:alert(1)", "data:text/html,x"]),
        "document_id": HOSTILE_TEXT | st.none() | st.just("../.."),
        "ref": HOSTILE_TEXT | st.none(),
        "text": HOSTILE_TEXT | st.none(),
    }
)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    question=HOSTILE_TEXT,
    answer=HOSTILE_TEXT,
    citations=st.lists(CITATION, max_size=3),
)
def test_the_answer_partial_never_renders_live_markup_from_generated_text(
    question, answer, citations
):
    exchange = Exchange(pk=1, question=question, answer_text=answer, citations=citations)
    assert_no_live_script(render_to_string("library/_exchange.html", {"exchange": exchange}))


@settings(max_examples=examples(75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(related=st.lists(HOSTILE_TEXT, min_size=1, max_size=3))
def test_related_questions_never_render_live_markup(related):
    exchange = Exchange(pk=1, question="q", answer_text="a", related_questions=related)
    html = render_to_string(
        "library/_ask_panel.html",
        {"latest": exchange, "action": "/ask/threads/1/", "form": None, "time_limit_ms": 1},
    )
    assert_no_live_script(html)
