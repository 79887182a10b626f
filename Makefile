# Svatby: the entry points. `make start` and `make test` do everything on a fresh machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 3000

WORKSPACE_MANIFESTS := package.json package-lock.json backend/package.json frontend/package.json e2e/package.json api-client/package.json
INSTALL_STAMP := node_modules/.svatby-install-stamp

.PHONY: help install build start dev test openapi bench check-tools clean

help:
	@echo "make start    install, build, migrate, seed and serve on http://localhost:$(PORT)"
	@echo "make test     install and run every suite (ends with 'N passed, N failed')"
	@echo "make dev      backend in watch mode + Vite dev server on http://localhost:5173"
	@echo "make openapi  regenerate openapi.json, the RTK Query client and the integrators' typed client (api-client/)"
	@echo "make bench    build, seed a volume database, load-test the API against a bare baseline, Lighthouse; writes bench/results.md"

# npm ci from the lock file, again only when a manifest changed.
$(INSTALL_STAMP): $(WORKSPACE_MANIFESTS)
	npm ci --no-audit --no-fund
	@touch $@

install: $(INSTALL_STAMP)

build: install
	npm run build -w backend
	npm run build -w frontend

# The app's heap limit and malloc arenas, as the production image runs it (Dockerfile; README "Production-like run and scale-out").
APP_NODE_OPTIONS := $(shell sed -n 's/^ENV NODE_OPTIONS="\{0,1\}\([^"]*\)"\{0,1\}$$/\1/p' Dockerfile)
APP_MALLOC_ARENA_MAX := $(shell sed -n 's/^ENV MALLOC_ARENA_MAX=//p' Dockerfile)

# Migrations run on start; the catalogue is seeded by them, test accounts and demo data at boot.
start: build
	PORT=$(PORT) NODE_OPTIONS="$(APP_NODE_OPTIONS)" MALLOC_ARENA_MAX=$(APP_MALLOC_ARENA_MAX) node backend/dist/main.js

dev: install
	npx --no-install concurrently -k -n api,web "npm run dev -w backend" "npm run dev -w frontend"

openapi: install
	npm run build -w backend
	npm run openapi

# A database svatby_bench on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
# dropped at the end; BENCH_SCALE=1 adds the scale pass on svatby_bench_scale (1 000 000 requests);
# settings in bench/run.mjs (BENCH_DURATION, BENCH_KEEP_DB, BENCH_SKIP_SEED, BENCH_SCALE…).
bench: check-tools build
	node bench/run.mjs

check-tools:
	@command -v node >/dev/null || { echo "Missing: Node.js 20.19+ (https://nodejs.org)"; exit 1; }
	@[ -x "$${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { echo "Missing: Chromium at $${CHROMIUM_PATH:-/usr/bin/chromium} for the end-to-end tests (Debian: apt-get install -y chromium)"; exit 1; }

test: check-tools build
	node scripts/run-tests.mjs

clean:
	rm -rf backend/dist frontend/dist frontend/dist-server .reports test-results playwright-report
