"""The library's results page: local filters with counts, narrowing links in each hit, the
query's words marked, the original's site in short, and an honest word about upstream's limit."""

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from portal.library import narrowing
from tests.html import page as parse
from tests.html import texts

pytestmark = pytest.mark.django_db

# "mercy" in the sandbox: ten documents (upstream's most), 3 by Pope Francis, 3 by Pope John
# Paul II; five of the 20th century and five of the 21st; two encyclicals.
MERCY = {"q": "mercy"}


def page(client, **params) -> str:
    response = client.get("/library/", {**MERCY, **params})
    assert response.status_code == 200
    return response.content.decode()


def hits(html: str) -> list[str]:
    return html.split('<li class="result">')[1:]


def filters(html: str) -> str:
    match = re.search(r'<aside class="search-filters".*?</aside>', html, re.DOTALL)
    assert match, "no filter panel"
    return match.group(0)


def choices(html: str, name: str) -> dict[str, tuple[int, str]]:
    """A filter's values: label → (count, link)."""
    start = f'<section class="filter-group" aria-labelledby="filter-{name}">'
    group = re.search(re.escape(start) + ".*?</section>", filters(html), re.DOTALL)
    assert group, f"no {name} filter"
    found = {}
    for href, inner in re.findall(r'<a href="([^"]*)" class="filter-choice[^"]*"[^>]*>(.*?)</a>',
                                  group.group(0), re.DOTALL):  # fmt: skip
        text = re.sub(r"<span class=\"visually-hidden\">.*?</span>|<[^>]+>|×", "", inner)
        label, count = re.fullmatch(r"\s*(.*?)\s*\((\d+)\)\s*", text).groups()
        found[label] = (int(count), href.replace("&amp;", "&"))
    return found


