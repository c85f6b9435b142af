"""Saints' and popes' names in the page's language, for the directory's headings and links.

A saint's name comes from the calendar (`sanctoral`): "Saint Lucy, Virgin and Martyr" is kept
there in each language, so "Saint Lucy" is "Santa Lucía", "Sveta Lucija" — the title with the
gender each language needs, and the given name in its usual form. A pope's name comes from
`papal_names`, with the title "Pope" in the page's language. A name neither knows is None: the
caller shows upstream's English, marked.
"""

from __future__ import annotations

import functools
import re

from portal.vocabulary.names import LANGUAGES
from portal.vocabulary.papal_names import pope_name
from portal.vocabulary.sanctoral import SANCTORAL

_POPE = re.compile(
    r"^Pope\s+(?:(?P<saint>Saint|Blessed)\s+)?(?P<name>[^,]+?)(?P<rome>,\s*Bishop of Rome)?$"
)
# "Papa" and its place before the name, in each language; "Saint"/"Blessed" before "Pope"
# takes the form a pope's title needs ("San Juan Pablo II, papa" is the calendar's, not ours).
POPE_TITLE = {
    "en": "Pope {name}",
    "es": "Papa {name}",
    "pt": "Papa {name}",
    "it": "Papa {name}",
    "hr": "Papa {name}",
}


def _name_part(text: str) -> str:
    return text.split(",", 1)[0].strip()


@functools.cache
def _saints(language: str) -> dict[str, str]:
    """English saint's name ("Saint Lucy") → its form in `language`, where every calendar
    entry naming that saint agrees on it."""
    found: dict[str, set[str]] = {}
    for english, names in SANCTORAL.items():
        name = _name_part(english)
        if name.startswith(("Saint ", "Blessed ")) and " and " not in name:
            found.setdefault(name, set()).add(_name_part(names.in_language(language)))
    return {name: forms.pop() for name, forms in found.items() if len(forms) == 1}


def saint_name(name: str, language: str) -> str | None:
    """ "Saint Lucy" → "Santa Lucía" (es); None when the calendar does not name that saint."""
    if language not in LANGUAGES:
        return None
    return _saints(language).get(" ".join(name.split()))


# A pope's "Saint" and "Blessed" (always a man's), and "Bishop of Rome", in each language.
POPE_SAINT = {"en": "Saint", "es": "San", "pt": "São", "it": "San", "hr": "Sveti"}
POPE_BLESSED = {"en": "Blessed", "es": "Beato", "pt": "Beato", "it": "Beato", "hr": "Blaženi"}
BISHOP_OF_ROME = {
    "en": "Bishop of Rome",
    "es": "obispo de Roma",
    "pt": "Bispo de Roma",
    "it": "vescovo di Roma",
    "hr": "rimski biskup",
}


def pope_title(name: str, language: str) -> str | None:
    """The pope `name` (upstream's English) in `language`: "Pope John Paul II" → "Papa Juan
    Pablo II" (es); "Pope Saint John Paul II, Bishop of Rome" → "Papa San Juan Pablo II,
    obispo de Roma". None when the name is unknown."""
    match = _POPE.match(" ".join(name.split()))
    if match is None or language not in LANGUAGES:
        return None
    localized = pope_name(match["name"], language)
    if localized is None:
        return None
    if match["saint"]:
        titles = POPE_SAINT if match["saint"] == "Saint" else POPE_BLESSED
        localized = f"{titles[language]} {localized}"
    titled = POPE_TITLE[language].format(name=localized)
    return f"{titled}, {BISHOP_OF_ROME[language]}" if match["rome"] else titled
