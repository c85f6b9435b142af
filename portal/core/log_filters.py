"""Logging filters named in settings.LOGGING.

Django logs every refused request of a suspicious shape (a Host not in ALLOWED_HOSTS, more
query or form fields than DATA_UPLOAD_MAX_NUMBER_FIELDS, a body over the size limit) on
`django.security.<exception>` at ERROR with its traceback. Scanners send such requests all day,
and the portal answers each with a plain 400 or 413: nothing is broken and no one need be
woken, so the record becomes one WARNING line naming the request, without the traceback.
"""

from __future__ import annotations

import logging

# The django.security loggers whose records `OneLineWarning` rewrites (settings.LOGGING).
REFUSED_REQUEST_LOGGERS = (
    "django.security.DisallowedHost",
    "django.security.TooManyFieldsSent",
    "django.security.TooManyFilesSent",
    "django.security.RequestDataTooBig",
)


class OneLineWarning(logging.Filter):
    """The record at WARNING, its message on one line, no traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno > logging.WARNING:
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        record.msg = " ".join(record.getMessage().split())
        record.args = ()
        return True
