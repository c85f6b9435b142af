"""The proper of seasons in the portal's five languages: seasons, ranks, colours, the named days
of the seasons, the titles the calendar generates ("Tuesday of the 1st Week of Advent"), and
the season and Lectionary lines of a day's readings.

Keys are English exactly as upstream writes them (the sandbox, sandbox/catalog/
liturgical_calendar.py, imitates it), plus a few spellings upstream might use instead
("Easter Time", "Eastertide", "Optional memorial"...). Where the words come from (the usage of
each language's liturgical books and calendars; a correction is a change of one entry here):

- en: the sandbox's own words (the Roman Missal in its ICEL English), reproduced exactly.
- es: the Misal Romano and Leccionario of the Conferencia Episcopal Española, with the
  numbering Spanish-language calendars print before the noun ("II Domingo de Adviento",
  "Martes de la I semana de Adviento"; the CEE's own books also write "Domingo II de
  Adviento"), and the portal's season names ("Tiempo de Navidad", "Tiempo Pascual").
- pt: the Missal Romano as used in Portugal (the portal's Portuguese is European, like the
  Bible's names in `bible`): Roman numerals before the noun ("I Domingo do Advento",
  "Terça-feira da I Semana do Advento"), "Tempo Comum".
- it: the Messale Romano (CEI, 2020) and its Lezionario: "I Domenica di Avvento",
  "Martedì della I settimana di Avvento", "Lunedì fra l'Ottava di Pasqua".
- hr: the Rimski misal and the Lekcionar (Kršćanska sadašnjost) and the HBK's liturgical
  calendar, with numerals ("1. nedjelja došašća", "3. korizmena nedjelja", "Utorak 1. tjedna
  došašća", "14. nedjelja kroz godinu").

Seasons, ranks and colours are the words the portal's catalogues already use for the
directory's calendar (msgctxt "liturgical season", "liturgical rank", "liturgical colour"), so
a day reads the same everywhere. `short` forms (at most 32 characters) are the names people
use for a day ("Good Friday", "Cvjetnica", "Corpus Domini").

Generated titles are recognised by ENGLISH_PATTERNS (tried in order; each names its table in
PATTERN_TABLES and, when the title does not name it, the season) and written again in the
target language from the table's pattern; `localize_title` does both.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import NamedTuple

from portal.vocabulary.names import LANGUAGES, Names


def _also(names: Names, *spellings: str) -> dict[str, Names]:
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
SEASONS |= _also(_ADVENT, "Season of Advent", "Advent Season")
SEASONS |= _also(
    _CHRISTMAS, "Christmas Time", "Christmastide", "Christmas Season", "Season of Christmas"
)
SEASONS |= _also(_LENT, "Lenten Season", "Season of Lent", "Lent Season")
SEASONS |= _also(
    _TRIDUUM,
    "Easter Triduum",
    "Sacred Paschal Triduum",
    "Paschal triduum",
    "Triduum",
    "Sacred Triduum",
)
SEASONS |= _also(
    _EASTER,
    "Easter Time",
    "Eastertide",
    "Easter Season",
    "Season of Easter",
    "Paschal Time",
    "Easter time",
)
SEASONS |= _also(_ORDINARY, "Ordinary time", "Season of Ordinary Time")

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
RANKS |= _also(_OPTIONAL, "Optional memorial", "Memorial (optional)")
RANKS |= _also(_OBLIGATORY, "Obligatory memorial")
RANKS |= _also(_WEEKDAY, "Feria", "Ferial", "Ferial day")
RANKS |= _also(RANKS["Solemnity"], "Solemnity of the Lord")
RANKS |= _also(RANKS["Feast"], "Feast of the Lord")
RANKS |= _also(RANKS["Triduum"], "Paschal Triduum", "Easter Triduum")

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
COLOURS |= _also(_VIOLET, "Purple", "Violet/Purple")
COLOURS |= _also(_ROSE, "Pink")
COLOURS |= _also(COLOURS["Rose or Violet"], "Rose/Violet")

# --- The named days of the proper of seasons --------------------------------------------------


def _day(en: str, es: str, pt: str, it: str, hr: str, /, **short: str) -> Names:
    """A named day: its five names, then its short forms by language (`en="Good Friday"`)."""
    return Names(en, es, pt, it, hr, short=short)


_NATIVITY = _day(
    "The Nativity of the Lord (Christmas)",
    "La Natividad del Señor (Navidad)",
    "Natal do Senhor",
    "Natale del Signore",
    "Rođenje Gospodinovo – Božić",
    en="Christmas",
    es="Navidad",
    pt="Natal",
    it="Natale",
    hr="Božić",
)
_MOTHER_OF_GOD = _day(
    "Mary, the Holy Mother of God",
    "Santa María, Madre de Dios",
    "Santa Maria, Mãe de Deus",
    "Maria Santissima Madre di Dio",
    "Sveta Bogorodica Marija",
)
_EPIPHANY = _day(
    "The Epiphany of the Lord",
    "La Epifanía del Señor",
    "Epifania do Senhor",
    "Epifania del Signore",
    "Bogojavljenje – Sveta tri kralja",
    hr="Bogojavljenje",
)
_BAPTISM = _day(
    "The Baptism of the Lord",
    "El Bautismo del Señor",
    "Batismo do Senhor",
    "Battesimo del Signore",
    "Krštenje Gospodinovo",
)
_ASH_WEDNESDAY = _day(
    "Ash Wednesday",
    "Miércoles de Ceniza",
    "Quarta-feira de Cinzas",
    "Mercoledì delle Ceneri",
    "Čista srijeda – Pepelnica",
)
_PALM_SUNDAY = _day(
    "Palm Sunday of the Passion of the Lord",
    "Domingo de Ramos en la Pasión del Señor",
    "Domingo de Ramos e da Paixão do Senhor",
    "Domenica delle Palme e della Passione del Signore",
    "Cvjetnica – Nedjelja Muke Gospodnje",
    en="Palm Sunday",
    es="Domingo de Ramos",
    pt="Domingo de Ramos",
    it="Domenica delle Palme",
    hr="Cvjetnica",
)
_HOLY_THURSDAY = _day(
    "Thursday of the Lord's Supper (Holy Thursday)",
    "Jueves Santo: Misa de la Cena del Señor",
    "Quinta-feira Santa: Missa da Ceia do Senhor",
    "Giovedì Santo: Messa nella Cena del Signore",
    "Veliki četvrtak – Misa Večere Gospodnje",
    en="Holy Thursday",
    es="Jueves Santo",
    pt="Quinta-feira Santa",
    it="Giovedì Santo",
    hr="Veliki četvrtak",
)
_GOOD_FRIDAY = _day(
    "Friday of the Passion of the Lord (Good Friday)",
    "Viernes Santo de la Pasión del Señor",
    "Sexta-feira Santa: Paixão do Senhor",
    "Venerdì Santo: Passione del Signore",
    "Veliki petak – Muka Gospodnja",
    en="Good Friday",
    es="Viernes Santo",
    pt="Sexta-feira Santa",
    it="Venerdì Santo",
    hr="Veliki petak",
)
_EASTER_VIGIL = _day(
    "Holy Saturday: the Easter Vigil in the Holy Night",
    "Sábado Santo: Vigilia pascual en la Noche santa",
    "Sábado Santo: Vigília Pascal na Noite Santa",
    "Sabato Santo: Veglia pasquale nella Notte santa",
    "Velika subota – Vazmeno bdjenje u svetoj noći",
    en="Easter Vigil",
    es="Vigilia pascual",
    pt="Vigília Pascal",
    it="Veglia pasquale",
    hr="Vazmeno bdjenje",
)
_EASTER_SUNDAY = _day(
    "Easter Sunday of the Resurrection of the Lord",
    "Domingo de Pascua de la Resurrección del Señor",
    "Domingo da Páscoa na Ressurreição do Senhor",
    "Domenica di Pasqua: Risurrezione del Signore",
    "Uskrs – Nedjelja Uskrsnuća Gospodnjega",
    en="Easter Sunday",
    es="Domingo de Pascua",
    pt="Domingo da Páscoa",
    it="Domenica di Pasqua",
    hr="Uskrs",
)
_ASCENSION = _day(
    "The Ascension of the Lord",
    "La Ascensión del Señor",
    "Ascensão do Senhor",
    "Ascensione del Signore",
    "Uzašašće Gospodinovo",
)
_PENTECOST = _day(
    "Pentecost Sunday",
    "Domingo de Pentecostés",
    "Domingo de Pentecostes",
    "Domenica di Pentecoste",
    "Duhovi – Pedesetnica",
)
_TRINITY = _day(
    "The Most Holy Trinity",
    "La Santísima Trinidad",
    "Santíssima Trindade",
    "Santissima Trinità",
    "Presveto Trojstvo",
)
_CORPUS_CHRISTI = _day(
    "The Most Holy Body and Blood of Christ",
    "El Santísimo Cuerpo y Sangre de Cristo",
    "Santíssimo Corpo e Sangue de Cristo",
    "Santissimo Corpo e Sangue di Cristo",
    "Presveto Tijelo i Krv Kristova – Tijelovo",
    en="Corpus Christi",
    es="Corpus Christi",
    pt="Corpus Christi",
    it="Corpus Domini",
    hr="Tijelovo",
)
_SACRED_HEART = _day(
    "The Most Sacred Heart of Jesus",
    "El Sagrado Corazón de Jesús",
    "Sagrado Coração de Jesus",
    "Sacratissimo Cuore di Gesù",
    "Presveto Srce Isusovo",
)
_CHRIST_THE_KING = _day(
    "Our Lord Jesus Christ, King of the Universe",
    "Nuestro Señor Jesucristo, Rey del Universo",
    "Nosso Senhor Jesus Cristo, Rei do Universo",
    "Nostro Signore Gesù Cristo Re dell'universo",
    "Gospodin naš Isus Krist, Kralj svega stvorenja",
    en="Christ the King",
    es="Jesucristo, Rey del Universo",
    pt="Cristo Rei",
    it="Cristo Re",
    hr="Krist Kralj",
)
_HOLY_FAMILY = _day(
    "The Holy Family of Jesus, Mary and Joseph",
    "La Sagrada Familia de Jesús, María y José",
    "Sagrada Família de Jesus, Maria e José",
    "Santa Famiglia di Gesù, Maria e Giuseppe",
    "Sveta Obitelj Isusa, Marije i Josipa",
    en="The Holy Family",
    es="La Sagrada Familia",
    pt="Sagrada Família",
    it="Santa Famiglia",
    hr="Sveta Obitelj",
)
_MOTHER_OF_THE_CHURCH = _day(
    "The Blessed Virgin Mary, Mother of the Church",
    "Bienaventurada Virgen María, Madre de la Iglesia",
    "Bem-aventurada Virgem Maria, Mãe da Igreja",
    "Beata Vergine Maria Madre della Chiesa",
    "Blažena Djevica Marija, Majka Crkve",
    en="Mary, Mother of the Church",
    es="María, Madre de la Iglesia",
    pt="Maria, Mãe da Igreja",
    it="Maria Madre della Chiesa",
    hr="Marija, Majka Crkve",
)
_DIVINE_MERCY = _day(
    "Second Sunday of Easter (Divine Mercy Sunday)",
    "II Domingo de Pascua o de la Divina Misericordia",
    "2º Domingo da Páscoa ou da Divina Misericórdia",
    "II Domenica di Pasqua o della Divina Misericordia",
    "2. vazmena nedjelja – Nedjelja Božjega milosrđa",
    en="Second Sunday of Easter",
    es="II Domingo de Pascua",
    pt="2º Domingo da Páscoa",
    it="II Domenica di Pasqua",
    hr="2. vazmena nedjelja",
)
_SECOND_AFTER_NATIVITY = _day(
    "Second Sunday after the Nativity",
    "II Domingo después de Navidad",
    "2º Domingo depois do Natal",
    "II Domenica dopo Natale",
    "2. nedjelja po Božiću",
)

CELEBRATIONS: dict[str, Names] = {
    names.en: names
    for names in (
        _NATIVITY,
        _MOTHER_OF_GOD,
        _EPIPHANY,
        _BAPTISM,
        _ASH_WEDNESDAY,
        _PALM_SUNDAY,
        _HOLY_THURSDAY,
        _GOOD_FRIDAY,
        _EASTER_VIGIL,
        _EASTER_SUNDAY,
        _ASCENSION,
        _PENTECOST,
        _TRINITY,
        _CORPUS_CHRISTI,
        _SACRED_HEART,
        _CHRIST_THE_KING,
        _HOLY_FAMILY,
        _MOTHER_OF_THE_CHURCH,
        _DIVINE_MERCY,
        _SECOND_AFTER_NATIVITY,
    )
}
# Other ways upstream may write the same days. A short English name keeps its short forms.
CELEBRATIONS |= _also(
    _NATIVITY, "The Nativity of the Lord", "Nativity of the Lord", "Christmas", "Christmas Day"
)
CELEBRATIONS |= _also(
    _MOTHER_OF_GOD,
    "Solemnity of Mary, the Holy Mother of God",
    "Mary, Mother of God",
    "Solemnity of Mary, Mother of God",
)
CELEBRATIONS |= _also(_EPIPHANY, "Epiphany of the Lord", "The Epiphany", "Epiphany")
CELEBRATIONS |= _also(_BAPTISM, "Baptism of the Lord")
CELEBRATIONS |= _also(_PALM_SUNDAY, "Palm Sunday")
CELEBRATIONS |= _also(
    _HOLY_THURSDAY,
    "Holy Thursday",
    "Thursday of the Lord's Supper",
    "Holy Thursday: Mass of the Lord's Supper",
    "Holy Thursday - Mass of the Lord's Supper",
    "Maundy Thursday",
)
CELEBRATIONS |= _also(
    _GOOD_FRIDAY,
    "Good Friday",
    "Friday of the Passion of the Lord",
    "Good Friday of the Passion of the Lord",
)
CELEBRATIONS |= _also(
    _EASTER_VIGIL,
    "The Easter Vigil in the Holy Night",
    "Easter Vigil in the Holy Night",
    "The Easter Vigil",
    "Easter Vigil",
    "Holy Saturday",
    "Holy Saturday - The Easter Vigil in the Holy Night",
)
CELEBRATIONS |= _also(
    _EASTER_SUNDAY,
    "Easter Sunday",
    "Easter Sunday: The Resurrection of the Lord",
    "Easter Sunday of the Resurrection of the Lord: The Mass of Easter Day",
    "Easter Day",
    "Easter",
)
CELEBRATIONS |= _also(_ASCENSION, "Ascension of the Lord", "The Ascension")
CELEBRATIONS |= _also(_PENTECOST, "Pentecost")
CELEBRATIONS |= _also(
    _TRINITY,
    "Most Holy Trinity",
    "The Solemnity of the Most Holy Trinity",
    "Trinity Sunday",
    "Holy Trinity",
)
CELEBRATIONS |= _also(
    _CORPUS_CHRISTI,
    "The Most Holy Body and Blood of Christ (Corpus Christi)",
    "Most Holy Body and Blood of Christ",
    "Corpus Christi",
)
CELEBRATIONS |= _also(_SACRED_HEART, "Most Sacred Heart of Jesus", "Sacred Heart of Jesus")
CELEBRATIONS |= _also(
    _CHRIST_THE_KING,
    "Christ the King",
    "Our Lord Jesus Christ, King of the Universe (Christ the King)",
)
CELEBRATIONS |= _also(
    _HOLY_FAMILY, "Holy Family of Jesus, Mary and Joseph", "The Holy Family", "Holy Family"
)
CELEBRATIONS |= _also(
    _MOTHER_OF_THE_CHURCH,
    "Blessed Virgin Mary, Mother of the Church",
    "Mary, Mother of the Church",
)
CELEBRATIONS |= _also(
    _DIVINE_MERCY,
    "Second Sunday of Easter or of Divine Mercy",
    "Divine Mercy Sunday",
)
CELEBRATIONS |= _also(
    _SECOND_AFTER_NATIVITY, "Second Sunday after Christmas", "2nd Sunday after Christmas"
)

# --- Words the generated titles are made of ---------------------------------------------------

# Weekdays, Monday first, as a title begins with them.
WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "es": ("Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"),
    "pt": (
        "Segunda-feira",
        "Terça-feira",
        "Quarta-feira",
        "Quinta-feira",
        "Sexta-feira",
        "Sábado",
        "Domingo",
    ),
    "it": ("Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica"),
    "hr": ("Ponedjeljak", "Utorak", "Srijeda", "Četvrtak", "Petak", "Subota", "Nedjelja"),
}
# Months, January first, in the form that follows a day's number (Croatian: the genitive, as
# the portal's MONTH_DAY_FORMAT "j. E" prints it).
MONTHS: dict[str, tuple[str, ...]] = {
    "en": (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "es": (
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    "pt": (
        "janeiro",
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ),
    "it": (
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ),
    "hr": (
        "siječnja",
        "veljače",
        "ožujka",
        "travnja",
        "svibnja",
        "lipnja",
        "srpnja",
        "kolovoza",
        "rujna",
        "listopada",
        "studenoga",
        "prosinca",
    ),
}
# A day and month ("3 de enero", "3. siječnja"), as the portal's MONTH_DAY_FORMAT writes it.
DAY_AND_MONTH: dict[str, str] = {
    "en": "{day} {month}",
    "es": "{day} de {month}",
    "pt": "{day} de {month}",
    "it": "{day} {month}",
    "hr": "{day}. {month}",
}

_UNITS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth")
# "First" to "Thirty-fourth": the weeks of Ordinary Time, the longest season.
ORDINAL_WORDS: tuple[str, ...] = (
    *_UNITS,
    "Tenth",
    "Eleventh",
    "Twelfth",
    "Thirteenth",
    "Fourteenth",
    "Fifteenth",
    "Sixteenth",
    "Seventeenth",
    "Eighteenth",
    "Nineteenth",
    "Twentieth",
    *(f"Twenty-{unit.lower()}" for unit in _UNITS),
    "Thirtieth",
    *(f"Thirty-{unit.lower()}" for unit in _UNITS[:4]),
)
_ORDINAL_BY_WORD = {word.lower(): number for number, word in enumerate(ORDINAL_WORDS, start=1)}


def roman(number: int) -> str:
    """1 → "I", 14 → "XIV", 34 → "XXXIV"."""
    tens, rest = divmod(number, 10)
    text = "X" * tens
    for value, numeral in ((9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while rest >= value:
            text += numeral
            rest -= value
    return text


def english_ordinal(text: str) -> int | None:
    """ "First", "Twenty-first", "twenty first", "1st", "21st", "3" → 1, 21, 21, 1, 21, 3; None
    for anything else or beyond the 34 weeks of Ordinary Time."""
    word = re.sub(r"[\s-]+", "-", text.strip().lower())
    if word in _ORDINAL_BY_WORD:
        return _ORDINAL_BY_WORD[word]
    digits = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", word)
    if digits and 1 <= int(digits[1]) <= len(ORDINAL_WORDS):
        return int(digits[1])
    return None


def _english_ordinal_suffixed(number: int) -> str:
    """The sandbox's "1st", "2nd", "3rd", "11th", "22nd" (liturgical_calendar.ordinal)."""
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10)
    return f"{number}{suffix or 'th'}"


