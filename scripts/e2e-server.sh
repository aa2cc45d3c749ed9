#!/usr/bin/env bash
# The app under e2e test: the production build on a fresh embedded database.
# Usage: e2e-server.sh PORT [DATA_DIR]   (DATA_DIR under .data/, default .data/e2e)
set -euo pipefail
port=${1:-3210}
export PGLITE_DATA_DIR=${2:-.data/e2e}
rm -rf "$PGLITE_DATA_DIR"
export NEXT_TELEMETRY_DISABLED=1
# The tests play several visitors from one machine: each names its address (e2e/support/visitor.ts)
# as a proxy in front of the app would, so each books in its own rate-limit bucket.
export TRUSTED_PROXIES=1

exec node server.mjs -H 127.0.0.1 -p "$port"
