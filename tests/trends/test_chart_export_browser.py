"""Every chart's picture, in Chromium: under the trends chart, the research chart and the research
map, "Download PNG" and "Download SVG" save the chart with its title, unit, source, coverage note
and retrieval date drawn in, in the page's language, at a desktop and a phone width. The SVG's
text is read back; the PNG is checked for its size and drawn again to see it is not blank."""

from __future__ import annotations

import base64
import re
import struct
import unicodedata
from datetime import UTC, date, datetime

import pytest
from defusedxml import ElementTree
from django.conf import settings
from django.utils import formats, timezone, translation
from django.utils.translation import gettext, ngettext
from playwright.sync_api import expect

from devtools.warehouse_data import sandbox_collection
from portal.statistics.derived import View, unit_for
from tests.conftest import SCREENSHOTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
LANGUAGES = ["en", "hr"]
# Kinshasa has no figures for 1960–1964 in the sandbox: the charts have a missing-years note,
# and on the map in 1962 the Democratic Republic of the Congo has a member but no figure.
SEES = ["dmaml", "dkins", "dmila"]
FETCHED = datetime(2026, 3, 14, 12, 0, tzinfo=UTC)  # noon: the same day in any time zone
PNG_SIZE = (1600, 1000)  # a chart of one plot, at the picture's scale

# The downloaded PNG drawn on a canvas in the page (a blob: image, which the chart pages' CSP
# allows): its size and how many pixels are painted (not near white) in the top band (the
# title), the middle (the plot) and the bottom band (the source and date).
_INKED = """async (encoded) => {
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "image/png" }));
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  URL.revokeObjectURL(url);
  const counted = (from, to, darkest) => {
    const top = Math.round(canvas.height * from), bottom = Math.round(canvas.height * to);
    const pixels = context.getImageData(0, top, canvas.width, bottom - top).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] > 0 && pixels[i] + pixels[i + 1] + pixels[i + 2] < darkest) { count += 1; }
    }
    return count;
  };
  // Text is dark (< 600 of 765); the plot also has light grid lines and pale countries (< 720).
  return { width: canvas.width, height: canvas.height, top: counted(0, 0.1, 600),
           middle: counted(0.2, 0.7, 720), bottom: counted(0.9, 1, 600) };
}"""


def normal(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def slug(text: str) -> str:
    """The file name's title part, as static/js/core/chart-export.js makes it."""
    ascii_text = "".join(
        c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)
    )
    words = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return words[:80].rstrip("-") or "chart"


def svg_words(data: bytes) -> str:
    """Every text of the SVG, each <text> element's lines joined by a space."""
    root = ElementTree.fromstring(data)
    texts = []
    for element in root.iter():
        if element.tag.rsplit("}", 1)[-1] == "text":
            texts.append(" ".join(part.strip() for part in element.itertext() if part.strip()))
    return normal(" ".join(texts))


def source_sentence(language: str) -> str:
    with translation.override(language):
        return gettext("Source: Magisterium AI (magisterium.com), via %(portal)s") % {
            "portal": "Magisterium Portal"
        }


def retrieved_sentence(language: str, moment: datetime) -> str:
    with translation.override(language):
        day = formats.date_format(timezone.localtime(moment), "DATE_FORMAT")
        return gettext("Retrieved %(date)s") % {"date": day}


def unit_of(language: str, metric: str) -> str:
    with translation.override(language):
        return str(unit_for(metric, View.RAW))