def format_day_and_month(day: int, month: int, language: str) -> str:
    """ "3 January", "3 de enero", "3 de janeiro", "3 gennaio", "3. siječnja"."""
    language = language if language in LANGUAGES else "en"
    return DAY_AND_MONTH[language].format(day=day, month=MONTHS[language][month - 1])


# --- Patterns of the generated titles ---------------------------------------------------------
# Each table: language → season (a SEASONS key) → str.format pattern. The fields every pattern
# may use: {number} (int), {roman} ("XIV"), {ordinal} and {ordinal_word} (English only: "14th",
# "Fourteenth"), {weekday} (WEEKDAYS in the pattern's language), {date} (day and month in the
# pattern's language, see `format_title`).

SUNDAY_OF_SEASON: dict[str, dict[str, str]] = {
    "en": {
        "Advent": "{ordinal_word} Sunday of Advent",
        "Lent": "{ordinal_word} Sunday of Lent",
        "Easter": "{ordinal_word} Sunday of Easter",
        "Ordinary Time": "{ordinal} Sunday in Ordinary Time",
    },
    "es": {
        "Advent": "{roman} Domingo de Adviento",
        "Lent": "{roman} Domingo de Cuaresma",
        "Easter": "{roman} Domingo de Pascua",
        "Ordinary Time": "{roman} Domingo del Tiempo Ordinario",
    },
    "pt": {
        "Advent": "{roman} Domingo do Advento",
        "Lent": "{roman} Domingo da Quaresma",
        "Easter": "{roman} Domingo da Páscoa",
        "Ordinary Time": "{roman} Domingo do Tempo Comum",
    },
    "it": {
        "Advent": "{roman} Domenica di Avvento",
        "Lent": "{roman} Domenica di Quaresima",
        "Easter": "{roman} Domenica di Pasqua",
        "Ordinary Time": "{roman} Domenica del Tempo Ordinario",
    },
    "hr": {
        "Advent": "{number}. nedjelja došašća",
        "Lent": "{number}. korizmena nedjelja",
        "Easter": "{number}. vazmena nedjelja",
        "Ordinary Time": "{number}. nedjelja kroz godinu",
    },
}
WEEKDAY_OF_WEEK: dict[str, dict[str, str]] = {
    "en": {
        "Advent": "{weekday} of the {ordinal} Week of Advent",
        "Lent": "{weekday} of the {ordinal} Week of Lent",
        "Easter": "{weekday} of the {ordinal} Week of Easter",
        "Ordinary Time": "{weekday} of the {ordinal} Week in Ordinary Time",
    },
    "es": {
        "Advent": "{weekday} de la {roman} semana de Adviento",
        "Lent": "{weekday} de la {roman} semana de Cuaresma",
        "Easter": "{weekday} de la {roman} semana de Pascua",
        "Ordinary Time": "{weekday} de la {roman} semana del Tiempo Ordinario",
    },
    "pt": {
        "Advent": "{weekday} da {roman} Semana do Advento",
        "Lent": "{weekday} da {roman} Semana da Quaresma",
        "Easter": "{weekday} da {roman} Semana da Páscoa",
        "Ordinary Time": "{weekday} da {roman} Semana do Tempo Comum",
    },
    "it": {
        "Advent": "{weekday} della {roman} settimana di Avvento",
        "Lent": "{weekday} della {roman} settimana di Quaresima",
        "Easter": "{weekday} della {roman} settimana di Pasqua",
        "Ordinary Time": "{weekday} della {roman} settimana del Tempo Ordinario",
    },
    "hr": {
        "Advent": "{weekday} {number}. tjedna došašća",
        "Lent": "{weekday} {number}. korizmenog tjedna",
        "Easter": "{weekday} {number}. vazmenog tjedna",
        "Ordinary Time": "{weekday} {number}. tjedna kroz godinu",
    },
}
# The weekdays of 17-24 December: the week's title and the date ("Thursday of the 3rd Week of
# Advent (17 December)").
WEEKDAY_OF_WEEK_WITH_DATE: dict[str, dict[str, str]] = {
    language: {season: f"{pattern} ({{date}})" for season, pattern in seasons.items()}
    for language, seasons in WEEKDAY_OF_WEEK.items()
}
WEEKDAY_AFTER_ASH_WEDNESDAY: dict[str, dict[str, str]] = {
    "en": {"Lent": "{weekday} after Ash Wednesday"},
    "es": {"Lent": "{weekday} después de Ceniza"},
    "pt": {"Lent": "{weekday} depois das Cinzas"},
    "it": {"Lent": "{weekday} dopo le Ceneri"},
    "hr": {"Lent": "{weekday} poslije Pepelnice"},
}
# Monday to Wednesday of Holy Week ("Lunes Santo", "Segunda-feira Santa", "Lunedì Santo";
# Croatian by the week, "Ponedjeljak Velikoga tjedna", since "Veliki ponedjeljak" would need
# the weekday's gender).
WEEKDAY_OF_HOLY_WEEK: dict[str, dict[str, str]] = {
    "en": {"Lent": "{weekday} of Holy Week"},
    "es": {"Lent": "{weekday} Santo"},
    "pt": {"Lent": "{weekday} Santa"},
    "it": {"Lent": "{weekday} Santo"},
    "hr": {"Lent": "{weekday} Velikoga tjedna"},
}
WEEKDAY_IN_EASTER_OCTAVE: dict[str, dict[str, str]] = {
    "en": {"Easter": "{weekday} within the Octave of Easter"},
    "es": {"Easter": "{weekday} de la Octava de Pascua"},
    "pt": {"Easter": "{weekday} da Oitava da Páscoa"},
    "it": {"Easter": "{weekday} fra l'Ottava di Pasqua"},
    "hr": {"Easter": "{weekday} u vazmenoj osmini"},
}
# 29-31 December (the 5th to 7th days; Christmas is the first).
DAY_IN_CHRISTMAS_OCTAVE: dict[str, dict[str, str]] = {
    "en": {"Christmas": "{ordinal_word} Day within the Octave of Christmas"},
    "es": {"Christmas": "{roman} día de la Octava de Navidad"},
    "pt": {"Christmas": "{roman} dia da Oitava do Natal"},
    "it": {"Christmas": "{roman} giorno fra l'Ottava di Natale"},
    "hr": {"Christmas": "{number}. dan u božićnoj osmini"},
}
# The weekdays of January before the Baptism of the Lord ("Friday of Christmas Time (3 January)").
WEEKDAY_OF_CHRISTMAS_TIME: dict[str, dict[str, str]] = {
    "en": {"Christmas": "{weekday} of Christmas Time ({date})"},
    "es": {"Christmas": "{weekday} del Tiempo de Navidad ({date})"},
    "pt": {"Christmas": "{weekday} do Tempo do Natal ({date})"},
    "it": {"Christmas": "{weekday} del Tempo di Natale ({date})"},
    "hr": {"Christmas": "{weekday} božićnog vremena ({date})"},
}

