"""Addresses on public pages (portal.core.public_pages): the language in the URL.

`{% public_url 'readings:day' day=… %}` is `{% url %}` that keeps `?lang=` when the page was
asked for with it, so a reader who chose a language by URL stays on addresses a shared cache
keeps whole. `{% language_menu_next %}` is where the language menu returns to.
`{% language_links %}` writes the canonical link and one alternate per language (and
`x-default`, the address that follows the browser's language) for search engines.
`{% if request|is_public_page %}` tells a public page from any other.
"""

from __future__ import annotations

from django import template
from django.http import HttpRequest
from django.urls import reverse
from django.utils import translation
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from portal.core.error_pages import host_allowed
from portal.core.public_pages import LANG_PARAM, is_public_page, language_codes

register = template.Library()


@register.filter(name="is_public_page")
def is_public_page_filter(request: HttpRequest | None) -> bool:
    """`{% if request|is_public_page %}`: the page is a public one (portal.core.public_state)."""
    return request is not None and is_public_page(request)


def _with_lang(address: str, language: str) -> str:
    return f"{address}?{LANG_PARAM}={language}"


@register.simple_tag(takes_context=True)
def public_url(context: template.Context, view_name: str, **kwargs: object) -> str:
    address = reverse(view_name, kwargs=kwargs or None)
    request: HttpRequest | None = context.get("request")
    if request is not None and request.GET.get(LANG_PARAM):
        return _with_lang(address, translation.get_language())
    return address


@register.simple_tag(takes_context=True)
def language_menu_next(context: template.Context) -> str:
    """A public page's own address in its language (the menu's choice replaces `?lang=`);
    any other page's full address."""
    request: HttpRequest | None = context.get("request")
    if request is None:
        return "/"
    if is_public_page(request):
        return _with_lang(request.path, translation.get_language())
    return request.get_full_path()


@register.simple_tag(takes_context=True)
def language_links(context: template.Context) -> SafeString:
    request: HttpRequest | None = context.get("request")
    # A Host not in ALLOWED_HOSTS: no absolute address is written (an error page may be
    # rendered for such a request).
    if request is None or not is_public_page(request) or not host_allowed(request):
        return SafeString("")
    address = request.build_absolute_uri(request.path)
    # The page's own address: the bare one follows the browser's language (x-default), so it
    # is its own canonical, not the address of one language.
    chosen = request.GET.get(LANG_PARAM)
    canonical = _with_lang(address, translation.get_language()) if chosen else address
    alternates = format_html_join(
        "\n    ",
        '<link rel="alternate" hreflang="{}" href="{}">',
        ((code, _with_lang(address, code)) for code in language_codes()),
    )
    return format_html(
        '<link rel="canonical" href="{}">\n    {}\n    '
        '<link rel="alternate" hreflang="x-default" href="{}">',
        canonical,
        alternates,
        address,
    )