def open_chart(page, live_server, kind: str, language: str) -> dict:
    """Open the chart of `kind` in `language`; what its picture must say (the title from the
    page, the rest from the server's words) and the block of its download buttons."""
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    if kind == "trends":
        page.goto(f"{live_server.url}/trends/dkins/?metric=catholics&start=1955&end=1970")
        holder = page.locator("[data-trend-chart]")
        title = holder.get_attribute("data-chart-label")
        with translation.override(language):
            coverage = [gettext("Missing years are gaps in the lines.")]
        retrieved = None  # the trends page does not know when: the day of the download
    else:
        collection = sandbox_collection(
            SEES, name="Sees in a picture", owner=page.user, fetched_at=FETCHED
        )
        retrieved = FETCHED
        if kind == "research":
            page.goto(
                f"{live_server.url}/research/{collection.pk}/chart/"
                "?metric=catholics&start=1955&end=1970"
            )
            holder = page.locator("[data-trend-chart]")
            title = holder.get_attribute("data-chart-label")
            with translation.override(language):
                counted = ngettext(
                    "figures for %(reported)s of %(members)d diocese",
                    "figures for %(reported)s of %(members)d dioceses",
                    3,
                ) % {"reported": 3, "members": 3}
                gaps = gettext("Missing years are gaps in the lines.")
            caption = normal(page.locator("[data-chart-coverage]").inner_text())
            assert caption == f"{counted[:1].upper()}{counted[1:]}."  # the caption's words
            coverage = [caption, gaps]
        else:
            page.goto(f"{live_server.url}/research/{collection.pk}/map/?metric=catholics&year=1962")
            expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-drawn", "")
            title = normal(page.locator("[data-map-title]").inner_text())
            coverage = [normal(page.locator("[data-map-coverage]").inner_text())]
            with translation.override(language):  # the DR Congo has no figure in 1962
                expected = ngettext(
                    "Figures for %(reported)d of %(total)d country in %(year)d.",
                    "Figures for %(reported)d of %(total)d countries in %(year)d.",
                    3,
                ) % {"reported": 2, "total": 3, "year": 1962}
                key = gettext("Grey: %(no_figures)s; pale: %(no_members)s.") % {
                    "no_figures": gettext("no figures for this year"),
                    "no_members": gettext("no dioceses in the collection"),
                }
            assert coverage == [expected]  # the caption's words
            coverage.append(key)  # the page's legend, in words
    expect(page.locator("html")).to_have_attribute("lang", language)
    block = page.locator("[data-chart-export]")
    expect(block).to_be_visible()
    return {
        "title": normal(title),
        "unit": unit_of(language, "catholics"),
        "source": source_sentence(language),
        "coverage": coverage,
        "retrieved": retrieved,
        "block": block,
    }


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ["trends", "research", "map"])
def test_the_chart_downloads_as_a_picture_that_says_what_it_shows(
    signed_in_page, live_server, sandbox, take_screenshot, kind, language, width
):
    page = signed_in_page
    page.set_viewport_size(WIDTHS[width])
    chart = open_chart(page, live_server, kind, language)
    block = chart["block"]
    take_screenshot(page, f"chart-export-{kind}-{language}-{width}")
    png_button = block.locator("[data-chart-export-format='png']")
    svg_button = block.locator("[data-chart-export-format='svg']")
    with translation.override(language):
        expect(png_button).to_have_text(gettext("Download PNG"))
        expect(svg_button).to_have_text(gettext("Download SVG"))
    if chart["retrieved"] is not None:
        retrieved = retrieved_sentence(language, chart["retrieved"])
        day = chart["retrieved"].date().isoformat()
    else:
        # The day of the download, in the page's language, in the server's sentence.
        today = page.evaluate(
            "new Intl.DateTimeFormat(document.documentElement.lang,"
            " {year: 'numeric', month: 'long', day: 'numeric'}).format(new Date())"
        )
        with translation.override(language):
            retrieved = gettext("Retrieved %(date)s") % {"date": today}
        day = page.evaluate(
            "(() => { const d = new Date(); return [d.getFullYear(),"
            " String(d.getMonth() + 1).padStart(2, '0'), String(d.getDate()).padStart(2, '0')]"
            ".join('-'); })()"
        )
        assert date.fromisoformat(day)
    if language != "en":  # the words are the page's language, not English left in
        assert chart["source"] != source_sentence("en")
        assert chart["unit"] != unit_of("en", "catholics")

    # SVG, with the mouse: every word is in the picture's text.
    with page.expect_download() as svg_download:
        svg_button.click()
    svg = svg_download.value
    assert svg.suggested_filename == f"{slug(chart['title'])}-{day}.svg"
    data = svg.path().read_bytes()
    words = svg_words(data)
    for expected in [chart["title"], chart["unit"], chart["source"], *chart["coverage"], retrieved]:
        assert normal(expected) in words, f"{expected!r} not in the SVG's text: {words!r}"
    (SCREENSHOTS / f"chart-export-{kind}-{language}-{width}.svg").write_bytes(data)

    # PNG, with the keyboard: print-sized, and inked where the title, plot and footer are.
    png_button.focus()
    with page.expect_download() as png_download:
        page.keyboard.press("Enter")
    png = png_download.value
    assert png.suggested_filename == f"{slug(chart['title'])}-{day}.png"
    data = png.path().read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == PNG_SIZE
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    png.save_as(SCREENSHOTS / f"chart-export-{kind}-{language}-{width}-download.png")
    drawn = page.evaluate(_INKED, base64.b64encode(data).decode())
    assert (drawn["width"], drawn["height"]) == PNG_SIZE
    assert drawn["top"] > 500, drawn  # the title
    assert drawn["middle"] > 20000, drawn  # lines, grid and axes, or the countries
    assert drawn["bottom"] > 500, drawn  # the source and the date

    # The chart on the page is as it was: no picture's element left behind, no error.
    assert page.locator(".chart-export-sheet").count() == 0
    expect(block.locator("[data-chart-export-status]")).to_have_text("")
    assert page.console_errors == []


