"""The rendered public pages, kept in Redis per page, language and site day.

An anonymous visitor's public page (portal.core.public_pages) is the same for everyone who asks
for it in the same language on the same day, so it is rendered once and kept: its body as sent
(plain and gzip-compressed, so a warm page costs no template, database or compression), its
headers, and its validators. A day's copies are dropped when that day's rows change
(`forget_days`, from the readings' models) and expire at the site's midnight, when "today" moves;
the key also carries the release (templates, translations and code), so a deploy never serves
the previous release's pages.

Two Redis keys per copy: a small one with the headers and validators, which answers a
conditional request alone (a 304 reads no body), and one per encoding with the body. A Redis
outage makes every request a miss: the page is rendered as if nothing were kept.
"""

from __future__ import annotations

import datetime as dt
import functools
import gzip
import hashlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from django_redis import get_redis_connection
from redis.exceptions import RedisError

logger = logging.getLogger(__name__)

ENCODINGS = ("identity", "gzip")


@dataclass(frozen=True)
class StoredPage:
    """One kept page: what is the same for every visitor who asks for it."""

    etag: str  # strong, of the plain body; the gzip body's is this with "-gzip"
    last_modified: float | None  # POSIX time of the newest row shown, when there is one
    headers: dict[str, str]  # Content-Type, Content-Language, CSP, …: as the view sent them
    complete: bool  # False while a day shown is still being fetched (short lifetime)
    body: bytes | None = None  # in the encoding asked for; None when only validators were read

    def etag_for(self, encoding: str) -> str:
        return f'"{self.etag}"' if encoding == "identity" else f'"{self.etag}-{encoding}"'

    def to_json(self) -> str:
        return json.dumps(
            {
                "etag": self.etag,
                "last_modified": self.last_modified,
                "headers": self.headers,
                "complete": self.complete,
            }
        )

    @classmethod
    def from_json(cls, raw: bytes, body: bytes | None = None) -> StoredPage:
        data = json.loads(raw)
        return cls(
            etag=data["etag"],
            last_modified=data["last_modified"],
            headers=data["headers"],
            complete=data["complete"],
            body=body,
        )


def etag_of(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()[:32]


def compressed(body: bytes) -> bytes:
    """gzip with a fixed timestamp, so one body always compresses to the same bytes (the ETag
    names them). Public pages hold no secret, so compressing them gives BREACH nothing."""
    return gzip.compress(body, compresslevel=6, mtime=0)


@functools.cache
def _files_digest() -> str:
    base = Path(settings.BASE_DIR)
    digest = hashlib.sha256()
    for folder, pattern in (("templates", "*.html"), ("locale", "*.mo"), ("portal", "*.py")):
        for path in sorted((base / folder).rglob(pattern)):
            digest.update(path.relative_to(base).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


_PLAIN = (str, int, float, bool, type(None), list, tuple, dict)
# Connections and secrets render nothing (and a database's options may differ per process).
_NOT_RENDERED = ("DATABASES", "CACHES", "SECRET", "KEY", "PASSWORD", "TOKEN")


@functools.cache
def release() -> str:
    """A digest of what renders a page: templates, compiled translations, the portal's code
    (read once per process) and the settings (a parish name, the time zone, the windows), so
    copies kept by another release or configuration are never served. Settings whose value is
    not plain data are left out: their text would differ from one process to the next."""
    digest = hashlib.sha256(_files_digest().encode())
    for name in sorted(n for n in dir(settings) if n.isupper()):
        if any(word in name for word in _NOT_RENDERED):
            continue
        value = getattr(settings, name)
        if isinstance(value, _PLAIN):
            digest.update(f"{name}={value!r}".encode())
    return digest.hexdigest()[:12]


@receiver(setting_changed)
def _settings_changed(**kwargs: object) -> None:
    release.cache_clear()


def _prefix() -> str:
    return f"{settings.CACHES['default'].get('KEY_PREFIX') or 'portal'}:public"


def page_key(*, site_day: dt.date, language: str, address: str) -> str:
    """`address`: scheme, host and path (absolute links in the page depend on them)."""
    return f"{_prefix()}:{release()}:{site_day.isoformat()}:{language}:{address}"


def _day_index(day: dt.date) -> str:
    return f"{_prefix()}:day:{day.isoformat()}"


def fetch(key: str, *, encoding: str | None) -> StoredPage | None:
    """The kept page; with `encoding` None, its validators and headers only (for a 304)."""
    try:
        redis = get_redis_connection("default")
        if encoding is None:
            raw, body = redis.get(key), None
        else:
            raw, body = redis.mget([key, f"{key}:{encoding}"])
            if body is None:
                return None
    except RedisError:
        logger.warning("Redis unavailable: public page rendered without its kept copy")
        return None
    return None if raw is None else StoredPage.from_json(raw, body)


def store(
    key: str, page: StoredPage, *, body: bytes, days: Iterable[dt.date], seconds: int
) -> None:
    """Keep `page` (plain `body`, and its gzip form) for `seconds`, listed under each of `days`
    so that a change to one of those days' rows drops it."""
    try:
        pipe = get_redis_connection("default").pipeline(transaction=False)
        pipe.set(f"{key}:identity", body, ex=seconds)
        pipe.set(f"{key}:gzip", compressed(body), ex=seconds)
        pipe.set(key, page.to_json(), ex=seconds)
        for day in days:
            pipe.sadd(_day_index(day), key)
            pipe.expire(_day_index(day), seconds + 3600)
        pipe.execute()
    except RedisError:
        logger.warning("Redis unavailable: public page not kept")


def forget_days(days: Iterable[dt.date]) -> None:
    """Drop every kept page that shows one of `days` (its rows changed)."""
    days = list(days)
    try:
        redis = get_redis_connection("default")
        for day in days:
            index = _day_index(day)
            keys = [k.decode() for k in redis.smembers(index)]
            doomed = [f"{k}:{suffix}" for k in keys for suffix in ENCODINGS] + keys + [index]
            redis.delete(*doomed)
    except RedisError:
        logger.warning("Redis unavailable: kept public pages of %s not dropped", days)
