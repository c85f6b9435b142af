"""The books of the Bible and the references in each language (portal.vocabulary.bible)."""

from __future__ import annotations

import pytest

from portal.vocabulary.bible import (
    ALIASES,
    BOOKS,
    REFERENCE_STYLE,
    book_and_rest,
    localize_reference,
)
from portal.vocabulary.names import LANGUAGES
from sandbox.catalog import lectionary, liturgy

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def _sandbox_references() -> list[str]:
    """Every reference the sandbox can send: the lectionary's rows in each Sunday cycle, and
    the samples that stand in for Ordinary Time weekdays."""
    found = {
        reference
        for key in sorted(lectionary.keys())
        for cycle in "ABC"
        for _, reference in lectionary.readings(key, cycle) or []
    }
    found.update(liturgy._SAMPLE_FIRST, liturgy._SAMPLE_PSALMS, liturgy._SAMPLE_GOSPELS)
    return sorted(found)


def test_the_canon_has_73_books_each_named_in_five_languages() -> None:
    assert len(BOOKS) == 73
    for key, names in BOOKS.items():
        assert names.en == key
        for language in LANGUAGES:
            assert names.in_language(language).strip(), (key, language)


def test_numbered_books_keep_their_number_in_every_language() -> None:
    for key, names in BOOKS.items():
        if key[0].isdigit():
            for language in LANGUAGES:
                assert names.in_language(language).startswith(key[:2]), (key, language)


def test_every_alias_names_a_book_and_none_is_ambiguous() -> None:
    folded: dict[str, str] = {name.lower(): name for name in BOOKS}
    for alias, key in ALIASES.items():
        assert key in BOOKS, alias
        assert folded.get(alias.lower(), key) == key, alias
        assert book_and_rest(f"{alias} 1:1") == (key, "1:1"), alias


@pytest.mark.parametrize(
    ("alias", "key"),
    [
        ("Psalms", "Psalm"),
        ("Song of Solomon", "Song of Songs"),
        ("Canticle of Canticles", "Song of Songs"),
        ("Ecclesiasticus", "Sirach"),
        ("Qoheleth", "Ecclesiastes"),
        ("Apocalypse", "Revelation"),
        ("I Kings", "1 Kings"),
        ("First Kings", "1 Kings"),
        ("1 Kgs", "1 Kings"),
        ("Tobias", "Tobit"),
        ("II Cor", "2 Corinthians"),
        ("3 Jn", "3 John"),
    ],
)
def test_named_aliases(alias: str, key: str) -> None:
    assert ALIASES[alias] == key


def test_every_sandbox_abbreviation_resolves() -> None:
    for abbreviation, name in lectionary.BOOKS.items():
        assert name in BOOKS, name
        assert book_and_rest(f"{abbreviation} 3:1-4") == (name, "3:1-4"), abbreviation


def test_book_and_rest_takes_the_longest_whole_name() -> None:
    assert book_and_rest("Song of Songs 2:8-14") == ("Song of Songs", "2:8-14")
    assert book_and_rest("1 John 3:1-2") == ("1 John", "3:1-2")
    assert book_and_rest("John 3:1-2") == ("John", "3:1-2")
    assert book_and_rest("Philemon 9-10") == ("Philemon", "9-10")
    assert book_and_rest("Phil 1:4-6") == ("Philippians", "1:4-6")
    assert book_and_rest("Jude 3") == ("Jude", "3")
    assert book_and_rest("Judges 13:2") == ("Judges", "13:2")
    assert book_and_rest("  isa. 63:16 ") == ("Isaiah", "63:16")
    assert book_and_rest("FIRST   corinthians 1:3-9") == ("1 Corinthians", "1:3-9")
    assert book_and_rest("Psalm") == ("Psalm", "")


@pytest.mark.parametrize("reference", ["Johnson 1:1", "Isaac 2:3", "Songs 2:8", "Book 1:1", ""])
def test_book_and_rest_of_no_known_book(reference: str) -> None:
    assert book_and_rest(reference) is None


def test_every_language_has_a_style() -> None:
    assert set(REFERENCE_STYLE) == set(LANGUAGES)
    assert {style.range_dash for style in REFERENCE_STYLE.values()} == {"-"}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Isaiah 63:16b-17, 19b; 64:2-7"),
        ("es", "Isaías 63, 16b-17. 19b; 64, 2-7"),
        ("pt", "Isaías 63,16b-17.19b; 64,2-7"),
        ("it", "Isaia 63,16b-17.19b; 64,2-7"),
        ("hr", "Izaija 63, 16b-17.19b; 64, 2-7"),
    ],
)
def test_the_isaiah_example(language: str, expected: str) -> None:
    assert localize_reference("Isaiah 63:16b-17, 19b; 64:2-7", language) == expected
    assert localize_reference("Isa 63:16b-17,19b;64:2-7", language) == expected


