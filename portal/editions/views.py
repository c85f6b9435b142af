"""The editions' pages: freeze a collection (POST), an edition's page and its files, and the
list of the editions a person can see. Every view is behind the sign-in and the paid-plan door
(docs/security.md §20); who sees which edition is portal.editions.access's."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from portal.accounts.users import signed_in_user
from portal.core.upstream import paid_plan_required
from portal.editions import access, citations
from portal.editions.files import FILES, WITH_DATA
from portal.editions.freezing import NothingToFreeze, freeze
from portal.research import access as research_access


@login_required
@paid_plan_required
@require_POST
def freeze_collection(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Freeze a collection the person may see as a new edition, and show it."""
    user = signed_in_user(request)
    collection = research_access.collection_for(user, collection_id)
    try:
        edition, made = freeze(collection, user=user, address=request.build_absolute_uri)
    except NothingToFreeze:
        messages.error(
            request, _("This collection has no figures yet: there is nothing to freeze.")
        )
        return redirect(collection)
    if made:
        said = _("Edition %(id)s made: its address and its figures will never change.")
    else:
        said = _("The figures have not changed since edition %(id)s: here it is.")
    messages.success(request, said % {"id": edition.public_id})
    return redirect(edition)


@login_required
@paid_plan_required
@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """The editions the person made, and those of the collections they may see."""
    editions = access.listed_editions(signed_in_user(request))
    return render(request, "editions/index.html", {"editions": editions})


@login_required
@paid_plan_required
@require_GET
def edition(request: HttpRequest, public_id: str) -> HttpResponse:
    """An edition's page: what it holds, where it comes from, how to cite it, its files."""
    user = signed_in_user(request)
    found = access.edition_for(public_id)
    # A link to the collection only for those who may open it (another's private one: text).
    collection_id = found.collection_id
    visible = (
        collection_id is not None
        and research_access.visible_collections(user).filter(pk=collection_id).exists()
    )
    files = [
        (label, reverse("editions:file", kwargs={"public_id": found.public_id, "name": name}))
        for name, (label, _answer) in FILES.items()
    ]
    ctx = {
        "edition": found,
        "files": files,
        "citation": citations.citation_text(found),
        "bibtex": citations.bibtex(found),
        "coverage": citations.coverage_text(found),
        "source": citations.UPSTREAM_SOURCE,
        "upstream_home": citations.UPSTREAM_HOME,
        "collection_url": reverse("research:collection", args=[collection_id]) if visible else "",
    }
    return render(request, "editions/edition.html", ctx)


@login_required
@paid_plan_required
@require_GET
def edition_file(request: HttpRequest, public_id: str, name: str) -> HttpResponseBase:
    """One of the edition's files, by its name."""
    if name not in FILES:
        raise Http404("No such file")
    found = access.edition_for(public_id, with_data=name in WITH_DATA)
    _label, answer = FILES[name]
    return answer(found)
