"""Input for the library, the question box and the history search: validated before any call."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from portal import magisterium

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

TOO_LONG = _("Please use at most %(limit_value)d characters (you typed %(show_value)d).")
FILTER_CHARS = 200


def _search_field(label: StrOrPromise, **attrs: StrOrPromise) -> forms.CharField:
    """An optional search box: nothing typed is not an error, too much is."""
    return forms.CharField(
        label=label,
        max_length=magisterium.MAX_QUERY_CHARS,
        required=False,
        error_messages={"max_length": TOO_LONG},
        widget=forms.TextInput(attrs={"type": "search", **attrs}),
    )


def _filter_field(label: StrOrPromise) -> forms.CharField:
    """A filter of the results page, from one of its links: any text upstream might send."""
    return forms.CharField(
        label=label,
        max_length=FILTER_CHARS,
        required=False,
        error_messages={"max_length": TOO_LONG},
    )


class SearchForm(forms.Form):
    q = _search_field(_("Search Church documents"), placeholder=_("e.g. care for our common home"))
    # The filters over upstream's hits (portal.library.narrowing): set by the page's links, so
    # they are not in the search box's form; a new search starts unfiltered.
    type = _filter_field(_("Type"))
    author = _filter_field(_("Author"))
    century = forms.IntegerField(
        label=_("Century"),
        required=False,
        min_value=1,
        max_value=30,
        error_messages={
            "invalid": _("Please choose a century from the list."),
            "min_value": _("Please choose a century from the list."),
            "max_value": _("Please choose a century from the list."),
        },
    )


class QuestionForm(forms.Form):
    question = forms.CharField(
        label=_("Your question"),
        max_length=magisterium.MAX_QUESTION_CHARS,
        error_messages={"required": _("Please type a question."), "max_length": TOO_LONG},
        help_text=format_lazy(
            _(
                "Up to {limit} characters. Magisterium answers in the language you ask in "
                "and cites its sources."
            ),
            limit=magisterium.MAX_QUESTION_CHARS,
        ),
        widget=forms.Textarea(attrs={"rows": 4}),
    )
    # On a thread's page, the button pressed: a follow-up in the thread (also when none is
    # named, as the related questions send) or a new question, which starts its own thread.
    start = forms.ChoiceField(
        choices=[("follow-up", "follow-up"), ("new", "new")],
        required=False,
        error_messages={"invalid_choice": _("Please choose a follow-up or a new question.")},
    )

    @property
    def starts_new_thread(self) -> bool:
        return self.cleaned_data.get("start") == "new"


class HistorySearchForm(forms.Form):
    q = _search_field(_("Search your questions and answers"))
