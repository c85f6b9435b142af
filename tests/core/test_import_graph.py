"""The import graph of portal/, read from the source: the rooms stand in floors, each importing
only from the floors below it; the door is the ground floor, and no module imports another that
imports it back (docs/architecture.md "Rooms and floors"). A template's `{% load X %}` counts
as an import by the template's room of the room that defines the tag library X."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.conftest import BASE_DIR

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

PORTAL = BASE_DIR / "portal"
TEMPLATES = BASE_DIR / "templates"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(BASE_DIR).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PORTAL.rglob("*.py")}


def _imported_names(module: str) -> set[str]:
    """Every dotted name `module` imports, at the top or inside a function (lazily)."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # `from package import module` imports that module; `from module import name`, the
            # module itself.
            names.update(
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                for alias in node.names
            )
    return names


def _portal_module(name: str) -> str | None:
    """The portal module a dotted name lands in (a package, a module), if any."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


GRAPH = {
    module: {
        target
        for name in _imported_names(module)
        if (target := _portal_module(name)) is not None and target != module
    }
    for module in MODULES
}


# The house, from the ground up. A room imports only rooms on lower floors; rooms on one floor
# know nothing of each other. A new room gets a floor here (and a line in docs/architecture.md).
FLOORS = (
    ("magisterium",),  # the door: the only code that speaks to upstream
    ("core",),  # what every room shares: the web layer, the id rule, the Redis locks
    # the door's token source; the 19 metrics, views, chart style; the Church's words
    ("accounts", "statistics", "vocabulary"),
    ("readings", "library", "directory", "trends"),  # the features
    # the workbench, which builds on the trends pages' local sources; the readings by email,
    # which send what the day pages show
    ("research", "subscriptions"),
    ("editions",),  # a research collection frozen to be cited: built on the workbench
    ("yourdata", "ops", "api"),  # gathers from the features: a person's data, the console, the API
)
FLOOR_OF = {room: level for level, rooms in enumerate(FLOORS) for room in rooms}


def _room(module: str) -> str:
    return module.split(".")[1] if module.count(".") else ""


def test_every_room_has_a_floor():
    rooms = {_room(module) for module in MODULES if _room(module)}
    assert rooms - set(FLOOR_OF) == set(), "give the new room a floor in FLOORS"
    assert set(FLOOR_OF) - rooms == set(), "a room in FLOORS no longer exists"


def test_rooms_import_only_from_the_floors_below():
    problems = sorted(
        f"{module} (floor {FLOOR_OF[_room(module)]}) imports {target} "
        f"(floor {FLOOR_OF[_room(target)]})"
        for module, targets in GRAPH.items()
        if _room(module)
        for target in targets
        if _room(target)
        and _room(target) != _room(module)
        and FLOOR_OF[_room(target)] >= FLOOR_OF[_room(module)]
    )
    assert problems == []


# --- Templates: `{% load %}` is an import too ---------------------------------------------------

# A template directory (templates/<dir>/, or a room's own portal/<room>/templates/<dir>/) that is
# not a room's name: whose it is. allauth's pages, overridden, are the accounts room's.
TEMPLATE_DIR_ROOMS = {"account": "accounts", "socialaccount": "accounts", "allauth": "accounts"}
# A template directly in templates/ (base.html: the frame of every page) is core's.
SHARED_TEMPLATES_ROOM = "core"
# Loads that climb a floor on purpose: (template's room, library) → why.
INTENDED_LOADS = {
    ("core", "magisterium_account"): "every page's frame (base.html) and the upstream-error "
    "block draw the sign-in button and the paid-plan notice: who is signed in is shown on "
    "every page, and the accounts room owns how",
    ("directory", "research"): "the directory's diocese pages carry the workbench's 'add to "
    "a collection' button (research builds on them and lends them its warehouse)",
    ("trends", "research"): "the trends chart carries the workbench's 'add to a collection' "
    "button (research builds on the trends pages and lends them its warehouse)",
}
_LOAD = re.compile(r"\{%\s*load\s+(.+?)\s*%\}")


def _tag_libraries() -> dict[str, str]:
    """Each portal tag library's name → the room that defines it."""
    libraries: dict[str, str] = {}
    for path in PORTAL.glob("*/templatetags/*.py"):
        if path.stem != "__init__":
            room = path.relative_to(PORTAL).parts[0]
            assert libraries.setdefault(path.stem, room) == room, f"two libraries {path.stem}"
    return libraries


