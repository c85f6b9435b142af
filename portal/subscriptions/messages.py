"""The daily email: rendered once per day, language and choice, then addressed per subscriber.

An `Edition` is the whole message (headers, plain text and HTML) as the bytes SMTP sends, with
four stand-ins where a subscriber's own values go: the address, the Message-ID and the two
signed links (manage, one-click unsubscribe). Addressing a subscriber is then four byte
replacements, not a template render and a MIME build: the day's 100,000 emails cost about what
sending a prepared message costs (docs/subscriptions.md "Proved at scale").

The stand-ins survive encoding because the bodies are sent as 8-bit UTF-8 (what Django sends
for text whose lines fit SMTP's 998-character limit): the HTML and text are wrapped well under
it here, so Django never switches to quoted-printable, which would break a stand-in across a
line.
"""

from __future__ import annotations

import datetime as dt
import re
import textwrap
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _

from portal.core.kept import Kept
from portal.readings import localized, selectors, texts
from portal.readings.selectors import DayContent
from portal.subscriptions import links
from portal.subscriptions.models import Subscription
from portal.vocabulary.dates import written_date

TEMPLATE_HTML = "subscriptions/email/day.html"
TEMPLATE_TEXT = "subscriptions/email/day.txt"

# The stand-ins: ASCII, no spaces, valid where they stand (an address, a Message-ID, a URL).
TO = "subscriber@stand-in.invalid"
MESSAGE_ID = "stand-in-message-id@stand-in.invalid"
MANAGE = "https://stand-in.invalid/manage"
UNSUBSCRIBE = "https://stand-in.invalid/unsubscribe"

HTML_LINE = 200  # the HTML's lines are wrapped at spaces to at most this many characters
TEXT_LINE = 76


@dataclass(frozen=True)
class Edition:
    day: dt.date
    language: str
    content: str  # Subscription.Content
    subject: str
    text: str
    html: str
    raw: bytes  # the whole message as sent, with the stand-ins


EDITIONS: Kept[Edition] = Kept(
    "subscriptions:edition",
    seconds=2 * 24 * 3600,
    sources=(__name__, TEMPLATE_HTML, "portal.readings.localized", "portal.readings.texts"),
)


def subject(day: dt.date, content: DayContent, choice: str) -> str:
    """In the active language: the date and celebration for readings, the saints' line else."""
    if choice == Subscription.Content.SAINTS:
        return _("Saints of the day: %(day)s") % {"day": written_date(day, "WEEKDAY_DATE_FORMAT")}
    parts = texts.parse_readings(content.readings.text if content.readings else "")
    return localized.day_heading(day, parts)


def day_url(day: dt.date, language: str) -> str:
    return links.absolute(reverse("readings:day", args=[day.isoformat()]) + f"?lang={language}")


def _absolute_links(html: str) -> str:
    """The page's own links ("/saints/?q=…") made absolute: a mail client has no page to
    resolve them against. Fragment links ("#mass-2") stay: they point within the email."""
    return re.sub(r'href="/(?!/)', f'href="{settings.PORTAL_URL}/', html)


def _wrapped_html(html: str) -> str:
    """Lines of at most HTML_LINE characters, broken at spaces between tags' words (HTML
    collapses white space, so the page reads the same)."""
    lines = []
    for line in html.splitlines():
        if len(line) <= HTML_LINE:
            lines.append(line)
        else:
            lines.extend(
                textwrap.wrap(line, HTML_LINE, break_long_words=False, break_on_hyphens=False)
            )
    return "\n".join(line for line in lines if line.strip())


