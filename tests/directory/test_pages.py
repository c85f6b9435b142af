"""Directory pages over the real sandbox: search, canonical pages, links, misses, errors, cache."""

from __future__ import annotations

import re

import pytest

from portal.magisterium import MAX_ID_CHARS, MAX_QUERY_CHARS
from portal.magisterium import cache as shared_cache
from sandbox import catalog
from tests.html import dd, one, page, some, terms, text, texts

pytestmark = pytest.mark.django_db

PICTURE_HOST = "https://pictures.test"  # a reserved name: scripted pictures only


def page_text(response) -> str:
    return response.content.decode()


def hrefs(html: str) -> list[str]:
    return re.findall(r'href="([^"]+)"', html)


# --- Access and the empty search page -----------------------------------------------------


@pytest.mark.parametrize(
    "url", ["/saints/", "/popes/", "/clergy/", "/dioceses/", "/popes/leo-xiv/"]
)
def test_directory_pages_ask_anonymous_visitors_to_sign_in(client, url):
    response = client.get(url)
    assert response.status_code == 302
    assert "/accounts/login/" in response.url


@pytest.mark.parametrize(
    ("url", "title"),
    [
        ("/saints/", "Saints"),
        ("/popes/", "Popes"),
        ("/clergy/", "Clergy"),
        ("/dioceses/", "Dioceses"),
    ],
)
def test_each_directory_has_a_search_page_with_guidance_and_sub_navigation(
    signed_in_client, sandbox, url, title
):
    sandbox.reset_requests()
    response = signed_in_client.get(url)
    html = page_text(response)
    soup = page(html)
    assert response.status_code == 200
    assert title in texts(soup, "h1")
    assert 'name="q"' in html and soup.select('label[for="directory-q"]')
    assert "How to search" in html
    for other in ["/saints/", "/popes/", "/clergy/", "/dioceses/"]:
        assert f'href="{other}"' in html
    assert f'href="{url}" aria-current="page"' in html
    assert sandbox.requests()["total"] == 0


