"""The sandbox library: about two hundred Church documents and ranked search over them.

Titles, authors, dates, types and original languages are public facts; every summary and body
is a short description written for the sandbox, never the document's own text. The catalog and
its search index are built once, on first use.
"""

from __future__ import annotations

import functools
from typing import Any

from sandbox.catalog import (
    document_data_church,
    document_data_curia,
    document_data_earlier,
    document_data_fathers,
    document_data_john_paul,
    document_data_recent,
)
from sandbox.catalog.document_index import STOP_WORDS, DocumentIndex
from sandbox.catalog.document_record import (
    CATECHISM,
    COUNCIL,
    LANGUAGES,
    PATRISTIC,
    POPE_PATHS,
    Doc,
    default_url,
)
from sandbox.catalog.search import word_list

__all__ = ["STOP_WORDS", "all_documents", "document_fetch", "document_search"]

NOTICE = "*Sandbox summary written for this imitation service; it is not the document's text.*"

MONTHS = word_list(
    "January February March April May June July August September October November December"
)

# A fixture, not a Church document: its body carries payloads that must render harmlessly.
_HOSTILE = Doc(
    "sandbox-hostile",
    "Sandbox rendering test",
    "Sandbox",
    "2025-01-01",
    "Test fixture",
    "en",
    "sandbox, rendering test, fixture",
    "This sandbox document exists to test safe rendering of untrusted text.",
    ref="Test fixture, not a Church document",
    url="https://sandbox.invalid/documents/sandbox-hostile",
)
_HOSTILE_PARAGRAPHS = [
    "This sandbox document exists to test safe rendering of untrusted text.",
    "Script: <script>alert(1)</script>",
    "Image: <img src=x onerror=alert(1)>",
    "Links: [click me](javascript:alert(1)) and "
    "[data link](data:text/html,<script>alert(1)</script>)",
    "If you see an alert box, the rendering test has failed.",
]

# What each kind of document is (our own words), shown in the reader under the summary.
_KIND_NOTES = {
    "Encyclical": "An encyclical is a circular letter in which a pope addresses the whole "
    "Church, and often all people of good will, on a question of faith, morals or social life. "
    "It is known by the first words of its official text.",
    "Apostolic Exhortation": "An apostolic exhortation is a papal document that encourages "
    "the faithful in some part of Christian life; it teaches and guides rather than legislates.",
    "Post-Synodal Apostolic Exhortation": "A post-synodal apostolic exhortation gathers the "
    "work of an assembly of the Synod of Bishops, which the pope then offers to the whole "
    "Church in his own name.",
    "Apostolic Constitution": "An apostolic constitution is the most solemn form of papal "
    "document, used for dogmatic definitions, for promulgating codes and liturgical books, and "
    "for ordering the Church's institutions.",
    "Apostolic Letter": "An apostolic letter is a papal document written to the Church or to a "
    "part of it, often for an anniversary or on a single theme.",
    "Apostolic Letter motu proprio": "A motu proprio is an apostolic letter the pope issues on "
    "his own initiative, usually to make or change a law of the Church.",
    "Bull of Indiction": "A bull of indiction is the papal document that announces a jubilee "
    "or holy year, explains its meaning and sets its dates.",
    "Letter": "A papal letter speaks to a particular group of readers in a personal tone.",
    CATECHISM: "The Catechism of the Catholic Church was published by Pope John Paul II with "
    "the apostolic constitution Fidei depositum. It has four parts (the profession of faith, "
    "the celebration of the Christian mystery, life in Christ and Christian prayer) and its "
    "paragraphs are numbered continuously from 1 to 2865.",
    "Code of Canon Law": "A code gathers the laws (canons) of the Church in systematic order. "
    "The 1983 Code of Canon Law of the Latin Church has 1752 canons in seven books; the Eastern "
    "Catholic Churches have their own Code of Canons, promulgated in 1990.",
    PATRISTIC: "The Fathers of the Church are the writers of the first centuries whom the "
    "Church receives as witnesses of her tradition. Their works are in the public domain and "
    "widely available in translation.",
}
_COUNCIL_NOTE = (
    "The Second Vatican Council (1962–1965) approved sixteen documents: four constitutions, "
    "nine decrees and three declarations, each promulgated by Pope Paul VI together with the "
    "Council fathers."
)
_CURIA_NOTE = (
    "Documents of the offices of the Roman Curia are prepared by a dicastery (formerly a "
    "congregation or pontifical council) and approved by the pope, who decides how far they "
    "carry his authority."
)


