"""A researcher's collections: list and create them, add dioceses, follow the harvest, share.

Every change is a POST by the collection's owner (`access.collection_for(..., edit=True)`);
a shared collection is read-only for everyone else, and another person's private one is a 404.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import IntegrityError, transaction
from django.db.models import F
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from portal import magisterium
from portal.accounts.users import signed_in_user
from portal.core.ids import id_url
from portal.core.upstream import paid_plan_required, upstream_error_context, upstream_status
from portal.research import access, harvest, lists, tasks
from portal.research.forms import (
    AddEntriesForm,
    CollectionForm,
    ConfirmForm,
    EntryForm,
    SearchForm,
    ShareForm,
    alternates,
)
from portal.research.models import Collection, Diocese, Entry
from portal.research.progress import (
    collection_progress,
    entries_heading,
    harvest_state,
    progress_problems,
    progress_summary,
)

# research:download formats and their button labels.
DOWNLOADS = (
    ("csv", gettext_lazy("CSV, one row a year")),
    ("csv-long", gettext_lazy("CSV, one row a figure")),
    ("json", gettext_lazy("JSON")),
    ("xlsx", gettext_lazy("Excel workbook")),
)


# --- Pieces shared by the pages -------------------------------------------------------------


# The world collection's lines are the portal's own, thousands of them, and its harvest is
# always under way: its page (and the poller that redraws the list) lists only the lines that
# need a look, the latest first; every see found is in its table, totals and downloads.
WORLD_LINES_SHOWN = 100


def _entry_rows(collection: Collection) -> list[dict]:
    """What the entries table shows for each line (links built only for codes a page accepts)."""
    rows = []
    entries = collection.entries.select_related("diocese")
    if collection.world:
        needing_a_look = [Entry.Status.UNRESOLVED, Entry.Status.FAILED]
        entries = entries.filter(status__in=needing_a_look).order_by(
            F("harvested_at").desc(nulls_last=True), "-pk"
        )[:WORLD_LINES_SHOWN]
    for entry in entries:
        diocese = entry.diocese
        code = diocese.source_code if diocese else None
        name = (diocese.name or diocese.source_code) if diocese else ""
        if diocese is None and entry.chosen_code:
            # "Use this one" was pressed and the harvest has not placed the line yet: show the
            # candidate taken (no link before the harvest has read it).
            name, code = entry.chosen_name or entry.chosen_code, entry.chosen_code
        rows.append(
            {
                "entry": entry,
                "name": name,
                "code": code,
                # The match beside what was typed ("Santiago de Compostela, dsaco"): the code
                # only when it adds something to the name.
                "show_code": bool(code) and name != code,
                # Failed with no attempts left: nothing more happens until the person acts.
                "exhausted": entry.status == Entry.Status.FAILED
                and not entry.refused
                and entry.attempts >= harvest.MAX_ATTEMPTS,
                "country": diocese.country if diocese else "",
                "trends_url": id_url("trends:diocese", source_code=code) if diocese else None,
                "profile_url": id_url("directory:diocese", source_code=code) if diocese else None,
                # A name upstream could not place, or one it placed with other candidates
                # (it takes the best match and names the rest): offer the others.
                "alternates": alternates(entry)
                if entry.status in (Entry.Status.UNRESOLVED, Entry.Status.DONE)
                else [],
                # Stored by the worker in English (an upstream error's sentence, or upstream's
                # own hint); a known sentence is shown in the reader's language.
                "message": gettext(entry.message) if entry.message else "",
            }
        )
    return rows


def _entries_html(request: HttpRequest, collection: Collection, *, can_edit: bool) -> str:
    return render_to_string(
        "research/_entries.html",
        {"collection": collection, "rows": _entry_rows(collection), "can_edit": can_edit},
        request=request,
    )


def _collection_context(request: HttpRequest, collection: Collection, **extra) -> dict:
    can_edit = collection.owner_id == request.user.pk
    progress = collection_progress(collection)
    return {
        "state": harvest_state(collection),
        "collection": collection,
        "can_edit": can_edit,
        "can_share": can_edit and request.user.is_staff,
        "rows": _entry_rows(collection),
        "progress": progress,
        "progress_summary": progress_summary(progress),
        "progress_problems": progress_problems(progress, can_edit=can_edit),
        "entries_heading": entries_heading(progress),
        "add_form": AddEntriesForm(),
        "search": SearchForm(),
        "share_form": ShareForm(initial={"shared": collection.shared}),
        "downloads": DOWNLOADS,
        "max_entries": settings.RESEARCH_MAX_ENTRIES,
        "max_upload": lists.size_label(settings.RESEARCH_MAX_UPLOAD_BYTES),
    } | extra


# --- The pages ------------------------------------------------------------------------------


def _editable(request: HttpRequest, collection_id: int) -> Collection:
    """The collection a change is asked for, when the signed-in person owns it (else 404)."""
    return access.collection_for(signed_in_user(request), collection_id, edit=True)


@login_required
@paid_plan_required
@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """The user's collections and the shared ones; POST creates a collection."""
    user = signed_in_user(request)
    form = CollectionForm(request.POST or None, owner=user)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                collection = Collection.objects.create(owner=user, name=form.cleaned_data["name"])
        except IntegrityError:  # the same name created at the same moment in another tab
            form.add_error("name", _("You already have a collection with this name."))
        else:
            messages.success(
                request, _("Collection “%(name)s” created.") % {"name": collection.name}
            )
            return redirect(collection)
    collections = access.visible_collections(user).select_related("owner")
    ctx = {
        "form": form,
        "own": [c for c in collections if c.owner_id == user.pk],
        "shared": [c for c in collections if c.owner_id != user.pk],
    }
    return render(request, "research/index.html", ctx, status=400 if form.errors else 200)


