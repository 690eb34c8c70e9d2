/**
 * `POST /api/release-beacons`: which release of each remote a page load runs (a random id per page
 * load, no person, no session), sent by the shell at start and every few minutes while it stays open.
 * It feeds the sessions of the last 15 minutes, the error rates and the last use that keeps a
 * release's files, and may stop a canary that crossed its threshold.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { messageResponse } from '../../http/responses';
import type { RateLimiter } from '../../observability/rate-limit';
import { recordLoad, recordLoadError } from './repository';
import { beaconBody, remoteContainers } from './schemas';
import { z } from 'zod';

export function beaconRoutes(ctx: AppContext, limiter: RateLimiter) {
  return async (app: FastifyInstance) => {
    app.post(
      '/api/release-beacons',
      {
        bodyLimit: 4 * 1024,
        schema: {
          body: beaconBody,
          response: {
            204: z.null().meta({ description: 'Beacon received' }),
            400: messageResponse,
            429: messageResponse,
          },
        },
      },
      async (request, reply) => {
        if (!(await limiter.allow(request.ip))) return reply.status(429).send({ message: 'Too many reports' });
        const { load, runs } = beaconBody.parse(request.body);
        for (const run of runs) {
          await recordLoad(ctx.db, load, run.remote, run.release);
          await ctx.registry.checkCanary(run.remote, run.release, request.id);
        }
        return reply.status(204).send();
      },
    );
  };
}

/** A client error of a page load that sent its load id: counted against the release it ran, then its canary checked. */
export async function countClientError(
  ctx: AppContext,
  report: { load?: string; remote: string | null; release: string | null },
  requestId: string,
): Promise<void> {
  if (!report.load || !report.remote || !report.release || !remoteContainers.includes(report.remote)) return;
  await recordLoadError(ctx.db, report.load, report.remote, report.release);
  await ctx.registry.checkCanary(report.remote, report.release, requestId);
}
