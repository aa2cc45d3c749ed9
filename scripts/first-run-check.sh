#!/usr/bin/env bash
# The first `npm run app` on a fresh copy of the repository works, and so does the next one
# after the server was killed with SIGKILL (DESIGN §9):
#   1. `next build` alone leaves no .data/ (the build never opens the database), and the
#      server started after it (run-app.sh's last step) answers /login and /book-luxury with 200;
#   2. SIGKILL to its whole process group, then scripts/run-app.sh as it is (build, then start,
#      nothing cleaned in between): 200 from both pages again; SIGTERM stops it with status 0.
# The copy holds what a clone of the working tree would (tracked and untracked files, not the
# ignored ones; uncommitted changes included) and hard links to node_modules instead of a second
# install. Usage: scripts/first-run-check.sh [command...]: the command then runs inside the copy,
# on the second build (test-all.sh runs the e2e tests there rather than building a third time).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$SECONDS

copy=$(mktemp -d "${TMPDIR:-/tmp}/salon-first-run.XXXXXX")
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
server=
cleanup() {
  [ -z "$server" ] || kill -KILL -- "-$server" 2>/dev/null || true
  rm -rf "$copy"
}
trap cleanup EXIT

fail() {
  echo "first-run check FAILED: $*" >&2
  [ ! -f "$copy/server.log" ] || tail -n 40 "$copy/server.log" >&2
  exit 1
}
took() { echo "  $1 ($((SECONDS - $2)) s)"; }

# Same files, same timestamps (run-app.sh compares node_modules with package-lock.json).
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
  xargs -0 cp -a --parents -t "$copy"
cp -al node_modules "$copy/" 2>/dev/null || cp -a node_modules "$copy/"

# Starts a command in the copy as its own process group (killable as a whole), logging to server.log.
start() {
  (cd "$copy" && PORT=$port exec setsid "$@") >"$copy/server.log" 2>&1 </dev/null &
  server=$!
}

wait_for_pages() {
  local since=$SECONDS path
  for path in /login /book-luxury; do
    until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 30 "http://127.0.0.1:$port$path")" = 200 ]; do
      kill -0 "$server" 2>/dev/null || fail "the server exited before $path answered 200"
      [ $((SECONDS - since)) -lt 900 ] || fail "no 200 from $path"
      sleep 1
    done
  done
}

echo "First run in $copy, port $port"
phase=$SECONDS
(cd "$copy" && npx next build) >"$copy/build.log" 2>&1 || { tail -n 40 "$copy/build.log" >&2; fail "next build"; }
took "next build" "$phase"
[ ! -e "$copy/.data" ] || fail "next build created .data/: $(ls -A "$copy/.data")"

phase=$SECONDS
start node server.mjs -p "$port"
wait_for_pages
took "start, 200 from /login and /book-luxury" "$phase"
[ -d "$copy/.data/pglite" ] || fail "the server did not create .data/pglite"

kill -KILL -- "-$server"
wait "$server" 2>/dev/null || true
echo "  killed with SIGKILL; npm run app again"
phase=$SECONDS
start bash scripts/run-app.sh
wait_for_pages
took "build, start, 200 from both pages again" "$phase"

kill -TERM "$server"
for _ in $(seq 40); do kill -0 "$server" 2>/dev/null || break; sleep 0.5; done
kill -0 "$server" 2>/dev/null && fail "the server did not stop within 20 s of SIGTERM"
status=0
wait "$server" || status=$?
server=
[ "$status" = 0 ] || fail "the server exited with status $status on SIGTERM"
echo "First-run check passed in $((SECONDS - started)) s"

if [ $# -gt 0 ]; then
  (cd "$copy" && "$@")
fi
