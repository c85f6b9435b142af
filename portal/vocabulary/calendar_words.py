"""The liturgical calendar's words for a day in the five languages: seasons, ranks and colours
(keyed by upstream's English), and the season and Lectionary lines of a day's readings.
Where the words come from: portal.vocabulary.temporal.
"""

from __future__ import annotations

from dataclasses import replace

from portal.vocabulary.names import Names


def also_spelled(names: Names, *spellings: str) -> dict[str, Names]:
    """Other English spellings of a name: the same words in the other languages, and in English
    the spelling upstream wrote (shortened, when it is long, to the usual English name)."""
    found = {}
    for spelling in spellings:
        short = dict(names.short)
        if len(spelling) > 32:
            short.setdefault("en", names.en)
        found[spelling] = replace(names, en=spelling, short=short)
    return found


# --- Seasons ----------------------------------------------------------------------------------

_ADVENT = Names("Advent", "Adviento", "Advento", "Avvento", "Došašće")
_CHRISTMAS = Names(
    "Christmas", "Tiempo de Navidad", "Tempo do Natal", "Tempo di Natale", "Božićno vrijeme"
)
_LENT = Names("Lent", "Cuaresma", "Quaresma", "Quaresima", "Korizma")
_TRIDUUM = Names(
    "Paschal Triduum", "Triduo Pascual", "Tríduo Pascal", "Triduo pasquale", "Vazmeno trodnevlje"
)
_EASTER = Names("Easter", "Tiempo Pascual", "Tempo Pascal", "Tempo di Pasqua", "Vazmeno vrijeme")
_ORDINARY = Names(
    "Ordinary Time", "Tiempo Ordinario", "Tempo Comum", "Tempo Ordinario", "Vrijeme kroz godinu"
)
_HOLY_WEEK = Names("Holy Week", "Semana Santa", "Semana Santa", "Settimana Santa", "Veliki tjedan")

SEASONS: dict[str, Names] = {
    names.en: names
    for names in (_ADVENT, _CHRISTMAS, _LENT, _TRIDUUM, _EASTER, _ORDINARY, _HOLY_WEEK)
}
SEASONS |= also_spelled(_ADVENT, "Season of Advent", "Advent Season")
SEASONS |= also_spelled(
    _CHRISTMAS, "Christmas Time", "Christmastide", "Christmas Season", "Season of Christmas"
)
SEASONS |= also_spelled(_LENT, "Lenten Season", "Season of Lent", "Lent Season")
SEASONS |= also_spelled(
    _TRIDUUM,
    "Easter Triduum",
    "Sacred Paschal Triduum",
    "Paschal triduum",
    "Triduum",
    "Sacred Triduum",
)
SEASONS |= also_spelled(
    _EASTER,
    "Easter Time",
    "Eastertide",
    "Easter Season",
    "Season of Easter",
    "Paschal Time",
    "Easter time",
)
SEASONS |= also_spelled(_ORDINARY, "Ordinary time", "Season of Ordinary Time")

# --- Ranks ------------------------------------------------------------------------------------

_OPTIONAL = Names(
    "Optional Memorial",
    "Memoria libre",
    "Memória facultativa",
    "Memoria facoltativa",
    "Neobvezni spomendan",
)
_OBLIGATORY = Names(
    "Obligatory Memorial",
    "Memoria obligatoria",
    "Memória obrigatória",
    "Memoria obbligatoria",
    "Obvezni spomendan",
)
_WEEKDAY = Names("Weekday", "Feria", "Féria", "Feria", "Dan kroz tjedan")