def _templates() -> dict[Path, str]:
    """Every template → its room."""
    rooms: dict[Path, str] = {}
    for root in [TEMPLATES, *PORTAL.glob("*/templates")]:
        for path in root.rglob("*.html"):
            parts = path.relative_to(root).parts
            if len(parts) == 1:
                rooms[path] = SHARED_TEMPLATES_ROOM
            else:
                rooms[path] = TEMPLATE_DIR_ROOMS.get(parts[0], parts[0])
    return rooms


def _loaded(path: Path) -> set[str]:
    """The libraries `path` loads: `{% load a b %}` and `{% load x y from lib %}`."""
    names: set[str] = set()
    for found in _LOAD.finditer(path.read_text()):
        words = found.group(1).split()
        names.update(words[words.index("from") + 1 :] if "from" in words else words)
    return names


def test_every_template_belongs_to_a_room():
    unknown = sorted(
        f"{path.relative_to(BASE_DIR)} ({room})"
        for path, room in _templates().items()
        if room not in FLOOR_OF
    )
    assert unknown == [], "name the room of these template directories in TEMPLATE_DIR_ROOMS"


def test_templates_load_tag_libraries_only_from_the_floors_below():
    libraries = _tag_libraries()
    loads = {
        (path, room, name, libraries[name])
        for path, room in _templates().items()
        if room in FLOOR_OF
        for name in _loaded(path)
        if name in libraries  # Django's and other apps' libraries (i18n, static) have no floor
    }
    problems = sorted(
        f"{path.relative_to(BASE_DIR)} (floor {FLOOR_OF[room]}) loads {name} of {owner} "
        f"(floor {FLOOR_OF[owner]})"
        for path, room, name, owner in loads
        if owner != room
        and FLOOR_OF[owner] >= FLOOR_OF[room]
        and (room, name) not in INTENDED_LOADS
    )
    assert problems == []
    # An exception no template needs any more goes.
    used = {(room, name) for _path, room, name, _owner in loads}
    assert set(INTENDED_LOADS) - used == set()


def test_the_door_imports_nothing_from_the_rooms_above_it():
    # The ground floor: no accounts, no features, no web code (the id rule lives here too).
    allowed_portal = ("portal.magisterium",)
    forbidden_libraries = ("celery", "allauth", "django.http", "django.shortcuts",
                           "django.template", "django.urls", "django.views", "sandbox")  # fmt: skip
    problems = []
    for module in (m for m in MODULES if m.split(".")[:2] == ["portal", "magisterium"]):
        for name in sorted(_imported_names(module)):
            if name.startswith("portal") and not name.startswith(allowed_portal):
                problems.append(f"{module} imports {name}")
            if name.startswith(forbidden_libraries):
                problems.append(f"{module} imports {name}")
    assert problems == []


def test_no_module_imports_one_that_imports_it_back():
    # Strongly connected components of more than one module are circles (Tarjan's algorithm).
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in GRAPH[module]:
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while (member := stack.pop()) != module:
                component.append(member)
            if component:
                circles.append(sorted([module, *component]))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    assert circles == []


def test_features_reach_upstream_only_through_the_session():
    # The token-level skill functions and the token store are the door's insides.
    insides = ("portal.magisterium.skills", "portal.magisterium.reference",
               "portal.magisterium.transport", "portal.accounts.tokens")  # fmt: skip
    features = ("portal.library", "portal.directory", "portal.trends", "portal.readings",
                "portal.core")  # fmt: skip
    problems = [
        f"{module} imports {name}"
        for module in MODULES
        if module.startswith(features)
        for name in sorted(_imported_names(module))
        if name.startswith(insides)
    ]
    assert problems == []
