#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: finds Debian's server binaries (installing
# the `postgresql` package when running as root and none is found), initdb's a cluster in a temp
# folder, starts it on a free loopback port, runs "$@" with DATABASE_URL set, and always stops
# the server and deletes the folder.
set -euo pipefail

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
}

bin=$(find_bin)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "No PostgreSQL server found: installing Debian's postgresql package" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
    bin=$(find_bin)
  fi
  if [ -z "$bin" ]; then
    echo "No PostgreSQL server binaries under /usr/lib/postgresql/*/bin. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_db_user() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

tmp=$(mktemp -d /tmp/api-postgres-XXXXXX)
chmod 755 "$tmp"
[ "$(id -u)" -eq 0 ] && chown postgres "$tmp"
# Written as a plain string: console.log colours a number when FORCE_COLOR is set (Playwright sets
# it for the journeys that start this script), and PostgreSQL refuses a port wrapped in escape codes.
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"; }

stop() {
  as_db_user "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap stop EXIT

as_db_user "$bin/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# Durability off: a throwaway test server. On a loaded machine the start can take long (the wait is
# PG_START_SECONDS, 120 by default); a port taken by another process between choosing it and binding
# it gets another try. A start that fails prints the server's own log, the only place that says why.
started=""
for attempt in 1 2 3; do
  port=$(free_port)
  rm -f "$tmp/server.log"
  if as_db_user "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t "${PG_START_SECONDS:-120}" start \
    -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null; then
    started=1
    break
  fi
  echo "PostgreSQL did not start (attempt $attempt of 3) on 127.0.0.1:$port; its log:" >&2
  sed 's/^/  | /' "$tmp/server.log" >&2 2>/dev/null || true
  as_db_user "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
done
if [ -z "$started" ]; then
  echo "PostgreSQL could not be started three times: see its log above" >&2
  exit 1
fi
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
