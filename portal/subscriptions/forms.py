"""The subscription form and the subscription page's form: the choices a subscriber makes.

Every field but the address has a default, so a parish's own site may post a plain form with
the address alone (docs/security.md "The subscription form"): the language of the page posted
to, 06:00, the site's time zone (the portal's page guesses the browser's with a small script,
js/subscriptions/time-zone.js), readings and saints, every day.
"""

from __future__ import annotations

import functools
import zoneinfo
from typing import Any

from django import forms
from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext_lazy as _

from portal.subscriptions.models import Subscription

DEFAULT_HOUR = 6
HOURS = [(hour, f"{hour:02d}:00") for hour in range(24)]


@functools.cache
def time_zones() -> tuple[str, ...]:
    """The IANA names the form accepts, sorted (the "posix/" and "right/" copies left out)."""
    return tuple(
        sorted(
            name
            for name in zoneinfo.available_timezones()
            if not name.startswith(("posix/", "right/")) and name != "localtime"
        )
    )


def consent_sentence() -> str:
    """The sentence shown above the button, in the active language; kept as it was shown."""
    return str(
        _(
            "I would like the day’s readings and saints by email. My address is kept only to "
            "send them and is deleted when I stop; every email has a link to stop at once."
        )
    )


def language_choices() -> list[tuple[str, str]]:
    return [
        (code, translation.get_language_info(code)["name_local"].capitalize())
        for code, _name in settings.LANGUAGES
    ]


class ChoicesForm(forms.Form):
    """What a subscriber chooses besides the address (the subscription page changes these)."""

    language = forms.ChoiceField(label=_("Language of the emails"), required=False)
    hour = forms.TypedChoiceField(
        label=_("Hour of the day"),
        choices=HOURS,
        coerce=int,
        required=False,
        empty_value=DEFAULT_HOUR,  # type: ignore[arg-type]  # an int, as coerce gives
        help_text=_("The email comes at this hour, in your time zone."),
    )
    time_zone = forms.CharField(label=_("Time zone"), required=False, max_length=64)
    content = forms.ChoiceField(
        label=_("What to receive"),
        choices=[
            (Subscription.Content.BOTH, _("Readings and saints")),
            (Subscription.Content.READINGS, _("The readings only")),
            (Subscription.Content.SAINTS, _("The saints only")),
        ],
        widget=forms.RadioSelect,
        required=False,
    )
    days = forms.ChoiceField(
        label=_("Which days"),
        choices=[
            (Subscription.Days.EVERY_DAY, _("Every day")),
            (Subscription.Days.SUNDAYS, _("Sundays and solemnities only")),
        ],
        widget=forms.RadioSelect,
        required=False,
    )

    def __init__(self, *args: Any, language: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.page_language = language or translation.get_language() or settings.LANGUAGE_CODE
        language_field = self.fields["language"]
        assert isinstance(language_field, forms.ChoiceField)
        language_field.choices = language_choices()
        self.fields["language"].initial = self.page_language
        self.fields["hour"].initial = DEFAULT_HOUR
        self.fields["time_zone"].initial = settings.TIME_ZONE
        # A list, not free text: the script (js/subscriptions/time-zone.js) picks the
        # browser's zone in it; a value posted from elsewhere is still checked in clean.
        self.fields["time_zone"].widget = forms.Select(choices=[(z, z) for z in time_zones()])
        self.fields["content"].initial = Subscription.Content.BOTH
        self.fields["days"].initial = Subscription.Days.EVERY_DAY

    def clean_language(self) -> str:
        return self.cleaned_data.get("language") or self.page_language

    def clean_time_zone(self) -> str:
        value = (self.cleaned_data.get("time_zone") or "").strip()
        if not value:
            return settings.TIME_ZONE
        if value not in time_zones():
            raise forms.ValidationError(
                _("“%(value)s” is not a time zone the portal knows. Choose one from the list."),
                params={"value": value[:64]},
                code="time_zone",
            )
        return value

    def clean_content(self) -> str:
        return self.cleaned_data.get("content") or Subscription.Content.BOTH

    def clean_days(self) -> str:
        return self.cleaned_data.get("days") or Subscription.Days.EVERY_DAY


class SubscribeForm(ChoicesForm):
    email = forms.EmailField(
        label=_("Your email address"),
        max_length=254,
        error_messages={
            "required": _("Please type your email address."),
            "invalid": _("This does not look like an email address: please check it."),
        },
    )
    field_order = ["email", "language", "hour", "time_zone", "content", "days"]
