"""Django settings of the sandbox: a stand-alone imitation of Magisterium's A2A + OAuth servers.

Everything is driven by `SANDBOX_*` environment variables; the portal never imports this module.
"""

from __future__ import annotations

import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent
REPO_DIR = BASE_DIR.parent

DB_PATH = Path(os.environ.get("SANDBOX_DB") or REPO_DIR / "var" / "sandbox.sqlite3")

# The sandbox guards no real data; a fixed default lets the CLI (`python -m sandbox token`) and the
# server sign and verify the same JWTs without sharing anything but the environment.
SECRET_KEY = os.environ.get("SANDBOX_SECRET_KEY", "sandbox-insecure-signing-key-not-a-secret")
DEBUG = os.environ.get("SANDBOX_DEBUG", "") in {"1", "true", "yes"}
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "oauth2_provider",
    "sandbox",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "sandbox.urls"
WSGI_APPLICATION = "sandbox.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
            ],
        },
    },
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DB_PATH,
        # gunicorn's threads live as long as the worker: keep their connections open.
        "CONN_MAX_AGE": None,
        # One gunicorn worker runs many threads and the CLI may write at the same time: WAL lets
        # readers proceed during a write, IMMEDIATE avoids lock-upgrade deadlocks, and the timeout
        # makes writers queue instead of failing with "database is locked".
        # https://docs.djangoproject.com/en/5.2/ref/databases/#sqlite-notes
        "OPTIONS": {
            "timeout": 30,
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        },
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Real Magisterium passwords never reach the sandbox; a cheap hash keeps sign-in and confidential
# client authentication fast so the sandbox is never the bottleneck of a benchmark.
PASSWORD_HASHERS = ["sandbox.oauth.QuickPBKDF2PasswordHasher"]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/accounts/login/"

# The portal runs on the same host (127.0.0.1) on another port and browsers do not isolate
# cookies by port, so the sandbox's cookies need names of their own.
SESSION_COOKIE_NAME = "sandbox_sessionid"
CSRF_COOKIE_NAME = "sandbox_csrftoken"

OAUTH2_PROVIDER = {
    "SCOPES": {
        "a2a": "Use the Magisterium A2A API on your behalf",
        "profile": "See your name",
        "email": "See your e-mail address",
    },
    "PKCE_REQUIRED": True,
    # Refuse the implicit and password grants and drop "plain" from PKCE (RFC 9700); the S256-only
    # check itself is in sandbox.oauth.SandboxOAuthServer so it fails before the consent page.
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_GRACE_PERIOD_SECONDS": 0,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "ACCESS_TOKEN_GENERATOR": "sandbox.oauth.jwt_access_token",
    # Without this oauthlib would reuse the JWT generator for refresh tokens too.
    "REFRESH_TOKEN_GENERATOR": "oauthlib.oauth2.rfc6749.tokens.random_token_generator",
    # Token lifetime: read per request from the live config (SANDBOX_TOKEN_TTL, /_sandbox/config).
    "OAUTH2_SERVER_CLASS": "sandbox.oauth.SandboxOAuthServer",
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        # DOT warns on every replayed refresh token and Django on every 4xx; the sandbox answers
        # 401/403/429 and replays by design, so only real errors are worth a log line.
        "oauth2_provider": {"level": "ERROR"},
        "django.request": {"level": "ERROR"},
    },
}
