"""Deterministic sandbox answers in the question's language, citing sample documents."""

from __future__ import annotations

import re
from typing import Any

from sandbox.catalog import documents
from sandbox.catalog.search import fold, word_list

HOSTILE_TRIGGER = "sandbox-hostile"
HOSTILE_PAYLOAD = (
    "Rendering test: <script>alert(1)</script> <img src=x onerror=alert(1)> "
    "[click me](javascript:alert(1)) [data link](data:text/html,<script>alert(1)</script>)"
)
MAX_CITATIONS = 3

# Frequent short words of each language; a question is scored by how many it uses.
_LANGUAGE_WORDS = {
    "en": set(
        word_list(
            "the what does is are how why about of and to in church teach who which can "
            "should do saint pope when where"
        )
    ),
    "es": set(
        word_list(
            "el la los las qué que es por para una cómo iglesia y del dice sobre cuál enseña "
            "se con lo según hay santo"
        )
    ),
    "pt": set(
        word_list(
            "o os as não que é do da dos das em uma como igreja sobre diz qual você ensina "
            "com ao pela pelo há santo"
        )
    ),
    "it": set(
        word_list(
            "il lo gli le che è di del della una come chiesa cosa perché dice sulla insegna "
            "per con sono nel nella santo"
        )
    ),
    "hr": set(
        word_list(
            "je što kako crkva crkve u i na se li zašto koji koja o katolička kaže uči za "
            "da ili su sveti"
        )
    ),
}
# Letters that only one of the five languages uses.
_LANGUAGE_LETTERS = {"es": "ñ¿¡", "pt": "ãõç", "hr": "čćšžđ", "it": "èìòù"}

_TEMPLATES: dict[str, dict[str, Any]] = {
    "en": {
        "intro": "**Sandbox answer.** This reply was composed by the local sandbox for testing; "
        "it is not an answer from Magisterium AI.",
        "topic": "You asked about *{topic}*. Catholic teaching usually approaches a question like "
        "this by reading Scripture and Tradition together, and then by looking at what the "
        "Magisterium has said more recently.",
        "source": "The closest source in the sandbox library is *{title}* ({ref}) [1].",
        "more": "See also {others}.",
        "none": "The sandbox library has no document on this subject, so start from the "
        "Catechism of the Catholic Church [1].",
        "close": "In practice such questions are weighed in the light of the good of the whole "
        "person and of the community; a priest or catechist can help apply this to a concrete "
        "situation.",
        "related": [
            "What does {title} say about {topic}?",
            "How can a parish put {topic} into practice?",
            "Which saints are associated with {topic}?",
        ],
    },
    "es": {
        "intro": "**Respuesta de prueba (sandbox).** Este texto lo generó el entorno local de "
        "pruebas; no es una respuesta de Magisterium AI.",
        "topic": "Preguntas por *{topic}*. La enseñanza católica suele abordar una cuestión así "
        "leyendo juntas la Escritura y la Tradición, y mirando después lo que el Magisterio ha "
        "dicho más recientemente.",
        "source": "La fuente más cercana en la biblioteca de prueba es *{title}* ({ref}) [1].",
        "more": "Véase también {others}.",
        "none": "La biblioteca de prueba no tiene un documento sobre este tema; conviene empezar "
        "por el Catecismo de la Iglesia Católica [1].",
        "close": "En la práctica, estas cuestiones se valoran pensando en el bien de toda la "
        "persona y de la comunidad; un sacerdote o catequista puede ayudar a aplicarlo a cada "
        "caso.",
        "related": [
            "¿Qué dice {title} sobre {topic}?",
            "¿Cómo puede una parroquia vivir {topic} en la práctica?",
            "¿Qué santos se relacionan con {topic}?",
        ],
    },
    "pt": {
        "intro": "**Resposta de teste (sandbox).** Este texto foi gerado pelo ambiente local de "
        "testes; não é uma resposta da Magisterium AI.",
        "topic": "Você perguntou sobre *{topic}*. O ensino católico costuma tratar uma questão "
        "assim lendo juntas a Escritura e a Tradição, e depois o que o Magistério disse mais "
        "recentemente.",
        "source": "A fonte mais próxima na biblioteca de teste é *{title}* ({ref}) [1].",
        "more": "Veja também {others}.",
        "none": "A biblioteca de teste não tem um documento sobre este tema; comece pelo "
        "Catecismo da Igreja Católica [1].",
        "close": "Na prática, essas questões são pensadas a partir do bem de toda a pessoa e da "
        "comunidade; um sacerdote ou catequista pode ajudar a aplicá-las a cada situação.",
        "related": [
            "O que diz {title} sobre {topic}?",
            "Como uma paróquia pode viver {topic} na prática?",
            "Que santos estão ligados a {topic}?",
        ],
    },
    "it": {
        "intro": "**Risposta di prova (sandbox).** Questo testo è stato composto dall'ambiente "
        "locale di prova; non è una risposta di Magisterium AI.",
        "topic": "Hai chiesto di *{topic}*. L'insegnamento cattolico affronta di solito una "
        "domanda simile leggendo insieme la Scrittura e la Tradizione, e poi ciò che il "
        "Magistero ha detto più di recente.",
        "source": "La fonte più vicina nella biblioteca di prova è *{title}* ({ref}) [1].",
        "more": "Vedi anche {others}.",
        "none": "La biblioteca di prova non ha un documento su questo tema; conviene partire dal "
        "Catechismo della Chiesa Cattolica [1].",
        "close": "In pratica queste domande si valutano pensando al bene di tutta la persona e "
        "della comunità; un sacerdote o un catechista può aiutare ad applicarle al caso "
        "concreto.",
        "related": [
            "Che cosa dice {title} su {topic}?",
            "Come può una parrocchia vivere {topic} nella pratica?",
            "Quali santi sono legati a {topic}?",
        ],
    },
    "hr": {
        "intro": "**Probni odgovor (sandbox).** Ovaj je tekst sastavilo lokalno probno "
        "okruženje; nije odgovor Magisterium AI-ja.",
        "topic": "Pitali ste o temi *{topic}*. Katolički nauk takvo pitanje obično promatra "
        "čitajući zajedno Sveto pismo i Predaju, a zatim ono što je Učiteljstvo novije rekao.",
        "source": "Najbliži izvor u probnoj knjižnici je *{title}* ({ref}) [1].",
        "more": "Vidi također {others}.",
        "none": "Probna knjižnica nema dokument o ovoj temi; dobro je početi od Katekizma "
        "Katoličke Crkve [1].",
        "close": "U praksi se takva pitanja promišljaju s obzirom na dobro cijele osobe i "
        "zajednice; svećenik ili vjeroučitelj može pomoći u primjeni na konkretnu situaciju.",
        "related": [
            "Što {title} kaže o temi {topic}?",
            "Kako župa može u praksi živjeti temu {topic}?",
            "Koji su sveci povezani s temom {topic}?",
        ],
    },
}

