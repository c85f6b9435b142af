"""The trends chart's researcher views, chosen by URL: per 1,000 inhabitants, per Catholic, an
index on a chosen base year, and each series' average annual change between the chart's years;
bad values get a 400 with a sentence, and the controls submit the same state back."""

from __future__ import annotations

from urllib.parse import parse_qsl, urlencode

import pytest
from django.conf import settings

from tests.html import attrs, one, page, some, text
from tests.trends.conftest import catalog_series
from tests.trends.test_charts import figure_of

MANILA = "/trends/dmaml/"


def growth_cells(response) -> dict[str, tuple[str, str]]:
    """{series name: (data-value, text)} of the average annual change table under the chart."""
    found = one(page(response), "[data-growth] table")
    return {
        text(row.select_one("th")): (row.select_one("td")["data-value"], text(row.select_one("td")))
        for row in found.select("tbody tr")
    }


def form_query(response) -> list[tuple[str, str]]:
    """What submitting the chart's controls by GET sends: every named field's value, the empty
    ones left out (as static/js/trends/controls.js leaves them)."""
    form = one(page(response), "form[data-trends-form]")
    assert form.get("method") == "get"
    pairs = []
    for field in form.select("[name]"):
        if field.name == "select":
            chosen = field.select_one("option[selected]")
            value = chosen["value"] if chosen else ""
        elif field.get("type") == "checkbox" and not field.has_attr("checked"):
            continue
        else:
            value = field.get("value", "")
        if value.strip():
            pairs.append((field["name"], value.strip()))
    return pairs


def test_per_1000_inhabitants_divides_by_the_population_and_says_so(signed_in_client, sandbox):
    response = signed_in_client.get(
        MANILA, {"metric": "baptisms", "view": "per_1000", "start": 2000, "end": 2010}
    )
    assert response.status_code == 200
    expected = [
        round(r["baptisms"] / r["total_population"] * 1_000, 4)
        for r in catalog_series("dmaml", 2000, 2010)["rows"]
    ]
    figure = figure_of(response)
    assert figure["data"][0]["y"] == expected
    assert figure["layout"]["title"]["text"] == (
        "Archdiocese of Manila: Baptisms, 2000–2010 (per 1,000 inhabitants)"
    )
    assert figure["layout"]["yaxis"]["title"]["text"] == "per 1,000 inhabitants"
    some(page(response), '#trend-view option[value="per_1000"][selected]')


def test_per_catholic_keeps_the_decimals_a_tiny_ratio_needs(signed_in_client, sandbox):
    response = signed_in_client.get(
        MANILA, {"metric": "total_priests", "view": "per_catholic", "start": 2000, "end": 2000}
    )
    (row,) = catalog_series("dmaml", 2000, 2000)["rows"]
    expected = round(row["total_priests"] / row["catholics"], 6)
    assert 0 < expected < 0.01
    assert figure_of(response)["data"][0]["y"] == [expected]
    cell = one(page(response), ".trend-table tbody td")
    assert float(cell["data-value"]) == expected
    assert text(cell) == f"{expected:,.6f}".rstrip("0")


def test_an_index_on_a_chosen_base_year(signed_in_client, sandbox):
    response = signed_in_client.get(
        MANILA, {"metric": "catholics", "view": "indexed", "base": 2000, "start": 1990, "end": 2010}
    )
    assert response.status_code == 200
    rows = catalog_series("dmaml", 1990, 2010)["rows"]
    base = next(r["catholics"] for r in rows if r["year"] == 2000)
    figure = figure_of(response)
    assert figure["data"][0]["y"] == [round(r["catholics"] / base * 100, 2) for r in rows]
    assert figure["data"][0]["y"][10] == 100
    assert figure["layout"]["title"]["text"].endswith("(index, 2000 = 100)")
    assert one(page(response), "#trend-base")["value"] == "2000"
    # Without a base year, the first year is the base, as before.
    first = figure_of(signed_in_client.get(MANILA, {"view": "indexed", "start": 1990, "end": 2010}))
    assert first["data"][0]["y"][0] == 100
    assert first["layout"]["title"]["text"].endswith("(index, first year = 100)")


