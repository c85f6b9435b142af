"""The directory in real Chromium: following links between records, pictures, screenshots."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from sandbox import catalog

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Upstream's pictures live on another host. The sandbox has no picture addresses, so tests that
# need pictures script a profile with addresses on a reserved test host, and decide per test
# whether pictures arrive or fail.
PICTURE_HOST = "https://pictures.test"
PICTURES = re.compile(r"^https://pictures\.test/")
SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200">'
    '<rect width="160" height="200" fill="#c9b79c"/></svg>'
)


def pictures_fail(page) -> list[str]:
    """Abort every upstream picture; returns the list the aborted addresses are added to."""
    aborted: list[str] = []

    def abort(route):
        aborted.append(route.request.url)
        route.abort()

    page.route(PICTURES, abort)
    return aborted


def unexpected_errors(page, aborted: list[str], *, page_status: int | None = None) -> list[str]:
    """Console errors other than Chromium's note about each picture we made fail on purpose
    (and, for an error page, about the document's own status)."""
    errors = page.console_errors
    if page_status is not None:
        errors = [e for e in errors if f"responded with a status of {page_status}" not in e]
    failed_pictures = [e for e in errors if e.startswith("Failed to load resource: net::")]
    assert len(failed_pictures) <= len(aborted)
    return [e for e in errors if e not in failed_pictures]


def test_walk_from_a_diocese_to_its_bishop_to_his_consecrator(
    signed_in_page, live_server, take_screenshot
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.goto(f"{live_server.url}/dioceses/dmaml/")
    assert page.get_by_role("heading", level=1).inner_text() == "Archdiocese of Manila"
    assert page.locator("table.statistics td", has_text="2,402,398").count() == 1
    assert page.locator("#profile-picture-fallback").is_visible()  # no picture on record
    take_screenshot(page, "directory-diocese-dmaml")

    page.locator("dd.current-bishop").get_by_role("link", name="Ruperto Lazaro").click()
    page.wait_for_url("**/clergy/ruperto-lazaro/")
    assert page.get_by_role("heading", level=1).inner_text() == "Ruperto Lazaro"
    assert page.locator("ol.lineage li").count() == 4
    take_screenshot(page, "directory-clergy-lineage")

    page.locator("dd.principal-consecrator").get_by_role("link").click()
    page.wait_for_url("**/clergy/theodoros-frangos/")
    assert page.get_by_role("heading", level=1).inner_text() == "Theodoros Frangos"
    page.locator("ol.lineage").get_by_role("link", name="Mark McCarthy").click()
    page.wait_for_url("**/clergy/mark-mccarthy/")
    assert unexpected_errors(page, aborted) == []


def script_pictures(sandbox, skill: str, profile: dict) -> None:
    """A profile from the catalog with a portrait and arms on the test host, as its next answer."""
    key = next((k for k in profile if k.endswith("_id")), "source_code")  # dioceses: a code
    profile = profile | {
        "image_url": f"{PICTURE_HOST}/{profile[key]}.jpg",
        "coat_of_arms_url": f"{PICTURE_HOST}/arms/{profile[key]}.svg",
    }
    sandbox.script_answer(skill, [{"kind": "data", "data": profile}])


def test_a_picture_that_fails_is_replaced_by_its_text_placeholder(
    signed_in_page, live_server, sandbox
):
    page = signed_in_page
    aborted = pictures_fail(page)
    script_pictures(sandbox, "pope_lookup", catalog.pope_lookup(pope_id="benedict-xvi"))
    page.goto(f"{live_server.url}/popes/benedict-xvi/")
    fallback = page.locator("#profile-picture-fallback")
    fallback.wait_for(state="visible")
    assert "Picture not available" in fallback.inner_text()
    assert page.locator("img[data-fallback]").count() == 0
    assert page.locator("#profile-arms-fallback").is_visible()
    assert unexpected_errors(page, aborted) == []


def test_a_picture_that_loads_stays_and_the_page_logs_no_error(
    signed_in_page, live_server, sandbox
):
    page = signed_in_page
    script_pictures(sandbox, "saint_lookup", catalog.saint_lookup(saint_id="jerome"))
    page.route(PICTURES, lambda route: route.fulfill(content_type="image/svg+xml", body=SVG))
    page.goto(f"{live_server.url}/saints/jerome/")
    page.wait_for_load_state("networkidle")
    picture = page.get_by_role("img", name="Picture of Saint Jerome")
    assert picture.is_visible()
    assert picture.evaluate("img => img.naturalWidth") > 0
    assert page.locator("#profile-picture-fallback").is_hidden()
    assert page.console_errors == []


@pytest.mark.parametrize(
    ("path", "name", "check"),
    [
        ("/popes/benedict-xvi/", "directory-pope-benedict-xvi", "Joseph Aloisius Ratzinger"),
        ("/saints/therese-of-lisieux/", "directory-saint-therese", "Patron of"),
        ("/popes/?q=benedict", "directory-did-you-mean", "Did you mean"),
        ("/clergy/?q=benedict", "directory-not-found-hint", "looks like a pope"),
        ("/dioceses/?q=Santiago", "directory-diocese-search", "Did you mean"),
        ("/saints/", "directory-empty-search", "How to search"),
    ],
)
def test_directory_pages_look_right(
    signed_in_page, live_server, take_screenshot, path, name, check
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.goto(f"{live_server.url}{path}")
    assert check in page.locator("main").inner_text()
    page.wait_for_load_state("networkidle")
    take_screenshot(page, name)
    assert unexpected_errors(page, aborted) == []


def test_a_cross_directory_link_runs_the_same_search_in_the_other_directory(
    signed_in_page, live_server
):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.goto(f"{live_server.url}/popes/?q=ruperto+lazaro")
    page.get_by_role("link", name="Search for “ruperto lazaro” in Clergy").click()
    page.wait_for_url("**/clergy/?q=ruperto+lazaro")
    assert page.get_by_role("heading", name="Ruperto Lazaro").is_visible()
    page.get_by_role("link", name="Link to this page").click()
    page.wait_for_url("**/clergy/ruperto-lazaro/")
    assert unexpected_errors(page, aborted) == []


def test_an_unknown_id_shows_a_friendly_404_page_with_a_search_box(
    signed_in_page, live_server, take_screenshot
):
    page = signed_in_page
    aborted = pictures_fail(page)
    response = page.goto(f"{live_server.url}/popes/no-such-pope/")
    assert response.status == 404
    assert "We could not find a pope with the id “no-such-pope”." in page.inner_text("main")
    page.get_by_label("Name of a pope").fill("Leo XIV")
    take_screenshot(page, "directory-unknown-id-404")
    page.get_by_role("button", name="Search").click()
    page.wait_for_url("**/popes/?q=Leo+XIV")
    assert page.get_by_role("heading", name="Pope Leo XIV").is_visible()
    assert unexpected_errors(page, aborted, page_status=404) == []


def test_a_rate_limited_search_counts_down_and_then_lets_the_user_search_again(
    signed_in_page, live_server, sandbox, take_screenshot
):
    page = signed_in_page
    aborted = pictures_fail(page)
    sandbox.fault("rate_limit_burst", retry_after=3, count=1)
    response = page.goto(f"{live_server.url}/saints/?q=andrew")
    assert response.status == 429
    button = page.get_by_role("button", name="Search")
    assert button.is_disabled()
    assert "Magisterium asks us to wait 3 seconds" in page.inner_text("main")
    take_screenshot(page, "directory-rate-limited")
    expect(button).to_be_enabled(timeout=10_000)
    button.click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", name="Saint Andrew").is_visible()
    assert unexpected_errors(page, aborted, page_status=429) == []


def test_a_diocese_profile_fits_a_phone_screen(signed_in_page, live_server, take_screenshot):
    page = signed_in_page
    aborted = pictures_fail(page)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/dioceses/dmaml/")
    page.wait_for_load_state("networkidle")
    # Only the statistics table may scroll sideways, inside its own box.
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    take_screenshot(page, "directory-diocese-phone")
    assert unexpected_errors(page, aborted) == []