PATTERN_TABLES: dict[str, dict[str, dict[str, str]]] = {
    "SUNDAY_OF_SEASON": SUNDAY_OF_SEASON,
    "WEEKDAY_OF_WEEK": WEEKDAY_OF_WEEK,
    "WEEKDAY_OF_WEEK_WITH_DATE": WEEKDAY_OF_WEEK_WITH_DATE,
    "WEEKDAY_AFTER_ASH_WEDNESDAY": WEEKDAY_AFTER_ASH_WEDNESDAY,
    "WEEKDAY_OF_HOLY_WEEK": WEEKDAY_OF_HOLY_WEEK,
    "WEEKDAY_IN_EASTER_OCTAVE": WEEKDAY_IN_EASTER_OCTAVE,
    "DAY_IN_CHRISTMAS_OCTAVE": DAY_IN_CHRISTMAS_OCTAVE,
    "WEEKDAY_OF_CHRISTMAS_TIME": WEEKDAY_OF_CHRISTMAS_TIME,
}

# --- Recognising the English titles -----------------------------------------------------------


class TitlePattern(NamedTuple):
    """A generated English title: its regular expression (to `fullmatch` the title with its
    spaces collapsed), the PATTERN_TABLES table that writes it again, and its season when the
    title does not name it (otherwise the `season` group does)."""

    regex: re.Pattern[str]
    table: str
    season: str | None = None


