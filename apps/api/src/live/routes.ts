/**
 * `GET /api/live/events`: the caller's live update stream (server-sent events, docs/live.md).
 * Authenticated like every admin call, by the bearer header (the browser reads it with fetch, so
 * the token never sits in a URL a log keeps). `Last-Event-ID` resumes after a reconnect.
 */
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { LIVE_RECORD_PERMISSIONS, type LiveRecordType } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { bearerToken, staffOf } from '../auth/guard';
import { missingPermission } from '../http/errors';
import { permissionFor, signalPresence } from './events';
import { LiveLimitReached, type LiveHub } from './hub';

const presenceBody = z.object({
  type: z.enum(Object.keys(LIVE_RECORD_PERMISSIONS) as [LiveRecordType, ...LiveRecordType[]]),
  record_id: z.string().trim().min(1).max(40),
  editing: z.boolean(),
  leave: z.boolean().optional(),
});

/** An event id: the digits of a bigserial (anything else is ignored, as a fresh start). */
const EVENT_ID = /^\d{1,18}$/;

/** When the (already verified) access token of the request expires. */
function tokenExpiry(token: string): Date | null {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

export function liveRoutes(hub: LiveHub, db: Queryable): FastifyPluginAsync {
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

    // Presence: "I have this record open" (every 10 s while open, `leave` on closing). Kept in the
    // instances' memory only, passed between them on the database's notification channel.
    app.post(
      '/live/presence',
      {
        schema: {
          body: presenceBody,
          response: { 204: z.null().describe('Told to every stream that may read the record') },
        },
      },
      async (request, reply) => {
        const user = staffOf(request);
        const body = request.body as z.infer<typeof presenceBody>;
        const needs = permissionFor(body.type);
        if (!user.permissions.includes(needs)) throw missingPermission(needs);
        await signalPresence(db, {
          type: body.type,
          record_id: body.record_id,
          user: { id: user.id, name: user.name },
          editing: body.editing,
          leave: body.leave ?? false,
        });
        return reply.status(204).send();
      },
    );
  };
}
