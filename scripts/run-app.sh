#!/usr/bin/env bash
# Runs the app on the embedded database (PGlite under .data/), installing and building
# first when needed. The first start migrates and loads the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund
npx next build
exec npx next start -p "${PORT:-3000}"
