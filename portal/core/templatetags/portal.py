"""Template filters shared by every area."""

from django import template

from portal.core.rendering import render_markdown

register = template.Library()


@register.filter(name="markdown")
def markdown_filter(text):
    """{{ upstream_text|markdown }}: the single safe rendering path for upstream text."""
    return render_markdown(text)
