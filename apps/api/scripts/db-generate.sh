#!/usr/bin/env bash
# Generate a new migration from src/db/schema.ts. drizzle-kit (hoisted to the root node_modules)
# imports drizzle-orm by bare name, but npm keeps drizzle-orm nested under apps/api, so expose it
# to drizzle-kit through a temporary link for the duration of the run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=../../node_modules
link=""
if [ ! -e "$root/drizzle-orm" ]; then
  ln -s "$PWD/node_modules/drizzle-orm" "$root/drizzle-orm"
  link="$root/drizzle-orm"
fi
trap '[ -n "$link" ] && rm -f "$link"' EXIT
npx drizzle-kit generate "$@"
