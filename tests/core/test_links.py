"""The one safe-link rule for upstream addresses (docs/security.md §9): a usable string or
None, never an exception, whatever arrives."""

from urllib.parse import urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.core.links import MAX_URL_CHARS, safe_url
from tests.examples import examples

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

ACCEPTED = [
    ("https://www.vatican.va/content/francesco/en.html", None),
    ("  http://example.org/a?b=c&d=e#f \n", "http://example.org/a?b=c&d=e#f"),
    ("HTTPS://Example.org/", None),
    ("https://[2001:db8::1]:8443/x", None),
    ("https://例え.jp/パス", None),
    ("https://example.org:443/", None),
]
REFUSED = [
    "https://[x",  # once a 500 on directory pages: urlsplit raises ValueError
    "http://[::1",
    "https://]x[/",
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "mailto:someone@example.org",
    "ftp://example.org/file",
    "//evil.example/p.jpg",
    "/relative/path",
    "example.org",
    "https://",
    "http:///no-host",
    "https://:443/",
    "https://good.example@evil.example/",
    "https://user:pw@example.org/",
    "https:\\\\evil.example",
    "https://good.example\\@evil.example/",
    "https://example.org:99999/",
    "https://example.org:port/",
    "https://exa mple.org/",
    "https://example.org/a b",
    "https://example.org/\u202egpj.exe",
    "https://example.org/\u200b",
    "https://example.org/\x00",
    "https://example.org/\ud800",
    "https://exa%mple.org/",
    "https://<script>/",
    "https://example.org/" + "a" * MAX_URL_CHARS,
    "",
    "   ",
]


@pytest.mark.parametrize(("value", "expected"), ACCEPTED)
def test_well_formed_web_addresses_are_accepted_stripped(value, expected):
    assert safe_url(value) == (expected or value.strip())


@pytest.mark.parametrize("value", REFUSED)
def test_anything_else_is_refused(value):
    assert safe_url(value) is None
    assert safe_url(value, picture=True) is None


@pytest.mark.parametrize(
    "value", [None, 1, 1.5, float("nan"), True, [], ["https://example.org/"], {"url": "x"},
              b"https://example.org/", object()]
)  # fmt: skip
def test_values_that_are_not_text_are_refused_without_an_error(value):
    assert safe_url(value) is None


def test_pictures_only_over_https():
    # The Content-Security-Policy (img-src 'self' https: data:) would block anything else.
    assert safe_url("http://example.org/p.jpg", picture=True) is None
    assert safe_url("https://example.org/p.jpg", picture=True) == "https://example.org/p.jpg"
    assert safe_url("http://example.org/p.jpg") == "http://example.org/p.jpg"


# Pieces of real and hostile addresses, so the generator often builds almost-addresses.
ATOMS = st.sampled_from(
    ["http", "https", "HTTPS", "javascript", ":", "//", "/", "[", "]", "::1", "@", ":", "%",
     "\\", " ", "\t", "\n", "\x00", "\u202e", "example.org", "user", "pw", "80", "99999", "?",
     "#", "&", ".", "..", "xn--", "例", "\ud800"]
)  # fmt: skip
almost_addresses = st.lists(st.one_of(ATOMS, st.text(max_size=6)), max_size=14).map("".join)
json_like = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text()
    | st.binary(max_size=20),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(), children),
    max_leaves=8,
)  # fmt: skip


@settings(max_examples=examples(500), deadline=None)
@given(value=st.one_of(almost_addresses, json_like), picture=st.booleans())
def test_property_any_value_gives_none_or_an_absolute_web_address(value, picture):
    url = safe_url(value, picture=picture)
    if url is None:
        return
    parts = urlsplit(url)
    assert url == value.strip() and len(url) <= MAX_URL_CHARS
    assert parts.scheme in ({"https"} if picture else {"http", "https"})
    assert parts.hostname and "@" not in parts.netloc
    assert url.isprintable() and " " not in url and "\\" not in url
