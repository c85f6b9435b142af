"""Rules of the house a linter does not check: one layout for a reader, the formatter's."""

from __future__ import annotations

from pathlib import Path

PORTAL = Path(__file__).resolve().parents[2] / "portal"


def test_no_code_in_portal_opts_out_of_the_formatter():
    opted_out = [
        f"{path.relative_to(PORTAL.parent)}:{number}"
        for path in sorted(PORTAL.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "fmt: skip" in line or "fmt: off" in line
    ]
    assert opted_out == []