_EXTERNAL = {
    "title": "The Holy See — official website",
    "url": "https://www.vatican.va/",
    "ref": "External source",
}


def detect_language(text: str) -> str:
    """ISO code of the likeliest of en, es, pt, it, hr; English when nothing stands out."""
    lowered = text.casefold()
    words = re.findall(r"[^\W\d_]+", lowered)
    scores = {lang: sum(1 for w in words if w in vocab) for lang, vocab in _LANGUAGE_WORDS.items()}
    for lang, letters in _LANGUAGE_LETTERS.items():
        scores[lang] += 3 * sum(lowered.count(letter) for letter in letters)
    scores["pt"] += 2 * len(re.findall(r"ção|ções", lowered))
    best = max(scores, key=lambda lang: (scores[lang], lang == "en"))
    return best if scores[best] > 0 else "en"


def _topic(question: str, language: str) -> str:
    """The stretch of the question from its first to its last content word (at most six)."""
    words = re.findall(r"[^\W\d_][\w'-]*", question)
    vocab = _LANGUAGE_WORDS[language]
    content = [
        i
        for i, word in enumerate(words)
        if len(fold(word)) > 2
        and word.casefold() not in vocab
        and fold(word) not in documents.STOP_WORDS
    ]
    if not content:
        return _NO_TOPIC[language]
    last = max(i for i in content if i - content[0] < 6)
    return " ".join(words[content[0] : last + 1]).lower()


_NO_TOPIC = {
    "en": "this question",
    "es": "esta cuestión",
    "pt": "esta questão",
    "it": "questa domanda",
    "hr": "ovo pitanje",
}


def _citation(doc_id: str) -> dict[str, Any]:
    doc = documents.document_fetch(doc_id) or {}
    return {"id": doc_id, "title": doc.get("title"), "url": doc.get("url"), "ref": doc.get("ref")}


def answer_question(question: str) -> dict[str, Any]:
    language = detect_language(question)
    template = _TEMPLATES[language]
    hostile = HOSTILE_TRIGGER in question.casefold()
    found = [r["id"] for r in documents.document_search(question, limit=MAX_CITATIONS + 1)]
    if not hostile:
        found = [doc_id for doc_id in found if doc_id != HOSTILE_TRIGGER]
    elif HOSTILE_TRIGGER not in found:
        found.insert(0, HOSTILE_TRIGGER)
    citations = [_citation(doc_id) for doc_id in found[:MAX_CITATIONS]]
    topic = _topic(question, language)
    paragraphs = [template["intro"], template["topic"].format(topic=topic)]
    if citations:
        first = citations[0]
        paragraphs.append(template["source"].format(title=first["title"], ref=first["ref"]))
        if len(citations) > 1:
            others = ", ".join(f"*{c['title']}* [{n}]" for n, c in enumerate(citations[1:], 2))
            paragraphs.append(template["more"].format(others=others))
        related_title = first["title"]
    else:
        paragraphs.append(template["none"])
        citations = [_citation("catechism"), dict(_EXTERNAL)]
        related_title = citations[0]["title"]
    if hostile:
        paragraphs.append(HOSTILE_PAYLOAD)
    paragraphs.append(template["close"])
    related = [q.format(title=related_title, topic=topic) for q in template["related"]]
    return {
        "text": "\n\n".join(paragraphs),
        "citations": citations,
        "related_questions": related,
        "language": language,
        "sandbox": True,
    }
