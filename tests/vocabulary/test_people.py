"""Saints' and popes' names in the five languages (portal/vocabulary/people.py)."""

from __future__ import annotations

import pytest

from portal.vocabulary.people import pope_title, saint_name


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
