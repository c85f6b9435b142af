"""Google Lighthouse (npm, pinned in package-lock.json) run on one page with the system Chromium:
its category scores, and every audit that fails, with the elements or resources at fault.

`run()` writes Lighthouse's own JSON and HTML reports (open the HTML in a browser) and returns
a `Report`; tests/accessibility/test_lighthouse.py holds the portal's pages to it.
"""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parents[1]
LIGHTHOUSE = BASE_DIR / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# --lang: the pages negotiate their language, so the container's locale must not choose it.
CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --lang=en-US"
# Lighthouse's own "pass" (green) for an audit; a category's threshold is the caller's.
AUDIT_PASSES = 0.9
# Modes whose score counts; "informative", "manual", "notApplicable" and "error" do not.
SCORED_MODES = {"binary", "numeric", "metricSavings"}
RUN_SECONDS = 180  # one page on an idle machine takes well under a minute
ITEMS_SHOWN = 12


def run_timeout() -> float:
    """RUN_SECONDS, stretched by how loaded the machine is now (a busy box is slower, not
    wrong)."""
    load_per_cpu = os.getloadavg()[0] / (os.cpu_count() or 1)
    return RUN_SECONDS * max(1.0, load_per_cpu)


@dataclass(frozen=True)
class Report:
    url: str
    json_path: Path
    html_path: Path
    result: dict  # Lighthouse's result object (the JSON report)

    @property
    def scores(self) -> dict[str, float | None]:
        """Each category's score from 0 to 1; None when Lighthouse could not score it."""
        return {name: self.result["categories"][name]["score"] for name in CATEGORIES}

    def below(self, threshold: float) -> list[str]:
        return [name for name, score in self.scores.items() if (score or 0) < threshold]

    def summary(self) -> str:
        scores = " ".join(f"{name}={_score(score)}" for name, score in self.scores.items())
        return f"{self.url}: {scores} ({self.html_path.relative_to(BASE_DIR)})"

    def failing_audits(self, category: str) -> list[dict]:
        audits = self.result["audits"]
        failing = []
        for ref in self.result["categories"][category]["auditRefs"]:
            audit = audits[ref["id"]]
            scored = audit.get("scoreDisplayMode") in SCORED_MODES and audit["score"] is not None
            if scored and audit["score"] < AUDIT_PASSES:
                failing.append({**audit, "weight": ref.get("weight", 0)})
        return failing

    def describe_failures(self) -> str:
        """Every failing audit of every category: id, weight, title, value and details; those
        that count toward the score first, then the diagnostics (weight 0)."""
        failing = [(c, audit) for c in CATEGORIES for audit in self.failing_audits(c)]
        counted = [(c, audit) for c, audit in failing if audit["weight"]]
        diagnostics = [(c, audit) for c, audit in failing if not audit["weight"]]
        lines = []
        for group, audits in [("counted in the score", counted), ("diagnostics", diagnostics)]:
            if audits:
                lines.append(f"failing audits, {group}:")
            for category, audit in audits:
                value = f" — {audit['displayValue']}" if audit.get("displayValue") else ""
                lines.append(
                    f"[{category}] {audit['id']} (score {_score(audit['score'])}, weight "
                    f"{audit['weight']}): {audit['title']}{value}"
                )
                if audit.get("explanation"):
                    lines.append(f"    {_one_line(audit['explanation'])}")
                lines.extend(f"    {line}" for line in _detail_lines(audit.get("details") or {}))
        return "\n".join(lines)


