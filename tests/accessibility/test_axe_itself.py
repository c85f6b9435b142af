"""The accessibility checker itself: asked for violations only (axe's `resultTypes`), it still
finds and names each element at fault, so a clean result means a clean page."""

from __future__ import annotations

import pytest

from tests.accessibility.conftest import axe_violations

PAGE = (
    """<!DOCTYPE html><html lang="en"><head><title>Planted faults</title></head><body>
<main><h1>Planted faults</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<p style="color:#bbb;background:#fff">Too pale to read.</p>
<table><tr><th>Year</th></tr>"""
    + "<tr><td>1</td></tr>" * 2000
    + """</table>
</main></body></html>"""
)


@pytest.mark.browser
def test_axe_finds_the_planted_faults_on_a_page_of_thousands_of_elements(page):
    page.set_content(PAGE)
    found = {violation["id"]: violation for violation in axe_violations(page)}
    assert {"image-alt", "color-contrast"} <= set(found)
    assert found["image-alt"]["nodes"][0]["target"] == ["img"]
    assert len(found["color-contrast"]["nodes"]) == 1
