"""Reading pages as HTML in the tests: parse once, then select elements with CSS.

A test asserts facts about elements (this link exists with this href and this text; these
headings come in this order) rather than exact strings of markup, so attribute order, quoting
or a template's line breaks never decide a test. Escaping checks that must see the raw text
(`&lt;script&gt;`) stay on the string.

    soup = page(response)
    link = one(soup, 'a[rel="bookmark"]')
    assert attrs(link)["href"] == "/popes/john-paul-ii/"
    assert texts(soup, "h4") == ["First reading", "Psalm", "Gospel"]
    some(soup, 'a[href="/clergy/x/"]', "Mark McCarthy")  # at least one, with that text
    assert text(dd(soup, "Place")) == "Rome"
    assert ("Place", "Rome") in definitions(soup)  # when a term is used more than once
    assert not soup.select("details")

Selectors match attributes by value (`[class="mass"]` is the whole attribute, `.mass` one class
among several), so a test says how exact it means to be. Texts are compared with whitespace
runs made one space.

Uses the standard library's parser ("html.parser"), so nothing beyond beautifulsoup4 is needed.
"""

from __future__ import annotations

import re
from typing import Any

from bs4 import BeautifulSoup, Tag

__all__ = ["attrs", "dd", "definitions", "one", "page", "some", "terms", "text", "texts"]


def page(source: Any) -> BeautifulSoup:
    """The parsed HTML of a response (Django's or httpx's), bytes or a string."""
    content = getattr(source, "content", source)
    if isinstance(content, bytes):
        content = content.decode()
    return BeautifulSoup(content, "html.parser")


def _snippet(scope: Tag | BeautifulSoup, limit: int = 300) -> str:
    """The start of `scope`'s markup: the main part of a whole page, since its head says little."""
    if isinstance(scope, BeautifulSoup):
        scope = scope.find("main") or scope.find("body") or scope
    markup = " ".join(str(scope).split())
    return markup if len(markup) <= limit else markup[:limit] + "…"


def one(scope: Tag | BeautifulSoup, css: str) -> Tag:
    """The single element `css` selects: fails, showing the selector, unless exactly one does."""
    found = scope.select(css)
    shown = " | ".join(_snippet(tag, 120) for tag in found[:3]) if found else _snippet(scope)
    assert len(found) == 1, f"{css!r} matched {len(found)} elements: {shown}"
    return found[0]


def some(scope: Tag | BeautifulSoup, css: str, text: str | None = None) -> Tag:
    """The first element `css` selects (with normalized text `text`, if given); fails if none."""
    found = [tag for tag in scope.select(css) if text is None or _normalize(tag) == text]
    shown = texts(scope, css)[:10]
    assert found, f"no {css!r} with text {text!r} (texts: {shown}) in: {_snippet(scope)}"
    return found[0]


def _normalize(tag: Tag) -> str:
    return re.sub(r"\s+", " ", tag.get_text()).strip()


def text(tag: Tag) -> str:
    """An element's text with runs of whitespace made one space and the ends trimmed."""
    return _normalize(tag)


def texts(scope: Tag | BeautifulSoup, css: str) -> list[str]:
    """The normalized text of every element `css` selects, in document order."""
    return [_normalize(tag) for tag in scope.select(css)]


def attrs(tag: Tag) -> dict[str, str]:
    """An element's attributes as plain strings (a class list joined by spaces, as written)."""
    return {
        name: " ".join(value) if isinstance(value, list) else value
        for name, value in tag.attrs.items()
    }


def terms(scope: Tag | BeautifulSoup) -> list[str]:
    """The text of every <dt> in `scope`, in document order."""
    return texts(scope, "dt")


def dd(scope: Tag | BeautifulSoup, term: str) -> Tag:
    """The <dd> that immediately follows the one <dt> whose text is `term`."""
    matches = [tag for tag in scope.select("dt") if _normalize(tag) == term]
    assert len(matches) == 1, f"{len(matches)} <dt>{term}</dt> in: {_snippet(scope)}"
    following = matches[0].find_next_sibling()
    assert following is not None and following.name == "dd", f"no <dd> right after <dt>{term}</dt>"
    return following


def definitions(scope: Tag | BeautifulSoup) -> list[tuple[str, str]]:
    """Each <dt> in `scope` with the text of the <dd> right after it ("" if none), in order."""
    pairs = []
    for term in scope.select("dt"):
        following = term.find_next_sibling()
        value = _normalize(following) if following is not None and following.name == "dd" else ""
        pairs.append((_normalize(term), value))
    return pairs
