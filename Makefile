# Two commands for a newcomer (see README.md):
#   make serve   set everything up, then serve the API on http://127.0.0.1:8000 (SQLite, in-process tasks)
#   make test    set everything up, then run the whole test suite
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1:8000
PYTEST_ARGS ?=

.PHONY: setup serve test lint bench clean schema

$(BIN)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

setup: $(BIN)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py build_dictionary

serve: setup
	$(BIN)/python manage.py runserver $(HOST)

test: $(BIN)/.installed
	$(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

# The committed OpenAPI schema and the Python client generated from it (tests/api/test_schema_file.py
# fails, printing this command, when either is out of date).
schema: $(BIN)/.installed
	$(BIN)/python manage.py spectacular --file schema/openapi.yaml --validate --fail-on-warn
	rm -rf clients/python
	cd clients && PATH="$(CURDIR)/$(BIN):$$PATH" $(CURDIR)/$(BIN)/openapi-python-client generate \
	    --path ../schema/openapi.yaml --config python-config.yaml --meta setup \
	    --output-path python --fail-on-warning

lint: $(BIN)/.installed
	$(BIN)/ruff check .

bench: setup
	for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) var
