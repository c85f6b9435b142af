"""One name in the portal's five languages."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

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


def other_wordings(
    table: dict[str, Names], wordings: dict[str, tuple[str, str | None]]
) -> dict[str, Names]:
    """Entries for another English wording of days `table` has: {wording: (the entry it shares
    the other languages' names with, its short English form or None)}."""
    entries = {}
    for english, (same_as, short) in wordings.items():
        shorts = {language: s for language, s in table[same_as].short.items() if language != "en"}
        entries[english] = replace(
            table[same_as], en=english, short=shorts | ({"en": short} if short else {})
        )
    return entries
