"""The one typed helper that reads configuration from the environment.

Production (DEBUG off) must name every missing required value at start-up instead of
falling back to a development default, so a half-configured deployment never runs.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

import environ
from django.core.exceptions import ImproperlyConfigured

env = environ.Env()

DEBUG = env.bool("DEBUG", default=False)


def required(name: str, *, dev_default: str) -> str:
    """A value production must set; development gets `dev_default`."""
    value = env.str(name, default="")
    if value:
        return value
    if DEBUG:
        return dev_default
    raise ImproperlyConfigured(
        f"{name} is not set. Production mode (DEBUG off) needs it: set {name} in the "
        "environment, or set DEBUG=1 for local development."
    )


def redis_url_with_db(url: str, db: int) -> str:
    """The same Redis server as `url` with another logical database number."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{db}", parts.query, parts.fragment))


def redis_db(url: str) -> int:
    path = urlsplit(url).path.strip("/")
    return int(path) if path.isdigit() else 0
