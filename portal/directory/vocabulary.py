"""The portal's names for upstream's words: jurisdiction types, rites, canonical statuses,
vocations, clerical titles, the Holy See's dicasteries and the liturgical seasons, ranks and
colours, in the interface language.

Upstream writes these in English ("Archdiocese", "Priest and Doctor of the Church"). A value
listed here is shown in the active language; a compound ("Bishop, Martyr and Doctor of the
Church") not listed as a whole is translated part by part when every part is known; anything
else is shown exactly as upstream wrote it. Names, biographies and readings are never
translated: only these closed sets of words are. Keys are matched without regard to case.

The lists hold every value the sandbox sends (sandbox/catalog) and the others upstream
documents or the Church uses for the same field, so tests can check each one per language.
"""

from __future__ import annotations

import re

from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import pgettext, pgettext_lazy

# kind → {upstream's English → the portal's name for it}. A kind ending in ".f" holds the
# feminine forms where a language distinguishes them (Santa, Beata, mártir → mučenica…).
TERMS: dict[str, dict[str, Promise]] = {
    "jurisdiction_type": {
        "Archdiocese": pgettext_lazy("jurisdiction type", "Archdiocese"),
        "Diocese": pgettext_lazy("jurisdiction type", "Diocese"),
        "Eparchy": pgettext_lazy("jurisdiction type", "Eparchy"),
        "Archeparchy": pgettext_lazy("jurisdiction type", "Archeparchy"),
        "Major Archeparchy": pgettext_lazy("jurisdiction type", "Major Archeparchy"),
        "Patriarchate": pgettext_lazy("jurisdiction type", "Patriarchate"),
        "Military Ordinariate": pgettext_lazy("jurisdiction type", "Military Ordinariate"),
        "Apostolic Vicariate": pgettext_lazy("jurisdiction type", "Apostolic Vicariate"),
        "Apostolic Prefecture": pgettext_lazy("jurisdiction type", "Apostolic Prefecture"),
        "Apostolic Administration": pgettext_lazy("jurisdiction type", "Apostolic Administration"),
        "Apostolic Exarchate": pgettext_lazy("jurisdiction type", "Apostolic Exarchate"),
        "Exarchate": pgettext_lazy("jurisdiction type", "Exarchate"),
        "Territorial Prelature": pgettext_lazy("jurisdiction type", "Territorial Prelature"),
        "Territorial Abbey": pgettext_lazy("jurisdiction type", "Territorial Abbey"),
        "Personal Ordinariate": pgettext_lazy("jurisdiction type", "Personal Ordinariate"),
        "Personal Prelature": pgettext_lazy("jurisdiction type", "Personal Prelature"),
        "Mission sui iuris": pgettext_lazy("jurisdiction type", "Mission sui iuris"),
    },
    "rite": {
        "Latin": pgettext_lazy("rite (adjective)", "Latin"),
        "Byzantine": pgettext_lazy("rite (adjective)", "Byzantine"),
        "Byzantine (Croatian Greek Catholic)": pgettext_lazy(
            "rite (adjective)", "Byzantine (Croatian Greek Catholic)"
        ),
        "Ukrainian Greek Catholic": pgettext_lazy("rite (adjective)", "Ukrainian Greek Catholic"),
        "Maronite": pgettext_lazy("rite (adjective)", "Maronite"),
        "Chaldean": pgettext_lazy("rite (adjective)", "Chaldean"),
        "Syro-Malabar": pgettext_lazy("rite (adjective)", "Syro-Malabar"),
        "Syro-Malankara": pgettext_lazy("rite (adjective)", "Syro-Malankara"),
        "Ethiopian": pgettext_lazy("rite (adjective)", "Ethiopian"),
        "Ethiopian (Ge'ez)": pgettext_lazy("rite (adjective)", "Ethiopian (Ge'ez)"),
        "Armenian": pgettext_lazy("rite (adjective)", "Armenian"),
        "Coptic": pgettext_lazy("rite (adjective)", "Coptic"),
        "Syriac": pgettext_lazy("rite (adjective)", "Syriac"),
        "Alexandrian": pgettext_lazy("rite (adjective)", "Alexandrian"),
        "Antiochene": pgettext_lazy("rite (adjective)", "Antiochene"),
        "West Syriac": pgettext_lazy("rite (adjective)", "West Syriac"),
        "East Syriac": pgettext_lazy("rite (adjective)", "East Syriac"),
        "Ambrosian": pgettext_lazy("rite (adjective)", "Ambrosian"),
        "Mozarabic": pgettext_lazy("rite (adjective)", "Mozarabic"),
    },
    "canonical_status": {
        "Saint": pgettext_lazy("canonical status", "Saint"),
        "Blessed": pgettext_lazy("canonical status", "Blessed"),
        "Venerable": pgettext_lazy("canonical status", "Venerable"),
        "Servant of God": pgettext_lazy("canonical status", "Servant of God"),
    },
    "canonical_status.f": {
        "Saint": pgettext_lazy("canonical status, feminine", "Saint"),
        "Blessed": pgettext_lazy("canonical status, feminine", "Blessed"),
        "Venerable": pgettext_lazy("canonical status, feminine", "Venerable"),
        "Servant of God": pgettext_lazy("canonical status, feminine", "Servant of God"),
    },
    "vocation": {
        "Abbess": pgettext_lazy("vocation", "Abbess"),
        "Abbot": pgettext_lazy("vocation", "Abbot"),
        "Apostle": pgettext_lazy("vocation", "Apostle"),
        "Archangel": pgettext_lazy("vocation", "Archangel"),
        "Archbishop": pgettext_lazy("vocation", "Archbishop"),
        "Bishop": pgettext_lazy("vocation", "Bishop"),
        "Cardinal": pgettext_lazy("vocation", "Cardinal"),
        "Catechist": pgettext_lazy("vocation", "Catechist"),
        "Confessor": pgettext_lazy("vocation", "Confessor"),
        "Deacon": pgettext_lazy("vocation", "Deacon"),
        "Disciple of the Lord": pgettext_lazy("vocation", "Disciple of the Lord"),
        "Doctor of the Church": pgettext_lazy("vocation", "Doctor of the Church"),
        "Evangelist": pgettext_lazy("vocation", "Evangelist"),
        "Father of the Blessed Virgin Mary": pgettext_lazy(
            "vocation", "Father of the Blessed Virgin Mary"
        ),
        "First Martyr": pgettext_lazy("vocation", "First Martyr"),
        "Founder": pgettext_lazy("vocation", "Founder"),
        "Foundress": pgettext_lazy("vocation", "Foundress"),
        "Hermit": pgettext_lazy("vocation", "Hermit"),
        "King": pgettext_lazy("vocation", "King"),
        "Layperson": pgettext_lazy("vocation", "Layperson"),
        "Martyr": pgettext_lazy("vocation", "Martyr"),
        "Missionary": pgettext_lazy("vocation", "Missionary"),
        "Monk": pgettext_lazy("vocation", "Monk"),
        "Mother": pgettext_lazy("vocation", "Mother"),
        "Mother of the Blessed Virgin Mary": pgettext_lazy(
            "vocation", "Mother of the Blessed Virgin Mary"
        ),
        "Nun": pgettext_lazy("vocation", "Nun"),
        "Physician": pgettext_lazy("vocation", "Physician"),
        "Pope": pgettext_lazy("vocation", "Pope"),
        "Priest": pgettext_lazy("vocation", "Priest"),
        "Prince": pgettext_lazy("vocation", "Prince"),
        "Prophet": pgettext_lazy("vocation", "Prophet"),
        "Queen": pgettext_lazy("vocation", "Queen"),
        "Religious": pgettext_lazy("vocation", "Religious"),
        "Spouse of the Blessed Virgin Mary": pgettext_lazy(
            "vocation", "Spouse of the Blessed Virgin Mary"
        ),
        "Teacher": pgettext_lazy("vocation", "Teacher"),
        "Virgin": pgettext_lazy("vocation", "Virgin"),
        "Widow": pgettext_lazy("vocation", "Widow"),
        "Abbot and Doctor of the Church": pgettext_lazy(
            "vocation", "Abbot and Doctor of the Church"
        ),
        "Apostle and Evangelist": pgettext_lazy("vocation", "Apostle and Evangelist"),
        "Bishop and Doctor of the Church": pgettext_lazy(
            "vocation", "Bishop and Doctor of the Church"
        ),
        "Bishop and Founder": pgettext_lazy("vocation", "Bishop and Founder"),
        "Bishop and Martyr": pgettext_lazy("vocation", "Bishop and Martyr"),
        "Bishop and Missionary": pgettext_lazy("vocation", "Bishop and Missionary"),
        "Bishop, Martyr and Doctor of the Church": pgettext_lazy(
            "vocation", "Bishop, Martyr and Doctor of the Church"
        ),
        "Cardinal and Martyr": pgettext_lazy("vocation", "Cardinal and Martyr"),
        "Catechist and Martyr": pgettext_lazy("vocation", "Catechist and Martyr"),
        "Deacon and First Martyr": pgettext_lazy("vocation", "Deacon and First Martyr"),
        "Deacon and Martyr": pgettext_lazy("vocation", "Deacon and Martyr"),
        "Hermit and Founder": pgettext_lazy("vocation", "Hermit and Founder"),
        "Monk and Missionary": pgettext_lazy("vocation", "Monk and Missionary"),
        "Mother and Physician": pgettext_lazy("vocation", "Mother and Physician"),
        "Pope and Doctor of the Church": pgettext_lazy("vocation", "Pope and Doctor of the Church"),
        "Priest and Doctor of the Church": pgettext_lazy(
            "vocation", "Priest and Doctor of the Church"
        ),
        "Priest and Founder": pgettext_lazy("vocation", "Priest and Founder"),
        "Priest and Martyr": pgettext_lazy("vocation", "Priest and Martyr"),
        "Priest and Missionary": pgettext_lazy("vocation", "Priest and Missionary"),
        "Prophet and Martyr": pgettext_lazy("vocation", "Prophet and Martyr"),
        "Religious and Founder": pgettext_lazy("vocation", "Religious and Founder"),
        "Religious and Foundress": pgettext_lazy("vocation", "Religious and Foundress"),
        "Virgin and Doctor of the Church": pgettext_lazy(
            "vocation", "Virgin and Doctor of the Church"
        ),
        "Virgin and Foundress": pgettext_lazy("vocation", "Virgin and Foundress"),
        "Virgin and Martyr": pgettext_lazy("vocation", "Virgin and Martyr"),
    },
    "vocation.f": {
        "Catechist": pgettext_lazy("vocation, feminine", "Catechist"),
        "Confessor": pgettext_lazy("vocation, feminine", "Confessor"),
        "Doctor of the Church": pgettext_lazy("vocation, feminine", "Doctor of the Church"),
        "Founder": pgettext_lazy("vocation, feminine", "Founder"),
        "Hermit": pgettext_lazy("vocation, feminine", "Hermit"),
        "Layperson": pgettext_lazy("vocation, feminine", "Layperson"),
        "Martyr": pgettext_lazy("vocation, feminine", "Martyr"),
        "Missionary": pgettext_lazy("vocation, feminine", "Missionary"),
        "Physician": pgettext_lazy("vocation, feminine", "Physician"),
        "Religious": pgettext_lazy("vocation, feminine", "Religious"),
        "Teacher": pgettext_lazy("vocation, feminine", "Teacher"),
    },
    "title": {
        "Apostolic Administrator": pgettext_lazy("clerical title", "Apostolic Administrator"),
        "Apostolic Nuncio": pgettext_lazy("clerical title", "Apostolic Nuncio"),
        "Apostolic Vicar": pgettext_lazy("clerical title", "Apostolic Vicar"),
        "Archbishop": pgettext_lazy("clerical title", "Archbishop"),
        "Archbishop Emeritus": pgettext_lazy("clerical title", "Archbishop Emeritus"),
        "Archeparch": pgettext_lazy("clerical title", "Archeparch"),
        "Auxiliary Bishop": pgettext_lazy("clerical title", "Auxiliary Bishop"),
        "Bishop": pgettext_lazy("clerical title", "Bishop"),
        "Bishop Emeritus": pgettext_lazy("clerical title", "Bishop Emeritus"),
        "Cardinal": pgettext_lazy("clerical title", "Cardinal"),
        "Coadjutor Archbishop": pgettext_lazy("clerical title", "Coadjutor Archbishop"),
        "Coadjutor Bishop": pgettext_lazy("clerical title", "Coadjutor Bishop"),
        "Eparch": pgettext_lazy("clerical title", "Eparch"),
        "Major Archbishop": pgettext_lazy("clerical title", "Major Archbishop"),
        "Metropolitan Archbishop": pgettext_lazy("clerical title", "Metropolitan Archbishop"),
        "Military Ordinary": pgettext_lazy("clerical title", "Military Ordinary"),
        "Patriarch": pgettext_lazy("clerical title", "Patriarch"),
        "Patriarch Emeritus": pgettext_lazy("clerical title", "Patriarch Emeritus"),
        "Prefect": pgettext_lazy("clerical title", "Prefect"),
        "Priest": pgettext_lazy("clerical title", "Priest"),
        "Pro-Prefect": pgettext_lazy("clerical title", "Pro-Prefect"),
        "Secretary of State of the Holy See": pgettext_lazy(
            "clerical title", "Secretary of State of the Holy See"
        ),
    },
    "depends_on": {
        "Holy See": pgettext_lazy("depends on", "Holy See"),
        "Holy See (Dicastery for Bishops)": pgettext_lazy(
            "depends on", "Holy See (Dicastery for Bishops)"
        ),
        "Holy See (Dicastery for Evangelization)": pgettext_lazy(
            "depends on", "Holy See (Dicastery for Evangelization)"
        ),
        "Holy See (Dicastery for the Eastern Churches)": pgettext_lazy(
            "depends on", "Holy See (Dicastery for the Eastern Churches)"
        ),
    },
    "season": {
        "Advent": pgettext_lazy("liturgical season", "Advent"),
        "Christmas": pgettext_lazy("liturgical season", "Christmas"),
        "Christmas Time": pgettext_lazy("liturgical season", "Christmas Time"),
        "Lent": pgettext_lazy("liturgical season", "Lent"),
        "Paschal Triduum": pgettext_lazy("liturgical season", "Paschal Triduum"),
        "Easter": pgettext_lazy("liturgical season", "Easter"),
        "Easter Time": pgettext_lazy("liturgical season", "Easter Time"),
        "Ordinary Time": pgettext_lazy("liturgical season", "Ordinary Time"),
    },
    "rank": {
        "Solemnity": pgettext_lazy("liturgical rank", "Solemnity"),
        "Feast": pgettext_lazy("liturgical rank", "Feast"),
        "Memorial": pgettext_lazy("liturgical rank", "Memorial"),
        "Optional memorial": pgettext_lazy("liturgical rank", "Optional memorial"),
        "Commemoration": pgettext_lazy("liturgical rank", "Commemoration"),
        "Weekday": pgettext_lazy("liturgical rank", "Weekday"),
        "Sunday": pgettext_lazy("liturgical rank", "Sunday"),
        "Triduum": pgettext_lazy("liturgical rank", "Triduum"),
        "Ash Wednesday": pgettext_lazy("liturgical rank", "Ash Wednesday"),
    },
    "colour": {
        "Green": pgettext_lazy("liturgical colour", "Green"),
        "White": pgettext_lazy("liturgical colour", "White"),
        "Violet": pgettext_lazy("liturgical colour", "Violet"),
        "Red": pgettext_lazy("liturgical colour", "Red"),
        "Rose": pgettext_lazy("liturgical colour", "Rose"),
        "Rose or Violet": pgettext_lazy("liturgical colour", "Rose or Violet"),
        "Black": pgettext_lazy("liturgical colour", "Black"),
        "Gold": pgettext_lazy("liturgical colour", "Gold"),
    },
}
KINDS = tuple(kind for kind in TERMS if not kind.endswith(".f"))

