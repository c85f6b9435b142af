"""Document search: results that open in the reader, guidance for nothing typed, 4xx for junk."""

import pytest
from bs4 import Tag

from portal import magisterium
from portal.magisterium import cache as shared_cache
from tests.html import page, some, text

pytestmark = pytest.mark.django_db


def test_search_lists_documents_that_open_in_the_reader(signed_in_client, sandbox, tags):
    response = signed_in_client.get("/library/", {"q": "care for our common home"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Laudato" in html
    links = [a["href"] for a in tags(html).find("a") if a.get("href", "").startswith("/library/d")]
    assert links[0].startswith("/library/documents/laudato-si/")
    assert sandbox.requests()["by_skill"] == {"document_search": 1}


def test_links_to_original_sites_do_not_leak_the_opener(signed_in_client, sandbox, tags):
    html = signed_in_client.get("/library/", {"q": "environment"}).content.decode()
    external = [a for a in tags(html).find("a") if (a.get("href") or "").startswith("http")]
    assert external
    assert all(a.get("rel") == "noopener noreferrer" for a in external)


@pytest.mark.parametrize("params", [{}, {"q": ""}, {"q": "   "}])
def test_an_empty_search_shows_the_form_with_guidance_and_asks_nothing(
    signed_in_client, sandbox, params
):
    response = signed_in_client.get("/library/", params)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Type a few words about what you are looking for" in html
    assert "errorlist" not in html
    assert sandbox.requests()["total"] == 0


def test_an_over_long_query_is_refused_with_400_and_never_sent(signed_in_client, sandbox):
    response = signed_in_client.get("/library/", {"q": "x" * (magisterium.MAX_QUERY_CHARS + 1)})
    assert response.status_code == 400
    assert "Please use at most 500 characters (you typed 501)." in response.content.decode()
    assert sandbox.requests()["total"] == 0


def test_search_needs_a_signed_in_user(client, sandbox):
    response = client.get("/library/", {"q": "prayer"})
    assert response.status_code == 302
    assert "/accounts/login/" in response.url
    assert sandbox.requests()["total"] == 0


def test_a_stale_search_says_it_is_an_earlier_copy(signed_in_client, sandbox):
    signed_in_client.get("/library/", {"q": "environment"})
    shared_cache.forget("document_search", {"query": "environment"})
    sandbox.fault("http_500", count=1)
    response = signed_in_client.get("/library/", {"q": "environment"})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Shown from an earlier copy; Magisterium is not answering right now." in html
    assert "Laudato" in html


def test_search_when_magisterium_is_down_keeps_the_query_and_says_so(signed_in_client, sandbox):
    sandbox.fault("http_500", count=1)
    response = signed_in_client.get("/library/", {"q": "dignity of work"})
    assert response.status_code == 503
    html = response.content.decode()
    assert "Magisterium is not answering right now" in html
    assert 'value="dignity of work"' in html


def test_a_hit_links_into_the_reader_only_when_the_one_id_rule_accepts_its_id(
    signed_in_client, sandbox, tags
):
    # Upstream's ids are untrusted: one the reader would refuse gets no link at all.
    hits = [
        {"id": "spe.salvi~2", "url": "https://example.org/a", "title": "Accepted id"},
        {"id": "spe salvi", "url": "https://example.org/b", "title": "Id with a space"},
        {"id": "ünïcode", "url": "https://example.org/c", "title": "Id with accents"},
        {"id": "-x", "url": "https://example.org/d", "title": "Id with a leading dash"},
    ]
    sandbox.script_answer("document_search", [{"kind": "data", "data": {"results": hits}}])
    html = signed_in_client.get("/library/", {"q": "hope"}).content.decode()
    for hit in hits:
        assert hit["title"] in html
    readers = [
        a["href"] for a in tags(html).find("a") if (a.get("href") or "").startswith("/library/d")
    ]
    assert readers == ["/library/documents/spe.salvi~2/?q=hope"]


def _hit_blocks(html: str) -> list[Tag]:
    """Each result, in order."""
    return page(html).select('li[class="result"]')


def test_each_hit_shows_its_type_author_and_date(signed_in_client, sandbox):
    html = signed_in_client.get("/library/", {"q": "Dives in misericordia"}).content.decode()
    first = _hit_blocks(html)[0]
    dives = some(first, "mark", "Dives")  # the query's words
    after = dives.next_sibling
    assert after == " in " and after.next_sibling.name == "mark"
    assert text(after.next_sibling) == "misericordia"
    some(first, 'span[class="result-type"]', "Encyclical")
    some(first, 'span[class="result-author"]', "Pope John Paul II")
    some(first, 'time[datetime="1980-11-30"]', "30 November 1980")


def test_the_date_is_written_in_the_active_language(signed_in_client, sandbox, settings):
    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "es"
    html = signed_in_client.get("/library/", {"q": "Dives in misericordia"}).content.decode()
    some(_hit_blocks(html)[0], 'time[datetime="1980-11-30"]', "30 de noviembre de 1980")


def test_an_ancient_work_shows_its_year(signed_in_client, sandbox):
    html = signed_in_client.get("/library/", {"q": "Confessions"}).content.decode()
    first = _hit_blocks(html)[0]
    assert "Saint Augustine of Hippo" in text(first)
    some(first, 'time[datetime="0400"]', "400")


def test_hits_without_the_optional_fields_show_title_and_address_only(signed_in_client, sandbox):
    hits = [
        {"id": "plain", "url": "https://example.org/plain", "title": "Plain hit"},
        {"id": "odd-date", "title": "Odd date", "author": "Someone", "date": "someday"},
        {"id": "year", "title": "Only a year", "date": "0426", "type": "Patristic work"},
    ]
    sandbox.script_answer("document_search", [{"kind": "data", "data": {"results": hits}}])
    response = signed_in_client.get("/library/", {"q": "anything"})
    assert response.status_code == 200
    plain, odd, year = _hit_blocks(response.content.decode())
    assert "Plain hit" in text(plain) and "result-meta" not in str(plain)
    some(odd, 'span[class="result-author"]', "Someone")
    assert not odd.select("time")
    some(year, 'span[class="result-type"]', "Patristic work")
    some(year, 'time[datetime="0426"]', "426")
