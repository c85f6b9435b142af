"""Saints' and popes' names in the five languages (portal/vocabulary/people.py)."""

from __future__ import annotations

import pytest

from portal.vocabulary.people import pope_title, saint_name, saint_title

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Pope Saint John Paul II, Bishop of Rome"),
        ("es", "Papa San Juan Pablo II, obispo de Roma"),
        ("pt", "Papa São João Paulo II, Bispo de Roma"),
        ("it", "Papa San Giovanni Paolo II, vescovo di Roma"),
        ("hr", "Papa Sveti Ivan Pavao II., rimski biskup"),
    ],
)
def test_a_popes_title_in_each_language(language, expected):
    assert pope_title("Pope Saint John Paul II, Bishop of Rome", language) == expected


def test_plain_popes_and_unknown_names():
    assert pope_title("Pope Benedict XVI", "es") == "Papa Benedicto XVI"
    assert pope_title("Pope Nobody I", "es") is None
    assert pope_title("John Paul II", "es") is None  # not a pope's title


@pytest.mark.parametrize(
    ("name", "language", "expected"),
    [
        ("Saint Lucy", "es", "Santa Lucía"),
        ("Saint Jerome", "hr", "Sveti Jeronim"),
        ("Saint Francis of Assisi", "it", "San Francesco d'Assisi"),
        ("Saint Lucy", "en", "Saint Lucy"),
        ("Saint Nobody of Nowhere", "es", None),
    ],
)
def test_a_saint_of_the_calendar_in_each_language(name, language, expected):
    assert saint_name(name, language) == expected


# A saint the calendar does not name keeps upstream's name, after a title in the page's
# language with the gender and the form the calendar itself uses.
@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # A man, a woman (by the -a ending, and one the exception list knows), the blessed.
        ("Saint Sabinus", {"es": "San ", "pt": "São ", "it": "San ", "hr": "Sveti "}),
        ("Saint Theodora", {"es": "Santa ", "pt": "Santa ", "it": "Santa ", "hr": "Sveta "}),
        ("Saint Felicitas", {"es": "Santa ", "pt": "Santa ", "it": "Santa ", "hr": "Sveta "}),
        ("Blessed Marcian", {"es": "Beato ", "pt": "Beato ", "it": "Beato ", "hr": "Blaženi "}),
        ("Blessed Julia", {"es": "Beata ", "pt": "Beata ", "it": "Beata ", "hr": "Blažena "}),
        # The calendar teaches the gender of names that do not say it: Saint Agnes, Saint Clare.
        ("Saint Clare of Nowhere", {"es": "Santa ", "it": "Santa ", "hr": "Sveta "}),
        ("St. Victor", {"es": "San ", "hr": "Sveti "}),
        ("Bl. Secunda", {"es": "Beata ", "hr": "Blažena "}),
        # Spanish "Santo" before To-/Do-; Portuguese "Santo" before a vowel; Italian "Sant'"
        # before a vowel and "Santo" before s and a consonant; a man's name in -a.
        ("Saint Thomas More", {"es": "Santo ", "pt": "Santo ", "it": "San ", "hr": "Sveti "}),
        ("Saint Dominic Savio", {"es": "Santo ", "pt": "São ", "it": "San "}),
        ("Saint Toribio Romo", {"es": "Santo "}),
        ("Saint Aurelius", {"es": "San ", "pt": "Santo ", "it": "Sant'", "hr": "Sveti "}),
        ("Saint Agatha", {"es": "Santa ", "pt": "Santa ", "it": "Sant'", "hr": "Sveta "}),
        ("Saint Stephen Harding", {"es": "San ", "pt": "São ", "it": "Santo "}),
        ("Saint Andrea Bosco", {"es": "San ", "it": "Sant'"}),
    ],
)
def test_a_saint_the_calendar_does_not_name_gets_the_languages_title(name, expected):
    rest = name.split(None, 1)[1]
    for language, title in expected.items():
        assert saint_title(name, language) == (title, rest), language
    assert saint_title(name, "en")[0].strip() in {"Saint", "Blessed"}


def test_a_name_without_a_title_has_none_to_translate():
    assert saint_title("Aurelius", "es") is None
    assert saint_title("Saints Marcian and Victor", "es") is None
    assert saint_title("Saint", "es") is None
