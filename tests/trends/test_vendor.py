"""The vendored plotly.js: our own copy, in step with plotly (Python), no <style> injection."""

from __future__ import annotations

from pathlib import Path

import plotly.offline

from portal.trends.management.commands import trends_plotly_css as generator

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "static" / generator.BUNDLE


def test_the_vendored_plotly_js_is_the_version_plotly_python_builds_figures_for():
    head = BUNDLE.read_text(encoding="utf-8")[:200]
    assert f"plotly.js (strict - minified) v{plotly.offline.get_plotlyjs_version()}" in head
    assert (ROOT / "static" / "vendor" / "plotly" / "LICENSE").read_text().startswith("MIT")


def test_the_generated_stylesheet_and_head_partial_match_the_bundle():
    """Fails after a bundle upgrade until `manage.py trends_plotly_css` is run again."""
    source = BUNDLE.read_text(encoding="utf-8")
    css = (ROOT / "static" / generator.OUTPUT).read_text(encoding="utf-8")
    version = plotly.offline.get_plotlyjs_version()
    assert css == generator.stylesheet(generator.rules_from_bundle(source), version=version)
    assert ".js-plotly-plot .plotly .modebar { position:absolute;top:2px;right:2px; }" in css
    partial = (ROOT / "templates" / generator.HEAD_PARTIAL).read_text(encoding="utf-8")
    style_ids = generator.injected_style_ids(source)
    assert len(style_ids) == 1
    assert partial == generator.head_partial(style_ids)


def test_plotly_js_is_served_compressed_and_long_cached(client):
    from django.templatetags.static import static

    url = static("vendor/plotly/plotly-strict.min.js")
    assert url.startswith("/static/vendor/plotly/plotly-strict.min.")  # a hashed, immutable name
    response = client.get(url, HTTP_ACCEPT_ENCODING="br, gzip")
    assert response.status_code == 200
    assert response["Content-Encoding"] in {"br", "gzip"}
    assert int(response["Content-Length"]) < BUNDLE.stat().st_size / 3
    assert "max-age=31536000" in response["Cache-Control"]
    assert "immutable" in response["Cache-Control"]
    response.close()
