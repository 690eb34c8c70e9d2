#!/usr/bin/env bash
# Command 2 of the README: install and run every test — lint, types, unit and API tests, the API suite
# again on a real PostgreSQL server, then the browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true

echo "== Installing dependencies (npm install)"
npm install --no-audit --no-fund --loglevel=error

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== Installing Debian's Chromium for the browser tests (apt-get install chromium)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Chromium at $CHROMIUM, and it is missing." >&2
    echo "Install it as root:  sudo apt-get install -y chromium   (Debian/Ubuntu)" >&2
    echo "or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run npm test again." >&2
    exit 1
  fi
fi

echo "== Formatting (Biome: npm run format writes it)"
npx biome format .

echo "== Shared libs released: a lib whose sources changed needs a version bump (npm run libs:release)"
npx tsx tools/lib-versions.ts --check

echo "== Lint, typecheck, unit and API tests, builds (Nx, cached)"
npx nx run-many -t lint typecheck test build --output-style=stream-without-prefixes

echo "== Duplicate code (jscpd: fails over 1% duplicated lines; .jscpd.json)"
npm run dupes --silent

echo "== Bundle budgets and singleton copies (bytes only; tools/size.ts --check)"
npx tsx tools/size.ts --check

if npm pkg get scripts.test:postgres -w @admin/api 2>/dev/null | grep -q 'test-postgres'; then
  echo "== API tests on a real PostgreSQL server"
  npm run test:postgres -w @admin/api
fi

echo "== Browser journeys (Playwright, Chromium at $CHROMIUM)"
CHROMIUM_PATH="$CHROMIUM" npm run e2e -w @admin/e2e
