"""The analysis pages' query strings: year, statistics, grouping, view, sort, each validated.

Like the trends pages, every analysis URL carries its whole state, so a table, a grouping or a
chart can be bookmarked and shared; a bad value gets a sentence and a 400.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from portal.research.analysis import sort_keys
from portal.research.groups import GROUPINGS
from portal.statistics.derived import View
from portal.statistics.forms import (
    CleanedListField,
    base_year_field,
    check_view,
    check_year_order,
    metrics_checked,
    year_checked,
)

# A table or grouping shows up to this many statistics side by side (all 19 are downloadable).
MAX_COLUMNS = 6
DEFAULT_COLUMNS = ["catholics", "total_priests", "catholics_per_priest"]
DOWNLOADS = ("csv", "csv-long", "json", "xlsx")

_YEAR_ERRORS = {"invalid": _("Please give years as whole numbers.")}


def _year_field() -> forms.IntegerField:
    return forms.IntegerField(required=False, error_messages=_YEAR_ERRORS)


class _AnalysisForm(forms.Form):
    metric = CleanedListField(required=False)
    max_metrics = MAX_COLUMNS
    default_metrics = DEFAULT_COLUMNS

    def clean_metric(self) -> list[str]:
        return metrics_checked(
            self.cleaned_data["metric"], default=self.default_metrics, limit=self.max_metrics
        )

    def _year(self, name: str) -> int | None:
        return year_checked(self.cleaned_data.get(name))

    @property
    def messages(self) -> list[str]:
        return [str(message) for errors in self.errors.values() for message in errors]


class _YearRangeForm(_AnalysisForm):
    """A first and a last year, each optional, in order."""

    start = _year_field()
    end = _year_field()

    def clean_start(self) -> int | None:
        return self._year("start")

    def clean_end(self) -> int | None:
        return self._year("end")

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        check_year_order(self)
        return data


class TableForm(_AnalysisForm):
    """/research/<id>/table/?year=2020&since=2000&metric=…&sort=catholics&order=desc"""

    year = _year_field()
    since = _year_field()
    sort = forms.CharField(required=False, max_length=40)
    order = forms.ChoiceField(choices=[("desc", "desc"), ("asc", "asc")], required=False)

    def clean_year(self) -> int | None:
        return self._year("year")

    def clean_since(self) -> int | None:
        return self._year("since")

    def clean_order(self) -> str:
        return self.cleaned_data["order"] or "desc"

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data  # what Form.clean returns (typed as possibly None)
        year, since = data.get("year"), data.get("since")
        if year is not None and since is not None and since >= year:
            self.add_error("since", _("Compare with a year before the one shown."))
        sort, metrics = data.get("sort"), data.get("metric")
        # A column of this table: a name, a figure, its rank or its change (analysis.sort_keys).
        if sort and metrics and sort not in sort_keys(metrics):
            self.add_error("sort", _("Please sort by a column of the table."))
        return data


class GroupsForm(_YearRangeForm):
    """/research/<id>/groups/?by=country&metric=…&year=2020&start=1980&end=2020"""

    by = forms.ChoiceField(
        choices=[(key, key) for key in GROUPINGS],
        required=False,
        error_messages={"invalid_choice": _("Please group by one of the listed fields.")},
    )
    year = _year_field()

    def clean_by(self) -> str:
        return self.cleaned_data["by"] or "country"

    def clean_year(self) -> int | None:
        return self._year("year")


class ChartForm(_YearRangeForm):
    """/research/<id>/chart/?metric=catholics&view=indexed&base=1990&by=country&start=…&end=…

    `start` and `end` are also the years of each series' average annual change (none given:
    the chart's first and last year); `base` is the index's base year."""

    max_metrics = 1
    default_metrics = ["catholics"]
    by = forms.ChoiceField(
        choices=[("", ""), *((key, key) for key in GROUPINGS)],
        required=False,
        error_messages={"invalid_choice": _("Please group by one of the listed fields.")},
    )
    view = forms.ChoiceField(
        choices=View.choices,
        required=False,
        error_messages={"invalid_choice": _("Please choose one of the listed views.")},
    )

    base = base_year_field()

    def clean_view(self) -> str:
        return self.cleaned_data["view"] or View.RAW

    def clean_base(self) -> int | None:
        return self._year("base")

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        check_view(self, data.get("metric") or [])
        return data