def test_a_chart_of_stacked_plots_and_a_long_legend_keeps_every_word_clear(
    signed_in_page, live_server, sandbox, take_screenshot
):
    """Two units (two stacked plots) of six dioceses, in Spanish: a taller picture, the legend
    of twelve lines between the plots and the words, nothing left out."""
    page = signed_in_page
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": "es", "url": live_server.url}]
    )
    codes = ["dmaml", "dmila", "dsjcr", "dsant", "dcord", "dkins"]
    query = "&".join(f"d={code}" for code in codes)
    page.goto(
        f"{live_server.url}/trends/compare/?{query}&metric=catholics&metric=parishes"
        "&start=1955&end=1990"
    )
    block = page.locator("[data-chart-export]")
    expect(block).to_be_visible()
    title = normal(page.locator("[data-trend-chart]").get_attribute("data-chart-label"))
    take_screenshot(page, "chart-export-trends-two-plots-es")
    with page.expect_download() as svg_download:
        block.locator("[data-chart-export-format='svg']").click()
    words = svg_words(svg_download.value.path().read_bytes())
    with translation.override("es"):
        parishes = str(unit_for("parishes", View.RAW))
    for expected in [title, unit_of("es", "catholics"), parishes, source_sentence("es")]:
        assert normal(expected) in words, f"{expected!r} not in the SVG's text: {words!r}"
    with page.expect_download() as png_download:
        block.locator("[data-chart-export-format='png']").click()
    data = png_download.value.path().read_bytes()
    assert struct.unpack(">II", data[16:24]) == (1600, 1480)  # 300 more for the second plot
    png_download.value.save_as(SCREENSHOTS / "chart-export-trends-two-plots-es-download.png")
    assert page.console_errors == []


def test_the_maps_picture_follows_the_year_slider(signed_in_page, live_server, take_screenshot):
    """After the slider moves, the picture is of the year shown: its title and coverage."""
    page = signed_in_page
    collection = sandbox_collection(SEES, name="Sees by year", owner=page.user, fetched_at=FETCHED)
    page.goto(f"{live_server.url}/research/{collection.pk}/map/?metric=catholics&year=1964")
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-drawn", "")
    page.locator("#map-year-slider").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-map-plot]")).to_have_attribute("data-map-year", "1965")
    coverage = page.locator("[data-map-coverage]")
    expect(coverage).to_have_text("Figures for 3 of 3 countries in 1965.")
    take_screenshot(page, "chart-export-map-1965")
    with page.expect_download() as svg_download:
        page.locator("[data-chart-export-format='svg']").click()
    words = svg_words(svg_download.value.path().read_bytes())
    assert "Catholics by country in 1965" in words
    assert "Figures for 3 of 3 countries in 1965." in words
    assert "1964" not in words
    assert svg_download.value.suggested_filename == "catholics-by-country-in-1965-2026-03-14.svg"
    assert page.console_errors == []
