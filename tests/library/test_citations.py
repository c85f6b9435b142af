"""Citations that lead somewhere and a reader that leads on: marks in an answer link to their
source entries (one set of ids per exchange), entries open the reader at the cited passage,
the reader shows its title once, links the same author's other documents, offers "Ask about
this document" and marks the words of the search it came from. All of it safely."""

import re
from html import unescape

import pytest
from django.template.loader import render_to_string
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from portal.library import citations, marking, reader
from portal.library.models import Thread
from sandbox import catalog
from tests.examples import examples
from tests.html import attrs, one, some, text, texts
from tests.html import page as parse
from tests.library.conftest import assert_no_live_script, question_box
from tests.library.test_reader import HOSTILE_TEXT

pytestmark = pytest.mark.django_db

DEACONS = "What does a deacon do?"


def thread_of(response) -> Thread:
    match = re.fullmatch(r"/ask/threads/(\d+)/#latest", response.url)
    assert match, response.url
    return Thread.objects.get(pk=int(match.group(1)))


def answer_parts(text: str, cited: list) -> list:
    return [{"kind": "text", "text": text}, {"kind": "data", "data": {"citations": cited}}]


def test_each_mark_links_to_its_source_entry_and_each_entry_back_to_its_first_mark(
    signed_in_client, sandbox, ask, tags
):
    thread = thread_of(ask(DEACONS))
    [exchange] = thread.exchanges.all()
    page = tags(signed_in_client.get(thread.get_absolute_url()).content.decode())

    marks = page.find("a", **{"class": "citation-mark"})
    prefix = f"exchange-{exchange.pk}"
    assert {m["href"] for m in marks} == {f"#{prefix}-source-{n}" for n in (1, 2, 3)}
    for n in (1, 2, 3):
        [entry] = page.find("li", id=f"{prefix}-source-{n}")
        assert entry["class"] == "citation"
        # The first mark citing source n carries the id its back-link leads to.
        assert page.find("a", id=f"{prefix}-cites-{n}", href=f"#{prefix}-source-{n}")
        assert page.find("a", href=f"#{prefix}-cites-{n}", **{"class": "citation-back small"})
    assert len({m.get("id") for m in marks if m.get("id")}) == 3  # ids are unique


def test_a_source_entry_opens_the_reader_at_the_cited_passage_highlighted(
    signed_in_client, sandbox, ask, tags
):
    thread = thread_of(ask(DEACONS))
    [exchange] = thread.exchanges.all()
    cited = exchange.citations[1]
    assert cited["document_id"] == "lumen-gentium" and cited["paragraph"]
    page = tags(signed_in_client.get(thread.get_absolute_url()).content.decode())
    href = page.find("a", **{"class": "citation-title"})[1]["href"]
    number = cited["paragraph"]
    assert href == f"/library/documents/lumen-gentium/?passage={number}#passage-{number}"

    html = signed_in_client.get(href).content.decode()
    wrapper = one(parse(html), 'div[class="passage-cited"]#cited')  # the highlighted passage
    one(wrapper, f"#passage-{number}")
    body = catalog.document_fetch("lumen-gentium")["body"].split("\n\n")
    assert unescape(cited["passage"]) in wrapper.get_text()
    assert body[number - 1].startswith(cited["passage"])
    assert "The passage cited" in wrapper.get_text()


def test_the_reader_finds_a_passage_by_its_words_and_says_when_it_cannot(signed_in_client, sandbox):
    words = "describes the Church as the people of God"
    html = signed_in_client.get("/library/documents/lumen-gentium/", {"quote": words}).content
    wrapper = one(parse(html), 'div[class="passage-cited"]#cited')
    found = [tag["id"] for tag in wrapper.select('[id^="passage-"]')]
    numbers = [int(ident[len("passage-") :]) for ident in found if ident[8:].isdigit()]
    assert numbers and numbers[0] == reader.passage_with_words(
        catalog.document_fetch("lumen-gentium")["body"], words
    )

    for asked in ({"quote": "words found nowhere at all"}, {"passage": "99999"}, {"passage": "x"}):
        response = signed_in_client.get("/library/documents/lumen-gentium/", asked)
        assert response.status_code == 200
        html = response.content.decode()
        assert 'class="passage-cited"' not in html
        assert "could not be found in the document" in html


