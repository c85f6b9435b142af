"""The four directories' pages: a search page each and a canonical, shareable page per entry.

Every view serves all four directories; `kind` (from urls.py) picks the row of the table in
lookups.py. Upstream failures become the right status and a sentence next to the search box.
"""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from portal import magisterium
from portal.accounts.users import signed_in_user
from portal.core.upstream import upstream_error_response
from portal.directory import lookups, presenters
from portal.directory.forms import ProfileIdForm, SearchForm

SEARCH_TEMPLATE = "directory/search.html"


def _base_context(kind: str, form: SearchForm) -> dict:
    return {
        "directory": lookups.DIRECTORIES[kind],
        "directories": lookups.DIRECTORY_LIST,
        "form": form,
        "max_query_chars": magisterium.MAX_QUERY_CHARS,
    }


def _result_context(result: lookups.Result, directory: lookups.Directory, query: str) -> dict:
    if isinstance(result, magisterium.NotFound):
        return {"not_found": presenters.not_found_view(result, directory, query)}
    return {"view": presenters.profile_view(result)}


@login_required
@require_GET
def search(request: HttpRequest, kind: str) -> HttpResponse:
    form = SearchForm(request.GET)
    ctx = _base_context(kind, form)
    if not form.is_valid():
        return render(request, SEARCH_TEMPLATE, ctx, status=400)
    query = form.cleaned_data["q"]
    ctx["query"] = query
    ctx["asked_empty"] = "q" in request.GET and not query
    if not query:
        return render(request, SEARCH_TEMPLATE, ctx)
    try:
        result = lookups.directory_search(user=signed_in_user(request), kind=kind, query=query)
    except magisterium.MagisteriumError as exc:
        return upstream_error_response(request, exc, template=SEARCH_TEMPLATE, ctx=ctx)
    return render(request, SEARCH_TEMPLATE, ctx | _result_context(result, ctx["directory"], query))


@login_required
@require_GET
def profile(request: HttpRequest, kind: str, **url_kwargs: str) -> HttpResponse:
    directory = lookups.DIRECTORIES[kind]
    id_form = ProfileIdForm({"profile_id": url_kwargs[directory.id_field]})
    # The search box on error pages starts from the id in words ("benedict xvi").
    guess = url_kwargs[directory.id_field][:80].replace("-", " ")
    ctx = _base_context(kind, SearchForm({"q": guess}))
    if not id_form.is_valid():
        ctx["message"] = id_form.errors["profile_id"][0]
        ctx["bad_id"] = True
        return render(request, "directory/missing.html", ctx, status=400)
    profile_id = id_form.cleaned_data["profile_id"]
    try:
        result = lookups.directory_profile(
            user=signed_in_user(request), kind=kind, profile_id=profile_id
        )
    except magisterium.MagisteriumError as exc:
        return upstream_error_response(request, exc, template=SEARCH_TEMPLATE, ctx=ctx)
    if isinstance(result, magisterium.NotFound):
        ctx["message"] = directory.missing % {"id": profile_id}
        return render(request, "directory/missing.html", ctx, status=404)
    ctx |= {"view": presenters.profile_view(result), "form": SearchForm()}
    return render(request, "directory/profile.html", ctx)
