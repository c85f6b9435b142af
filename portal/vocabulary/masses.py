"""The Masses of days with several (Christmas, Palm Sunday, Easter), in the five languages, keyed
by upstream's English headings (the sandbox, sandbox/catalog/lectionary.py MASSES, imitates it)
and a few spellings upstream might use instead. The names are the headings of each language's
Missal: the Misal Romano of the Conferencia Episcopal Española, the Missal Romano as used in
Portugal, the Messale Romano (CEI, 2020) and the Rimski misal (Kršćanska sadašnjost).
"""

from __future__ import annotations

from portal.vocabulary.calendar_words import also_spelled
from portal.vocabulary.names import Names

_CHRISTMAS_VIGIL = Names(
    "Vigil Mass",
    "Misa vespertina de la vigilia",
    "Missa da Vigília",
    "Messa vespertina nella vigilia",
    "Misa bdjenja",
)
_NIGHT = Names(
    "Mass during the Night",
    "Misa de medianoche",
    "Missa da Noite",
    "Messa nella notte",
    "Misa u noći",
)
_DAWN = Names(
    "Mass at Dawn", "Misa de la aurora", "Missa da Aurora", "Messa dell'aurora", "Misa zorom"
)
_DAY = Names(
    "Mass during the Day", "Misa del día", "Missa do Dia", "Messa del giorno", "Misa danju"
)
_EASTER_VIGIL = Names(
    "The Easter Vigil in the Holy Night",
    "Vigilia pascual en la noche santa",
    "Vigília Pascal na Noite Santa",
    "Veglia pasquale nella notte santa",
    "Vazmeno bdjenje u svetoj noći",
)
_PROCESSION = Names(
    "At the Procession with Palms",
    "Procesión de los ramos",
    "Procissão dos Ramos",
    "Processione delle palme",
    "Ophod s grančicama",
)
_AT_THE_MASS = Names("At the Mass", "Misa", "Missa", "Messa", "Misa")

MASSES: dict[str, Names] = {
    names.en: names
    for names in (_CHRISTMAS_VIGIL, _NIGHT, _DAWN, _DAY, _EASTER_VIGIL, _PROCESSION, _AT_THE_MASS)
}
MASSES |= also_spelled(_CHRISTMAS_VIGIL, "At the Vigil Mass", "The Vigil Mass", "Mass of the Vigil")
MASSES |= also_spelled(
    _NIGHT, "At the Mass during the Night", "Mass at Midnight", "Midnight Mass", "Mass at Night"
)
MASSES |= also_spelled(_DAWN, "At the Mass at Dawn", "Mass at dawn")
MASSES |= also_spelled(_DAY, "At the Mass during the Day", "Mass of the Day", "Mass during the day")
MASSES |= also_spelled(
    _EASTER_VIGIL,
    "Easter Vigil",
    "The Easter Vigil",
    "Easter Vigil in the Holy Night",
    "At the Easter Vigil",
)
MASSES |= also_spelled(
    _PROCESSION,
    "Procession with Palms",
    "The Procession with Palms",
    "At the Procession",
    "Procession",
)
MASSES |= also_spelled(_AT_THE_MASS, "Mass", "The Mass", "At Mass")


def mass_names(name: str) -> Names | None:
    """The Mass upstream headed `name`, in the five languages; None when not known."""
    return MASSES.get(" ".join(name.split()).rstrip(":"))