def _wrapped_text(text: str) -> str:
    paragraphs = re.split(r"\n", text)
    lines: list[str] = []
    for paragraph in paragraphs:
        if len(paragraph) <= TEXT_LINE:
            lines.append(paragraph.rstrip())
        else:
            lines.extend(
                textwrap.wrap(paragraph, TEXT_LINE, break_long_words=False, break_on_hyphens=False)
            )
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def render(day: dt.date, language: str, choice: str, content: DayContent) -> Edition:
    """The day's email in `language` for `choice`, from the stored day (no upstream call)."""
    with translation.override(language):
        ctx = {
            "day": day,
            "content": content,
            "choice": choice,
            "show_readings": choice != Subscription.Content.SAINTS,
            "show_saints": choice != Subscription.Content.READINGS,
            "day_url": day_url(day, language),
            "manage_url": MANAGE,
            "unsubscribe_url": UNSUBSCRIBE,
            "LANGUAGE_CODE": language,
        }
        title = subject(day, content, choice)
        ctx["subject"] = title
        html = _wrapped_html(_absolute_links(render_to_string(TEMPLATE_HTML, ctx)))
        text = _wrapped_text(render_to_string(TEMPLATE_TEXT, ctx))
    message = EmailMultiAlternatives(
        subject=title,
        body=text,
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[TO],
        headers={
            "Message-ID": f"<{MESSAGE_ID}>",
            # RFC 8058: a provider's "unsubscribe" button posts to the first address.
            "List-Unsubscribe": f"<{UNSUBSCRIBE}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "List-Id": f"{_('Daily readings')} <readings.{_list_host()}>",
            "Auto-Submitted": "auto-generated",
            "Content-Language": language,
        },
    )
    message.attach_alternative(html, "text/html")
    raw = message.message().as_bytes(linesep="\r\n")
    return Edition(day, language, choice, title, text, html, raw)


def _list_host() -> str:
    return urlsplit(settings.PORTAL_URL).hostname or "portal.invalid"


def edition(
    day: dt.date, language: str, choice: str, content: DayContent | None = None
) -> Edition | None:
    """The kept edition, rendered on first use; None while the day is not stored whole (the
    email waits: it is never sent broken or empty). `content`: the stored day, when the caller
    has read it already."""
    content = content or selectors.day_get(day=day)
    if not content.complete:
        return None
    fetched = content.fetched_at.isoformat() if content.fetched_at else ""
    return EDITIONS.get_or_build(
        lambda: render(day, language, choice, content), day.isoformat(), language, choice, fetched
    )


def message_id(subscription: Subscription, day: dt.date) -> str:
    """The same for a subscriber's day however often it is sent: a mail system that sees it
    twice (a crash's one repeat) can tell it is one message."""
    return f"readings-{day.isoformat()}-{subscription.pk}@{_list_host()}"


def addressed(edition: Edition, subscription: Subscription, *, to: str) -> bytes:
    """`edition`'s bytes for one subscriber: their address (as SMTP wants it, `to`), their
    Message-ID and their signed links."""
    return (
        edition.raw.replace(TO.encode(), to.encode())
        .replace(MESSAGE_ID.encode(), message_id(subscription, edition.day).encode())
        .replace(MANAGE.encode(), links.manage_url(subscription).encode())
        .replace(UNSUBSCRIBE.encode(), links.unsubscribe_url(subscription).encode())
    )


def as_email(edition: Edition, subscription: Subscription) -> EmailMultiAlternatives:
    """The same message as a Django email, for a backend that is not SMTP (a provider's API
    through anymail, the console in development): built per subscriber, slower, same content."""

    def personal(text: str) -> str:
        return text.replace(MANAGE, links.manage_url(subscription)).replace(
            UNSUBSCRIBE, links.unsubscribe_url(subscription)
        )

    message = EmailMultiAlternatives(
        subject=edition.subject,
        body=personal(edition.text),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[subscription.email],
        headers={
            "Message-ID": f"<{message_id(subscription, edition.day)}>",
            "List-Unsubscribe": f"<{links.unsubscribe_url(subscription)}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            "Auto-Submitted": "auto-generated",
            "Content-Language": edition.language,
        },
    )
    message.attach_alternative(personal(edition.html), "text/html")
    return message
