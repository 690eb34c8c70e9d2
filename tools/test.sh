#!/usr/bin/env bash
# Command 2 of the README: install and run every test — formatting, the builds, bundle budgets, then
# the browser journeys in Debian's Chromium beside dead exports, lint, types, unit and API tests, duplicate code and
# the API suite again on a real PostgreSQL server. Each stage's time and the total are printed at the
# end (tools/checks/stages.sh), also when a stage fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true
source tools/checks/stages.sh
trap 'status=$?; stages_summary "$status"; exit "$status"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

install() {
  npm install --no-audit --no-fund --loglevel=error
  if [ ! -x "$CHROMIUM" ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's Chromium for the browser tests (apt-get install chromium)"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "The browser tests need Chromium at $CHROMIUM, and it is missing." >&2
      echo "Install it as root:  sudo apt-get install -y chromium   (Debian/Ubuntu)" >&2
      echo "or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run npm test again." >&2
      exit 1
    fi
  fi
}

# A lib whose sources changed needs a version bump (npm run libs:release).
libs_released() { npx tsx tools/release/lib-versions.ts --check; }
# What the journeys and the size gate need, first (two at a time).
nx_builds() { npx nx run-many -t build --output-style=stream-without-prefixes; }
# The rest of Nx, beside the journeys: one task at a time, the journeys keep the other core.
nx_checks() { npx nx run-many -t lint typecheck test --parallel=1 --output-style=stream-without-prefixes; }
# knip (knip.jsonc): fails on a file nothing imports, an export nothing imports, a value exported twice.
dead_exports() { npm run lint:dead --silent; }
# jscpd: fails over 1% duplicated lines (.jscpd.json).
duplicates() { npm run dupes --silent; }
# Bytes only, in Chromium (tools/measure/size.ts): the budgets and the copies of each singleton.
bundle_budgets() { npx tsx tools/measure/size.ts --check; }
api_on_postgres() { npm run test:postgres -w @admin/api; }
journeys() { CHROMIUM_PATH="$CHROMIUM" npm run e2e -w @admin/e2e; }
has_postgres_suite() { npm pkg get scripts.test:postgres -w @admin/api 2>/dev/null | grep -q 'test-postgres'; }
checks() {
  step "Dead exports (knip)" dead_exports
  step "Lint, typecheck, unit and API tests (Nx)" nx_checks
  step "Duplicate code (jscpd)" duplicates
}
# The PostgreSQL suite takes the core that frees first: after the journeys when the lane is slower (a
# fresh clone's cold Nx cache: the lane's Nx step took 21:39 beside 19:01 of journeys on 29 November),
# after the lane when the journeys are (a warm cache: the lane's checks take about 2 min).
postgres() {
  step "Waiting for the lane or the journeys to end" stage_wait_for_one_before
  step "API tests on PostgreSQL" api_on_postgres
}

stage "Install (npm install; Chromium when missing)" install
stage "Formatting (Biome; npm run format writes it)" npx biome format .
stage "Shared libs released (libs:check)" libs_released
stage "Builds (Nx)" nx_builds
stage "Bundle budgets and singleton copies (size --check)" bundle_budgets
# The journeys need only the builds, and drive one browser against one API at a time (one worker:
# some journeys redeploy a remote the others use), which leaves the second core mostly idle: the
# other checks run beside them, one after another (each step timed), each stage with a log of its
# own printed when it ends. The journeys take ~19 min on 2 cores (29 November): started after every
# other check, the run took the sum of both.
stage_start "Dead exports, lint, types, unit and API tests, duplicates" checks
stage_start "Browser journeys (Playwright, Chromium at $CHROMIUM)" journeys
if has_postgres_suite; then stage_start "API tests on PostgreSQL, on the core that frees first" postgres; fi
stage_wait
