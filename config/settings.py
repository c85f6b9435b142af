"""Django settings, driven by the environment (see README "Configuration").

Development defaults (DEBUG=1): SQLite under var/, the local sandbox as upstream and the
embedded Redis that `make run` / `make test` start. Production (DEBUG off) refuses to start
without SECRET_KEY, ALLOWED_HOSTS, DATABASE_URL and REDIS_URL.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlsplit

from celery.schedules import crontab
from csp.constants import NONCE, NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from whitenoise.compress import Compressor  # type: ignore[import-untyped]

from config.env import DEBUG, env, redis_db, redis_url_with_db, required
from portal.core import languages
from portal.core.log_filters import REFUSED_REQUEST_LOGGERS

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env.str("PORTAL_VAR_DIR", default=str(BASE_DIR / "var")))
VAR_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = required("SECRET_KEY", dev_default="dev-only-insecure-key-do-not-use-in-production")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=[]) or (
    ["127.0.0.1", "localhost", "[::1]", "testserver"] if DEBUG else []
)
if not ALLOWED_HOSTS:
    required("ALLOWED_HOSTS", dev_default="")
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "allauth",
    "allauth.account",
    "allauth.socialaccount",
    "allauth.mfa",  # staff second factor (portal.accounts.staff_mfa)
    "csp",
    "portal.core",
    "portal.accounts",  # also the allauth provider "magisterium" (portal.accounts.provider)
    "portal.readings",
    "portal.library",
    "portal.directory",
    "portal.trends",
    "portal.research",
    "portal.editions",  # citable, frozen editions of research collections (docs/research.md)
    "portal.subscriptions",  # the readings by email (docs/subscriptions.md)
    "anymail",  # a mail provider's bounce and complaint webhooks (portal.subscriptions)
    "portal.ops",
    "ninja",  # its templates and static files: the API's docs page served from our origin
    "portal.api",  # the notebook API at /api/v1/ and the token page (docs/api.md)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Below WhiteNoise, which answers static files (pre-compressed) before this is reached;
    # above everything that writes the body. HTML shrinks 4-8×. BREACH: Django pads each
    # gzip response with random bytes, and the CSRF token is masked anew on every response
    # (docs/security.md, "Compression").
    "django.middleware.gzip.GZipMiddleware",
    # Anonymous public pages from their kept copy, with the headers a shared cache needs
    # (portal/core/public_pages.py); above everything whose headers that copy replays.
    "portal.core.public_pages.PublicPagesMiddleware",
    "portal.core.middleware.UpstreamTimeBudgetMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    # After authentication and allauth: staff without TOTP go to its set-up before /admin/, /ops/.
    "portal.accounts.staff_mfa.StaffSecondFactorMiddleware",
    "portal.core.middleware.PrivatePagesNoStoreMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "portal.core.context_processors.site",
            ],
            # Its `|date` replaces Django's: Italian writes the first of the month "1º".
            "builtins": ["portal.vocabulary.templatetags.dates"],
        },
    },
]

# --- Database -------------------------------------------------------------------------
# SQLite by default; PostgreSQL through DATABASE_URL. The SQLite test database is a file
# (not :memory:) so a real Celery worker process in the tests sees the same rows.
DATABASES = {
    "default": env.db_url_config(
        required("DATABASE_URL", dev_default=f"sqlite:///{VAR_DIR / 'portal.sqlite3'}")
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # One file per test run, so parallel runs on one machine never share a database.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-portal-{os.getpid()}.sqlite3")}
    # WAL lets the web server and the worker read while the other writes.
    DATABASES["default"].setdefault("OPTIONS", {})["init_command"] = "PRAGMA journal_mode=WAL;"
    DATABASES["default"]["OPTIONS"]["transaction_mode"] = "IMMEDIATE"
else:
    DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: cache on the URL's database, Celery broker on the next one ---------------------
# The broker lives in its own logical database so clearing the cache never drops queued tasks.
REDIS_URL = required("REDIS_URL", dev_default="redis://127.0.0.1:6379/0")
CACHES = {
    "default": {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": env.str("CACHE_KEY_PREFIX", default="portal"),
        # A cache outage degrades to cache misses instead of failing pages; /readyz still
        # reports it (its write-then-read check fails).
        "OPTIONS": {"SOCKET_CONNECT_TIMEOUT": 2, "SOCKET_TIMEOUT": 2, "IGNORE_EXCEPTIONS": True},
    }
}

DJANGO_REDIS_LOG_IGNORED_EXCEPTIONS = True

CELERY_BROKER_URL = env.str(
    "CELERY_BROKER_URL", default=redis_url_with_db(REDIS_URL, (redis_db(REDIS_URL) + 1) % 16)
)
# kombu's Redis transport plus a workaround for a worker crash when Redis restarts under it
# (the upstream bugs are cited in portal/core/broker.py).
if CELERY_BROKER_URL.startswith("redis://"):
    CELERY_BROKER_TRANSPORT = "portal.core.broker:Transport"
CELERY_RESULT_BACKEND = env.str("CELERY_RESULT_BACKEND", default=CELERY_BROKER_URL)
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_RESULT_EXPIRES = 3600
CELERY_TASK_TIME_LIMIT = env.int("CELERY_TASK_TIME_LIMIT", default=300)
CELERY_TASK_SOFT_TIME_LIMIT = env.int("CELERY_TASK_SOFT_TIME_LIMIT", default=240)
# Tasks are written to be idempotent, so a task is acknowledged only after it ran and a
# worker killed mid-task hands it back to the queue.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# An unacknowledged task is redelivered after this long; every retry delay and time limit
# stays below it (https://docs.celeryq.dev/en/stable/getting-started/backends-and-brokers/redis.html#visibility-timeout).
CELERY_VISIBILITY_TIMEOUT = env.int("CELERY_VISIBILITY_TIMEOUT", default=3600)
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": CELERY_VISIBILITY_TIMEOUT,
    # How often a worker looks for tasks a dead worker left unacknowledged (kombu's Redis
    # transport: interval × throttle seconds).
    "unacked_restore_interval": env.int("CELERY_UNACKED_RESTORE_INTERVAL", default=10),
    "unacked_restore_throttle": env.int("CELERY_UNACKED_RESTORE_THROTTLE", default=10),
}
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"visibility_timeout": CELERY_VISIBILITY_TIMEOUT}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# A web request that queues a task must not hang on a broker outage: give up quickly.
CELERY_TASK_PUBLISH_RETRY_POLICY = {
    "max_retries": 2,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.5,
}
CELERY_BROKER_CONNECTION_TIMEOUT = 2
CELERY_TIMEZONE = env.str("TIME_ZONE", default="UTC")
# Exactly one beat process runs this schedule (Procfile `beat`; `make run` uses worker --beat).
CELERY_BEAT_SCHEDULE = {
    "readings-prefetch-nightly": {
        "task": "readings.prefetch",
        "schedule": crontab(hour=0, minute=10),
    },
    # A catch-up during the day fills dates a failed night left out; present dates cost nothing.
    "readings-prefetch-catch-up": {
        "task": "readings.prefetch",
        "schedule": crontab(hour="6,12,18", minute=10),
    },
    # The research harvest, paced per owner (RESEARCH_HARVEST_CALLS_PER_MINUTE): each tick
    # spends at most one minute's allowance, so a restart loses at most one minute of it.
    "research-harvest": {
        "task": "research.harvest_tick",
        "schedule": 60.0,
    },
    # The world harvest's discovery: lines for the countries and for every see the warehouse,
    # the provinces and upstream's alternates name (database only; the tick harvests them).
    "research-world": {
        "task": "research.world_discover",
        "schedule": 600.0,
    },
    # The operator console's heartbeat: beat's publishing it is "beat's last tick", a worker's
    # running it is "the worker's last heartbeat" (portal/ops/heartbeat.py).
    "ops-heartbeat": {
        "task": "ops.heartbeat",
        "schedule": 60.0,
    },
    # The upstream canary: the doctor's checks once a day with OPS_CANARY_ACCOUNT's token.
    "ops-canary": {
        "task": "ops.canary",
        "schedule": crontab(hour=env.int("OPS_CANARY_HOUR", default=3), minute=40),
    },
    # Q&A history retention: deletes threads idle longer than LIBRARY_RETENTION_DAYS (0: none).
    "library-retention": {
        "task": "library.retention",
        "schedule": crontab(hour=2, minute=20),
    },
    # The readings by email: who is due now (their local hour has come and today's email has
    # not gone), in batches the workers send; a batch a killed worker left is taken again.
    "subscriptions-send": {
        "task": "subscriptions.send_due",
        "schedule": 60.0,
    },
    # Unconfirmed subscriptions older than a week are deleted; old delivery rows are pruned.
    "subscriptions-tidy": {
        "task": "subscriptions.tidy",
        "schedule": crontab(hour=1, minute=30),
    },
    # Token revocations upstream did not confirm at an erase or sign-out, retried with backoff
    # until it does (portal/accounts/revocations.py).
    "accounts-revocations-retry": {
        "task": "accounts.revocations_retry",
        "schedule": 600.0,
    },
}
if not CELERY_TASK_SOFT_TIME_LIMIT < CELERY_TASK_TIME_LIMIT < CELERY_VISIBILITY_TIMEOUT:
    raise ImproperlyConfigured(
        "Celery limits must satisfy CELERY_TASK_SOFT_TIME_LIMIT < CELERY_TASK_TIME_LIMIT < "
        "CELERY_VISIBILITY_TIMEOUT, or a running task is handed to a second worker."
    )

# --- Email (the readings by email, portal/subscriptions) ------------------------------------
# EMAIL_URL in django-environ's format: smtp://user:password@host:587 (STARTTLS: smtp+tls://,
# TLS: smtps://). Development defaults to the local mail catcher `make run` starts (its page:
# http://127.0.0.1:8025/). A provider through django-anymail instead: EMAIL_BACKEND (e.g.
# anymail.backends.postmark.EmailBackend) and its ANYMAIL_* settings (docs/deployment.md).
# Production without either offers no subscription form: nothing could be delivered.
EMAIL_URL = env.str("EMAIL_URL", default="smtp://127.0.0.1:1025" if DEBUG else "")
vars().update(env.email_url_config(EMAIL_URL) if EMAIL_URL else {})
EMAIL_BACKEND = env.str(
    "EMAIL_BACKEND",
    default=vars().get("EMAIL_BACKEND", "django.core.mail.backends.smtp.EmailBackend"),
)
EMAIL_TIMEOUT = env.int("EMAIL_TIMEOUT", default=30)
DEFAULT_FROM_EMAIL = env.str(
    "DEFAULT_FROM_EMAIL", default="Magisterium Portal <readings@portal.invalid>"
)
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# Anymail's settings from the environment (ANYMAIL_POSTMARK_SERVER_TOKEN=… becomes
# ANYMAIL["POSTMARK_SERVER_TOKEN"]); ANYMAIL_WEBHOOK_SECRET ("user:password") guards the
# bounce and complaint webhooks at /anymail/<provider>/tracking/.
ANYMAIL = {
    name.removeprefix("ANYMAIL_"): value
    for name, value in os.environ.items()
    if name.startswith("ANYMAIL_")
}
SUBSCRIPTIONS_ENABLED = env.bool(
    "SUBSCRIPTIONS_ENABLED", default=bool(EMAIL_URL) or "EMAIL_BACKEND" in os.environ
)
# The portal's own address, for the links an email carries (no request to take it from).
PORTAL_URL = env.str("PORTAL_URL", default="http://127.0.0.1:8000").rstrip("/")
# Subscribers' emails sent over one SMTP connection by one task.
SUBSCRIPTIONS_BATCH_SIZE = env.int("SUBSCRIPTIONS_BATCH_SIZE", default=500)
# How long a worker holds a batch: a batch whose worker was killed is taken again after this.
SUBSCRIPTIONS_LEASE_SECONDS = env.int("SUBSCRIPTIONS_LEASE_SECONDS", default=600)
# Confirmation emails: at most so many an address a day, a network (IPv4 /24, IPv6 /64) an
# hour, and in all an hour; a form beyond them says when to try again.
SUBSCRIPTIONS_CONFIRMATIONS_PER_ADDRESS = env.int(
    "SUBSCRIPTIONS_CONFIRMATIONS_PER_ADDRESS", default=3
)
SUBSCRIPTIONS_CONFIRMATIONS_PER_NETWORK = env.int(
    "SUBSCRIPTIONS_CONFIRMATIONS_PER_NETWORK", default=20
)
SUBSCRIPTIONS_CONFIRMATIONS_PER_HOUR = env.int("SUBSCRIPTIONS_CONFIRMATIONS_PER_HOUR", default=500)
SUBSCRIPTIONS_CONFIRM_DAYS = 7  # a confirmation link expires, and the unconfirmed are deleted

# --- Upstream -------------------------------------------------------------------------
MAGISTERIUM_BASE_URL = env.str(
    "MAGISTERIUM_BASE_URL",
    default="http://127.0.0.1:8001" if DEBUG else "https://www.magisterium.com",
).rstrip("/")
# True when upstream is the local sandbox (`make run` points MAGISTERIUM_BASE_URL at it on
# 127.0.0.1): the real service is never on a loopback address. Decided once at start-up, read by
# the footer banner (portal.core.context_processors); MAGISTERIUM_IS_SANDBOX overrides it.
MAGISTERIUM_IS_SANDBOX = env.bool(
    "MAGISTERIUM_IS_SANDBOX",
    default=(urlsplit(MAGISTERIUM_BASE_URL).hostname or "") in {"127.0.0.1", "localhost", "::1"},
)
MAGISTERIUM_CLIENT_ID = env.str("MAGISTERIUM_CLIENT_ID", default="")
MAGISTERIUM_CLIENT_SECRET = env.str("MAGISTERIUM_CLIENT_SECRET", default="")
MAGISTERIUM_RATE_LIMIT = env.int("MAGISTERIUM_RATE_LIMIT", default=15)
MAGISTERIUM_QA_RATE_LIMIT = env.int("MAGISTERIUM_QA_RATE_LIMIT", default=2)
# How many processes may call upstream at once (web workers, WEB_CONCURRENCY, plus Celery
# workers): while Redis is down each keeps 1/this of the limits, so together they stay within
# upstream's (portal.magisterium.throttle). The default fits gunicorn's 3 workers and 1 worker.
MAGISTERIUM_THROTTLE_PROCESSES = env.int(
    "MAGISTERIUM_THROTTLE_PROCESSES", default=env.int("WEB_CONCURRENCY", default=3) + 1
)
MAGISTERIUM_TIMEOUT = env.float("MAGISTERIUM_TIMEOUT", default=20.0)
MAGISTERIUM_CONNECT_TIMEOUT = env.float("MAGISTERIUM_CONNECT_TIMEOUT", default=5.0)
MAGISTERIUM_CACHE_ENABLED = env.bool("MAGISTERIUM_CACHE_ENABLED", default=True)
# Each process keeps the results it rebuilt from cached copies, so a warm read asks Redis for a
# copy's small version entry only (portal/magisterium/cache.py; measured in docs/performance.md).
MAGISTERIUM_PROCESS_COPIES = env.bool("MAGISTERIUM_PROCESS_COPIES", default=True)
# The A2A dialect to speak: "auto" chooses from upstream's agent card (docs/upstream.md
# "Protocol versions"); "0.3" (0.2.x and 0.3.x) or "1.0" pins one, for an upstream whose card
# says something other than what its endpoint speaks.
MAGISTERIUM_A2A_DIALECT = env.str("MAGISTERIUM_A2A_DIALECT", default="auto")
if MAGISTERIUM_A2A_DIALECT not in {"auto", "0.3", "1.0"}:
    raise ImproperlyConfigured('MAGISTERIUM_A2A_DIALECT must be "auto", "0.3" or "1.0".')
# Pages a person waits on give up on upstream after this many seconds (the whole page, every
# call in it); Celery tasks and commands keep MAGISTERIUM_TIMEOUT (portal.magisterium.budget).
MAGISTERIUM_INTERACTIVE_TIMEOUT = env.float("MAGISTERIUM_INTERACTIVE_TIMEOUT", default=8.0)
# With a last good copy at hand a page waits only this long before showing it; upstream's
# answer still refreshes the cache in the background.
MAGISTERIUM_STALE_AFTER = env.float("MAGISTERIUM_STALE_AFTER", default=2.0)
# Size caps on upstream text, applied before anything is cached, stored or shown
# (portal.magisterium.limits): a document's text, an answer's text, any one string in data,
# the items of any one list, and all the data of one answer together.
MAGISTERIUM_MAX_DOCUMENT_CHARS = env.int("MAGISTERIUM_MAX_DOCUMENT_CHARS", default=400_000)
MAGISTERIUM_MAX_ANSWER_CHARS = env.int("MAGISTERIUM_MAX_ANSWER_CHARS", default=40_000)
MAGISTERIUM_MAX_FIELD_CHARS = env.int("MAGISTERIUM_MAX_FIELD_CHARS", default=10_000)
MAGISTERIUM_MAX_LIST_ITEMS = env.int("MAGISTERIUM_MAX_LIST_ITEMS", default=200)
MAGISTERIUM_MAX_DATA_CHARS = env.int("MAGISTERIUM_MAX_DATA_CHARS", default=200_000)
# Fernet keys for OAuth tokens at rest, newest first (portal.accounts.crypto). Development
# without keys generates one once into the file below; production fails at first use instead.
TOKEN_ENCRYPTION_KEYS = env.list("TOKEN_ENCRYPTION_KEYS", default=[])
TOKEN_ENCRYPTION_DEV_KEY_FILE = VAR_DIR / "token-encryption.key" if DEBUG else None
MAGISTERIUM_METADATA_CACHE_SECONDS = 3600  # RFC 8414 document of the authorization server
PREFETCH_ACCOUNT = env.str("PREFETCH_ACCOUNT", default="")
READINGS_PREFETCH_DAYS = env.int("READINGS_PREFETCH_DAYS", default=14)
# A worker runs a prefetch pass each time it connects to the broker (start-up, and after a
# broker outage), so dates lost with a dead worker are fetched within minutes.
READINGS_PREFETCH_ON_CONNECT = env.bool("READINGS_PREFETCH_ON_CONNECT", default=True)
# Anyone may open a date this many days either side of today without signing in; a date of
# it the database lacks is fetched on request with the prefetch account, at most
# READINGS_ON_DEMAND_DATES_PER_DAY dates a day (0: none), so a crawler cannot spend the
# account's budget (portal.readings.on_demand).
READINGS_PUBLIC_WINDOW_DAYS = env.int("READINGS_PUBLIC_WINDOW_DAYS", default=400)
READINGS_ON_DEMAND_DATES_PER_DAY = env.int("READINGS_ON_DEMAND_DATES_PER_DAY", default=50)
# The parish heading on the day and week pages, on screen and in print ("" shows none).
PARISH_NAME = env.str("PARISH_NAME", default="").strip()
# Q&A history: a thread whose last question is older than this many days is deleted by the
# nightly "library-retention" task; 0 keeps every thread until its owner deletes it. The
# privacy notice (/privacy/) states the rule in force.
LIBRARY_RETENTION_DAYS = env.int("LIBRARY_RETENTION_DAYS", default=0)
if LIBRARY_RETENTION_DAYS < 0:
    raise ImproperlyConfigured("LIBRARY_RETENTION_DAYS must be 0 (keep) or a number of days.")

# --- Operator console --------------------------------------------------------------------
# The portal user whose Magisterium token the nightly canary and `magisterium_doctor` use
# (at most a dozen calls a run); by default the prefetch account.
OPS_CANARY_ACCOUNT = env.str("OPS_CANARY_ACCOUNT", default="") or PREFETCH_ACCOUNT
# /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is a 404.
METRICS_TOKEN = env.str("METRICS_TOKEN", default="")

# --- Research workbench ------------------------------------------------------------------
# Upstream allows an account MAGISTERIUM_RATE_LIMIT calls a minute; the harvest spends at most
# this many of them, so the researcher can still use the portal while it runs.
RESEARCH_HARVEST_CALLS_PER_MINUTE = env.int("RESEARCH_HARVEST_CALLS_PER_MINUTE", default=10)
# A harvested diocese is fetched again after this many days (and at once on "Refresh now").
RESEARCH_REFRESH_DAYS = env.int("RESEARCH_REFRESH_DAYS", default=30)
RESEARCH_MAX_ENTRIES = env.int("RESEARCH_MAX_ENTRIES", default=500)  # per collection
RESEARCH_MAX_UPLOAD_BYTES = env.int("RESEARCH_MAX_UPLOAD_BYTES", default=1_000_000)
# The whole Church in the warehouse (portal/research/world.py, docs/research.md): the service
# account whose harvest finds and keeps every jurisdiction it can (empty: no world harvest),
# the share of that account's minute it may spend (the rest stays with the readings prefetch
# and the public pages' on-demand days, which use the same account), and how many
# jurisdictions upstream says it has worldwide (the denominator of the world's coverage).
WAREHOUSE_ACCOUNT = env.str("WAREHOUSE_ACCOUNT", default=PREFETCH_ACCOUNT)
WORLD_HARVEST_CALLS_PER_MINUTE = env.int("WORLD_HARVEST_CALLS_PER_MINUTE", default=6)
WORLD_JURISDICTIONS = env.int("WORLD_JURISDICTIONS", default=3200)
# The countries the world harvest looks up by name, as upstream spells them (empty: every
# country CLDR knows). A portal for one continent or one bishops' conference can stay there;
# the provinces and alternates it finds are followed wherever they lead.
WORLD_COUNTRIES = env.list("WORLD_COUNTRIES", default=[])
# Requests a minute each personal access token may make of the notebook API (0: no limit).
API_RATE_LIMIT = env.int("API_RATE_LIMIT", default=60)
# ... and all of one account's tokens together (0: no limit), so more tokens are not more
# answers; and how many unrevoked, unexpired tokens one account may hold.
API_ACCOUNT_RATE_LIMIT = env.int("API_ACCOUNT_RATE_LIMIT", default=API_RATE_LIMIT)
API_TOKENS_PER_ACCOUNT = env.int("API_TOKENS_PER_ACCOUNT", default=10)
# (MAGISTERIUM_RATE_LIMIT=0 counts nothing locally: then any positive pace is allowed.)
for _name, _share in (
    ("RESEARCH_HARVEST_CALLS_PER_MINUTE", RESEARCH_HARVEST_CALLS_PER_MINUTE),
    ("WORLD_HARVEST_CALLS_PER_MINUTE", WORLD_HARVEST_CALLS_PER_MINUTE),
):
    if _share < 1 or (MAGISTERIUM_RATE_LIMIT and _share > MAGISTERIUM_RATE_LIMIT):
        raise ImproperlyConfigured(
            f"{_name} must be at least 1 and at most MAGISTERIUM_RATE_LIMIT."
        )

# --- Authentication (django-allauth) --------------------------------------------------
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]
LOGIN_URL = "account_login"
LOGIN_REDIRECT_URL = "/"
ACCOUNT_LOGOUT_REDIRECT_URL = "/"
ACCOUNT_EMAIL_VERIFICATION = "none"
ACCOUNT_LOGIN_METHODS = {"username"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "password1*", "password2*"]
SOCIALACCOUNT_STORE_TOKENS = False  # tokens live encrypted in portal.accounts, never in plain text
# People sign in with Magisterium; local accounts are for staff only (no public signup).
ACCOUNT_ADAPTER = "portal.accounts.adapters.AccountAdapter"
SOCIALACCOUNT_ADAPTER = "portal.accounts.adapters.SocialAccountAdapter"
SOCIALACCOUNT_AUTO_SIGNUP = True
SOCIALACCOUNT_EMAIL_AUTHENTICATION = False  # upstream e-mails are untrusted: match on `sub` only
SOCIALACCOUNT_PROVIDERS = {"magisterium": {"OAUTH_PKCE_ENABLED": True, "SCOPE": []}}
# Staff second factor (docs/security.md "Staff second factor"): TOTP with recovery codes, asked
# at every sign-in of an account that has it; staff and superusers must have it before /admin/
# or /ops/ opens (portal.accounts.staff_mfa). Secrets are encrypted like the tokens.
MFA_SUPPORTED_TYPES = ["totp", "recovery_codes"]
MFA_TOTP_ISSUER = "Magisterium Portal"  # the site name (portal.core.context_processors)
# One 30-second step either side, for a phone clock a little off (RFC 6238 §5.2); a code is
# still accepted only once.
MFA_TOTP_TOLERANCE = 1
MFA_ADAPTER = "portal.accounts.staff_mfa.MFAAdapter"
# allauth's forms, except that every TOTP code they accept, the activating one included, is
# spent in the database too: allauth alone remembers used codes only in the (flushable) cache.
MFA_FORMS = {
    "authenticate": "portal.accounts.staff_mfa.AuthenticateForm",
    "reauthenticate": "portal.accounts.staff_mfa.ReauthenticateForm",
    "activate_totp": "portal.accounts.staff_mfa.ActivateTOTPForm",
}

# --- Internationalisation ---------------------------------------------------------------
LANGUAGE_CODE = "en"
LANGUAGES = list(languages.LANGUAGES)  # the one list (docs/development.md: adding a language)
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = env.str("TIME_ZONE", default="UTC")
USE_I18N = True
USE_TZ = True
# One long and one short date style per language (config/formats/__init__.py).
FORMAT_MODULE_PATH = "config.formats"

# --- Static files (whitenoise: compressed, hashed names, long cache headers) --------------
STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
WHITENOISE_MAX_AGE = 365 * 24 * 3600
# Pages name static files only by their hashed names ({% static %} and the manifest), so the
# unhashed copies are never served: not keeping them halves what collectstatic compresses.
WHITENOISE_KEEP_ONLY_HASHED_FILES = True
# Source maps are fetched only by a developer's browser tools, rarely: compressing the API
# documentation's large maps cost collectstatic more time than all the portal's own files.
WHITENOISE_SKIP_COMPRESS_EXTENSIONS = (*Compressor.SKIP_COMPRESS_EXTENSIONS, "map")

# --- Security headers ---------------------------------------------------------------------
# CSP from docs/security.md §10. Scripts only from our origin or with the per-response nonce.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF, NONCE],
        "style-src": [SELF],
        "img-src": [SELF, "https:", "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF, MAGISTERIUM_BASE_URL],
        "frame-ancestors": [NONE],
    }
}
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
# Database sessions that also record whose they are, so an erase deletes all of a person's
# sessions (portal/accounts/sessions.py).
SESSION_ENGINE = "portal.accounts.sessions"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_NAME = "portal_sessionid"
CSRF_COOKIE_NAME = "portal_csrftoken"

if not DEBUG:
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
    # Behind a TLS-terminating proxy that sets X-Forwarded-Proto.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True

# --- Logging --------------------------------------------------------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    # A request refused for its shape (a foreign Host, too many fields): one WARNING line,
    # not an ERROR with a traceback (portal/core/log_filters.py).
    "filters": {"one_line_warning": {"()": "portal.core.log_filters.OneLineWarning"}},
    "loggers": {
        "httpx": {"level": "WARNING"},
        "httpcore": {"level": "WARNING"},
        **{name: {"filters": ["one_line_warning"]} for name in REFUSED_REQUEST_LOGGERS},
    },
}