RANKS: dict[str, Names] = {
    names.en: names
    for names in (
        Names("Solemnity", "Solemnidad", "Solenidade", "Solennità", "Svetkovina"),
        Names("Feast", "Fiesta", "Festa", "Festa", "Blagdan"),
        Names("Memorial", "Memoria", "Memória", "Memoria", "Spomendan"),
        _OPTIONAL,
        _OBLIGATORY,
        Names("Sunday", "Domingo", "Domingo", "Domenica", "Nedjelja"),
        _WEEKDAY,
        Names("Commemoration", "Conmemoración", "Comemoração", "Commemorazione", "Spomen"),
        Names(
            "Ash Wednesday",
            "Miércoles de Ceniza",
            "Quarta-feira de Cinzas",
            "Mercoledì delle Ceneri",
            "Čista srijeda",
        ),
        Names("Triduum", "Triduo", "Tríduo", "Triduo", "Trodnevlje"),
    )
}
RANKS |= also_spelled(_OPTIONAL, "Optional memorial", "Memorial (optional)")
RANKS |= also_spelled(_OBLIGATORY, "Obligatory memorial")
RANKS |= also_spelled(_WEEKDAY, "Feria", "Ferial", "Ferial day")
RANKS |= also_spelled(RANKS["Solemnity"], "Solemnity of the Lord")
RANKS |= also_spelled(RANKS["Feast"], "Feast of the Lord")
RANKS |= also_spelled(RANKS["Triduum"], "Paschal Triduum", "Easter Triduum")

# --- Colours ----------------------------------------------------------------------------------

_VIOLET = Names("Violet", "Morado", "Roxo", "Viola", "Ljubičasta")
_ROSE = Names("Rose", "Rosa", "Rosa", "Rosaceo", "Ružičasta")

COLOURS: dict[str, Names] = {
    names.en: names
    for names in (
        _VIOLET,
        Names("White", "Blanco", "Branco", "Bianco", "Bijela"),
        Names("Red", "Rojo", "Vermelho", "Rosso", "Crvena"),
        Names("Green", "Verde", "Verde", "Verde", "Zelena"),
        _ROSE,
        Names(
            "Rose or Violet",
            "Rosa o morado",
            "Rosa ou roxo",
            "Rosaceo o viola",
            "Ružičasta ili ljubičasta",
        ),
        Names("Black", "Negro", "Preto", "Nero", "Crna"),
        Names("Gold", "Dorado", "Dourado", "Oro", "Zlatna"),
    )
}
COLOURS |= also_spelled(_VIOLET, "Purple", "Violet/Purple")
COLOURS |= also_spelled(_ROSE, "Pink")
COLOURS |= also_spelled(COLOURS["Rose or Violet"], "Rose/Violet")


# --- The season and Lectionary lines ----------------------------------------------------------
# Fields: {season}, {week} (the week's number, as text), {rank}, {colour}; {sunday_cycle} (A, B
# or C) and {weekday_cycle} (I or II). The English ones are the sandbox's lines exactly.

SEASON_LINE: dict[str, str] = {
    "en": "Liturgical season: {season} · {rank} · Colour: {colour}",
    "es": "Tiempo litúrgico: {season} · {rank} · Color: {colour}",
    "pt": "Tempo litúrgico: {season} · {rank} · Cor: {colour}",
    "it": "Tempo liturgico: {season} · {rank} · Colore: {colour}",
    "hr": "Liturgijsko vrijeme: {season} · {rank} · Boja: {colour}",
}
SEASON_LINE_WITH_WEEK: dict[str, str] = {
    "en": "Liturgical season: {season} (week {week}) · {rank} · Colour: {colour}",
    "es": "Tiempo litúrgico: {season} (semana {week}) · {rank} · Color: {colour}",
    "pt": "Tempo litúrgico: {season} (semana {week}) · {rank} · Cor: {colour}",
    "it": "Tempo liturgico: {season} (settimana {week}) · {rank} · Colore: {colour}",
    "hr": "Liturgijsko vrijeme: {season} ({week}. tjedan) · {rank} · Boja: {colour}",
}
LECTIONARY_LINE: dict[str, str] = {
    "en": "Lectionary: Sunday cycle Year {sunday_cycle}, weekday cycle Year {weekday_cycle}",
    "es": "Leccionario: ciclo dominical {sunday_cycle}, ciclo ferial {weekday_cycle}",
    "pt": "Lecionário: ciclo dominical {sunday_cycle}, ciclo ferial {weekday_cycle}",
    "it": "Lezionario: anno {sunday_cycle} (festivo), anno {weekday_cycle} (feriale)",
    "hr": "Lekcionar: godina {sunday_cycle} (nedjelje), godina {weekday_cycle} (dani kroz tjedan)",
}
