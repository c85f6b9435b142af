"""Countries in the page's language (portal.core.places): every name the world harvest looks
up, and every country the sandbox's directory names, is a territory CLDR knows, so the map
draws it and the pages say it in the reader's language."""

from __future__ import annotations

import pytest
from django.test import override_settings
from django.utils import translation

from portal.core.places import place_name, territory_code
from portal.research import world
from portal.research.world_map import map_id
from sandbox.catalog import world as sandbox_world

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

# The Holy Land's sees are listed together, under no one territory.
NO_ONE_TERRITORY = {"Israel and Palestine"}


@override_settings(WORLD_COUNTRIES=[])
def test_every_country_the_world_harvest_looks_up_is_a_territory():
    names = world.country_names()
    assert len(names) > 200
    assert [name for name in names if territory_code(name) is None] == []


def test_every_country_of_the_sandboxs_directory_is_its_own_territory():
    countries = [c for c in sandbox_world.countries() if c["name"] not in NO_ONE_TERRITORY]
    wrong = [
        (c["name"], territory_code(c["name"]))
        for c in countries
        if territory_code(c["name"]) != c["iso"].upper()
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("upstream", "language", "shown", "drawn"),
    [
        ("Bosnia and Herzegovina", "hr", "Bosna i Hercegovina", "BIH"),
        ("Trinidad and Tobago", "es", "Trinidad y Tobago", "TTO"),
        ("Côte d'Ivoire", "pt", "Costa do Marfim", "CIV"),
        ("Saint Vincent and the Grenadines", "it", "Saint Vincent e Grenadine", None),
        ("Democratic Republic of the Congo", "hr", "Kongo - Kinshasa", "COD"),
    ],
)
def test_a_directorys_spelling_is_shown_in_the_readers_language_and_drawn(
    upstream, language, shown, drawn
):
    with translation.override(language):
        assert place_name(upstream).text == shown
        assert place_name(upstream).lang == language
    assert map_id(upstream) == drawn


def test_a_place_cldr_does_not_know_stays_as_upstream_wrote_it():
    with translation.override("es"):
        assert place_name("Israel and Palestine").text == "Israel and Palestine"
        assert place_name("Israel and Palestine").lang == "en"
