/**
 * `GET /api/live/events`: the caller's live update stream (server-sent events, docs/live.md).
 * Authenticated like every admin call, by the bearer header (the browser reads it with fetch, so
 * the token never sits in a URL a log keeps). `Last-Event-ID` resumes after a reconnect.
 */
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { bearerToken, staffOf } from '../auth/guard';
import { LiveLimitReached, type LiveHub } from './hub';

/** An event id: the digits of a bigserial (anything else is ignored, as a fresh start). */
const EVENT_ID = /^\d{1,18}$/;

/** When the (already verified) access token of the request expires. */
function tokenExpiry(token: string): Date | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

export function liveRoutes(hub: LiveHub): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/live/events',
      {
        schema: {
          description:
            'Live update stream (text/event-stream): `change` events of records the caller may read, `reset` when a resume is too old. Send `Last-Event-ID` to resume.',
          response: {
            200: {
              description: 'Server-sent events',
              content: { 'text/event-stream': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const user = staffOf(request);
        const header = request.headers['last-event-id'];
        const lastEventId = typeof header === 'string' && EVENT_ID.test(header) ? Number(header) : null;
        let stream;
        try {
          stream = await hub.open(
            { userId: user.id, permissions: user.permissions, expiresAt: tokenExpiry(bearerToken(request)) },
            lastEventId,
          );
        } catch (error) {
          if (error instanceof LiveLimitReached) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
        // The reader went away: free its place at once.
        request.raw.once('close', () => stream.destroy());
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store, no-transform')
            // nginx and others buffer answers unless told not to; a stream must flow.
            .header('x-accel-buffering', 'no')
            .send(stream)
        );
      },
    );
  };
}
