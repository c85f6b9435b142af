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


def _search_field(label: StrOrPromise, **attrs: StrOrPromise) -> forms.CharField:
    """An optional search box: nothing typed is not an error, too much is."""
    return forms.CharField(
        label=label,
        max_length=magisterium.MAX_QUERY_CHARS,
        required=False,
        error_messages={"max_length": TOO_LONG},
        widget=forms.TextInput(attrs={"type": "search", **attrs}),
    )


class SearchForm(forms.Form):
    q = _search_field(_("Search Church documents"), placeholder=_("e.g. care for our common home"))


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


class HistorySearchForm(forms.Form):
    q = _search_field(_("Search your questions and answers"))
