"""The sandbox's directory data looks like a real yearbook and links only to real sites.

- statistics: complete yearly series except a few chosen historic gaps, consistent arithmetic,
  smooth trends, deterministic;
- the jurisdictions: metropolitans, provinces and countries agree across the whole table;
- links: every address is https on an allow-listed real site, or the field is absent (None);
- the portal: a diocese page shows no "Sandbox" detail, and the footer says it is the sandbox.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from typing import Any
from urllib.parse import urlsplit

import pytest

from sandbox.catalog import clergy, diocese_table, dioceses, popes, saints, statistics
from tests.html import one, page, text

LAST_YEAR = 2023
# The only sees with missing years (diocese_table.HISTORIC_GAPS / FIGURES_FROM): a few.
GAP_SEES = {"dkins", "dhaba", "dhano", "dhcmc", "djuba"}
LATE_FIGURES = {"dlviv": 1991, "dviln": 1991}
PROVINCE_HEADS = {"Archdiocese", "Archeparchy", "Major Archeparchy", "Patriarchate"}

# Real public sites the sandbox may link to. Anything else (an invented or reserved host such
# as *.invalid or *.example) fails.
ALLOWED_HOSTS = {
    "www.vatican.va", "www.newadvent.org",
    "rcam.org", "www.diocesidiroma.it", "archny.org", "www.archchicago.org", "lacatholics.org",
    "www.bostoncatholic.org", "adw.org", "archphila.org", "www.archbalt.org", "sfarch.org",
    "archseattle.org", "archden.org", "www.archstl.org", "www.miamiarch.org", "www.aod.org",
    "www.archgh.org", "www.archmil.org", "www.archspm.org", "www.archtoronto.org", "rcav.org",
    "www.chiesadimilano.it", "www.diocesi.torino.it", "www.chiesadibologna.it",
    "www.paris.catholique.fr", "lyon.catholique.fr", "www.erzbistum-koeln.de",
    "www.erzbistum-muenchen.de", "www.erzbistumberlin.de", "www.erzbistum-hamburg.de",
    "www.ebfr.de", "www.erzbistum-paderborn.de", "www.erzdioezese-wien.at", "www.eds.at",
    "www.archimadrid.es", "rcdow.org.uk", "www.dublindiocese.ie", "www.sydneycatholic.org",
    "melbournecatholic.org", "www.catholic.sg", "www.lpj.org",
}  # fmt: skip


@pytest.fixture(autouse=True)
def _clean_cache() -> Iterator[None]:
    """Replaces the project's autouse cache fixture: the catalog tests need no Django (the
    portal tests below ask for `portal_cache` instead)."""
    yield


def rows_of(code: str) -> list[dict[str, Any]]:
    return statistics.series_rows(code)


def first_year(code: str) -> int:
    record = diocese_table.record(code)
    erected = diocese_table.erected_year(record)
    start = max(1950, (erected or 0) + 1)
    return max(start, LATE_FIGURES.get(code, start))


# --- Statistics ------------------------------------------------------------------------------


def test_only_the_chosen_sees_have_missing_years():
    assert set(diocese_table.HISTORIC_GAPS) == GAP_SEES
    assert diocese_table.FIGURES_FROM == LATE_FIGURES
    for code in GAP_SEES:
        missing = statistics.missing_years(code)
        assert 1 <= len(missing) <= 20, code  # a few years, never most of a series


def test_every_series_is_complete_from_its_first_year_except_the_chosen_gaps():
    late_starters = 0
    for code in dioceses.all_codes():
        rows = rows_of(code)
        years = [row["year"] for row in rows]
        assert years == list(range(first_year(code), LAST_YEAR + 1)), code
        late_starters += years[0] > 1950
        missing = statistics.missing_years(code)
        for row in rows:
            if row["year"] in missing:
                # A yearbook gap: the year is there, every figure is null.
                assert all(row[m] is None for m in statistics.METRICS), (code, row["year"])
                continue
            for metric in statistics.METRICS:
                if metric == "permanent_deacons" and row["year"] < statistics.DEACONS_FROM:
                    assert row[metric] is None
                else:
                    assert row[metric] is not None, (code, row["year"], metric)
    assert late_starters >= 5  # sees erected after 1950 start late


def test_a_see_erected_late_starts_the_year_after_its_erection():
    assert rows_of("dnova")[0]["year"] == 2003  # Diocese of Novaliches, erected 2002
    assert rows_of("dmaml")[0]["year"] == 1950
    assert rows_of("drome")[0]["year"] == 1950  # "1st century": older than any figures


def test_derived_figures_agree_with_their_inputs_in_every_row():
    for code in dioceses.all_codes():
        for row in rows_of(code):
            if row["catholics"] is None:
                continue
            assert row["total_priests"] == row["diocesan_priests"] + row["religious_priests"]
            assert row["percent_catholic"] == round(
                100 * row["catholics"] / row["total_population"], 1
            )
            assert row["catholics_per_priest"] == round(row["catholics"] / row["total_priests"])
            assert row["catholics"] <= row["total_population"]


def test_trends_are_smooth_from_year_to_year():
    smooth = ("catholics", "total_population", "total_priests", "female_religious")
    for code in dioceses.all_codes():
        rows = [r for r in rows_of(code) if r["catholics"] is not None]
        for before, after in pairwise(rows):
            if after["year"] != before["year"] + 1:
                continue  # across a gap
            for metric in smooth:
                if before[metric] >= 50:  # tiny counts move in whole steps
                    change = abs(after[metric] / before[metric] - 1)
                    assert change < 0.15, (code, after["year"], metric, change)


def test_statistics_and_profiles_are_deterministic():
    for code in ("dmaml", "drome", "dhano", "dnova"):
        record = diocese_table.record(code)
        first = statistics._raw_series(record)
        assert statistics._raw_series(record) == first
    assert dioceses._profile(diocese_table.record("dmaml")) == dioceses.get("dmaml")


def test_recent_statistics_have_no_gap():
    for code in dioceses.all_codes():
        recent = dioceses.get(code)["recent_statistics"]
        assert [r["year"] for r in recent] == list(range(LAST_YEAR - len(recent) + 1, 2024))
        assert all(r["catholics"] is not None for r in recent), code


# --- The jurisdictions -------------------------------------------------------------------------


def test_a_suffragans_metropolitan_is_an_archsee_of_the_same_country_and_province():
    for code in dioceses.all_codes():
        profile = dioceses.get(code)
        metro_ref = profile["metropolitan"]
        if metro_ref is None:
            continue
        metro = dioceses.get(metro_ref["source_code"])
        assert metro is not None, code
        assert metro_ref["primary_name"] == metro["primary_name"]
        assert metro["jurisdiction_type"] in PROVINCE_HEADS, code
        assert metro["metropolitan"] is None, code  # a metropolitan has none above it
        assert metro["country"] == profile["country"], code
        assert metro["region_primary"] == profile["region_primary"], code
        assert profile["province"] == metro["province"], code
        assert metro["province"] == f"Ecclesiastical Province of {metro['city']}"


def test_a_metropolitans_province_is_its_own_and_every_country_has_one_region():
    regions: dict[str, set[str]] = {}
    for code in dioceses.all_codes():
        profile = dioceses.get(code)
        regions.setdefault(profile["country"], set()).add(profile["region_primary"])
        if profile["metropolitan"] is None and profile["jurisdiction_type"] in PROVINCE_HEADS:
            assert profile["province"] == f"Ecclesiastical Province of {profile['city']}", code
    assert all(len(found) == 1 for found in regions.values())


def test_the_diocese_of_rome_is_the_popes_see():
    rome = dioceses.get("drome")
    assert rome["primary_name"] == "Diocese of Rome"
    assert (rome["country"], rome["city"]) == ("Italy", "Rome")
    assert rome["current_bishop"] == {
        "pope_id": "leo-xiv", "primary_name": "Pope Leo XIV", "title": "Bishop of Rome",
    }  # fmt: skip
    assert popes.get("leo-xiv")["pontificate"]["current"] is True
    assert rome["province"] == "Ecclesiastical Province of Rome"


# --- Links -------------------------------------------------------------------------------------


def _addresses(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every (path, string) in a profile that is an address or sits in an address field."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _addresses(inner, f"{path}.{key}")
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _addresses(inner, f"{path}[{i}]")
    elif isinstance(value, str):
        leaf = path.rsplit(".", 1)[-1]
        if "://" in value or leaf.endswith("_url") or leaf in {"official_website", "website"}:
            yield path, value


def _every_profile() -> Iterator[dict[str, Any]]:
    yield from saints.all_saints()
    yield from popes.all_popes()
    yield from clergy.all_people()
    yield from (dioceses.get(code) for code in dioceses.all_codes())


def test_every_address_is_https_on_a_real_allow_listed_site_or_absent():
    found = 0
    for profile in _every_profile():
        for path, url in _addresses(profile):
            parts = urlsplit(url)
            assert parts.scheme == "https", (path, url)
            assert parts.hostname in ALLOWED_HOSTS, (path, url)
            found += 1
    assert found >= 40  # the sandbox does know some real sites


def test_picture_and_link_fields_stay_in_the_profiles_as_none_when_unknown():
    assert saints.get("jerome")["learn_more_url"] == "https://www.newadvent.org/cathen/08341a.htm"
    assert saints.get("andrew")["learn_more_url"] is None
    assert saints.get("andrew")["image_url"] is None
    benedict = popes.get("benedict-xvi")
    assert benedict["learn_more_url"] == "https://www.vatican.va/content/benedict-xvi/en.html"
    assert (benedict["image_url"], benedict["coat_of_arms_url"]) == (None, None)
    assert dioceses.get("dmaml")["official_website"] == "https://rcam.org/"
    assert dioceses.get("dcuba")["official_website"] is None
    assert dioceses.get("dmaml")["image_url"] is None


# --- The portal --------------------------------------------------------------------------------

BANNER = "Demonstration data: this portal is connected to the Magisterium sandbox"


@pytest.fixture
def portal_cache() -> Iterator[None]:
    """The portal's shared cache, emptied (this folder turns off the project's autouse one)."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()


