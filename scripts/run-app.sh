#!/usr/bin/env bash
# Runs the app on the embedded database (PGlite under .data/), installing when needed and
# building first. The build never opens the database; the first start creates, migrates and
# seeds it. PORT picks the port (default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
[ -d node_modules ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund
npx next build
exec node server.mjs -p "${PORT:-3000}"
