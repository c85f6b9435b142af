"""“Add to collection” from a diocese's profile or a trends page (one diocese, or every
compared one at once): into a collection of the person's, or a new one, then back to that page
with a message that says what happened.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.utils.translation import ngettext_lazy
from django.views.decorators.http import require_POST

from portal.accounts.users import signed_in_user
from portal.core.upstream import paid_plan_required
from portal.research import lists, tasks
from portal.research.forms import AddDioceseForm
from portal.research.models import Collection


@login_required
@paid_plan_required
@require_POST
def add_diocese(request: HttpRequest) -> HttpResponse:
    """“Add to collection” from a diocese's profile or a trends chart: back there with a message."""
    user = signed_in_user(request)
    form = AddDioceseForm(request.POST, owner=user)
    fallback = reverse("research:index")
    if not form.is_valid():
        # Nothing was added: say why on a page of its own (a 400), with the way back.
        problems = [error for errors in form.errors.values() for error in errors]
        ctx = {"problems": problems, "back": _back(request, fallback)}
        return render(request, "research/add_refused.html", ctx, status=400)
    data = form.cleaned_data
    target = data["collection"]
    if target is None:
        try:
            with transaction.atomic():
                target = Collection.objects.create(owner=user, name=data["new_name"])
        except IntegrityError:
            messages.error(request, _("You already have a collection with this name."))
            return redirect(_back(request, fallback))
    codes = data["codes"]
    result = lists.add_entries(target, codes)
    if result.added:
        tasks.queue_harvest(user)
    if len(codes) > 1:
        _added_all_messages(request, target, result)
    elif result.added:
        messages.success(request, _("Added to “%(name)s”.") % {"name": target.name})
    elif result.already:
        messages.info(request, _("Already in “%(name)s”.") % {"name": target.name})
    else:
        messages.warning(
            request,
            _("“%(name)s” is full (at most %(max)d dioceses).")
            % {"name": target.name, "max": settings.RESEARCH_MAX_ENTRIES},
        )
    return redirect(_back(request, target.get_absolute_url()))


# "count" names the number that picks the plural form.
_ADDED = ngettext_lazy(
    "Added %(count)d diocese to “%(name)s”.", "Added %(count)d dioceses to “%(name)s”.", "count"
)
_ALREADY = ngettext_lazy(
    "%(count)d was already in “%(name)s”.", "%(count)d were already in “%(name)s”.", "count"
)


def _added_all_messages(request: HttpRequest, target: Collection, result: lists.Added) -> None:
    """What "Add all N dioceses" did, counted (the codes themselves say little to a person)."""
    name = target.name
    for say, count, message in (
        (messages.success, len(result.added), _ADDED),
        (messages.info, len(result.already), _ALREADY),
    ):
        if count:
            say(request, message % {"count": count, "name": name})
    if result.left_out:
        messages.warning(
            request,
            _("“%(name)s” is full (at most %(max)d dioceses).")
            % {"name": name, "max": settings.RESEARCH_MAX_ENTRIES},
        )


def _back(request: HttpRequest, fallback: str) -> str:
    """The page the form was on (`next`), when it is on this site; else `fallback`."""
    target = request.POST.get("next", "")
    if target and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return fallback