# Vocations only a woman has: the status and the other words agree with them ("Santa",
# "Virgen y mártir", "Djevica i mučenica").
FEMININE_VOCATIONS = frozenset(
    {
        "abbess",
        "foundress",
        "mother",
        "mother of the blessed virgin mary",
        "nun",
        "queen",
        "virgin",
        "widow",
    }
)
_PARTS = re.compile(r"\s*,\s*|\s+and\s+", re.IGNORECASE)
_FOLDED = {
    kind: {key.casefold(): label for key, label in terms.items()} for kind, terms in TERMS.items()
}


def _lookup(kind: str, value: str, *, feminine: bool) -> str | None:
    key = value.strip().casefold()
    if feminine and (label := _FOLDED.get(f"{kind}.f", {}).get(key)) is not None:
        return str(label)
    label = _FOLDED.get(kind, {}).get(key)
    return str(label) if label is not None else None


def parts(value: str) -> list[str]:
    """ "Bishop, Martyr and Doctor of the Church" → ["Bishop", "Martyr", "Doctor of the Church"]."""
    return [p for p in _PARTS.split(value.strip()) if p]


def is_feminine(vocation: str | None) -> bool:
    """Whether a saint's vocation says she is a woman (a Virgin, a Mother, a Foundress…)."""
    if not isinstance(vocation, str):
        return False
    return any(p.casefold() in FEMININE_VOCATIONS for p in [vocation.strip(), *parts(vocation)])


