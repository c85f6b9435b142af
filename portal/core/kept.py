"""Copies kept in the shared cache, each declared once with its name, its time and what shapes it.

    YEARS = Kept("research:years", seconds=3600, sources=(analysis.collection_years,))
    years = YEARS.get_or_build(lambda: analysis.collection_years(c), c.pk, version)

A key is the declared name, a version derived from the sources and the parts the caller gives
(the data version and the language where the copy depends on them):
"research:years:<version>:12:<data version>". The version is a short digest of the sources'
text (a module, a class or function, a template with the templates it includes), read once per
process: changing what builds a copy, or the template that renders it, changes its key, so a
copy kept by an earlier release is never read. Nothing is bumped by hand.

A template's cached fragment gets its version the same way: the view passes `KEPT.key(...)` as
the `{% cache %}` tag's vary-on value (the fragment name in the template is the Kept's name).
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import Any, Generic, TypeVar

from django.core.cache import cache
from django.template import loader
from django.template.loader_tags import IncludeNode

T = TypeVar("T")
P = TypeVar("P", bound=tuple[object, ...])

# What a copy's version can be derived from: a module (or its dotted name: a module can name
# itself, `__name__`), a class or function (its source), or the name of a template ending in
# ".html" (its text and that of every template it includes by a literal name).
Source = ModuleType | Callable[..., Any] | type | str

DIGEST_LENGTH = 10


def _template_texts(name: str, seen: set[str]) -> Iterable[str]:
    if name in seen:
        return
    seen.add(name)
    template = loader.get_template(name).template  # type: ignore[attr-defined]
    yield f"template {name}\n{template.source}"
    for node in template.nodelist.get_nodes_by_type(IncludeNode):
        included = node.template.var
        if isinstance(included, str):  # a name given by a variable cannot be followed
            yield from _template_texts(included, seen)


def _source_text(source: Source) -> Iterable[str]:
    if isinstance(source, str) and source.endswith(".html"):
        yield from _template_texts(source, set())
    elif isinstance(source, str):
        yield from _source_text(importlib.import_module(source))
    elif isinstance(source, ModuleType):
        yield f"module {source.__name__}\n{Path(str(source.__file__)).read_text()}"
    else:
        yield f"source {source.__module__}.{source.__qualname__}\n{inspect.getsource(source)}"


def derived_version(sources: Iterable[Source]) -> str:
    """A short digest of the sources' text: it changes whenever one of them does."""
    digest = hashlib.sha256()
    for source in sources:
        for text in _source_text(source):
            digest.update(text.encode())
            digest.update(b"\0")
    return digest.hexdigest()[:DIGEST_LENGTH]


class Kept(Generic[T]):
    """A named copy kept `seconds` in the shared cache; its key's version is derived from
    `sources` (what builds or renders it). `seconds` may be a function, read at each use (a
    time given by a setting)."""

    def __init__(
        self, name: str, *, seconds: int | Callable[[], int], sources: Iterable[Source]
    ) -> None:
        self.name = name
        self._seconds = seconds
        self.sources = tuple(sources)

    def __repr__(self) -> str:
        return f"Kept({self.name!r})"

    @property
    def seconds(self) -> int:
        return self._seconds() if callable(self._seconds) else self._seconds

    @cached_property
    def version(self) -> str:
        # Read once per process: the code and templates do not change under a running one.
        return derived_version(self.sources)

    def key(self, *parts: object) -> str:
        """The cache key of the copy for `parts` (e.g. a collection, its data version, the
        language)."""
        return ":".join([self.name, self.version, *(str(part) for part in parts)])

    def get_or_build(self, build: Callable[[], T], *parts: object, fresh: bool = False) -> T:
        """The kept copy for `parts`, or `build()` kept for next time (also when `fresh`, which
        skips the kept one). None is never kept: it is built again."""
        key = self.key(*parts)
        found = None if fresh else cache.get(key)
        if found is None:
            found = build()
            cache.set(key, found, self.seconds)
        return found

    def get_many_or_build(
        self, wanted: Sequence[P], build: Callable[[list[P]], dict[P, T]]
    ) -> dict[P, T]:
        """The kept copies for each of `wanted` (each a tuple of parts), read in one round trip;
        the missing ones built together by `build(missing)` and kept for next time."""
        keys = {self.key(*parts): parts for parts in wanted}
        found = cache.get_many(list(keys))
        copies = {keys[key]: copy for key, copy in found.items()}
        missing = [parts for key, parts in keys.items() if key not in found]
        if missing:
            built = build(missing)
            cache.set_many({self.key(*parts): copy for parts, copy in built.items()}, self.seconds)
            copies.update(built)
        return copies

    def forget(self, *parts: object) -> None:
        """Drop the copy for `parts` (its data changed before its time was up)."""
        cache.delete(self.key(*parts))
