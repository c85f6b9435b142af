"""The research map (/research/<id>/map/): the group totals by country on a world map, a year
at a time. Its figures are the groups page's (and the grouped chart's, for the derived views),
countries without members or figures are marked, it never reaches a CDN (plotly.js's own
bundle, geometry served by us), it keeps the collection's access rules, and in Chromium it
draws, moves with the keyboard, formats for the page's language and passes axe."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.template.defaultfilters import floatformat
from django.utils import translation
from playwright.sync_api import expect

from devtools.warehouse_data import sandbox_collection
from portal.research.world_map import MAP_BUNDLE, MAP_COUNTRIES, TOPOJSON_FILE, TOPOJSON_FOLDER
from portal.statistics.derived import View
from tests.drawing import HATCH, drawn_countries
from tests.html import one, some
from tests.html import page as parse

# The Philippines (8 sees), Italy (Milan), Portugal (Porto); and Kinshasa, which reports
# nothing for 1960–64 in the sandbox: the Democratic Republic of the Congo has a member but no
# figure in 1962.
PHILIPPINES = ["dmaml", "dcuba", "dnova", "dpara", "dpasi", "dkalo", "danti", "dcebu"]
MIXED = [*PHILIPPINES, "dmila", "dport"]
WITH_GAP = [*MIXED, "dkins"]
STATIC = Path(settings.BASE_DIR) / "static"


def _url(collection, page: str, query: str = "") -> str:
    return f"/research/{collection.pk}/{page}/" + (f"?{query}" if query else "")


def _map_data(response) -> dict:
    """The figures the page's map draws: the JSON at its holder's data-map-url."""
    found = re.search(rb'data-map-url="([^"]+)"', response.content)
    assert found, "the page has no map data address"
    data = response.client.get(html.unescape(found.group(1).decode()))
    assert data.status_code == 200 and data["Content-Type"] == "application/json"
    return json.loads(data.content)


def _drawn(response) -> dict:
    """What the page drew (its template calls `draw` when its cache block misses)."""
    return response.context["draw"]()


@pytest.fixture
def mixed(signed_in_client):
    return sandbox_collection(WITH_GAP, name="Mixed sees", owner=signed_in_client.user)


# --- The figures ------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("metric", ["catholics", "catholics_per_priest", "percent_catholic"])
@pytest.mark.parametrize("year", [1962, 2010])
def test_the_map_shows_the_group_totals_by_country(signed_in_client, mixed, metric, year):
    groups = signed_in_client.get(_url(mixed, "groups", f"by=country&metric={metric}&year={year}"))
    assert groups.status_code == 200
    expected = {group.key: row.values[metric] for group, row in groups.context["rows"]}

    page = signed_in_client.get(_url(mixed, "map", f"metric={metric}&year={year}"))
    assert page.status_code == 200
    table = {row.country.key: row.value for row in _drawn(page)["rows"]}
    assert table == expected
    data = _map_data(page)
    index = data["years"].index(year)
    drawn = {country["key"]: country["values"][index] for country in data["countries"]}
    assert drawn == expected
    assert expected["Philippines"] is not None


@pytest.mark.django_db
@pytest.mark.parametrize("view", [View.PER_CAPITA, View.INDEXED, View.YOY])
def test_derived_views_are_the_grouped_charts_values(signed_in_client, mixed, view):
    from portal.research.series import series_for_chart

    page = signed_in_client.get(_url(mixed, "map", f"metric=total_priests&view={view}"))
    assert page.status_code == 200
    table = series_for_chart(mixed, metric="total_priests", view=view, by="country").table
    data = _map_data(page)
    assert data["years"] == table.years
    drawn = {country["key"]: country["values"] for country in data["countries"]}
    assert drawn == {column.source_code: column.values for column in table.columns}


@pytest.mark.django_db
def test_an_index_on_a_chosen_base_year_is_kept_in_the_address(signed_in_client, mixed):
    from portal.research.series import series_for_chart

    query = "metric=catholics&view=indexed&base=1990&year=2010"
    page = signed_in_client.get(_url(mixed, "map", query))
    assert page.status_code == 200
    chart = series_for_chart(mixed, metric="catholics", view="indexed", by="country", base=1990)
    table = chart.table
    data = _map_data(page)
    drawn = {country["key"]: country["values"] for country in data["countries"]}
    assert drawn == {column.source_code: column.values for column in table.columns}
    assert drawn["Philippines"][data["years"].index(1990)] == 100
    assert one(parse(page.content), "#map-base")["value"] == "1990"
    assert "1990 = 100" in _drawn(page)["unit"]
    # The table's headings and the year form keep the base year.
    for heading in _drawn(page)["headings"].values():
        assert "base=1990" in heading["link"]


@pytest.mark.django_db
def test_countries_without_members_or_figures_are_marked(signed_in_client, mixed):
    translation.activate("en")
    page = signed_in_client.get(_url(mixed, "map", "metric=catholics&year=1962"))
    assert page.status_code == 200
    rows = {row.country.key: row for row in _drawn(page)["rows"]}
    congo = rows["Democratic Republic of the Congo"]
    assert congo.value is None and congo.text == "" and congo.country.map_id == "COD"
    assert "no figures for this year" in congo.note
    assert rows[list(rows)[-1]].value is None  # rows without a figure come last
    html = page.content.decode()
    assert 'data-country="Democratic Republic of the Congo"' in html
    assert "no dioceses in the collection" in html and "no figures for this year" in html

    data = _map_data(page)
    index = data["years"].index(1962)
    congo_data = next(c for c in data["countries"] if c["key"] == congo.country.key)
    assert congo_data["values"][index] is None and congo_data["texts"][index] == ""
    others = {other["id"] for other in data["others"]}
    held = {c["id"] for c in data["countries"]}
    assert "FRA" in others and "PHL" not in others and not others & held
    assert others | held >= MAP_COUNTRIES - {None}
    assert data["labels"]["no_members"] == "no dioceses in the collection"
    assert data["labels"]["no_figures"] == "no figures for this year"


@pytest.mark.django_db
def test_names_and_numbers_are_in_the_pages_language(signed_in_client, mixed):
    from sandbox.catalog import statistics

    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "es"
    page = signed_in_client.get(_url(mixed, "map", "metric=catholics&year=2010"))
    assert page.status_code == 200
    rows = {row.country.key: row for row in _drawn(page)["rows"]}
    philippines = rows["Philippines"]
    assert philippines.country.label == "Filipinas"
    total = sum(
        next(r for r in statistics.series_rows(code) if r["year"] == 2010)["catholics"]
        for code in PHILIPPINES
    )
    assert philippines.value == total
    assert re.fullmatch(r"\d{1,3}([\u00a0.]\d{3})+", philippines.text), philippines.text
    with translation.override("es"):
        assert philippines.text == floatformat(total, "-2g")
    data = _map_data(page)
    assert {"id": "FRA", "name": "Francia"} in data["others"]
    assert data["layout"]["separators"][0] == ","  # the decimal comma, then the grouping


@pytest.mark.django_db
def test_the_table_sorts_by_its_headings(signed_in_client, mixed):
    page = signed_in_client.get(_url(mixed, "map", "metric=catholics&year=2010"))
    values = [row.value for row in _drawn(page)["rows"] if row.value is not None]
    assert values == sorted(values, reverse=True)
    link = _drawn(page)["headings"]["value"]["link"]
    assert "order=asc" in link and "year=2010" in link
    ascending = _drawn(signed_in_client.get(_url(mixed, "map") + link))["rows"]
    values = [row.value for row in ascending if row.value is not None]
    assert values == sorted(values)
    by_name = signed_in_client.get(_url(mixed, "map", "metric=catholics&sort=name&order=asc"))
    names = [row.country.label for row in _drawn(by_name)["rows"] if row.value is not None]
    assert names == sorted(names, key=str.casefold)
    assert 'aria-sort="ascending"' in by_name.content.decode()


@pytest.mark.django_db
def test_without_javascript_the_form_chooses_the_year(signed_in_client, mixed):
    page = signed_in_client.get(_url(mixed, "map", "metric=baptisms&view=per_capita&year=2000"))
    html = page.content.decode()
    soup = parse(html)
    some(soup, 'option[value="2000"][selected]', "2000")
    some(soup, 'option[value="per_capita"][selected]')
    one(soup, 'div[class="research-map-slider"][data-map-slider][hidden]')
    assert page.context["year"] == 2000 and page.context["view"] == "per_capita"


@pytest.mark.django_db
def test_a_second_visit_is_read_from_the_cache(signed_in_client, mixed, monkeypatch):
    from portal.research import map as research_map

    assert signed_in_client.get(_url(mixed, "map", "metric=parishes")).status_code == 200

    def fail(*args, **kwargs):
        raise AssertionError("computed again")

    monkeypatch.setattr(research_map, "world_map", fail)
    again = signed_in_client.get(_url(mixed, "map", "metric=parishes&year=2000"))
    assert again.status_code == 200 and again.context["year"] == 2000


@pytest.mark.django_db
@pytest.mark.parametrize(
    "query",
    ["year=1700", "year=abc", "metric=nonsense", "view=nonsense", "sort=nonsense",
     "metric=percent_catholic&view=per_capita", "view=indexed&base=1700",
     "view=indexed&base=soon"],
)  # fmt: skip
def test_bad_input_is_a_400_with_a_sentence(signed_in_client, mixed, query):
    response = signed_in_client.get(_url(mixed, "map", query))
    assert response.status_code == 400
    assert b"data-problems" in response.content


@pytest.mark.django_db
def test_an_empty_collection_says_so(signed_in_client):
    from devtools.warehouse_data import collection_named

    empty = collection_named("Nothing yet", owner=signed_in_client.user)
    response = signed_in_client.get(_url(empty, "map"))
    assert response.status_code == 200
    assert b"data-empty" in response.content and b"data-map-url" not in response.content


# --- Access -------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_another_persons_private_collection_is_a_404_and_a_shared_one_is_shown(
    signed_in_client, django_user_model
):
    other = django_user_model.objects.create(username="someone-else")
    private = sandbox_collection(["dmaml"], name="Theirs", owner=other)
    assert signed_in_client.get(_url(private, "map")).status_code == 404
    private.shared = True
    private.save(update_fields=["shared"])
    assert signed_in_client.get(_url(private, "map")).status_code == 200


@pytest.mark.django_db
def test_signed_out_people_are_sent_to_sign_in(client, django_user_model):
    owner = django_user_model.objects.create(username="owner")
    collection = sandbox_collection(["dmaml"], owner=owner)
    response = client.get(_url(collection, "map"))
    assert response.status_code == 302


# --- Offline: no CDN, our own geometry, within the CSP --------------------------------------------


@pytest.mark.django_db
def test_the_page_never_references_a_cdn(signed_in_client, mixed):
    response = signed_in_client.get(_url(mixed, "map", "metric=catholics"))
    html = response.content.decode()
    assert "cdn.plot.ly" not in html
    soup = parse(html)
    assert not soup.select('script[src^="http://"], script[src^="https://"]')
    assert not soup.select('link[href^="http://"], link[href^="https://"]')
    data = _map_data(response)
    assert data["config"]["topojsonURL"] == f"{settings.STATIC_URL}{TOPOJSON_FOLDER}"
    assert data["config"]["topojsonURL"].startswith("/static/")
    assert "plotly-map." in html and "plotly-portal." not in html
    # The map page's one CSP widening is the chart pages' (the PNG download's blob: image).
    policy = response.headers["Content-Security-Policy"]
    assert "img-src 'self' https: data: blob:" in policy
    assert "unsafe-eval" not in policy and "unsafe-inline" not in policy
    assert "connect-src 'self'" in policy


def test_the_map_bundle_fetches_from_no_other_host_and_needs_no_eval():
    bundle = (STATIC / MAP_BUNDLE).read_text(encoding="utf-8")
    assert "https://cdn.plot.ly" not in bundle
    # plotly.js's default topojsonURL is our static folder in this build (build.mjs).
    assert f'dflt:"/static/{TOPOJSON_FOLDER}"' in bundle
    assert "eval(" not in bundle and "new Function(" not in bundle
    assert bundle.startswith("/**\n* plotly.js (portal map: core + choropleth - minified) v4.1.1")


def test_the_map_bundle_needs_no_stylesheet_but_plotly_css():
    from portal.trends.management.commands.trends_plotly_css import (
        injected_style_ids,
        rules_from_bundle,
    )

    bundle = (STATIC / MAP_BUNDLE).read_text(encoding="utf-8")
    portal = (STATIC / "vendor/plotly/plotly-portal.min.js").read_text(encoding="utf-8")
    assert rules_from_bundle(bundle) == rules_from_bundle(portal)  # plotly.css covers both
    assert injected_style_ids(bundle) == []


def test_the_vendored_geometry_is_natural_earths_world_and_matches_the_country_list():
    topojson = json.loads((STATIC / TOPOJSON_FOLDER / TOPOJSON_FILE).read_text(encoding="utf-8"))
    assert topojson["type"] == "Topology"
    assert {"countries", "land", "ocean", "coastlines"} <= set(topojson["objects"])
    ids = {g.get("id") for g in topojson["objects"]["countries"]["geometries"]} - {None, ""}
    assert ids == MAP_COUNTRIES


def test_the_scatter_bundle_is_unchanged():
    import hashlib

    readme = (STATIC / "vendor" / "README.md").read_text(encoding="utf-8")
    scatter = (STATIC / "vendor/plotly/plotly-portal.min.js").read_bytes()
    digest = hashlib.sha256(scatter).hexdigest()
    assert digest == "02bf912a1f7b029b90462cbc5ee4b9eeeef9e52763880c67b48cf4cda0a68845"
    map_digest = hashlib.sha256((STATIC / MAP_BUNDLE).read_bytes()).hexdigest()
    assert map_digest in readme  # recorded where the build is documented


@pytest.fixture
def many_countries(monkeypatch):
    """Maps of more than three countries count as maps of many (the whole Church's 206)."""
    from portal.research import map as research_map

    monkeypatch.setattr(research_map, "TABLE_IN_PAGE_COUNTRIES", 3)


@pytest.mark.django_db
def test_a_map_of_many_countries_has_its_table_on_its_own_page(
    signed_in_client, mixed, many_countries
):
    query = "metric=catholics&view=indexed&base=1990&year=2010&sort=name&order=asc"
    response = signed_in_client.get(_url(mixed, "map", query))
    assert response.status_code == 200
    soup = parse(response.content)
    assert not soup.select("[data-map-table]")
    link = one(soup, "[data-chart-table-slot] a[data-chart-table-load][data-map-link]")
    assert link["href"] == _url(mixed, "map/table", query)
    assert "4 countries" in some(soup, "[data-chart-table-slot]").get_text()
    assert "on its own page" in one(soup, "#map-figure-caption").get_text()

    table = signed_in_client.get(link["href"])
    assert table.status_code == 200
    rows = parse(table.content).select("[data-chart-table-content] [data-map-table] tbody tr")
    drawn = _drawn(response)["rows"]
    assert [row["data-country"] for row in rows] == [row.key for row in drawn]
    values = [row.select_one("td[data-value]")["data-value"] for row in rows]
    assert values == [str(row.value) if row.value is not None else "" for row in drawn]
    back = one(parse(table.content), f'a[href="{_url(mixed, "map", query)}"]')
    assert back.get_text(strip=True) == "Back to the map"
    assert signed_in_client.get(_url(mixed, "map/table", "year=1700")).status_code == 400


# --- In Chromium ----------------------------------------------------------------------------------


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_table_of_many_countries_loads_under_the_map_and_follows_the_slider(
    signed_in_page, live_server, take_screenshot, many_countries
):
    page = signed_in_page
    collection = sandbox_collection(WITH_GAP, name="Sees on a map", owner=page.user)
    page.goto(f"{live_server.url}/research/{collection.pk}/map/?metric=catholics&year=1962")
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-drawn", "")
    expect(page.locator("[data-map-table]")).to_have_count(0)
    page.locator("#map-year-slider").focus()
    page.keyboard.press("ArrowRight")  # 1963: the link asks for the year shown
    expect(page.locator("[data-map-year-output]")).to_have_text("1963")
    page.locator("[data-chart-table-load]").click()
    table = page.locator("[data-map-table]")
    expect(table.locator("caption")).to_contain_text("1963")
    assert table.locator("tbody tr").count() == 4
    page.locator("#map-year-slider").focus()
    page.keyboard.press("ArrowRight")
    expect(table.locator("caption")).to_contain_text("1964")
    congo = table.locator("tbody tr[data-country='Democratic Republic of the Congo']")
    expect(congo).to_have_attribute("data-missing-year", "")  # Kinshasa: nothing for 1960–64
    take_screenshot(page, "research-map-table-loaded")

    # Its sort headings sort it where it is: the page is not reloaded (the table would be gone),
    # and the address, the headings and the table's links keep the order.
    page.evaluate("window.stillThisPage = true")
    members = table.locator("thead th[data-sort-key='members']")
    members.locator("a").click()
    expect(members).to_have_attribute("aria-sort", "descending")
    shown = table.locator("tbody tr:not([data-missing-year]) > :nth-child(2)")
    counts = [int(c) for c in shown.all_text_contents()]
    assert len(counts) > 1 and counts == sorted(counts, reverse=True)
    assert "sort=members&order=desc" in page.url and "year=1964" in page.url
    expect(members.locator("a")).to_have_attribute("href", re.compile(r"sort=members&order=asc"))
    name = table.locator("thead th[data-sort-key='name']")
    name.locator("a").click()
    expect(name).to_have_attribute("aria-sort", "ascending")
    expect(members).not_to_have_attribute("aria-sort", re.compile(".*"))
    names = _names(table.locator("tbody tr:not([data-missing-year]) > th"))
    assert names == sorted(names, key=str.casefold)
    assert page.evaluate("window.stillThisPage") is True
    page.reload()
    expect(page.locator("[data-chart-table-load]")).to_have_attribute(
        "href", re.compile(r"year=1964.*sort=name&order=asc")
    )


def _names(row_headings) -> list[str]:
    """The countries' names in the table's row headings, without the note under each."""
    return row_headings.evaluate_all("cells => cells.map(c => c.firstChild.nodeValue)")


def _no_sideways_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page is {overflow}px wider than the window"


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 390])
def test_the_map_in_chromium(signed_in_page, live_server, take_screenshot, width):
    from portal.research.groups import group_table
    from tests.accessibility.conftest import axe_violations, describe

    page = signed_in_page
    page.set_viewport_size({"width": width, "height": 900})
    collection = sandbox_collection(WITH_GAP, name="Sees on a map", owner=page.user)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": "es", "url": live_server.url}]
    )
    page.goto(f"{live_server.url}/research/{collection.pk}/map/?metric=catholics&year=1962")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    plot = page.locator("[data-map-plot]")
    expect(plot).to_have_attribute("data-map-drawn", "")
    drawn = page.locator("[data-map-plot] path.choroplethlocation")
    expect(drawn.first).to_be_visible()
    assert drawn.count() > 150  # every country of the 1:110m world
    assert [url for url in requests if not url.startswith(live_server.url)] == []
    assert any(url.endswith(f"/{TOPOJSON_FOLDER}{TOPOJSON_FILE}") for url in requests)
    take_screenshot(page, f"research-map-1962-{width}")

    # The year slider, with the keyboard: the map, the table and the URL follow.
    slider = page.locator("#map-year-slider")
    expect(page.locator("label[for='map-year-slider']")).to_be_visible()
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-map-year-output]")).to_have_text("1963")
    assert re.search(r"[?&]year=1963\b", page.url)
    expect(slider).to_have_attribute("aria-valuetext", "1963")
    expect(page.locator("[data-map-year-select]")).to_have_value("1963")
    totals = group_table(collection, by="country", metrics=["catholics"], start=1963, end=1963)
    philippines = next(group for group in totals.groups if group.key == "Philippines")
    total = philippines.years[0].values["catholics"]
    with translation.override("es"):
        spanish = floatformat(total, "-2g")
    assert re.fullmatch(r"\d{1,3}([\u00a0.]\d{3})+", spanish), spanish
    row = page.locator("[data-map-table] tbody tr[data-country='Philippines']")
    expect(row.locator("th")).to_have_text("Filipinas")
    expect(row.locator("td[data-value]")).to_have_text(spanish)
    expect(page.locator("[data-map-caption]")).to_contain_text("1963")
    # The rows are sorted again for the new year (by figure, the page's sort), and by members or
    # name as the address asks, read from the cells the page writes.
    figures = page.locator("[data-map-table] tbody tr:not([data-missing-year]) td[data-value]")
    values = [float(v) for v in figures.evaluate_all("cells => cells.map(c => c.dataset.value)")]
    assert len(values) > 2 and values == sorted(values, reverse=True)
    for sort, column in (("members", 1), ("name", 0)):
        page.goto(
            f"{live_server.url}/research/{collection.pk}/map/?metric=catholics&year=1962"
            f"&sort={sort}&order=asc"
        )
        expect(plot).to_have_attribute("data-map-drawn", "")
        slider.focus()
        page.keyboard.press("ArrowRight")
        expect(page.locator("[data-map-year-output]")).to_have_text("1963")
        cells = page.locator(
            f"[data-map-table] tbody tr:not([data-missing-year]) > :nth-child({column + 1})"
        )
        shown = [int(c) for c in cells.all_text_contents()] if sort == "members" else _names(cells)
        assert shown == sorted(shown, key=(str.casefold if sort == "name" else None)), sort

    # The hover label, with the mouse over Italy (one see, Milan): the same Spanish figure.
    totals = group_table(collection, by="country", metrics=["catholics"], start=1963, end=1963)
    italy = next(group for group in totals.groups if group.key == "Italy")
    with translation.override("es"):
        italian = floatformat(italy.years[0].values["catholics"], "-2g")
    box = page.evaluate(
        """() => {
            const paths = document.querySelectorAll('[data-map-plot] path.choroplethlocation');
            const italy = [...paths].find((path) => path.__data__ && path.__data__.loc === 'ITA');
            const box = italy.getBoundingClientRect();
            return {x: box.x + box.width * 0.45, y: box.y + box.height * 0.4};
        }"""
    )
    page.mouse.move(box["x"], box["y"])
    hover = page.locator("[data-map-plot] .hoverlayer")
    expect(hover).to_contain_text("Italia")
    expect(hover).to_contain_text(italian)
    take_screenshot(page, f"research-map-1963-hover-{width}")

    # Back to 1962 with the keyboard: Kinshasa's gap is "no figures", hatched on the map.
    page.keyboard.press("ArrowLeft")
    table = page.locator("[data-map-table] tbody")
    congo = table.locator("tr[data-country='Democratic Republic of the Congo']")
    expect(congo).to_have_attribute("data-missing-year", "")
    expect(congo.locator("[data-note]")).not_to_be_empty()
    # The note is a line under the country's name, and the table fits where it stands (beside
    # the map, or under it on a phone): nothing to scroll sideways to.
    note, name = (congo.locator(selector).bounding_box() for selector in ("[data-note]", "th"))
    assert note is not None and name is not None and note["y"] > name["y"]
    region = page.locator(".research-map-table")
    assert region.evaluate("r => r.scrollWidth - r.clientWidth") <= 0
    until_year(page, 1962)
    fills = {country["id"]: country["fill"] for country in drawn_countries(page)}
    assert fills["COD"] == HATCH

    _no_sideways_overflow(page)
    violations = axe_violations(page)
    assert violations == [], f"{page.url}\n{describe(violations)}"
    assert page.console_errors == []


