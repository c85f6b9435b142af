"""The token page (/account/tokens/): make a personal access token, see yours, revoke one.

A new token is shown once, on the answer to the POST that made it, and never again: only its
hash is stored. Like every account page it is for the signed-in person alone and takes no
user id: a person reaches only their own tokens.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from portal.accounts.users import signed_in_user
from portal.api.forms import TokenForm
from portal.api.tokens import token_create, token_revoke, tokens_of


@login_required
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponse:
    user = signed_in_user(request)
    form = TokenForm(request.POST if request.method == "POST" else None)
    created = None
    status = 200
    if request.method == "POST":
        if form.is_valid():
            created = token_create(
                user, name=form.cleaned_data["name"], days=form.cleaned_data["days"]
            )
            form = TokenForm()
        else:
            status = 400
    ctx = {"form": form, "created": created, "tokens": tokens_of(user)}
    return render(request, "api/tokens.html", ctx, status=status)


@login_required
@require_POST
def revoke(request: HttpRequest, token_id: int) -> HttpResponse:
    if token_revoke(signed_in_user(request), token_id):
        messages.success(request, _("The token is revoked: it opens nothing any more."))
    else:
        messages.error(request, _("No such token to revoke."))
    return redirect("api-tokens:tokens")