@pytest.mark.django_db
def test_a_diocese_page_shows_no_sandbox_detail_and_the_footer_banner(
    signed_in_client, sandbox, settings, portal_cache
):
    settings.MAGISTERIUM_IS_SANDBOX = True
    html = signed_in_client.get("/dioceses/dmaml/").content.decode()
    assert "Archdiocese of Manila" in html
    assert "Sandbox" not in html.replace(BANNER, "")
    assert html.count(BANNER) == 1
    footer = one(page(html), 'footer[class="site-footer"]')
    assert BANNER in text(footer)
    assert footer.select('[class="sandbox-banner"]')


@pytest.mark.django_db
def test_without_the_sandbox_the_footer_has_no_banner(
    signed_in_client, sandbox, settings, portal_cache
):
    settings.MAGISTERIUM_IS_SANDBOX = False
    html = signed_in_client.get("/dioceses/dmaml/").content.decode()
    assert "Archdiocese of Manila" in html
    assert BANNER not in html
    assert "Sandbox" not in html


@pytest.mark.django_db
def test_a_missing_website_renders_as_nothing(signed_in_client, sandbox, settings, portal_cache):
    settings.MAGISTERIUM_IS_SANDBOX = False
    html = signed_in_client.get("/dioceses/dcuba/").content.decode()
    assert "Diocese of Cubao" in html
    assert "Official website" not in html
    main = one(page(html), "main")
    # The one external link is the cathedral's map search (docs/upstream.md §7): no website.
    external = [a["href"] for a in main.select('a[href][rel^="external"]')]
    assert [urlsplit(href).netloc for href in external] == ["www.openstreetmap.org"]
