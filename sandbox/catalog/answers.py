"""Deterministic sandbox answers (catholic_qa) in the question's language, citing library documents.

A question that mentions one of the curated topics (answer_topics.py) gets that topic's prepared
answer, written in English, Spanish, Portuguese, Italian or Croatian (answer_texts_<lang>.py).
Any other question gets an honest sandbox answer that lists the nearest documents the library
search finds; it never quotes the question back. Everything is offline and deterministic.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import sandbox.catalog.answer_texts_en as answer_texts_en
import sandbox.catalog.answer_texts_es as answer_texts_es
import sandbox.catalog.answer_texts_hr as answer_texts_hr
import sandbox.catalog.answer_texts_it as answer_texts_it
import sandbox.catalog.answer_texts_pt as answer_texts_pt
from sandbox.catalog.answer_topics import BY_KEY, DEFAULT_RELATED, LANGUAGES, MIN_SCORE, TOPICS

# The same functions the document_search and document_fetch skills use.
from sandbox.catalog.documents import document_fetch, document_search
from sandbox.catalog.search import fold, word_list

HOSTILE_TRIGGER = "sandbox-hostile"
HOSTILE_PAYLOAD = (
    "Rendering test: <script>alert(1)</script> <img src=x onerror=alert(1)> "
    "[click me](javascript:alert(1)) [data link](data:text/html,<script>alert(1)</script>)"
)
MAX_CITATIONS = 3
EXTERNAL_URL = "https://www.vatican.va/"

TEXTS: dict[str, ModuleType] = {
    "en": answer_texts_en,
    "es": answer_texts_es,
    "pt": answer_texts_pt,
    "it": answer_texts_it,
    "hr": answer_texts_hr,
}

# Frequent short words of each language; a question is scored by how many it uses.
_LANGUAGE_WORDS = {
    "en": set(
        word_list(
            "the what does is are how why about of and to in church teach who which can "
            "should do saint pope when where i we my our a an it must have has"
        )
    ),
    "es": set(
        word_list(
            "el la los las qué que es por para una cómo iglesia y del dice sobre cuál enseña "
            "se con lo según hay santo puedo debo hay hacer cuándo dónde"
        )
    ),
    "pt": set(
        word_list(
            "o os as não que é do da dos das em uma como igreja sobre diz qual você ensina "
            "com ao pela pelo há santo posso devo fazer quando onde"
        )
    ),
    "it": set(
        word_list(
            "il lo gli le che è di del della una come chiesa cosa perché dice sulla insegna "
            "per con sono nel nella santo ci si cos può posso devo fare quando dove la se ho al "
            "qual quale chi"
        )
    ),
    "hr": set(
        word_list(
            "je što kako crkva crkve u i na se li zašto koji koja o katolička kaže uči za "
            "da ili su sveti trebam mogu može kada gdje"
        )
    ),
}
# Letters that only one of the five languages uses.
_LANGUAGE_LETTERS = {"es": "ñ¿¡", "pt": "ãõç", "hr": "čćšžđ", "it": "èìòù"}
# Exact keywords shorter than this count only in the question's own language ("sin", "post").
_SHORT_WORD = 4


def detect_language(text: str) -> str:
    """ISO code of the likeliest of en, es, pt, it, hr; English when nothing stands out."""
    scores = _language_scores(text)
    for lang, votes in _keyword_votes(_tokens(text)).items():
        scores[lang] += votes
    best = max(scores, key=lambda lang: (scores[lang], lang == "en"))
    return best if scores[best] > 0 else "en"


def _language_scores(text: str) -> dict[str, float]:
    lowered = text.casefold()
    words = re.findall(r"[^\W\d_]+", lowered)
    scores: dict[str, float] = {
        lang: sum(1 for w in words if w in vocab) for lang, vocab in _LANGUAGE_WORDS.items()
    }
    for lang, letters in _LANGUAGE_LETTERS.items():
        scores[lang] += 3 * sum(lowered.count(letter) for letter in letters)
    scores["pt"] += 2 * len(re.findall(r"ção|ções", lowered))
    return scores


# -- keyword matching ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Pattern:
    words: tuple[tuple[str, bool], ...]  # (folded word, is a prefix)
    weight: float
    languages: frozenset[str]  # the languages whose keyword lists hold this pattern

    @property
    def short(self) -> bool:
        return len(self.words) == 1 and not self.words[0][1] and len(self.words[0][0]) < _SHORT_WORD


def _parse(keyword: str) -> tuple[tuple[str, bool], ...]:
    return tuple((fold(w.rstrip("*")), w.endswith("*")) for w in keyword.split())


@functools.cache
def _patterns() -> dict[str, tuple[_Pattern, ...]]:
    """Each topic's keyword patterns, merged across languages (one pattern, several languages)."""
    compiled: dict[str, tuple[_Pattern, ...]] = {}
    for topic in TOPICS:
        merged: dict[tuple[tuple[str, bool], ...], tuple[float, set[str]]] = {}
        for lang, keywords in topic.keywords.items():
            for keyword in keywords.split(","):
                text, _, weight_text = keyword.partition("/")
                weight = float(weight_text or 1)
                words = _parse(text)
                old_weight, langs = merged.get(words, (0.0, set()))
                merged[words] = (max(old_weight, weight), langs | {lang})
        compiled[topic.key] = tuple(
            _Pattern(words=words, weight=weight, languages=frozenset(langs))
            for words, (weight, langs) in merged.items()
        )
    return compiled


