from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from portal.api.tokens import DEFAULT_DAYS

LIFETIMES = (
    (30, _("30 days")),
    (DEFAULT_DAYS, _("90 days")),
    (180, _("180 days")),
    (365, _("1 year")),
)


class TokenForm(forms.Form):
    name = forms.CharField(
        label=_("Name"),
        max_length=100,
        help_text=_("What it is for, e.g. “Thesis notebook”: only you see it."),
    )
    days = forms.TypedChoiceField(
        label=_("Expires after"), choices=LIFETIMES, coerce=int, initial=DEFAULT_DAYS
    )
    # One per form shown: the same form sent twice (a reload of the page that showed the new
    # token, whose browser offers to send it again) makes one token, not two.
    once = forms.CharField(widget=forms.HiddenInput, max_length=64, required=False)

    def clean_name(self) -> str:
        name = " ".join(self.cleaned_data["name"].split())
        if not name:
            raise forms.ValidationError(_("Please give the token a name."))
        return name