def term(kind: str, value, *, feminine: bool = False):
    """Upstream's `value` of a field of this kind, named in the active language.

    Known as a whole → its translation; a compound whose every part is known → the parts
    translated and joined the language's way ("Presbítero, mártir y doctor de la Iglesia");
    anything else (or not a string) → exactly as upstream wrote it.
    """
    if kind not in TERMS:
        raise KeyError(kind)
    if not isinstance(value, str) or not value.strip():
        return value
    if (whole := _lookup(kind, value, feminine=feminine)) is not None:
        return whole
    pieces = parts(value)
    if len(pieces) < 2:
        return value
    feminine = feminine or any(p.casefold() in FEMININE_VOCATIONS for p in pieces)
    looked_up = [_lookup(kind, p, feminine=feminine) for p in pieces]
    translated = [t for t in looked_up if t is not None]
    if len(translated) < len(looked_up):
        return value
    if translation.get_language() not in (None, "en"):
        # Later words in lower case, as these languages write a list of titles.
        translated = translated[:1] + [t[:1].lower() + t[1:] for t in translated[1:]]
    # Not get_text_list: Django's Croatian catalogue turns its ", " into ",".
    conjunction = pgettext("joins the last two items of a list", "and")
    return f"{', '.join(translated[:-1])} {conjunction} {translated[-1]}"


def known_values(kind: str) -> list[str]:
    """Every value of `kind` the portal has a name for (its English spelling)."""
    return list(TERMS[kind])
