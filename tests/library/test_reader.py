"""The in-portal reader: safe rendering, the shared cache, friendly not-found and bad ids."""

import pytest
from django.template.loader import render_to_string
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from portal import magisterium
from portal.magisterium import cache as shared_cache
from tests.examples import examples
from tests.html import page
from tests.library.conftest import assert_no_live_script

pytestmark = pytest.mark.django_db


def test_the_reader_shows_title_author_reference_body_and_the_original(
    signed_in_client, sandbox, tags
):
    response = signed_in_client.get("/library/documents/laudato-si/")
    assert response.status_code == 200
    html = response.content.decode()
    assert page(html).select("h1") and "Laudato" in html
    assert "Author" in html and "Reference" in html
    assert "Francis" in html
    original = tags(html).find("a", rel="noopener noreferrer")
    assert any((a["href"] or "").startswith("https://") for a in original)


def test_a_second_reading_comes_from_the_shared_cache(signed_in_client, other_client, sandbox):
    assert signed_in_client.get("/library/documents/laudato-si/").status_code == 200
    assert signed_in_client.get("/library/documents/laudato-si/").status_code == 200
    assert other_client.get("/library/documents/laudato-si/").status_code == 200
    assert sandbox.requests()["by_skill"] == {"document_fetch": 1}


def test_an_unknown_document_is_a_friendly_404(signed_in_client, sandbox):
    response = signed_in_client.get("/library/documents/no-such-document/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Document not found" in html
    assert 'href="/library/"' in html


def test_an_over_long_id_is_a_404_and_never_sent(signed_in_client, sandbox):
    long_id = "a" * (magisterium.MAX_ID_CHARS + 1)
    response = signed_in_client.get(f"/library/documents/{long_id}/")
    assert response.status_code == 404
    assert sandbox.requests()["total"] == 0


def test_a_blank_id_is_a_400_and_never_sent(signed_in_client, sandbox):
    response = signed_in_client.get("/library/documents/%20%20/")
    assert response.status_code == 400
    assert "Please choose an entry to open." in response.content.decode()
    assert sandbox.requests()["total"] == 0


def test_a_stale_document_says_it_is_an_earlier_copy(signed_in_client, sandbox):
    signed_in_client.get("/library/documents/laudato-si/")
    shared_cache.forget("document_fetch", {"id": "laudato-si"})
    sandbox.fault("http_500", count=1)
    response = signed_in_client.get("/library/documents/laudato-si/")
    assert response.status_code == 200
    assert "Shown from an earlier copy; Magisterium is not answering right now." in (
        response.content.decode()
    )


def test_the_reader_links_back_to_the_search_it_came_from(signed_in_client, sandbox):
    html = signed_in_client.get(
        "/library/documents/laudato-si/", {"q": "common home"}
    ).content.decode()
    assert 'href="/library/?q=common%20home"' in html


def test_the_hostile_document_has_no_live_markup_in_the_reader(signed_in_client, sandbox):
    response = signed_in_client.get("/library/documents/sandbox-hostile/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "rendering test" in html.lower()
    assert "&lt;script&gt;" in html  # shown as text, not run
    assert_no_live_script(html)


HOSTILE_PIECES = st.sampled_from(
    [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "[a](javascript:alert(1))",
        "[b](data:text/html,<script>alert(1)</script>)", '<a href="javascript:x">c</a>',
        "<svg onload=alert(1)>", "![i](javascript:alert(1))", "[d](JaVaScRiPt:alert(1))",
        "<iframe src=https://evil.example>", "javascript:alert(1)", '" onmouseover="alert(1)',
        "**bold**", "# Heading", "\n\n", "> quote", "`code`", "[ok](https://example.org)",
        "<", ">", '"', "'", "&", "(", ")", "[", "]", ":", " ",
    ]
)  # fmt: skip
HOSTILE_TEXT = st.lists(HOSTILE_PIECES | st.text(max_size=8), max_size=25).map("".join)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=HOSTILE_TEXT,
    title=HOSTILE_TEXT,
    author=HOSTILE_TEXT,
    ref=HOSTILE_TEXT,
    url=HOSTILE_TEXT
    | st.sampled_from(["javascript:alert(1)", "data:text/html,x", "https://ok.example/a"]),
)
def test_the_reader_partial_never_renders_live_markup_from_generated_text(
    body, title, author, ref, url
):
    document = magisterium.Document(
        id="generated", title=title, author=author, ref=ref, url=url, body=body
    )
    assert_no_live_script(render_to_string("library/_document.html", {"document": document}))


@pytest.mark.parametrize("segment", ["spe%20salvi", "-x", "%C3%BCn%C3%AFcode", "a%3Ab", "a%5Cb"])
def test_an_id_the_one_id_rule_refuses_is_a_404_and_never_sent(signed_in_client, sandbox, segment):
    response = signed_in_client.get(f"/library/documents/{segment}/")
    assert response.status_code == 404
    assert "Document not found" in response.content.decode()
    assert sandbox.requests()["total"] == 0


def test_an_id_with_dots_and_a_tilde_opens_the_reader(signed_in_client, sandbox):
    document = {"id": "spe.salvi~2", "title": "Spe salvi", "author": "Benedict XVI", "ref": "SS"}
    sandbox.script_answer(
        "document_fetch",
        [{"kind": "text", "text": "In hope we were saved."}, {"kind": "data", "data": document}],
    )
    response = signed_in_client.get("/library/documents/spe.salvi~2/")
    assert response.status_code == 200
    assert "In hope we were saved." in response.content.decode()
