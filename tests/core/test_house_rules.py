"""Rules of the house a linter does not check: one layout for a reader, the formatter's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

PORTAL = Path(__file__).resolve().parents[2] / "portal"


def test_no_code_in_portal_opts_out_of_the_formatter():
    opted_out = [
        f"{path.relative_to(PORTAL.parent)}:{number}"
        for path in sorted(PORTAL.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "fmt: skip" in line or "fmt: off" in line
    ]
    assert opted_out == []


TEMPLATES = PORTAL.parent / "templates"
TEMPLATE_LINE_LIMIT = 120


def test_no_template_line_is_longer_than_a_reader_can_follow():
    long_lines = [
        f"{path.relative_to(TEMPLATES.parent)}:{number} ({len(line)} characters)"
        for path in sorted(p for p in TEMPLATES.rglob("*") if p.is_file())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if len(line) > TEMPLATE_LINE_LIMIT
    ]
    assert long_lines == []


def test_no_room_in_portal_types_a_person_as_any():
    # A user, owner or person is a Django user (or, in the door, its Protocol), never `Any`:
    # mypy then checks every attribute a room reads of them.
    untyped = [
        f"{path.relative_to(PORTAL.parent)}:{number}"
        for path in sorted(PORTAL.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"\b(user|owner|person|user_id|owner_id)\s*:\s*Any\b", line)
    ]
    assert untyped == []