def _words(words: tuple[str, ...]) -> str:
    ordered = sorted(words, key=len, reverse=True)  # the longest first
    return "|".join(re.escape(word).replace(r"\-", "-").replace("-", r"[\s-]") for word in ordered)


_WEEKDAY_RE = _words(WEEKDAYS["en"])
_ORDINAL_RE = rf"\d{{1,2}}(?:st|nd|rd|th)?|{_words(ORDINAL_WORDS)}"
_SEASON_RE = r"advent|lent|easter(?:\s+time|\s+season|tide)?|ordinary\s+time"
_MONTH_RE = _words(MONTHS["en"])
_DATE_RE = (
    rf"\((?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month>{_MONTH_RE})"
    rf"|(?P<month_first>{_MONTH_RE})\s+(?P<day_after>\d{{1,2}})(?:st|nd|rd|th)?)\)"
)
_SEASON_ALIASES = {
    "advent": "Advent",
    "lent": "Lent",
    "easter": "Easter",
    "easter time": "Easter",
    "easter season": "Easter",
    "eastertide": "Easter",
    "ordinary time": "Ordinary Time",
}


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


ENGLISH_PATTERNS: tuple[TitlePattern, ...] = (
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) of the (?P<ordinal>{_ORDINAL_RE}) week (?:of|in) "
            rf"(?:the )?(?P<season>{_SEASON_RE}) {_DATE_RE}"
        ),
        "WEEKDAY_OF_WEEK_WITH_DATE",
    ),
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) (?:of|in) (?:the )?christmas(?:\s+time|tide|\s+season)? "
            rf"{_DATE_RE}"
        ),
        "WEEKDAY_OF_CHRISTMAS_TIME",
        "Christmas",
    ),
    TitlePattern(
        _pattern(
            rf"(?:the )?(?P<ordinal>{_ORDINAL_RE}) day (?:with)?in the octave of "
            r"(?:christmas|the nativity(?: of the lord)?)"
        ),
        "DAY_IN_CHRISTMAS_OCTAVE",
        "Christmas",
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) (?:with)?in the octave of easter"),
        "WEEKDAY_IN_EASTER_OCTAVE",
        "Easter",
    ),
    TitlePattern(
        _pattern(r"easter (?P<weekday>monday|tuesday|wednesday|thursday|friday|saturday)"),
        "WEEKDAY_IN_EASTER_OCTAVE",
        "Easter",
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) of holy week"), "WEEKDAY_OF_HOLY_WEEK", "Lent"
    ),
    TitlePattern(
        _pattern(r"holy (?P<weekday>monday|tuesday|wednesday)"), "WEEKDAY_OF_HOLY_WEEK", "Lent"
    ),
    TitlePattern(
        _pattern(rf"(?P<weekday>{_WEEKDAY_RE}) after ash wednesday"),
        "WEEKDAY_AFTER_ASH_WEDNESDAY",
        "Lent",
    ),
    TitlePattern(
        _pattern(
            rf"(?:the )?(?P<ordinal>{_ORDINAL_RE}) sunday (?:of|in) (?:the )?"
            rf"(?P<season>{_SEASON_RE})"
        ),
        "SUNDAY_OF_SEASON",
    ),
    TitlePattern(
        _pattern(
            rf"(?P<weekday>{_WEEKDAY_RE}) of the (?P<ordinal>{_ORDINAL_RE}) week (?:of|in) "
            rf"(?:the )?(?P<season>{_SEASON_RE})"
        ),
        "WEEKDAY_OF_WEEK",
    ),
)

