# Newsroom: `make run` serves the seeded app, `make test` runs every test.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
export PORT

.PHONY: run setup test test-postgres lint score bench-extract lighthouse chromium wrk clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

# Test tools from npm (the HTML validator, Lighthouse); the app itself needs no Node.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts --loglevel=error
	touch $@

## setup: install, migrate, load the seed stories and collect static files.
setup: $(VENV)/.runtime
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py load_seeds
	$(BIN)/python manage.py collectstatic --noinput --verbosity 0

## run: set everything up and serve with gunicorn at http://127.0.0.1:$(PORT)/
run: setup
	@echo "Serving Newsroom at http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	$(BIN)/gunicorn --config newsroom/gunicorn.conf.py

## chromium: the browser the browser tests drive (Debian's build).
chromium:
	@sh scripts/ensure_tool.sh "$${CHROMIUM_PATH:-/usr/bin/chromium}" chromium

wrk:
	@sh scripts/ensure_tool.sh /usr/bin/wrk wrk

## test: every test, browser tests included, on SQLite (or DATABASE_URL).
test: $(VENV)/.dev node_modules/.installed chromium
	$(BIN)/ruff check .
	$(BIN)/python manage.py makemigrations --check --dry-run
	$(BIN)/pytest

## test-postgres: the same suite against a throwaway PostgreSQL cluster.
test-postgres: $(VENV)/.dev node_modules/.installed chromium
	sh scripts/with_postgres.sh $(BIN)/pytest

lint: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

## score: the extraction pipeline against the hand-made gold annotations.
score: $(VENV)/.dev
	$(BIN)/python bench/score.py

bench-extract: $(VENV)/.dev
	$(BIN)/python bench/extract_speed.py

## bench: reader pages under wrk, and how they grow with the story, on SQLite then PostgreSQL
## (BENCH_SECONDS=2 for a quick run).
.PHONY: bench
bench: $(VENV)/.dev wrk
	$(BIN)/python bench/pages.py
	sh scripts/with_postgres.sh $(BIN)/python bench/pages.py

## lighthouse: Lighthouse (mobile) scores of the story page, served as in production.
lighthouse: setup node_modules/.installed chromium
	sh scripts/lighthouse.sh

## soak: gunicorn under wrk, loads, reloads and a killed load on a scratch database (< 5 min).
.PHONY: soak
soak: $(VENV)/.runtime wrk
	sh scripts/soak.sh

clean:
	rm -rf $(VENV) node_modules staticfiles db.sqlite3 db.sqlite3-wal db.sqlite3-shm
