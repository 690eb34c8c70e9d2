/**
 * Prometheus metrics (prom-client): requests by route and status with their latency, the browser
 * reports received, the database's queue, and Node's defaults (event-loop lag, heap, CPU). One
 * registry per app instance, so tests that build several apps in one process do not collide.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, REPORTING_APPS } from '@admin/api-client/contract';

/** What a label outside its known values is counted as. */
const OTHER_LABEL = 'other';

/**
 * Every label of the browser reports' counter and the values it may take. Reports come from anyone
 * without a session, so a label taking what they send would let them add series without bound (a new
 * `remote` per report made 1,200 series in 4 s); a value not listed counts as `other`. A label added
 * later (a release, say) must list its values here too: the counter's label names are this table's keys.
 */
export const REPORT_LABEL_VALUES = {
  kind: CLIENT_ERROR_KINDS,
  remote: REPORTING_APPS,
} as const satisfies Record<string, readonly string[]>;
type ReportLabels = { [L in keyof typeof REPORT_LABEL_VALUES]: string | null };

/** Each label's value when it is one of its known values, else `other` (null included). */
export function boundedLabels<T extends Record<string, readonly string[]>>(
  known: T,
  values: { [L in keyof T]: string | null },
): Record<keyof T, string> {
  const bounded = {} as Record<keyof T, string>;
  for (const label of Object.keys(known) as (keyof T)[]) {
    const value = values[label];
    bounded[label] = value !== null && known[label]!.includes(value) ? value : OTHER_LABEL;
  }
  return bounded;
}

export interface Metrics {
  registry: Registry;
  /** Counts a browser report; each label is bounded to its known values (REPORT_LABEL_VALUES). */
  clientReport(labels: ReportLabels): void;
  /** A staff member was refused a reveal for reaching the hourly limit (alert on any increase). */
  revealLimitReached(): void;
}

export interface MetricsOptions {
  /** Requests waiting for a database connection (PostgreSQL pool) or for the PGlite worker. */
  databaseQueueDepth: () => number;
}

export function createMetrics({ databaseQueueDepth }: MetricsOptions): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const reports = new Counter({
    name: 'admin_client_reports_total',
    help: 'Reports received from browsers: errors (by kind and remote) and CSP violations.',
    labelNames: Object.keys(REPORT_LABEL_VALUES) as (keyof typeof REPORT_LABEL_VALUES)[],
    registers: [registry],
  });
  new Gauge({
    name: 'admin_db_queue_depth',
    help: 'Database queries waiting: for a pool connection (PostgreSQL) or for the PGlite worker.',
    registers: [registry],
    collect() {
      this.set(databaseQueueDepth());
    },
  });
  // No label naming the person: the warn line of each refusal does (labels stay few, names stay out of metrics).
  const revealLimits = new Counter({
    name: 'admin_reveal_limit_reached_total',
    help: 'Reveals of PAN and bank details refused because the staff member reached the hourly limit.',
    registers: [registry],
  });
  return {
    registry,
    clientReport: (labels) => reports.inc(boundedLabels(REPORT_LABEL_VALUES, labels)),
    revealLimitReached: () => revealLimits.inc(),
  };
}

/**
 * Counts and times every request by route pattern (never the raw URL, which carries ids and
 * searches) and status. Requests no route matched count under `unmatched`.
 */
export function instrumentRequests(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'admin_http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'admin_http_request_duration_seconds',
    help: 'Time from request to response.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/metrics`: with METRICS_TOKEN set, for `Authorization: Bearer <token>` only; unset, open
 * in development mode and absent (404) otherwise, so a deployment never publishes it by accident.
 */
export function metricsRoute(metrics: Metrics, settings: { token: string | null; devMode: boolean }) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/metrics',
      {
        schema: {
          response: {
            200: {
              description: 'Prometheus text exposition format',
              content: { 'text/plain': { schema: z.string() } },
            },
          },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (settings.token === null && !settings.devMode) return reply.status(404).send({ message: 'Not found' });
        if (settings.token !== null) {
          const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!sameSecret(given, settings.token))
            return reply.status(401).send({ message: 'Metrics need the METRICS_TOKEN bearer token' });
        }
        return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  };
}
