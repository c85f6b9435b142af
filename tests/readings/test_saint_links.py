"""Saints' names on the day and week pages link to the directory, without an upstream call."""

import datetime as dt
from urllib.parse import parse_qs, urlsplit

import pytest

from portal.readings import texts
from tests.accessibility.conftest import axe_violations, describe
from tests.html import one, some
from tests.html import page as parse
from tests.readings import sandbox_days

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

# Tuesday 14 July 2026: two memorials ("Also remembered") and known saints in the martyrology.
JULY_14 = dt.date(2026, 7, 14)


def saint_links(html: str) -> list[tuple[str, str]]:
    """Each saint link's address and words, in order."""
    return [(link["href"], link.get_text()) for link in parse(html).select('a[class="saint-link"]')]


def query_of(href: str) -> str:
    parts = urlsplit(href.replace("&amp;", "&"))
    assert parts.path == "/saints/"
    return parse_qs(parts.query)["q"][0]


def test_saints_of_the_day_and_also_remembered_link_to_the_directory(client, sandbox, fetched_day):
    fetched_day(JULY_14)
    html = client.get(f"/day/{JULY_14.isoformat()}/").content.decode()
    also = one(parse(html), 'p[class="also-remembered"]')
    assert [(query_of(h), name) for h, name in saint_links(str(also))] == [
        ("Saint Kateri Tekakwitha", "Saint Kateri Tekakwitha"),
        ("Saint Camillus de Lellis", "Saint Camillus de Lellis"),
    ]
    assert ", Virgin" in also.get_text()  # the rest of the entry stays, unlinked
    saints = html.split('id="saints-title"', 1)[1]
    names = [name for _, name in saint_links(saints)]
    assert names[:3] == [
        "Saint Kateri Tekakwitha",
        "Saint Camillus de Lellis",
        "Saint Francis Solano",
    ]
    assert sandbox.requests()["total"] == 0  # rendering the links asked upstream nothing


def test_the_week_links_each_dates_saints(client, fetched_day):
    fetched_day(JULY_14)
    html = client.get(f"/week/{JULY_14.isoformat()}/").content.decode()
    assert ("/saints/?q=Saint+Francis+Solano", "Saint Francis Solano") in saint_links(html)


def test_a_saint_link_opens_that_saints_profile(signed_in_client, fetched_day):
    fetched_day(JULY_14)
    html = signed_in_client.get(f"/day/{JULY_14.isoformat()}/").content.decode()
    href = dict((name, h) for h, name in saint_links(html))["Saint Camillus de Lellis"]
    profile = signed_in_client.get(href.replace("&amp;", "&"))
    assert profile.status_code == 200
    assert "Camillus de Lellis" in profile.content.decode()
    assert "Priest and Founder" in profile.content.decode()


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("At Rome, the commemoration of Saint Peter, Apostle.", ["Saint Peter"]),
        ("In Aquileia, the holy martyrs Valerius and Victor, who stayed faithful.",
         ["Valerius", "Victor"]),
        ("At Lyon, the commemoration of Saints Secunda, Julia and their companions, martyrs.",
         ["Secunda", "Julia"]),
        ("Saint Joseph, Spouse of the Blessed Virgin Mary.", ["Saint Joseph"]),
        ("Saint Thérèse of the Child Jesus, virgin; Blessed Inés Galarza.",
         ["Saint Thérèse of the Child Jesus", "Blessed Inés Galarza"]),
        ("At Rome, a pilgrimage to Saint Peter's Basilica.", []),
        ("No saint is named in this line.", []),
    ],
)  # fmt: skip
def test_names_are_found_in_the_martyrologys_words(text, names):
    assert texts.saint_names(text) == names


def test_linking_touches_only_text_never_existing_links_or_markup():
    html = texts.link_saint_names(
        '<p><a href="https://example.org/x" title="Saint Paul">Saint Paul</a> and '
        "Saint Ann &amp; <em>Saint Luke</em> &lt;script&gt;</p>"
    )
    assert html.count('class="saint-link"') == 2  # Ann and Luke, not the existing link
    soup = parse(html)
    paul = some(soup, 'a[href="https://example.org/x"][title="Saint Paul"]', "Saint Paul")
    assert not paul.find(True)  # the existing link is left alone, nothing added inside
    luke = one(soup, 'em > a[class="saint-link"][href="/saints/?q=Saint+Luke"]')
    assert luke.get_text() == "Saint Luke" and luke.parent.contents == [luke]
    assert "&amp;" in html and "&lt;script&gt;" in html and "<script>" not in html


def test_hostile_martyrology_text_stays_safe(client, stored_day):
    stored_day(
        JULY_14,
        saints='Martyrology\n\n1. Saint Ann"><script>alert(1)</script> and Saint <b>Bo</b>',
    )
    html = client.get(f"/day/{JULY_14.isoformat()}/").content.decode()
    assert "<script>alert(1)" not in html
    assert '"><script>' not in html
    assert ("/saints/?q=Saint+Ann", "Saint Ann") in saint_links(html)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("language", "width", "height"), [("en", 1280, 900), ("es", 390, 844)], ids=["en", "es"]
)
def test_a_visitor_follows_a_saint_link_from_the_day_page(
    signed_in_page, live_server, fetched_day, take_screenshot, language, width, height
):
    from django.conf import settings

    page = signed_in_page
    page.set_viewport_size({"width": width, "height": height})
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    fetched_day(JULY_14)
    page.goto(f"{live_server.url}/day/{JULY_14.isoformat()}/")
    # The readings of a weekday (the site kit's preview has a heading of its own, further down).
    assert page.locator("#day-content").get_by_role("heading", level=3).count() == 3
    # The readings and saints fit the screen (a phone scrolls down, never sideways).
    assert page.evaluate(
        "[...document.querySelectorAll('#day-content *')]"
        ".every(e => e.getBoundingClientRect().right <= window.innerWidth)"
    )
    take_screenshot(page, f"readings-day-saints-{language}-{width}")
    violations = axe_violations(page)  # WCAG 2.1 AA, as tests/accessibility checks
    assert violations == [], describe(violations)
    # The link says the saint's name in the page's language ("San Camilo de Lelis"); its
    # search is upstream's English name.
    page.locator('.also-remembered .saint-link[href$="q=Saint+Camillus+de+Lellis"]').click()
    page.wait_for_url("**/saints/?q=Saint+Camillus+de+Lellis")
    assert page.get_by_text("Priest and Founder").first.is_visible()
    assert page.console_errors == []
