"""The token page (/account/tokens/): make a personal access token, see yours, revoke one.

A new token is shown once, on the answer to the POST that made it, and never again: only its
hash is stored. Like every account page it is for the signed-in person alone and takes no
user id: a person reaches only their own tokens.
"""

from __future__ import annotations

import secrets

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from portal.accounts.connections import plan_known_free
from portal.accounts.users import signed_in_user
from portal.api.forms import TokenForm
from portal.api.tokens import (
    TooManyTokens,
    token_create,
    token_revoke,
    tokens_allowed,
    tokens_of,
    usable_token_count,
)

# How long a sent token form is remembered (a reload days later makes a new token: the person
# has long seen the list by then).
FORM_SECONDS = 24 * 3600


def _already_sent() -> str:
    return _(
        "That form was already sent: its token is in the list below. Its secret was "
        "shown once; if you did not copy it, revoke the token and make a new one."
    )


@login_required
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponse:
    user = signed_in_user(request)
    form = TokenForm(request.POST if request.method == "POST" else None, initial=_fresh())
    created = None
    status = 200
    if request.method == "POST":
        if plan_known_free(user):
            # A free plan sees the plan's notice, not the form: a POST from an older page makes
            # no token that every call would then refuse (portal/api/auth.py).
            status = 403
        elif not form.is_valid():
            status = 400
        elif not _first_time(user.pk, form.cleaned_data["once"]):
            messages.info(request, _already_sent())
            return redirect("api-tokens:tokens")
        else:
            try:
                created = token_create(
                    user, name=form.cleaned_data["name"], days=form.cleaned_data["days"]
                )
                form = TokenForm(initial=_fresh())
            except TooManyTokens:
                form.add_error(None, _too_many())
                status = 400
    allowed = tokens_allowed()
    usable = usable_token_count(user)
    ctx = {
        "form": form,
        "created": created,
        "tokens": tokens_of(user),
        "tokens_allowed": allowed,
        "tokens_usable": usable,
        "tokens_full": bool(allowed) and usable >= allowed,
    }
    return render(request, "api/tokens.html", ctx, status=status)


def _too_many() -> str:
    return _(
        "You already have %(count)d tokens, the most one account may hold. Revoke one you "
        "no longer use to make another."
    ) % {"count": tokens_allowed()}


def _fresh() -> dict[str, str]:
    return {"once": secrets.token_urlsafe(16)}


def _first_time(user_id: int, once: str) -> bool:
    """Whether this form (its `once` value) is sent for the first time. A form without one
    (an older page) counts as new; so does every form while the shared cache is down."""
    if not once:
        return True
    added = cache.add(f"api:token-form:{user_id}:{once}", 1, FORM_SECONDS)
    return added is not False  # None: the cache ignored an outage (IGNORE_EXCEPTIONS)


@login_required
@require_POST
def revoke(request: HttpRequest, token_id: int) -> HttpResponse:
    if token_revoke(signed_in_user(request), token_id):
        messages.success(request, _("The token is revoked: it opens nothing any more."))
    else:
        messages.error(request, _("No such token to revoke."))
    return redirect("api-tokens:tokens")
