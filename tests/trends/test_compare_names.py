"""A comparison's error page names the dioceses chosen, as the chart did, from what the portal
keeps (the shared cache, the research warehouse): no upstream call just to name them."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

pytestmark = pytest.mark.django_db(transaction=True)

COMPARE = "/trends/compare/"


class Choices(HTMLParser):
    """The ticked dioceses of the compare form: {code: the words of its label}."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.labels: dict[str, str] = {}
        self.code: str | None = None
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "input" and attrs.get("name") == "d" and attrs.get("type") == "checkbox":
            self.code = attrs["value"]
            self.labels[self.code] = ""

    def handle_endtag(self, tag):
        if tag == "label":
            self.code = None

    def handle_data(self, data):
        if self.code is not None:
            self.labels[self.code] += data

    def named(self) -> dict[str, str]:
        return {code: " ".join(words.split()) for code, words in self.labels.items()}


@pytest.mark.parametrize(
    ("charted", "bad"),
    [
        ({}, {"start": 1800}),  # a year out of range
        ({}, {"start": 2000, "end": 1990}),  # years the wrong way round
        ({"start": 2000, "end": 2010}, {"start": 2000, "end": 2010, "view": "sideways"}),
        ({}, {"metric": "bogus"}),
    ],
)
def test_a_bad_comparison_names_the_dioceses_it_charted_before(
    signed_in_client, sandbox, charted, bad
):
    two = ["dmaml", "dmila"]
    assert signed_in_client.get(COMPARE, {"d": two, **charted}).status_code == 200
    sandbox.reset_requests()
    response = signed_in_client.get(COMPARE, {"d": [*two, "dnowhere"], **bad})
    assert response.status_code == 400
    assert Choices(response.content.decode()).named() == {
        "dmaml": "Archdiocese of Manila",
        "dmila": "Archdiocese of Milan",
        "dnowhere": "dnowhere",  # never charted: its code, and nobody asked
    }
    assert sandbox.requests()["total"] == 0