def test_an_empty_search_shows_guidance_without_asking_upstream(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/popes/?q=+++")
    assert response.status_code == 200
    assert "Type a name in the box above" in page_text(response)
    assert sandbox.requests()["total"] == 0


# --- Search: one clear match, and "did you mean" ------------------------------------------


def test_a_search_with_one_clear_match_shows_the_profile_and_its_shareable_link(
    signed_in_client, sandbox
):
    html = page_text(signed_in_client.get("/popes/?q=John+Paul+II"))
    soup = page(html)
    assert text(one(soup, "h2#profile-name.profile-name")) == "Pope John Paul II"
    assert "Karol Józef Wojtyła" in html
    some(soup, 'a[href="/popes/john-paul-ii/"][rel="bookmark"]', "Link to this page")
    assert "http://testserver/popes/john-paul-ii/" in html
    assert "Did you mean" not in html


def test_pope_search_lists_alternates_as_did_you_mean_links(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/popes/?q=benedict"))
    assert "Pope Benedict XVI" in html
    assert "Did you mean" in html
    assert "matches 8 more entries" in html
    for pope_id in ["benedict-xv", "benedict-xiv", "benedict-ii", "benedict-ix-second-term"]:
        assert f'href="/popes/{pope_id}/"' in html
    assert "258th pope" in html and "1914–1922" in html


def test_saint_search_offers_the_other_jerome(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/saints/?q=jerome"))
    assert "Saint Jerome" in html
    assert "matches one more entry" in html
    some(page(html), 'a[href="/saints/jerome-emiliani/"]', "Saint Jerome Emiliani")


def test_clergy_search_shows_the_best_match_and_other_santos(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/clergy/?q=santos"))
    assert "Carlos Santos" in html
    assert 'href="/clergy/carlos-santos/"' in html
    some(page(html), 'a[href="/clergy/tiago-santos/"]', "Tiago Santos")
    assert "Bishop, Diocese of Coimbra" in html


@pytest.mark.parametrize(
    ("query", "best", "others"),
    [
        ("San José", "dsjcr", ["dsajo", "dsjne"]),
        ("Santiago", "dsant", ["dsaco", "dguat"]),
        ("Córdoba", "dcord", ["dcomx", "dcoes"]),
    ],
)
def test_diocese_search_with_a_common_name_offers_alternates(
    signed_in_client, sandbox, query, best, others
):
    html = page_text(signed_in_client.get("/dioceses/", {"q": query}))
    assert f'href="/dioceses/{best}/" rel="bookmark"' in html
    for code in others:
        assert f'href="/dioceses/{code}/"' in html


# --- Not found: hints in plain words and links across directories ---------------------------


def test_a_pope_searched_among_clergy_links_to_the_popes_directory(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/clergy/?q=benedict"))
    assert "Nothing found for “benedict”" in html
    assert "looks like a pope" in html
    assert 'href="/popes/?q=benedict"' in html
    assert "get_pope" not in html  # upstream's tool names are not words for people


def test_a_bishop_searched_among_popes_links_to_the_clergy_directory(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/popes/?q=ruperto+lazaro"))
    assert "looks like a bishop or another clergy member" in html
    assert 'href="/clergy/?q=ruperto+lazaro"' in html
    assert "get_person" not in html


def test_a_miss_shows_upstreams_hint_and_suggests_other_spellings(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/saints/?q=xyzzy"))
    assert "Nothing found for “xyzzy”" in html
    assert "best-known name" in html  # upstream's own hint, shown as text
    assert "another spelling" in html
    for other in ["/popes/?q=xyzzy", "/clergy/?q=xyzzy", "/dioceses/?q=xyzzy"]:
        assert f'href="{other}"' in html


# --- Canonical pages -------------------------------------------------------------------------


def test_saint_page_lays_out_feast_patronage_iconography_and_life(signed_in_client, sandbox):
    response = signed_in_client.get("/saints/jerome/")
    html = page_text(response)
    soup = page(html)
    assert response.status_code == 200
    assert text(one(soup, "h1#profile-name.profile-name")) == "Saint Jerome"
    assert "Saint · Priest and Doctor of the Church" in html
    feast = dd(soup, "Feast day")
    assert feast["class"] == ["feast-day"]
    assert text(one(feast, 'a:first-child[href^="/"]')) == "30 September"
    some(soup, 'li > a[href="/saints/?q=translators"]', "translators")
    some(soup, 'li > a[href="/saints/?q=librarians"]', "librarians")
    assert "lion, cardinal&#x27;s hat, skull, book" in html
    assert "347 in Stridon, Dalmatia" in html
    assert "30 September 420 in Bethlehem" in html
    assert "Pre-Congregation" in html
    intro = one(soup, 'div.prose[lang="en"] > p:first-child')
    assert text(intro).startswith("Saint Jerome was a priest")
    assert 'rel="canonical" href="http://testserver/saints/jerome/"' in html


def test_pope_page_shows_papal_name_ordinal_pontificate_and_birth_name(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/popes/benedict-xvi/"))
    soup = page(html)
    assert "Pope Benedict XVI, Bishop of Rome" in html
    assert text(dd(soup, "Papal name")) == "Benedict XVI"
    assert "265th pope" in html
    some(soup, 'time[datetime="2005-04-19"]', "19 April 2005")
    end = some(soup, 'time[datetime="2013-02-28"]', "28 February 2013")
    assert str(end.next_sibling).startswith(" (7 years)")
    assert "Joseph Aloisius Ratzinger" in html
    assert "Marktl am Inn, Bavaria, Germany" in html
    assert "Joseph Ratzinger; Pope Emeritus Benedict XVI" in html


def test_the_reigning_pope_is_shown_as_reigning(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/popes/leo-xiv/"))
    assert "Since 8 May 2025 (reigning)" in html


def test_clergy_page_shows_position_ordination_cardinalate_education_and_motto(
    signed_in_client, sandbox
):
    html = page_text(signed_in_client.get("/clergy/ruperto-lazaro/"))
    soup = page(html)
    assert "Cardinal" in html
    assert "Metropolitan Archbishop, " in html
    one(dd(soup, "Ordained priest"), 'time:first-child[datetime="1993-06-02"]')
    one(dd(soup, "Ordained bishop"), 'time:first-child[datetime="2010-08-11"]')
    assert "Created cardinal" in terms(soup)
    assert "Major Seminary of Manila" in html
    some(soup, 'q[class="motto"]', "Pasce oves meas")
    some(soup, 'a[href="/clergy/olivier-durand/"]', "Olivier Durand")  # co-consecrator


def test_a_clergy_members_position_links_to_his_diocese(signed_in_client, sandbox):
    soup = page(signed_in_client.get("/clergy/ruperto-lazaro/"))
    words = "Metropolitan Archbishop, Archdiocese of Manila"
    position = some(soup, 'dd[class="current-position"]', words)
    assert str(position.contents[0]) == "Metropolitan Archbishop, "
    assert text(one(position, 'a[href="/dioceses/dmaml/"]')) == "Archdiocese of Manila"


def test_episcopal_lineage_links_each_bishop_to_his_own_page_in_order(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/clergy/ruperto-lazaro/"))
    lineage = html[html.index('id="lineage-title"') :]
    chain = [h for h in hrefs(lineage) if h.startswith("/clergy/")]
    assert chain[:4] == [
        "/clergy/theodoros-frangos/",
        "/clergy/mark-mccarthy/",
        "/clergy/oscar-aguilar/",
        "/clergy/habib-aoun/",
    ]
    assert "Principal consecrator of Theodoros Frangos" in lineage


def test_a_historical_bishop_is_marked_and_shows_his_last_position(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/clergy/habib-aoun/"))
    soup = page(html)
    assert "Historical record" in html
    last = some(soup, 'dd[class="last-position"]', "Archeparch, Maronite Archeparchy of Beirut")
    assert str(last.contents[0]) == "Archeparch, "
    assert text(one(last, 'a[href="/dioceses/dbeir/"]')) == "Maronite Archeparchy of Beirut"
    assert text(dd(soup, "Died")) == "16 July 1915 in Beirut, Lebanon"


def test_diocese_page_links_its_bishop_and_trends_and_shows_statistics_and_financials(
    signed_in_client, sandbox
):
    html = page_text(signed_in_client.get("/dioceses/dmaml/"))
    soup = page(html)
    bishop = 'dd[class="current-bishop"] > a:first-child[href="/clergy/ruperto-lazaro/"]'
    some(soup, bishop, "Ruperto Lazaro")
    assert "(Metropolitan Archbishop)" in html
    assert 'href="/trends/dmaml/"' in html
    assert "Manila Metropolitan Cathedral-Basilica of the Immaculate Conception" in html
    assert "Ecclesiastical Province of Manila" in html
    some(soup, 'a[href="https://rcam.org/"][rel="external noopener noreferrer"]')
    # Statistics: a year per column, figures with thousands separators.
    table = one(soup, "table.statistics")
    years = ["2019", "2020", "2021", "2022", "2023"]
    assert texts(table, 'th[scope="col"][class="num"]') == years
    some(table, 'td[class="num"]', "2,402,398")
    some(table, 'td[class="num"]', "78.6%")
    some(table, 'th[scope="row"]', "Baptisms")
    # Financials with their currency.
    assert "Fiscal year 2023; amounts in PHP." in html
    assert '1,460,079,000 <span class="currency">PHP</span>' in html
    assert "Surplus or deficit" in html


def test_a_suffragan_diocese_links_to_its_metropolitan(signed_in_client, sandbox):
    soup = page(signed_in_client.get("/dioceses/dcuba/"))
    metropolitan = some(soup, 'dd[class="metropolitan"]', "Archdiocese of Manila")
    assert text(one(metropolitan, ':scope > a[href="/dioceses/dmaml/"]')) == "Archdiocese of Manila"


def test_a_missing_statistic_is_a_dash_not_an_error(signed_in_client, sandbox):
    # The sandbox's recent figures are complete: a year without baptisms is scripted.
    recent = [
        {"year": 2022, "catholics": 1000, "baptisms": 12},
        {"year": 2023, "catholics": 1010, "baptisms": None},
    ]
    profile = {"source_code": "dtest", "primary_name": "Diocese of Testing",
               "recent_statistics": recent}  # fmt: skip
    sandbox.script_answer("diocese_lookup", [{"kind": "data", "data": profile}])
    html = page_text(signed_in_client.get("/dioceses/dtest/"))
    some(page(html), 'td[class="num"] > span[title="not reported"]', "—")


# --- Pictures ----------------------------------------------------------------------------------


def script_pictures(sandbox, skill: str, profile: dict) -> None:
    """The sandbox has no picture addresses (it knows no stable public ones): script a profile
    with a portrait and arms on a test host."""
    key = next(k for k in profile if k.endswith("_id"))
    profile = profile | {
        "image_url": f"{PICTURE_HOST}/{profile[key]}.jpg",
        "coat_of_arms_url": f"{PICTURE_HOST}/arms/{profile[key]}.svg",
    }
    sandbox.script_answer(skill, [{"kind": "data", "data": profile}])


def test_a_picture_has_alt_text_and_a_hidden_text_fallback(signed_in_client, sandbox):
    script_pictures(sandbox, "pope_lookup", catalog.pope_lookup(pope_id="benedict-xvi"))
    html = page_text(signed_in_client.get("/popes/benedict-xvi/"))
    soup = page(html)
    some(
        soup,
        'img[src="https://pictures.test/benedict-xvi.jpg"][alt="Portrait of Pope Benedict XVI"]'
        '[data-fallback="profile-picture-fallback"]',
    )
    one(soup, 'div#profile-picture-fallback[class="picture picture-missing"][hidden]')
    assert 'alt="Coat of arms of Pope Benedict XVI"' in html
    assert "js/directory/profile" in html


def test_a_profile_without_a_picture_gets_a_text_box_instead_of_an_img(signed_in_client, sandbox):
    html = page_text(signed_in_client.get("/clergy/youssef-hanna/"))  # no image_url upstream
    media = html[html.index('class="profile-media"') : html.index('class="profile-main"')]
    assert 'alt="Portrait of Youssef Hanna"' not in media
    assert 'alt="Coat of arms of Youssef Hanna"' not in media  # no arms on record either
    some(page(media), 'span[class="picture-initials"][aria-hidden="true"]', "YH")
    assert "No picture on record" in media


def test_pages_carry_no_inline_script_style_or_event_handlers(signed_in_client, sandbox):
    for url in ["/dioceses/dmaml/", "/clergy/ruperto-lazaro/", "/popes/?q=benedict"]:
        html = page_text(signed_in_client.get(url))
        assert not page(html).select("script:not([src])")
        assert not re.search(r"\sstyle=", html)
        assert not re.search(r"\son[a-z]+=", html)


# --- The shared cache ---------------------------------------------------------------------------


def test_a_second_view_of_a_canonical_page_makes_no_upstream_call(signed_in_client, sandbox):
    sandbox.reset_requests()
    assert signed_in_client.get("/popes/benedict-xvi/").status_code == 200
    assert sandbox.requests()["by_skill"].get("pope_lookup") == 1
    sandbox.reset_requests()
    second = signed_in_client.get("/popes/benedict-xvi/")
    assert second.status_code == 200
    assert "Joseph Aloisius Ratzinger" in page_text(second)
    assert sandbox.requests()["total"] == 0


def test_another_user_is_served_the_same_canonical_page_from_the_cache(
    client, magisterium_user, sandbox
):
    client.force_login(magisterium_user("first"))
    client.get("/dioceses/dmaml/")
    sandbox.reset_requests()
    client.force_login(magisterium_user("second"))
    assert "Archdiocese of Manila" in page_text(client.get("/dioceses/dmaml/"))
    assert sandbox.requests()["total"] == 0


def test_signed_in_pages_are_not_stored_by_browsers(signed_in_client, sandbox):
    response = signed_in_client.get("/saints/jerome/")
    assert "no-store" in response["Cache-Control"]


# --- Bad input ------------------------------------------------------------------------------------


def test_an_over_long_query_is_refused_with_400_and_never_sent_upstream(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/saints/", {"q": "a" * (MAX_QUERY_CHARS + 1)})
    assert response.status_code == 400
    assert f"Please use at most {MAX_QUERY_CHARS} characters" in page_text(response)
    assert 'aria-invalid="true"' in page_text(response)
    assert sandbox.requests()["total"] == 0


def test_a_query_of_exactly_the_limit_is_accepted(signed_in_client, sandbox):
    response = signed_in_client.get("/saints/", {"q": "a" * MAX_QUERY_CHARS})
    assert response.status_code == 200


@pytest.mark.parametrize(
    "url",
    ["/popes/bene%20dict/", "/clergy/%3Cscript%3E/", "/saints/-jerome/", "/dioceses/d*maml/"],
)
def test_a_malformed_id_gets_a_400_page_and_is_not_sent_upstream(signed_in_client, sandbox, url):
    sandbox.reset_requests()
    response = signed_in_client.get(url)
    assert response.status_code == 400
    html = page_text(response)
    assert "Not a valid address" in html
    assert "<script>" not in html
    assert 'name="q"' in html
    assert sandbox.requests()["total"] == 0


def test_an_over_long_id_gets_a_400_page(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get(f"/popes/{'a' * (MAX_ID_CHARS + 1)}/")
    assert response.status_code == 400
    assert "too long" in page_text(response)
    assert sandbox.requests()["total"] == 0


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("/popes/no-such-pope/", "We could not find a pope with the id “no-such-pope”."),
        ("/saints/no-such-saint/", "We could not find a saint with the id “no-such-saint”."),
        ("/clergy/nobody/", "We could not find a clergy member with the id “nobody”."),
        ("/dioceses/dzzzz/", "We could not find a diocese with the code “dzzzz”."),
    ],
)
def test_an_unknown_id_gets_a_friendly_404_with_a_search_box(
    signed_in_client, sandbox, url, message
):
    response = signed_in_client.get(url)
    assert response.status_code == 404
    html = page_text(response)
    assert message in html
    some(page(html), 'input[type="search"]#directory-q[name="q"]')


# --- Upstream failures ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "options", "status", "words"),
    [
        ("rate_limit_burst", {"retry_after": 30}, 429, "wait 30 seconds"),
        ("plan_required", {}, 403, "paid Magisterium plan"),
        ("unauthorized", {}, 401, "Sign in with Magisterium"),
        ("http_500", {}, 503, "not answering right now"),
        ("html_error", {}, 503, "not answering right now"),
        ("non_json", {}, 502, "could not read"),
        ("malformed_task", {}, 502, "could not read"),
    ],
)
def test_upstream_failures_get_the_right_status_and_a_sentence_next_to_the_search_box(
    signed_in_client, sandbox, mode, options, status, words
):
    sandbox.fault(mode, **options)
    for url in ["/popes/?q=leo", "/popes/leo-xiv/"]:
        response = signed_in_client.get(url)
        html = page_text(response)
        assert response.status_code == status, (url, html[:300])
        assert words in html
        assert 'name="q"' in html
    if status == 429:
        assert response["Retry-After"] == "30"
        assert 'data-countdown="30"' in html and "js/core/countdown" in html


def test_a_free_plan_user_is_told_a_paid_plan_is_needed(client, magisterium_user, sandbox):
    client.force_login(magisterium_user("free-parish", plan="free"))
    response = client.get("/saints/?q=jerome")
    assert response.status_code == 403
    assert "paid Magisterium plan" in page_text(response)


def test_a_user_without_a_magisterium_connection_is_asked_to_sign_in(
    client, django_user_model, sandbox
):
    client.force_login(django_user_model.objects.create_user(username="staff-only"))
    response = client.get("/dioceses/dmaml/")
    assert response.status_code == 401
    html = page_text(response)
    assert 'action="/accounts/magisterium/login/"' in html
    some(page(html), 'input[type="hidden"][name="next"][value="/dioceses/dmaml/"]')


def test_when_upstream_is_down_the_last_good_copy_is_shown_with_a_note(signed_in_client, sandbox):
    assert signed_in_client.get("/saints/jerome/").status_code == 200
    shared_cache.forget("saint_lookup", {"id": "jerome"})  # as if a day had passed
    sandbox.fault("http_500")
    response = signed_in_client.get("/saints/jerome/")
    html = page_text(response)
    assert response.status_code == 200
    assert "Saint Jerome" in html
    assert "Shown from an earlier copy" in html
