# Two commands do all set-up on a fresh Debian/Ubuntu machine:
#   make serve   serves the app with gunicorn on http://127.0.0.1:8000 (make dev: Flask's)
#   make test    runs every test (lint, ruleset check, unit, specs, browser)
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: serve dev test venv browser-deps node-deps db-deps lint check

# Production server: settings in webapp/gunicorn.conf.py (workers from the CPU count).
serve: venv node-deps
	HOST=$(HOST) PORT=$(PORT) $(VENV)/bin/gunicorn -c webapp/gunicorn.conf.py 'webapp:create_app()'

# Flask's development server: reloads on edits, plain static names, nothing built once.
dev: venv node-deps
	$(PY) -m flask --app webapp:create_app run --debug --host $(HOST) --port $(PORT)

test: venv browser-deps node-deps db-deps
	$(PY) -m ruff check .
	$(PY) -m scoring check
	$(PY) -m pytest

venv: $(VENV)/.installed

# Refreshed whenever pyproject.toml changes.
$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -m venv $(VENV) 2>/dev/null || { \
	  echo "python3-venv is missing: installing it"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3-venv && \
	  $(PYTHON) -m venv $(VENV); }
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	@touch $@

# Playwright drives Debian's Chromium; `playwright install` cannot download browsers here.
browser-deps:
	@if [ ! -x /usr/bin/chromium ] || ! dpkg -s fonts-ipafont-gothic >/dev/null 2>&1; then \
	  echo "installing chromium and fonts-ipafont-gothic"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium fonts-ipafont-gothic; \
	fi

# The shared tables' tests run on SQLite and on a real PostgreSQL that they start themselves
# from Debian's server binaries (as the postgres user: initdb refuses root).
db-deps:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
	  echo "installing postgresql"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq postgresql; \
	fi

# The offline core's browser runtime (Pyodide, pinned in webapp/package-lock.json), installed
# into webapp/node_modules by `npm ci`; Debian's nodejs/npm first when missing.
node-deps: webapp/node_modules/.installed

webapp/node_modules/.installed: webapp/package.json webapp/package-lock.json
	@if ! command -v npm >/dev/null 2>&1; then \
	  echo "installing nodejs and npm"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs npm; \
	fi
	cd webapp && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

lint: venv
	$(PY) -m ruff check .

check: venv
	$(PY) -m scoring check

# ---- rule authors: run the specs, read the report (README "For rule authors") ----
# make spec                                   every house's specs
# make spec HOUSE=coco                        one house
# make spec HOUSE=coco FILE=riichi.feature    one file (SCENARIO=<part of a name>: fewer)
# Each run keeps its result in $(SPEC_OUT)/cucumber.json; make spec-report renders it.
SPEC_OUT ?= build/spec
.PHONY: spec spec-report coverage

spec: venv
	@mkdir -p $(SPEC_OUT)
	$(PY) -m pytest steps -q --cucumberjson=$(SPEC_OUT)/cucumber.json \
	  $(if $(HOUSE),--spec-house='$(HOUSE)') $(if $(FILE),--spec-file='$(FILE)') \
	  $(if $(SCENARIO),--spec-scenario='$(SCENARIO)')

spec-report: venv
	@[ -f $(SPEC_OUT)/cucumber.json ] || $(MAKE) --no-print-directory spec || true
	$(PY) -m scoring report --json $(SPEC_OUT)/cucumber.json --out $(SPEC_OUT)/report.html
	@echo "open $(SPEC_OUT)/report.html"

coverage: venv
	$(PY) -m scoring coverage $(HOUSE)
