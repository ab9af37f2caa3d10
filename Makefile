# Two commands for a newcomer (see README.md):
#   make serve   set everything up, then serve the API on http://127.0.0.1:8000 (SQLite, in-process tasks)
#   make test    set everything up, then run the whole test suite
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
HOST   ?= 127.0.0.1:8000
PYTEST_ARGS ?=

.PHONY: setup serve test lint bench clean

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

lint: $(BIN)/.installed
	$(BIN)/ruff check .

bench: setup
	for f in bench/bench_*.py; do echo "== $$f"; $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) var
