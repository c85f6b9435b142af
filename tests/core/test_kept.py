"""The one helper for copies kept in the shared cache (portal/core/kept.py), against real Redis:
keys are the name, a version derived from the sources and the caller's parts; the version
follows a change of the code or template that makes the copy; a copy is built once."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

from django.conf import settings
from django.core.cache import cache
from django.test import override_settings

from portal.core import kept as kept_module
from portal.core.kept import Kept, derived_version


def _module(path: Path, text: str) -> ModuleType:
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PAGE = '{% load cache %}{% cache 60 "page" key %}{% include "part.html" %}{% endcache %}'


def _templates(folder: Path):
    return override_settings(TEMPLATES=[{**settings.TEMPLATES[0], "DIRS": [folder]}])


def test_a_key_is_the_name_the_derived_version_and_the_parts():
    kept = Kept("tests:kept", seconds=60, sources=(kept_module,))

    assert re.fullmatch(r"[0-9a-f]{10}", kept.version)
    assert kept.key(12, "3-2026", "pt") == f"tests:kept:{kept.version}:12:3-2026:pt"
    assert kept.version == derived_version([kept_module]) == derived_version(["portal.core.kept"])


def test_the_version_changes_when_the_builders_source_changes(tmp_path):
    builder = _module(tmp_path / "builder.py", "def build():\n    return 1\n")
    before = Kept("tests:kept", seconds=60, sources=(builder,)).version

    (tmp_path / "builder.py").write_text("def build():\n    return 2\n")
    after = Kept("tests:kept", seconds=60, sources=(builder,)).version

    assert before != after
    assert derived_version([test_a_key_is_the_name_the_derived_version_and_the_parts]) != (
        derived_version([test_the_version_changes_when_the_builders_source_changes])
    )


def test_the_version_changes_when_the_template_or_one_it_includes_changes(tmp_path):
    (tmp_path / "page.html").write_text(PAGE)
    (tmp_path / "part.html").write_text("<p>one</p>")

    def version() -> str:
        with _templates(tmp_path):  # a new engine each time: no template kept from before
            return Kept("page", seconds=60, sources=("page.html",)).version

    first = version()
    assert version() == first
    (tmp_path / "part.html").write_text("<p>two</p>")
    second = version()
    (tmp_path / "page.html").write_text(PAGE.replace("%}{% endcache", "%} {% endcache"))
    third = version()

    assert len({first, second, third}) == 3


def test_a_copy_is_built_once_then_read_until_forgotten_or_asked_fresh():
    kept: Kept[list[int]] = Kept("tests:kept-once", seconds=60, sources=(kept_module,))
    built: list[int] = []

    def build() -> list[int]:
        built.append(1)
        return [len(built)]

    assert kept.get_or_build(build, 7, "en") == [1]
    assert kept.get_or_build(build, 7, "en") == [1]
    assert cache.get(kept.key(7, "en")) == [1]
    assert len(built) == 1
    assert kept.get_or_build(build, 7, "es") == [2]  # other parts, another copy
    assert kept.get_or_build(build, 7, "en", fresh=True) == [3]
    assert kept.get_or_build(build, 7, "en") == [3]
    kept.forget(7, "en")
    assert kept.get_or_build(build, 7, "en") == [4]
    assert 0 < cache.ttl(kept.key(7, "en")) <= 60


def test_nothing_is_kept_for_none_and_a_time_may_come_from_a_setting(settings):
    settings.MAGISTERIUM_METADATA_CACHE_SECONDS = 123
    kept: Kept[None] = Kept(
        "tests:kept-none",
        seconds=lambda: settings.MAGISTERIUM_METADATA_CACHE_SECONDS,
        sources=(kept_module,),
    )
    built: list[None] = []

    kept.get_or_build(lambda: built.append(None), 1)
    kept.get_or_build(lambda: built.append(None), 1)

    assert len(built) == 2
    assert kept.seconds == 123
