#!/usr/bin/env bash
# The API suite on a real PostgreSQL server (each test file gets its own fresh database).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run "$@"
