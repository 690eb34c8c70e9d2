#!/usr/bin/env bash
# The API suite on a real PostgreSQL server (each test file gets its own fresh database), its files
# in an S3-compatible bucket (s3rver, started by the tests; each test file gets its own bucket): with
# the default run (PGlite, local folder), every file test runs on both stores.
set -euo pipefail
cd "$(dirname "$0")/.."
API_TEST_STORE="${API_TEST_STORE:-s3}" exec bash scripts/with-postgres.sh npx vitest run "$@"
