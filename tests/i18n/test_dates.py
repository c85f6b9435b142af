"""One long and one short date style, written the way each language writes dates.

config/formats/<language>/formats.py names the styles; templates use only those names (or a
machine format such as 'Y-m-d'). Month and weekday names are lower case in es, pt, it and hr.
"""

from __future__ import annotations

import datetime as dt
import importlib
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.template import Context, Template
from django.utils import formats, translation

from portal.directory.values import partial_date
from portal.vocabulary.dates import format_day_and_month, join_dates, written_date
from tests.html import page, some
from tests.i18n.html_text import elements, first_text

BASE_DIR = Path(__file__).resolve().parents[2]
LANGUAGES = [code for code, _name in settings.LANGUAGES]
NAMED = [
    "DATE_FORMAT",
    "WEEKDAY_DATE_FORMAT",
    "SHORT_DATE_FORMAT",
    "MONTH_DAY_FORMAT",
    "YEAR_MONTH_FORMAT",
    "DATETIME_FORMAT",
    "SHORT_DATETIME_FORMAT",
]
DAY = dt.date(2026, 12, 1)  # a Tuesday
MOMENT = dt.datetime(2026, 12, 1, 15, 4)

EXPECTED = {
    "en": ["1 December 2026", "Tuesday, 1 December 2026", "1 Dec 2026", "1 December",
           "December 2026", "1 December 2026, 15:04", "1 Dec 2026, 15:04"],
    "es": ["1 de diciembre de 2026", "martes, 1 de diciembre de 2026", "1 dic 2026",
           "1 de diciembre", "diciembre de 2026", "1 de diciembre de 2026, 15:04",
           "1 dic 2026, 15:04"],
    "pt": ["1 de dezembro de 2026", "terça-feira, 1 de dezembro de 2026", "1 dez 2026",
           "1 de dezembro", "dezembro de 2026", "1 de dezembro de 2026, 15:04",
           "1 dez 2026, 15:04"],
    "it": ["1 dicembre 2026", "martedì 1 dicembre 2026", "1 dic 2026", "1 dicembre",
           "dicembre 2026", "1 dicembre 2026, 15:04", "1 dic 2026, 15:04"],
    "hr": ["1. prosinca 2026.", "utorak, 1. prosinca 2026.", "1. 12. 2026.", "1. prosinca",
           "prosinac 2026.", "1. prosinca 2026. u 15:04", "1. 12. 2026. u 15:04"],
}  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_named_style_writes_a_fixed_date_the_language_s_way(language):
    with translation.override(language):
        written = [formats.date_format(MOMENT if "TIME" in name else DAY, name) for name in NAMED]
    assert written == EXPECTED[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_defines_every_named_style_itself(language):
    """A name missing from a module would be read as format letters ("W" = week number…)."""
    module = importlib.import_module(f"{settings.FORMAT_MODULE_PATH}.{language}.formats")
    assert [name for name in NAMED if not isinstance(getattr(module, name, None), str)] == []


@pytest.mark.parametrize("language", ["es", "pt", "it", "hr"])
def test_month_and_weekday_names_are_lower_case_within_a_date(language):
    with translation.override(language):
        for month in range(1, 13):
            day = dt.date(2026, month, 1)
            for name in ("DATE_FORMAT", "YEAR_MONTH_FORMAT", "MONTH_DAY_FORMAT"):
                text = formats.date_format(day, name)
                assert text == text.lower(), text
        for offset in range(7):
            text = formats.date_format(DAY + dt.timedelta(days=offset), "WEEKDAY_DATE_FORMAT")
            assert text == text.lower(), text


@pytest.mark.parametrize(
    ("language", "raw", "display"),
    [
        ("en", "420-09-30", "30 September 420"),
        ("es", "420-09-30", "30 de septiembre de 420"),
        ("hr", "420-09-30", "30. rujna 420."),
        ("it", "0420-09", "settembre 420"),
        ("pt", "1579-02", "fevereiro de 1579"),
        ("it", "2005-04-19", "19 aprile 2005"),
        ("hr", "c. 1200", "c. 1200"),
    ],
)
def test_upstream_dates_use_the_same_long_style_even_for_early_years(language, raw, display):
    with translation.override(language):
        assert partial_date(raw).display == display


# Machine formats (attributes, URLs) and the named styles: nothing else in a template.
_ALLOWED = {"Y-m-d", "c", "Y", *NAMED}
_DATE_FILTER = re.compile(r"""\|date(?::(?P<q>["'])(?P<arg>.*?)(?P=q))?""")


def test_templates_use_only_named_date_styles():
    found = {}
    for path in sorted((BASE_DIR / "templates").rglob("*.html")):
        for match in _DATE_FILTER.finditer(path.read_text()):
            arg = match["arg"]
            if arg is not None and arg not in _ALLOWED:
                found.setdefault(str(path.relative_to(BASE_DIR)), []).append(arg)
    assert found == {}


pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("language", "heading"),
    [
        ("it", "martedì 2 dicembre 2025"),
        ("es", "martes, 2 de diciembre de 2025"),
        ("pt", "terça-feira, 2 de dezembro de 2025"),
        ("hr", "utorak, 2. prosinca 2025."),
        ("en", "Tuesday, 2 December 2025"),
    ],
)
def test_a_day_page_heads_with_the_long_style(client, language, heading):
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = client.get("/day/2025-12-02/")  # a Tuesday, never today (today redirects)
    assert response.status_code == 200
    some(page(response), 'time[datetime="2025-12-02"]', heading)