# --- What the map draws, in every state ---------------------------------------------------

NO_MEMBERS = "rgb(241, 237, 230)"  # world_map.NO_MEMBERS_COLOUR
NO_FIGURES = "rgb(140, 130, 118)"  # world_map.NO_FIGURES_COLOUR, under the hatch


def until_year(page, year: int) -> None:
    """Wait until the map shows `year` (map.js sets data-map-year once plotly has drawn it)."""
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-year", str(year))


def _expected(world, year: int) -> tuple[set[str], set[str]]:
    """(countries with a figure, countries with members but none) on the map for `year`."""
    index = world.years.index(year)
    drawn = [c for c in world.countries if c.map_id]
    return (
        {c.map_id for c in drawn if c.values[index] is not None},
        {c.map_id for c in drawn if c.values[index] is None},
    )


def _assert_draws(page, world, year: int) -> None:
    """Every country with a figure shaded by its value, only those without one hatched."""
    until_year(page, year)
    valued, missing = _expected(world, year)
    countries = drawn_countries(page)
    assert len(countries) > 150  # every country of the 1:110m world
    hatched = {c["id"] for c in countries if c["fill"] == HATCH}
    assert hatched == missing
    shaded = {c["id"]: c["fill"] for c in countries if c["layer"] == "values"}
    assert set(shaded) == valued
    assert all(fill.startswith("rgb(") for fill in shaded.values()), shaded
    assert not {NO_MEMBERS, NO_FIGURES} & set(shaded.values())
    others = [c for c in countries if c["id"] not in valued | missing]
    assert others and all(c["fill"] == NO_MEMBERS for c in others)
    if len(valued) > 1:  # shaded by value: different figures, different fills
        assert len(set(shaded.values())) > 1


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 390])
def test_the_map_shades_every_country_with_a_figure_and_hatches_only_the_others(
    signed_in_page, live_server, take_screenshot, width
):
    """The researchers' report: with every country's figures in, the page hatched them all
    as "no figures for this year" (its stylesheet hatched plotly's second trace group, which
    is the values' when the no-figures trace has no country and plotly leaves it out)."""
    from portal.research.world_map import world_map

    page = signed_in_page
    page.set_viewport_size({"width": width, "height": 900})
    collection = sandbox_collection(WITH_GAP, name="Every state", owner=page.user)
    world = world_map(collection, metric="catholics", view=View.RAW)
    base = f"{live_server.url}/research/{collection.pk}/map/?metric=catholics"

    # All countries have figures (Kinshasa reports again from 1965): nothing hatched.
    page.goto(f"{base}&year=1965")
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-drawn", "")
    assert _expected(world, 1965)[1] == set()
    _assert_draws(page, world, 1965)
    take_screenshot(page, f"research-map-all-figures-{width}")

    # Some: the Democratic Republic of the Congo has a member but no figure in 1962.
    page.goto(f"{base}&year=1962")
    assert _expected(world, 1962)[1] == {"COD"}
    _assert_draws(page, world, 1962)
    take_screenshot(page, f"research-map-some-figures-{width}")

    # The slider moved, with the keyboard, to a year with all figures and back: the hatch
    # follows the year (plotly leaves the empty group out and draws it again).
    slider = page.locator("#map-year-slider")
    slider.focus()
    for _year in range(1962, 1965):
        page.keyboard.press("ArrowRight")
    _assert_draws(page, world, 1965)
    for _year in range(1962, 1965):
        page.keyboard.press("ArrowLeft")
    _assert_draws(page, world, 1962)

    # None: the change on the previous year has no figure in the first year.
    yoy = world_map(collection, metric="catholics", view=View.YOY)
    empty = [y for i, y in enumerate(yoy.years) if all(c.values[i] is None for c in yoy.countries)]
    assert empty, "no year without figures in this view"
    page.goto(f"{base}&view={View.YOY}&year={empty[0]}")
    _assert_draws(page, yoy, empty[0])
    assert _expected(yoy, empty[0])[0] == set()
    take_screenshot(page, f"research-map-no-figures-{width}")

    # The caption is true at every width: the table is beside the map or under it.
    caption = page.locator("#map-figure-caption")
    expect(caption).to_contain_text("the table of countries on this page")
    expect(caption).not_to_contain_text("beside")
    assert page.console_errors == []
