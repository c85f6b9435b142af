"""History search shows where each conversation matched: a snippet around the match with the
matched words marked, escaped first; and the page costs no query more than without it."""

import re

import pytest

from portal.library import marking
from portal.library.views import HISTORY_PAGE_SIZE
from tests.html import one, page, texts
from tests.library.test_history import member, stored_thread  # noqa: F401 - fixtures, reused

pytestmark = pytest.mark.django_db

LONG_ANSWER = (
    "The Church has always taught many things. " * 12
    + "In the **Magnificat** Mary proclaims the greatness of the Lord. "
    + "Much more follows about other subjects entirely. " * 12
)


def items(html: str) -> list[str]:
    return html.split('<li class="card history-item">')[1:]


def snippet_of(item: str) -> str | None:
    match = re.search(r'<p class="history-snippet">(.*?)</p>', item, re.DOTALL)
    return match.group(1) if match else None


def test_a_match_in_an_answer_is_shown_in_a_marked_snippet_around_it(member, stored_thread):  # noqa: F811
    client = member()
    stored_thread(client.user, "About Our Lady's canticle", answer_text=LONG_ANSWER)
    html = client.get("/ask/history/", {"q": "MARY proclaims"}).content.decode()
    [item] = items(html)
    shown = snippet_of(item)
    assert shown is not None
    assert "In the Magnificat <mark>Mary proclaims</mark> the greatness" in shown
    assert shown.startswith("… ") and shown.endswith(" …")  # cut, and says so
    assert len(re.sub(r"<[^>]+>", "", shown)) < 300
    assert "**" not in shown  # Markdown's marks are not shown as text


def test_a_match_in_the_title_is_marked_there(member, stored_thread):  # noqa: F811
    client = member()
    stored_thread(client.user, "What is grace?", answer_text="A gift.")
    [item] = items(client.get("/ask/history/", {"q": "GRACE"}).content.decode())
    one(page(item), 'h2[class="history-title"] > a:first-child[href^="/ask/threads/"]')
    assert "What is <mark>grace</mark>?" in item
    assert snippet_of(item) is None  # nothing else matched: the title says it


def test_a_match_in_a_follow_up_question_is_the_snippet(member, stored_thread):  # noqa: F811
    client = member()
    stored_thread(client.user, "First question", "And the Benedictus?", answer_text="Yes.")
    [item] = items(client.get("/ask/history/", {"q": "benedictus"}).content.decode())
    assert snippet_of(item) == "And the <mark>Benedictus</mark>?"


def test_snippets_escape_first_then_mark(member, stored_thread):  # noqa: F811
    client = member()
    hostile = 'Text <script>alert("x")</script> and <b>bold</b> grace <mark>fake</mark>.'
    stored_thread(client.user, "<i>Title</i> grace", answer_text=hostile)
    html = client.get("/ask/history/", {"q": "grace"}).content.decode()
    [item] = items(html)
    assert "<script>" not in item and "<b>" not in item and "<i>" not in item
    assert "&lt;i&gt;Title&lt;/i&gt; <mark>grace</mark>" in item
    shown = snippet_of(item)
    assert "&lt;b&gt;bold&lt;/b&gt; <mark>grace</mark> &lt;mark&gt;fake&lt;/mark&gt;." in shown
    # A search for markup itself marks the escaped text, never inside a tag.
    html = client.get("/ask/history/", {"q": "<b>bold"}).content.decode()
    assert "<mark>&lt;b&gt;bold</mark>&lt;/b&gt;" in snippet_of(items(html)[0])


def test_case_and_width_are_folded_as_the_search_folds_them(member, stored_thread):  # noqa: F811
    client = member()
    stored_thread(client.user, "Emmaus", answer_text="Die Straße nach Emmaus ist lang.")
    [item] = items(client.get("/ask/history/", {"q": "STRASSE nach"}).content.decode())
    assert snippet_of(item) == "Die <mark>Straße nach</mark> Emmaus ist lang."


def test_the_plain_list_has_no_snippets(member, stored_thread):  # noqa: F811
    client = member()
    stored_thread(client.user, "About grace", answer_text="Grace perfects nature.")
    html = client.get("/ask/history/").content.decode()
    assert "history-snippet" not in html and not page(html).select("mark")


def test_snippets_cost_no_extra_query(member, stored_thread, django_assert_num_queries):  # noqa: F811
    client = member()
    for n in range(HISTORY_PAGE_SIZE + 2):
        stored_thread(client.user, f"Question {n}", "A follow-up", answer_text="On grace.")
    # As test_history's count: session, user, the page, its exchanges, the header's plan mark.
    with django_assert_num_queries(5):
        html = client.get("/ask/history/", {"q": "grace"}).content.decode()
    assert len(page(html).select('p[class="history-snippet"]')) == HISTORY_PAGE_SIZE


def test_snippet_cuts_at_word_ends():
    text = " ".join(f"word{n}" for n in range(200)) + " target " + "tail " * 100
    shown = marking.snippet(text, "target", width=60)
    visible = re.sub(r"</?mark>", "", shown)
    assert texts(page(shown), "mark") == ["target"]
    assert visible.startswith("… word") and visible.endswith(" …")
    assert all(re.fullmatch(r"word\d+|target|tail|…", w) for w in visible.split())
    assert marking.snippet("nothing here", "absent") is None
