"""The portal's names for upstream's words, in every interface language.

Every value the sandbox sends for a known field (jurisdiction types, rites, canonical statuses,
vocations, clerical titles, dicasteries, liturgical seasons, ranks and colours) and every
other value the portal lists has a translation in es, pt, it and hr; an unknown value is shown
as upstream wrote it; compounds are translated whole or part by part; upstream's own text
(names) is never translated. Pages in Spanish and Croatian show the translated labels.
"""

from __future__ import annotations

import datetime as dt
import functools

import pytest
from django.conf import settings
from django.utils import translation
from django.utils.translation import trans_real

from portal.directory.vocabulary import TERMS, is_feminine, known_values, term
from portal.statistics.derived import PER_CAPITA, VIEW_UNITS, View
from portal.statistics.metrics import METRICS
from sandbox.catalog import clergy, dioceses, liturgical_calendar, popes, saints
from tests.html import attrs, one, some, text
from tests.html import page as parse

LANGUAGES = [code for code, _name in settings.LANGUAGES if code != "en"]


def catalogue_has(language: str, message) -> bool:
    """Whether the language's catalogue translates this (lazy) message, context included."""
    # A lazy pgettext message keeps its context and text in the arguments of its proxy.
    args = getattr(message, "_args", None) or getattr(message, "_proxy____args", ())
    key = f"{args[0]}\x04{args[1]}" if len(args) == 2 else str(args[0] if args else message)
    catalogue = trans_real.translation(language)._catalog
    return key in catalogue and bool(catalogue[key])


@functools.cache
def emitted() -> dict[str, set[str]]:
    """Every value the sandbox sends for each kind of known field."""
    all_saints = saints.all_saints()
    all_dioceses = [dioceses.get(code) for code in dioceses.all_codes()]
    people = clergy.all_people()
    titles = {p["honorific"] for p in people if p.get("honorific")}
    for person in people:
        for field in ("current_position", "last_position"):
            if person.get(field):
                titles.add(person[field].split(",")[0])
    days = [
        liturgical_calendar.liturgical_day(dt.date(2026, 1, 1) + dt.timedelta(days=n))
        for n in range(366 * 2)
    ]
    statuses = {s["canonical_status"] for s in all_saints}
    for pope in popes.all_popes():
        statuses |= {pope[k] for k in ("canonization_status", "beatification_status") if pope[k]}
    return {
        "jurisdiction_type": {d["jurisdiction_type"] for d in all_dioceses},
        "rite": {d["rite"] for d in all_dioceses},
        "canonical_status": statuses,
        "vocation": {s["vocation"] for s in all_saints},
        "title": titles,
        "depends_on": {d["depends_on"] for d in all_dioceses if d["depends_on"]},
        "season": {d.season for d in days},
        "rank": {d.rank for d in days},
        "colour": {d.colour for d in days},
    }


def test_the_sandbox_sends_every_kind_of_value_this_file_checks():
    values = emitted()
    assert set(values) == set(k for k in TERMS if not k.endswith(".f"))
    assert all(len(v) >= 3 for v in values.values()), {k: len(v) for k, v in values.items()}
    assert {"Archdiocese", "Eparchy", "Military Ordinariate"} <= values["jurisdiction_type"]
    assert {"Saint", "Blessed", "Venerable", "Servant of God"} <= values["canonical_status"]
    assert {"Advent", "Christmas", "Lent", "Easter", "Ordinary Time"} <= values["season"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "kind", ["jurisdiction_type", "rite", "canonical_status", "vocation", "title", "depends_on",
             "season", "rank", "colour"],
)  # fmt: skip
def test_every_value_the_sandbox_sends_is_named_in_the_language(kind, language):
    untranslated = []
    with translation.override(language):
        for value in sorted(emitted()[kind]):
            key = _key(kind, value)
            assert key is not None, f"{kind} {value!r} is not in portal.directory.vocabulary"
            english = term(kind, value) == value and value not in _SAME_WORD.get(language, ())
            if english or not catalogue_has(language, TERMS[kind][key]):
                untranslated.append(value)
    assert untranslated == []


