/**
 * What browsers report without a session: CSP violations (`POST /api/csp-reports`, sent by the
 * browser itself under the shell's policy) and errors the front end caught (`POST
 * /api/client-errors`). Each report is logged at warn with the request's id, counted in the
 * metrics and kept for the status page; a client sending more than its share gets 429 and nothing
 * is logged. Nothing the user typed is kept: URLs lose their query, messages their e-mails and numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from '@admin/api-client/contract';
import { messageResponse } from '../http/responses';
import type { Metrics } from './metrics';
import type { RateLimiter } from './rate-limit';
import type { IncomingReport, RecentReports } from './recent-reports';
import { cspViolations } from './csp-violations';
import { scrubRoute, scrubText } from './scrub';

export interface ReportSinks {
  metrics: Metrics;
  recent: RecentReports;
  limiter: RateLimiter;
  /** Told of each client error (the release registry counts it against the release its page load ran). */
  onClientError?: (
    report: { load?: string; remote: string | null; release: string | null },
    requestId: string,
  ) => Promise<void>;
}

const REPORT_BODY_LIMIT = 16 * 1024;

const label = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w.@:+-]*$/);
/** A report is taken in and answers nothing. */
const reportReceived = z.null().meta({ description: 'Report received' });

const clientErrorBody = z.object({
  kind: z.enum(
    CLIENT_ERROR_KINDS.filter((kind) => kind !== 'csp-violation') as [ClientErrorKind, ...ClientErrorKind[]],
  ),
  message: z.string().max(2000),
  remote: label,
  release: label,
  route: z.string().max(2000),
  /** The page load's random id (the release beacon's): no person, only which load it was. */
  load: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
});

export function reportRoutes({ metrics, recent, limiter, onClientError }: ReportSinks) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
        }
      },
    );

    const overLimit = async (request: FastifyRequest) => !(await limiter.allow(request.ip));
    const keep = async (request: FastifyRequest, entry: Omit<IncomingReport, 'requestId' | 'at'>) => {
      metrics.clientReport({ kind: entry.kind, remote: entry.remote });
      try {
        await recent.add({ ...entry, requestId: request.id, at: new Date().toISOString() }, request.ip);
      } catch (error) {
        // The log line is the report's record: a list that cannot be written does not fail the report.
        request.log.error({ err: error }, 'Report not listed');
      }
    };

    app.post(
      '/api/csp-reports',
      {
        bodyLimit: REPORT_BODY_LIMIT,
        schema: { response: { 204: reportReceived, 400: messageResponse, 429: messageResponse } },
      },
      async (request, reply) => {
        if (await overLimit(request)) return reply.status(429).send({ message: 'Too many reports' });
        for (const { directive, blocked, page, source, line } of cspViolations(request.body)) {
          request.log.warn({ csp: { directive, blocked, page, source, line } }, 'CSP violation');
          await keep(request, {
            kind: 'csp-violation',
            message: `${directive} blocked ${blocked}`,
            remote: null,
            release: null,
            route: page,
          });
        }
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/client-errors',
      {
        bodyLimit: REPORT_BODY_LIMIT,
        schema: { response: { 204: reportReceived, 400: messageResponse, 429: messageResponse } },
      },
      async (request, reply) => {
        if (await overLimit(request)) return reply.status(429).send({ message: 'Too many reports' });
        const parsed = clientErrorBody.safeParse(request.body);
        if (!parsed.success) return reply.status(400).send({ message: 'Invalid client error report' });
        const report = parsed.data;
        const entry = {
          kind: report.kind,
          message: scrubText(report.message),
          remote: report.remote || null,
          release: report.release || null,
          route: scrubRoute(report.route),
        };
        request.log.warn({ clientError: entry }, 'Client error');
        await keep(request, entry);
        await onClientError?.({ load: report.load, remote: entry.remote, release: entry.release }, request.id);
        return reply.status(204).send();
      },
    );
  };
}
