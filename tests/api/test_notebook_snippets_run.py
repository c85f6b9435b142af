"""The pandas and R code the API's docs (docs/api.md, "Examples") and a collection's page
("Read this collection from a notebook") print, run as printed against the live test server:
the grand total (total=true) is set apart by `is_total`, so the groups sum to it, and to the
dioceses' own figures, never to twice the truth.

The code is read from the docs and from the page, never copied here: if either changes, this
runs the new code. Only the example's address and token are swapped for the live ones. The R
code runs in `Rscript` (r-base-core, r-cran-httr2, r-cran-readr; `.ci/run` installs them),
followed by a few lines that print, as CSV, the sums it computed.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
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


def docs_snippet(heading: str, fence: str) -> str:
    text = DOCS.read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(heading)}\n+```{fence}\n(.*?)^```", text, re.M | re.S)
    assert found, f"docs/api.md prints no {heading!r} example"
    return found.group(1)


def docs_pandas_snippet() -> str:
    return docs_snippet("Python, pandas:", "python")


def docs_r_snippet() -> str:
    return docs_snippet("R, httr2 and readr:", "r")


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


def page_snippet(html: str, element_id: str) -> str:
    parser = _PreText(element_id)
    parser.feed(html)
    assert parser.text, f"the collection page prints no #{element_id} snippet"
    return "".join(parser.text)


def page_pandas_snippet(html: str, collection_id: int) -> str:
    return page_snippet(html, f"notebook-pandas-{collection_id}")


def page_r_snippet(html: str, collection_id: int) -> str:
    return page_snippet(html, f"notebook-r-{collection_id}")


def collection_page(live_url: str, researcher, collection) -> str:
    """The collection's page as its owner's browser gets it from the live server."""
    client = Client()
    client.force_login(researcher)
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    page = httpx.get(
        f"{live_url}{collection.get_absolute_url()}",
        cookies={settings.SESSION_COOKIE_NAME: session},
        timeout=60,
    )
    assert page.status_code == 200
    return page.text


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
    # A country's priests per 1,000 inhabitants and its Catholics' average annual change.
    priests, change = ran["priests"], ran["change"]
    assert set(priests.columns) == {"key", "label", "year", "value"}
    assert set(priests["key"]) == set(groups["group"]) and (priests["value"] > 0).all()
    assert set(change["key"]) == set(groups["group"])
    assert (change["start"] == 1990).all() and (change["end"] == 2020).all()
    assert change["average_annual_change"].notna().all()


def test_the_collection_pages_pandas_snippet_sets_the_total_apart(
    live_server, researcher, token_for, collection
):
    html = collection_page(live_server.url, researcher, collection)
    code = page_pandas_snippet(html, collection.pk)
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


R_PACKAGES = "r-base-core r-cran-httr2 r-cran-readr"


def run_r(code: str, token: str, tmp_path: Path) -> pd.DataFrame:
    """Run R code with Rscript, the token in PORTAL_TOKEN; the CSV it prints, as a frame."""
    rscript = shutil.which("Rscript")
    if rscript is None:
        pytest.fail(f"Rscript is missing: apt-get install {R_PACKAGES} (.ci/run does it)")
    script = tmp_path / "snippet.R"
    script.write_text(code, encoding="utf-8")
    env = {**os.environ, "PORTAL_TOKEN": token}
    ran = subprocess.run(
        [rscript, "--vanilla", str(script)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    if ran.returncode != 0:
        pytest.fail(
            f"Rscript failed ({ran.returncode}); if a library is missing, "
            f"apt-get install {R_PACKAGES}\n{ran.stderr}\n{ran.stdout}"
        )
    return pd.read_csv(io.StringIO(ran.stdout))


def r_sums(groups: str, total: str, column: str) -> str:
    """R lines that check the split's shape and print, a row a year, the groups' sum
    (`groups`) beside the grand total's row (`total`)."""
    return f"""
options(scipen = 100)  # 100000, not 1e+05
stopifnot(is.logical({groups}$is_total), !any({groups}$is_total), all({total}$is_total))
stopifnot(all({total}$group == "(total)"), !anyNA({groups}$group))
stopifnot(length(unique({groups}$group)) >= 2)
sums <- aggregate({column} ~ year, {groups}, sum)
names(sums) <- c("year", "groups")
totals <- data.frame(year = {total}$year, total = {total}${column})
write.csv(merge(sums, totals, all = TRUE), stdout(), row.names = FALSE)
"""


def test_the_docs_r_example_sets_the_total_apart(
    live_server, researcher, token_for, collection, tmp_path
):
    token = token_for(researcher).secret
    code = docs_r_snippet()
    assert DOCS_BASE in code and "is_total" in code and "PORTAL_TOKEN" in code
    code = code.replace(DOCS_BASE, f"{live_server.url}/api/v1/collections/{collection.pk}")
    sums = run_r(code + r_sums("countries", "total", "catholics"), token, tmp_path)

    expected = diocese_sums(live_server.url, collection.pk, token)
    assert len(expected) > 0
    assert sums.set_index("year")["groups"].to_dict() == expected.to_dict()
    assert sums.set_index("year")["total"].to_dict() == expected.to_dict()


def test_the_collection_pages_r_snippet_sets_the_total_apart(
    live_server, researcher, token_for, collection, tmp_path
):
    html = collection_page(live_server.url, researcher, collection)
    code = page_r_snippet(html, collection.pk)
    assert 'token <- "YOUR-TOKEN"' in code and live_server.url in code and "is_total" in code
    # The token from the environment, as for the docs' example: never in the script's text.
    code = code.replace('"YOUR-TOKEN"', 'Sys.getenv("PORTAL_TOKEN")')
    # The long shape, a row per figure: the catholics' rows.
    catholics = """
groups <- groups[groups$metric == "catholics", ]
total <- total[total$metric == "catholics", ]
"""
    token = token_for(researcher).secret
    sums = run_r(code + catholics + r_sums("groups", "total", "value"), token, tmp_path)

    expected = diocese_sums(live_server.url, collection.pk, token)
    assert len(expected) > 0
    assert sums.set_index("year")["groups"].to_dict() == expected.to_dict()
    assert sums.set_index("year")["total"].to_dict() == expected.to_dict()
