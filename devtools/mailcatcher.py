"""The local mail catcher `make run` starts: an SMTP server that keeps what the portal sends
and a page to read it, so the readings by email can be tried without a real mail server.

    python -m devtools.mailcatcher [--smtp-port 1025] [--http-port 8025]

SMTP on 127.0.0.1:1025 (the development default of EMAIL_URL) accepts every message for
every recipient and keeps the last 200 in memory; http://127.0.0.1:8025/ lists them newest
first (time, to, subject) and shows one: its headers, the plain text (its links clickable) and
the HTML in an iframe sandboxed without scripts (`sandbox` without allow-scripts, and a CSP on
the page that forbids every script). `/messages/<n>/raw` is the message as received.
Nothing is delivered anywhere. SIGTERM or SIGINT stops it.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import html
import itertools
import re
import signal
import sys
import threading
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from email.message import EmailMessage
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from aiosmtpd.controller import Controller

HOST = "127.0.0.1"
SMTP_PORT = 1025
HTTP_PORT = 8025
KEPT = 200

# The catcher's pages: no script at all, the email's HTML (an iframe's srcdoc inherits this)
# may show images and its own styles.
PAGE_CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; "
    "frame-src 'self'; base-uri 'none'; form-action 'none'"
)
STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; } td, th { padding: .25rem .6rem; text-align: left;
vertical-align: top; border-bottom: 1px solid #ddd; } pre { white-space: pre-wrap; }
iframe { width: 100%; min-height: 40rem; border: 1px solid #ccc; }
"""


@dataclass(frozen=True)
class Caught:
    number: int
    received_at: datetime
    sender: str
    recipients: tuple[str, ...]
    raw: bytes
    message: EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message.get("Subject", ""))

    def part(self, content_type: str) -> str | None:
        """The decoded text of the first body part of this type, or None."""
        for part in self.message.walk():
            if part.get_content_type() == content_type and not part.is_multipart():
                try:
                    return part.get_content()
                except (LookupError, ValueError):  # an unknown charset: show it undecoded
                    payload = part.get_payload(decode=True)
                    return payload.decode("utf-8", "replace") if payload else ""
        return None


@dataclass
class Inbox:
    """aiosmtpd's handler: keeps the last `KEPT` messages, every recipient accepted."""

    kept: deque[Caught] = field(default_factory=lambda: deque(maxlen=KEPT))
    _numbers: itertools.count = field(default_factory=lambda: itertools.count(1))
    _lock: threading.Lock = field(default_factory=threading.Lock)

    async def handle_DATA(self, server, session, envelope):
        raw = envelope.original_content or envelope.content
        parsed = email.message_from_bytes(raw, policy=email.policy.default)
        with self._lock:
            caught = Caught(
                number=next(self._numbers),
                received_at=datetime.now().astimezone(),
                sender=envelope.mail_from,
                recipients=tuple(envelope.rcpt_tos),
                raw=raw,
                message=parsed,  # type: ignore[arg-type]
            )
            self.kept.append(caught)
        print(f"mail: {caught.subject!r} to {', '.join(caught.recipients)}", flush=True)
        return "250 Message accepted for delivery"

    def newest_first(self) -> list[Caught]:
        with self._lock:
            return list(reversed(self.kept))

    def get(self, number: int) -> Caught | None:
        with self._lock:
            return next((caught for caught in self.kept if caught.number == number), None)


# --- The page ---------------------------------------------------------------------------

_URL = re.compile(r"https?://[^\s<>\"']+")


def _linked(text: str) -> str:
    """`text` escaped, its web addresses made links (the confirmation link, mostly)."""
    out, last = [], 0
    for match in _URL.finditer(text):
        out.append(html.escape(text[last : match.start()]))
        url = html.escape(match.group(0))
        out.append(f'<a href="{url}" target="_blank" rel="noopener noreferrer">{url}</a>')
        last = match.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def _document(title: str, body: str) -> str:
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head>"
        f"<body>{body}</body></html>"
    )


def list_page(inbox: Inbox) -> str:
    caught = inbox.newest_first()
    rows = "".join(
        f'<tr data-message="{c.number}"><td><time datetime="{c.received_at.isoformat()}">'
        f"{c.received_at:%Y-%m-%d %H:%M:%S}</time></td>"
        f"<td>{html.escape(', '.join(c.recipients))}</td>"
        f'<td><a href="/messages/{c.number}/">{html.escape(c.subject or "(no subject)")}</a></td>'
        f"</tr>"
        for c in caught
    )
    table = (
        "<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        if caught
        else "<p>No mail yet. Reload the page after the portal sends some.</p>"
    )
    return _document(
        "Mail catcher",
        f"<h1>Mail catcher</h1><p>The last {KEPT} messages sent to this SMTP server, "
        f"newest first; none was delivered anywhere.</p>{table}",
    )


