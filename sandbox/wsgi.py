"""WSGI entry point of the sandbox (served by gunicorn: `python -m sandbox serve`)."""

import os

from django.core.wsgi import get_wsgi_application

# Assigned, not setdefault: a shell or test run that exports the portal's settings module must
# not turn the sandbox into the portal.
os.environ["DJANGO_SETTINGS_MODULE"] = "sandbox.settings"

application = get_wsgi_application()
