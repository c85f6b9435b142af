"""Saints' and popes' names in the page's language, for the directory's headings and links.

A saint's name comes from the calendar (`sanctoral`): "Saint Lucy, Virgin and Martyr" is kept
there in each language, so "Saint Lucy" is "Santa Lucía", "Sveta Lucija" — the title with the
gender each language needs, and the given name in its usual form. A pope's name comes from
`papal_names`, with the title "Pope" in the page's language. A name neither knows is None: the
caller shows upstream's English, marked; when it is titled ("Saint Sabinus"), `saint_title`
gives the title in the page's language, in the gender and form the calendar uses ("San",
"Santa", "Sant'", "Sveta", "Beata"), before upstream's name.
"""

from __future__ import annotations

import functools
import re

from portal.vocabulary.names import LANGUAGES, Names
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


# --- "Saint" and "Blessed" before a name the calendar does not know -------------------------

# The title words, a man's and a woman's, as the calendar (`sanctoral`) writes them; where a
# language changes the word before some names, `_title_word` says when.
SAINT_MAN = Names("Saint", "San", "São", "San", "Sveti")
SAINT_WOMAN = Names("Saint", "Santa", "Santa", "Santa", "Sveta")
BLESSED_MAN = Names("Blessed", "Beato", "Beato", "Beato", "Blaženi")
BLESSED_WOMAN = Names("Blessed", "Beata", "Beata", "Beata", "Blažena")

_TITLED = re.compile(r"^(?P<title>Saint|St\.?|Blessed|Bl\.)\s+(?P<name>\S.*)$")
# Given names a man bears though they end in -a, and a woman's that do not: the calendar
# teaches the rest (`_calendar_genders`), and a name it does not know ending in -a is a woman's.
_MEN_IN_A = frozenset({"Andrea", "Barnaba", "Elia", "Elisha", "Joshua", "Luca", "Nicola", "Sava"})
_WOMEN_NOT_IN_A = frozenset(
    {"Agnes", "Beatrix", "Felicitas", "Felicity", "Irene", "Perpetua", "Ruth", "Salome"}
)
_VOWELS = "AEIOUÁÉÍÓÚÀÈÌÒÙÂÊÔaeiou"


@functools.cache
def _calendar_genders() -> dict[str, bool]:
    """Given name (English, as upstream writes it) → whether the calendar titles its saint as
    a woman ("Saint Lucy" is "Santa Lucía"), where every entry with that name agrees."""
    found: dict[str, set[bool]] = {}
    for english, names in SANCTORAL.items():
        match = _TITLED.match(_name_part(english))
        if match is None or " and " in english:
            continue
        spanish = names.es.split(None, 1)[0]
        found.setdefault(match["name"].split()[0], set()).add(spanish in {"Santa", "Beata"})
    return {name: genders.pop() for name, genders in found.items() if len(genders) == 1}


def is_womans_name(name: str) -> bool:
    """Whether a saint's given name (the first word of `name`) is a woman's."""
    given = name.split()[0] if name.split() else ""
    known = _calendar_genders().get(given)
    if known is not None:
        return known
    if given in _MEN_IN_A or given in _WOMEN_NOT_IN_A:
        return given in _WOMEN_NOT_IN_A
    return given.endswith("a")


def _title_word(blessed: bool, woman: bool, name: str, language: str) -> str:
    """The title before `name` in `language`, with the forms the calendar uses: Spanish "Santo"
    before Tomás, Domingo, Toribio and Tomé; Portuguese "Santo" before a vowel and Tomás;
    Italian "Sant'" before a vowel and "Santo" before s and a consonant."""
    if blessed:
        return (BLESSED_WOMAN if woman else BLESSED_MAN).in_language(language)
    if language == "it" and name[:1] in _VOWELS:
        return "Sant'"
    if woman:
        return SAINT_WOMAN.in_language(language)
    if language == "es" and name.startswith(("Tom", "Thom", "Dom", "Torib")):
        return "Santo"
    if language == "pt" and (name[:1] in _VOWELS or name.startswith(("Tom", "Thom"))):
        return "Santo"
    if language == "it" and re.match(r"[Ss][^aeiouàèéìòù]", name):
        return "Santo"
    return SAINT_MAN.in_language(language)


def saint_title(name: str, language: str) -> tuple[str, str] | None:
    """A titled saint's name the calendar does not know, split into its title in `language`
    and the name as upstream wrote it: "Saint Sabinus" → ("San ", "Sabinus") (es),
    "Saint Agatha" → ("Sant'", "Agatha") (it), "Blessed Julia" → ("Blažena ", "Julia") (hr).
    None when `name` has no title."""
    match = _TITLED.match(" ".join(name.split()))
    if match is None or language not in LANGUAGES:
        return None
    blessed = match["title"].startswith("Bl")
    rest = match["name"]
    word = _title_word(blessed, is_womans_name(rest), rest, language)
    return (word if word.endswith("'") else f"{word} "), rest
