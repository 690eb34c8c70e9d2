/**
 * `GET /v2/queues`: how much work waits in each queue the caller may act on, in one small call (the
 * shell's sidebar counts); `GET /v2/queues/assignees?kind=`: who an item of that kind may be given to.
 */
import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ASSIGN_PERMISSIONS, QUEUE_IDS, QUEUE_PERMISSIONS } from '@admin/api-client/contract';
import type { Assignee, ItemResponse, QueueCounts, QueueId } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { cancelRequests, orders, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { missingPermission } from '../../http/errors';
import { itemOf } from '../../http/responses';
import { assigneeAnswer, assigneesFor, assigneesQuery } from './assignment';
import {
  CANCEL_QUEUE_FILTER,
  cancelConfirmationFilter,
  KYC_QUEUE_FILTER,
  kycConfirmationFilter,
  ORDER_QUEUE_FILTERS,
} from './definitions';

/** Each queue the caller may act on, with the number of items waiting in it. */
export const queueCountsSchema = z.partialRecord(z.enum(QUEUE_IDS), z.number().int());

/** Each queue's count; the confirmation queues count what the caller (`staffId`) may confirm. */
const counters: Readonly<Record<QueueId, (db: Db, staffId: number) => Promise<number>>> = {
  kyc_review: async (db) => (await db.select({ n: count() }).from(users).where(KYC_QUEUE_FILTER))[0]?.n ?? 0,
  cancel_requests: async (db) =>
    (await db.select({ n: count() }).from(cancelRequests).where(CANCEL_QUEUE_FILTER))[0]?.n ?? 0,
  past_deadline: async (db) =>
    (await db.select({ n: count() }).from(orders).where(ORDER_QUEUE_FILTERS.past_deadline))[0]?.n ?? 0,
  awaiting_payment: async (db) =>
    (await db.select({ n: count() }).from(orders).where(ORDER_QUEUE_FILTERS.awaiting_payment))[0]?.n ?? 0,
  kyc_confirmation: async (db, staffId) =>
    (await db.select({ n: count() }).from(users).where(kycConfirmationFilter(staffId)))[0]?.n ?? 0,
  cancel_confirmation: async (db, staffId) =>
    (await db.select({ n: count() }).from(cancelRequests).where(cancelConfirmationFilter(staffId)))[0]?.n ?? 0,
};

export function queueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    // Any staff may ask; a queue is counted only for a caller who may act on its items, and a
    // queue it may not act on is absent from the answer (so the sidebar shows nothing for it).
    app.get(
      '/v2/queues',
      { schema: { response: { 200: itemOf(queueCountsSchema) } } },
      async (request): Promise<ItemResponse<QueueCounts>> => {
        const staff = staffOf(request);
        const mine = QUEUE_IDS.filter((queue) => staff.permissions.includes(QUEUE_PERMISSIONS[queue]));
        const counts = await Promise.all(mine.map((queue) => counters[queue](db, staff.id)));
        return { data: Object.fromEntries(mine.map((queue, i) => [queue, counts[i] ?? 0])) };
      },
    );

    app.get(
      '/v2/queues/assignees',
      { schema: { querystring: assigneesQuery, response: { 200: itemOf(z.array(assigneeAnswer)) } } },
      async (request): Promise<ItemResponse<Assignee[]>> => {
        const { kind } = request.query;
        const needs = ASSIGN_PERMISSIONS[kind];
        if (!staffOf(request).permissions.includes(needs)) throw missingPermission(needs);
        return { data: await assigneesFor(db, kind) };
      },
    );
  };
}
