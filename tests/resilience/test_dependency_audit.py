"""The `make security` reading of pip-audit: a known vulnerability fails, unreachable data warns."""

from __future__ import annotations

import pytest

from devtools import dependency_audit

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services

CLEAN = {"dependencies": [{"name": "django", "version": "5.2.19", "vulns": []}], "fixes": []}
VULNERABLE = {
    "dependencies": [
        {"name": "django", "version": "5.2.19", "vulns": []},
        {"name": "example", "version": "1.0", "vulns": [{"id": "PYSEC-0000-1",
                                                         "fix_versions": ["1.1"]}]},
    ],
    "fixes": [],
}  # fmt: skip
UNREACHABLE = {
    "dependencies": [
        {"name": "django", "skip_reason": "Dependency not found on PyPI and could not be audited"}
    ],
    "fixes": [],
}


@pytest.fixture
def pip_audit_says(monkeypatch):
    """Replace the pip-audit run (a subprocess on the network) by its canned output."""

    def says(report: dict | None, returncode: int = 0) -> None:
        # None: no JSON on stdout (pip-audit itself failed, e.g. no network at all).
        monkeypatch.setattr(dependency_audit, "_audit", lambda _r: (returncode, report, ""))

    return says


def test_a_clean_audit_passes(pip_audit_says, capsys):
    pip_audit_says(CLEAN)
    assert dependency_audit.main([]) == 0
    assert "no known vulnerabilities in the 1 package(s)" in capsys.readouterr().out


def test_a_known_vulnerability_fails_and_is_named(pip_audit_says, capsys):
    pip_audit_says(VULNERABLE, returncode=1)
    assert dependency_audit.main([]) == 1
    out = capsys.readouterr().out
    assert "VULNERABLE: example 1.0: PYSEC-0000-1 (fixed in: 1.1)" in out


def test_unreachable_vulnerability_data_warns_without_failing(pip_audit_says, capsys):
    pip_audit_says(UNREACHABLE)
    assert dependency_audit.main([]) == 0
    assert "WARNING: 1 of 1 locked packages could not be audited" in capsys.readouterr().out


def test_an_audit_that_could_not_run_warns_without_failing(pip_audit_says, capsys):
    pip_audit_says(None, returncode=1)
    assert dependency_audit.main([]) == 0
    assert "WARNING: pip-audit could not run an audit" in capsys.readouterr().out
