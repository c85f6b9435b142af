"""The portal behind nginx as a shared cache (deploy/nginx/portal.conf, docs/deployment.md).

A real gunicorn serving the portal as production does (devtools/bench/server.py), and in front
of it a real nginx running the repository's configuration file verbatim (devtools/nginx.py).
What a cache in front of a site with sign-in must never do: show one person's page to
another, or to an anonymous visitor; and what it is there for: answering anonymous visitors
from its copy.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from http.cookiejar import CookieJar, DefaultCookiePolicy
from urllib.parse import urlsplit

import feedparser
import httpx
import pytest
from django.http.cookie import parse_cookie

from devtools.bench.server import PortalServer, portal_server
from devtools.bench.shared_cache import prefetch_days
from devtools.nginx import NGINX_FALLBACK, SharedCache, nginx_executable, shared_cache
from tests.accounts.html_tree import parse
from tests.conftest import IN_CI
from tests.waiting import wait_for

pytestmark = pytest.mark.server  # starts whole servers of its own: not in make test-fast

PREFETCH, ALICE, BOB = "cache-prefetch", "alice-behind-cache", "bob-behind-cache"
CAROL = "carol-signs-out"  # signs out through nginx: her session is no one else's
SIGNED_IN, SIGN_IN = "Sign out", "Sign in with Magisterium"
ROUNDS = 10  # each person's pages, alternating with the other's, this many times


@dataclass
class Person:
    username: str
    cookie: str  # the Cookie header of their signed-in session

    @property
    def account_id(self) -> str:
        """Their Magisterium account id, as the account page shows it (session_cookies)."""
        return f"bench-{self.username}"


@dataclass
class Deployment:
    server: PortalServer
    cache: SharedCache
    today: dt.date
    alice: Person
    bob: Person
    carol: Person

    @property
    def tomorrow(self) -> dt.date:
        return self.today + dt.timedelta(days=1)


@pytest.fixture(scope="module")
def nginx() -> str:
    executable = nginx_executable()
    if executable is None:
        if IN_CI:
            pytest.fail(f"nginx is not installed (PATH, {NGINX_FALLBACK}); CI must install it.")
        pytest.skip("nginx is not installed (apt-get install nginx)")
    return executable


@pytest.fixture(scope="module")
def deployment(nginx):
    # collect_static: every page links the hashed static files.
    with portal_server() as server:
        _, alice, bob, carol = server.session_cookies(PREFETCH, ALICE, BOB, CAROL)
        today = prefetch_days(server, PREFETCH, 2)  # today's and tomorrow's readings
        with shared_cache(server.url) as cache:
            yield Deployment(
                server=server,
                cache=cache,
                today=today,
                alice=Person(ALICE, _cookie_header(alice)),
                bob=Person(BOB, _cookie_header(bob)),
                carol=Person(CAROL, _cookie_header(carol)),
            )


def _cookie_header(cookies: dict[str, str]) -> str:
    return "; ".join(f"{name}={value}" for name, value in cookies.items())


@pytest.fixture
def visitor():
    """An HTTP client that keeps no cookie it is sent: each request carries exactly the
    cookies it is given (none for an anonymous visitor), as a first-time visitor would."""
    no_cookies = CookieJar(policy=DefaultCookiePolicy(allowed_domains=[]))
    with httpx.Client(cookies=no_cookies, timeout=60, headers={"Accept-Language": "en"}) as client:
        yield client


def get(
    client: httpx.Client, deployment: Deployment, path: str, person: Person | None = None, **headers
) -> httpx.Response:
    """GET through nginx, as `person` (signed in) or anonymously."""
    if person is not None:
        headers["Cookie"] = person.cookie
    response = client.get(f"{deployment.cache.url}{path}", headers=headers)
    assert not list(client.cookies.jar), "the client kept a cookie"
    return response


# --- Signed-in people -----------------------------------------------------------------


# Pages showing who is signed in: the account page (their Magisterium account id, which
# holds their username), the erase page (their username, to type) and their data download.
PERSONAL_PAGES = ("/account/", "/account/erase/", "/account/data/download/")


def test_two_signed_in_people_never_see_each_others_pages(deployment, visitor):
    people = [(deployment.alice, deployment.bob), (deployment.bob, deployment.alice)]
    for _ in range(ROUNDS):
        for me, other in people:
            for path in PERSONAL_PAGES:
                response = get(visitor, deployment, path, me)
                assert response.status_code == 200, path
                assert me.username in response.text, path
                assert other.username not in response.text, f"{me.username} got {other.username}'s"
                assert response.headers["X-Cache-Status"] == "BYPASS", path
                assert "no-store" in response.headers["Cache-Control"], path
            # Pages everyone sees, signed in: the menu says so, whoever fetched them before.
            for path in ("/?lang=en", f"/day/{deployment.tomorrow.isoformat()}/?lang=en"):
                response = get(visitor, deployment, path, me)
                assert response.status_code == 200, path
                assert SIGNED_IN in response.text, path
                assert response.headers["X-Cache-Status"] == "BYPASS", path
                assert "private" in response.headers["Cache-Control"], path


def test_a_page_fetched_signed_in_is_never_served_to_an_anonymous_visitor(deployment, visitor):
    alice = deployment.alice
    for path in ("/?lang=en", f"/day/{deployment.tomorrow.isoformat()}/?lang=en"):
        signed_in = get(visitor, deployment, path, alice)
        assert signed_in.status_code == 200
        assert SIGNED_IN in signed_in.text
        for _ in range(2):  # the second answer comes from the cache, if anything does
            anonymous = get(visitor, deployment, path)
            assert anonymous.status_code == 200, path
            assert SIGNED_IN not in anonymous.text, path
            assert alice.username not in anonymous.text and alice.account_id not in anonymous.text
            assert SIGN_IN in anonymous.text, path
    # Her own pages, asked for without her cookie, send a visitor to sign in.
    for path in PERSONAL_PAGES:
        get(visitor, deployment, path, alice).raise_for_status()
        anonymous = get(visitor, deployment, path)
        assert anonymous.status_code == 302, path
        assert "/accounts/" in anonymous.headers["Location"], path


def test_a_signed_in_person_never_gets_the_copy_anonymous_visitors_get(deployment, visitor):
    path = f"/day/{deployment.tomorrow.isoformat()}/?lang=en"
    for _ in range(2):  # the cache has an anonymous copy from here on
        assert SIGN_IN in get(visitor, deployment, path).text
    response = get(visitor, deployment, path, deployment.bob)
    assert SIGNED_IN in response.text
    assert response.headers["X-Cache-Status"] == "BYPASS"


# --- Language -----------------------------------------------------------------------


def html_language(response: httpx.Response) -> str:
    found = re.search(r'<html lang="([^"]+)"', response.text)
    assert found, response.text[:200]
    return found.group(1)


def test_a_language_chosen_in_the_menu_is_never_overridden_by_a_cached_copy(deployment, visitor):
    for _ in range(2):
        assert html_language(get(visitor, deployment, "/", **{"Accept-Language": "en"})) == "en"
    chosen = get(visitor, deployment, "/", Cookie="django_language=es")
    assert html_language(chosen) == "es"
    assert chosen.headers["X-Cache-Status"] == "BYPASS"
    # Where the address names the language, the cookie changes nothing: served from the cache.
    for _ in range(2):
        named = get(visitor, deployment, "/?lang=it", Cookie="django_language=es")
    assert html_language(named) == "it" and named.headers["X-Cache-Status"] == "HIT"
    # Nor does the CSRF cookie a past sign-in left behind.
    for _ in range(2):
        after = get(visitor, deployment, "/?lang=it", Cookie="portal_csrftoken=abc")
    assert after.headers["X-Cache-Status"] == "HIT" and "Sign out" not in after.text


def test_a_page_negotiated_by_accept_language_is_kept_per_language(deployment, visitor):
    """/ without ?lang= answers in the browser's language (Vary: Accept-Language); the cache
    keeps one copy per language and never answers in another one."""
    for _ in range(3):
        for language in ("es", "en", "hr"):
            response = get(visitor, deployment, "/", **{"Accept-Language": language})
            assert html_language(response) == language


# --- Anonymous visitors: what the cache is for -------------------------------------------


def public_paths(deployment: Deployment) -> list[str]:
    today, tomorrow = deployment.today.isoformat(), deployment.tomorrow.isoformat()
    return [
        "/?lang=en",
        f"/day/{tomorrow}/?lang=es",
        f"/week/{today}/?lang=pt",
        "/embed/today/?lang=it",
        "/feeds/readings.xml?lang=hr",
        "/feeds/readings.ics?lang=en",
    ]


def test_anonymous_public_pages_are_served_from_the_cache(deployment, visitor):
    for path in public_paths(deployment):
        first = get(visitor, deployment, path)
        assert first.status_code == 200, path
        assert "Set-Cookie" not in first.headers, path
        assert first.headers["Cache-Control"].startswith("public"), path
        # The next visitor gets the stored copy (nginx stores it as the first answer ends).
        second = wait_for(
            lambda path=path: _answered_from_cache(visitor, deployment, path), timeout=10
        )
        assert second.content == first.content, path
        assert second.headers["ETag"] == first.headers["ETag"], path


def _answered_from_cache(client, deployment, path) -> httpx.Response | None:
    response = get(client, deployment, path)
    return response if response.headers.get("X-Cache-Status") == "HIT" else None


def test_the_cache_answers_a_revalidation_itself(deployment, visitor):
    path = "/?lang=en"
    first = get(visitor, deployment, path)
    wait_for(lambda: _answered_from_cache(visitor, deployment, path), timeout=10)
    again = get(visitor, deployment, path, **{"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert again.headers["X-Cache-Status"] == "HIT"


def test_static_files_are_served_from_the_cache_signed_in_or_not(deployment, visitor):
    page = get(visitor, deployment, "/?lang=en")
    stylesheet = re.search(r'<link rel="stylesheet" href="(/static/[^"]+)"', page.text)
    assert stylesheet, "the homepage links no stylesheet"
    path = stylesheet.group(1)
    first = get(visitor, deployment, path)
    assert first.status_code == 200
    wait_for(lambda: _answered_from_cache(visitor, deployment, path), timeout=10)
    signed_in = get(visitor, deployment, path, deployment.alice)
    assert signed_in.headers["X-Cache-Status"] == "HIT"
    assert signed_in.content == first.content


# --- On a port other than 80 or 443 ----------------------------------------------------------
# nginx listens on a free port (devtools.nginx), as a deployment on :8080 would: the Host it
# passes on keeps the port, or Django's CSRF check refuses every form and links lose the port.


def test_nginx_listens_on_a_port_other_than_80_or_443(deployment):
    assert urlsplit(deployment.cache.url).port not in (None, 80, 443)


def test_canonical_and_feed_links_carry_the_port(deployment, visitor):
    origin = deployment.cache.url  # http://127.0.0.1:<port>
    page = parse(get(visitor, deployment, "/?lang=en").text)
    links = {
        (link.attrs["rel"], link.attrs.get("hreflang", "")): link.attrs["href"]
        for link in page.find_all(
            "link", lambda n: n.attrs.get("rel") in ("canonical", "alternate")
        )
    }
    assert links[("canonical", "")] == f"{origin}/?lang=en"
    assert links[("alternate", "x-default")] == f"{origin}/"
    assert links[("alternate", "hr")] == f"{origin}/?lang=hr"
    feed = feedparser.parse(get(visitor, deployment, "/feeds/readings.xml?lang=en").content)
    assert feed.entries, "the feed has no entries"
    addresses = [feed.feed.link, *(entry.link for entry in feed.entries)]
    assert all(address.startswith(f"{origin}/") for address in addresses), addresses
    calendar = get(visitor, deployment, "/feeds/readings.ics?lang=en").text
    urls = [line.removeprefix("URL:") for line in calendar.splitlines() if line.startswith("URL:")]
    assert urls and all(url.startswith(f"{origin}/") for url in urls), urls


def test_a_form_posted_through_nginx_passes_the_csrf_check_signing_out(deployment, visitor):
    """Sign out is a form (POST, CSRF token): a browser sends it with its Origin, which
    Django compares with the Host nginx passes on."""
    carol, origin = deployment.carol, deployment.cache.url
    account = get(visitor, deployment, "/account/", carol)
    assert account.status_code == 200 and carol.username in account.text
    form = parse(account.text).find("form", lambda n: n.attrs.get("action") == "/accounts/logout/")
    assert form is not None, "the account page has no sign-out form"
    token = form.find("input", lambda n: n.attrs.get("name") == "csrfmiddlewaretoken")
    csrf_cookie = account.cookies.get("portal_csrftoken") or ""
    response = visitor.post(
        f"{origin}/accounts/logout/",
        data={"csrfmiddlewaretoken": token.attrs["value"]},
        headers={
            "Cookie": f"{carol.cookie}; portal_csrftoken={csrf_cookie}",
            "Origin": origin,
            "Referer": f"{origin}/account/",
        },
    )
    assert response.status_code == 302, response.text[:500]
    assert not list(visitor.cookies.jar)
    # Signed out: her old cookie opens nothing any more.
    after = get(visitor, deployment, "/account/", carol)
    assert after.status_code == 302 and "/accounts/" in after.headers["Location"]


# --- Cookie spellings: nginx must see every cookie Django sees -------------------------------

# Ways of writing the session cookie that Django (parse_cookie: split at ";", strip each name)
# reads as the session (as HTTP clients may send them: no whitespace before the first one).
ODD_SPELLINGS = (
    "portal_sessionid ={value}",
    "portal_sessionid\t=\t{value}",
    "theme=dark;portal_sessionid  ={value}",
    "theme=dark;\tportal_sessionid={value}; other=1",
    "portal_csrftoken=abc ; portal_sessionid = {value} ;",
)


@pytest.mark.parametrize("spelling", ODD_SPELLINGS)
def test_an_odd_spelling_of_the_session_cookie_is_personal_to_nginx_too(
    deployment, visitor, spelling
):
    alice = deployment.alice
    value = alice.cookie.removeprefix("portal_sessionid=")
    cookie = spelling.format(value=value)
    assert parse_cookie(cookie)["portal_sessionid"] == value  # Django reads it so
    path = f"/day/{deployment.tomorrow.isoformat()}/?lang=en"
    for _ in range(2):  # an anonymous copy in the cache from here on
        assert SIGN_IN in get(visitor, deployment, path).text
    # gunicorn itself, without nginx: signed in.
    direct = visitor.get(f"{deployment.server.url}{path}", headers={"Cookie": cookie})
    assert SIGNED_IN in direct.text
    # Through nginx: not the anonymous copy, and not stored.
    response = get(visitor, deployment, path, Cookie=cookie)
    assert SIGNED_IN in response.text
    assert response.headers["X-Cache-Status"] == "BYPASS"
