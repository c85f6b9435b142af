"""The one path by which upstream text becomes HTML (SECURITY.md §8–9).

Markdown (markdown-it-py, raw HTML disabled) → nh3 sanitiser with an allowlist of tags and
only http, https and mailto links; every link gets rel="noopener noreferrer". Upstream text is
stored raw and passes through here at render time, so a fix here fixes every page.
"""

from __future__ import annotations

import nh3
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt

ALLOWED_TAGS = {
    "p", "br", "hr", "strong", "em", "b", "i", "code", "pre", "blockquote",
    "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "a", "table", "thead", "tbody",
    "tr", "th", "td", "sup", "sub",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}, "ol": {"start"}}
ALLOWED_URL_SCHEMES = {"http", "https", "mailto"}

# "html": False turns raw HTML in the source into literal text; linkify stays off so only
# explicit Markdown links become anchors.
_markdown = MarkdownIt(
    "commonmark", {"html": False, "linkify": False, "typographer": False, "breaks": True}
)
_markdown.enable("table")


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
        url_schemes=ALLOWED_URL_SCHEMES,
        link_rel="noopener noreferrer",
        strip_comments=True,
    )
    # nh3 has just sanitised it against the allowlist (SECURITY.md §8-§9, property-tested).
    return mark_safe(clean)  # noqa: S308  # nosec B308, B703 # sanitised by nh3 just above
