"""A diocese's page: see and place, province, bishop, recent statistics and latest finances;
for a metropolitan see its suffragans, and for any see the bishops who held it before.

Its patron leads to the saint (a saint search for each patron named, or the saint's page when
upstream gave an id) and its cathedral to the map (docs/upstream.md §7)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.utils.translation import gettext as _

from portal.core.places import place_name
from portal.directory.lookups import DIRECTORIES
from portal.directory.presenters.fields import (
    Fields,
    as_number,
    as_ref,
    as_text,
    as_texts,
    has_only,
)
from portal.directory.presenters.shapes import (
    FINANCIAL_LABELS,
    PERCENT_METRICS,
    STATISTICS_LABELS,
    Financials,
    PastBishop,
    Ref,
    StatisticsTable,
)
from portal.directory.values import Link, is_empty, partial_date, rows_for, web_link
from portal.directory.vocabulary import term


def _statistic_label(metric: str) -> object:
    """A figure's one name (portal.statistics.metrics, as on the trends and research pages);
    a figure that is not one of the 19 metrics: its key, made readable."""
    if metric in STATISTICS_LABELS:
        return STATISTICS_LABELS[metric]
    return metric.replace("_", " ").capitalize()


def _depends_on(value: Any) -> Any:
    """The Holy See's dicastery a see depends on is named in the interface language."""
    return as_ref(term("depends_on", value) if isinstance(value, str) else value, "diocese")


def _bishop(value: Any) -> Any:
    ref = value if isinstance(value, Ref) else as_ref(value)
    return replace(ref, note=term("title", ref.note)) if ref and ref.note else ref


# The keys of a see in a list of suffragans, and of one who held a see: an id for their page
# (if any), their name and title, and their years (`start`/`end` as in a pontificate;
# `from`/`to` are read too).
_SEE_KEYS = {"source_code", "primary_name", "name"}
_PAST_BISHOP_KEYS = {"person_id", "pope_id", "primary_name", "name", "title"}
_PAST_BISHOP_YEARS = (("start", "from"), ("end", "to"))
_PAST_BISHOP_ALL_KEYS = _PAST_BISHOP_KEYS | {key for pair in _PAST_BISHOP_YEARS for key in pair}


def _suffragans(value: Any) -> list[Ref] | None:
    """[{"source_code", "primary_name"}] (or bare names) → the sees, each linked to its page."""
    if not isinstance(value, list):
        return None
    sees = [
        as_ref(item, "diocese") if isinstance(item, str) or has_only(item, _SEE_KEYS) else None
        for item in value
    ]
    found = [see for see in sees if see is not None]
    return found if len(found) == len(sees) else None


def _past_bishops(value: Any) -> list[PastBishop] | None:
    """Who held the see, oldest first as upstream lists them; a bishop's page is linked by
    the one id rule (a pope who was Bishop of Rome: his pope page)."""
    if not isinstance(value, list):
        return None
    out = []
    for item in value:
        if not has_only(item, _PAST_BISHOP_ALL_KEYS):
            return None
        bishop = as_ref(item)
        start, end = (
            next((item[k] for k in keys if not is_empty(item.get(k))), None)
            for keys in _PAST_BISHOP_YEARS
        )
        if bishop is None or any(v is not None and partial_date(v) is None for v in (start, end)):
            return None
        out.append(
            PastBishop(bishop=_bishop(bishop), start=partial_date(start), end=partial_date(end))
        )
    return out


def _patrons(value: Any) -> list[Ref] | None:
    """ "Assumption of Mary; Saint Blaise" → each patron linked to a saint search for it (the
    saint's page when upstream names one as {saint_id, primary_name})."""
    if isinstance(value, dict):
        ref = as_ref(value, "saint")
        return [ref] if ref else None
    if isinstance(value, str):
        value = [part for part in value.split(";") if part.strip()]
    names = as_texts(value) if isinstance(value, list) else None
    if not names:
        return None
    saints = DIRECTORIES["saint"]
    return [Ref(name=name, url=saints.search_url(name)) for name in names]


