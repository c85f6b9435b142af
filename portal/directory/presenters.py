"""Look-up results → what a page shows: known fields by name, every other field generically.

Each kind's reader takes the fields it knows *in the shape it expects*; a field missing that
shape is left alone and lands in the generic "Other details" list, so a surprise from
upstream degrades to a key/value row instead of an error (API.md §7 [decision]).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from typing import Any

from django.contrib.humanize.templatetags.humanize import ordinal as english_ordinal
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from portal import magisterium
from portal.core.links import safe_url
from portal.directory.selectors import DIRECTORIES, DIRECTORY_LIST, Directory, directory_for_hint
from portal.directory.selectors import trends_url as trends_url_for
from portal.directory.values import (
    Link,
    PartialDate,
    Picture,
    Row,
    initials,
    is_empty,
    partial_date,
    rows_for,
    web_link,
)

# Figures in `recent_statistics` (API.md §7: up to 5 years of headline figures); any other
# metric is shown with its humanised key.
STATISTICS_LABELS = {
    "catholics": gettext_lazy("Catholics"),
    "total_population": gettext_lazy("Total population"),
    "percent_catholic": gettext_lazy("Catholics (% of population)"),
    "total_priests": gettext_lazy("Priests"),
    "diocesan_priests": gettext_lazy("Diocesan priests"),
    "religious_priests": gettext_lazy("Religious priests"),
    "permanent_deacons": gettext_lazy("Permanent deacons"),
    "parishes": gettext_lazy("Parishes"),
    "baptisms": gettext_lazy("Baptisms"),
    "seminarians": gettext_lazy("Seminarians"),
}
PERCENT_METRICS = {"percent_catholic"}
FINANCIAL_LABELS = {
    "total_revenue": gettext_lazy("Total revenue"),
    "total_expenses": gettext_lazy("Total expenses"),
    "surplus_deficit": gettext_lazy("Surplus or deficit"),
    "net_assets": gettext_lazy("Net assets"),
    "total_assets": gettext_lazy("Total assets"),
}
ORDINATION_LABELS = {
    "deacon": gettext_lazy("Ordained deacon"),
    "priest": gettext_lazy("Ordained priest"),
    "bishop": gettext_lazy("Ordained bishop"),
}
# Keys of a nested object that point at another directory entry (e.g. a consecrator).
_REFERENCE_KEYS = {d.id_field: d for d in DIRECTORY_LIST}


def ordinal(value) -> str:
    """266th in English; elsewhere the ordinal number as the language writes it ("266.")."""
    if translation.get_language() in (None, "en") or not str(value).isdigit():
        return english_ordinal(value)
    # Django's humanize catalogue lacks ordinal suffixes for some languages (Croatian shows
    # "266th"); a number followed by a full stop reads correctly in all of ours.
    return f"{value}."


# --- Small shapes the templates lay out -----------------------------------------------------


@dataclass(frozen=True)
class Ref:
    """Another entry (a bishop, a diocese…): its name, linked when upstream gave a usable id."""

    name: str
    url: str | None = None
    note: str | None = None


@dataclass(frozen=True)
class LifeEvent:
    date: PartialDate | None
    place: str | None


@dataclass(frozen=True)
class Cause:
    """A beatification or canonization: when and by whom (either may be unknown)."""

    date: PartialDate | None
    by: str | None


@dataclass(frozen=True)
class Pontificate:
    start: PartialDate | None
    end: PartialDate | None
    years: int | None
    current: bool


@dataclass(frozen=True)
class Position:
    """'Metropolitan Archbishop, ' + a link to 'Archdiocese of Manila' when the see is known."""

    text: str
    diocese: Ref | None = None
    prefix: str | None = None  # set when `text` ends with the diocese's name


@dataclass(frozen=True)
class Consecration:
    date: PartialDate | None
    principal: Ref | None
    co_consecrators: list[Ref]


@dataclass(frozen=True)
class LineageStep:
    bishop: Ref
    role: str | None
    consecrated: PartialDate | None


@dataclass(frozen=True)
class StatisticsTable:
    years: list[int]
    rows: list[tuple[str, list[Any], bool]]  # (label, value per year, is a percentage)


@dataclass(frozen=True)
class Financials:
    fiscal_year: str | None
    currency: str | None
    amounts: list[tuple[str, int | float]]
    other: list[Row]


@dataclass(frozen=True)
class Alternate:
    ref: Ref
    details: list[str]


@dataclass(frozen=True)
class ProfileView:
    directory: Directory
    id: str | None
    name: str
    url: str | None  # the canonical, shareable page
    picture: Picture
    arms: Picture | None
    tagline: list[str]  # a few words under the name ("Saint · Priest and Doctor of the Church")
    known: dict[str, Any]
    other: list[Row]
    alternates: list[Alternate]
    stale: bool = False
    fetched_at: datetime | None = None
    trends_url: str | None = None


@dataclass(frozen=True)
class NotFoundView:
    query: str
    hint: str | None  # upstream's own words, when they do not point at another directory
    suggested: Directory | None  # the directory upstream's hint points to
    suggested_url: str | None
    elsewhere: list[tuple[Directory, str]] = field(default_factory=list)
    stale: bool = False


# --- Parsers: a value in the expected shape → a shape above; anything else → None --------


def _text(value: Any) -> str | None:
    if isinstance(value, str) and value.strip():
        return value.strip()
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return None


def _texts(value: Any) -> list[str] | None:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return None
    texts = [_text(v) for v in value]
    return [t for t in texts if t] if all(t is not None for t in texts) else None


def _number(value: Any) -> int | float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return value


def _position_number(value: Any) -> int | None:
    """A place in a succession (266 → "266th"): a whole number from 1 up, nothing else
    (a fraction, Infinity or NaN is no place in a line, and cannot be made an ordinal)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        return None
    return value


