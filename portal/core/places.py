"""Countries and world regions in the page's language, from CLDR (through Babel).

Upstream names places in English ("Philippines", "Italy", "South America"). CLDR publishes
every territory's name in every language, so the portal shows "Filipinas", "Filipini" or
"Itália" without keeping a list of its own: the English name is looked up among CLDR's
English names (and a few other English spellings upstream may use), and the territory's name
in the active language is shown. A place CLDR does not know stays as upstream wrote it.
"""

from __future__ import annotations

import functools

from babel import Locale, UnknownLocaleError

from portal.core.languages import Shown, page_language

UPSTREAM_LANGUAGE = "en"

# English spellings CLDR does not use as a territory's name, → the territory's code.
OTHER_ENGLISH_NAMES = {
    "democratic republic of the congo": "CD",
    "dr congo": "CD",
    "congo (drc)": "CD",
    "congo-kinshasa": "CD",
    "republic of the congo": "CG",
    "congo-brazzaville": "CG",
    "ivory coast": "CI",
    "czech republic": "CZ",
    "east timor": "TL",
    "burma": "MM",
    "swaziland": "SZ",
    "macedonia": "MK",
    "holy see": "VA",
    "vatican": "VA",
    "vatican city state": "VA",
    "usa": "US",
    "united states of america": "US",
    "uk": "GB",
    "great britain": "GB",
    "south korea": "KR",
    "republic of korea": "KR",
    "north korea": "KP",
    "russian federation": "RU",
    "the bahamas": "BS",
    "the gambia": "GM",
    "the netherlands": "NL",
    "cape verde": "CV",
    "türkiye": "TR",
    "turkey": "TR",
    "palestine": "PS",
    "holy land": "PS",
}


@functools.cache
def _codes_by_english_name() -> dict[str, str]:
    codes = {name.casefold(): code for code, name in Locale("en").territories.items()}
    return {**codes, **OTHER_ENGLISH_NAMES}


@functools.cache
def _territories(language: str) -> dict[str, str]:
    try:
        return dict(Locale.parse(language).territories)
    except (UnknownLocaleError, ValueError):
        return {}


def territory_code(name: str) -> str | None:
    """The CLDR code of the country or region upstream names in English, if CLDR knows it."""
    return _codes_by_english_name().get(" ".join(name.split()).casefold())


def place_name(name: str | None) -> Shown:
    """The country or world region `name` (upstream's English) in the active language."""
    text = (name or "").strip()
    language = page_language()
    code = territory_code(text) if text else None
    localized = _territories(language).get(code) if code else None
    if localized is None:
        return Shown(text, UPSTREAM_LANGUAGE if text else language)
    return Shown(localized, language)