# Words a language writes exactly as English does (a translation, not a fallback).
_SAME_WORD = {"pt": {"Diocese"}, "es": {"Venerable"}}


def _key(kind: str, value: str) -> str | None:
    return next((k for k in known_values(kind) if k.casefold() == value.casefold()), None)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_listed_value_and_feminine_form_has_a_translation(language):
    missing = [
        (kind, value)
        for kind, terms in TERMS.items()
        for value, label in terms.items()
        if not catalogue_has(language, label)
    ]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_nineteen_metrics_their_units_and_the_views_are_translated(language):
    messages = [m.label for m in METRICS.values()] + [m.unit for m in METRICS.values()]
    messages += [p.unit for p in PER_CAPITA.values()] + [p.per for p in PER_CAPITA.values()]
    messages += list(VIEW_UNITS.values()) + [View(v).label for v in View.values]
    assert len(METRICS) == 19
    missing = [str(m) for m in messages if not catalogue_has(language, m)]
    assert missing == []


@pytest.mark.parametrize(
    ("language", "kind", "value", "expected"),
    [
        ("es", "jurisdiction_type", "Archdiocese", "Arquidiócesis"),
        ("pt", "jurisdiction_type", "Archdiocese", "Arquidiocese"),
        ("it", "jurisdiction_type", "Archdiocese", "Arcidiocesi"),
        ("hr", "jurisdiction_type", "Archdiocese", "Nadbiskupija"),
        ("es", "rite", "Latin", "latino"),
        ("hr", "rite", "Latin", "latinski"),
        ("es", "season", "Advent", "Adviento"),
        ("pt", "season", "Advent", "Advento"),
        ("it", "season", "Advent", "Avvento"),
        ("hr", "season", "Advent", "Došašće"),
        ("es", "season", "Ordinary Time", "Tiempo Ordinario"),
        ("pt", "season", "Ordinary Time", "Tempo Comum"),
        ("it", "season", "Ordinary Time", "Tempo Ordinario"),
        ("hr", "season", "Ordinary Time", "Vrijeme kroz godinu"),
        ("it", "rank", "optional MEMORIAL", "Memoria facoltativa"),  # case does not matter
        ("es", "vocation", "Priest and Doctor of the Church", "Presbítero y doctor de la Iglesia"),
        ("hr", "vocation", "Virgin and Martyr", "Djevica i mučenica"),
        ("en", "vocation", "Priest and Doctor of the Church", "Priest and Doctor of the Church"),
    ],
)
def test_known_values_read_as_the_church_words_them(language, kind, value, expected):
    with translation.override(language):
        assert term(kind, value) == expected


@pytest.mark.parametrize(
    ("language", "value", "expected"),
    [
        # Not listed as a whole: translated part by part, joined the language's way.
        ("es", "Bishop, Confessor and Missionary", "Obispo, confesor y misionero"),
        ("it", "Abbot and Missionary", "Abate e missionario"),
        ("hr", "Priest, Martyr and Missionary", "Svećenik, mučenik i misionar"),
        # A part only a woman has: the other parts agree with it.
        ("hr", "Virgin, Martyr and Religious", "Djevica, mučenica i redovnica"),
        ("es", "Widow and Religious", "Viuda y religiosa"),
        # A part the portal does not know: the whole as upstream wrote it.
        ("es", "Priest and Astronomer", "Priest and Astronomer"),
        ("hr", "Stylite", "Stylite"),
        ("en", "Bishop, Confessor and Missionary", "Bishop, Confessor and Missionary"),
    ],
)
def test_compound_vocations_are_split_only_when_every_part_is_known(language, value, expected):
    with translation.override(language):
        assert term("vocation", value) == expected


