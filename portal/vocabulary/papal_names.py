"""The popes' names in the portal's five interface languages.

Upstream writes a pope's name in English with its regnal numeral ("John Paul II", "Leo XIV",
"Peter"). `PAPAL_NAMES` holds every papal name the sandbox's succession uses
(sandbox/catalog/popes.py, all 267 popes from Peter to Leo XIV), without the numeral, in each
language's customary form: the form the Holy See's pages in that language and the local
Church use (Spanish "Juan Pablo", "Benedicto", "León"; European Portuguese, as the portal's
Portuguese is, "João Paulo", "Bento", "Leão", "Eugénio"; Italian "Giovanni Paolo",
"Benedetto", "Leone"; Croatian, as the Croatian Church writes them, "Ivan Pavao", "Benedikt",
"Lav", "Grgur"). "Deusdedit", the other name of Adeodatus I, is listed too, as some lists
write it that way.

`pope_name` puts a name from upstream into a language: the papal name from this table, then
the same numeral. Croatian writes a Roman ordinal with a full stop ("Benedikt XVI.", as the
portal's Croatian catalogue does); the other languages do not. A title before the name
("Pope ", "Saint ", "Blessed ") is the caller's to strip: with one the name is not known here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from portal.core.languages import CODES as LANGUAGES


@dataclass(frozen=True)
class PapalName:
    """A papal name, without its numeral, in each interface language."""

    en: str
    es: str
    pt: str
    it: str
    hr: str

    def in_language(self, language: str) -> str:
        return str(getattr(self, language if language in LANGUAGES else "en"))


# (en, es, pt, it, hr), in the order the names first occur in the succession.
_FORMS: tuple[tuple[str, str, str, str, str], ...] = (
    ("Peter", "Pedro", "Pedro", "Pietro", "Petar"),
    ("Linus", "Lino", "Lino", "Lino", "Lino"),
    ("Anacletus", "Anacleto", "Anacleto", "Anacleto", "Anaklet"),
    ("Clement", "Clemente", "Clemente", "Clemente", "Klement"),
    ("Evaristus", "Evaristo", "Evaristo", "Evaristo", "Evarist"),
    ("Alexander", "Alejandro", "Alexandre", "Alessandro", "Aleksandar"),
    ("Sixtus", "Sixto", "Sisto", "Sisto", "Siksto"),
    ("Telesphorus", "Telesforo", "Telésforo", "Telesforo", "Telesfor"),
    ("Hyginus", "Higinio", "Higino", "Igino", "Higin"),
    ("Pius", "Pío", "Pio", "Pio", "Pio"),
    ("Anicetus", "Aniceto", "Aniceto", "Aniceto", "Anicet"),
    ("Soter", "Sotero", "Sotero", "Sotero", "Soter"),
    ("Eleutherius", "Eleuterio", "Eleutério", "Eleuterio", "Eleuterije"),
    ("Victor", "Víctor", "Vítor", "Vittore", "Viktor"),
    ("Zephyrinus", "Ceferino", "Zeferino", "Zefirino", "Zefirin"),
    ("Callixtus", "Calixto", "Calisto", "Callisto", "Kalist"),
    ("Urban", "Urbano", "Urbano", "Urbano", "Urban"),
    ("Pontian", "Ponciano", "Ponciano", "Ponziano", "Poncijan"),
    ("Anterus", "Antero", "Antero", "Antero", "Anter"),
    ("Fabian", "Fabián", "Fabiano", "Fabiano", "Fabijan"),
    ("Cornelius", "Cornelio", "Cornélio", "Cornelio", "Kornelije"),
    ("Lucius", "Lucio", "Lúcio", "Lucio", "Lucije"),
    ("Stephen", "Esteban", "Estêvão", "Stefano", "Stjepan"),
    ("Dionysius", "Dionisio", "Dionísio", "Dionisio", "Dionizije"),
    ("Felix", "Félix", "Félix", "Felice", "Feliks"),
    ("Eutychian", "Eutiquiano", "Eutiquiano", "Eutichiano", "Eutihijan"),
    ("Caius", "Cayo", "Caio", "Caio", "Kajo"),
    ("Marcellinus", "Marcelino", "Marcelino", "Marcellino", "Marcelin"),
    ("Marcellus", "Marcelo", "Marcelo", "Marcello", "Marcel"),
    ("Eusebius", "Eusebio", "Eusébio", "Eusebio", "Euzebije"),
    ("Miltiades", "Melquíades", "Milcíades", "Milziade", "Milcijad"),
    ("Sylvester", "Silvestre", "Silvestre", "Silvestro", "Silvestar"),
    ("Mark", "Marcos", "Marcos", "Marco", "Marko"),
    ("Julius", "Julio", "Júlio", "Giulio", "Julije"),
    ("Liberius", "Liberio", "Libério", "Liberio", "Liberije"),
    ("Damasus", "Dámaso", "Dâmaso", "Damaso", "Damaz"),
    ("Siricius", "Siricio", "Sirício", "Siricio", "Siricije"),
    ("Anastasius", "Anastasio", "Anastácio", "Anastasio", "Anastazije"),
    ("Innocent", "Inocencio", "Inocêncio", "Innocenzo", "Inocent"),
    ("Zosimus", "Zósimo", "Zósimo", "Zosimo", "Zosim"),
    ("Boniface", "Bonifacio", "Bonifácio", "Bonifacio", "Bonifacije"),
    ("Celestine", "Celestino", "Celestino", "Celestino", "Celestin"),
    ("Leo", "León", "Leão", "Leone", "Lav"),
    ("Hilarius", "Hilario", "Hilário", "Ilario", "Hilarije"),
    ("Simplicius", "Simplicio", "Simplício", "Simplicio", "Simplicije"),
    ("Gelasius", "Gelasio", "Gelásio", "Gelasio", "Gelazije"),
    ("Symmachus", "Símaco", "Símaco", "Simmaco", "Simah"),
    ("Hormisdas", "Hormisdas", "Hormisdas", "Ormisda", "Hormizda"),
    ("John", "Juan", "João", "Giovanni", "Ivan"),
    ("Agapetus", "Agapito", "Agapito", "Agapito", "Agapit"),
    ("Silverius", "Silverio", "Silvério", "Silverio", "Silverije"),
    ("Vigilius", "Vigilio", "Vigílio", "Vigilio", "Vigilije"),
    ("Pelagius", "Pelagio", "Pelágio", "Pelagio", "Pelagije"),
    ("Benedict", "Benedicto", "Bento", "Benedetto", "Benedikt"),
    ("Gregory", "Gregorio", "Gregório", "Gregorio", "Grgur"),
    ("Sabinian", "Sabiniano", "Sabiniano", "Sabiniano", "Sabinijan"),
    ("Adeodatus", "Adeodato", "Adeodato", "Adeodato", "Adeodat"),
    ("Deusdedit", "Deusdedit", "Deusdedit", "Deusdedit", "Deusdedit"),
    ("Honorius", "Honorio", "Honório", "Onorio", "Honorije"),
    ("Severinus", "Severino", "Severino", "Severino", "Severin"),
    ("Theodore", "Teodoro", "Teodoro", "Teodoro", "Teodor"),
    ("Martin", "Martín", "Martinho", "Martino", "Martin"),
    ("Eugene", "Eugenio", "Eugénio", "Eugenio", "Eugen"),
    ("Vitalian", "Vitaliano", "Vitaliano", "Vitaliano", "Vitalijan"),
    ("Donus", "Dono", "Dono", "Dono", "Don"),
    ("Agatho", "Agatón", "Agatão", "Agatone", "Agaton"),
    ("Conon", "Conón", "Conão", "Conone", "Konon"),
    ("Sergius", "Sergio", "Sérgio", "Sergio", "Sergije"),
    ("Sisinnius", "Sisinio", "Sisínio", "Sisinnio", "Sisinije"),
    ("Constantine", "Constantino", "Constantino", "Costantino", "Konstantin"),
    ("Zachary", "Zacarías", "Zacarias", "Zaccaria", "Zaharija"),
    ("Paul", "Pablo", "Paulo", "Paolo", "Pavao"),
    ("Adrian", "Adriano", "Adriano", "Adriano", "Hadrijan"),
    ("Paschal", "Pascual", "Pascoal", "Pasquale", "Paskal"),
    ("Valentine", "Valentín", "Valentim", "Valentino", "Valentin"),
    ("Nicholas", "Nicolás", "Nicolau", "Niccolò", "Nikola"),
    ("Marinus", "Marino", "Marinho", "Marino", "Marin"),
    ("Formosus", "Formoso", "Formoso", "Formoso", "Formoz"),
    ("Romanus", "Romano", "Romano", "Romano", "Roman"),
    ("Lando", "Landón", "Lando", "Lando", "Lando"),
    ("John Paul", "Juan Pablo", "João Paulo", "Giovanni Paolo", "Ivan Pavao"),
    ("Francis", "Francisco", "Francisco", "Francesco", "Franjo"),
)

PAPAL_NAMES: dict[str, PapalName] = {row[0]: PapalName(*row) for row in _FORMS}

_BY_KEY: dict[str, PapalName] = {name.casefold(): forms for name, forms in PAPAL_NAMES.items()}

# A regnal numeral: I to XXXIX, written the standard way.
_NUMERAL = re.compile(r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})", re.IGNORECASE)


def pope_name(name: str, language: str) -> str | None:
    """`name` as upstream writes it ("John Paul II") in `language` ("Juan Pablo II"), or None
    when its papal name is not known here. English gives the name normalised: spaces
    collapsed, the papal name and the numeral in their usual capitals."""
    words = name.split()
    numeral = None
    if len(words) > 1 and _NUMERAL.fullmatch(words[-1]):
        numeral = words.pop().upper()
    forms = _BY_KEY.get(" ".join(words).casefold())
    if forms is None:
        return None
    papal_name = forms.in_language(language)
    if numeral is None:
        return papal_name
    return f"{papal_name} {numeral}." if language == "hr" else f"{papal_name} {numeral}"