def human_date(iso: str) -> str:
    """ "2015-05-24" → "24 May 2015"; a year alone ("0400") → "c. 400"."""
    if len(iso) == 4:
        return f"c. {int(iso)}"
    year, month, day = (int(part) for part in iso.split("-"))
    return f"{day} {MONTHS[month - 1]} {year}"


def _note(doc: Doc) -> str:
    if doc.author == COUNCIL:
        return _COUNCIL_NOTE
    if doc.type in _KIND_NOTES:
        return _KIND_NOTES[doc.type]
    return "" if doc.author in POPE_PATHS or doc.type == "Theological work" else _CURIA_NOTE


def _records() -> list[Doc]:
    records: list[Doc] = []
    for module in (
        document_data_recent,
        document_data_john_paul,
        document_data_earlier,
        document_data_church,
        document_data_curia,
        document_data_fathers,
    ):
        records.extend(module.DOCUMENTS)
    records.append(_HOSTILE)
    return records


def _body(doc: Doc) -> str:
    """A few paragraphs for the reader: facts, the summary, the kind of document, themes."""
    if doc.id == _HOSTILE.id:
        return "\n\n".join([f"# {doc.title}", NOTICE, *_HOSTILE_PARAGRAPHS])
    language = LANGUAGES.get(doc.language, doc.language)
    facts = f"**{doc.type}** · {doc.author} · {human_date(doc.date)} · original text in {language}"
    paragraphs = [f"# {doc.title}", NOTICE]
    if doc.subtitle:
        paragraphs.append(f"*{doc.subtitle}*")
    paragraphs += [facts, "## Summary", doc.summary]
    note = _note(doc)
    if note:
        paragraphs += ["## About this kind of document", note]
    paragraphs += ["## Themes", ", ".join(k.strip() for k in doc.keywords.split(",")) + "."]
    return "\n\n".join(paragraphs)


def _related(neighbours: list[Doc]) -> list[dict[str, str]]:
    """The same author's other documents, sent as data (the document's `related`), so a client
    can link each to its own page: more from the author in this library."""
    return [{"id": n.id, "title": n.title, "date": n.date} for n in neighbours]


def _neighbours(doc: Doc, records: list[Doc], count: int = 4) -> list[Doc]:
    """Other documents of the same author, nearest in date first."""
    same = [r for r in records if r.author == doc.author and r.id != doc.id]
    year = int(doc.date[:4])
    same.sort(key=lambda r: (abs(int(r.date[:4]) - year), r.date, r.id))
    return same[:count]


@functools.cache
def _catalog() -> dict[str, dict[str, Any]]:
    records = _records()
    out: dict[str, dict[str, Any]] = {}
    for doc in records:
        if doc.id in out:
            raise ValueError(f"duplicate document id {doc.id!r}")
        out[doc.id] = {
            "id": doc.id,
            "title": doc.title,
            "author": doc.author,
            "ref": doc.ref or f"{doc.type}, {human_date(doc.date)}",
            "url": doc.url or default_url(doc),
            "body": _body(doc),
            "related": _related(_neighbours(doc, records)),
            "date": doc.date,
            "type": doc.type,
            "language": doc.language,
            "subtitle": doc.subtitle,
            "summary": doc.summary,
            "keywords": [k.strip() for k in doc.keywords.split(",") if k.strip()],
        }
    return out


@functools.cache
def _index() -> DocumentIndex:
    return DocumentIndex(
        {
            doc_id: {
                "title": f"{doc['title']} {doc['subtitle']}",
                "keywords": ", ".join(doc["keywords"]),
                "summary": doc["summary"],
                "byline": f"{doc['author']} {doc['type']}",
            }
            for doc_id, doc in _catalog().items()
        }
    )


def document_search(query: str, limit: int = 10) -> list[dict[str, Any]]:
    """The best `limit` documents for `query`, best first; [] when nothing matches.

    Each hit has the upstream's `id`, `url` and `title`, plus `author`, `date` (ISO 8601: a
    full date, or a year alone for ancient works), `type` and `summary` (a few sentences of
    plain text), which clients may ignore.
    """
    catalog = _catalog()
    fields = ("id", "url", "title", "author", "date", "type", "summary")
    return [
        {name: catalog[doc_id][name] for name in fields}
        for doc_id in _index().search(query or "", limit)
    ]


def document_fetch(doc_id: str) -> dict[str, Any] | None:
    doc = _catalog().get((doc_id or "").strip())
    return dict(doc) if doc else None


def all_documents() -> list[dict[str, Any]]:
    return [dict(doc) for doc in _catalog().values()]
