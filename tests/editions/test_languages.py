"""The editions' pages speak the reader's language (the files stay English: a citation is
copied into papers, and a file is the same bytes for every reader)."""

from __future__ import annotations

import pytest
from django.utils import translation

from tests.editions.reading import body, members
from tests.html import attrs, one, page, texts

pytestmark = pytest.mark.django_db

HEADINGS = ("What it holds", "Where the figures come from", "How to cite", "Download")


@pytest.mark.parametrize("language", ["es", "hr", "pt", "it"])
def test_the_pages_are_in_the_readers_language_and_the_files_in_english(
    as_researcher, harvested, freeze_through_the_page, language
):
    edition = freeze_through_the_page(as_researcher, harvested)
    with translation.override(language):
        wanted = [translation.gettext(heading) for heading in HEADINGS]
        button = translation.gettext("Freeze as an edition")
        listed = translation.gettext("Editions you can see")
    assert wanted != list(HEADINGS)
    accept = {"HTTP_ACCEPT_LANGUAGE": language}

    soup = page(as_researcher.get(edition.get_absolute_url(), **accept))
    assert attrs(one(soup, "html"))["lang"] == language
    assert texts(soup, "main h2") == wanted
    assert attrs(one(soup, "[data-citation]"))["lang"] == "en"  # the citation stays English
    collection = page(as_researcher.get(f"/research/{harvested.pk}/", **accept))
    assert texts(collection, "[data-freeze]") == [button]
    assert texts(page(as_researcher.get("/research/editions/", **accept)), "main h2") == [listed]

    package = body(as_researcher.get(f"{edition.get_absolute_url()}package.zip", **accept))
    assert "## How to cite" in members(package)["README.md"].decode()
