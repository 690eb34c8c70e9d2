#!/usr/bin/env bash
# npm run start:cluster: the suite on the two-instance topology (docs/deployment.md, "Two instances"):
# installs, builds the shell and remotes (cached), then starts a throwaway PostgreSQL server and, on
# it, tools/start/cluster.ts (s3rver, two API instances, the loopback balancer, the static apps).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true
echo "Installing dependencies (npm install)…"
npm install --no-audit --no-fund --loglevel=error
npx nx run-many -t build --projects=@admin/shell,@admin/projects-mfe,@admin/orders-mfe,@admin/customers-mfe,@admin/config-mfe
exec bash apps/api/scripts/with-postgres.sh npx tsx tools/start/cluster.ts "$@"
