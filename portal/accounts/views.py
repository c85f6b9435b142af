"""The connection's own actions on the account page: check it, disconnect it. The page itself,
with what the portal keeps about the person, is portal.yourdata's."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from portal import magisterium
from portal.accounts.connections import MagisteriumNotConnected
from portal.accounts.service_accounts import is_service_account
from portal.accounts.services import connection_revoke
from portal.accounts.tokens import connection_check


@login_required
@require_POST
def check(request: HttpRequest) -> HttpResponse:
    try:
        connection_check(request.user, day=timezone.localdate())
    except MagisteriumNotConnected as error:
        messages.error(request, error.user_message)
    except magisterium.PlanRequired:
        messages.warning(
            request, _("Your connection works, but your Magisterium account has no paid plan.")
        )
    except magisterium.MagisteriumError as error:
        messages.error(request, error.user_message)
    else:
        messages.success(
            request, _("Your Magisterium connection works and your account has a paid plan.")
        )
    return redirect("accounts:account")


@login_required
@require_POST
def disconnect(request: HttpRequest) -> HttpResponse:
    if connection_revoke(request.user) or not is_service_account(request.user):
        message = _("Your Magisterium account is disconnected and you are signed out.")
    else:
        message = _(
            "You are signed out. This account stays connected to Magisterium because the portal "
            "uses it to fetch the daily readings."
        )
    logout(request)
    messages.success(request, message)
    return redirect("/")
