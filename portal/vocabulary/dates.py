"""Dates inside sentences, as each language joins them to the words before them.

Italian elides the article before a day whose number begins with a vowel sound, otto and
undici ("Letture dell'8 dicembre", "dall'11", "scaricata l'8"), and writes the first of the
month as an ordinal, in a sentence and alone ("del 1º dicembre", "martedì 1º dicembre 2026",
"1º dic 2026"). Spanish puts the article before a day after desde and hasta ("obispo desde
el 8 de diciembre de 1990"), but not before a year or a month ("desde 1990"). Translators write
"Letture del %(date)s", "desde %(date)s" as for any other date, since a sentence cannot know its
date; `join_dates` corrects the sentence once the date is in it. Portuguese, Croatian and
English join a date as they write it alone.

`written_date` is the one way the portal writes a date (Python and, through the `|date`
filter of portal/vocabulary/templatetags/dates.py, every template): Django's named style
(config/formats), then `join_dates`, since no Django format letter writes "1º".
"""

from __future__ import annotations

import re
from typing import Any

from django.utils import formats

from portal.core.languages import page_language
from portal.vocabulary.names import LANGUAGES
from portal.vocabulary.title_words import DAY_AND_MONTH, MONTHS

# The article (with its preposition) before a day, and its elided form before otto and undici.
_ELIDED = {"il": "l'", "del": "dell'", "dal": "dall'", "al": "all'", "nel": "nell'", "sul": "sull'"}
# Full names ("j F": "1 dicembre") and Django's abbreviations ("j b": "1 dic").
_MONTH = "|".join([*MONTHS["it"], *(name[:3] for name in MONTHS["it"])])
_ARTICLE_BEFORE_VOWEL = re.compile(
    rf"\b(?P<article>{'|'.join(_ELIDED)}) (?P<day>8|11)(?= (?:{_MONTH})\b)", re.IGNORECASE
)
_FIRST = re.compile(rf"(?<![\d.])\b1(?= (?:{_MONTH})\b)")
_SPANISH_DAY_AFTER = re.compile(
    rf"\b(?P<word>desde|hasta) (?=\d{{1,2}} de (?:{'|'.join(MONTHS['es'])})\b)", re.IGNORECASE
)


def _elide(match: re.Match[str]) -> str:
    article = match["article"]
    elided = _ELIDED[article.lower()]
    if article[0].isupper():
        elided = elided[0].upper() + elided[1:]
    return f"{elided}{match['day']}"


def join_dates(text: str, language: str | None = None) -> str:
    """`text`, a translated sentence with a date in it, with the date joined to the words
    before it in `language` (the page's by default): "Letture del 8 dicembre 2026" →
    "Letture dell'8 dicembre 2026", "Letture del 1 dicembre" → "Letture del 1º dicembre",
    "Desde 8 de mayo de 2025" → "Desde el 8 de mayo de 2025"."""
    language = language or page_language()
    if language == "es":
        return _SPANISH_DAY_AFTER.sub(r"\g<word> el ", text)
    if language != "it":
        return text
    return _FIRST.sub("1º", _ARTICLE_BEFORE_VOWEL.sub(_elide, text))


def written_date(value: Any, style: str | None = None) -> str:
    """`value` (a date or datetime) in `style`, a named style of config/formats or a format
    string (DATE_FORMAT by default), as the page's language writes it alone:
    "martedì 1º dicembre 2026", "1. prosinca 2026."."""
    return join_dates(formats.date_format(value, style))


def format_day_and_month(day: int, month: int, language: str) -> str:
    """ "3 January", "3 de enero", "3 de janeiro", "3 gennaio" ("1º gennaio"), "3. siječnja"."""
    language = language if language in LANGUAGES else "en"
    text = DAY_AND_MONTH[language].format(day=day, month=MONTHS[language][month - 1])
    return join_dates(text, language)  # Italian's first of the month: "1º maggio"