# --- A date inside a sentence (portal/vocabulary/dates.py) -------------------------------------


@pytest.mark.parametrize(
    ("sentence", "joined"),
    [
        ("Letture del 8 dicembre 2026", "Letture dell'8 dicembre 2026"),
        ("Letture del 11 dicembre 2026", "Letture dell'11 dicembre 2026"),
        ("Letture del 1 dicembre 2026", "Letture del 1º dicembre 2026"),
        ("La settimana dal 8 dicembre 2026 al 11 dicembre 2026",
         "La settimana dall'8 dicembre 2026 all'11 dicembre 2026"),
        ("Dal 8 marzo", "Dall'8 marzo"),
        ("scaricata il 8 dicembre 2026, 10:15", "scaricata l'8 dicembre 2026, 10:15"),
        # Other days, and numbers that are not a day before a month, stay as they are.
        ("Letture del 18 dicembre 2026", "Letture del 18 dicembre 2026"),
        ("Letture del 21 dicembre 2026", "Letture del 21 dicembre 2026"),
        ("al 8%", "al 8%"),
    ],
)  # fmt: skip
def test_italian_joins_a_date_to_its_article(sentence, joined):
    assert join_dates(sentence, "it") == joined


def test_the_other_languages_leave_the_sentence_alone():
    for language in ("en", "es", "pt", "hr"):
        assert join_dates("del 8 dicembre", language) == "del 8 dicembre"


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/day/2026-12-08/", "Letture dell'8 dicembre 2026"),
        ("/day/2026-12-11/", "Letture dell'11 dicembre 2026"),
        ("/day/2026-12-01/", "Letture del 1º dicembre 2026"),
        ("/day/2026-12-18/", "Letture del 18 dicembre 2026"),
        ("/week/2026-12-08/", "La settimana dall'8 dicembre 2026"),
        ("/week/2026-12-01/", "La settimana dal 1º dicembre 2026"),
    ],
)
def test_italian_titles_of_a_date_elide_the_article(client, path, title):
    html = client.get(f"{path}?lang=it").content.decode()
    assert first_text(html, "title").startswith(f"{title} ·"), path


def test_italian_week_heading_and_description(client):
    html = client.get("/week/2026-12-05/?lang=it").content.decode()
    assert first_text(html, "h1") == "La settimana dal 5 dicembre 2026 all'11 dicembre 2026"
    html = client.get("/week/2026-12-01/?lang=it").content.decode()
    assert first_text(html, "h1") == "La settimana dal 1º dicembre 2026 al 7 dicembre 2026"
    description = next(e for e in elements(html, "meta") if e.attrs.get("name") == "description")
    assert "dal 1º dicembre 2026 al 7 dicembre 2026" in description.attrs["content"]
    html = client.get("/day/2026-12-08/?lang=it").content.decode()
    description = next(e for e in elements(html, "meta") if e.attrs.get("name") == "description")
    assert "i santi dell'8 dicembre 2026" in description.attrs["content"]


# --- Italian's first of the month, alone and in a sentence (portal/vocabulary/dates.py) ----------

