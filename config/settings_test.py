"""Settings of the test suite (pyproject.toml's DJANGO_SETTINGS_MODULE for pytest): the
development defaults of config/settings.py, plus what only tests want.

The suite runs on the development defaults whether or not DEBUG=1 is in the environment
(`make test` sets it; a bare `pytest` needs it too). The real Celery workers the worker tests
start inherit this module through DJANGO_SETTINGS_MODULE, so they run as the tests do.
"""

import os

os.environ.setdefault("DEBUG", "1")

from config.settings import *  # noqa: F403

# Hashing is not what the suite tests: staff and password sign-ins would otherwise spend most
# of their time in PBKDF2's iterations.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
