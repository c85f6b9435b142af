# Magisterium Portal. `make run` serves the whole portal; `make test` runs every check.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint format bench install clean

install: $(STAMP)

# Recreate nothing unless the locked versions change. requirements.lock pins every package
# (made with `pip freeze` from pyproject.toml's dependencies and [dev] extras).
$(STAMP): requirements.lock pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.lock
	touch $(STAMP)

run: $(STAMP)
	DEBUG=1 $(PY) -m config.run

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# Without REDIS_URL an embedded Redis is started for the run; without DATABASE_URL, SQLite.
test: lint
	DEBUG=1 $(PY) manage.py collectstatic --noinput -v 0
	DEBUG=1 $(PY) -m config.embedded -- $(PY) -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	DEBUG=1 $(PY) -m config.embedded -- $(PY) -m tests.bench

clean:
	rm -rf var/static var/test-portal-*.sqlite3* var/screenshots
