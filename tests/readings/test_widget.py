"""The embeddable widget: its language, its stable host script, and in Chromium, a parish
website on another origin that pastes the homepage's code and gets a frame as tall as the
widget's content, at desktop and phone widths, in English and Spanish."""

import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.utils import timezone

from tests.html import attrs, one
from tests.html import page as parse

today = timezone.localdate

SAINTS = "\n\n".join(
    ["Roman Martyrology (test sample)"]
    + [
        f"{n}. At Carthage, the commemoration of Saint Witness number {n}, who stayed faithful"
        " to Christ under persecution and is remembered by the Church on this day."
        for n in range(1, 9)
    ]
    + ["The last saint of the day: Saint Lucilla, virgin."]
)


# --- Without a browser ------------------------------------------------------------------


@pytest.mark.django_db
def test_the_widget_speaks_the_language_of_lang(client, stored_day):
    stored_day(today())
    response = client.get("/embed/today/?lang=es")
    assert response.status_code == 200
    assert response["Content-Language"] == "es"
    assert "X-Frame-Options" not in response
    assert "frame-ancestors *" in response["Content-Security-Policy"]
    body = response.content.decode()
    soup = parse(body)
    assert attrs(one(soup, "html"))["lang"] == "es"
    assert "Santos del día" in body and "Saint Andrew" in body
    scripts = [attrs(s)["src"] for s in soup.select("script[src][defer]")]
    assert any(re.fullmatch(r"/static/js/readings/embed\.[0-9a-f]+\.js", src) for src in scripts)
    # The visitor's own browser language no longer decides once the parish chose one.
    english = client.get("/embed/today/?lang=en", headers={"accept-language": "hr"})
    assert attrs(one(parse(english), "html"))["lang"] == "en"


@pytest.mark.django_db
def test_an_unknown_lang_is_explained_inside_the_parish_websites_frame(client):
    response = client.get("/embed/today/?lang=klingon")
    assert response.status_code == 400
    assert "X-Frame-Options" not in response  # the message shows where the widget would
    assert "frame-ancestors *" in response["Content-Security-Policy"]


@pytest.mark.django_db
def test_the_host_script_has_a_stable_address_that_leads_to_the_current_file(client):
    response = client.get("/embed/host.js")
    assert response.status_code == 302
    assert re.fullmatch(r"/static/js/readings/embed-host\.[0-9a-f]+\.js", response.url)
    assert "max-age=86400" in response["Cache-Control"] and "public" in response["Cache-Control"]
    script = client.get(response.url)
    assert script.status_code == 200
    assert b"magisterium-portal:embed-height" in b"".join(script.streaming_content)


# --- In Chromium, on a parish website ------------------------------------------------------


class HostSite:
    """A parish website: a tiny HTTP server on its own port, so another origin than the portal."""

    def __init__(self):
        pages = self.pages = {}

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):  # the name http.server calls
                body = pages.get(self.path.split("?")[0])
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.end_headers()
                self.wfile.write((body or "not found").encode())

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def host_site():
    site = HostSite()
    yield site
    site.close()


def parish_page(snippet: str) -> str:
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>St. Mary's parish</title><link rel="icon" href="data:,">
<style>body {{ font-family: serif; max-width: 60rem; margin: 0 auto; padding: 1rem; }}</style>
</head><body>
<h1>St. Mary's parish</h1>
<p>Welcome! Today's readings and saints:</p>
{snippet}
<p id="after">Mass times: Sunday 9:00 and 11:00.</p>
<iframe id="other" name="other" src="/other.html" title="Another site's widget"></iframe>
<script>
  window.seen = [];
  window.addEventListener("message", function (event) {{
    window.seen.push({{ origin: event.origin, type: event.data && event.data.type }});
  }});
