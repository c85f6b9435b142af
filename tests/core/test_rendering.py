"""The single rendering path for upstream text never lets script through (docs/security.md §8–9)."""

from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from portal.core.rendering import ALLOWED_TAGS, plain_text, render_markdown
from tests.examples import examples
from tests.html import page, some

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[click](javascript:alert(1))",
    "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    '<a href="javascript:alert(1)">x</a>',
    "<svg onload=alert(1)>",
    "[x](JaVaScRiPt:alert(1))",
    "![img](javascript:alert(1))",
    '<iframe src="https://evil.example"></iframe>',
    "<<script>script>alert(1)<</script>/script>",
]


class _TagCollector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))


def _assert_safe(html: str) -> None:
    """Parse the output as a browser would and inspect the real elements and attributes."""
    parser = _TagCollector()
    parser.feed(html)
    for tag, attrs in parser.tags:
        assert tag in ALLOWED_TAGS, html
        for name, value in attrs:
            assert not name.startswith("on"), html
            if name in {"href", "src"}:
                scheme = (value or "").strip().lower().split(":", 1)
                assert len(scheme) == 1 or scheme[0] in {"http", "https", "mailto"}, html


def test_markdown_becomes_html_with_safe_links():
    html = render_markdown("**Grace** and [the Vatican](https://www.vatican.va/)")
    soup = page(html)
    some(soup, "strong", "Grace")
    some(soup, 'a[href="https://www.vatican.va/"][rel="noopener noreferrer"]', "the Vatican")


def test_known_attack_payloads_never_survive():
    for payload in HOSTILE:
        _assert_safe(render_markdown(payload))
        _assert_safe(render_markdown(f"Some text\n\n{payload}\n\nmore *text*"))


def test_raw_html_is_shown_as_text_not_markup():
    assert "&lt;script&gt;" in render_markdown("<script>alert(1)</script>")


ATOMS = st.sampled_from(
    [
        "<",
        ">",
        '"',
        "'",
        "=",
        "(",
        ")",
        "[",
        "]",
        ":",
        "/",
        " ",
        "\n",
        "!",
        "&",
        "#",
        "`",
        "script",
        "javascript",
        "data",
        "onerror",
        "onload",
        "href",
        "src",
        "img",
        "a",
        "svg",
        "alert(1)",
        "JaVaScRiPt",
        "&#106;",
        "%6A",
        "\\",
        "\t",
        "\x00",
        "vbscript",
        "base64,",
    ]
)


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.one_of(ATOMS, st.text(max_size=8)), max_size=40).map("".join))
def test_property_no_script_event_handler_or_dangerous_url_survives(text):
    _assert_safe(render_markdown(text))


# --- Links inside Markdown follow the same safe-link rule as addresses sent as data --------


@pytest.mark.parametrize(
    "markdown",
    [
        "[x](https://[x)",
        "[x](https://user:pw@evil.example/)",
        "[x](https://good.example@evil.example/)",
        "[x](/admin/)",
        "[x](//evil.example/)",
        "[x](https://example.org:99999/)",
    ],
)
def test_markdown_links_the_safe_link_rule_refuses_lose_their_address(markdown):
    html = render_markdown(markdown)
    assert "href" not in html and ">x</a>" in html  # the words stay, the link goes


def test_markdown_keeps_web_and_mail_links():
    html = render_markdown("[a](https://example.org/?a=1&b=2) [m](mailto:office@example.org)")
    assert 'href="https://example.org/?a=1&amp;b=2"' in html
    assert 'href="mailto:office@example.org"' in html


# --- Plain text for places that take no markup (feed titles, calendar summaries) ----------


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("<b>Mass readings</b> for **Saint Joseph**", "Mass readings for Saint Joseph"),
        ("St Peter &amp; St Paul", "St Peter & St Paul"),
        ("&amp;lt;b&amp;gt; is decoded once", "&lt;b&gt; is decoded once"),
        ("Before <script>alert(1)</script>after", "Before after"),
        ("  # Heading\t with   spaces ", "Heading with spaces"),
        ("[Laudato si’](https://www.vatican.va/) and `code`", "Laudato si’ and code"),
        ("1. Reading", "1. Reading"),
        ("a < b and c > d", "a < b and c > d"),
        ("", ""),
        (None, ""),
    ],
)
def test_plain_text_drops_markup_decodes_entities_once_and_collapses_whitespace(text, plain):
    assert plain_text(text) == plain


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.one_of(ATOMS, st.text(max_size=8)), max_size=40).map("".join))
def test_property_plain_text_is_one_trimmed_line_and_never_fails(text):
    plain = plain_text(text)
    assert plain == " ".join(plain.split())
