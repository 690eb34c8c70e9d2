#!/usr/bin/env bash
# Command 1 of the README: install, build, and start the whole suite; prints the URL to open.
#   npm start                      everything built and served
#   npm start -- --dev orders-mfe  that remote in development mode (live reload), the rest as built
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true
echo "Installing dependencies (npm install)…"
npm install --no-audit --no-fund --loglevel=error
exec npx tsx tools/start/start.ts "$@"
