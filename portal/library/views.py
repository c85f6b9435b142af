"""Document search, the reader, cited Q&A as threads, and each user's own history."""

from __future__ import annotations

import math

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_GET, require_http_methods

from portal import magisterium
from portal.accounts.users import signed_in_user
from portal.core.ids import is_valid_id
from portal.core.upstream import upstream_error_response
from portal.library import links, narrowing, reader, selectors, services
from portal.library.forms import HistorySearchForm, QuestionForm, SearchForm
from portal.library.models import Thread

HISTORY_PAGE_SIZE = 10
HISTORY_MAX_PAGE = 1_000_000


@login_required
@require_GET
def search(request: HttpRequest) -> HttpResponse:
    form = SearchForm(request.GET if "q" in request.GET else None)
    ctx: dict = {"form": form}
    if form.is_bound and not form.is_valid():
        return render(request, "library/search.html", ctx, status=400)
    query = form.cleaned_data["q"].strip() if form.is_bound else ""
    if not query:
        return render(request, "library/search.html", ctx)  # the empty form with guidance
    try:
        results = magisterium.session_for(request.user).document_search(query=query)
    except magisterium.MagisteriumError as exc:
        return upstream_error_response(request, exc, template="library/search.html", ctx=ctx)
    chosen = narrowing.Filters(
        type=form.cleaned_data["type"].strip(),
        author=form.cleaned_data["author"].strip(),
        century=form.cleaned_data["century"],
    )
    ctx.update(results=results, page=narrowing.search_page(results, chosen))
    return render(request, "library/search.html", ctx)


@login_required
@require_GET
def document(request: HttpRequest, document_id: str) -> HttpResponse:
    # No document has an id the one id rule refuses: a 404, and nothing is sent upstream. (A
    # blank id is refused below with "Please choose an entry to open.", also before sending.)
    if document_id.strip() and not is_valid_id(document_id):
        return render(request, "library/document_not_found.html", status=404)
    try:
        doc = magisterium.session_for(request.user).document_fetch(document_id=document_id)
    except magisterium.MagisteriumError as exc:
        return upstream_error_response(request, exc)
    if isinstance(doc, magisterium.NotFound):
        return render(request, "library/document_not_found.html", status=404)
    back = request.GET.get("q", "")[: magisterium.MAX_QUERY_CHARS]
    # ?passage=N or ?quote=… (a citation's link): open at that paragraph and highlight it.
    cited = reader.cited_paragraph(
        doc, request.GET.get(links.PASSAGE, ""), request.GET.get(links.QUOTE, "")
    )
    shown, page, reading = reader.document_page(
        doc, request.GET.get("page"), cited=cited, search=back
    )
    body_html, marks = reader.reader_body(shown.body, reading)
    ctx = {
        "document": shown,
        "page": page,
        "back_query": back,
        "body_html": body_html,
        "search_marks": marks,
        "cited": reading.cited,
        "asked_for_passage": links.PASSAGE in request.GET or links.QUOTE in request.GET,
        "ask_url": links.ask_about_url(doc),
    }
    return render(request, "library/document.html", ctx)


# What Ask says when the page's time budget ran out: the question is in the box again.
ASK_TIMED_OUT = gettext_lazy(
    "Magisterium did not answer in time. Your question was not lost: it is still in the box "
    "below. Please try again."
)


def _answer_time_limit_ms() -> int:
    # The browser waits longer than the server ever takes: the page's time budget, plus one
    # token refresh (which waits the long timeout) and headroom.
    seconds = settings.MAGISTERIUM_INTERACTIVE_TIMEOUT + settings.MAGISTERIUM_TIMEOUT + 10
    return max(30, math.ceil(seconds)) * 1000


def _ask_page(
    request: HttpRequest,
    thread: Thread | None,
    form: QuestionForm,
    *,
    status: int = 200,
    error: magisterium.MagisteriumError | None = None,
) -> HttpResponse:
    """A new question's page, or a thread with its follow-up form; with the error, if any."""
    template = "library/thread.html" if thread else "library/ask.html"
    ctx = {
        "form": form,
        "thread": thread,
        "exchanges": list(thread.exchanges.all()) if thread else [],
        "wait_seconds": selectors.question_wait_seconds(user=signed_in_user(request)),
        "time_limit_ms": _answer_time_limit_ms(),
    }
    if error is not None:
        return upstream_error_response(request, error, template=template, ctx=ctx)
    return render(request, template, ctx, status=status)


def _prefilled(request: HttpRequest) -> QuestionForm:
    # ?q= fills the box (a link such as "Ask about this document"); a GET never asks.
    question = request.GET.get("q", "").strip()[: magisterium.MAX_QUESTION_CHARS]
    return QuestionForm(initial={"question": question} if question else None)


def _ask(request: HttpRequest, thread: Thread | None) -> HttpResponse:
    if request.method == "GET":
        return _ask_page(request, thread, _prefilled(request))
    form = QuestionForm(request.POST)
    if not form.is_valid():
        return _ask_page(request, thread, form, status=400)  # never sent upstream
    # "Ask a new question" on a thread's page starts a thread of its own (its own title and
    # upstream context); a follow-up stays in this one.
    into = None if form.starts_new_thread else thread
    try:
        exchange = services.question_ask(
            user=signed_in_user(request), question=form.cleaned_data["question"], thread=into
        )
    except magisterium.UpstreamTimedOut as exc:
        timed_out = magisterium.UpstreamTimedOut(exc.detail, user_message=ASK_TIMED_OUT)
        return _ask_page(request, thread, form, error=timed_out)
    except magisterium.MagisteriumError as exc:
        return _ask_page(request, thread, form, error=exc)
    # PRG: a reload of the answer page never asks again.
    return redirect(exchange.thread.get_absolute_url() + "#latest")


@login_required
@require_http_methods(["GET", "POST"])
def ask(request: HttpRequest) -> HttpResponse:
    return _ask(request, thread=None)


@login_required
@require_http_methods(["GET", "POST"])
def thread(request: HttpRequest, thread_id: int) -> HttpResponse:
    found = selectors.thread_get(owner=signed_in_user(request), thread_id=thread_id)
    return _ask(request, thread=found)


@login_required
@require_http_methods(["GET", "POST"])
def thread_delete(request: HttpRequest, thread_id: int) -> HttpResponse:
    thread = selectors.thread_get(owner=signed_in_user(request), thread_id=thread_id)
    if request.method == "GET":
        return render(request, "library/thread_confirm_delete.html", {"thread": thread})
    services.thread_delete(thread=thread)
    messages.success(request, _("The conversation was deleted."))
    return redirect("library:history")


def _history_page_number(value: str | None) -> int:
    """?page=N as a page number: anything else is the first page, and no number is so large
    that its offset overflows the database's integers (such a page is simply empty)."""
    try:
        number = int(value or "1")
    except ValueError:
        return 1
    return min(max(number, 1), HISTORY_MAX_PAGE)


@login_required
@require_GET
def history(request: HttpRequest) -> HttpResponse:
    form = HistorySearchForm(request.GET)
    if not form.is_valid():
        return render(request, "library/history.html", {"form": form}, status=400)
    query = form.cleaned_data["q"].strip()
    page = selectors.thread_page(
        owner=signed_in_user(request),
        query=query,
        number=_history_page_number(request.GET.get("page")),
        size=HISTORY_PAGE_SIZE,
    )
    return render(request, "library/history.html", {"form": form, "query": query, "page": page})