def params(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


def test_the_filters_count_each_type_author_and_century_among_the_hits(signed_in_client, sandbox):
    html = page(signed_in_client)
    assert len(hits(html)) == 10
    authors = choices(html, "author")
    assert authors["Pope Francis"][0] == 3 and authors["Pope John Paul II"][0] == 3
    assert sum(count for count, _ in authors.values()) == 10
    assert choices(html, "type")["Encyclical"][0] == 2
    centuries = choices(html, "century")
    assert {label: count for label, (count, _) in centuries.items()} == {
        "21st century": 5,
        "20th century": 5,
    }
    assert list(centuries) == ["21st century", "20th century"]  # newest first
    assert params(authors["Pope Francis"][1]) == {"q": ["mercy"], "author": ["Pope Francis"]}
    assert sandbox.requests()["total"] == 1


def test_a_filter_link_narrows_the_list_and_the_other_counts_follow(signed_in_client, sandbox):
    html = page(signed_in_client, author="Pope Francis")
    shown = hits(html)
    assert len(shown) == 3
    assert all("Pope Francis" in texts(parse(hit), 'span[class="result-author"]') for hit in shown)
    assert "Showing 3 of the 10 documents found." in html
    authors = choices(html, "author")
    assert authors["Pope Francis"][0] == 3
    assert params(authors["Pope Francis"][1]) == {"q": ["mercy"]}  # chosen: the link removes it
    assert 'aria-current="true"' in filters(html)
    assert "Remove this filter:" in filters(html)
    # The centuries now count Pope Francis's documents only, and keep the author when chosen.
    centuries = choices(html, "century")
    assert centuries == {"21st century": (3, centuries["21st century"][1])}
    assert params(centuries["21st century"][1]) == {
        "q": ["mercy"], "author": ["Pope Francis"], "century": ["21"]
    }  # fmt: skip


def test_filters_combine_and_a_bookmarked_filter_with_no_hits_says_so(signed_in_client, sandbox):
    html = page(signed_in_client, author="Pope Francis", century="21", type="Bull of Indiction")
    assert len(hits(html)) == 2
    empty = page(signed_in_client, author="Pope Francis", century="20")
    assert hits(empty) == []
    assert "None of the documents found matches all the filters you chose." in empty
    assert choices(empty, "century")["20th century"][0] == 0  # still shown, so it can be removed
    assert sandbox.requests()["total"] == 1  # the filters never ask upstream again


@pytest.mark.parametrize("century", ["abc", "0", "99", "1e3"])
def test_a_century_that_is_not_one_is_a_400_with_a_way_back(signed_in_client, sandbox, century):
    response = signed_in_client.get("/library/", {**MERCY, "century": century})
    assert response.status_code == 400
    html = response.content.decode()
    assert "Please choose a century from the list." in html
    assert 'href="/library/?q=mercy"' in html
    assert sandbox.requests()["total"] == 0


def test_an_over_long_filter_is_a_400(signed_in_client, sandbox):
    response = signed_in_client.get("/library/", {**MERCY, "author": "x" * 201})
    assert response.status_code == 400
    assert "Please use at most 200 characters" in response.content.decode()


def test_each_hits_type_author_and_date_narrow_the_list(signed_in_client, sandbox, tags):
    html = page(signed_in_client)
    dives = next(hit for hit in hits(html) if "dives-in-misericordia" in hit)
    narrowing_links = [
        params(a["href"]) for a in tags(dives).find("a", **{"class": "result-filter"})
    ]
    assert narrowing_links == [
        {"q": ["mercy"], "type": ["Encyclical"]},
        {"q": ["mercy"], "author": ["Pope John Paul II"]},
        {"q": ["mercy"], "century": ["20"]},
    ]
    assert "(20th century)" in dives  # the date link says where it leads
    more = tags(dives).find("a", **{"class": "result-more"})
    assert [params(a["href"]) for a in more] == [{"q": ["mercy"], "author": ["Pope John Paul II"]}]
    assert "More from this author (3)" in dives


def test_more_from_this_author_is_left_out_when_only_one_or_already_chosen(
    signed_in_client, sandbox
):
    html = page(signed_in_client)
    pius = next(hit for hit in hits(html) if "miserentissimus-redemptor" in hit)
    assert "More from this author" not in pius  # the only one by Pope Pius XI
    narrowed = page(signed_in_client, author="Pope John Paul II")
    assert "More from this author" not in narrowed


def test_the_query_words_are_marked_in_titles_and_summaries(signed_in_client, sandbox):
    html = signed_in_client.get("/library/", {"q": "care for our common home"}).content.decode()
    first = hits(html)[0]
    summary = re.search(r'<p class="result-summary">(.*?)</p>', first, re.DOTALL).group(1)
    assert "on <mark>care</mark> for our <mark>common</mark> <mark>home</mark>:" in summary
    assert "*" not in summary  # upstream's Markdown marks are not shown as asterisks
    marks = [mark.lower() for mark in texts(parse(first), "mark")]
    assert "for" not in marks and "our" not in marks
    marked = signed_in_client.get("/library/", {"q": "Laudato si"}).content.decode()
    assert "Laudato" in texts(parse(hits(marked)[0]), "mark")


def test_marks_never_let_upstream_text_become_markup(signed_in_client, sandbox):
    hostile = [
        {
            "id": "hostile",
            "url": "https://example.org/x",
            "title": '<script>alert("mercy")</script> Mercy & <b>grace</b>',
            "summary": '<img src=x onerror=alert(1)> mercy "quoted" <mark>fake</mark>',
            "author": "<i>Someone</i>",
            "type": "<u>Kind</u>",
        }
    ]
    sandbox.script_answer("document_search", [{"kind": "data", "data": {"results": hostile}}])
    html = page(signed_in_client)
    hit = hits(html)[0]
    assert "<script>" not in hit and "<img" not in hit and "<b>" not in hit
    assert "&lt;script&gt;alert(&quot;<mark>mercy</mark>&quot;)&lt;/script&gt;" in hit
    assert "<mark>Mercy</mark> &amp; &lt;b&gt;grace&lt;/b&gt;" in hit
    assert "&lt;mark&gt;fake&lt;/mark&gt;" in hit
    assert "&lt;i&gt;Someone&lt;/i&gt;" in hit and "&lt;u&gt;Kind&lt;/u&gt;" in hit


def test_the_original_is_shown_by_its_site_and_linked_in_full(signed_in_client, sandbox, tags):
    html = page(signed_in_client)
    dives = next(hit for hit in hits(html) if "dives-in-misericordia" in hit)
    original = [a for a in tags(dives).find("a") if (a.get("href") or "").startswith("https://")]
    assert len(original) == 1
    assert original[0]["href"].startswith("https://www.vatican.va/content/john-paul-ii/")
    assert original[0]["rel"] == "noopener noreferrer"
    assert re.search(r'rel="noopener noreferrer">vatican\.va</a>', dives)


def test_hit_links_to_the_reader_carry_the_search(signed_in_client, sandbox, tags):
    html = page(signed_in_client, author="Pope Francis")
    readers = [a["href"] for a in tags(html).find("a") if a["href"].startswith("/library/doc")]
    assert readers and all(href.endswith("/?q=mercy") for href in readers)


def test_a_search_at_upstreams_limit_says_so_and_offers_refined_searches(
    signed_in_client, sandbox, tags
):
    html = page(signed_in_client)
    assert "10 documents from the library, the most it returns for one search." in html
    assert "add a word to your search" in html
    refined = [a["href"] for a in tags(html).find("a", **{"class": "search-refinement"})]
    assert [params(url)["q"] for url in refined] == [
        ["mercy Pope Francis"],
        ["mercy Bull of Indiction"],
    ]
    chosen = page(signed_in_client, author="Pope John Paul II", type="Encyclical")
    refined = [a["href"] for a in tags(chosen).find("a", **{"class": "search-refinement"})]
    assert [params(url)["q"] for url in refined] == [
        ["mercy Pope John Paul II"], ["mercy Encyclical"]
    ]  # fmt: skip


def test_a_search_under_the_limit_says_nothing_about_it(signed_in_client, sandbox):
    html = signed_in_client.get("/library/", {"q": "Confessions"}).content.decode()
    assert len(hits(html)) == 5
    assert "the most it returns" not in html and "search-refinement" not in html


def test_hits_without_the_optional_fields_get_no_filters(signed_in_client, sandbox):
    plain = [{"id": "plain", "url": "https://example.org/plain", "title": "Plain mercy"}]
    sandbox.script_answer("document_search", [{"kind": "data", "data": {"results": plain}}])
    html = page(signed_in_client)
    assert "search-filters" not in html and "result-meta" not in html
    assert "result-summary" not in html
    assert re.search(
        r'href="https://example.org/plain"\s+rel="noopener noreferrer">example\.org</a>', html
    )


@pytest.mark.parametrize(
    ("language", "twentieth"),
    [("en", "20th century"), ("es", "siglo XX"), ("pt", "século XX"), ("it", "XX secolo"),
     ("hr", "20. stoljeće")],
)  # fmt: skip
def test_centuries_are_named_in_the_pages_language(
    signed_in_client, sandbox, settings, language, twentieth
):
    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    html = page(signed_in_client)
    assert twentieth in choices(html, "century")


@pytest.mark.parametrize(
    ("year", "century"), [(1, 1), (100, 1), (101, 2), (426, 5), (1900, 19), (1901, 20), (2000, 20),
                          (2001, 21)],
)  # fmt: skip
def test_the_century_of_a_year(year, century):
    assert narrowing.century_of(year) == century


def test_short_site_names():
    assert narrowing.host_name("https://www.vatican.va/content/x.html") == "vatican.va"
    assert narrowing.host_name("https://newadvent.org/fathers/1101.htm") == "newadvent.org"
    assert narrowing.host_name(None) is None