WRITTEN_IT = ["1º dicembre 2026", "martedì 1º dicembre 2026", "1º dic 2026", "1º dicembre",
              "dicembre 2026", "1º dicembre 2026, 15:04", "1º dic 2026, 15:04"]  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_house_writes_each_named_style_with_italian_s_first_as_an_ordinal(language):
    """written_date (and every template's |date) is Django's style, then join_dates: only
    Italian's first of the month changes ("1º"); the other languages are Django's own."""
    with translation.override(language):
        written = [written_date(MOMENT if "TIME" in name else DAY, name) for name in NAMED]
        in_template = [
            Template(f'{{{{ d|date:"{name}" }}}}').render(
                Context({"d": MOMENT if "TIME" in name else DAY})
            )
            for name in NAMED
        ]
    expected = WRITTEN_IT if language == "it" else EXPECTED[language]
    assert written == expected
    assert in_template == expected


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("martedì 1 dicembre 2026", "martedì 1º dicembre 2026"),
        ("1 gennaio", "1º gennaio"),
        ("1 dic 2026, 15:04", "1º dic 2026, 15:04"),
        ("1 set 2026", "1º set 2026"),
        ("vescovo dal 8 dicembre 1990", "vescovo dall'8 dicembre 1990"),
        ("vescovo dal 1 dicembre 1990", "vescovo dal 1º dicembre 1990"),
        ("Dal 11 marzo 2005 (regnante)", "Dall'11 marzo 2005 (regnante)"),
        ("Fino al 8 maggio 2025", "Fino all'8 maggio 2025"),
        # Alone, the 8th and the 11th need nothing; neither do the 11th, 21st, 31st or a year.
        ("martedì 8 dicembre 2026", "martedì 8 dicembre 2026"),
        ("11 dicembre 2026", "11 dicembre 2026"),
        ("21 dic 2026", "21 dic 2026"),
        ("31 dicembre", "31 dicembre"),
        ("Dal 2005", "Dal 2005"),
        ("2026-12-01", "2026-12-01"),
        ("1. prosinca 2026.", "1. prosinca 2026."),
        ("1 mare", "1 mare"),
    ],
)  # fmt: skip
def test_italian_writes_the_first_of_the_month_as_an_ordinal_even_alone(text, joined):
    assert join_dates(text, "it") == joined


@pytest.mark.parametrize("language", ["en", "es", "pt", "hr"])
def test_the_other_languages_keep_the_first_of_the_month_as_a_number(language):
    with translation.override(language):
        text = written_date(DAY, "DATE_FORMAT")
    assert text == EXPECTED[language][0]
    assert join_dates(text, language) == text


@pytest.mark.parametrize(
    ("sentence", "joined"),
    [
        ("obispo desde 8 de diciembre de 1990", "obispo desde el 8 de diciembre de 1990"),
        ("Desde 1 de mayo de 2025 (reinante)", "Desde el 1 de mayo de 2025 (reinante)"),
        ("Hasta 11 de marzo de 2005", "Hasta el 11 de marzo de 2005"),
        # A year or a month takes no article; a sentence that has it keeps one.
        ("Desde 1990", "Desde 1990"),
        ("Hasta marzo de 2005", "Hasta marzo de 2005"),
        ("La semana desde el 8 de diciembre de 2026", "La semana desde el 8 de diciembre de 2026"),
    ],
)  # fmt: skip
def test_spanish_puts_the_article_before_a_day_after_desde_and_hasta(sentence, joined):
    assert join_dates(sentence, "es") == joined


def test_an_empty_date_stays_empty_in_a_template():
    with translation.override("it"):
        assert (
            Template("{{ d|date:'DATE_FORMAT' }}|{{ d|date }}").render(Context({"d": None})) == "|"
        )


@pytest.mark.parametrize(
    ("language", "raw", "display"),
    [
        ("it", "1846-06-01", "1º giugno 1846"),
        ("it", "0420-09-01", "1º settembre 420"),
        ("it", "2025-05-08", "8 maggio 2025"),
        ("it", "1852-12-11", "11 dicembre 1852"),
        ("it", "1846-06", "giugno 1846"),
        ("es", "1846-06-01", "1 de junio de 1846"),
        ("pt", "1846-06-01", "1 de junho de 1846"),
        ("hr", "1846-06-01", "1. lipnja 1846."),
    ],
)
def test_a_directory_date_on_the_first_is_an_ordinal_in_italian(language, raw, display):
    with translation.override(language):
        assert partial_date(raw).display == display