# Where a cathedral is: upstream gives its name alone, so it leads to a map search for it.
MAP_SEARCH = "https://www.openstreetmap.org/search"


def _cathedral(name: Any, place: list[str]) -> Link | None:
    """The cathedral's name → a map search for it in its city and country (an external link,
    like the see's website): where a visitor or a secretary would look next."""
    name = as_text(name)
    if name is None:
        return None
    query = ", ".join(dict.fromkeys([name, *place[:1], *place[-1:]]))
    return Link(href=f"{MAP_SEARCH}?{urlencode({'query': query})}", text=name, external=True)


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
            if figure is not None and as_number(figure) is None:
                return None
            if key not in metrics:
                metrics.append(key)
        by_year[year] = row
    years = sorted(by_year)
    rows = [
        (
            str(_statistic_label(m)),
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
        if as_number(value.get(key)) is not None
    ]
    if not amounts:
        return None
    known = {"fiscal_year", "currency", *(k for k in FINANCIAL_LABELS if as_number(value.get(k)))}
    known.add("sandbox")  # the sandbox's data marker: the footer banner says it (profile.py)
    other = rows_for({k: v for k, v in value.items() if k not in known})
    return Financials(
        fiscal_year=as_text(value.get("fiscal_year")),
        currency=as_text(value.get("currency")),
        amounts=amounts,
        other=other,
    )


def known_fields(f: Fields) -> dict[str, Any]:
    area = f.take("area")
    area_km2 = f.take("area_km2", as_number)
    # The country and the world region in the page's language (CLDR); city and state as
    # upstream wrote them.
    country = f.take("country")
    location = [f.take("city"), f.take("state"), place_name(country).text if country else None]
    metropolitan = f.take("metropolitan", lambda v: as_ref(v, "diocese"))
    location_parts = [part for i, part in enumerate(location) if part and part not in location[:i]]
    return {
        "jurisdiction_type": f.take("jurisdiction_type"),
        "rite": f.take("rite"),
        "location": location_parts,
        "region": place_name(f.take("region_primary")).text or None,
        "metropolitan": metropolitan,
        "depends_on": f.take("depends_on", _depends_on),
        "province": f.take("province"),
        # The province is the metropolitan's: its name leads to the metropolitan see's page.
        "province_url": metropolitan.url if metropolitan else None,
        "suffragans": f.take("suffragans", _suffragans),
        "past_bishops": (past := f.take("past_bishops", _past_bishops)),
        # A list as long as the portal keeps of any list was likely cut (Rome's 266 popes):
        # the page says the earliest are left out rather than end as if complete.
        "past_bishops_cut": bool(past) and len(past) >= settings.MAGISTERIUM_MAX_LIST_ITEMS,
        "cathedral": f.take("cathedral", lambda v: _cathedral(v, location_parts)),
        "patron_saint": f.take("patron_saint", _patrons),
        "area": area,
        "area_km2": None if area else area_km2,
        "erected": f.take("erected", partial_date),
        "elevated": f.take("elevated", partial_date),
        "website": f.take("official_website", web_link),
        # A person, or the Pope for the Diocese of Rome: linked to whichever directory it names.
        "bishop": f.take("current_bishop", _bishop),
        "statistics": f.take("recent_statistics", _statistics),
        "financials": f.take("latest_financials", _financials),
        "aliases": f.take("aliases", as_texts),
    }


def tagline(known: dict[str, Any]) -> list[str | None]:
    """What goes under the name; templates/directory/_diocese.html leaves these out of its facts.

    Upstream's words for the kind of see and the rite, in the interface language."""
    return [
        term("jurisdiction_type", known["jurisdiction_type"]),
        _("%(rite)s rite") % {"rite": term("rite", known["rite"])} if known["rite"] else None,
    ]