def _only(value: Any, keys: set[str]) -> bool:
    return isinstance(value, dict) and set(value) <= keys


def _ref(value: Any, kind: str | None = None) -> Ref | None:
    """{"<id field>": …, "primary_name": …} → Ref linked to its page; a bare name → Ref."""
    if isinstance(value, str):
        return Ref(name=value.strip()) if value.strip() else None
    if not isinstance(value, dict):
        return None
    name = _text(value.get("primary_name")) or _text(value.get("name"))
    directories = [DIRECTORIES[kind]] if kind else list(DIRECTORY_LIST)
    for directory in directories:
        if directory.id_field in value:
            profile_id = value[directory.id_field]
            return Ref(
                name=name or str(profile_id),
                url=directory.profile_url(profile_id),
                note=_text(value.get("title")),
            )
    return Ref(name=name) if name else None


def _reference_link(value: dict[str, Any]) -> Link | None:
    """In generic rows, a nested {"person_id", "primary_name"} object becomes a link."""
    if not (set(value) & set(_REFERENCE_KEYS)) or not _text(value.get("primary_name")):
        return None
    if len(value) > 3:  # more than id, name and a title: show every part instead
        return None
    ref = _ref(value)
    return Link(href=ref.url, text=ref.name) if ref and ref.url else None


def _event(value: Any) -> LifeEvent | None:
    if isinstance(value, str | int):
        return LifeEvent(date=partial_date(value), place=None)
    if not _only(value, {"date", "place"}):
        return None
    if not is_empty(value.get("date")) and partial_date(value.get("date")) is None:
        return None
    event = LifeEvent(date=partial_date(value.get("date")), place=_text(value.get("place")))
    return event if event.date or event.place else None


def _cause(value: Any) -> Cause | None:
    if not _only(value, {"date", "by", "status"}):
        return None
    cause = Cause(date=partial_date(value.get("date")), by=_text(value.get("by")))
    return cause if cause.date or cause.by else None


def _date(value: Any) -> PartialDate | None:
    return partial_date(value)


def _feast_day(value: Any) -> date | None:
    """ "09-30" → a date to print with MONTH_DAY_FORMAT (2000 is a leap year: 02-29 works)."""
    if not isinstance(value, str):
        return None
    try:
        month, day = (int(p) for p in value.split("-"))
        return date(2000, month, day)
    except (ValueError, OverflowError):  # OverflowError: a "month" of twenty digits
        return None