@pytest.mark.parametrize(
    ("reference", "language", "expected"),
    [
        ("Psalm 80:2ac and 3b, 15-16, 18-19", "en", "Psalm 80:2ac, 3b, 15-16, 18-19"),
        ("Psalm 80:2ac and 3b, 15-16, 18-19", "es", "Salmo 80, 2ac. 3b. 15-16. 18-19"),
        ("Psalm 80:2ac and 3b, 15-16, 18-19", "pt", "Salmo 80,2ac.3b.15-16.18-19"),
        ("Psalm 80:2ac and 3b, 15-16, 18-19", "it", "Salmo 80,2ac.3b.15-16.18-19"),
        ("Psalm 80:2ac and 3b, 15-16, 18-19", "hr", "Psalam 80, 2ac.3b.15-16.18-19"),
        ("Matthew 26:14–27:66", "en", "Matthew 26:14–27:66"),
        ("Matthew 26:14–27:66", "es", "Mateo 26, 14–27, 66"),
        ("Matthew 26:14–27:66", "pt", "Mateus 26,14–27,66"),
        ("Matthew 26:14–27:66", "it", "Matteo 26,14–27,66"),
        ("Matthew 26:14–27:66", "hr", "Matej 26, 14–27, 66"),
        ("Matthew 26:14-27:66", "it", "Matteo 26,14–27,66"),
        ("1 Corinthians 1:3-9", "en", "1 Corinthians 1:3-9"),
        ("1 Corinthians 1:3-9", "es", "1 Corintios 1, 3-9"),
        ("1 Corinthians 1:3-9", "pt", "1 Coríntios 1,3-9"),
        ("1 Corinthians 1:3-9", "it", "1 Corinzi 1,3-9"),
        ("1 Corinthians 1:3-9", "hr", "1 Korinćanima 1, 3-9"),
        ("Psalm 23", "en", "Psalm 23"),
        ("Psalm 23", "es", "Salmo 23"),
        ("Psalm 23", "pt", "Salmo 23"),
        ("Psalm 23", "it", "Salmo 23"),
        ("Psalm 23", "hr", "Psalam 23"),
        # Upstream's other spellings come out in the keys' names and the English style.
        ("1 Cor 1:3-9", "en", "1 Corinthians 1:3-9"),
        ("Psalms 23:1–3a", "en", "Psalm 23:1-3a"),
        ("Acts 17:15, 22-18:1", "en", "Acts 17:15, 22–18:1"),
        ("Acts 17:15, 22-18:1", "it", "Atti degli Apostoli 17,15.22–18,1"),
        # A book of one chapter gives its verses only.
        ("Philemon 9-10, 12-17", "es", "Filemón 9-10. 12-17"),
        ("Esther C:12, 14-16, 23-25", "pt", "Ester C,12.14-16.23-25"),
        # A psalm's refrain: a passage of the psalm, or of another book.
        ("Psalm 122:1-2, 3-4 (R. cf. 1)", "it", "Salmo 122,1-2.3-4 (R. cf. 1)"),
        ("Psalm 1:1-2, 3, 4, 6 (R. 40:5a)", "es", "Salmo 1, 1-2. 3. 4. 6 (R. 40, 5a)"),
        ("Luke 1:46-48, 49-50 (R. Isaiah 61:10b)", "hr", "Luka 1, 46-48.49-50 (R. Izaija 61, 10b)"),
        ("Psalm 24:1-2 (R. cf. 6)", "hr", "Psalam 24, 1-2 (R. usp. 6)"),
        # An acclamation's allusion and a reading's alternatives.
        ("See Mt 24:42a, 44", "es", "Cf. Mateo 24, 42a. 44"),
        ("Matthew 26:14–27:66 or 27:11-54", "pt", "Mateus 26,14–27,66 ou 27,11-54"),
        # A language the portal does not have falls back to English, as Names does.
        ("Isa 2:1-5", "de", "Isaiah 2:1-5"),
    ],
)
def test_localize_reference(reference: str, language: str, expected: str) -> None:
    assert localize_reference(reference, language) == expected


@pytest.mark.parametrize(
    "reference",
    [
        "Hezekiah 1:1",
        "Gospel of Thomas 1:1",
        "Psalm of David",
        "Isaiah 63:16b-17;",
        "Isaiah 63:",
        "Psalm 23 (R. Alleluia)",
        "27:11-54 or Matthew 26:14",
        "Philemon 9-2:1",
        "",
    ],
)
def test_localize_reference_of_what_does_not_parse(reference: str) -> None:
    for language in LANGUAGES:
        assert localize_reference(reference, language) is None


def test_every_sandbox_reference_localizes_in_every_language() -> None:
    references = _sandbox_references()
    assert len(references) > 300
    for reference in references:
        english = localize_reference(reference, "en")
        assert english is not None, reference
        # Normalising twice changes nothing, and only the dash of a range across chapters
        # is new ("22-18:1" → "22–18:1").
        assert localize_reference(english, "en") == english, reference
        assert english.replace("–", "-") == reference.replace("–", "-"), reference
        found = book_and_rest(reference)
        assert found is not None, reference
        for language in LANGUAGES:
            localized = localize_reference(reference, language)
            assert localized, (reference, language)
            assert localized.startswith(BOOKS[found[0]].in_language(language) + " "), reference
