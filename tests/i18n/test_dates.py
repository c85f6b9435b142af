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
from django.utils import formats, translation

from portal.directory.values import partial_date

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
    assert f'<time datetime="2025-12-02">{heading}</time>' in response.content.decode()
