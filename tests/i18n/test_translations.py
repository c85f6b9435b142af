"""Five languages: complete catalogues, a remembered choice, Accept-Language, local formats."""

import gettext
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from django.conf import settings
from django.utils import formats, timezone, translation

from tests.html import attrs, one, page

BASE_DIR = Path(__file__).resolve().parents[2]
LANGUAGES = [code for code, _ in settings.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"%(?:\([a-z_]+\))?[sd]")


def _problems(po: polib.POFile) -> list[str]:
    problems = []
    for entry in po:
        if entry.obsolete:
            continue
        if "fuzzy" in entry.flags:
            problems.append(f"fuzzy: {entry.msgid[:60]!r}")
        translations = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
        if not all(text.strip() for text in translations):
            problems.append(f"untranslated: {entry.msgid[:60]!r}")
            continue
        wanted = sorted(PLACEHOLDER.findall(entry.msgid_plural or entry.msgid))
        for text in translations:
            # A singular form may leave the count out ("one second"), never add or rename one.
            if not set(PLACEHOLDER.findall(text)) <= set(wanted) or (
                not entry.msgid_plural and sorted(PLACEHOLDER.findall(text)) != wanted
            ):
                problems.append(f"placeholders differ: {entry.msgid[:60]!r}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_is_translated_with_its_placeholders(language):
    po = polib.pofile(str(BASE_DIR / "locale" / language / "LC_MESSAGES" / "django.po"))
    assert len(po) > 100
    assert _problems(po) == []
    # The compiled catalogue the portal loads matches its source.
    mo = polib.mofile(str(BASE_DIR / "locale" / language / "LC_MESSAGES" / "django.mo"))
    compiled = {(e.msgctxt, e.msgid): e.msgstr or e.msgstr_plural for e in mo}
    for entry in po:
        if entry.msgid and not entry.obsolete:
            assert (entry.msgctxt, entry.msgid) in compiled, f"not compiled: {entry.msgid[:60]!r}"


PLURAL_FORMS = re.compile(r"^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$")


def _plural_forms(po: polib.POFile) -> tuple[int, str]:
    """The catalogue's own (nplurals, plural formula) from its Plural-Forms header."""
    match = PLURAL_FORMS.match(po.metadata.get("Plural-Forms", ""))
    assert match, f"no readable Plural-Forms header: {po.metadata.get('Plural-Forms')!r}"
    return int(match.group(1)), match.group(2)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_entry_has_all_the_forms_of_its_language(language):
    """One non-empty msgstr[i] for each of the catalogue's nplurals: a missing form falls back
    to the English source at runtime for every count the formula sends to it."""
    directory = BASE_DIR / "locale" / language / "LC_MESSAGES"
    po = polib.pofile(str(directory / "django.po"))
    nplurals, _ = _plural_forms(po)
    wanted = list(range(nplurals))
    plural_entries = [entry for entry in po if entry.msgid_plural and not entry.obsolete]
    assert plural_entries
    problems = []
    for entry in plural_entries:
        forms = sorted(int(index) for index in entry.msgstr_plural)
        if forms != wanted:
            problems.append(f"forms {forms}, wanted {wanted}: {entry.msgid[:60]!r}")
        empty = [index for index, text in entry.msgstr_plural.items() if not text.strip()]
        if empty:
            problems.append(f"empty forms {sorted(empty)}: {entry.msgid[:60]!r}")
    assert problems == []
    # The compiled catalogue the portal loads carries every form too.
    mo = polib.mofile(str(directory / "django.mo"))
    compiled = {(e.msgctxt, e.msgid): e.msgstr_plural for e in mo if e.msgid_plural}
    for entry in plural_entries:
        forms = compiled.get((entry.msgctxt, entry.msgid), {})
        compiled_forms = sorted(int(index) for index in forms)
        assert compiled_forms == wanted, f"not compiled: {entry.msgid[:60]!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_plural_formula_only_chooses_forms_the_catalogue_has(language):
    po = polib.pofile(str(BASE_DIR / "locale" / language / "LC_MESSAGES" / "django.po"))
    nplurals, formula = _plural_forms(po)
    plural = gettext.c2py(formula)
    chosen = {n: plural(n) for n in [*range(31), 1_000_000]}
    assert {n: index for n, index in chosen.items() if not 0 <= index < nplurals} == {}
    assert chosen[1] == 0


def test_makemessages_finds_no_string_without_a_translation(tmp_path):
    """Extract the strings of today's code into a copy of the catalogues: nothing is new.

    makemessages writes into the `locale/` beside the sources it reads, so it runs in a copy
    of the project: the repository's catalogues are never touched.
    """
    project = tmp_path / "project"
    shutil.copytree(
        BASE_DIR, project,
        ignore=shutil.ignore_patterns(".git", ".venv", "node_modules", "var", "sandbox", "tests",
                                      "static", "devtools", "*.mo", "__pycache__"),
    )  # fmt: skip
    subprocess.run(
        [sys.executable, "manage.py", "makemessages", *[f"-l{code}" for code in LANGUAGES],
         "--no-obsolete"],
        cwd=project, env={**os.environ, "DEBUG": "1"}, check=True, capture_output=True,
    )  # fmt: skip
    for language in LANGUAGES:
        po = polib.pofile(str(project / "locale" / language / "LC_MESSAGES" / "django.po"))
        assert _problems(po) == [], language


pytestmark = pytest.mark.django_db


def test_the_language_menu_remembers_the_choice(client):
    response = client.post("/i18n/setlang/", {"language": "es", "next": "/"})
    assert response.status_code == 302
    html = client.get("/").content.decode()
    assert attrs(one(page(html), "html"))["lang"] == "es"
    with translation.override("es"):
        assert translation.gettext("Print for the bulletin") in html


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_first_visit_follows_accept_language(client, language):
    html = client.get("/", HTTP_ACCEPT_LANGUAGE=f"{language},en;q=0.5").content.decode()
    assert attrs(one(page(html), "html"))["lang"] == language
    with translation.override(language):
        expected = translation.gettext("Print for the bulletin")
    assert expected != "Print for the bulletin"
    assert expected in html


def test_dates_are_written_the_way_the_language_writes_them(client):
    today = timezone.localdate()
    html = client.get("/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    with translation.override("it"):
        assert formats.date_format(today, "DATE_FORMAT") in html
        assert formats.date_format(today, "l") in html


def test_questions_go_upstream_exactly_as_the_user_wrote_them(signed_in_client, sandbox):
    from portal.library.models import Exchange

    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "es"
    question = "Što Crkva uči o molitvi krunice?"
    response = signed_in_client.post("/ask/", {"question": question})
    assert response.status_code in {200, 302}
    exchange = Exchange.objects.get()
    assert exchange.question == question
    assert sandbox.requests()["by_skill"] == {"catholic_qa": 1}
