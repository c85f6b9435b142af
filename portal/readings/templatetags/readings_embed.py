"""The "For your parish website" box: the feeds and the widget snippet in a chosen language."""

from __future__ import annotations

from html import escape

from django import template
from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.text import capfirst
from django.utils.translation import gettext as _

from portal.core.public_pages import LANG_PARAM, language_codes

register = template.Library()

# The homepage's own parameter: `?embed_lang=es` shows the Spanish snippet without JavaScript
# (the select's form); js/readings/embed-snippet.js switches in place.
EMBED_LANG_PARAM = "embed_lang"


def widget_snippet(*, widget_url: str, host_script_url: str, title: str) -> str:
    """What a parish website pastes: the iframe and the script that sizes it to its content.
    The height is where the iframe starts (and stays, without JavaScript)."""
    return (
        f'<iframe src="{escape(widget_url)}" title="{escape(title)}" width="100%" height="420"'
        f' style="border: 0"></iframe>\n'
        f'<script src="{escape(host_script_url)}" async></script>'
    )


@register.inclusion_tag("readings/_embed_snippet.html", takes_context=True)
def embed_snippet(context) -> dict:
    request = context["request"]
    codes = language_codes()
    wanted = request.GET.get(EMBED_LANG_PARAM, "")
    current = translation.get_language()
    chosen = wanted if wanted in codes else current if current in codes else settings.LANGUAGE_CODE
    host_script_url = request.build_absolute_uri(reverse("readings:embed_host"))

    def absolute(name: str, code: str) -> str:
        return request.build_absolute_uri(f"{reverse(name)}?{LANG_PARAM}={code}")

    choices = []
    for code in codes:
        with translation.override(code):
            title = _("Today’s readings")  # the iframe's title, read out on the parish website
        widget_url = absolute("readings:embed", code)
        choices.append(
            {
                "code": code,
                "name": capfirst(translation.get_language_info(code)["name_local"]),
                "rss": absolute("readings:rss", code),
                "ics": absolute("readings:ics", code),
                "widget": widget_url,
                "snippet": widget_snippet(
                    widget_url=widget_url, host_script_url=host_script_url, title=title
                ),
            }
        )
    return {
        "choices": choices,
        "chosen": next(choice for choice in choices if choice["code"] == chosen),
        "param": EMBED_LANG_PARAM,
    }
