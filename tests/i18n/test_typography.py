"""Each language's own quotation marks in its catalogue: «…» in Spanish, Italian and
European Portuguese (the portal's), „…“ in Croatian; never another language's."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

LOCALE = Path(__file__).resolve().parents[2] / "locale"
# Characters a translation in that language must not contain: other languages' quotes.
FOREIGN_QUOTES = {
    "es": "“”„",
    "it": "“”„",
    "pt": "“”„",
    "hr": "”«»",
}


@pytest.mark.parametrize("language", sorted(FOREIGN_QUOTES))
def test_translations_use_their_languages_quotation_marks(language):
    catalogue = polib.pofile(str(LOCALE / language / "LC_MESSAGES" / "django.po"))
    wrong = [
        (entry.msgid[:50], text[:80])
        for entry in catalogue
        for text in [entry.msgstr, *entry.msgstr_plural.values()]
        if any(mark in text for mark in FOREIGN_QUOTES[language])
    ]
    assert wrong == []
