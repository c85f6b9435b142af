"""Every papal name upstream can send is known in each language, with its numeral kept."""

from __future__ import annotations

import pytest

from portal.vocabulary.papal_names import LANGUAGES, PAPAL_NAMES, PapalName, pope_name
from sandbox.catalog.popes import _POPES

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

SANDBOX_NAMES = sorted({row[0] for row in _POPES})


def test_every_entry_has_all_five_forms() -> None:
    for key, forms in PAPAL_NAMES.items():
        assert forms.en == key
        for language in LANGUAGES:
            value = forms.in_language(language)
            assert value, (key, language)
            assert value == value.strip(), (key, language)


def test_every_papal_name_in_the_sandbox_is_listed() -> None:
    bases = {
        " ".join(w for w in name.split() if not set(w) <= set("IVXLC")) for name in SANDBOX_NAMES
    }
    assert bases <= set(PAPAL_NAMES)
    assert len(bases) == 81


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sandbox_pope_has_a_name_in_each_language(language: str) -> None:
    for name in SANDBOX_NAMES:
        assert pope_name(name, language) is not None, (name, language)


def test_the_numeral_is_kept() -> None:
    for name in SANDBOX_NAMES:
        numeral = name.split()[-1]
        if set(numeral) <= set("IVXLC"):
            for language in ("es", "pt", "it"):
                assert str(pope_name(name, language)).endswith(f" {numeral}"), (name, language)
            assert str(pope_name(name, "hr")).endswith(f" {numeral}."), name


@pytest.mark.parametrize(
    ("name", "language", "expected"),
    [
        ("John Paul II", "en", "John Paul II"),
        ("John Paul II", "es", "Juan Pablo II"),
        ("John Paul II", "pt", "João Paulo II"),
        ("John Paul II", "it", "Giovanni Paolo II"),
        ("John Paul II", "hr", "Ivan Pavao II."),
        ("Benedict XVI", "en", "Benedict XVI"),
        ("Benedict XVI", "es", "Benedicto XVI"),
        ("Benedict XVI", "pt", "Bento XVI"),
        ("Benedict XVI", "it", "Benedetto XVI"),
        ("Benedict XVI", "hr", "Benedikt XVI."),
        ("Leo XIV", "en", "Leo XIV"),
        ("Leo XIV", "es", "León XIV"),
        ("Leo XIV", "pt", "Leão XIV"),
        ("Leo XIV", "it", "Leone XIV"),
        ("Leo XIV", "hr", "Lav XIV."),
        ("Peter", "en", "Peter"),
        ("Peter", "es", "Pedro"),
        ("Peter", "pt", "Pedro"),
        ("Peter", "it", "Pietro"),
        ("Peter", "hr", "Petar"),
        ("Gregory I", "en", "Gregory I"),
        ("Gregory I", "es", "Gregorio I"),
        ("Gregory I", "pt", "Gregório I"),
        ("Gregory I", "it", "Gregorio I"),
        ("Gregory I", "hr", "Grgur I."),
        ("Francis", "it", "Francesco"),
        ("Francis", "hr", "Franjo"),
        ("Pius XII", "es", "Pío XII"),
        ("Sixtus IV", "hr", "Siksto IV."),
        ("Nicholas V", "it", "Niccolò V"),
        ("Stephen II", "pt", "Estêvão II"),
    ],
)
def test_examples(name: str, language: str, expected: str) -> None:
    assert pope_name(name, language) == expected


def test_english_is_normalised() -> None:
    assert pope_name("  john  paul ii ", "en") == "John Paul II"
    assert pope_name("LEO xiv", "en") == "Leo XIV"
    assert pope_name("leo xiv", "es") == "León XIV"


@pytest.mark.parametrize(
    "name", ["Pope John Paul II", "Saint Peter", "Blessed Pius IX", "Pope Leo XIV"]
)
def test_a_title_is_left_to_the_caller(name: str) -> None:
    assert pope_name(name, "es") is None


@pytest.mark.parametrize(
    "name", ["", "II", "Hildebrand", "Gregory the Great", "Leo 14", "Leo IIII"]
)
def test_unknown_names(name: str) -> None:
    assert pope_name(name, "it") is None


def test_an_unknown_language_falls_back_to_english() -> None:
    assert PapalName("Leo", "León", "Leão", "Leone", "Lav").in_language("de") == "Leo"
    assert pope_name("Leo XIV", "de") == "Leo XIV"
