"""What plotly.js drew, read from the page: the tests of every chart and of the map assert on
the SVG the browser renders (computed fills and strokes, the shapes present), not only on the
figure's JSON, which once said "values" while the page hatched every country."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import SCREENSHOTS

# Each drawn scatter trace of the chart in `holder` (a CSS selector): its line's computed
# stroke and dash pattern, its first marker's fill and shape (the path's d names the symbol).
_SERIES = """(holder) => [...document.querySelectorAll(holder + ' .scatterlayer g.trace.scatter')]
  .map((group) => {
    const line = group.querySelector('path.js-line');
    const point = group.querySelector('path.point');
    const lineStyle = line ? getComputedStyle(line) : null;
    return {
      stroke: lineStyle ? lineStyle.stroke : null,
      dash: lineStyle ? lineStyle.strokeDasharray : null,
      marker: point ? getComputedStyle(point).fill : null,
      symbol: point ? point.getAttribute('d') : null,
    };
  })"""

# Each country shape of the map in `holder`: its ISO-3 id, computed fill and the trace group
# (data-map-layer, which static/js/research/map.js sets from the trace's uid).
_COUNTRIES = """(holder) => [...document.querySelectorAll(holder + ' path.choroplethlocation')]
  .map((path) => ({
    id: path.__data__ ? path.__data__.loc : null,
    fill: getComputedStyle(path).fill,
    layer: path.closest('g.trace').getAttribute('data-map-layer'),
  }))"""

HATCH = 'url("#research-map-hatch")'


def figure_screenshot(page, selector: str, name: str) -> Path:
    """A PNG of one element (a chart's <figure>) under var/screenshots/, to look at closely."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.locator(selector).first.screenshot(path=str(path))
    return path


def drawn_series(page, holder: str) -> list[dict]:
    """The scatter traces drawn in `holder`, in drawing order (see _SERIES)."""
    return page.evaluate(_SERIES, holder)


def drawn_countries(page, holder: str = "[data-map-plot]") -> list[dict]:
    """The map's country shapes (see _COUNTRIES)."""
    return page.evaluate(_COUNTRIES, holder)


def boxes_overlap(page, first: str, second: str) -> bool:
    """Whether the bounding boxes of the first elements matching two selectors intersect."""
    return page.evaluate(
        """([first, second]) => {
            const a = document.querySelector(first).getBoundingClientRect();
            const b = document.querySelector(second).getBoundingClientRect();
            return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        }""",
        [first, second],
    )