def run(url: str, *, output_stem: Path, chrome_path: str) -> Report:
    """Lighthouse's default mobile run of `url`, in the four categories; the reports are
    written to `output_stem`.report.json and .report.html."""
    output_stem.parent.mkdir(parents=True, exist_ok=True)
    command = [
        str(LIGHTHOUSE), url,
        "--output=json", "--output=html", f"--output-path={output_stem}",
        f"--chrome-flags={CHROME_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}",
        # Simulated throttling (the default, said here on purpose): the page loads unthrottled
        # and Lighthouse models a slow 4G phone from what it loaded, so the score follows the
        # page's bytes, request chains and render-blocking files rather than this machine's
        # speed. "devtools" or "provided" throttling would time real loads on a busy box.
        "--throttling-method=simulate",
        "--no-enable-error-reporting",  # never sends anything to Lighthouse's error service
        "--quiet",
    ]  # fmt: skip
    # Lighthouse takes the browser from CHROME_PATH (it has no command-line flag for it).
    env = {**os.environ, "CHROME_PATH": chrome_path}
    for _attempt in range(3):
        completed = subprocess.run(
            command, cwd=BASE_DIR, env=env, capture_output=True, text=True, timeout=run_timeout()
        )
        # Chrome sometimes loses the trace of a load on a busy machine; Lighthouse then asks
        # to be run again (NO_NAVSTART, NO_FCP): that is its answer, not the page's.
        if completed.returncode == 0 or "Please run Lighthouse again" not in completed.stderr:
            break
    json_path = output_stem.with_name(output_stem.name + ".report.json")
    html_path = output_stem.with_name(output_stem.name + ".report.html")
    if completed.returncode != 0 or not json_path.exists():
        raise RuntimeError(
            f"lighthouse exited with {completed.returncode} on {url}:\n{completed.stderr[-3000:]}"
        )
    result = json.loads(json_path.read_text(encoding="utf-8"))
    if result.get("runtimeError"):
        raise RuntimeError(f"lighthouse could not audit {url}: {result['runtimeError']}")
    return Report(url=url, json_path=json_path, html_path=html_path, result=result)


def _score(score: float | None) -> str:
    return "n/a" if score is None else f"{score:.2f}"


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _value_text(value: object) -> str:
    if isinstance(value, dict):
        kind = value.get("type")
        if kind == "node":
            parts = [value.get("selector"), value.get("snippet"), value.get("explanation")]
            return " ".join(_one_line(part, 200) for part in parts if part)
        if kind == "source-location":
            return f"{value.get('url')}:{value.get('line', 0) + 1}:{value.get('column', 0) + 1}"
        if "value" in value:
            return _one_line(value["value"])
        return _one_line(json.dumps(value))
    if isinstance(value, float):
        return f"{value:.0f}"
    return _one_line(str(value))


def _detail_lines(details: dict) -> list[str]:
    """The table (or list of tables) of an audit's details, one line per item."""
    kind = details.get("type")
    if kind == "list":
        return [line for part in details.get("items", []) for line in _detail_lines(part)]
    if kind == "list-section":
        return _detail_lines(details.get("value") or {})
    if kind == "network-tree":
        return _chain_lines(details.get("chains") or {}, depth=0)
    headings = [heading["key"] for heading in details.get("headings", []) if heading.get("key")]
    items = details.get("items", []) if kind in {"table", "opportunity"} else []
    lines = []
    for item in items[:ITEMS_SHOWN]:
        keys = headings or list(item)
        cells = [f"{key}: {_value_text(item[key])}" for key in keys if item.get(key) is not None]
        lines.append("- " + "; ".join(cells))
        for sub in (item.get("subItems") or {}).get("items", [])[:ITEMS_SHOWN]:
            lines.append("    · " + "; ".join(f"{k}: {_value_text(v)}" for k, v in sub.items()))
    if len(items) > ITEMS_SHOWN:
        lines.append(f"- … and {len(items) - ITEMS_SHOWN} more (see the HTML report)")
    return lines


def _chain_lines(chains: dict, *, depth: int) -> list[str]:
    """A critical request chain as an indented tree: each request waits for its parent."""
    lines = []
    for request in chains.values():
        ends = f"ends at {request.get('navStartToEndTime', 0):.0f} ms"
        lines.append(f"{'  ' * depth}- {request.get('url')} ({ends})")
        lines.extend(_chain_lines(request.get("children") or {}, depth=depth + 1))
    return lines
