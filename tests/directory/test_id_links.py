"""One id rule across apps: a diocese the directory links to opens its trends page, and an id
the rule refuses is neither linked nor accepted (a clear 400/404, never a 500)."""

# Reference: docs/architecture.md "Public URLs".

from __future__ import annotations

import re

import pytest

from tests.trends.conftest import catalog_series

# Compare pages fetch in worker threads, which must see the test's user.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.long]  # long: started early

DOTTED = "d.maml"
LONG = "d" + "x" * 59  # between the old trends limit (40) and the rule's (200)
LONGEST = "d." + "y" * 198  # exactly 200 characters


def data_part(data: dict) -> list:
    return [{"kind": "data", "data": data}]


def diocese(code: str, name: str = "Archdiocese of Testing") -> list:
    return data_part({"source_code": code, "primary_name": name, "country": "Philippines"})


def statistics(code: str, name: str = "Archdiocese of Testing") -> list:
    series = catalog_series("dmaml") | {"source_code": code, "diocese_name": name}
    return data_part(series)


def trends_links(html: str) -> list[str]:
    """Links to one diocese's chart (or the comparison page), not the menu's /trends/."""
    return re.findall(r'href="(/trends/[^"/?]+/)', html)


@pytest.mark.parametrize("code", [DOTTED, LONG, LONGEST])
def test_a_diocese_the_directory_links_to_opens_its_trends_page(signed_in_client, sandbox, code):
    assert len(LONGEST) == 200
    sandbox.script_answer("diocese_lookup", diocese(code))
    profile = signed_in_client.get(f"/dioceses/{code}/")
    assert profile.status_code == 200
    chart_link = f"/trends/{code}/"
    assert chart_link in trends_links(profile.content.decode())

    sandbox.script_answer("diocese_statistics_lookup", statistics(code))
    chart = signed_in_client.get(chart_link)
    assert chart.status_code == 200
    assert "Archdiocese of Testing" in chart.content.decode()


@pytest.mark.parametrize("code", [DOTTED, LONG])
def test_a_long_or_dotted_code_found_by_the_trends_search_is_offered_for_charting(
    signed_in_client, sandbox, code
):
    sandbox.script_answer("diocese_lookup", diocese(code))
    html = signed_in_client.get("/trends/", {"q": "Testing"}).content.decode()
    assert f'value="{code}"' in html
    assert f"/trends/{code}/" in trends_links(html)


@pytest.mark.parametrize(
    ("code", "url_segment"),
    [
        ("d maml", "d%20maml"),
        ("-dmaml", "-dmaml"),
        ("d" * 201, "d" * 201),
        ("dmaml<script>", "dmaml%3Cscript%3E"),
    ],
)
def test_a_code_the_rule_refuses_is_neither_linked_nor_accepted(
    signed_in_client, sandbox, code, url_segment
):
    # Found by a search (upstream's data), the diocese is shown, without a link to a page
    # that would refuse its code.
    sandbox.script_answer("diocese_lookup", diocese(code))
    html = signed_in_client.get("/dioceses/", {"q": "Testing"}).content.decode()
    assert "Archdiocese of Testing" in html
    assert trends_links(html) == []
    assert f"/dioceses/{url_segment}/" not in html

    sandbox.reset_requests()
    for url in (f"/trends/{url_segment}/", f"/dioceses/{url_segment}/"):
        response = signed_in_client.get(url)
        assert response.status_code == 400, url
    assert sandbox.requests()["total"] == 0


def test_a_diocese_coded_compare_is_not_linked_to_the_comparison_page(signed_in_client, sandbox):
    sandbox.script_answer("diocese_lookup", diocese("compare"))
    html = signed_in_client.get("/dioceses/", {"q": "Testing"}).content.decode()
    assert "Archdiocese of Testing" in html
    assert "/trends/compare/" not in trends_links(html)

    sandbox.script_answer("diocese_lookup", diocese("compare"))
    html = signed_in_client.get("/trends/", {"q": "Testing"}).content.decode()
    assert 'value="compare"' not in html
    assert "/trends/compare/" not in trends_links(html)
