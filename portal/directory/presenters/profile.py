"""A look-up's profile → the page's view: name, pictures, tagline, known fields by kind, the
rest generically, the other candidates, and (for a diocese) its charted statistics."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.utils.translation import gettext as _

from portal import magisterium
from portal.core.languages import Shown, page_language
from portal.core.links import safe_url
from portal.directory.lookups import DIRECTORIES, trends_url
from portal.directory.presenters import diocese, person, pope, saint
from portal.directory.presenters.alternates import alternate
from portal.directory.presenters.fields import Fields, reference_link
from portal.directory.presenters.shapes import ProfileView
from portal.directory.values import Picture, initials, rows_for
from portal.vocabulary.people import pope_title, saint_name

UPSTREAM_LANGUAGE = "en"  # the language upstream writes names in

# Each kind's reader takes the fields its template lays out by name.
_READERS: dict[str, Callable[[Fields], dict[str, Any]]] = {
    "saint": saint.known_fields,
    "pope": pope.known_fields,
    "person": person.known_fields,
    "diocese": diocese.known_fields,
}
# What goes under the name; each kind's template leaves these out of its facts list.
_TAGLINES: dict[str, Callable[[dict[str, Any]], list[str | None]]] = {
    "saint": saint.tagline,
    "pope": pope.tagline,
    "person": person.tagline,
    "diocese": diocese.tagline,
}


# Flags about the service rather than the entry: the sandbox marks its sample data with
# `sandbox: true`, which the footer banner already says (portal.core.context_processors);
# as a profile detail ("Sandbox: Yes") it would only be noise.
SERVICE_MARKERS = ("sandbox",)


def _picture_url(value: Any) -> str | None:
    return safe_url(value, picture=True)


def _picture(src: str | None, *, alt: str, name: str, dom_id: str) -> Picture:
    return Picture(src=src, alt=alt, initials=initials(name), dom_id=dom_id)


def display_name(kind: str, name: str) -> Shown:
    """A pope's or a saint's name in the page's language when the vocabulary knows it
    ("Papa Juan Pablo II", "Santa Lucía"); else upstream's, in English."""
    language = page_language()
    localized = {"pope": pope_title, "saint": saint_name}.get(kind)
    found = localized(name, language) if localized is not None else None
    return Shown(found, language) if found else Shown(name, UPSTREAM_LANGUAGE)


def profile_view(profile: magisterium.Profile) -> ProfileView:
    directory = DIRECTORIES[profile.kind]
    fields = Fields(profile.fields)
    shown = display_name(profile.kind, profile.name or profile.id or "—")
    name = shown.text
    fields.drop(directory.id_field, "primary_name", "name", *SERVICE_MARKERS)
    picture = _picture(
        fields.take("image_url", _picture_url),
        alt=str(directory.image_alt) % {"name": name},
        name=name,
        dom_id="profile-picture",
    )
    arms_url = fields.take("coat_of_arms_url", _picture_url)
    arms = (
        _picture(
            arms_url,
            alt=_("Coat of arms of %(name)s") % {"name": name},
            name=name,
            dom_id="profile-arms",
        )
        if arms_url
        else None
    )
    known = _READERS[profile.kind](fields)
    alternates = [alternate(directory, a) for a in profile.alternates]
    return ProfileView(
        directory=directory,
        id=profile.id,
        name=name,
        url=directory.profile_url(profile.id),
        picture=picture,
        arms=arms,
        tagline=[t for t in _TAGLINES[profile.kind](known) if t],
        known=known,
        other=rows_for(fields.rest(), link_for=reference_link),
        alternates=[a for a in alternates if a is not None],
        stale=profile.stale,
        fetched_at=profile.fetched_at,
        trends_url=trends_url(profile.id) if profile.kind == "diocese" else None,
        name_lang=shown.lang if shown.foreign else "",
    )