@pytest.mark.parametrize(
    ("language", "written"),
    [("it", "1º maggio"), ("es", "1 de mayo"), ("pt", "1 de maio"), ("hr", "1. svibnja")],
)
def test_a_title_s_day_and_month_on_the_first(language, written):
    assert format_day_and_month(1, 5, language) == written


def _time_text(html: str, iso: str) -> str:
    return next(e.text for e in elements(html, "time") if e.attrs.get("datetime") == iso)


@pytest.mark.parametrize(
    ("week", "day", "heading"),
    [
        ("2026-12-01", "2026-12-01", "martedì 1º dicembre 2026"),
        ("2026-12-08", "2026-12-08", "martedì 8 dicembre 2026"),
        ("2026-12-08", "2026-12-11", "venerdì 11 dicembre 2026"),
    ],
)
def test_the_italian_week_page_heads_each_day_with_the_first_as_an_ordinal(
    client, week, day, heading
):
    html = client.get(f"/week/{week}/?lang=it").content.decode()
    day_link = next(
        e for e in elements(html, "a") if e.attrs.get("href", "").startswith(f"/day/{day}/")
    )
    assert day_link.text == heading
    assert _time_text(html, day) == heading


@pytest.mark.parametrize(
    ("day", "heading"),
    [
        ("2026-12-01", "martedì 1º dicembre 2026"),
        ("2026-12-08", "martedì 8 dicembre 2026"),
        ("2026-12-11", "venerdì 11 dicembre 2026"),
    ],
)
def test_the_italian_day_page_s_date_line(client, day, heading):
    html = client.get(f"/day/{day}/?lang=it").content.decode()
    heading_time = next(e for e in elements(html, "time") if e.attrs.get("datetime") == day)
    assert heading_time.text == heading
    assert heading in first_text(html, "h1")
    printed = [e.text for e in elements(html, "p", "print-date")]
    assert printed in ([], [heading])


@pytest.mark.parametrize(
    ("language", "heading"),
    [
        ("es", "martes, 1 de diciembre de 2026"),
        ("pt", "terça-feira, 1 de dezembro de 2026"),
        ("hr", "utorak, 1. prosinca 2026."),
        ("en", "Tuesday, 1 December 2026"),
    ],
)
def test_the_other_languages_day_page_on_the_first(client, language, heading):
    html = client.get(f"/day/2026-12-01/?lang={language}").content.decode()
    assert _time_text(html, "2026-12-01") == heading


def _dd_texts(html: str) -> list[str]:
    return [e.text for e in elements(html, "dd")]


def _directory_page(client, path: str, language: str) -> str:
    """A signed-in page: its language is the reader's (the cookie), not a `?lang=`."""
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    return client.get(path).content.decode()


def test_an_italian_pope_s_dates_on_the_first_and_the_eighth(signed_in_client):
    # Leo XIV, reigning since 8 May 2025: the article before otto is elided.
    html = _directory_page(signed_in_client, "/popes/leo-xiv/", "it")
    assert "Dall'8 maggio 2025 (regnante)" in _dd_texts(html)
    # Gregory XVI, 2 February 1831 – 1 June 1846.
    html = _directory_page(signed_in_client, "/popes/gregory-xvi/", "it")
    assert "2 febbraio 1831 – 1º giugno 1846 (15 anni)" in _dd_texts(html)
    assert _time_text(html, "1846-06-01") == "1º giugno 1846"
    # John Paul II, beatified on 1 May 2011.
    html = _directory_page(signed_in_client, "/popes/john-paul-ii/", "it")
    assert any(text.startswith("1º maggio 2011") for text in _dd_texts(html)), _dd_texts(html)


def test_an_italian_diocese_s_date_on_the_eleventh(signed_in_client):
    html = _directory_page(signed_in_client, "/dioceses/dzagr/", "it")
    assert _time_text(html, "1852-12-11") == "11 dicembre 1852"


@pytest.mark.parametrize(
    ("language", "reigning"),
    [
        ("es", "Desde el 8 de mayo de 2025 (reinante)"),
        ("pt", "Desde 8 de maio de 2025 (reinante)"),
        ("hr", "Od 8. svibnja 2025. (u tijeku)"),
    ],
)
def test_a_reigning_pope_in_the_other_languages(signed_in_client, language, reigning):
    html = _directory_page(signed_in_client, "/popes/leo-xiv/", language)
    assert reigning in _dd_texts(html)