def test_marks_without_a_source_and_marks_in_code_or_links_stay_text(
    signed_in_client, sandbox, ask, tags
):
    cited = [
        {"title": "One", "document_id": "catechism"},
        {"title": "Two", "url": "https://a.example/"},
    ]
    sandbox.script_answer(
        "catholic_qa",
        answer_parts(
            "A [1][2] b [1, 2] c [7] d `x[1]` [e [2]](https://b.example/) f [1–2].", cited
        ),
    )
    thread = thread_of(ask("Anything"))
    [exchange] = thread.exchanges.all()
    html = signed_in_client.get(thread.get_absolute_url()).content.decode()
    answer = one(parse(html), 'div[class="prose answer-text"]')
    prefix = f"exchange-{exchange.pk}"
    marks = answer.select('a[class="citation-mark"][href^="#"]')
    linked = [(mark["href"][1:], text(mark)) for mark in marks]
    assert linked == [
        (f"{prefix}-source-1", "[1]"),
        (f"{prefix}-source-2", "[2]"),
        (f"{prefix}-source-1", "1"),
        (f"{prefix}-source-2", "2"),
        (f"{prefix}-source-1", "[1–2]"),
    ]
    assert "c [7] d" in text(answer)  # no source 7: plain text
    some(answer, "code", "x[1]")
    some(answer, 'a[href="https://b.example/"][rel="noopener noreferrer"]', "e [2]")
    # The external source entry links to its own site, the other to the reader (no passage).
    titles = tags(html).find("a", **{"class": "citation-title"})
    assert [a["href"] for a in titles] == ["/library/documents/catechism/", "https://a.example/"]


def test_two_exchanges_of_a_thread_have_their_own_source_ids(signed_in_client, sandbox, ask, tags):
    thread = thread_of(ask(DEACONS))
    ask("What is the rosary?", thread=thread)
    page = tags(signed_in_client.get(thread.get_absolute_url()).content.decode())
    one, two = thread.exchanges.all()
    for exchange in (one, two):
        marks = page.find("a", **{"class": "citation-mark"})
        assert any(m["href"] == f"#exchange-{exchange.pk}-source-1" for m in marks)
        assert page.find("li", id=f"exchange-{exchange.pk}-source-1")
    ids = [a["id"] for _, a in page.elements if a.get("id")]
    assert len(ids) == len(set(ids))


def test_old_answers_without_a_passage_still_link_to_the_reader(
    signed_in_client, sandbox, ask, tags
):
    thread = thread_of(ask(DEACONS))
    [exchange] = thread.exchanges.all()
    exchange.citations = [
        {k: c[k] for k in ("title", "url", "document_id", "ref", "text")}
        for c in exchange.citations
    ]
    exchange.save()
    page = tags(signed_in_client.get(thread.get_absolute_url()).content.decode())
    hrefs = [a["href"] for a in page.find("a", **{"class": "citation-title"})]
    assert hrefs == [f"/library/documents/{c['document_id']}/" for c in exchange.citations]


def test_the_reader_shows_the_title_once_and_links_more_from_the_author(
    signed_in_client, sandbox, tags
):
    response = signed_in_client.get("/library/documents/lumen-gentium/")
    html = response.content.decode()
    assert len(re.findall(r">\s*Lumen gentium\s*</h[12]>", html)) == 1
    page = tags(html)
    assert page.find("h2", id="related-documents-title")
    assert "More from Second Vatican Council in this library" in html
    related = catalog.document_fetch("lumen-gentium")["related"]
    links = parse(html).select('nav[class="related-documents"]')[0]
    hrefs = [a["href"] for a in links.select("a[href]") if list(a.attrs) == ["href"]]
    assert hrefs == [f"/library/documents/{r['id']}/" for r in related]
    assert signed_in_client.get(hrefs[0]).status_code == 200


