"""The mail catcher `make run` starts (python -m devtools.mailcatcher): a message sent over
SMTP is listed newest first and shown with its headers, its text and its HTML in a sandboxed
iframe that runs no script."""

from __future__ import annotations

import signal
import smtplib
import subprocess
import sys
from email.message import EmailMessage
from pathlib import Path

import httpx
import pytest
from bs4 import BeautifulSoup

from devtools.embedded import free_port
from tests.html import attrs, one, page, some, text, texts
from tests.waiting import wait_for

BASE_DIR = Path(__file__).resolve().parents[2]


def _answers(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


@pytest.fixture(scope="module")
def catcher():
    smtp_port, http_port = free_port(), free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "devtools.mailcatcher", "--smtp-port", str(smtp_port),
         "--http-port", str(http_port)],
        cwd=BASE_DIR, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{http_port}"
    try:
        wait_for(lambda: process.poll() is not None or _answers(f"{url}/"), timeout=30)
        assert process.poll() is None, process.stdout.read() if process.stdout else ""
        yield smtp_port, url
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=15) == 0  # stops cleanly on SIGTERM


def _send(smtp_port: int, *, subject: str, to: str, text: str, html: str | None = None) -> None:
    message = EmailMessage()
    message["From"] = "Magisterium Portal <readings@portal.invalid>"
    message["To"] = to
    message["Subject"] = subject
    message.set_content(text)
    if html is not None:
        message.add_alternative(html, subtype="html")
    with smtplib.SMTP("127.0.0.1", smtp_port, timeout=10) as smtp:
        smtp.send_message(message)


def test_a_multipart_message_is_listed_and_shown_with_its_html_sandboxed(catcher):
    smtp_port, url = catcher
    hostile = (
        '<p class="greeting">Readings for <b>Sunday</b> &amp; saints "quoted"</p>'
        "<script>document.title='owned'</script>"
        '<a href="https://portal.example/confirm/abc/">Confirm</a>'
    )
    _send(
        smtp_port,
        subject="Readings for 6 December",
        to="older@example.org",
        text="The first message.",
    )
    _send(
        smtp_port,
        subject="Confirm your subscription",
        to="reader@example.org",
        text="Open https://portal.example/confirm/abc/ to confirm.\nGod bless.",
        html=hostile,
    )

    listing = httpx.get(f"{url}/", timeout=5)
    assert listing.status_code == 200
    soup = page(listing)
    assert texts(soup, "tbody tr td:nth-of-type(3)")[:2] == [
        "Confirm your subscription",  # newest first
        "Readings for 6 December",
    ]
    newest = soup.select("tbody tr")[0]
    assert "reader@example.org" in text(newest)
    assert one(newest, "time")
    link = attrs(one(newest, "a"))["href"]

    shown = httpx.get(f"{url}{link}", timeout=5)
    assert shown.status_code == 200
    csp = shown.headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "script-src" not in csp  # no script runs here
    soup = page(shown)
    assert text(one(soup, "h1")) == "Confirm your subscription"
    headers = dict(
        zip(texts(soup, "table.headers th"), texts(soup, "table.headers td"), strict=True)
    )
    assert headers["To"] == "reader@example.org"
    assert headers["Subject"] == "Confirm your subscription"
    plain = one(soup, "pre.text")
    assert "God bless." in text(plain)
    some(plain, 'a[href="https://portal.example/confirm/abc/"]')

    frame = one(soup, "iframe")
    sandbox = attrs(frame)["sandbox"].split()
    assert "allow-scripts" not in sandbox and "allow-same-origin" not in sandbox
    # The HTML is the iframe's document, kept whole inside the attribute, not the page's.
    inner = BeautifulSoup(attrs(frame)["srcdoc"], "html.parser")
    assert text(one(inner, "p.greeting")) == 'Readings for Sunday & saints "quoted"'
    assert not soup.select("p.greeting") and not soup.select("script")

    raw = httpx.get(f"{url}{link}raw", timeout=5)
    assert raw.headers["Content-Type"].startswith("text/plain")
    assert b"Subject: Confirm your subscription" in raw.content


def test_an_unknown_message_is_not_found(catcher):
    _smtp_port, url = catcher
    assert httpx.get(f"{url}/messages/999999/", timeout=5).status_code == 404
    assert httpx.get(f"{url}/nowhere", timeout=5).status_code == 404
