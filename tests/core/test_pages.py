import pytest

from tests.html import one, page, texts

pytestmark = pytest.mark.django_db


def test_every_html_response_has_a_strict_content_security_policy(client):
    response = client.get("/")
    assert response.status_code == 200
    csp = response["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";") if d.strip())
    assert directives["object-src"] == "'none'"
    assert directives["base-uri"] == "'none'"
    assert directives["frame-ancestors"] == "'none'"
    script_src = directives["script-src"]
    assert "'self'" in script_src  # a nonce appears only on pages with an inline script
    assert "unsafe-inline" not in script_src and "unsafe-eval" not in script_src
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"


def test_base_page_has_navigation_and_assets_from_our_own_origin(client):
    html = client.get("/").content.decode()
    for label in ("Today", "Library", "Ask", "Directory", "Trends", "Sign in"):
        assert label in html
    assert 'media="print"' in html
    assert "https://cdn" not in html and "//cdn" not in html


def test_static_files_are_hashed_compressed_and_long_cached(client):
    from django.templatetags.static import static

    url = static("css/portal.css")
    assert url != "/static/css/portal.css", "file names must carry a content hash"
    response = client.get(url, HTTP_ACCEPT_ENCODING="gzip, br")
    assert response.status_code == 200
    assert "max-age=31536000" in response["Cache-Control"]
    assert response["Content-Encoding"] in {"gzip", "br"}


def test_html_is_compressed_for_browsers_that_accept_it_and_varies_on_that(client):
    import gzip

    plain = client.get("/", HTTP_ACCEPT_ENCODING="identity")
    compressed = client.get("/", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert "Content-Encoding" not in plain
    assert compressed["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in compressed["Vary"]
    html = gzip.decompress(compressed.content).decode()
    assert one(page(html), "html") and "Mass readings" in html
    assert len(compressed.content) * 2 < len(plain.content)


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert b"Page not found" in response.content


@pytest.mark.parametrize(
    ("url", "entry"),
    [
        ("/", "Today"),
        ("/library/", "Library"),
        ("/library/documents/laudato-si/", "Library"),
        ("/ask/", "Ask"),
        ("/ask/history/", "Ask"),
        ("/popes/", "Directory"),
        ("/dioceses/dmaml/", "Directory"),
        ("/trends/", "Trends"),
        ("/trends/compare/?d=dmaml&d=dmila", "Trends"),
    ],
)
def test_the_main_menu_links_every_entry_and_marks_the_one_shown(
    signed_in_client, sandbox, url, entry
):
    html = signed_in_client.get(url).content.decode()
    menu = one(page(html), "nav.main-nav")
    for href in ("/", "/library/", "/ask/", "/saints/", "/trends/"):
        assert menu.select(f'a[href="{href}"]'), href
    assert texts(menu, '[aria-current="page"]') == [entry]
