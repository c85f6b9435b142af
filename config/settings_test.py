"""Settings of the test suite (pyproject.toml's DJANGO_SETTINGS_MODULE for pytest): the
development defaults of config/settings.py, plus what only tests want.

The suite runs on the development defaults whether or not DEBUG=1 is in the environment
(`make test` sets it; a bare `pytest` needs it too). The real Celery workers the worker tests
start inherit this module through DJANGO_SETTINGS_MODULE, so they run as the tests do.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from config.env import redis_db, redis_url_with_db

os.environ.setdefault("DEBUG", "1")


def _redis_of_this_xdist_worker() -> None:
    """Under pytest-xdist (`make test` runs `-n auto`), each worker process ("gw0", "gw1", …)
    gets its own pair of Redis databases: the cache on REDIS_URL's database + 2 × its number,
    the broker on the next one. Tests clear the cache, purge the broker and count keys, which
    two workers on one database would do to each other.

    The environment itself is changed, so every process a test starts (Celery workers,
    gunicorn) inherits the worker's databases; PORTAL_TEST_REDIS_WORKER marks it as done, so
    such a child that loads this module again does not move a second time."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker or os.environ.get("PORTAL_TEST_REDIS_WORKER") == worker:
        return
    number = int(worker.removeprefix("gw"))
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    base = redis_db(redis_url)
    if 2 * number + 1 >= 16:  # Redis has 16 databases (0-15) unless configured otherwise
        raise ImproperlyConfigured(
            f"pytest-xdist worker {worker}: only 8 workers fit in Redis's 16 databases (-n 8)"
        )
    os.environ["REDIS_URL"] = redis_url_with_db(redis_url, (base + 2 * number) % 16)
    if os.environ.get("CELERY_BROKER_URL", "").startswith("redis://"):
        broker = os.environ["CELERY_BROKER_URL"]
        os.environ["CELERY_BROKER_URL"] = redis_url_with_db(
            broker, (redis_db(broker) + 2 * number) % 16
        )
    os.environ["PORTAL_TEST_REDIS_WORKER"] = worker


_redis_of_this_xdist_worker()

from config.settings import *  # noqa: E402, F403

# Hashing is not what the suite tests: staff and password sign-ins would otherwise spend most
# of their time in PBKDF2's iterations.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# WhiteNoise finds a static file when it is asked for, instead of listing every collected file
# (about a thousand) when its middleware starts: the Django test client starts the middleware
# again for every client, which is for every test. gunicorn in the deploy and Lighthouse tests
# runs production's settings, where the list is made once at start.
WHITENOISE_AUTOREFRESH = True

# The unit lane (`make test-unit`) runs with no Redis at all: there, a cache that cannot be
# reached is an error, never the silent miss production prefers, so a test marked `unit` that
# touches the cache fails there instead of depending on what another test left.
if os.environ.get("PORTAL_TEST_LANE") == "unit":
    CACHES["default"]["OPTIONS"] = {**CACHES["default"]["OPTIONS"], "IGNORE_EXCEPTIONS": False}  # noqa: F405