def _tokens(text: str) -> list[str]:
    """Folded words; an apostrophe separates them ("dell'Eucaristia" is "dell", "eucaristia")."""
    return fold(re.sub(r"['\u2019]", " ", text)).split()


def _word_matches(token: str, word: str, prefix: bool) -> bool:
    if prefix:
        return token.startswith(word)
    return token in (word, word + "s", word + "es")


def _occurs(pattern: _Pattern, tokens: list[str]) -> bool:
    size = len(pattern.words)
    return any(
        all(_word_matches(tokens[i + j], w, p) for j, (w, p) in enumerate(pattern.words))
        for i in range(len(tokens) - size + 1)
    )


def _keyword_votes(tokens: list[str]) -> dict[str, float]:
    """Language evidence from topic keywords: one vote for each word (or phrase) that only the
    keywords of a single language match ("confessar" matches Spanish "confes*" and Portuguese
    "confess*", so it is no evidence)."""
    votes = dict.fromkeys(LANGUAGES, 0.0)
    for token in tokens:
        languages: set[str] = set()
        for patterns in _patterns().values():
            for pattern in patterns:
                if (
                    len(pattern.words) == 1
                    and not pattern.short
                    and _word_matches(token, *pattern.words[0])
                ):
                    languages |= pattern.languages
        if len(languages) == 1:
            votes[languages.pop()] += 1
    for patterns in _patterns().values():
        for pattern in patterns:
            if len(pattern.words) > 1 and len(pattern.languages) == 1 and _occurs(pattern, tokens):
                votes[next(iter(pattern.languages))] += 1
    return votes


def topic_scores(question: str, language: str | None = None) -> dict[str, float]:
    """How strongly the question speaks of each curated topic (topics it never mentions left
    out). Short exact keywords ("sin", "post") only count in the question's own language."""
    language = language or detect_language(question)
    tokens = _tokens(question)
    scores: dict[str, float] = {}
    for topic in TOPICS:
        score = sum(
            pattern.weight
            for pattern in _patterns()[topic.key]
            if (language in pattern.languages or not pattern.short) and _occurs(pattern, tokens)
        )
        if score:
            scores[topic.key] = score
    return scores


def match_topic(question: str, language: str | None = None) -> str | None:
    """The key of the curated topic the question is about, or None: the best score of at least
    MIN_SCORE wins, and on a tie the topic listed first (the more specific one)."""
    scores = topic_scores(question, language)
    best = max(scores.values(), default=0.0)
    if best < MIN_SCORE:
        return None
    return next(topic.key for topic in TOPICS if scores.get(topic.key) == best)


def topic_question(topic_key: str, language: str) -> str:
    """The curated topic's own question, in `language`."""
    return TEXTS[language].TOPICS[topic_key][0]


# -- citations -----------------------------------------------------------------------------------


def _citation(doc_id: str, ref: str | None = None, text: str | None = None) -> dict[str, Any]:
    doc = document_fetch(doc_id) or {}
    citation = {
        "id": doc_id,
        "document_id": doc_id,
        "title": doc.get("title"),
        "url": doc.get("url"),
        "ref": ref or doc.get("ref"),
        "text": text if text is not None else _excerpt(doc),
    }
    passage = _passage(doc, text)
    return {**citation, "passage": passage} if passage else citation


def _plain_paragraphs(doc: dict[str, Any]) -> list[tuple[int, str]]:
    """(number, text) of the body's paragraphs of prose: numbered from 1 over all the blocks
    between blank lines, headings, the sandbox notice and italic or bold lines skipped."""
    return [
        (number, paragraph.strip())
        for number, paragraph in enumerate((doc.get("body") or "").split("\n\n"), 1)
        if paragraph.strip() and not paragraph.strip().startswith(("#", "*", ">", "-"))
    ]


def _passage(doc: dict[str, Any], note: str | None) -> dict[str, Any] | None:
    """Which paragraph of the document a citation cites, as upstream may say it: its number
    and its first sentence. The paragraph sharing most words with the citation's note, the
    first (the summary) on a tie or with no note."""
    paragraphs = _plain_paragraphs(doc)
    if not paragraphs:
        return None
    wanted = {w for w in _tokens(note or "") if len(w) > 3}
    number, text = max(paragraphs, key=lambda p: len(wanted & set(_tokens(p[1]))) - p[0] / 1000)
    sentence = re.match(r"(.+?[.!?])(?:\s|$)", text, flags=re.S)
    return {"paragraph": number, "quote": sentence.group(1) if sentence else text}


