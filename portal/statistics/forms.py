"""The query-string rules every statistics page shares (trends, research): a repeatable
parameter, the statistics chosen, a year. Each bad value gets a sentence (SECURITY §19)."""

from __future__ import annotations

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from portal.statistics.metrics import METRICS

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
