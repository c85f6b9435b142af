"""The four directories in one table, and the two reads over it: search by name, open by id.

Saints, popes, clergy and dioceses differ only in the skill they call, the id they use and the
words on the page, so each is a `Directory` row and every view and template is shared.
"""

# Reference: docs/upstream.md §7 (the look-up skills, not_found + hint, alternates);
# docs/architecture.md "Public URLs".

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from portal import magisterium
from portal.core.ids import id_url
from portal.magisterium.catalog import LOOKUPS

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser

Result = magisterium.Profile | magisterium.NotFound


@dataclass(frozen=True)
class Directory:
    kind: str  # Profile.kind: "saint" | "person" | "pope" | "diocese"
    skill: Callable[..., Result]  # the door's method: magisterium.Session.pope_lookup
    path: str  # URL segment: "saints"
    title: Promise
    intro: Promise
    search_label: Promise
    placeholder: Promise
    looks_like: Promise  # our plain words for upstream's hint pointing here
    missing: Promise  # "We could not find …" for an unknown id; %(id)s
    image_alt: Promise  # %(name)s
    examples: tuple[str, ...]  # searches offered on the empty search page

    # The names below follow from kind and path, so a row cannot spell one of them wrong.
    @property
    def id_field(self) -> str:
        """The skill's id keyword, the profile's id field and the URL kwarg (the skill table's)."""
        id_field = LOOKUPS[self.kind].id_field
        if id_field is None:  # every look-up skill has one (catalog._lookup)
            raise LookupError(f"the {self.kind} look-up skill names no id field")
        return id_field

    @property
    def search_url_name(self) -> str:
        return f"directory:{self.path}"

    @property
    def profile_url_name(self) -> str:
        return f"directory:{self.kind}"

    @property
    def template(self) -> str:
        """The partial that lays out this kind's known fields."""
        return f"directory/_{self.kind}.html"

    @property
    def upstream_tool(self) -> str:
        """How upstream's hints name this directory ("…; try get_pope.")."""
        return f"get_{self.kind}"

    def search_url(self, query: str | None = None) -> str:
        url = reverse(self.search_url_name)
        return f"{url}?{urlencode({'q': query})}" if query else url

    def profile_url(self, profile_id: Any) -> str | None:
        """The entry's page; None for an id the one id rule refuses (shown without a link)."""
        return id_url(self.profile_url_name, **{self.id_field: profile_id})


DIRECTORY_LIST: tuple[Directory, ...] = (
    Directory(
        kind="saint",
        skill=magisterium.Session.saint_lookup,
        path="saints",
        title=_("Saints"),
        intro=_(
            "Saints, the blessed, venerables and servants of God: feast days, patronage, lives."
        ),
        search_label=_("Name of a saint"),
        placeholder=_("e.g. Jerome, Thérèse of Lisieux"),
        looks_like=_("The closest match looks like a saint, and saints have their own directory."),
        missing=_("We could not find a saint with the id “%(id)s”."),
        image_alt=_("Picture of %(name)s"),
        examples=("Jerome", "Thérèse of Lisieux", "Francis of Assisi"),
    ),
    Directory(
        kind="pope",
        skill=magisterium.Session.pope_lookup,
        path="popes",
        title=_("Popes"),
        intro=_("The popes from Saint Peter to today: names, pontificates, origins."),
        search_label=_("Name of a pope"),
        placeholder=_("e.g. Benedict XVI, Gregory the Great"),
        looks_like=_("The closest match looks like a pope, and popes have their own directory."),
        missing=_("We could not find a pope with the id “%(id)s”."),
        image_alt=_("Portrait of %(name)s"),
        examples=("Benedict", "John Paul II", "Leo XIV"),
    ),
    Directory(
        kind="person",
        skill=magisterium.Session.person_lookup,
        path="clergy",
        title=_("Clergy"),
        intro=_("Bishops, archbishops and cardinals: positions, ordination and episcopal lineage."),
        search_label=_("Name or see of a bishop"),
        placeholder=_("e.g. Lazaro, Archbishop of Manila"),
        looks_like=_(
            "The closest match looks like a bishop or another clergy member, who are listed "
            "under Clergy."
        ),
        missing=_("We could not find a clergy member with the id “%(id)s”."),
        image_alt=_("Portrait of %(name)s"),
        examples=("Santos", "Archbishop of Manila"),
    ),
    Directory(
        kind="diocese",
        skill=magisterium.Session.diocese_lookup,
        path="dioceses",
        title=_("Dioceses"),
        intro=_("Dioceses and other jurisdictions: cathedral, bishop, recent statistics."),
        search_label=_("Name, city or code of a diocese"),
        placeholder=_("e.g. Manila, Santiago, dmaml"),
        looks_like=_(
            "The closest match looks like a diocese, and dioceses have their own directory."
        ),
        missing=_("We could not find a diocese with the code “%(id)s”."),
        image_alt=_("Picture of %(name)s"),
        examples=("Manila", "Santiago", "Córdoba"),
    ),
)
DIRECTORIES: dict[str, Directory] = {d.kind: d for d in DIRECTORY_LIST}
_BY_TOOL = {d.upstream_tool: d for d in DIRECTORY_LIST}
_TOOL_IN_HINT = re.compile(r"\bget_[a-z]+\b")


def directory_for_hint(hint: str | None) -> Directory | None:
    """The directory upstream's hint points to ("…; try get_pope."), if it names one."""
    for tool in _TOOL_IN_HINT.findall(hint or ""):
        if tool in _BY_TOOL:
            return _BY_TOOL[tool]
    return None


def trends_url(source_code: Any) -> str | None:
    """The diocese's charted statistics (another area's page, linked by its URL name)."""
    return id_url("trends:diocese", source_code=source_code)


def directory_search(*, user: AbstractBaseUser, kind: str, query: str) -> Result:
    """The best match for a name (with `alternates` when several fit), or NotFound + hint."""
    return DIRECTORIES[kind].skill(magisterium.session_for(user), query=query)


def directory_profile(*, user: AbstractBaseUser, kind: str, profile_id: str) -> Result:
    """One entry by canonical id; the shared cache answers when it holds a fresh copy."""
    directory = DIRECTORIES[kind]
    api = magisterium.session_for(user)
    return directory.skill(api, **{directory.id_field: profile_id})