def test_unknown_and_missing_values_stay_as_upstream_wrote_them():
    with translation.override("es"):
        assert term("jurisdiction_type", "Ordinariate of the Moon") == "Ordinariate of the Moon"
        assert term("rite", None) is None
        assert term("title", "") == ""
        with pytest.raises(KeyError):
            term("no such kind", "Archdiocese")


def test_the_status_agrees_with_a_vocation_only_a_woman_has():
    assert is_feminine("Virgin and Doctor of the Church")
    assert is_feminine("Mother")
    assert not is_feminine("Priest and Martyr")
    assert not is_feminine(None)
    with translation.override("it"):
        assert term("canonical_status", "Blessed", feminine=True) == "Beata"
        assert term("canonical_status", "Blessed") == "Beato"
    with translation.override("hr"):
        assert term("canonical_status", "Saint", feminine=True) == "Svetica"


# --- Pages -----------------------------------------------------------------------------------

pytestmark = pytest.mark.django_db


def page(client, url: str, language: str) -> str:
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = client.get(url)
    assert response.status_code == 200
    html = response.content.decode()
    assert attrs(one(parse(html), "html"))["lang"] == language
    return html


@pytest.mark.parametrize(
    ("language", "tagline", "facts"),
    [
        ("es", "Arquidiócesis · Rito latino", ["Santa Sede (Dicasterio para los Obispos)"]),
        ("hr", "Nadbiskupija · Obred: latinski", ["Sveta Stolica (Dikasterij za biskupe)"]),
    ],
)
def test_a_diocese_page_names_its_kind_rite_and_dicastery_in_the_language(
    signed_in_client, sandbox, language, tagline, facts
):
    html = page(signed_in_client, "/dioceses/dmaml/", language)
    some(parse(html), 'p[class="tagline"]', tagline)
    for fact in facts:
        assert fact in html
    assert "Archdiocese of Manila" in html  # the see's name stays as upstream wrote it
    assert "Latin rite" not in html and "Archdiocese ·" not in html


@pytest.mark.parametrize(
    ("language", "name", "tagline", "feast", "died"),
    [
        ("es", "San Jerónimo", "Santo · Presbítero y doctor de la Iglesia", "30 de septiembre",
         "30 de septiembre de 420 en Bethlehem"),
        ("hr", "Sveti Jeronim", "Svetac · Svećenik i crkveni naučitelj", "30. rujna",
         "30. rujna 420."),
    ],
)  # fmt: skip
def test_a_saint_page_names_status_and_vocation_in_the_language(
    signed_in_client, sandbox, language, name, tagline, feast, died
):
    html = page(signed_in_client, "/saints/jerome/", language)
    soup = parse(html)
    tagline_tag = some(soup, 'p[class="tagline"]', tagline)
    # The feast day links to that day's readings (tests/directory/test_next_links.py).
    some(soup, 'dd[class="feast-day"] > a:first-child[href^="/"]', feast)
    assert died in html
    # The calendar names the saint in each language: title, gender and given name.
    assert text(one(soup, 'h1#profile-name[class="profile-name"]')) == name
    # From the tagline to the first section heading, no English vocation.
    first_h2 = soup.find("h2")
    words = []
    for node in tagline_tag.next_elements:
        if node is first_h2:
            break
        if isinstance(node, str):
            words.append(node)
    assert "Priest and Doctor of the Church" not in "".join(words)


def test_a_saint_who_is_a_virgin_is_a_santa(signed_in_client, sandbox):
    html = page(signed_in_client, "/saints/therese-of-lisieux/", "es")
    some(parse(html), 'p[class="tagline"]', "Santa · Virgen y doctora de la Iglesia")


def test_a_bishop_s_title_is_translated_and_his_see_keeps_its_name(signed_in_client, sandbox):
    html = page(signed_in_client, "/dioceses/dmaml/", "it")
    bishop = html[html.index('class="current-bishop"') :].split("</dd>")[0]
    assert "(Arcivescovo metropolita)" in bishop
