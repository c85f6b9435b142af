"""The named days of the proper of seasons in the five languages (Christmas, Ash Wednesday,
Palm Sunday, the Easter Vigil, Pentecost, Christ the King...), keyed by upstream's English,
with short forms for calendar cells. Where the words come from: portal.vocabulary.temporal.
"""

from __future__ import annotations

from portal.vocabulary.calendar_words import also_spelled
from portal.vocabulary.names import Names

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
CELEBRATIONS |= also_spelled(
    _NATIVITY, "The Nativity of the Lord", "Nativity of the Lord", "Christmas", "Christmas Day"
)
CELEBRATIONS |= also_spelled(
    _MOTHER_OF_GOD,
    "Solemnity of Mary, the Holy Mother of God",
    "Mary, Mother of God",
    "Solemnity of Mary, Mother of God",
)
CELEBRATIONS |= also_spelled(_EPIPHANY, "Epiphany of the Lord", "The Epiphany", "Epiphany")
CELEBRATIONS |= also_spelled(_BAPTISM, "Baptism of the Lord")
CELEBRATIONS |= also_spelled(_PALM_SUNDAY, "Palm Sunday")
CELEBRATIONS |= also_spelled(
    _HOLY_THURSDAY,
    "Holy Thursday",
    "Thursday of the Lord's Supper",
    "Holy Thursday: Mass of the Lord's Supper",
    "Holy Thursday - Mass of the Lord's Supper",
    "Maundy Thursday",
)
CELEBRATIONS |= also_spelled(
    _GOOD_FRIDAY,
    "Good Friday",
    "Friday of the Passion of the Lord",
    "Good Friday of the Passion of the Lord",
)
CELEBRATIONS |= also_spelled(
    _EASTER_VIGIL,
    "The Easter Vigil in the Holy Night",
    "Easter Vigil in the Holy Night",
    "The Easter Vigil",
    "Easter Vigil",
    "Holy Saturday",
    "Holy Saturday - The Easter Vigil in the Holy Night",
)
CELEBRATIONS |= also_spelled(
    _EASTER_SUNDAY,
    "Easter Sunday",
    "Easter Sunday: The Resurrection of the Lord",
    "Easter Sunday of the Resurrection of the Lord: The Mass of Easter Day",
    "Easter Day",
    "Easter",
)
CELEBRATIONS |= also_spelled(_ASCENSION, "Ascension of the Lord", "The Ascension")
CELEBRATIONS |= also_spelled(_PENTECOST, "Pentecost")
CELEBRATIONS |= also_spelled(
    _TRINITY,
    "Most Holy Trinity",
    "The Solemnity of the Most Holy Trinity",
    "Trinity Sunday",
    "Holy Trinity",
)
CELEBRATIONS |= also_spelled(
    _CORPUS_CHRISTI,
    "The Most Holy Body and Blood of Christ (Corpus Christi)",
    "Most Holy Body and Blood of Christ",
    "Corpus Christi",
)
CELEBRATIONS |= also_spelled(_SACRED_HEART, "Most Sacred Heart of Jesus", "Sacred Heart of Jesus")
CELEBRATIONS |= also_spelled(
    _CHRIST_THE_KING,
    "Christ the King",
    "Our Lord Jesus Christ, King of the Universe (Christ the King)",
)
CELEBRATIONS |= also_spelled(
    _HOLY_FAMILY, "Holy Family of Jesus, Mary and Joseph", "The Holy Family", "Holy Family"
)
CELEBRATIONS |= also_spelled(
    _MOTHER_OF_THE_CHURCH,
    "Blessed Virgin Mary, Mother of the Church",
    "Mary, Mother of the Church",
)
CELEBRATIONS |= also_spelled(
    _DIVINE_MERCY,
    "Second Sunday of Easter or of Divine Mercy",
    "Divine Mercy Sunday",
)
CELEBRATIONS |= also_spelled(
    _SECOND_AFTER_NATIVITY, "Second Sunday after Christmas", "2nd Sunday after Christmas"
)