@login_required
@paid_plan_required
@require_GET
def collection(request: HttpRequest, collection_id: int) -> HttpResponse:
    """One collection: its entries, the harvest's progress, and (owner) ways to add to it."""
    user = signed_in_user(request)
    found = access.collection_for(user, collection_id)
    ctx = _collection_context(request, found)
    search = SearchForm(request.GET)
    ctx["search"] = search
    if not search.is_valid():
        return render(request, "research/collection.html", ctx, status=400)
    query = search.cleaned_data["q"]
    status = 200
    if query and ctx["can_edit"]:
        ctx["searched"] = query
        try:
            result = magisterium.session_for(user).diocese_lookup(query=query)
        except magisterium.MagisteriumError as exc:
            ctx |= upstream_error_context(exc)
            status = upstream_status(exc)
        else:
            if isinstance(result, magisterium.Profile):
                ctx["results"] = _search_results(result)
            else:
                ctx["not_found_hint"] = result.hint
    return render(request, "research/collection.html", ctx, status=status)


def _search_results(profile: magisterium.Profile) -> list[dict]:
    """The best match, then upstream's alternates; codes the id rule refuses are left out."""
    results = [{"code": profile.id, "name": profile.name, "place": profile.fields.get("country")}]
    results += [
        {"code": a.get("source_code"), "name": a.get("primary_name"), "place": a.get("country")}
        for a in profile.alternates
        if isinstance(a, dict)
    ]
    return [r for r in results if id_url("trends:diocese", source_code=r["code"]) is not None]


@login_required
@paid_plan_required
@require_GET
def progress(request: HttpRequest, collection_id: int) -> JsonResponse:
    """The harvest's progress as JSON, for the page's poller (static/js/research/progress.js)."""
    user = signed_in_user(request)
    found = access.collection_for(user, collection_id)
    current = collection_progress(found)
    can_edit = found.owner_id == user.pk
    return JsonResponse(
        current.as_dict()
        | {
            "state": harvest_state(found).as_dict(),
            "summary": progress_summary(current),
            "problems": progress_problems(current, can_edit=can_edit),
            "heading": entries_heading(current),
            "entries_html": _entries_html(request, found, can_edit=can_edit),
        }
    )


