"""The day's stored text laid out: each reading under its heading, saints' names linked, and
the parish heading (settings.PARISH_NAME). Database text only: nothing here calls upstream."""

from __future__ import annotations

from django import template
from django.conf import settings
from django.utils.html import format_html
from django.utils.safestring import SafeString

from portal.core.languages import Shown, page_language
from portal.core.rendering import render_markdown
from portal.core.templatetags.languages import shown
from portal.readings import texts
from portal.readings.localized import UPSTREAM_LANGUAGE, LocalReadings, localize
from portal.vocabulary.people import saint_name, saint_title

register = template.Library()


@register.filter
def readings_parts(text: str | None) -> texts.ReadingsText:
    """{% with parts=content.readings.text|readings_parts %}: the text's celebration and
    readings (portal.readings.texts)."""
    return texts.parse_readings(text)


@register.filter
def localized(parts: texts.ReadingsText) -> LocalReadings:
    """{% with local=parts|localized %}: the day's readings in the page's language, what only
    upstream wrote marked with its language (portal.readings.localized)."""
    return localize(parts)


@register.filter
def martyrology_linked(text: str | None) -> SafeString:
    """The martyrology rendered by the one safe renderer, with each saint's name a link."""
    return texts.link_saint_names(render_markdown(text))


@register.filter
def saint_names(text: str | None) -> list[str]:
    return texts.saint_names(text)


@register.filter
def saint_shown(name: str) -> SafeString:
    """A saint's name from upstream's English in the page's language when the calendar knows
    it ("Saint Lucy" → "Santa Lucía"); else its title in the page's language before the name
    as upstream wrote it, marked English ("San <span lang="en">Sabinus</span>")."""
    language = page_language()
    known = saint_name(name, language)
    if known:
        return shown(Shown(known, language))
    titled = saint_title(name, language) if language != UPSTREAM_LANGUAGE else None
    if titled is None:
        return shown(Shown(name, UPSTREAM_LANGUAGE))
    title, rest = titled
    return format_html("{}{}", title, shown(Shown(rest, UPSTREAM_LANGUAGE)))


@register.filter
def saint_url(name: str) -> str:
    return texts.saint_search_url(name)


@register.simple_tag
def parish_name() -> str:
    """The parish heading of the site (settings.PARISH_NAME), "" when unset."""
    return getattr(settings, "PARISH_NAME", "")
