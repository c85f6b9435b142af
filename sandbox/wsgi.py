"""WSGI entry point of the sandbox (served by gunicorn: `python -m sandbox serve`)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sandbox.settings")

application = get_wsgi_application()