def _pontificate(value: Any) -> Pontificate | None:
    if not _only(value, {"start", "end", "years", "current"}):
        return None
    years = value.get("years")
    if years is not None and _number(years) is None:
        return None
    return Pontificate(
        start=partial_date(value.get("start")),
        end=partial_date(value.get("end")),
        years=years,
        current=value.get("current") is True,
    )


def _ordination(value: Any) -> list[tuple[str, PartialDate]] | None:
    if not isinstance(value, dict):
        return None
    dates = [(k, partial_date(v)) for k, v in value.items() if not is_empty(v)]
    if any(d is None for _k, d in dates):
        return None
    return [(str(ORDINATION_LABELS.get(k, k.replace("_", " ").capitalize())), d) for k, d in dates]


def _consecration(value: Any) -> Consecration | None:
    if not _only(value, {"date", "principal_consecrator", "co_consecrators"}):
        return None
    co = value.get("co_consecrators") or []
    refs = [_ref(c, "person") for c in co] if isinstance(co, list) else [None]
    if any(r is None for r in refs):
        return None
    return Consecration(
        date=partial_date(value.get("date")),
        principal=_ref(value.get("principal_consecrator"), "person"),
        co_consecrators=refs,
    )


def _lineage(value: Any) -> list[LineageStep] | None:
    if not isinstance(value, list):
        return None
    steps = []
    for item in value:
        if not _only(item, {"person_id", "primary_name", "role", "consecrated"}):
            return None
        bishop = _ref(item, "person")
        if bishop is None:
            return None
        steps.append(
            LineageStep(
                bishop=bishop,
                role=_text(item.get("role")),
                consecrated=partial_date(item.get("consecrated")),
            )
        )
    return steps


def _statistics(value: Any) -> StatisticsTable | None:
    """Rows per year → a table with one row per figure and one column per year."""
    if not isinstance(value, list) or not all(isinstance(r, dict) for r in value):
        return None
    by_year: dict[int, dict[str, Any]] = {}
    metrics: list[str] = []
    for row in value:
        year = row.get("year")
        if isinstance(year, bool) or not isinstance(year, int):
            return None
        for key, figure in row.items():
            if key == "year":
                continue
            if figure is not None and _number(figure) is None:
                return None
            if key not in metrics:
                metrics.append(key)
        by_year[year] = row
    years = sorted(by_year)
    rows = [
        (
            str(STATISTICS_LABELS.get(m) or m.replace("_", " ").capitalize()),
            [by_year[y].get(m) for y in years],
            m in PERCENT_METRICS,
        )
        for m in metrics
    ]
    return StatisticsTable(years=years, rows=rows) if years else None


def _financials(value: Any) -> Financials | None:
    if not isinstance(value, dict):
        return None
    amounts = [
        (str(label), value[key])
        for key, label in FINANCIAL_LABELS.items()
        if _number(value.get(key)) is not None
    ]
    if not amounts:
        return None
    known = {"fiscal_year", "currency", *(k for k in FINANCIAL_LABELS if _number(value.get(k)))}
    other = rows_for({k: v for k, v in value.items() if k not in known})
    return Financials(
        fiscal_year=_text(value.get("fiscal_year")),
        currency=_text(value.get("currency")),
        amounts=amounts,
        other=other,
    )


# --- Reading a profile ------------------------------------------------------------------------


class _Fields:
    """Takes known fields out of a profile; whatever is left is shown generically."""

    def __init__(self, fields: dict[str, Any]) -> None:
        self._fields = fields
        self._taken: set[str] = set()

    def take(self, key: str, parse: Callable[[Any], Any] = _text) -> Any:
        if key not in self._fields:
            return None
        value = self._fields[key]
        if is_empty(value):
            self._taken.add(key)  # nothing to show either way
            return None
        parsed = parse(value)
        if parsed is not None:
            self._taken.add(key)
        return parsed

    def raw(self, key: str) -> Any:
        """Read without taking: a value that only helps lay out another one."""
        return self._fields.get(key)

    def drop(self, *keys: str) -> None:
        """Known fields shown elsewhere on the page (the id, the name, the pictures)."""
        self._taken.update(keys)

    def rest(self) -> dict[str, Any]:
        return {k: v for k, v in self._fields.items() if k not in self._taken}


