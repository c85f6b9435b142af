"""Which of the portal's five languages a text from upstream is written in.

Upstream's prose (reading texts, martyrology entries, answers, biographies, documents) comes in
whatever language upstream wrote it, and says nothing about it. A page marks such a text with
its language (`lang`, so screen readers and hyphenation follow it) and, where it differs from
the page's, says so in a short note. The language is recognised by py3langid (langid.py's
maintained fork: a naive Bayes model over byte n-grams, bundled with the package), limited to
the interface languages. Texts too short to tell are taken as `default`.
"""

from __future__ import annotations

import functools
import threading
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.utils import translation

# The portal's interface languages, the one list: a code and the language's own name, in the
# order the language menu lists them. settings.LANGUAGES is this list, and every other place
# (the vocabulary tables, the language guesser below) reads settings or `CODES`.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("es", "Español"),
    ("pt", "Português"),
    ("it", "Italiano"),
    ("hr", "Hrvatski"),
)
CODES: tuple[str, ...] = tuple(code for code, _name in LANGUAGES)

# Below this many letters a guess is no better than the default (a name, a heading).
MIN_LETTERS = 24
# A guess less sure than this is no better than the default either.
MIN_CONFIDENCE = 0.8


@dataclass(frozen=True)
class Shown:
    """A text for a page and the language it is in: the page's own, or upstream's where the
    portal could not say it in the page's language. Templates mark a foreign one with `lang`
    (core/_shown.html)."""

    text: str
    lang: str

    def __str__(self) -> str:
        return self.text

    def __bool__(self) -> bool:
        return bool(self.text)

    @property
    def foreign(self) -> bool:
        """In another language than the page's."""
        return self.lang != page_language()


def page_language() -> str:
    """The active interface language's code ("es" for "es-ar")."""
    language = (translation.get_language() or settings.LANGUAGE_CODE).split("-")[0]
    return language if language in _languages() else settings.LANGUAGE_CODE.split("-")[0]


_identifier: Any = None
_identifier_lock = threading.Lock()


def _languages() -> list[str]:
    return [code for code, _name in settings.LANGUAGES]


def _classifier() -> Any:
    """The model, loaded once per process (about a second), limited to our languages."""
    global _identifier
    with _identifier_lock:
        if _identifier is None:
            from py3langid.langid import MODEL_FILE, LanguageIdentifier

            identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
            identifier.set_languages(_languages())
            _identifier = identifier
        return _identifier


@functools.lru_cache(maxsize=1024)
def _classified(sample: str) -> tuple[str, float]:
    language, confidence = _classifier().classify(sample)
    return str(language), float(confidence)


def text_language(text: str | None, *, default: str = "en") -> str:
    """The interface language `text` is written in, or `default` when it cannot be told."""
    sample = (text or "")[:2000]
    if sum(character.isalpha() for character in sample) < MIN_LETTERS:
        return default
    language, confidence = _classified(sample)
    return language if confidence >= MIN_CONFIDENCE else default
