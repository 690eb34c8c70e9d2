/**
 * The signed-in staff member's inbox (docs/live.md, "The inbox"): `GET /inbox` (newest items and the
 * unread count), `POST /inbox/:id/read`, `POST /inbox/read-all`. Each person reads only their own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_RECORD_TYPES, INBOX_KINDS, type InboxList } from '@admin/api-client/contract';
import type { Queryable } from '../db/connection';
import { staffOf } from '../auth/guard';
import { notFound } from '../http/errors';
import { id } from '../http/fields';
import { record } from '../http/responses';
import { inboxOf, markAllRead, markRead } from './repository';

const inboxItemAnswer = record({
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.string(),
  record_label: z.string(),
  text: z.string(),
  note: z.string().nullable(),
  href: z.string(),
  by: record({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
  read: z.boolean(),
  settled: z.boolean(),
});
const inboxListAnswer = record({ data: z.array(inboxItemAnswer), unread: z.number().int() });

export function inboxRoutes(db: Queryable): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/inbox',
      { schema: { response: { 200: inboxListAnswer } } },
      async (request): Promise<InboxList> => inboxOf(db, staffOf(request).id),
    );
    app.post(
      '/inbox/:id/read',
      {
        schema: {
          params: z.object({ id }),
          response: { 204: z.null().describe('Marked read') },
        },
      },
      async (request, reply) => {
        if (!(await markRead(db, staffOf(request).id, request.params.id))) throw notFound('Inbox item not found');
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/inbox/read-all',
      { schema: { response: { 204: z.null().describe('Every item marked read') } } },
      async (request, reply) => {
        await markAllRead(db, staffOf(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}
