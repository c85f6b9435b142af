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

# Where a diocese directory's English name for a country is not CLDR's (nor CLDR's spelled
# out): the world harvest looks countries up by these names.
DIRECTORY_NAMES = {
    "CD": "Democratic Republic of the Congo",
    "CG": "Republic of the Congo",
    "MM": "Myanmar",
    "HK": "Hong Kong",
    "MO": "Macau",
    "PS": "Palestine",
    "VA": "Vatican City",
    "CI": "Ivory Coast",
    "FM": "Micronesia",
    "KP": "North Korea",
    "KR": "South Korea",
}

# Other English spellings upstream may use, → the territory's code.
OTHER_ENGLISH_NAMES = {
    "dr congo": "CD",
    "congo (drc)": "CD",
    "congo-kinshasa": "CD",
    "congo-brazzaville": "CG",
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
    "republic of korea": "KR",
    "russian federation": "RU",
    "the bahamas": "BS",
    "the gambia": "GM",
    "the netherlands": "NL",
    "cape verde": "CV",
    "türkiye": "TR",
    "turkey": "TR",
    "holy land": "PS",
    "saint vincent and the grenadines": "VC",
}


def spelled_out(name: str) -> str:
    """CLDR's short English form spelled out as directories write it: "Bosnia & Herzegovina"
    is "Bosnia and Herzegovina", "St. Lucia" is "Saint Lucia"."""
    return name.replace(" & ", " and ").replace("St. ", "Saint ")


def _key(name: str) -> str:
    """A name as it is looked up: spaces, case and apostrophes (CLDR's "Côte d’Ivoire",
    a directory's "Côte d'Ivoire") do not count."""
    return " ".join(name.split()).casefold().replace("’", "'")


@functools.cache
def _codes_by_english_name() -> dict[str, str]:
    codes = {}
    for code, name in Locale("en").territories.items():
        codes[_key(name)] = code
        codes.setdefault(_key(spelled_out(name)), code)
    directories = {_key(name): code for code, name in DIRECTORY_NAMES.items()}
    return codes | directories | OTHER_ENGLISH_NAMES


@functools.cache
def _territories(language: str) -> dict[str, str]:
    try:
        return dict(Locale.parse(language).territories)
    except (UnknownLocaleError, ValueError):
        return {}


def territory_code(name: str) -> str | None:
    """The CLDR code of the country or region upstream names in English, if CLDR knows it."""
    return _codes_by_english_name().get(_key(name))


def place_name(name: str | None) -> Shown:
    """The country or world region `name` (upstream's English) in the active language."""
    text = (name or "").strip()
    language = page_language()
    code = territory_code(text) if text else None
    localized = _territories(language).get(code) if code else None
    if localized is None:
        return Shown(text, UPSTREAM_LANGUAGE if text else language)
    return Shown(localized, language)