</script>
</body></html>"""


WIDGET = "iframe[src*='/embed/today/']"
PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 900}


def widget_height(page) -> float:
    return page.evaluate(f'parseFloat(document.querySelector("{WIDGET}").style.height) || 0')


def assert_sized_to_content(page, *, taller_than: float = 0) -> float:
    """Wait until the host script has sized the widget so it needs no inner scrolling."""
    page.wait_for_function(
        "([selector, floor]) => parseFloat(document.querySelector(selector).style.height) > floor",
        arg=[WIDGET, taller_than],
    )
    frame = page.frame(url=re.compile(r"/embed/today/"))
    frame.wait_for_function(
        "() => document.documentElement.scrollHeight <= document.documentElement.clientHeight"
    )
    inner = frame.evaluate(
        "() => ({scrollHeight: document.documentElement.scrollHeight,"
        " clientHeight: document.documentElement.clientHeight,"
        " scrollWidth: document.documentElement.scrollWidth,"
        " clientWidth: document.documentElement.clientWidth,"
        " content: Math.ceil(document.body.getBoundingClientRect().height)})"
    )
    height = widget_height(page)
    assert inner["scrollHeight"] <= inner["clientHeight"], inner  # no inner scrollbar
    assert inner["scrollWidth"] <= inner["clientWidth"], inner  # nor a sideways one
    assert height == inner["content"], (height, inner)  # as tall as the content, no taller
    # The last saint is inside the frame, not cut off below it.
    box = page.locator(WIDGET).bounding_box()
    last = page.frame_locator(WIDGET).get_by_text("The last saint of the day").bounding_box()
    assert box["y"] <= last["y"] and last["y"] + last["height"] <= box["y"] + box["height"]
    return height


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("lang", "saints_heading"), [("en", "Saints of the day"),
                                                     ("es", "Santos del día")])  # fmt: skip
def test_a_parish_website_gets_a_widget_as_tall_as_its_content(
    page, live_server, stored_day, host_site, take_screenshot, lang, saints_heading
):
    stored_day(today(), saints=SAINTS)

    # The parish office copies the code from the homepage, in the language it chooses.
    page.goto(f"{live_server.url}/")
    page.get_by_label("Language of the feeds and the widget").select_option(lang)
    snippet = page.locator("[data-embed-snippet]").input_value()
    assert f"/embed/today/?lang={lang}" in snippet
    host = one(parse(snippet), f'script[src="{live_server.url}/embed/host.js"][async]')
    assert not host.contents  # the script is loaded, nothing inline
    rss = page.get_by_role("link", name="RSS feed of the daily readings")
    assert rss.get_attribute("href") == f"{live_server.url}/feeds/readings.xml?lang={lang}"
    if lang == "en":
        take_screenshot(page, "widget-homepage-code")

    host_site.pages["/parish.html"] = parish_page(snippet)
    host_site.pages["/other.html"] = "<!DOCTYPE html><title>other</title><p>Another widget."
    page.set_viewport_size(DESKTOP)
    page.goto(f"{host_site.url}/parish.html")
    widget = page.frame_locator(WIDGET)
    widget.get_by_role("heading", name=saints_heading).wait_for()
    assert widget.locator("html").get_attribute("lang") == lang
    desktop = assert_sized_to_content(page, taller_than=420)  # grew past the snippet's 420
    take_screenshot(page, f"widget-{lang}-desktop")

    # Narrower: the text wraps into more lines and the frame follows.
    page.set_viewport_size(PHONE)
    phone = assert_sized_to_content(page, taller_than=desktop)
    take_screenshot(page, f"widget-{lang}-phone")

    # Opened on a phone to begin with.
    page.reload()
    assert assert_sized_to_content(page, taller_than=420) == phone

    # Another site's frame on the page claiming the widget's message is not obeyed.
    other = page.frame(name="other")
    other.evaluate(
        "parent.postMessage({type: 'magisterium-portal:embed-height', height: 3000}, '*')"
    )
    page.wait_for_function(
        "origin => window.seen.some(m => m.origin === origin && m.type)", arg=host_site.url
    )
    assert page.locator("#other").evaluate("frame => frame.getBoundingClientRect().height") < 200
    assert widget_height(page) == phone
    assert page.console_errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_code_box_works_without_javascript(browser, live_server, stored_day, take_screenshot):
    stored_day(today())
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    try:
        page = context.new_page()
        page.goto(f"{live_server.url}/")
        page.get_by_label("Language of the feeds and the widget").select_option("es")
        page.get_by_role("button", name="Show", exact=True).click()
        page.wait_for_url(re.compile(r"\?embed_lang=es#feeds$"))
        assert "/embed/today/?lang=es" in page.locator("[data-embed-snippet]").input_value()
        assert page.get_by_label("Language of the feeds and the widget").input_value() == "es"
        take_screenshot(page, "widget-code-no-javascript-phone")
    finally:
        context.close()
