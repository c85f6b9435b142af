"""Your data: the account page's summary of what the portal keeps, the privacy notice, the
download and the erase.

This room sits above the features it gathers from (the library's threads, the research
collections, the connection in accounts); accounts, low in the house, knows nothing of it.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from portal.accounts.models import MagisteriumConnection
from portal.accounts.service_accounts import is_service_account
from portal.accounts.users import signed_in_user
from portal.yourdata import erasure, personal_data


@login_required
def account(request: HttpRequest) -> HttpResponse:
    user = signed_in_user(request)
    data = personal_data.summary(user, language_cookie=_language_cookie(request))
    ctx = {
        "connection": data.connection,
        "Plan": MagisteriumConnection.Plan,
        "data": data,
        "language_cookie_name": settings.LANGUAGE_COOKIE_NAME,
        "retention_days": personal_data.retention_days(),
    }
    return render(request, "accounts/account.html", ctx)


def _language_cookie(request: HttpRequest) -> str | None:
    """The language the person chose in the menu, if any (kept only in their browser)."""
    value = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
    return value if value in dict(settings.LANGUAGES) else None


@require_GET
def privacy(request: HttpRequest) -> HttpResponse:
    """The privacy notice (public): what is kept, why, for how long, who can see it."""
    ctx = {
        "retention_days": personal_data.retention_days(),
        "language_cookie_name": settings.LANGUAGE_COOKIE_NAME,
    }
    return render(request, "accounts/privacy.html", ctx)


@login_required
@require_GET
def data_download(request: HttpRequest) -> StreamingHttpResponse:
    """Everything the portal keeps about the signed-in person, as one JSON document, streamed.

    It takes no id: it is always the requester's own data."""
    user = signed_in_user(request)
    stream = personal_data.export_stream(user, language_cookie=_language_cookie(request))
    response = StreamingHttpResponse(stream, content_type="application/json; charset=utf-8")
    filename = f"magisterium-portal-data-{timezone.localdate().isoformat()}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@login_required
@require_http_methods(["GET", "POST"])
def erase(request: HttpRequest) -> HttpResponse:
    """Ask, then erase the signed-in person's account and everything the portal keeps about
    them (typed confirmation: their username). Never a service account."""
    user = signed_in_user(request)
    if is_service_account(user):
        return render(request, "accounts/erase_refused.html", status=403)
    username = user.get_username()
    error = None
    if request.method == "POST":
        if request.POST.get("confirm", "").strip() != username:
            error = _("Type your username exactly as shown to confirm.")
        else:
            try:
                erased = erasure.account_erase(user)
            except erasure.EraseBusy:
                error = _(
                    "A background task for your account did not stop in time, so nothing was "
                    "erased. Please try again in a few minutes."
                )
            else:
                logout(request)
                messages.success(
                    request,
                    _("Your account and everything the portal kept about you have been erased."),
                )
                if erased.tokens == erasure.TOKENS_QUEUED:
                    messages.warning(
                        request,
                        _(
                            "Magisterium did not confirm the revocation, so the portal's access "
                            "to your Magisterium account is not yet revoked. The revocation is "
                            "queued: the portal keeps only the encrypted sign-in tokens, linked "
                            "to nothing about you, and the revocation will complete "
                            "automatically as soon as Magisterium answers."
                        ),
                    )
                return redirect("/")
    data = personal_data.summary(user, language_cookie=_language_cookie(request))
    ctx = {"data": data, "username": username, "error": error}
    return render(request, "accounts/erase.html", ctx, status=400 if error else 200)