def _saint(f: _Fields) -> dict[str, Any]:
    feast = f.take("feast_day", _feast_day)
    label = f.take("feast_day_label")
    if feast is None and label is None and f.raw("feast_day"):
        label = f.take("feast_day")  # an unexpected spelling: show it as written
    return {
        "canonical_status": f.take("canonical_status"),
        "vocation": f.take("vocation"),
        "feast_day": feast,
        "feast_day_label": label,
        "birth": f.take("birth", _event),
        "death": f.take("death", _event),
        "beatification": f.take("beatification", _cause),
        "canonization": f.take("canonization", _cause),
        "patronage": f.take("patronage", _texts),
        "iconography": f.take("iconography", _texts),
        "biography": f.take("biography"),
        "learn_more": f.take("learn_more_url", web_link),
    }


def _pope(f: _Fields) -> dict[str, Any]:
    papal_name = f.take("papal_name")
    regnal_number = f.take("regnal_number")
    number = f.take("ordinal", _position_number)
    return {
        "pope_title": f.take("pope_title"),
        "papal_name": " ".join(p for p in (papal_name, regnal_number) if p) or None,
        "ordinal": ordinal(number) if number is not None else None,
        "birth_name": f.take("birth_name"),
        "origin": f.take("origin"),
        "pontificate": f.take("pontificate", _pontificate),
        "pontificate_text": f.take("pontificate"),  # when it came as plain text
        "canonization_status": f.take("canonization_status"),
        "beatification_status": f.take("beatification_status"),
        "beatification": f.take("beatification", _cause),
        "canonization": f.take("canonization", _cause),
        "aliases": f.take("aliases", _texts),
    }


def _position(f: _Fields) -> Position | None:
    diocese = f.take("current_diocese", lambda v: _ref(v, "diocese"))
    text = f.take("current_position")
    if text is None:
        return Position(text="", diocese=diocese) if diocese else None
    if diocese and text.endswith(diocese.name) and text != diocese.name:
        return Position(text=text, diocese=diocese, prefix=text[: -len(diocese.name)])
    return Position(text=text, diocese=diocese)


def _person(f: _Fields) -> dict[str, Any]:
    source_table = f.take("source_table")
    ordination = f.take("ordination", _ordination)
    consecration = f.take("consecration", _consecration)
    bishop = next(
        (d for label, d in ordination or [] if label == ORDINATION_LABELS["bishop"]), None
    )
    if consecration and bishop and consecration.date == bishop:
        # Episcopal ordination is the consecration: one date, shown once.
        consecration = replace(consecration, date=None)
    return {
        "honorific": f.take("honorific"),
        "position": _position(f),
        "last_position": f.take("last_position"),
        "historical": source_table == "cd_persons_historical",
        "birth": f.take("birth", _event),
        "death": f.take("death", _event),
        "ordination": ordination,
        "consecration": consecration,
        "cardinal": f.take("elevated_to_cardinal", _date),
        "lineage": f.take("episcopal_lineage", _lineage),
        "education": f.take("education", _texts),
        "motto": f.take("motto"),
    }


def _diocese(f: _Fields) -> dict[str, Any]:
    area = f.take("area")
    area_km2 = f.take("area_km2", _number)
    location = [f.take("city"), f.take("state"), f.take("country")]
    return {
        "jurisdiction_type": f.take("jurisdiction_type"),
        "rite": f.take("rite"),
        "location": [part for i, part in enumerate(location) if part and part not in location[:i]],
        "region": f.take("region_primary"),
        "metropolitan": f.take("metropolitan", lambda v: _ref(v, "diocese")),
        "depends_on": f.take("depends_on", lambda v: _ref(v, "diocese")),
        "province": f.take("province"),
        "cathedral": f.take("cathedral"),
        "patron_saint": f.take("patron_saint"),
        "area": area,
        "area_km2": None if area else area_km2,
        "erected": f.take("erected", _date),
        "elevated": f.take("elevated", _date),
        "website": f.take("official_website", web_link),
        "bishop": f.take("current_bishop", lambda v: _ref(v, "person")),
        "statistics": f.take("recent_statistics", _statistics),
        "financials": f.take("latest_financials", _financials),
        "aliases": f.take("aliases", _texts),
    }


