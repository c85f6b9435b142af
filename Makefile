# Magisterium Portal. `make run` serves the whole portal; `make test` runs every check.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
NODE_STAMP := node_modules/.installed-stamp
# Static files are collected (hashed and compressed: several seconds) again only when a file
# under static/ or the installed packages changed.
STATIC_STAMP := var/static/staticfiles.json

# Python keeps each module's compiled form beside it (__pycache__/, ignored by git) even where
# the environment asks it not to (PYTHONDONTWRITEBYTECODE=1, set by many container images).
# The suite starts a worker a core and dozens of servers and commands of its own: without the
# kept form each compiles the portal again, and each test worker rewrites every test's
# asserts again (collecting the suite: 13 s a worker instead of 4).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test test-fast test-unit lint security format bench install clean plotly

install: $(STAMP)

# Recreate nothing unless the locked versions change. requirements.lock pins every package
# (made with `pip freeze` from pyproject.toml's dependencies and [dev] extras). pip installs
# the locked uv, and uv the rest, compiling every module on both cores: 13 s in all where pip
# took 32, the most of a fresh clone's `make test-fast` before its first test. uv reads no pip
# configuration: behind a package mirror, set UV_DEFAULT_INDEX (docs/development.md).
$(STAMP): requirements.lock pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip $$(grep '^uv==' requirements.lock)
	$(VENV)/bin/uv pip install --quiet --python $(PY) --compile-bytecode -r requirements.lock
	touch $(STAMP)

# The browser tests' JavaScript tools (axe-core for the accessibility checks, Lighthouse for
# the page audits), pinned in package-lock.json and installed from the npm registry; never
# served to visitors. package.json's `overrides` pin two of Lighthouse's dependencies that
# name "latest": `npm ci` would otherwise refuse the lock whenever a newer one is published.
$(NODE_STAMP): package-lock.json package.json
	@command -v npm >/dev/null 2>&1 || { echo "npm is missing: install Node.js 20+ with npm (apt-get install nodejs npm), then run make test again." >&2; exit 1; }
	npm ci --no-audit --no-fund
	touch $(NODE_STAMP)

# The portal's partial plotly.js bundles (core + scatter for charts, core + choropleth for the
# research map), built from the exact versions in devtools/plotly_bundle/package-lock.json
# (never part of `make test`). The outputs static/vendor/plotly/plotly-portal.min.js and
# plotly-map.min.js are committed: run this only to upgrade plotly.js (static/vendor/README.md).
# Install scripts are not run: esbuild needs none.
plotly: $(STAMP)
	@command -v npm >/dev/null 2>&1 || { echo "npm is missing: install Node.js 20+ with npm." >&2; exit 1; }
	cd devtools/plotly_bundle && npm ci --no-audit --no-fund --ignore-scripts && node build.mjs
	DEBUG=1 $(PY) manage.py trends_plotly_css

run: $(STAMP)
	DEBUG=1 $(PY) -m devtools.run

# Ruff (lint and format), mypy with django-stubs (config in pyproject.toml), and djhtml on the
# templates (indentation only; `make format` applies it).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	DEBUG=1 $(VENV)/bin/mypy
	$(VENV)/bin/djhtml --check templates

# Static analysis: no medium/high bandit finding (a justified `# nosec` says why on its line),
# and no known vulnerability in the locked packages. Unreachable vulnerability data (offline,
# or a mirror without PyPI's JSON API) prints a warning instead of failing.
security: $(STAMP)
	$(VENV)/bin/bandit -r portal config devtools -ll -q
	$(PY) -m devtools.dependency_audit requirements.lock

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .
	$(VENV)/bin/djhtml templates

# The suite runs on every core through pytest-xdist: each worker has its own Redis databases,
# test database, sandbox and Celery worker (config/settings_test.py, tests/conftest.py).
# --dist loadfile keeps a file's tests (and its module fixtures: gunicorn, nginx, Lighthouse)
# on one worker, and the `last` test last on its worker; --no-loadscope-reorder keeps the
# suite's own order (tests/conftest.py: the long worker and browser files first) instead of
# xdist's (most tests first), which left a one-test file of several minutes for the end.
# The tests wait on the sandbox, the browser and Redis as much as on the processor, so a
# worker more than the cores keeps them busy. `make test XDIST=` runs serially.
XDIST ?= -n $(shell expr $$(nproc) + 1) --dist loadfile --no-loadscope-reorder

# Without REDIS_URL an embedded Redis is started for the run; without DATABASE_URL, SQLite.
# `make lint security` runs beside the suite (its report is printed after the suite's), and
# `make test` fails if either does.
$(STATIC_STAMP): $(STAMP) $(shell find static -type f 2>/dev/null)
	DEBUG=1 $(PY) manage.py collectstatic --noinput -v 0
	@touch $@

test: $(STAMP) $(NODE_STAMP) $(STATIC_STAMP)
	@mkdir -p var
	@$(MAKE) --no-print-directory lint security > var/test-checks.log 2>&1 & checks=$$!; \
	DEBUG=1 $(PY) -m devtools.embedded -- $(PY) -m pytest $(XDIST) $(PYTEST_ARGS); suite=$$?; \
	wait $$checks; checked=$$?; \
	echo "--- make lint security ---"; cat var/test-checks.log; \
	[ $$checked -eq 0 ] || echo "make lint security failed (above)" >&2; \
	[ $$suite -eq 0 ] && [ $$checked -eq 0 ]

# The quick lane for a newcomer: every test but those driving Chromium, a real Celery worker or
# whole servers of their own (still the sandbox over HTTP, Redis and the database). `make test`
# remains the whole suite. Property tests try a fifth of their examples here (tests/examples.py).
test-fast: $(STAMP) $(STATIC_STAMP)
	DEBUG=1 PORTAL_TEST_LANE=fast $(PY) -m devtools.embedded -- $(PY) -m pytest -m "not browser and not worker and not server" $(XDIST) $(PYTEST_ARGS)

# The unit lane: pure logic only (tests marked `unit`), with no sandbox, no Redis and no
# database: REDIS_URL and the sandbox point at a closed port, so a test that reaches for
# either fails at once rather than passing by luck.
test-unit: $(STAMP)
	DEBUG=1 PORTAL_TEST_LANE=unit REDIS_URL=redis://127.0.0.1:1/0 MAGISTERIUM_BASE_URL=http://127.0.0.1:1 \
		$(PY) -m pytest -m unit $(XDIST) $(PYTEST_ARGS)

bench: $(STAMP)
	DEBUG=1 $(PY) -m devtools.embedded -- $(PY) -m devtools.bench

clean:
	rm -rf var/static var/test-portal-*.sqlite3* var/screenshots
