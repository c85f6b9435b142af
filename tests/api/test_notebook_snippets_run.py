"""The pandas code the API's docs (docs/api.md, "Examples") and a collection's page ("Read this
collection from a notebook") print, run as printed against the live test server: the grand
total (total=true) is set apart by `is_total`, so the groups sum to it, and to the dioceses'
own figures, never to twice the truth.

The code is read from the docs and from the page, never copied here: if either changes, this
runs the new code. Only the example's address and token are swapped for the live ones.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import httpx
import pandas as pd
import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db(transaction=True)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "api.md"
DOCS_BASE = "https://portal.example.org/api/v1/collections/12"  # the docs' example address
# Dioceses of two countries (the Philippines, the United States): more than one group.
CODES = ["dmaml", "dcebu", "dnewy", "dbost"]


@pytest.fixture
def collection(researcher):
    from devtools.warehouse_data import sandbox_collection

    return sandbox_collection(CODES, name="Two countries", owner=researcher)


def docs_pandas_snippet() -> str:
    text = DOCS.read_text(encoding="utf-8")
    found = re.search(r"^Python, pandas:\n+```python\n(.*?)^```", text, re.M | re.S)
    assert found, "docs/api.md prints no pandas example"
    return found.group(1)


class _PreText(HTMLParser):
    """The text of the <pre> with the given id, as a reader copies it (entities decoded)."""

    def __init__(self, element_id: str) -> None:
        super().__init__(convert_charrefs=True)
        self.element_id, self.inside, self.text = element_id, 0, []

    def handle_starttag(self, tag, attrs):
        if self.inside:
            self.inside += 1
        elif tag == "pre" and dict(attrs).get("id") == self.element_id:
            self.inside = 1

    def handle_endtag(self, tag):
        if self.inside:
            self.inside -= 1

    def handle_data(self, data):
        if self.inside:
            self.text.append(data)


def page_pandas_snippet(html: str, collection_id: int) -> str:
    parser = _PreText(f"notebook-pandas-{collection_id}")
    parser.feed(html)
    assert parser.text, "the collection page prints no pandas snippet"
    return "".join(parser.text)


def diocese_sums(live_url: str, collection_id: int, token: str) -> pd.Series:
    """Catholics by year, summed over the collection's dioceses (the years table)."""
    years = pd.read_csv(
        f"{live_url}/api/v1/collections/{collection_id}/years?format=csv&metric=catholics",
        storage_options={"Authorization": f"Bearer {token}"},
    )
    return years.groupby("year")["value"].sum()


def run(code: str) -> dict:
    namespace: dict = {}
    exec(compile(code, "<notebook snippet>", "exec"), namespace)  # noqa: S102 (the point)
    return namespace


def test_the_docs_pandas_example_sets_the_total_apart(
    live_server, researcher, token_for, collection, monkeypatch
):
    token = token_for(researcher).secret
    monkeypatch.setenv("PORTAL_TOKEN", token)
    code = docs_pandas_snippet()
    assert DOCS_BASE in code and "is_total" in code
    ran = run(code.replace(DOCS_BASE, f"{live_server.url}/api/v1/collections/{collection.pk}"))

    groups, total = ran["countries"], ran["total"]
    assert groups["group"].nunique() >= 2 and not groups["is_total"].any()
    assert list(total["group"].unique()) == ["(total)"] and total["is_total"].all()
    assert groups["group"].notna().all() and total["group"].notna().all()
    by_year = groups.groupby("year")["catholics"].sum()
    expected = diocese_sums(live_server.url, collection.pk, token)
    assert by_year.to_dict() == expected.to_dict()
    assert total.set_index("year")["catholics"].to_dict() == expected.to_dict()
    # The other tables of the example were read too.
    assert {"figures", "wide", "provinces"} <= ran.keys() and len(ran["figures"]) > 0


def test_the_collection_pages_pandas_snippet_sets_the_total_apart(
    live_server, researcher, token_for, collection
):
    client = Client()
    client.force_login(researcher)
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    page = httpx.get(
        f"{live_server.url}{collection.get_absolute_url()}",
        cookies={settings.SESSION_COOKIE_NAME: session},
        timeout=60,
    )
    assert page.status_code == 200
    code = page_pandas_snippet(page.text, collection.pk)
    assert 'token = "YOUR-TOKEN"' in code and live_server.url in code
    token = token_for(researcher).secret
    ran = run(code.replace("YOUR-TOKEN", token))

    groups, total = ran["groups"], ran["total"]  # the long shape: a row per figure
    assert not groups["is_total"].any() and total["is_total"].all()
    assert set(total["group"]) == {"(total)"} and groups["group"].notna().all()
    catholics = groups[groups["metric"] == "catholics"].groupby("year")["value"].sum()
    expected = diocese_sums(live_server.url, collection.pk, token)
    assert catholics.to_dict() == expected.to_dict()
    in_total = total[total["metric"] == "catholics"].set_index("year")["value"]
    assert in_total.to_dict() == expected.to_dict()