def test_each_series_average_annual_change_runs_over_the_chosen_years(signed_in_client, sandbox):
    response = signed_in_client.get(
        MANILA, {"metric": ["catholics", "baptisms"], "start": 1990, "end": 2010}
    )
    rows = {r["year"]: r for r in catalog_series("dmaml", 1990, 2010)["rows"]}
    heading = one(page(response), "#trend-growth-title")
    assert text(heading) == "Average annual change 1990–2010"
    cells = growth_cells(response)
    for metric, name in (("catholics", "Catholics"), ("baptisms", "Baptisms")):
        rate = ((rows[2010][metric] / rows[1990][metric]) ** (1 / 20) - 1) * 100
        value, words = cells[name]
        assert float(value) == round(rate, 2)
        sign = "+" if rate > 0 else "−"
        assert words == f"{sign}{abs(round(rate, 2)):g} % a year"
    # The JSON download carries the same changes.
    download = signed_in_client.get(
        MANILA, {"metric": ["catholics", "baptisms"], "start": 1990, "end": 2010, "format": "json"}
    )
    for series in download.json()["series"]:
        change = series["average_annual_change"]
        assert (change["from"], change["to"]) == (1990, 2010)
        assert change["percent_a_year"] == float(cells[series["label"]][0])


def test_a_year_without_a_figure_has_no_average_change_and_says_why(signed_in_client, sandbox):
    # Kinshasa's yearbook has no figures for 1960-1964.
    response = signed_in_client.get("/trends/dkins/", {"start": 1955, "end": 1962})
    ((value, words),) = growth_cells(response).values()
    assert value == ""
    assert words == "none: no figure for 1962"


def test_the_average_change_is_written_in_the_pages_language(signed_in_client, sandbox):
    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "es"
    response = signed_in_client.get(MANILA, {"start": 1990, "end": 2010, "view": "per_1000"})
    assert text(one(page(response), "#trend-growth-title")) == "Variación media anual 1990–2010"
    ((value, words),) = growth_cells(response).values()
    assert words.endswith(" % al año") and "," in words and "." not in words
    assert words.replace(",", ".").split(" ")[0].lstrip("+−") == f"{abs(float(value)):g}"
    some(page(response), '#trend-view option[value="per_1000"]', "Por cada 1.000 habitantes")


BAD = [
    ({"base": "19x0"}, "Please give the base year as a whole number."),
    ({"base": 1800}, "Please choose a year from 1900 to"),
    ({"base": 1980, "start": 1990}, "The base year must not be before the first year or after"),
    ({"base": 2015, "end": 2010}, "The base year must not be before the first year or after"),
    ({"start": "nineteen"}, "Please give years as whole numbers."),
    ({"metric": "percent_catholic", "view": "per_1000"}, "“Catholics in the population” cannot be"),
    ({"metric": "catholics_per_priest", "view": "per_catholic"}, "“Catholics per priest” cannot"),
    ({"metric": "total_population", "view": "per_1000"}, "“Total population” cannot be shown"),
    ({"metric": "catholics", "view": "per_catholic"}, "“Catholics” cannot be shown “Per Catholic”"),
]


@pytest.mark.parametrize(("params", "message"), BAD)
def test_a_bad_view_or_base_year_is_a_400_with_a_sentence(
    signed_in_client, sandbox, params, message
):
    sandbox.reset_requests()
    response = signed_in_client.get(MANILA, params)
    assert response.status_code == 400
    assert message in text(one(page(response), '[role="alert"]'))
    assert sandbox.requests()["total"] == 0
    download = signed_in_client.get(MANILA, {**params, "format": "json"})
    assert download.status_code == 400 and message in download.json()["errors"][0]


def test_the_controls_submit_the_state_the_address_holds(signed_in_client, sandbox):
    state = {
        "metric": "baptisms",
        "view": "indexed",
        "base": "1995",
        "start": "1990",
        "end": "2005",
    }
    shown = signed_in_client.get(MANILA, state)
    assert shown.status_code == 200
    sent = form_query(shown)
    assert dict(sent) == state
    again = signed_in_client.get(f"{MANILA}?{urlencode(sent)}")
    assert figure_of(again) == figure_of(shown)
    # The downloads and the comparison link carry the base year as well.
    csv_link = some(page(shown), "a[download]")
    assert ("base", "1995") in parse_qsl(attrs(csv_link)["href"].split("?", 1)[1])
    csv = signed_in_client.get(MANILA + attrs(csv_link)["href"]).content.decode()
    assert "index, 1995 = 100" in csv
