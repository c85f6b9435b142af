"""The days of the Church's calendar people name in the date box ("Viernes Santo 2027", "Veliki
petak", "Sts Peter and Paul"): ONE table, `FEAST_DAYS`, of each day's names in the five
languages and the rule that dates it in a year. portal.readings.phrases reads it.

Each entry reuses the vocabulary's `Names` (proper_of_seasons' CELEBRATIONS, the SANCTORAL's
solemnities and feasts) and adds, per language, the other ways people say it ("Corpo de Deus",
"Befana", "Spasovo"); the names, their short forms and these aliases are all understood. The
dates follow the General Roman Calendar as upstream keeps it (the sandbox imitates it): Epiphany
on 6 January, the Ascension on Thursday and Corpus Christi on Sunday; `other` is the day where
the feast is kept instead (on a Sunday, or on the Thursday), which the day page mentions.
"""

from __future__ import annotations

from portal.vocabulary.feast_days_saints import SAINT_DAYS
from portal.vocabulary.feast_days_seasons import SEASON_DAYS
from portal.vocabulary.liturgical_year import (  # noqa: F401 (the table's rules, read here)
    FeastDay,
    Rule,
    baptism_of_the_lord,
    easter,
    first_sunday_of_advent,
    holy_family,
    sunday_of,
)

FEAST_DAYS: tuple[FeastDay, ...] = (*SEASON_DAYS, *SAINT_DAYS)
BY_KEY: dict[str, FeastDay] = {feast.key: feast for feast in FEAST_DAYS}

# Named Sundays without an entry of their own ("3rd Sunday of Advent", "treća nedjelja
# došašća"): each season's words, as typed after an ordinal and the word for Sunday.
SEASON_WORDS: dict[str, tuple[str, ...]] = {
    "Advent": ("Advent", "Adviento", "Advento", "Avvento", "došašća", "došašće", "adventa"),
    "Lent": ("Lent", "Cuaresma", "Quaresma", "Quaresima", "korizmena", "korizme", "korizmi"),
    "Easter": ("Easter", "Pascua", "Páscoa", "Pasqua", "vazmena", "uskrsna", "Uskrsa"),
    "Ordinary Time": (
        "Ordinary Time",
        "Tiempo Ordinario",
        "Tempo Comum",
        "Tempo Ordinario",
        "kroz godinu",
    ),
}
SUNDAY_WORDS = ("Sunday", "Domingo", "Domenica", "nedjelja", "nedjelje", "nedjelju", "nedjelji")
# Ordinal words, 1 to 10, in the five languages (en beyond ten: title_words.ORDINAL_WORDS).
ORDINALS: tuple[tuple[str, ...], ...] = (
    ("first", "primer", "primero", "primeiro", "primeira", "prima", "prva", "prve", "prvu"),
    ("second", "segundo", "segunda", "secondo", "seconda", "druga", "druge", "drugu"),
    ("third", "tercer", "tercero", "terceiro", "terza", "terzo", "treća", "treće", "treću"),
    ("fourth", "cuarto", "quarto", "quarta", "četvrta", "četvrte", "četvrtu"),
    ("fifth", "quinto", "quinta", "peta", "pete", "petu"),
    ("sixth", "sexto", "sesta", "sesto", "šesta", "šeste", "šestu"),
    ("seventh", "séptimo", "sétimo", "settima", "settimo", "sedma", "sedme", "sedmu"),
    ("eighth", "octavo", "oitavo", "ottava", "ottavo", "osma", "osme", "osmu"),
    ("ninth", "noveno", "nono", "nona", "deveta", "devete", "devetu"),
    ("tenth", "décimo", "decima", "decimo", "deseta", "desete", "desetu"),
)