# The highest week (or octave day) each kind of title can have.
_HIGHEST = {"Advent": 4, "Lent": 6, "Easter": 7, "Ordinary Time": 34, "Christmas": 7}


@dataclass(frozen=True)
class TitleMatch:
    """What a generated title says: the table that writes it, its season (a SEASONS key) and
    its parts (weekday: 0 is Monday; day and month: the date in parentheses)."""

    table: str
    season: str
    number: int | None = None
    weekday: int | None = None
    day: int | None = None
    month: int | None = None


def _plain(title: str) -> str:
    return " ".join(title.replace("\u2019", "'").split())


def _found(pattern: TitlePattern, match: re.Match[str]) -> TitleMatch | None:
    groups = {name: value for name, value in match.groupdict().items() if value}
    season = pattern.season or _SEASON_ALIASES[" ".join(groups["season"].lower().split())]
    number = None
    if "ordinal" in groups:
        number = english_ordinal(groups["ordinal"])
        if number is None or number > _HIGHEST[season]:
            return None
    weekday = None
    if "weekday" in groups:
        weekday = [day.lower() for day in WEEKDAYS["en"]].index(groups["weekday"].lower())
    day = month = None
    if month_name := groups.get("month") or groups.get("month_first"):
        month = [name.lower() for name in MONTHS["en"]].index(month_name.lower()) + 1
        day = int(groups.get("day") or groups["day_after"])
        if not 1 <= day <= 31:
            return None
    return TitleMatch(pattern.table, season, number, weekday, day, month)