@login_required
@paid_plan_required
@require_POST
def add(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Add a searched diocese, a pasted list or an uploaded file; say what happened."""
    found = _editable(request, collection_id)
    form = AddEntriesForm(request.POST, request.FILES)
    if not form.is_valid():
        ctx = _collection_context(request, found, add_form=form)
        return render(request, "research/collection.html", ctx, status=400)
    parsed = form.parsed()
    result = lists.add_entries(found, parsed.items)
    for line in parsed.messages:
        messages.warning(request, line)
    for line in result.messages():
        messages.add_message(request, messages.SUCCESS if result.added else messages.INFO, line)
    if result.added:
        tasks.queue_harvest(found.owner)
    return redirect(found)


@login_required
@paid_plan_required
@require_POST
def refresh(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Harvest every entry again now, not at the monthly refresh."""
    found = _editable(request, collection_id)
    found.refresh_requested_at = timezone.now()
    found.save(update_fields=["refresh_requested_at"])
    # Lines that failed too often are given their attempts back: the person asked for them.
    found.entries.filter(status=Entry.Status.FAILED).update(attempts=0)
    tasks.queue_harvest(found.owner)
    messages.success(
        request, _("The collection will be harvested again; this page follows the progress.")
    )
    return redirect(found)


@login_required
@paid_plan_required
@require_POST
def share(request: HttpRequest, collection_id: int) -> HttpResponse:
    """Staff only: show (or stop showing) the collection to every user, read-only."""
    user = signed_in_user(request)
    if not user.is_staff:
        raise PermissionDenied(_("Only staff can share a collection with every user."))
    found = access.collection_for(user, collection_id, edit=True)
    form = ShareForm(request.POST)
    form.is_valid()  # a boolean field: anything not "on"/true is False
    found.shared = bool(form.cleaned_data.get("shared"))
    found.save(update_fields=["shared"])
    if found.shared:
        messages.success(request, _("Every user of the portal can now see this collection."))
    else:
        messages.success(request, _("Only you can see this collection now."))
    return redirect(found)


@login_required
@require_http_methods(["GET", "POST"])
def delete(request: HttpRequest, collection_id: int) -> HttpResponse:
    """GET asks for confirmation; POST with `confirm` deletes the collection and its entries."""
    found = _editable(request, collection_id)
    form = ConfirmForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        name = found.name
        found.delete()
        messages.success(request, _("Collection “%(name)s” deleted.") % {"name": name})
        return redirect("research:index")
    status = 400 if request.method == "POST" else 200
    ctx = {"collection": found, "form": form, "count": found.entries.count()}
    return render(request, "research/confirm_delete.html", ctx, status=status)


@login_required
@paid_plan_required
@require_POST
def entry(request: HttpRequest, collection_id: int, entry_id: int) -> HttpResponse:
    """Remove one entry, or resolve an unresolved one to the alternate the owner picked."""
    found = _editable(request, collection_id)
    line = get_object_or_404(Entry, pk=entry_id, collection=found)
    form = EntryForm(request.POST, entry=line)
    if not form.is_valid():
        for error in form.errors.get("__all__", []) + form.errors.get("action", []):
            messages.error(request, str(error))  # an ErrorList gives its messages (str)
        return redirect(found)
    if form.cleaned_data["action"] == "delete":
        held = line.diocese
        line.delete()
        if held is not None:
            # Lines that were duplicates of this one name a diocese no longer held: due again
            # (the harvest makes the oldest the member and the rest duplicates once more).
            again = found.entries.filter(
                status=Entry.Status.DUPLICATE, chosen_code=held.source_code
            ).update(status=Entry.Status.PENDING)
            if again:
                tasks.queue_harvest(found.owner)
        messages.success(
            request, _("“%(name)s” removed from the collection.") % {"name": line.query}
        )
        return redirect(found)
    code = form.cleaned_data["source_code"]
    if found.entries.filter(diocese__source_code=code).exists():
        line.delete()  # that diocese is already in the collection: this line is no longer needed
        messages.info(request, _("That diocese was already in the collection."))
        return redirect(found)
    # What was typed stays in `query` ("As given"); the candidate taken is kept beside it.
    taken = next(a for a in alternates(line) if a["source_code"] == code)
    line.chosen_code, line.chosen_name = code, str(taken["name"] or "")[:300]
    line.status, line.message, line.refused = Entry.Status.PENDING, "", False
    line.alternates, line.attempts = [], 0
    # A diocese the warehouse holds already is the line's at once (the harvest then reads it
    # by its code); else the harvest looks the chosen code up.
    line.diocese = Diocese.objects.filter(source_code=code).first()
    line.save(
        update_fields=[
            "chosen_code",
            "chosen_name",
            "status",
            "message",
            "refused",
            "alternates",
            "attempts",
            "diocese",
        ]
    )
    tasks.queue_harvest(found.owner)
    messages.success(request, _("“%(code)s” will be harvested.") % {"code": code})
    return redirect(found)
