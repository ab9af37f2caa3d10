# Two commands for a newcomer (see README.md):
#   make serve   set everything up, then serve the API on http://127.0.0.1:8000 (SQLite, in-process tasks)
#   make test    set everything up (with the test and tool chain), then run the whole test suite
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1:8000
PYTEST_ARGS ?=

.PHONY: setup serve test lint typecheck bench clean schema client

# Two install stamps in the virtualenv: .installed (the runtime, requirements.txt: make serve)
# and .installed-dev (the runtime and the test and tool chain, requirements-dev.txt: make test).
# Each is redone when a file it installs from changes (the dev install is the runtime one too);
# the virtualenv itself is made once.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(BIN)/.installed: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(BIN)/.installed-dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@ $(BIN)/.installed

setup: $(BIN)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py build_dictionary

serve: setup
	$(BIN)/python manage.py runserver $(HOST)

# Bytecode is written for the test run even where the environment says not to
# (PYTHONDONTWRITEBYTECODE): pytest keeps its rewritten test modules there, and compiling the
# suite's ~450 modules afresh costs each worker ~10 s of every run. The slow tests are sent
# first (tests/conftest.py), so two workers finish together.
test: $(BIN)/.installed-dev
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n 2 --dist worksteal $(PYTEST_ARGS)

# The committed OpenAPI schema (tests/api/test_schema_file.py fails, printing this command, when
# it is out of date).
schema: $(BIN)/.installed-dev
	$(BIN)/python manage.py spectacular --file schema/openapi.yaml --validate --fail-on-warn

# The typed Python client, generated from the committed schema into clients/python (not
# committed: clients/README.md).
client: $(BIN)/.installed-dev
	$(BIN)/python clients/generate_client.py clients/python

lint: $(BIN)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/lint-imports --no-cache

# mypy (settings and the packages it checks: pyproject.toml) over the pure packages, the service
# clock and the service's packages (games' services and selectors, events, accounts, ratings,
# pairing, chat, notifications, web), with the django-stubs and DRF stubs plugins.
typecheck: $(BIN)/.installed-dev
	$(BIN)/mypy

bench: setup $(BIN)/.installed-dev
	for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) var
