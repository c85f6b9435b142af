"""Template filters shared by every area."""

from typing import Any

from django import template
from django.utils.safestring import SafeString

from portal.core.links import safe_url
from portal.core.rendering import render_markdown

register = template.Library()


@register.filter(name="markdown")
def markdown_filter(text: str | None) -> SafeString:
    """{{ upstream_text|markdown }}: the single safe rendering path for upstream text."""
    return render_markdown(text)


@register.filter(name="safe_url")
def safe_url_filter(value: Any) -> str | None:
    """{{ upstream_address|safe_url }}: the address if the one safe-link rule allows it as a
    link, else None (so `{% if %}` leaves the link out). The output is still autoescaped."""
    return safe_url(value)
