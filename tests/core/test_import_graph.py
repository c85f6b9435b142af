"""The import graph of portal/, read from the source: the rooms stand in floors, each importing
only from the floors below it; the door is the ground floor, and no module imports another that
imports it back (docs/architecture.md "Rooms and floors")."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import BASE_DIR

PORTAL = BASE_DIR / "portal"


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
    ("research",),  # the workbench: builds on the trends pages' local sources
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