def _excerpt(doc: dict[str, Any]) -> str | None:
    """The first sentence of the first plain paragraph of a document's body (headings, the
    sandbox notice and italic or bold header lines skipped)."""
    for paragraph in (doc.get("body") or "").split("\n\n"):
        paragraph = paragraph.strip()
        if paragraph and not paragraph.startswith(("#", "*", ">", "-")):
            sentence = re.match(r"(.+?[.!?])(?:\s|$)", paragraph, flags=re.S)
            return sentence.group(1) if sentence else paragraph
    return None


def _source_line(citation: dict[str, Any], n: int) -> str:
    """*Title* (author; reference) [n], from the library's own record of the document."""
    doc = document_fetch(citation["document_id"]) or {}
    details = "; ".join(str(v) for v in (doc.get("author"), citation.get("ref")) if v)
    return f"*{citation['title']}* ({details}) [{n}]" if details else f"*{citation['title']}* [{n}]"


def _hostile_citation() -> dict[str, Any]:
    return _citation(HOSTILE_TRIGGER)


# -- answers -------------------------------------------------------------------------------------


def answer_question(question: str) -> dict[str, Any]:
    language = detect_language(question)
    hostile = HOSTILE_TRIGGER in question.casefold()
    topic_key = match_topic(question, language)
    if topic_key is not None:
        answer = _curated(topic_key, language, hostile)
    else:
        answer = _fallback(question, language, hostile)
    return {**answer, "language": language, "topic": topic_key, "sandbox": True}


def _curated(topic_key: str, language: str, hostile: bool) -> dict[str, Any]:
    texts = TEXTS[language]
    _question, body, notes = texts.TOPICS[topic_key]
    topic = BY_KEY[topic_key]
    citations = [
        _citation(doc_id, ref, note)
        for (doc_id, ref), note in zip(topic.citations, notes, strict=True)
    ]
    paragraphs = [texts.INTRO, body]
    if hostile:
        citations.append(_hostile_citation())
        paragraphs += [texts.FALLBACK["hostile"].format(n=len(citations)), HOSTILE_PAYLOAD]
    return {
        "text": "\n\n".join(paragraphs),
        "citations": citations,
        "related_questions": [topic_question(key, language) for key in topic.related],
    }


def _fallback(question: str, language: str, hostile: bool) -> dict[str, Any]:
    texts = TEXTS[language]
    phrases = texts.FALLBACK
    found = [r["id"] for r in document_search(question, limit=MAX_CITATIONS + 1)]
    found = [doc_id for doc_id in found if doc_id != HOSTILE_TRIGGER or hostile][:MAX_CITATIONS]
    if hostile and HOSTILE_TRIGGER not in found:
        found.append(HOSTILE_TRIGGER)
    paragraphs = [texts.INTRO]
    if found:
        citations = [_citation(doc_id) for doc_id in found]
        sources = [f"- {_source_line(c, n)}" for n, c in enumerate(citations, 1)]
        paragraphs += [phrases["no_answer"], "\n".join(sources)]
    else:
        citations = [
            _citation("catechism"),
            {
                "title": phrases["external_title"],
                "url": EXTERNAL_URL,
                "ref": phrases["external_ref"],
                "text": phrases["external_text"],
            },
        ]
        paragraphs.append(phrases["nothing_found"])
    if hostile:
        paragraphs.append(HOSTILE_PAYLOAD)
    paragraphs.append(phrases["prepared"])
    return {
        "text": "\n\n".join(paragraphs),
        "citations": citations,
        "related_questions": [
            topic_question(key, language)
            for key in _related_topics(found, topic_scores(question, language))
        ],
    }


def _related_topics(found: list[str], hints: dict[str, float]) -> list[str]:
    """Three curated topics near the found documents, then defaults. A document points to the
    topics that cite it and to the topic its title is about ("...: The Sacrament of Baptism");
    the nearest document weighs most. The Catechism as a whole is cited by nearly every topic,
    so it points nowhere. A topic the question itself mentions, too faintly to be answered
    (`hints`: "What did the Pope say?"), comes before all of these."""
    scores = {key: (len(found) + 1) * score for key, score in hints.items()}
    for rank, doc_id in enumerate(found):
        if doc_id == "catechism":
            continue
        weight = len(found) - rank
        doc = document_fetch(doc_id) or {}
        # A topic's first citation is its main source: it counts fully, the next ones less.
        pointed: dict[str, float] = {}
        for topic in TOPICS:
            cited = [d for d, _ in topic.citations]
            if doc_id in cited:
                pointed[topic.key] = 1 / (1 + cited.index(doc_id))
        if about := match_topic(doc.get("title") or "", "en"):
            pointed[about] = 1.0
        for key, share in pointed.items():
            scores[key] = scores.get(key, 0) + weight * share
    order = {topic.key: position for position, topic in enumerate(TOPICS)}
    chosen = sorted(scores, key=lambda key: (-scores[key], order[key]))[:3]
    for key in DEFAULT_RELATED:
        if len(chosen) < 3 and key not in chosen:
            chosen.append(key)
    return chosen
