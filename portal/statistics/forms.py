"""The query-string rules every statistics page shares (trends, research): a repeatable
parameter, the statistics chosen, a year, a view and its base year. Each bad value gets a
sentence (SECURITY §19)."""

from __future__ import annotations

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal.statistics.metrics import METRICS, View, has_view

FIRST_YEAR = 1900


def last_year() -> int:
    return timezone.localdate().year


class CleanedListField(forms.Field):
    """A repeatable query parameter: the list of its non-empty values, stripped.

    Empty values are dropped so an unused "also show" select (`metric=`) is no error.
    """

    widget = forms.MultipleHiddenInput

    def to_python(self, value):
        if value in self.empty_values:
            return []
        if isinstance(value, str):
            value = [value]
        return [item.strip() for item in value if isinstance(item, str) and item.strip()]


def metrics_checked(chosen: list[str], *, default: list[str], limit: int) -> list[str]:
    """The chosen statistics without repeats (`default` when none), each known, at most
    `limit`; else a ValidationError with a sentence. Shared with the research pages."""
    metrics = list(dict.fromkeys(chosen)) or list(default)
    unknown = [m for m in metrics if m not in METRICS]
    if unknown:
        raise forms.ValidationError(
            _("“%(metric)s” is not one of the statistics we chart. Choose one from the list."),
            code="unknown_metric",
            params={"metric": unknown[0][:40]},
        )
    if len(metrics) > limit:
        raise forms.ValidationError(
            _("Please show at most %(limit)d statistics at a time."),
            code="too_many",
            params={"limit": limit},
        )
    return metrics


def year_checked(year: int | None) -> int | None:
    """`year` when it is one the statistics can have (or None); else a ValidationError."""
    if year is not None and not FIRST_YEAR <= year <= last_year():
        raise forms.ValidationError(
            _("Please choose a year from %(first)d to %(last)d."),
            code="out_of_range",
            params={"first": FIRST_YEAR, "last": last_year()},
        )
    return year


def check_year_order(form: forms.Form) -> None:
    """Refuses (on `end`) a range whose last year comes before its first, both being given."""
    start, end = form.cleaned_data.get("start"), form.cleaned_data.get("end")
    if start is not None and end is not None and start > end:
        form.add_error("end", _("The last year must not be before the first year."))


def base_year_field() -> forms.IntegerField:
    """The index's base year (`base`): the year set to 100; none, the first year with a figure."""
    return forms.IntegerField(
        required=False,
        error_messages={"invalid": _("Please give the base year as a whole number.")},
    )


def check_view(form: forms.Form, metrics: list[str]) -> None:
    """Refuses (on `view`) a view one of `metrics` has not, and (on `base`) a base year outside
    the years chosen; both with a sentence."""
    data = form.cleaned_data
    view = data.get("view")
    without = [m for m in metrics if view and not has_view(m, view)]
    if without and view == View.PER_CAPITA:
        form.add_error(
            "view",
            _(
                "“%(metric)s” has no per-capita view: it is already a ratio or the "
                "base of one. Choose another view or statistic."
            )
            % {"metric": METRICS[without[0]].label},
        )
    elif without and view:
        form.add_error(
            "view",
            _(
                "“%(metric)s” cannot be shown “%(view)s”: it is already a ratio, or the very "
                "figure it would be divided by. Choose another view or statistic."
            )
            % {"metric": METRICS[without[0]].label, "view": View(view).label},
        )
    base, start, end = data.get("base"), data.get("start"), data.get("end")
    if base is not None and (
        (start is not None and base < start) or (end is not None and base > end)
    ):
        form.add_error(
            "base", _("The base year must not be before the first year or after the last year.")
        )
