"""The portal's settings plus one URL for the benchmark: `/_bench/floor`, a trivial view.

`make bench` runs gunicorn with these settings so that the floor goes through exactly the
stack every page does (gunicorn, WSGI, every middleware) and does nothing else; production
never loads this module.
"""

from config.settings import *  # noqa: F403

ROOT_URLCONF = "devtools.bench.urls"
