#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: initdb in a temporary
# directory owned by `postgres`, 127.0.0.1 on a free port, fsync off; removed on exit.
# Usage: scripts/with-postgres.sh <command...>   (DATABASE_URL is set for the command)
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL binaries not found in $PG_BIN" >&2; exit 1; }

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

dir=$(mktemp -d /tmp/salon-pg.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_postgres "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
as_postgres "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres salon

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/salon"
"$@"
