"""What the public-page machinery (`portal.core.public_pages`) notes on the objects it passes
along, typed: one dataclass per carrier, each under the one attribute PUBLIC_STATE, read and
written only through the functions here (so every use is greppable and checked by mypy).

    view_marks(view)            PublicViewMarks: its public_choices; whether @public_page wraps it
    public_state(request)       PublicPageState: the page's language, choices; a public page?
    page_description(response)  PageDescription: what `describe` said about the page
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from django.http import HttpRequest, HttpResponseBase

PUBLIC_STATE = "portal_public_page"


@dataclass(frozen=True)
class PublicViewMarks:
    """On a view function. Frozen: functools.wraps copies it onto every wrapper, so a change
    is a new copy on that wrapper alone (`mark_view`)."""

    # A parameter's name → its values, the first being the default (@public_choices).
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    public: bool = False  # @public_page wraps the view


@dataclass
class PublicPageState:
    """On a request, for the request's lifetime."""

    page: bool = False  # a public page's view answers it (no CSRF token may be rendered)
    language: str | None = None  # the language PublicPagesMiddleware settled on
    chosen: dict[str, str] = field(default_factory=dict)  # the public_choices asked (validated)


@dataclass(frozen=True)
class PageDescription:
    """On a public page's response: which days it shows, whether it is complete, when its
    newest row was fetched and whether it may be kept (`public_pages.describe`)."""

    days: tuple[dt.date, ...] = ()
    complete: bool = True
    last_modified: dt.datetime | None = None
    keep: bool = True


def view_marks(view: object) -> PublicViewMarks:
    """The view's marks; unmarked, the defaults (no choices, not public)."""
    marks = getattr(view, PUBLIC_STATE, None)
    return marks if isinstance(marks, PublicViewMarks) else PublicViewMarks()


def mark_view(view: Any, **changes: Any) -> None:
    """Set some of `view`'s marks (PublicViewMarks' fields), keeping the others."""
    setattr(view, PUBLIC_STATE, replace(view_marks(view), **changes))


def public_state(request: HttpRequest) -> PublicPageState:
    """The request's state, made empty on first use."""
    state = getattr(request, PUBLIC_STATE, None)
    if not isinstance(state, PublicPageState):
        state = PublicPageState()
        setattr(request, PUBLIC_STATE, state)
    return state


def set_page_description(response: HttpResponseBase, description: PageDescription) -> None:
    setattr(response, PUBLIC_STATE, description)


def page_description(response: HttpResponseBase) -> PageDescription:
    """What the view said about its page; when it said nothing, the defaults (complete, kept,
    no day named, no Last-Modified)."""
    description = getattr(response, PUBLIC_STATE, None)
    return description if isinstance(description, PageDescription) else PageDescription()
