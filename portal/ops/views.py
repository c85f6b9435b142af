"""The operator console: one page for staff that says whether the portal is healthy."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render

from portal.ops import status


def console(request):
    # Anyone else gets the site's ordinary 404, signed in or not: no login redirect that would
    # tell a visitor the page exists.
    if not request.user.is_staff:
        raise Http404
    return render(request, "ops/console.html", status.console_status())