def message_page(caught: Caught) -> str:
    headers = "".join(
        f"<tr><th>{html.escape(name)}</th><td>{html.escape(str(value))}</td></tr>"
        for name, value in caught.message.items()
    )
    envelope = (
        f"<tr><th>Envelope from</th><td>{html.escape(caught.sender)}</td></tr>"
        f"<tr><th>Envelope to</th><td>{html.escape(', '.join(caught.recipients))}</td></tr>"
    )
    text = caught.part("text/plain")
    markup = caught.part("text/html")
    sections = [
        f"<h1>{html.escape(caught.subject or '(no subject)')}</h1>",
        f'<p><a href="/">All messages</a> · <a href="/messages/{caught.number}/raw">Raw</a></p>',
        f'<h2>Headers</h2><table class="headers">{envelope}{headers}</table>',
    ]
    if text is not None:
        sections.append(f'<h2>Plain text</h2><pre class="text">{_linked(text)}</pre>')
    if markup is not None:
        # srcdoc is an attribute: html.escape(quote=True) keeps the document inside it. No
        # allow-scripts, no allow-same-origin; links open in a new tab, outside the sandbox.
        document = '<base target="_blank">' + markup
        sections.append(
            "<h2>HTML</h2>"
            f'<iframe title="The message as HTML" sandbox="allow-popups '
            f'allow-popups-to-escape-sandbox" srcdoc="{html.escape(document, quote=True)}">'
            "</iframe>"
        )
    return _document(caught.subject or "(no subject)", "".join(sections))


def handler_for(inbox: Inbox) -> type[BaseHTTPRequestHandler]:
    class Pages(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            if path == "/":
                return self._send(list_page(inbox))
            match = re.fullmatch(r"/messages/(\d+)/(raw)?", path)
            caught = inbox.get(int(match.group(1))) if match else None
            if caught is None:
                return self._send(_document("Not found", "<p>No such message.</p>"), 404)
            if match and match.group(2):
                return self._send(caught.raw, content_type="text/plain; charset=utf-8")
            return self._send(message_page(caught))

        def _send(
            self, body: str | bytes, status: int = 200, content_type: str = "text/html"
        ) -> None:
            data = body.encode() if isinstance(body, str) else body
            self.send_response(HTTPStatus(status))
            if content_type == "text/html":
                content_type = "text/html; charset=utf-8"
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Content-Security-Policy", PAGE_CSP)
            self.send_header("X-Content-Type-Options", "nosniff")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args) -> None:
            pass

    return Pages


@dataclass
class MailCatcher:
    inbox: Inbox
    smtp: Controller
    web: ThreadingHTTPServer

    @property
    def page_url(self) -> str:
        return f"http://{HOST}:{self.web.server_address[1]}/"

    def stop(self) -> None:
        self.web.shutdown()
        self.web.server_close()
        self.smtp.stop()


def start(*, smtp_port: int = SMTP_PORT, http_port: int = HTTP_PORT) -> MailCatcher:
    """Both servers running in threads of this process."""
    inbox = Inbox()
    smtp = Controller(inbox, hostname=HOST, port=smtp_port, decode_data=False)
    smtp.start()
    web = ThreadingHTTPServer((HOST, http_port), handler_for(inbox))
    web.daemon_threads = True
    threading.Thread(target=web.serve_forever, name="mailcatcher-http", daemon=True).start()
    return MailCatcher(inbox=inbox, smtp=smtp, web=web)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smtp-port", type=int, default=SMTP_PORT)
    parser.add_argument("--http-port", type=int, default=HTTP_PORT)
    args = parser.parse_args(argv)
    stopped = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stopped.set())
    catcher = start(smtp_port=args.smtp_port, http_port=args.http_port)
    print(
        f"mail catcher: SMTP on {HOST}:{args.smtp_port}, messages on {catcher.page_url}",
        flush=True,
    )
    try:
        while not stopped.wait(1):  # a timed wait: the signal handler gets to run
            pass
    finally:
        catcher.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
