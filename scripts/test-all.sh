#!/usr/bin/env bash
# Every test: installs what it needs, then unit + integration on PGlite, the same
# integration suite on a throwaway PostgreSQL 15, the first-run check on a fresh copy of the
# repository, and Playwright e2e on the build that check made (no third build).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s ==\n' "$*"; }

step "install"
[ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh

step "typecheck and lint"
npx tsc --noEmit
npm run lint

step "unit tests"
npx vitest run --project unit

step "integration tests on PGlite"
npx vitest run --project integration

step "integration tests on PostgreSQL 15"
bash scripts/with-postgres.sh npx vitest run --project integration

step "first run on a fresh copy (build, start, SIGKILL, npm run app again), then e2e tests in Chromium on that build"
bash scripts/first-run-check.sh npx playwright test --output "$PWD/test-results"
