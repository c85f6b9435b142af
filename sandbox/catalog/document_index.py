"""Ranked document search for the sandbox: five-language stop words, light stemming, BM25F.

Text is folded (lower case, no accents) and split into words; stop words of English, Spanish,
Portuguese, Italian and Croatian are dropped; a light English suffix stemmer makes "churches"
find "church". A small lexicon carries query words of the other four languages (and the Latin
of document titles) into the English the summaries are written in, so "gracia", "famiglia" or
"Euharistija" find the documents about grace, the family or the Eucharist. Documents are ranked
with BM25 over weighted fields: a word in the title counts more than one in the summary.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from sandbox.catalog.search import fold, word_list

# Words that carry no subject in any of the five languages.
STOP_ONLY = frozenset(
    word_list(
        """
    a an the of for our and or to in on at is are was were be been being what does do did about
    how why who whom whose which with by from that this these those it its as into than then
    there their they them me my i you your we us he she his her can could should would will
    shall may might must not no yes if so also any all some such very more most other only
    tell say says said please find show give document documents
    el la los las de del que sobre por para con una uno unos unas un y o en es son se su sus lo
    al como cual cuales quien si mas pero este esta estos estas ese esa le les nos muy ya hay
    segun entre sin tambien donde cuando porque ha han fue ser qu
    os as da do das dos com um uma umas uns em e sao ao aos pela pelo pelas pelos na no nas nos
    mais mas seu sua seus suas ele ela eles elas isso isto esse essa qual quais quem onde voce
    il lo gli le di della delle dei degli dello del al alla alle ai agli dal dalla che cosa
    sulla sul sui sulle nel nella nelle nei per con un una uno e ed come chi quale quali dove
    perche non piu anche ma suo sua suoi sue questo questa questi queste quello quella
    sto je i u o na za se li kako koji koja koje kojem kad kada gdje zasto da ne ni ili ali te
    su sam si smo ste bi biti od do iz po pri s sa ka k uz njegov njezin ovaj ova ovo taj ta to
    """
    )
)

# Words too common in questions about the Church to narrow a search ("what does the Church
# teach about..."): ignored when the query has other words, searched when they are all it has.
WEAK = frozenset(
    word_list(
        """
    church churches catholic catholics teach teaches teaching teachings
    iglesia iglesias catolica catolico ensena ensenanza dice
    igreja igrejas catolico ensina ensino diz
    chiesa chiese cattolica cattolico insegna insegnamento dice
    crkva crkve crkvi crkvu katolicka katolicki uci nauk kaze
    """
    )
)

STOP_WORDS = STOP_ONLY | WEAK


def stem(word: str) -> str:
    """A light English suffix stemmer (plurals, -ing, -ed, final e), applied to every word."""
    if len(word) <= 3 or word.isdigit():
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses") or word.endswith(("ches", "shes", "xes", "zes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if word.endswith("mental"):
        word = word[:-2]  # "environmental" finds "environment"
    elif word.endswith("ing") and len(word) >= 7:
        word = word[:-3]
    elif word.endswith("ed") and len(word) >= 6:
        word = word[:-2]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


_ROMANCE_SLAVIC_ENDINGS = (
    "ijama", "ama", "ima", "ija", "ije", "iji", "iju", "oj", "om", "em", "ih",
    "es", "os", "as", "a", "e", "i", "o", "u", "s",
)  # fmt: skip


def foreign_stem(word: str) -> str:
    """Inflection endings of Spanish, Portuguese, Italian, Croatian and Latin, cut once."""
    for ending in _ROMANCE_SLAVIC_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


# English concept ← its words in Spanish, Portuguese, Italian, Croatian and Latin (any
# inflection listed is matched exactly; others through `foreign_stem`).
_LEXICON_SOURCE = {
    "church": "iglesia igreja chiesa crkva crkve crkvi ecclesia ecclesiae ecclesiam",
    "mercy": "misericordia misericordias misericordiae milosrde milosrda milosrdje milosrdnost "
    "milosrdan misericordioso misericordiosos misericordes",
    "grace": "gracia gracias graca gratia gratiae grazia milost milosti",
    "charity": "caridad caridade carita caritas ljubav ljubavi karitas",
    "love": "amor amore ljubav ljubavi amoris dilexit dilexi",
    "eucharist": "eucaristia eucharistia euharistija euharistije euharistiji euharistiju "
    "eucaristico eucaristica",
    "mass": "misa missa messa",
    "family": "familia familias famiglia famiglie obitelj obitelji familiaris",
    "marriage": "matrimonio matrimonios casamento brak braka braku connubii",
    "faith": "fe fede vjera vjere vjeri fidei fides",
    "hope": "esperanza esperanca speranza nada nade nadi spe spes",
    "peace": "paz pace mir mira miru pacem pax",
    "war": "guerra guerre rat rata",
    "work": "trabajo trabalho lavoro rad rada radu laborem",
    "worker": "trabajador trabajadores trabalhador trabalhadores lavoratore lavoratori "
    "radnik radnici",
    "poor": "pobre pobres povero poveri siromah siromasi siromasni",
    "poverty": "pobreza poverta siromastvo",
    "life": "vida vita zivot zivota vitae",
    "dignity": "dignidad dignidade dignita dostojanstvo dostojanstva dignitas",
    "creation": "creacion criacao creato stvorenje stvorenja stvorenju",
    "environment": "ambiente okolis okolisa",
    "ecology": "ecologia ekologija",
    "climate": "clima klima",
    "prayer": "oracion oracao preghiera molitva molitve",
    "holiness": "santidad santidade santita svetost",
    "saint": "santo santa santi svetac sveci",
    "youth": "joven jovenes jovem jovens giovane giovani mladi mladih mladez",
    "bible": "biblia bibbia biblija",
    "scripture": "escritura scrittura pismo",
    "word": "palabra palavra parola rijec verbum",
    "revelation": "revelacion revelacao rivelazione objava",
    "unity": "unidad unidade unita jedinstvo",
    "freedom": "libertad liberdade liberta sloboda libertas",
    "heart": "corazon coracao cuore srce cor",
    "mission": "mision missao missione misija",
    "evangelization": "evangelizacion evangelizacao evangelizzazione evangelizacija",
    "gospel": "evangelio evangelho vangelo evandelje evangelii evangelium",
    "joy": "alegria gioia radost gaudium",
    "truth": "verdad verdade verita istina veritas veritatis",
    "reason": "razon razao ragione razum ratio",
    "justice": "justicia justica giustizia pravda pravednost iustitia",
    "sin": "pecado peccato grijeh",
    "forgiveness": "perdon perdao perdono oprost oprostenje",
    "penance": "penitencia penitenza pokora paenitentia",
    "confession": "confesion confissao confessione ispovijed",
    "baptism": "bautismo batismo battesimo krstenje krst",
    "priest": "sacerdote sacerdotes svecenik svecenici presbyter",
    "priesthood": "sacerdocio sacerdozio svecenistvo",
    "bishop": "obispo obispos bispo bispos vescovo vescovi biskup biskupi",
    "pope": "papa pape papi",
    "sacrament": "sacramento sacramentos sacramenti sakrament sakramenti sacramentum",
    "liturgy": "liturgia liturgija",
    "mary": "maria marija virgen virgem vergine djevica",
    "spirit": "espiritu espirito spirito duh spiritus",
    "christ": "cristo krist christus",
    "jesus": "jesus gesu isus",
    "god": "dios deus dio bog boga",
    "human": "humano humana umano umana ljudski covjek hominis",
    "person": "persona pessoa osoba",
    "migrant": "migrante migrantes migranti migrant migranti izbjeglice",
    "education": "educacion educacao educazione odgoj",
    "school": "escuela escola scuola skola",
    "culture": "cultura kultura",
    "law": "derecho direito diritto pravo zakon",
    "canon": "canonico canonica kanonski",
    "catechism": "catecismo catechismo katekizam",
    "council": "concilio koncil concilium",
    "salvation": "salvacion salvacao salvezza spasenje salus",
    "death": "muerte morte smrt",
    "suffering": "sufrimiento sofrimento sofferenza patnja",
    "creed": "credo vjerovanje",
    "commandment": "mandamiento mandamento zapovijed",
    "conscience": "conciencia consciencia coscienza savjest",
    "women": "mujer mujeres mulher mulheres donna donne zena zene mulieris",
    "children": "ninos criancas bambini djeca",
    "religious": "religioso religiosa religiosi redovnik redovnici",
    "ecumenism": "ecumenismo ekumenizam",
    "solidarity": "solidaridad solidariedade solidarieta solidarnost",
    "economy": "economia ekonomija",
    "care": "cuidado cuidados cura brizi briga brigu skrb",
    "home": "casa hogar lar dom doma",
    "common": "comun comum comune zajednicki zajednickom zajednicka",
    "intelligence": "inteligencia intelligenza inteligencija",
    "artificial": "artificiale umjetna umjetne",
    "sunday": "domingo domenica nedjelja",
}

# English words that should also find their close neighbours, at a lower weight.
_RELATED_SOURCE = {
    "environment": "ecology creation climate earth",
    "ecology": "environment creation climate",
    "climate": "environment ecology",
    "creation": "environment ecology earth",
    "nature": "creation environment",
    "planet": "earth creation environment",
    "poor": "poverty",
    "poverty": "poor",
    "work": "labour worker wage",
    "labor": "labour work worker",
    "labour": "work worker",
    "job": "work worker",
    "marriage": "family married matrimony",
    "matrimony": "marriage",
    "family": "marriage children",
    "war": "peace",
    "love": "charity",
    "charity": "love",
    "mass": "eucharist liturgy",
    "eucharist": "mass communion",
    "liturgy": "mass worship",
    "bible": "scripture",
    "scripture": "bible",
    "ecumenism": "unity",
    "freedom": "liberty",
    "liberty": "freedom",
    "confession": "penance reconciliation",
    "penance": "confession reconciliation",
    "mission": "evangelization missionary",
    "evangelization": "mission gospel",
    "young": "youth",
    "youth": "young",
    "holiness": "saint holy",
    "migrant": "migration refugee",
    "refugee": "migrant",
    "ai": "artificial intelligence",
    "technology": "artificial technocratic",
}
RELATED_WEIGHT = 0.4

LEXICON: dict[str, tuple[str, ...]] = {}
_LEXICON_STEMS: dict[str, tuple[str, ...]] = {}
for _concept, _words in _LEXICON_SOURCE.items():
    for _word in word_list(_words):
        LEXICON[_word] = (*LEXICON.get(_word, ()), _concept)
        _key = foreign_stem(_word)
        _LEXICON_STEMS[_key] = (*_LEXICON_STEMS.get(_key, ()), _concept)


def words(text: str) -> list[str]:
    """Folded words of `text` without stop words (the weak words kept)."""
    return [w for w in fold(text).split() if w not in STOP_ONLY]


def terms(text: str) -> list[str]:
    """Index terms of document text: folded, stop words dropped, stemmed."""
    return [stem(w) for w in words(text)]


@dataclass(frozen=True)
class Field:
    name: str
    weight: float  # how much one word here counts against one word in the summary
    b: float = 0.75  # BM25 length normalisation


FIELDS = (
    Field("title", 4.0, b=0.3),
    Field("keywords", 2.0, b=0.3),
    Field("summary", 1.0),
    Field("byline", 0.5, b=0.0),
)
K1 = 1.2
RELATIVE_FLOOR = 0.15  # a hit scoring under this share of the best one is dropped


class DocumentIndex:
    """BM25F over the fields of `FIELDS`, built once from {id: {field: text}}."""

    def __init__(self, documents: Mapping[str, Mapping[str, str]]) -> None:
        self._ids = list(documents)
        self._tf: list[dict[str, Counter[str]]] = []
        self._titles: list[str] = []
        lengths: dict[str, list[int]] = {f.name: [] for f in FIELDS}
        self._df: Counter[str] = Counter()
        for doc_id in self._ids:
            fields = documents[doc_id]
            counts = {f.name: Counter(terms(fields.get(f.name, ""))) for f in FIELDS}
            # Latin titles mean something: "Dives in misericordia" is a title about mercy.
            for word in words(fields.get("title", "")):
                counts["title"].update(stem(concept) for concept in LEXICON.get(word, ()))
            for f in FIELDS:
                lengths[f.name].append(sum(counts[f.name].values()))
            self._df.update(set().union(*(c.keys() for c in counts.values())))
            self._tf.append(counts)
            self._titles.append(" " + fold(fields.get("title", "")) + " ")
        self._lengths = lengths
        self._average = {
            name: (sum(v) / len(v) if v else 0.0) or 1.0 for name, v in lengths.items()
        }
        self.vocabulary = frozenset(self._df)

    def _alternatives(self, word: str) -> dict[str, float]:
        """Index terms one query word stands for, with weights: itself, its English
        translations (as strong as the word) and related English words (weaker)."""
        found = {stem(word): 1.0}
        concepts = LEXICON.get(word, ())
        if not concepts and stem(word) not in self.vocabulary:
            concepts = _LEXICON_STEMS.get(foreign_stem(word), ())
        for concept in (word, *concepts):
            found[stem(concept)] = 1.0
            for related in word_list(_RELATED_SOURCE.get(concept, "")):
                found.setdefault(stem(related), RELATED_WEIGHT)
        return found

    def query_terms(self, query: str) -> list[dict[str, float]]:
        """Weighted alternative terms per meaningful query word; [] for stop words only."""
        folded = words(query)
        strong = [w for w in folded if w not in WEAK]
        return [self._alternatives(word) for word in dict.fromkeys(strong or folded)]

    def _idf(self, term: str) -> float:
        n, df = len(self._ids), self._df.get(term, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def _term_score(self, position: int, term: str) -> float:
        weighted = 0.0
        for f in FIELDS:
            tf = self._tf[position][f.name].get(term, 0)
            if tf:
                norm = 1 - f.b + f.b * self._lengths[f.name][position] / self._average[f.name]
                weighted += f.weight * tf / norm
        if not weighted:
            return 0.0
        return self._idf(term) * weighted * (K1 + 1) / (weighted + K1)

    def search(self, query: str, limit: int) -> list[str]:
        groups = self.query_terms(query)
        if not groups or limit <= 0:
            return []
        phrase = " " + " ".join(fold(query).split()) + " "
        scored: list[tuple[float, float, str]] = []
        for position, doc_id in enumerate(self._ids):
            total, matched = 0.0, 0
            for alternatives in groups:
                found = sum(w * self._term_score(position, t) for t, w in alternatives.items())
                if found:
                    total += found
                    matched += 1
            if not matched:
                continue
            # Documents that answer more of the query's words come first.
            total *= (1 + matched) / (1 + len(groups))
            bonus = 0.0
            if len(phrase) > 4 and phrase in self._titles[position]:
                bonus = 10.0  # the query is (part of) the title: that document first
            scored.append((total + bonus, total, doc_id))
        scored.sort(key=lambda item: (-item[0], item[2]))
        # Stray matches of one common word far below the best are noise, not results.
        floor = max((base for _, base, _ in scored), default=0.0) * RELATIVE_FLOOR
        return [doc_id for _, base, doc_id in scored if base >= floor][:limit]


def build(documents: Iterable[tuple[str, Mapping[str, str]]]) -> DocumentIndex:
    return DocumentIndex(dict(documents))
