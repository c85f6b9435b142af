"""No dead ends in the directory: a pope leads to his predecessor, successor, see and documents;
a see to its patron and cathedral (by either route to its page); a past bishop to his see; one
name for sharing. Over the real sandbox; every link inside the portal is followed (a 200)."""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import parse_qs, urlsplit

import pytest

from sandbox.catalog import clergy, popes
from tests.html import page as parse_page
from tests.html import terms

pytestmark = pytest.mark.django_db

_VOID = {"area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


class Anchors(HTMLParser):
    """Each <a> with its href, its words, and the classes of the elements around it."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, set[str]]] = []
        self.anchors: list[dict] = []
        self.current: dict | None = None
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = set((attrs.get("class") or "").split())
        if tag == "a":
            around = set().union(*(c for _t, c in self.open)) if self.open else set()
            self.current = {"href": attrs.get("href"), "text": "", "within": around, **attrs}
            self.anchors.append(self.current)
        if tag not in _VOID:
            self.open.append((tag, classes))

    def handle_endtag(self, tag):
        if tag == "a":
            self.current = None
        for index in range(len(self.open) - 1, -1, -1):
            if self.open[index][0] == tag:
                del self.open[index:]
                break

    def handle_data(self, data):
        if self.current is not None:
            self.current["text"] += data

    def within(self, css_class: str) -> list[dict]:
        return [a for a in self.anchors if css_class in a["within"]]

    def texts(self) -> list[str]:
        return [" ".join(a["text"].split()) for a in self.anchors]


def anchors(response) -> Anchors:
    assert response.status_code == 200
    return Anchors(response.content.decode())


def only(found: list[dict]) -> dict:
    assert len(found) == 1, found
    return found[0]


def opens(client, href: str) -> None:
    """A link inside the portal leads to a page that answers."""
    assert href.startswith("/"), href
    assert client.get(href).status_code == 200, href


# --- A pope ---------------------------------------------------------------------------------


def test_a_pope_leads_to_his_predecessor_successor_see_and_documents(signed_in_client, sandbox):
    page = anchors(signed_in_client.get("/popes/john-paul-ii/"))
    predecessor = only(page.within("predecessor"))
    successor = only(page.within("successor"))
    see = only(page.within("see"))
    assert (predecessor["href"], " ".join(predecessor["text"].split())) == (
        "/popes/john-paul-i/",
        "Pope John Paul I",
    )
    assert (successor["href"], successor["text"]) == ("/popes/benedict-xvi/", "Pope Benedict XVI")
    assert (see["href"], see["text"]) == ("/dioceses/drome/", "Diocese of Rome")
    documents = only(page.within("pope-documents"))
    words = " ".join(documents["text"].split())
    assert words == "Documents by Pope John Paul II in the library"
    query = parse_qs(urlsplit(documents["href"]).query)
    assert urlsplit(documents["href"]).path == "/library/"
    assert query == {"q": ["Pope John Paul II"], "author": ["Pope John Paul II"]}
    for link in (predecessor, successor, see, documents):
        opens(signed_in_client, link["href"])
    # The library's list is his: at least one of his documents, narrowed to him.
    library = anchors(signed_in_client.get(documents["href"]))
    assert "Redemptor hominis" in library.texts()
    assert "Code of Canons of the Eastern Churches" not in library.texts()  # the Holy See's


def test_the_first_and_the_reigning_pope_have_no_link_where_there_is_no_one(
    signed_in_client, sandbox
):
    peter = anchors(signed_in_client.get("/popes/peter/"))
    assert peter.within("predecessor") == []
    assert only(peter.within("successor"))["href"] == "/popes/linus/"
    leo = anchors(signed_in_client.get("/popes/leo-xiv/"))
    assert leo.within("successor") == []
    assert only(leo.within("predecessor"))["href"] == "/popes/francis/"
    assert "Successor" not in terms(parse_page(signed_in_client.get("/popes/leo-xiv/")))


def test_a_pope_without_the_fields_shows_no_link_rather_than_a_broken_one(
    signed_in_client, sandbox
):
    """Upstream as published sends none of the three: the page shows none of them."""
    profile = {
        k: v
        for k, v in popes.get("paul-vi").items()
        if k not in {"predecessor", "successor", "see"}
    }
    sandbox.script_answer("pope_lookup", [{"kind": "data", "data": profile}])
    response = signed_in_client.get("/popes/paul-vi/")
    page = anchors(response)
    assert page.within("predecessor") == page.within("successor") == page.within("see") == []
    shown = terms(parse_page(response))
    assert "Predecessor" not in shown and "Episcopal see" not in shown
    # His documents need no field: the library is searched for his name.
    opens(signed_in_client, only(page.within("pope-documents"))["href"])


def test_a_pope_page_in_croatian_names_the_links_in_croatian(signed_in_client, sandbox, settings):
    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "hr"
    html = signed_in_client.get("/popes/john-paul-ii/").content.decode()
    assert "Prethodnik" in html and "Nasljednik" in html and "Biskupska stolica" in html
    assert "u knjižnici" in html


# --- A diocese, by its own address and as a search result -----------------------------------


@pytest.mark.parametrize("route", ["/dioceses/drome/", "/dioceses/?q=Diocese+of+Rome"])
def test_a_see_leads_to_its_patrons_and_its_cathedral_by_either_route(
    signed_in_client, sandbox, route
):
    page = anchors(signed_in_client.get(route))
    patrons = page.within("patron-saint")
    assert [p["text"] for p in patrons] == ["Saints Peter and Paul"]
    assert patrons[0]["href"] == "/saints/?q=Saints+Peter+and+Paul"
    opens(signed_in_client, patrons[0]["href"])
    cathedral = only(page.within("cathedral"))
    assert cathedral["text"] == "Archbasilica of Saint John Lateran"
    where = urlsplit(cathedral["href"])
    assert (where.scheme, where.netloc, where.path) == ("https", "www.openstreetmap.org", "/search")
    assert parse_qs(where.query)["query"] == ["Archbasilica of Saint John Lateran, Rome, Italy"]
    assert cathedral["rel"] == "external noopener noreferrer"
    # The see's other ways on: its page, and (both routes) the research collection form.
    opens(signed_in_client, only([a for a in page.anchors if a.get("rel") == "bookmark"])["href"])
    html = signed_in_client.get(route).content.decode()
    assert "data-add-to-collection" in html and "Add to a research collection" in html
    assert 'name="source_code" value="drome"' in html


def test_several_patrons_are_linked_each_to_its_own_search(signed_in_client, sandbox):
    page = anchors(signed_in_client.get("/dioceses/ddubr/"))
    patrons = page.within("patron-saint")
    assert [p["text"] for p in patrons] == ["Assumption of Mary", "Saint Blaise"]
    for patron in patrons:
        opens(signed_in_client, patron["href"])


def test_the_collection_form_is_not_offered_to_a_visitor_of_another_directory(
    signed_in_client, sandbox
):
    html = signed_in_client.get("/popes/?q=John+Paul+II").content.decode()
    assert "data-add-to-collection" not in html


# --- A past bishop -------------------------------------------------------------------------


def test_a_past_bishop_leads_to_the_see_he_held_and_the_see_back_to_him(signed_in_client, sandbox):
    see = anchors(signed_in_client.get("/dioceses/dmaml/"))
    sin = only([a for a in see.within("past-bishops") if a["text"] == "Jaime Sin"])
    assert sin["href"] == "/clergy/jaime-sin/"
    person = anchors(signed_in_client.get(sin["href"]))
    held = only(person.within("last-position"))
    assert (held["href"], held["text"]) == ("/dioceses/dmaml/", "Archdiocese of Manila")
    opens(signed_in_client, held["href"])


def test_an_invented_historical_bishop_leads_to_his_see_too(signed_in_client, sandbox):
    person = next(
        p
        for p in clergy.all_people()
        if p["source_table"] == "cd_persons_historical" and p.get("last_diocese")
    )
    page = anchors(signed_in_client.get(f"/clergy/{person['person_id']}/"))
    held = only(page.within("last-position"))
    assert held["href"] == f"/dioceses/{person['last_diocese']['source_code']}/"
    opens(signed_in_client, held["href"])


# --- One name for sharing -------------------------------------------------------------------


@pytest.mark.parametrize("route", ["/popes/john-paul-ii/", "/popes/?q=John+Paul+II"])
def test_sharing_has_one_name_on_the_page_and_on_the_search_result(
    signed_in_client, sandbox, route
):
    page = anchors(signed_in_client.get(route))
    share = only([a for a in page.anchors if a.get("rel") == "bookmark"])
    assert (share["href"], share["text"]) == ("/popes/john-paul-ii/", "Link to this page")
    assert "Share this page" not in signed_in_client.get(route).content.decode()
