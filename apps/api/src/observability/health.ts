/**
 * `/api/health`: liveness (the process answers; a load balancer restarts it otherwise).
 * `/api/ready`: readiness (the database answers and holds every migration this build ships), 503
 * otherwise, so a load balancer sends no traffic to an instance that would fail every query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HealthResponse, ReadinessResponse } from '@admin/api-client/contract';
import type { Db } from '../db/connection';
import { record } from '../http/responses';

// The client's `HealthResponse` and `ReadinessResponse`, field by field (test/client-types.test.ts).
export const healthResponse = record({ status: z.literal('ok') });
export const readyResponse = record({
  status: z.enum(['ready', 'not-ready']),
  version: z.string().describe('The API release'),
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  message: z.string().optional().describe('Why it is not ready'),
});

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const journal = path.join(apiRoot, 'src/db/migrations/meta/_journal.json');

/** The `when` of the newest migration this build ships (drizzle records it as `created_at`). */
function newestShippedMigration(): number {
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...entries.map((entry) => entry.when));
}

/** API_RELEASE when the deployment stamps one, else the package version. */
export function apiVersion(): string {
  const fromEnv = process.env.API_RELEASE?.trim();
  if (fromEnv) return fromEnv;
  return (JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** How long the readiness query may take before the database counts as unreachable. */
const READY_TIMEOUT_MS = 2_000;

async function readiness(db: Db, version: string): Promise<ReadinessResponse> {
  const expected = newestShippedMigration();
  let timer: NodeJS.Timeout | undefined;
  try {
    const rows = await Promise.race([
      db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
      }),
    ]);
    const newest = Number((rows as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
    if (newest >= expected) return { status: 'ready', version, database: 'reachable', migrations: 'applied' };
    return {
      status: 'not-ready',
      version,
      database: 'reachable',
      migrations: 'pending',
      message: 'Database migrations are not applied yet',
    };
  } catch {
    return {
      status: 'not-ready',
      version,
      database: 'unreachable',
      migrations: 'unknown',
      message: 'The database is not reachable',
    };
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(db: Db) {
  const version = apiVersion();
  return async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthResponse } } },
      async (): Promise<HealthResponse> => ({ status: 'ok' }),
    );
    app.get(
      '/api/ready',
      { schema: { response: { 200: readyResponse, 503: readyResponse } } },
      async (_request, reply) => {
        const state = await readiness(db, version);
        return reply.status(state.status === 'ready' ? 200 : 503).send(state);
      },
    );
  };
}
