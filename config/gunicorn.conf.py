"""gunicorn settings for the portal, shared by the Procfile's `web` process and `make bench`.

    gunicorn config.wsgi --config config/gunicorn.conf.py --bind 0.0.0.0:$PORT

Tuned so that no request ends in a reset connection under load (docs/performance.md,
"Serving without resets"); tests/resilience/test_serving.py checks it against a real gunicorn.
Settings: https://docs.gunicorn.org/en/stable/settings.html. Options given on the command
line or in GUNICORN_CMD_ARGS override this file.
"""

import os

# Processes × threads. gunicorn picks the threaded worker ("gthread") when threads > 1:
# a worker's threads share its memory, and an idle kept-alive connection costs a socket
# in the worker's poller, not a thread.
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
threads = 4
worker_class = "gthread"

# Seconds an idle kept-alive connection stays open. The side that closes an idle connection
# races the other side's next request on it: a request sent just as gunicorn closes is
# answered by a TCP reset, and the client (or the proxy, as a 502) reports an error. So
# gunicorn must never close first: this is longer than the idle timeout of anything that
# reuses connections to it (a proxy: nginx's upstream keepalive_timeout and AWS load
# balancers default to 60 s, Heroku's router to 90 s; the httpx pools of `make bench`:
# 5 s). With gunicorn's default, 2 s, a small share of requests ended in resets under load.
keepalive = 95

# Connections a worker holds at once, idle kept-alive ones included (sockets, not threads).
# Near the limit a response says "Connection: close" and new connections wait in the
# backlog: a clean close or a wait, never a reset.
worker_connections = 1000

# Connections the kernel queues while every thread is busy (capped by the kernel's
# net.core.somaxconn). A full queue makes new connections wait for a retry, never resets.
backlog = 2048

# Off, as by default. With SO_REUSEPORT each worker gets its own accept queue, and the
# connections queued on a worker that exits (a restart, a crash) are reset; one shared
# queue hands them to the workers still running.
reuse_port = False

# 0 (off), as by default: a worker recycled after N requests closes its kept-alive
# connections within two seconds whatever the clients are doing, the race described above.
max_requests = 0

# A worker whose main loop is silent this long is killed and replaced (with the
# threaded worker this is a heartbeat, not a request time limit).
timeout = 30

# On a restart or shutdown (SIGTERM, SIGHUP), workers finish the requests in progress for
# up to this long: less than the 30 s that platforms such as Heroku wait before killing
# the whole process, so a response is never cut off half-way.
graceful_timeout = 20

# One line per request on stdout, as the platform's log collector expects.
accesslog = "-"
