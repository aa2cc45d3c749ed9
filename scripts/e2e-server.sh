#!/usr/bin/env bash
# The app under e2e test: the production build on a fresh embedded database.
set -euo pipefail
port=${1:-3210}
export PGLITE_DATA_DIR=.data/e2e
rm -rf .data/e2e
export NEXT_TELEMETRY_DISABLED=1

exec node server.mjs -H 127.0.0.1 -p "$port"
