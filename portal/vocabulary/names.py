"""One name in the portal's five languages."""

from __future__ import annotations

from dataclasses import dataclass, field

from portal.core.languages import CODES as LANGUAGES


@dataclass(frozen=True)
class Names:
    """A name in each language, as that language's liturgical books write it. `short` holds a
    shorter form per language (at most 32 characters) where the full name is longer: an
    iCalendar event's title must fit a calendar cell."""

    en: str
    es: str
    pt: str
    it: str
    hr: str
    short: dict[str, str] = field(default_factory=dict)

    def in_language(self, language: str) -> str:
        return str(getattr(self, language if language in LANGUAGES else "en"))

    def short_in(self, language: str) -> str:
        return self.short.get(language) or self.in_language(language)
