"""Account bits of every page: the one-click sign-in button, the paid-plan marks and notice.

`{% sign_in_button %}`: "Sign in with Magisterium" as one click that starts the OAuth flow.

A POST form straight to allauth's provider login view (SOCIALACCOUNT_LOGIN_ON_GET is off),
never a link to /accounts/login/: allauth sends a signed-in user away from that page, so a
person whose Magisterium sign-in expired would land on the same error page again. For the
same account allauth signs the person in again and keeps `next` (allauth
socialaccount/internal/flows/login.py `_authenticate`); our receivers store the new tokens.
"""

from __future__ import annotations

from django import template
from django.conf import settings
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _

from portal.accounts.connections import plan_known_free
from portal.core.public_pages import is_public_page
from portal.magisterium import PlanRequired

register = template.Library()


def _on_allauth_page(request: HttpRequest) -> bool:
    return request.path.startswith(reverse("account_login").removesuffix("login/"))


def sign_in_next(request: HttpRequest | None) -> str:
    """Where a sign-in started on this page should land: this page, except on allauth's own
    pages (a callback URL cannot be opened twice), which pass on their own `next`."""
    if request is None:
        return ""
    if _on_allauth_page(request):
        return request.GET.get("next", "")
    return request.get_full_path()


@register.inclusion_tag("accounts/_sign_in_button.html", takes_context=True)
def sign_in_button(
    context: template.Context,
    label: str = "",
    next_url: str | None = None,
    style: str = "primary",
    header: bool = False,
) -> dict:
    """The button; `next_url` defaults to the current page, `style` is the button's class.
    The `header` one stays away from allauth's pages, which have their own button."""
    request = context.get("request")
    return {
        "shown": not (header and request is not None and _on_allauth_page(request)),
        "label": label,
        "next_url": sign_in_next(request) if next_url is None else next_url,
        "style": style,
        "public": request is not None and is_public_page(request),
    }


@register.simple_tag(takes_context=True)
def paid_plan_mark(context: template.Context) -> str:
    """`{% paid_plan_mark as mark %}`: a "paid plan" mark for menu entries, shown only to a user
    upstream last said has no paid plan (asked at every sign-in: docs/upstream.md §2).
    Words rather than a colour or symbol, so it reads the same aloud and in high contrast."""
    request = context.get("request")
    # getattr: an error page for a request refused before AuthenticationMiddleware has no user.
    if request is None or not plan_known_free(getattr(request, "user", None)):
        return ""
    return format_html(' <span class="plan-mark">{}</span>', _("paid plan"))


@register.simple_tag(takes_context=True)
def plan_free(context: template.Context) -> bool:
    """`{% plan_free as free_plan %}`: whether upstream last said the signed-in person has no
    paid plan. A paid form then shows `{% paid_plan_notice %}` instead of itself, before
    anything is typed (the same memo as the menu marks: no extra query)."""
    request = context.get("request")
    return request is not None and plan_known_free(getattr(request, "user", None))


# Set on the request once the notice is shown: a page whose form was replaced by the notice
# and whose error box (core/_upstream_error.html) has a plan refusal says it once.
_NOTICE_SHOWN = "_paid_plan_notice_shown"


@register.inclusion_tag("accounts/_paid_plan_notice.html", takes_context=True)
def paid_plan_notice(context: template.Context, heading: bool = True, alert: bool = False) -> dict:
    """`{% paid_plan_notice %}`: what a free plan means here and the ways on (upgrade at
    Magisterium; after an upgrade, sign in again, which reads the plan anew). Shown once per
    page; `heading=False` where the page's own h1 already says it, `alert=True` where it
    answers what the person just sent."""
    request = context.get("request")
    shown = request is not None and getattr(request, _NOTICE_SHOWN, False)
    if request is not None:
        setattr(request, _NOTICE_SHOWN, True)
    return {
        "shown": not shown,
        "heading": heading,
        "alert": alert,
        "request": request,
        "message": PlanRequired.default_user_message,
        "magisterium_base_url": settings.MAGISTERIUM_BASE_URL,
    }
