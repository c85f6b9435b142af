"""The readings by email's pages: the form (full, and alone for other sites' frames), the
confirmation, the subscription's own page (change, stop, download, erase) and the one-click
unsubscribe. Thin: the writing is services', the caps caps', the links links'.

No page here needs signing in: a signed link is the proof of owning the address
(portal/subscriptions/links.py). A link that is forged, expired or voided by a newer one gets
a 404 page that says so, in the page's language, with the way to subscribe again.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import wraps
from typing import Any

from csp.decorators import csp_replace
from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from portal.core.public_pages import (
    LANG_PARAM,
    UnknownLanguage,
    in_language,
    requested_language,
    unknown_language_response,
)
from portal.subscriptions import caps, links, services
from portal.subscriptions.forms import ChoicesForm, SubscribeForm, consent_sentence
from portal.subscriptions.links import Purpose
from portal.subscriptions.models import Subscription

View = Callable[..., HttpResponse]


def _in_language(view: View) -> View:
    """`?lang=` chooses the page's language as on the public pages (400 for an unknown one);
    otherwise a subscription's page speaks its language, any other the browser's."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            language = requested_language(request)
        except UnknownLanguage as error:
            return unknown_language_response(error)
        return in_language(language, lambda: view(request, *args, **kwargs))

    return wrapper


def _form_page(view: View) -> View:
    """Every page here: a form that is read and posted, never cached, in its language."""
    return never_cache(require_http_methods(["GET", "HEAD", "POST"])(_in_language(view)))


def _invalid_link(request: HttpRequest) -> HttpResponse:
    return render(request, "subscriptions/invalid_link.html", status=404)


# --- The form ----------------------------------------------------------------------------------


def _answer_form(request: HttpRequest, *, embed: bool) -> HttpResponse:
    """GET: the form; POST: subscribe. Both pages (full and framed) answer alike."""
    language = translation.get_language()
    template = "subscriptions/subscribe.html"
    if request.method != "POST":
        initial = {"email": request.GET.get("email", "")[:254]}
        form = SubscribeForm(initial=initial, language=language)
        return render(request, template, {"form": form, "embed": embed})
    form = SubscribeForm(request.POST, language=language)
    if not form.is_valid():
        return render(request, template, {"form": form, "embed": embed}, status=400)
    data = form.cleaned_data
    ctx: dict[str, Any] = {"embed": embed, "email": data["email"]}
    try:
        services.subscribe(
            email=data["email"],
            choices=services.Choices.of(data),
            consent=services.Consent(consent_sentence(), language),
            network=caps.network_of(caps.client_ip(request)),
            user=request.user if request.user.is_authenticated else None,
        )
    except caps.Refused as refused:
        minutes = max(1, math.ceil(refused.retry_after / 60))
        ctx["refusal"] = ngettext(
            "Too many emails were asked for just now. Please try again in %(minutes)d minute.",
            "Too many emails were asked for just now. Please try again in %(minutes)d minutes.",
            minutes,
        ) % {"minutes": minutes}
        response = render(request, "subscriptions/refused.html", ctx, status=429)
        response["Retry-After"] = str(refused.retry_after)
        return response
    except caps.CountUnknown:
        ctx["refusal"] = _(
            "The portal cannot send emails at the moment. Please try again in a few minutes."
        )
        response = render(request, "subscriptions/refused.html", ctx, status=503)
        response["Retry-After"] = "60"
        return response
    except services.SendFailed:
        ctx["refusal"] = _(
            "The email could not be sent just now. Please try again in a few minutes."
        )
        return render(request, "subscriptions/refused.html", ctx, status=503)
    return render(request, "subscriptions/check_inbox.html", ctx)


# The form's POST needs no CSRF token on purpose: a parish's own website may post a plain HTML
# form to it (the site kit gives one). Nothing a cross-site POST could do harms anyone: it can
# only ask for an email to an address, which the double opt-in and the caps (caps.py) bound;
# it never reveals whether an address is subscribed (docs/security.md "The subscription form").
@csrf_exempt
@_form_page
def subscribe(request: HttpRequest) -> HttpResponse:
    return _answer_form(request, embed=False)


