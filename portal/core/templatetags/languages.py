"""Marking what the portal could not say in the page's language.

`{{ value|shown }}` prints a `Shown` (portal.core.languages): as it is when it is in the
page's language, inside `<span lang="…">` when it is upstream's. `{{ text|text_language }}`
is the language an upstream prose block is written in, for its element's `lang`;
`{{ country|place }}` names a country in the page's language;
`{% upstream_language_note lang %}` says, in the page's language, that a text comes from
Magisterium in another language (nothing when it is the page's own, or said already on the page).
"""

from __future__ import annotations

import functools
from typing import Any, cast

from babel import Locale, UnknownLocaleError
from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from portal.core.languages import Shown, page_language, text_language
from portal.core.places import place_name

register = template.Library()


@register.filter
def shown(value: Shown | str | None) -> SafeString:
    if isinstance(value, Shown) and value.text and value.foreign:
        return format_html('<span lang="{}">{}</span>', value.lang, value.text)
    return conditional_escape("" if value is None else str(value))


@register.filter
def place(name: str | None) -> SafeString:
    """{{ upstream_country|place }}: a country or world region in the page's language (CLDR),
    or upstream's English name, marked, when CLDR does not know it."""
    return shown(place_name(name))


@register.filter(name="text_language")
def text_language_filter(text: str | None, default: str = "en") -> str:
    return text_language(text, default=default)


@functools.cache
def _language_name(language: str, in_language: str) -> str:
    try:
        return str(Locale.parse(in_language).languages.get(language, language))
    except (UnknownLocaleError, ValueError):
        return language


# Where a page's render remembers the languages it has noted: the render context's first dict
# is the one every included template shares (Context.new and copies keep the same object).
_NOTED = "upstream_language_noted"


@register.simple_tag(takes_context=True)
def upstream_language_note(context: template.Context, language: str) -> SafeString:
    """A short line under an upstream text in another language than the page's, once a page
    for each language: a printed day with English readings and English saints says it once."""
    if not language or language == page_language():
        return SafeString("")
    root = cast(dict[str, Any], context.render_context.dicts[0])
    noted: set[str] = root.setdefault(_NOTED, set())
    if language in noted:
        return SafeString("")
    noted.add(language)
    note = _("This text comes from Magisterium in %(language)s.") % {
        "language": _language_name(language, page_language())
    }
    return format_html('<p class="upstream-language muted small">{}</p>', note)
