"""The notebook API in Chromium and from a notebook, over the live server: a token made on the
account's token page, copied with its button, used, revoked; the docs page under the strict
CSP; a CSV read as pandas reads it."""

from __future__ import annotations

import csv
import io
import json
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}


def fetch(url: str, token: str) -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


def no_sideways_overflow(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    wide = page.evaluate(
        """() => [...document.querySelectorAll('body *')]
        .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5).map(e => e.tagName + '.' + e.className)"""
    )
    assert overflow <= 0, f"the page is {overflow}px wider than the window: {wide}"


def test_make_copy_use_and_revoke_a_token(signed_in_page, live_server, take_screenshot):
    page = signed_in_page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.goto(f"{live_server.url}/account/")
    page.get_by_role("link", name="Personal access tokens").click()
    page.wait_for_url(f"{live_server.url}/account/tokens/")
    expect(page.get_by_text("You have no tokens yet.")).to_be_visible()

    page.get_by_label("Name").fill("Thesis notebook")
    page.get_by_label("Expires after").select_option("30")
    page.get_by_role("button", name="Make token").click()
    shown = page.locator("#new-token-value")
    expect(shown).to_be_visible()
    token = shown.input_value()
    assert token.startswith("mgp_") and len(token) == 47
    page.get_by_role("button", name="Copy").click()
    expect(page.locator("[data-new-token] [data-copy-status]")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == token
    row = page.locator("[data-tokens-table] tbody tr")
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Thesis notebook")
    expect(row).to_contain_text(token[:12])
    take_screenshot(page, "api-token-created")
    page.set_viewport_size(PHONE)
    no_sideways_overflow(page)
    # Each token is a card of labelled lines on a phone: nothing to scroll sideways for.
    wrap = page.locator(".tokens-table-wrap")
    assert wrap.evaluate("w => w.scrollWidth <= w.clientWidth")
    expect(row.locator("td[data-label='Expires']")).to_be_visible()
    take_screenshot(page, "api-token-created-phone")
    page.set_viewport_size({"width": 1280, "height": 900})

    status, text = fetch(f"{live_server.url}/api/v1/collections", token)
    assert status == 200 and json.loads(text)["count"] == 0

    page.goto(f"{live_server.url}/account/tokens/")  # shown once: never on a later visit
    expect(page.locator("#new-token-value")).to_have_count(0)
    assert token not in page.content()
    page.get_by_role("button", name="Revoke").click()
    expect(page.locator(".message")).to_contain_text("The token is revoked")
    expect(page.locator("[data-tokens-table] tbody tr")).to_contain_text("Revoked")
    take_screenshot(page, "api-token-revoked")
    page.set_viewport_size(PHONE)
    no_sideways_overflow(page)
    take_screenshot(page, "api-token-revoked-phone")

    status, text = fetch(f"{live_server.url}/api/v1/collections", token)
    assert status == 401 and json.loads(text)["status"] == 401
    assert page.console_errors == []


def test_the_docs_page_works_under_the_csp(page, live_server, take_screenshot):
    response = page.goto(f"{live_server.url}/api/v1/docs")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("notebook API")
    expect(page.locator(".opblock-summary-path").first).to_be_visible()
    take_screenshot(page, "api-docs")
    assert not [e for e in page.console_errors if "Content Security Policy" in e]


def test_a_notebook_reads_the_csv_with_its_token(live_server, researcher, token_for):
    from devtools.warehouse_data import sandbox_collection
    from portal.research import downloads

    collection = sandbox_collection(["dmaml", "dkins"], owner=researcher)
    token = token_for(researcher).secret
    url = f"{live_server.url}/api/v1/collections/{collection.pk}/years?format=csv&shape=wide"
    expected = b"".join(downloads.response(collection, "csv").streaming_content).decode()
    expected_rows = list(csv.DictReader(io.StringIO(expected.split("\r\n", 1)[1], newline="")))
    import pandas as pd  # in the dev extras (pyproject.toml, requirements.lock)

    frame = pd.read_csv(url, storage_options={"Authorization": f"Bearer {token}"})
    assert len(frame) == len(expected_rows)
    assert list(frame["year"]) == [int(r["year"]) for r in expected_rows]
