"""The "For your parish website" box (the parish site kit): the feeds and the widget's code in
a chosen language and form, a preview of the widget, and buttons that copy them
(js/readings/embed-snippet.js)."""

from __future__ import annotations

from html import escape

from django import template
from django.conf import settings
from django.urls import reverse
from django.utils import translation
from django.utils.text import capfirst
from django.utils.translation import gettext as _

from portal.core.public_pages import LANG_PARAM, language_codes
from portal.readings import widget

register = template.Library()

# The homepage's own parameters: `?embed_lang=es&embed_compact=1&embed_saints=0` shows that
# code without JavaScript (the options' form); js/readings/embed-snippet.js switches in place.
EMBED_LANG_PARAM = "embed_lang"
EMBED_COMPACT_PARAM = "embed_compact"
EMBED_SAINTS_PARAM = "embed_saints"

# Where the frame starts (and stays, without JavaScript on the parish website): about the
# height of each form, so the page hardly moves when the host script sizes it.
FULL_HEIGHT = 420
COMPACT_HEIGHT = 240


def widget_snippet(*, widget_url: str, host_script_url: str, title: str, height: int = 420) -> str:
    """What a parish website pastes: the iframe and the script that sizes it to its content.
    The height is where the iframe starts (and stays, without JavaScript). The same code is
    built in the browser when the options change (js/readings/embed-snippet.js `snippet`)."""
    return (
        f'<iframe src="{escape(widget_url)}" title="{escape(title)}" width="100%" height="{height}"'
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
    compact = request.GET.get(EMBED_COMPACT_PARAM) == "1"
    saints = request.GET.get(EMBED_SAINTS_PARAM) != "0"
    host_script_url = request.build_absolute_uri(reverse("readings:embed_host"))
    widget_base = request.build_absolute_uri(reverse("readings:embed"))
    height = COMPACT_HEIGHT if compact else FULL_HEIGHT

    def absolute(name: str, code: str) -> str:
        return request.build_absolute_uri(f"{reverse(name)}?{LANG_PARAM}={code}")

    choices = []
    for code in codes:
        with translation.override(code):
            title = _("Today’s readings")  # the iframe's title, read out on the parish website
        widget_url = f"{widget_base}?{widget.query(code, compact=compact, saints=saints)}"
        choices.append(
            {
                "code": code,
                "name": capfirst(translation.get_language_info(code)["name_local"]),
                "rss": absolute("readings:rss", code),
                "ics": absolute("readings:ics", code),
                "title": title,
                "widget": widget_url,
                "snippet": widget_snippet(
                    widget_url=widget_url,
                    host_script_url=host_script_url,
                    title=title,
                    height=height,
                ),
            }
        )
    return {
        "choices": choices,
        "chosen": next(choice for choice in choices if choice["code"] == chosen),
        "compact": compact,
        "saints": saints,
        "widget_base": widget_base,
        "host_script_url": host_script_url,
        "full_height": FULL_HEIGHT,
        "compact_height": COMPACT_HEIGHT,
        "height": height,
        # The printed pages' parish heading, shown with where it comes from: a setting.
        "parish": getattr(settings, "PARISH_NAME", ""),
        "param": EMBED_LANG_PARAM,
        "compact_param": EMBED_COMPACT_PARAM,
        "saints_param": EMBED_SAINTS_PARAM,
        # The readings by email's part of the kit (templates/subscriptions/_site_kit.html).
        "subscriptions_enabled": getattr(settings, "SUBSCRIPTIONS_ENABLED", False),
        "origin": request.build_absolute_uri("/").rstrip("/"),
    }