def match_title(title: str) -> TitleMatch | None:
    """The generated English title's parts (ENGLISH_PATTERNS, in order), or None."""
    text = _plain(title)
    for pattern in ENGLISH_PATTERNS:
        match = pattern.regex.fullmatch(text)
        if match and (found := _found(pattern, match)) is not None:
            return found
    return None


def format_title(
    found: TitleMatch,
    language: str,
    *,
    day_and_month: Callable[[int, int], str] | None = None,
) -> str | None:
    """The title `found` describes, in `language` (`day_and_month(day, month)` writes the date,
    by default `format_day_and_month`); None when the table has no pattern for it."""
    language = language if language in LANGUAGES else "en"
    pattern = PATTERN_TABLES[found.table].get(language, {}).get(found.season)
    if pattern is None:
        return None
    number = found.number or 0
    date = ""
    if found.day is not None and found.month is not None:
        write = day_and_month or (lambda d, m: format_day_and_month(d, m, language))
        date = write(found.day, found.month)
    return pattern.format(
        number=number,
        roman=roman(number),
        ordinal=_english_ordinal_suffixed(number),
        ordinal_word=ORDINAL_WORDS[number - 1] if 1 <= number <= len(ORDINAL_WORDS) else "",
        weekday=WEEKDAYS[language][found.weekday] if found.weekday is not None else "",
        date=date,
    )


_CELEBRATIONS_FOLDED = {_plain(key).lower(): names for key, names in CELEBRATIONS.items()}


def localize_title(
    title: str,
    language: str,
    *,
    day_and_month: Callable[[int, int], str] | None = None,
) -> str | None:
    """The celebration `title` (upstream's English) in `language`: a named day from
    CELEBRATIONS, else a generated title (ENGLISH_PATTERNS → PATTERN_TABLES); None when
    neither knows it (the caller shows the English and logs it). In English the title comes
    back as upstream wrote it once it is recognised. `day_and_month(day, month)` writes a date
    such as "3 January" in `language` (default: `format_day_and_month`)."""
    language = language if language in LANGUAGES else "en"
    names = CELEBRATIONS.get(title.strip()) or _CELEBRATIONS_FOLDED.get(_plain(title).lower())
    if names is not None:
        return title.strip() if language == "en" else names.in_language(language)
    found = match_title(title)
    if found is None:
        return None
    if language == "en":
        return title.strip()
    return format_title(found, language, day_and_month=day_and_month)


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
