"""Deterministic sample data and skill logic of the sandbox (stdlib only, built lazily once).

Every record is sandbox data: names, dates, titles and URLs are public facts or invented, and
every prose body is short text written for the sandbox.
"""

from sandbox.catalog.answers import answer_question
from sandbox.catalog.documents import document_fetch, document_search
from sandbox.catalog.liturgy import martyrology, mass_readings, parse_date_query
from sandbox.catalog.lookups import (
    diocese_lookup,
    diocese_statistics,
    person_lookup,
    pope_lookup,
    saint_lookup,
)

__all__ = [
    "answer_question",
    "diocese_lookup",
    "diocese_statistics",
    "document_fetch",
    "document_search",
    "martyrology",
    "mass_readings",
    "parse_date_query",
    "person_lookup",
    "pope_lookup",
    "saint_lookup",
]
