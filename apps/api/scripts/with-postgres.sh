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
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  as_db_user "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap stop EXIT

as_db_user "$bin/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# Durability off: a throwaway test server.
as_db_user "$bin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w start \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