def test_ask_about_this_document_prefills_the_question(signed_in_client, sandbox, tags):
    html = signed_in_client.get("/library/documents/lumen-gentium/").content.decode()
    [link] = tags(html).find("a", **{"class": "button secondary ask-about"})
    assert link["href"].startswith("/ask/?q=")
    asking = signed_in_client.get(link["href"])
    assert asking.status_code == 200
    assert question_box(asking.content.decode()) == (
        "What does “Lumen gentium” by Second Vatican Council teach?"
    )
    assert sandbox.requests()["by_skill"] == {"document_fetch": 1}  # nothing asked yet


def test_the_words_of_the_search_are_marked_in_the_document_only(signed_in_client, sandbox):
    response = signed_in_client.get(
        "/library/documents/laudato-si/", {"q": "care for our common home"}
    )
    html = response.content.decode()
    body = re.search(r'<div class="prose document-body">(.*)</article>', html, re.S).group(1)
    marked = texts(parse(body), 'mark[class="search-mark"]')
    assert marked and {m.casefold() for m in marked} <= {"care", "common", "home", "homes"}
    assert not re.search(r"<[^>]*<mark", body)  # never inside a tag
    assert "highlighted</mark> (" in html  # the note says so
    assert 'href="/library/?q=care%20for%20our%20common%20home"' in html  # back to the results


def test_search_words_never_make_markup_in_the_hostile_document(signed_in_client, sandbox):
    for query in ("script alert onerror", "img src javascript", "<mark>", '"><b>x'):
        response = signed_in_client.get("/library/documents/sandbox-hostile/", {"q": query})
        assert response.status_code == 200
        assert_no_live_script(response.content.decode())


def test_a_cited_paragraph_on_a_later_part_opens_that_part(signed_in_client, sandbox):
    paragraphs = [f"Paragraph {n}. " + "word " * 2000 for n in range(1, 41)]  # about 400 kB
    document = {"id": "long-doc", "title": "Long", "author": "Someone", "ref": "L"}
    sandbox.script_answer(
        "document_fetch",
        [{"kind": "text", "text": "\n\n".join(paragraphs)}, {"kind": "data", "data": document}],
    )
    html = signed_in_client.get("/library/documents/long-doc/", {"passage": "35"}).content.decode()
    assert re.search(r"Part (\d) of (\d) of this document", html).group(1) != "1"
    label, passage = one(parse(html), "#cited").find_all(True, recursive=False)[:2]
    assert (label.name, attrs(label)) == ("p", {"class": "passage-cited-label"})
    assert not label.find(True)  # the label is words only
    assert (passage.name, attrs(passage)["class"], passage["id"]) == (
        "div",
        "passage",
        "passage-35",
    )
    assert label.next_sibling is passage  # nothing between them


# -- the HTML rewriting itself ------------------------------------------------------------


def test_link_marks_touches_text_only():
    html = str(
        magisterium_render('See [1] and [link "[2]"](https://x.example/ "[1] title").\n\n> [2]')
    )
    out, marked = citations.link_marks(html, ["A <b>", "B"], "exchange-9", lambda n: f"Source {n}")
    assert marked == {1, 2}
    assert 'title="[1] title"' in out  # inside an attribute: untouched
    assert 'title="A &lt;b&gt;"' in out  # the tooltip is escaped
    assert out.count('class="citation-mark"') == 2


def magisterium_render(text):
    from portal.core.rendering import render_markdown

    return render_markdown(text)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=HOSTILE_TEXT, titles=st.lists(HOSTILE_TEXT, max_size=3), query=HOSTILE_TEXT)
def test_marks_and_highlights_never_make_live_markup(text, titles, query):
    cited = [{"title": t, "document_id": "x", "passage": t, "paragraph": 1} for t in titles]
    html = render_to_string(
        "library/_exchange.html",
        {
            "exchange": Exchange(
                pk=3, question="q", answer_text=text + " [1] [2, 3]", citations=cited
            )
        },
    )
    assert_no_live_script(html)
    body, _count = reader.reader_body(text, reader.Reading(words=marking.query_terms(query)))
    assert_no_live_script(str(body))


class Exchange:
    def __init__(self, **fields):
        self.__dict__.update(fields, asked_at=None, answer_truncated=False)
