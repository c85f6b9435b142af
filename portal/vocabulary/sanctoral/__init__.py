"""The General Roman Calendar's proper of saints in the portal's five languages, one module per
month (August in two halves): its solemnities, feasts, memorials and optional memorials, and
the saints' days upstream adds from national calendars (the United States', India's, Brazil's...).

Keys are English exactly as upstream writes them (the sandbox, sandbox/catalog/saints.py and
sandbox/catalog/liturgical_calendar.py, imitates it), plus the wording of the Roman Missal in its
ICEL English (USCCB) where upstream's differs ("Saint Anthony, Abbot" beside upstream's "Saint
Anthony the Great, Abbot"), and the celebrations the calendar keeps together ("Saints Perpetua and
Felicity, Martyrs") beside upstream's single saints. Where the words come from:

- en: upstream's words, reproduced exactly; otherwise the Roman Missal (ICEL, USCCB calendar).
- es: the Misal Romano of the Conferencia Episcopal Española and its calendar ("San Basilio Magno
  y san Gregorio Nacianceno, obispos y doctores de la Iglesia"; Santo Tomás, Santo Domingo, Santo
  Toribio), titles in lower case.
- pt: the Missal Romano as used in Portugal, in European spelling like the portal's Portuguese
  ("São Sebastião, Mártir", "Santa Inês, Virgem e Mártir"): São before a consonant, Santo
  before a vowel (and in the customary "Santo Tomás de Aquino"), titles capitalised.
- it: the Messale Romano (CEI, 2020) and its calendar ("Sant'Agnese, vergine e martire"; Santo
  before s and a consonant, "Santo Stanislao"), titles in lower case.
- hr: the Rimski misal (Kršćanska sadašnjost) and the HBK's liturgical calendar ("Sveti
  Sebastijan, mučenik", "Sveta Agneza, djevica i mučenica"), titles in lower case.

Saints' given names are each language's usual form (Basil: Basilio, Basílio, Basilio, Bazilije);
modern saints keep their names as their languages write them. Titles follow the English key
(upstream's "Priest and Founder" is translated whole, not cut to the Missal's "Priest"). `short`
(at most 32 characters) is the saint's name without the titles, for a calendar cell, wherever
the full name is longer.
"""

from __future__ import annotations

from portal.vocabulary.names import Names
from portal.vocabulary.sanctoral import (
    april,
    august_early,
    august_late,
    december,
    february,
    january,
    july,
    june,
    march,
    may,
    november,
    october,
    september,
)

SANCTORAL: dict[str, Names] = {
    **january.SAINTS,
    **february.SAINTS,
    **march.SAINTS,
    **april.SAINTS,
    **may.SAINTS,
    **june.SAINTS,
    **july.SAINTS,
    **august_early.SAINTS,
    **august_late.SAINTS,
    **september.SAINTS,
    **october.SAINTS,
    **november.SAINTS,
    **december.SAINTS,
}
