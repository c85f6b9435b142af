"""The trends pages' query string, validated before anything is sent upstream (SECURITY §19).

The URL holds the whole state of a chart: dioceses (`d`), metrics (`metric`, repeatable),
years (`start`, `end`, inclusive: also the years of each series' average annual change), `view`,
the index's base year (`base`) and `format` (html, csv, json, xlsx). Every bad value gets a
sentence.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.datastructures import MultiValueDict
from django.utils.translation import gettext_lazy as _

from portal import magisterium
from portal.core.ids import is_valid_id
from portal.statistics.derived import View
from portal.statistics.forms import (
    CleanedListField,
    base_year_field,
    check_view,
    check_year_order,
    metrics_checked,
    year_checked,
)
from portal.statistics.metrics import DEFAULT_METRIC, MAX_METRICS

MAX_DIOCESES = 6
FORMATS = ("html", "csv", "json", "xlsx")


class TrendsForm(forms.Form):
    # The query string (a QueryDict), or Django's empty MultiValueDict for an unbound form: the
    # controls read its lists back when it is invalid.
    data: MultiValueDict[str, Any]

    d = CleanedListField(required=False)
    metric = CleanedListField(required=False)
    start = forms.IntegerField(
        required=False, error_messages={"invalid": _("Please give years as whole numbers.")}
    )
    end = forms.IntegerField(
        required=False, error_messages={"invalid": _("Please give years as whole numbers.")}
    )
    view = forms.ChoiceField(
        choices=View.choices,
        required=False,
        error_messages={"invalid_choice": _("Please choose one of the listed views.")},
    )
    base = base_year_field()
    format = forms.ChoiceField(
        choices=[(f, f) for f in FORMATS],
        required=False,
        error_messages={"invalid_choice": _("Downloads come as CSV, JSON or Excel.")},
    )

    def __init__(self, *args: Any, min_dioceses: int = 1, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.min_dioceses = min_dioceses

    def clean_d(self) -> list[str]:
        codes = list(dict.fromkeys(self.cleaned_data["d"]))  # repeated codes count once
        for code in codes:
            # The one id rule (portal.core.ids): a code the directory links to is charted here.
            if not is_valid_id(code):
                raise forms.ValidationError(
                    _("“%(code)s” is not a diocese code (codes look like “dmaml”)."),
                    code="malformed",
                    params={"code": code[:40]},
                )
        if len(codes) > MAX_DIOCESES:
            raise forms.ValidationError(
                _("Please compare at most %(limit)d dioceses at a time (you chose %(count)d)."),
                code="too_many",
                params={"limit": MAX_DIOCESES, "count": len(codes)},
            )
        if len(codes) < self.min_dioceses:
            raise forms.ValidationError(_("Please choose at least one diocese."), code="too_few")
        return codes

    def clean_metric(self) -> list[str]:
        return metrics_checked(
            self.cleaned_data["metric"], default=[DEFAULT_METRIC], limit=MAX_METRICS
        )

    def _clean_year(self, name: str) -> int | None:
        return year_checked(self.cleaned_data[name])

    def clean_start(self) -> int | None:
        return self._clean_year("start")

    def clean_end(self) -> int | None:
        return self._clean_year("end")

    def clean_base(self) -> int | None:
        return self._clean_year("base")

    def clean_view(self) -> str:
        return self.cleaned_data["view"] or View.RAW

    def clean_format(self) -> str:
        return self.cleaned_data["format"] or "html"

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        check_year_order(self)
        check_view(self, data.get("metric", []))
        return data

    @property
    def messages(self) -> list[str]:
        """Every error as one sentence, field order first (for exports and the page top)."""
        return [str(message) for errors in self.errors.values() for message in errors]


class SearchForm(forms.Form):
    q = forms.CharField(
        label=_("Find a diocese"),
        max_length=magisterium.MAX_QUERY_CHARS,
        required=False,
        error_messages={
            "max_length": _(
                "Please use at most %(limit_value)d characters (you typed %(show_value)d)."
            )
        },
        widget=forms.TextInput(
            attrs={
                "type": "search",
                "placeholder": _("e.g. Manila, Milan or dmaml"),
                "data-search-field": "",
            }
        ),
    )
