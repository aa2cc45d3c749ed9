#!/usr/bin/env bash
# Every test: installs what it needs, then unit, the integration suite on PGlite and on a
# throwaway PostgreSQL 15 (side by side), the first-run check on a fresh copy of the
# repository, and Playwright e2e on the build that check made (no third build). Prints each
# step's duration and the total at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step's duration, printed as a table at the end (also when a step fails).
started=$SECONDS
phase_name= phase_start=
phases=()
end_phase() { [ -z "$phase_name" ] || phases+=("$(printf '%6d s  %s' $((SECONDS - phase_start)) "$phase_name")"); phase_name=; }
step() { end_phase; phase_name=$1; phase_start=$SECONDS; printf '\n== %s ==\n' "$*"; }
summary() {
  end_phase
  printf '\n== durations ==\n'
  printf '%s\n' "${phases[@]}"
  printf '%6d s  total\n' $((SECONDS - started))
}
trap summary EXIT

step "install"
[ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh

# Side by side: each is mostly one process on one core.
step "typecheck and lint, side by side"
npx tsc --noEmit & tsc_run=$!
lint_status=0
npm run lint || lint_status=$?
tsc_status=0
wait "$tsc_run" || tsc_status=$?
if [ "$tsc_status" != 0 ] || [ "$lint_status" != 0 ]; then
  echo "typecheck or lint failed (tsc: $tsc_status, lint: $lint_status)" >&2
  exit 1
fi
# The tree's types are proven: the first-run check's two builds skip their own check (next.config.ts).
export BUILD_SKIPS_TYPECHECK=1

step "unit tests"
npx vitest run --project unit

# The two databases' runs side by side: the PostgreSQL run mostly waits on its server, so
# together they take little longer than the PGlite run alone. Its output follows PGlite's.
step "integration tests on PGlite and on PostgreSQL 15, side by side"
pg_log=$(mktemp)
bash scripts/with-postgres.sh npx vitest run --project 'integration*' >"$pg_log" 2>&1 &
pg_run=$!
pglite_status=0
npx vitest run --project 'integration*' || pglite_status=$?
pg_status=0
wait "$pg_run" || pg_status=$?
step "integration tests on PostgreSQL 15 (output)"
cat "$pg_log"
rm -f "$pg_log"
if [ "$pglite_status" != 0 ] || [ "$pg_status" != 0 ]; then
  echo "integration tests failed (PGlite: $pglite_status, PostgreSQL 15: $pg_status)" >&2
  exit 1
fi

step "first run on a fresh copy (build, start, SIGKILL, npm run app again), then e2e on that build: desktop, and @phone at 375 px"
bash scripts/first-run-check.sh npx playwright test --output "$PWD/test-results"
