"""15 to 31 August: the saints' days in the five languages (see portal.vocabulary.sanctoral)."""

from __future__ import annotations

from portal.vocabulary.names import Names, other_wordings

SAINTS: dict[str, Names] = {
    "The Assumption of the Blessed Virgin Mary": Names(
        "The Assumption of the Blessed Virgin Mary",
        "Asunción de la Bienaventurada Virgen María",
        "Assunção de Nossa Senhora",
        "Assunzione della Beata Vergine Maria",
        "Uznesenje Blažene Djevice Marije",
        short={
            "en": "The Assumption",
            "es": "Asunción de la Virgen María",
            "it": "Assunzione di Maria",
        },
    ),
    "Saint Stephen of Hungary, King": Names(
        "Saint Stephen of Hungary, King",
        "San Esteban de Hungría, rey",
        "Santo Estêvão da Hungria, Rei",
        "Santo Stefano di Ungheria, re",
        "Sveti Stjepan Ugarski, kralj",
    ),
    "Saint Stephen of Hungary": Names(
        "Saint Stephen of Hungary",
        "San Esteban de Hungría",
        "Santo Estêvão da Hungria",
        "Santo Stefano di Ungheria",
        "Sveti Stjepan Ugarski",
    ),
    "Saint Alberto Hurtado, Priest": Names(
        "Saint Alberto Hurtado, Priest",
        "San Alberto Hurtado, presbítero",
        "Santo Alberto Hurtado, Presbítero",
        "Sant'Alberto Hurtado, sacerdote",
        "Sveti Alberto Hurtado, prezbiter",
        short={"pt": "Santo Alberto Hurtado"},
    ),
    "Saint John Eudes, Priest": Names(
        "Saint John Eudes, Priest",
        "San Juan Eudes, presbítero",
        "São João Eudes, Presbítero",
        "San Giovanni Eudes, sacerdote",
        "Sveti Ivan Eudes, prezbiter",
    ),
    "Saint Bernard of Clairvaux, Abbot and Doctor of the Church": Names(
        "Saint Bernard of Clairvaux, Abbot and Doctor of the Church",
        "San Bernardo, abad y doctor de la Iglesia",
        "São Bernardo, Abade e Doutor da Igreja",
        "San Bernardo, abate e dottore della Chiesa",
        "Sveti Bernard, opat i crkveni naučitelj",
        short={
            "en": "Saint Bernard of Clairvaux",
            "es": "San Bernardo",
            "pt": "São Bernardo",
            "it": "San Bernardo",
            "hr": "Sveti Bernard",
        },
    ),
    "Saint Pius X, Pope": Names(
        "Saint Pius X, Pope",
        "San Pío X, papa",
        "São Pio X, Papa",
        "San Pio X, papa",
        "Sveti Pio X., papa",
    ),
    "The Queenship of the Blessed Virgin Mary": Names(
        "The Queenship of the Blessed Virgin Mary",
        "Bienaventurada Virgen María, Reina",
        "Nossa Senhora Rainha",
        "Beata Vergine Maria Regina",
        "Blažena Djevica Marija Kraljica",
        short={"en": "The Queenship of Mary", "es": "Santa María, Reina"},
    ),
    "Saint Rose of Lima, Virgin": Names(
        "Saint Rose of Lima, Virgin",
        "Santa Rosa de Lima, virgen",
        "Santa Rosa de Lima, Virgem",
        "Santa Rosa da Lima, vergine",
        "Sveta Ruža Limska, djevica",
    ),
    "Saint Bartholomew, Apostle": Names(
        "Saint Bartholomew, Apostle",
        "San Bartolomé, apóstol",
        "São Bartolomeu, Apóstolo",
        "San Bartolomeo, apostolo",
        "Sveti Bartolomej, apostol",
    ),
    "Saint Joseph Calasanz, Priest and Founder": Names(
        "Saint Joseph Calasanz, Priest and Founder",
        "San José de Calasanz, presbítero y fundador",
        "São José de Calasanz, Presbítero e Fundador",
        "San Giuseppe Calasanzio, sacerdote e fondatore",
        "Sveti Josip Kalasancij, prezbiter i utemeljitelj",
        short={
            "en": "Saint Joseph Calasanz",
            "es": "San José de Calasanz",
            "pt": "São José de Calasanz",
            "it": "San Giuseppe Calasanzio",
            "hr": "Sveti Josip Kalasancij",
        },
    ),
    "Saint Joseph Calasanz, Priest": Names(
        "Saint Joseph Calasanz, Priest",
        "San José de Calasanz, presbítero",
        "São José de Calasanz, Presbítero",
        "San Giuseppe Calasanzio, sacerdote",
        "Sveti Josip Kalasancij, prezbiter",
        short={"it": "San Giuseppe Calasanzio", "hr": "Sveti Josip Kalasancij"},
    ),
    "Saint Louis, King": Names(
        "Saint Louis, King",
        "San Luis de Francia, rey",
        "São Luís de França, Rei",
        "San Luigi, re",
        "Sveti Ljudevit, kralj",
    ),
    "Saint Louis": Names(
        "Saint Louis",
        "San Luis de Francia",
        "São Luís de França",
        "San Luigi",
        "Sveti Ljudevit",
    ),
    "Saint Monica, Mother": Names(
        "Saint Monica, Mother",
        "Santa Mónica, madre",
        "Santa Mónica, Mãe",
        "Santa Monica, madre",
        "Sveta Monika, majka",
    ),
    "Saint Monica": Names(
        "Saint Monica", "Santa Mónica", "Santa Mónica", "Santa Monica", "Sveta Monika"
    ),
    "Saint Augustine of Hippo, Bishop and Doctor of the Church": Names(
        "Saint Augustine of Hippo, Bishop and Doctor of the Church",
        "San Agustín, obispo y doctor de la Iglesia",
        "Santo Agostinho, Bispo e Doutor da Igreja",
        "Sant'Agostino, vescovo e dottore della Chiesa",
        "Sveti Augustin, biskup i crkveni naučitelj",
        short={
            "en": "Saint Augustine of Hippo",
            "es": "San Agustín",
            "pt": "Santo Agostinho",
            "it": "Sant'Agostino",
            "hr": "Sveti Augustin",
        },
    ),
    "The Passion of Saint John the Baptist": Names(
        "The Passion of Saint John the Baptist",
        "Martirio de san Juan Bautista",
        "Martírio de São João Batista",
        "Martirio di san Giovanni Battista",
        "Mučeništvo svetoga Ivana Krstitelja",
        short={
            "en": "The Passion of John the Baptist",
            "it": "Martirio del Battista",
            "hr": "Mučeništvo Ivana Krstitelja",
        },
    ),
}

# The same days in another English wording (the Roman Missal's beside upstream's, or with
# and without diacritics): the other languages' names are the entry's own.
SAINTS |= other_wordings(
    SAINTS,
    {
        "Saint Bernard, Abbot and Doctor of the Church": (
            "Saint Bernard of Clairvaux, Abbot and Doctor of the Church",
            "Saint Bernard",
        ),
        "Saint Augustine, Bishop and Doctor of the Church": (
            "Saint Augustine of Hippo, Bishop and Doctor of the Church",
            "Saint Augustine",
        ),
        "The Beheading of Saint John the Baptist": (
            "The Passion of Saint John the Baptist",
            "Beheading of John the Baptist",
        ),
    },
)
