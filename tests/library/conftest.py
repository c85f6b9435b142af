"""Helpers for the library tests: a second signed-in user and an HTML inspector."""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

import pytest
from django.test import Client


class Tags(HTMLParser):
    """Every real element in a page, with its attributes, as a browser's parser sees them."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag

    def find(self, tag: str, **attrs: str) -> list[dict[str, str | None]]:
        return [
            a for t, a in self.elements if t == tag and all(a.get(k) == v for k, v in attrs.items())
        ]


def url_scheme(value: str | None) -> str | None:
    """The scheme a browser would see in `value` (it drops tabs and newlines, trims controls)."""
    cleaned = re.sub(r"[\t\n\r]", "", value or "").strip(
        "\x00\x01\x02\x03\x04\x05\x06\x07"
        "\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a"
        "\x1b\x1c\x1d\x1e\x1f "
    )
    match = re.match(r"([a-zA-Z][a-zA-Z0-9+.-]*):", cleaned)
    return match.group(1).lower() if match else None


URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "srcset", "poster"}


def assert_no_live_script(html: str) -> None:
    """No <script> except our own static files, no on*= handler, no javascript:/data: URL."""
    for tag, attrs in Tags(html).elements:
        if tag == "script":
            assert (attrs.get("src") or "").startswith("/static/"), attrs
        assert tag not in {"iframe", "object", "embed", "img", "svg", "base"}, (tag, attrs)
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name, value)
            assert name != "style", (tag, name, value)
            if name in URL_ATTRIBUTES:
                assert url_scheme(value) in {None, "http", "https", "mailto"}, (tag, value)


@pytest.fixture
def tags():
    return Tags


@pytest.fixture
def other_client(magisterium_user):
    """A second, unrelated signed-in user (the outsider in access checks)."""
    client = Client()
    user = magisterium_user("outsider")
    client.force_login(user)
    client.user = user
    return client


@pytest.fixture
def ask(signed_in_client):
    """POST a question as the signed-in user (to a thread when given); returns the response."""

    def post(question: str, *, thread=None, client=None):
        url = f"/ask/threads/{thread.pk}/" if thread is not None else "/ask/"
        return (client or signed_in_client).post(url, {"question": question})

    return post


def question_box(html: str) -> str:
    """What the question textarea holds, as the browser shows it."""
    match = re.search(r'<textarea[^>]*name="question"[^>]*>\n?(.*?)</textarea>', html, re.DOTALL)
    assert match, "no question box on the page"
    return unescape(match.group(1))
