"""Input of the directory pages: the search box and the id in a canonical URL.

Reference: docs/security.md §19.
"""

from __future__ import annotations

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from portal import magisterium
from portal.core.ids import MAX_ID_CHARS, is_valid_id


class SearchForm(forms.Form):
    q = forms.CharField(required=False, strip=True)

    def clean_q(self) -> str:
        # Collapsed as the client collapses it, so the limit counts what would be sent.
        query = " ".join(self.cleaned_data["q"].split())
        if len(query) > magisterium.MAX_QUERY_CHARS:
            raise ValidationError(
                _("Please use at most %(limit)d characters; this search has %(count)d."),
                code="max_length",
                params={"limit": magisterium.MAX_QUERY_CHARS, "count": len(query)},
            )
        return query


class ProfileIdForm(forms.Form):
    profile_id = forms.CharField(strip=False)

    def clean_profile_id(self) -> str:
        value = self.cleaned_data["profile_id"]
        if len(value) > MAX_ID_CHARS:
            raise ValidationError(
                _("This address is too long to belong to an entry of the directory."),
                code="max_length",
            )
        if not is_valid_id(value):
            raise ValidationError(
                _("“%(id)s” is not the address of an entry: ids use letters, digits and dashes."),
                code="invalid",
                params={"id": value[:60]},
            )
        return value
