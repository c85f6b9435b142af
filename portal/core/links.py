"""The one rule for web addresses that come from upstream and become a link or a picture.

Every `href` or `src` built from an upstream value (a profile's website or portrait, a search
hit's or citation's original, a document's source, a link inside Markdown) passes `safe_url`
first (docs/security.md §9). Upstream data is untrusted: the answer is either a string that is
fit to put in the attribute or None, never an exception, whatever type or text arrives.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

# Far above any real page or image address; a longer one is junk, not a destination.
MAX_URL_CHARS = 2048
LINK_SCHEMES = frozenset({"http", "https"})
# The Content-Security-Policy allows pictures over https only (img-src 'self' https: data:).
PICTURE_SCHEMES = frozenset({"https"})
# Characters browsers refuse in a host name (WHATWG URL "forbidden host code points" that
# urlsplit lets through).
_FORBIDDEN_HOST_CHARS = frozenset("<>^|%\"'`{}")


def safe_url(value: Any, *, picture: bool = False) -> str | None:
    """`value` (stripped) if it is an absolute http(s) address we may link to, else None.

    Refused: anything that is not a string, over MAX_URL_CHARS, with spaces, control or
    invisible characters or backslashes (browsers and Python read those differently), with
    another scheme (javascript:, data:, mailto:, relative paths), with no host or a malformed
    one (`https://[x`), with a port that is not a number, or with user name or password
    (`https://good.example@evil.example/`). With `picture=True` only https is accepted.
    """
    if not isinstance(value, str):
        return None
    url = value.strip()
    if not url or len(url) > MAX_URL_CHARS:
        return None
    # isprintable() is False for control, format (bidi overrides), separator and unassigned
    # characters and for lone surrogates; the ASCII space is checked on its own.
    if not url.isprintable() or " " in url or "\\" in url:
        return None
    try:
        parts = urlsplit(url)
        hostname = parts.hostname
        parts.port  # noqa: B018 # raises ValueError for a port that is not 0-65535
    except ValueError:
        return None
    schemes = PICTURE_SCHEMES if picture else LINK_SCHEMES
    if parts.scheme not in schemes or not hostname:
        return None
    if "@" in parts.netloc or _FORBIDDEN_HOST_CHARS & set(hostname):
        return None
    return url