# The form alone, framed by any site like the readings widget (/embed/today/): no frame denial,
# any frame ancestor. Its POST is exempt from CSRF for the reason above.
@xframe_options_exempt
@csp_replace({"frame-ancestors": ["*"]})
@csrf_exempt
@_form_page
def embed(request: HttpRequest) -> HttpResponse:
    # The same page: `embed` makes _page.html draw it without the site's header and footer.
    return _answer_form(request, embed=True)


# --- Confirm -----------------------------------------------------------------------------------


@_form_page
def confirm(request: HttpRequest, token: str) -> HttpResponse:
    """GET shows a button and changes nothing (mail scanners open links); POST confirms."""
    subscription = links.subscription_for(token, Purpose.CONFIRM)
    if subscription is None:
        return _invalid_link(request)
    with _own_language(request, subscription):
        ctx = {"subscription": subscription, "manage_url": _manage_path(subscription)}
        if request.method == "POST":
            services.confirm(subscription)
        if subscription.state == Subscription.State.CONFIRMED:
            ctx["first_email_at"] = services.first_email_at(subscription)
            return render(request, "subscriptions/confirmed.html", ctx)
        return render(request, "subscriptions/confirm.html", ctx)


def _own_language(request: HttpRequest, subscription: Subscription) -> translation.override:
    """The subscription's language, unless `?lang=` chose one (already active)."""
    if request.GET.get(LANG_PARAM):
        return translation.override(translation.get_language())
    return translation.override(subscription.language)


def _manage_path(subscription: Subscription) -> str:
    return reverse("subscriptions:manage", args=[links.token(subscription, Purpose.MANAGE)])


# --- The subscription's own page ---------------------------------------------------------------


@_form_page
def manage(request: HttpRequest, token: str) -> HttpResponse:
    """The subscription's page: its choices (Save), Stop, the download (`?format=json`) and
    Erase (with a box to tick first)."""
    subscription = links.subscription_for(token, Purpose.MANAGE)
    if subscription is None:
        return _invalid_link(request)
    if request.GET.get("format") == "json":
        return _download(subscription)
    with _own_language(request, subscription):
        action = request.POST.get("action", "") if request.method == "POST" else ""
        form = _choices_form(subscription)
        ctx: dict[str, Any] = {"subscription": subscription, "token": token}
        status = 200
        if action == "save":
            form = ChoicesForm(request.POST, language=subscription.language)
            if form.is_valid():
                services.change(subscription, services.Choices.of(form.cleaned_data))
                ctx["done"] = _("Your choices are saved.")
                form = _choices_form(subscription)
            else:
                status = 400
        elif action == "stop":
            services.stop(subscription)
            ctx["done"] = _("The emails are stopped. Nothing more will be sent to you.")
        elif action == "erase":
            if request.POST.get("erase_confirmed") == "1":
                services.erase(subscription)
                return render(request, "subscriptions/erased.html")
            ctx["erase_error"] = _("Tick the box to confirm that everything should be erased.")
            status = 400
        ctx["form"] = form
        return render(request, "subscriptions/manage.html", ctx, status=status)


def _choices_form(subscription: Subscription) -> ChoicesForm:
    fields = ("language", "hour", "time_zone", "content", "days")
    initial = {name: getattr(subscription, name) for name in fields}
    return ChoicesForm(initial=initial, language=subscription.language)


def _download(subscription: Subscription) -> HttpResponse:
    body = json.dumps(services.export(subscription), cls=DjangoJSONEncoder, ensure_ascii=False)
    response = HttpResponse(body + "\n", content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="readings-by-email.json"'
    return response


# --- Unsubscribe -------------------------------------------------------------------------------


# RFC 8058: a mail provider stops the subscription with a POST of "List-Unsubscribe=One-Click"
# to the link in the List-Unsubscribe header, with no cookie and no CSRF token; the signed
# token is the proof. Any POST here stops (the page's own button sends the same body).
@csrf_exempt
@_form_page
def unsubscribe(request: HttpRequest, token: str) -> HttpResponse:
    subscription = links.subscription_for(token, Purpose.UNSUBSCRIBE)
    if subscription is None:
        return _invalid_link(request)
    with _own_language(request, subscription):
        if request.method == "POST":
            services.stop(subscription)
        ctx = {"subscription": subscription, "manage_url": _manage_path(subscription)}
        return render(request, "subscriptions/unsubscribe.html", ctx)
