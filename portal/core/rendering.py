"""The one path by which upstream text becomes HTML (docs/security.md §8–9), and its twin for
places that take no markup at all (feed titles, calendar summaries).

Markdown (markdown-it-py, raw HTML disabled) → nh3 sanitiser with an allowlist of tags and
only http, https and mailto links; every link gets rel="noopener noreferrer", and every web
address passes the same rule as addresses sent as data (`portal.core.links.safe_url`).
Upstream text is stored raw and passes through here at render time, so a fix here fixes
every page.
"""

from __future__ import annotations

import html as html_entities

import nh3
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt

from portal.core.links import MAX_URL_CHARS, safe_url

ALLOWED_TAGS = {
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "sup",
    "sub",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}, "ol": {"start"}}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}

# "html": False turns raw HTML in the source into literal text; linkify stays off so only
# explicit Markdown links become anchors.
_markdown = MarkdownIt(
    "commonmark", {"html": False, "linkify": False, "typographer": False, "breaks": True}
)
_markdown.enable("table")
# For plain text only: raw HTML is let through as tags so that nh3 can strip them below,
# instead of surviving as literal "<b>" text. Its output never reaches a page as HTML.
# List rules are off: a line such as "1. Reading" keeps its number.
_markdown_for_plain_text = MarkdownIt("commonmark", {"html": True, "linkify": False}).disable(
    "list"
)


def _link_address(element: str, attribute: str, value: str) -> str | None:
    """nh3's attribute filter: an href survives only as a safe web address or a mailto:
    (relative paths, user names in addresses and malformed hosts are dropped, not linked)."""
    if attribute != "href":
        return value
    if value[:7].lower() == "mailto:" and len(value) <= MAX_URL_CHARS and value.isprintable():
        return value
    return safe_url(value)


def render_markdown(text: str | None) -> SafeString:
    """Untrusted Markdown → sanitised HTML that is safe to place in a page."""
    if not text:
        return mark_safe("")  # nosec B308 # a constant empty string
    # The page owns the only <h1>: upstream headings start one level down. Safe as a string
    # edit because markdown-it (raw HTML off) emits these tags only for Markdown headings.
    html = _markdown.render(text).replace("<h1>", "<h2>").replace("</h1>", "</h2>")
    clean = nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        attribute_filter=_link_address,
        url_schemes=ALLOWED_URL_SCHEMES,
        link_rel="noopener noreferrer",
        strip_comments=True,
    )
    # nh3 has just sanitised it against the allowlist (docs/security.md §8-§9, property-tested).
    return mark_safe(clean)  # noqa: S308  # nosec B308, B703 # sanitised by nh3 just above


def plain_text(text: str | None) -> str:
    """Untrusted Markdown or HTML → one line of plain text, for places that take no markup
    (an RSS title, an iCalendar summary): no tags or Markdown syntax, character references
    decoded once, whitespace collapsed. Escape it as usual wherever it goes."""
    if not text:
        return ""
    # markdown-it decodes the source's character references once and escapes its output;
    # nh3 with no allowed tags drops every tag (and script/style content); unescaping then
    # undoes only the escaping nh3 applied to the text it kept.
    stripped = nh3.clean(_markdown_for_plain_text.render(text), tags=set())
    return " ".join(html_entities.unescape(stripped).split())
