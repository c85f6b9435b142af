"""The vendored plotly.js: our partial build, in step with plotly (Python), no eval, no <style>."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import plotly.offline
import pytest

from portal.trends.management.commands import trends_plotly_css as generator

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "static" / generator.BUNDLE
README = ROOT / "static" / "vendor" / "README.md"
# The full strict build served before was 5,158,139 bytes raw and 1,162,894 brotli.
RAW_BUDGET = 1_500_000
SERVED_BUDGET = 400_000  # compressed, as WhiteNoise sends it
# Code generated at run time needs 'unsafe-eval': eval(...), Function(...), new Function(...).
EVAL = re.compile(r"(?<![\w$.])(?:eval|(?:new\s+)?Function)\s*\(")


def _served_bundle(client, encoding: str):
    from django.templatetags.static import static

    url = static(generator.BUNDLE)
    assert url.startswith("/static/vendor/plotly/plotly-portal.min.")  # a hashed, immutable name
    response = client.get(url, HTTP_ACCEPT_ENCODING=encoding)
    assert response.status_code == 200
    return response


def _finish(response) -> None:
    """Read the file to its end, which is when the test client closes it as a server would
    (a response.close() of our own would also run Django's end-of-request database checks,
    in a test that has no database)."""
    for _chunk in response.streaming_content:
        pass


def test_the_vendored_plotly_js_is_the_version_plotly_python_builds_figures_for():
    head = BUNDLE.read_text(encoding="utf-8")[:200]
    version = plotly.offline.get_plotlyjs_version()
    assert f"plotly.js (portal: core + scatter - minified) v{version}" in head
    assert "Licensed under the MIT license" in head  # plotly.js's banner is kept
    assert (ROOT / "static" / "vendor" / "plotly" / "LICENSE").read_text().startswith("MIT")


def test_the_served_bundle_is_the_one_the_readme_records_and_runs_no_generated_code(client):
    response = _served_bundle(client, "identity")
    served = b"".join(response.streaming_content)  # read whole: the test client closes it
    recorded = re.search(
        r"sha256 of `plotly-portal\.min\.js`: `([0-9a-f]{64})`", README.read_text()
    )
    assert recorded, "static/vendor/README.md must record the bundle's sha256"
    assert hashlib.sha256(served).hexdigest() == recorded.group(1)
    assert served == BUNDLE.read_bytes()
    source = served.decode("utf-8")
    assert EVAL.search(source) is None  # no 'unsafe-eval' needed
    assert "new Function" not in source
    assert "maplibre" not in source  # no map library, so no stylesheet injected by one


def test_the_partial_bundle_stays_well_under_the_full_builds_size(client):
    assert BUNDLE.stat().st_size < RAW_BUDGET
    response = _served_bundle(client, "br, gzip")
    assert response["Content-Encoding"] in {"br", "gzip"}
    assert int(response["Content-Length"]) < SERVED_BUDGET
    _finish(response)


def test_the_generated_stylesheet_and_head_partial_match_the_bundle():
    """Fails after a bundle upgrade until `manage.py trends_plotly_css` is run again."""
    source = BUNDLE.read_text(encoding="utf-8")
    css = (ROOT / "static" / generator.OUTPUT).read_text(encoding="utf-8")
    version = plotly.offline.get_plotlyjs_version()
    assert css == generator.stylesheet(generator.rules_from_bundle(source), version=version)
    assert ".js-plotly-plot .plotly .modebar { position:absolute;top:2px;right:2px; }" in css
    partial = (ROOT / "templates" / generator.HEAD_PARTIAL).read_text(encoding="utf-8")
    assert generator.injected_style_ids(source) == []
    assert partial == generator.head_partial()


def test_plotly_js_is_served_compressed_and_long_cached(client):
    response = _served_bundle(client, "br, gzip")
    assert response["Content-Encoding"] in {"br", "gzip"}
    assert int(response["Content-Length"]) < BUNDLE.stat().st_size / 3
    assert "max-age=31536000" in response["Cache-Control"]
    assert "immutable" in response["Cache-Control"]
    _finish(response)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_bundle_registers_only_the_scatter_trace(signed_in_page, live_server, sandbox):
    page = signed_in_page
    page.goto(f"{live_server.url}/trends/dmaml/?metric=catholics")
    page.locator("#trend-chart .main-svg").first.wait_for()
    schema = page.evaluate(
        """() => {
            const schema = window.Plotly.PlotSchema.get();
            return {
                version: window.Plotly.version,
                traces: Object.keys(schema.traces),
                layout: Object.keys(schema.layout.layoutAttributes),
            };
        }"""
    )
    assert schema["version"] == plotly.offline.get_plotlyjs_version()
    assert schema["traces"] == ["scatter"]
    assert {"xaxis", "yaxis", "legend", "hovermode", "separators"} <= set(schema["layout"])
    other_subplots = {"geo", "map", "mapbox", "scene", "polar", "ternary", "smith"}
    assert other_subplots.isdisjoint(schema["layout"])
    assert page.console_errors == []
