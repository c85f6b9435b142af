"""`python -m devtools.dependency_audit [requirements.lock]`: pip-audit, read strictly.

Fails (exit 1) on any known vulnerability in the locked packages. When the vulnerability data
cannot be reached (no network, or a package mirror without PyPI's JSON API, where pip-audit
reports each package as "not found on PyPI" and still says "No known vulnerabilities found"),
it prints a clear warning naming how many packages went unaudited and does not fail: an
unreachable database proves nothing either way, and `make test` must still run offline.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent


def _audit(requirements: str) -> tuple[int, dict | None, str]:
    # --no-deps: the lock file pins every package (pip freeze), so nothing is resolved again.
    command = [str(BIN / "pip-audit"), "-r", requirements, "--no-deps", "--format", "json",
               "--progress-spinner", "off"]  # fmt: skip
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    try:
        report = json.loads(result.stdout)
    except ValueError:
        report = None
    return result.returncode, report, result.stderr


def main(argv: list[str]) -> int:
    requirements = argv[0] if argv else "requirements.lock"
    returncode, report, stderr = _audit(requirements)
    if report is None:
        print(f"WARNING: pip-audit could not run an audit (exit {returncode}); vulnerability data "
              f"unreachable? Nothing was checked.\n{stderr.strip()[-2000:]}")  # fmt: skip
        return 0
    dependencies = report.get("dependencies", [])
    vulnerable = [d for d in dependencies if d.get("vulns")]
    skipped = [d for d in dependencies if d.get("skip_reason")]
    for dependency in vulnerable:
        for vuln in dependency["vulns"]:
            fixes = ", ".join(vuln.get("fix_versions") or []) or "no fixed version yet"
            print(f"VULNERABLE: {dependency['name']} {dependency.get('version')}: {vuln['id']} "
                  f"(fixed in: {fixes})")  # fmt: skip
    audited = len(dependencies) - len(skipped)
    if skipped:
        print(f"WARNING: {len(skipped)} of {len(dependencies)} locked packages could not be "
              "audited: the vulnerability data is unreachable from here (e.g. a package mirror "
              "without PyPI's JSON API). Run `pip-audit -r requirements.lock` where pypi.org "
              f"is reachable. First reason: {skipped[0]['skip_reason']}")  # fmt: skip
    if vulnerable:
        print(f"pip-audit: {len(vulnerable)} vulnerable package(s) in {requirements}.")
        return 1
    if audited:
        print(f"pip-audit: no known vulnerabilities in the {audited} package(s) it could audit.")
    else:
        print("pip-audit: audited nothing (see the warning above); not failing the build.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