_READERS: dict[str, Callable[[_Fields], dict[str, Any]]] = {
    "saint": _saint,
    "pope": _pope,
    "person": _person,
    "diocese": _diocese,
}
# What goes under the name; each kind's template leaves these out of its facts list.
_TAGLINES: dict[str, Callable[[dict[str, Any]], list[str | None]]] = {
    "saint": lambda k: [k["canonical_status"], k["vocation"]],
    "pope": lambda k: [k["pope_title"]],
    "person": lambda k: [k["honorific"], _("Historical record") if k["historical"] else None],
    "diocese": lambda k: [
        k["jurisdiction_type"],
        _("%(rite)s rite") % {"rite": k["rite"]} if k["rite"] else None,
    ],
}


def _picture_url(value: Any) -> str | None:
    return safe_url(value, picture=True)


def _picture(src: str | None, *, alt: str, name: str, dom_id: str) -> Picture:
    return Picture(src=src, alt=alt, initials=initials(name), dom_id=dom_id)


def _alternate(directory: Directory, candidate: dict[str, Any]) -> Alternate | None:
    ref = _ref(candidate, directory.kind)
    if ref is None:
        return None
    details = []
    for key, value in candidate.items():
        if key in {directory.id_field, "primary_name", "name"} or is_empty(value):
            continue
        if key == "ordinal" and directory.kind == "pope" and _position_number(value):
            details.append(_("%(ordinal)s pope") % {"ordinal": ordinal(value)})
        elif (text := _text(value)) is not None:
            details.append(text)
    return Alternate(ref=ref, details=details)


def profile_view(profile: magisterium.Profile) -> ProfileView:
    directory = DIRECTORIES[profile.kind]
    fields = _Fields(profile.fields)
    name = profile.name or profile.id or "—"
    fields.drop(directory.id_field, "primary_name", "name")
    picture = _picture(
        fields.take("image_url", _picture_url),
        alt=str(directory.image_alt) % {"name": name},
        name=name,
        dom_id="profile-picture",
    )
    arms_url = fields.take("coat_of_arms_url", _picture_url)
    arms = (
        _picture(arms_url, alt=_("Coat of arms of %(name)s") % {"name": name}, name=name,
                 dom_id="profile-arms")
        if arms_url else None
    )  # fmt: skip
    known = _READERS[profile.kind](fields)
    alternates = [_alternate(directory, a) for a in profile.alternates]
    return ProfileView(
        directory=directory,
        id=profile.id,
        name=name,
        url=directory.profile_url(profile.id),
        picture=picture,
        arms=arms,
        tagline=[t for t in _TAGLINES[profile.kind](known) if t],
        known=known,
        other=rows_for(fields.rest(), link_for=_reference_link),
        alternates=[a for a in alternates if a is not None],
        stale=profile.stale,
        fetched_at=profile.fetched_at,
        trends_url=trends_url_for(profile.id) if profile.kind == "diocese" else None,
    )


def not_found_view(result: magisterium.NotFound, directory: Directory, query: str) -> NotFoundView:
    """Upstream's hint in plain words, the directory it points to, and the other three."""
    suggested = directory_for_hint(result.hint)
    if suggested is directory:
        suggested = None
    hint = result.hint
    if suggested is not None or directory_for_hint(hint) is not None:
        hint = None  # it names an upstream tool ("try get_pope"): our own words replace it
    return NotFoundView(
        query=query,
        hint=hint,
        suggested=suggested,
        suggested_url=suggested.search_url(query) if suggested else None,
        elsewhere=[
            (d, d.search_url(query)) for d in DIRECTORY_LIST if d not in (directory, suggested)
        ],
        stale=result.stale,
    )
