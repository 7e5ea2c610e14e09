#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: initdb in a temporary directory, start the cluster on
# a free local port (no system service), export TEST_DATABASE_URL, run the command, then stop the
# cluster and delete it, whatever the command's outcome.
#
#   bash scripts/with-postgres.sh npx vitest run --project server
#
# PG_BIN: folder of initdb/pg_ctl (default: the newest /usr/lib/postgresql/*/bin, else PATH).
# PG_PORT: port to listen on (default: a free one). PostgreSQL refuses to run as root, so as root the
# cluster runs as the user `postgres` (created by Debian's package) or PG_USER.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

pg_bin="${PG_BIN:-}"
if [ -z "$pg_bin" ]; then
  pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$pg_bin" ] && command -v initdb >/dev/null 2>&1; then pg_bin="$(dirname "$(command -v initdb)")"; fi
fi
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ] || [ ! -x "$pg_bin/pg_ctl" ]; then
  echo "PostgreSQL binaries not found: install PostgreSQL (Debian: apt-get install postgresql) or set PG_BIN." >&2
  exit 1
fi

port="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
as_user=()
if [ "$(id -u)" -eq 0 ]; then
  pg_user="${PG_USER:-postgres}"
  if ! id "$pg_user" >/dev/null 2>&1; then
    echo "Running as root: PostgreSQL needs a non-root user; create '$pg_user' or set PG_USER." >&2
    exit 1
  fi
  as_user=(runuser -u "$pg_user" --)
  dir="$(mktemp -d /tmp/tf-postgres.XXXXXX)"
  chown "$pg_user" "$dir"
else
  dir="$(mktemp -d "${TMPDIR:-/tmp}/tf-postgres.XXXXXX")"
fi

pg() { (cd "$dir" && "${as_user[@]}" "$pg_bin/$@"); }

cleanup() {
  local status=$?
  pg pg_ctl -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

pg initdb -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
# Durability is pointless for a throwaway cluster; skipping fsync makes CREATE DATABASE per test file fast.
if ! pg pg_ctl -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port: TEST_DATABASE_URL=$TEST_DATABASE_URL" >&2
"$@"
