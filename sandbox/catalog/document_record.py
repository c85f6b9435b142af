"""The shape of one sample document, and the names the data modules share."""

from __future__ import annotations

from typing import NamedTuple


class Doc(NamedTuple):
    """One library document: real bibliographic facts and a summary written for the sandbox.

    `date` is ISO 8601: a full date, or only a year ("0426") for ancient works whose day is
    unknown. `keywords` is a comma-separated list of English subjects. `url` and `ref` are
    derived from the other fields when left empty.
    """

    id: str
    title: str
    author: str
    date: str
    type: str
    language: str  # language of the original text
    keywords: str
    summary: str
    subtitle: str = ""
    ref: str = ""
    url: str = ""


FRANCIS = "Pope Francis"
LEO_XIV = "Pope Leo XIV"
BENEDICT_XVI = "Pope Benedict XVI"
JOHN_PAUL_II = "Pope John Paul II"
PAUL_VI = "Pope Paul VI"
JOHN_XXIII = "Pope John XXIII"
PIUS_XII = "Pope Pius XII"
PIUS_XI = "Pope Pius XI"
BENEDICT_XV = "Pope Benedict XV"
PIUS_X = "Pope Pius X"
LEO_XIII = "Pope Leo XIII"
PIUS_IX = "Pope Pius IX"
COUNCIL = "Second Vatican Council"
HOLY_SEE = "Holy See"
CDF = "Congregation for the Doctrine of the Faith"
DDF = "Dicastery for the Doctrine of the Faith"

ENCYCLICAL = "Encyclical"
EXHORTATION = "Apostolic Exhortation"
POST_SYNODAL = "Post-Synodal Apostolic Exhortation"
CONSTITUTION = "Apostolic Constitution"
LETTER = "Apostolic Letter"
MOTU_PROPRIO = "Apostolic Letter motu proprio"
BULL = "Bull of Indiction"
CATECHISM = "Catechism"
CANON_LAW = "Code of Canon Law"
PATRISTIC = "Patristic work"

LANGUAGES = {
    "la": "Latin",
    "it": "Italian",
    "es": "Spanish",
    "fr": "French",
    "de": "German",
    "en": "English",
    "pt": "Portuguese",
    "el": "Greek",
}

# Vatican web paths of each pope's documents, and the index page of each kind of document.
POPE_PATHS = {
    FRANCIS: "francesco",
    LEO_XIV: "leo-xiv",
    BENEDICT_XVI: "benedict-xvi",
    JOHN_PAUL_II: "john-paul-ii",
    PAUL_VI: "paul-vi",
    JOHN_XXIII: "john-xxiii",
    PIUS_XII: "pius-xii",
    PIUS_XI: "pius-xi",
    BENEDICT_XV: "benedict-xv",
    PIUS_X: "pius-x",
    LEO_XIII: "leo-xiii",
    PIUS_IX: "pius-ix",
}
TYPE_SECTIONS = {
    ENCYCLICAL: "encyclicals",
    EXHORTATION: "apost_exhortations",
    POST_SYNODAL: "apost_exhortations",
    CONSTITUTION: "apost_constitutions",
    LETTER: "apost_letters",
    MOTU_PROPRIO: "motu_proprio",
    BULL: "bulls",
}
VATICAN = "https://www.vatican.va/content"
COUNCIL_DOCUMENTS = "https://www.vatican.va/archive/hist_councils/ii_vatican_council/documents"
CATECHISM_URL = "https://www.vatican.va/archive/ENG0015/_INDEX.HTM"
CANON_LAW_URL = "https://www.vatican.va/archive/cod-iuris-canonici/cic_index_en.html"
CDF_URL = "https://www.vatican.va/roman_curia/congregations/cfaith/doc_doc_index.htm"
CURIA_URL = "https://www.vatican.va/roman_curia/index.htm"
FATHERS_URL = "https://www.newadvent.org/fathers/"


def default_url(doc: Doc) -> str:
    """Where the document (or the index page listing it) is published."""
    if doc.author in POPE_PATHS:
        section = TYPE_SECTIONS.get(doc.type, "letters")
        return f"{VATICAN}/{POPE_PATHS[doc.author]}/en/{section}.index.html"
    if doc.type == CATECHISM:
        return CATECHISM_URL
    if doc.type == CANON_LAW:
        return CANON_LAW_URL
    if doc.type == PATRISTIC:
        return FATHERS_URL
    return CDF_URL if doc.author in (CDF, DDF) else CURIA_URL
