/**
 * Admin cancel requests. Raising one moves the order to Cancel_Request_Raised; approving moves it
 * to Refunded (and records a pending refund transaction); rejecting, with a reason, puts the order
 * back to the status it had when the request was raised. Approving a refund above the threshold
 * setting takes two staff members: the first approval waits until someone else confirms it.
 */
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CANCEL_REQUEST_SORT_KEYS, CANCEL_REQUEST_STATUSES } from '@admin/api-client/contract';
import type { CancelRequest, CancelRequestStatus, ItemResponse, OrderStatus } from '@admin/api-client/contract';
import { formatRupees } from '../fourEyes/money';
import {
  assertIndependentSecond,
  assertNoFirstDecision,
  assertSecondStaff,
  awaitingOf,
  decisionByOf,
  noFirstDecision,
  refundThreshold,
} from '../fourEyes/rules';
import type { AppContext } from '../../context';
import { cancelRequests, orders, projects, users, walletTransactions } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { dateRange, iso, isoOrNull } from '../../http/dates';
import { conflict, found } from '../../http/errors';
import { dateRangeFields, id, idParams, pageFields, queryBoolean, requiredText } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { findOrder } from '../orders/mapper';
import { cancelConfirmationFilter } from '../queues/definitions';
import { cancelRequestAnswer } from './answers';
import { assertAssignable, assignBody, notHeldByOthers, refusedAssignment } from '../queues/assignment';
import { assertTransition, moveOrder } from '../orders/transitions';
import { ifMatchVersions, nextVersion, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { type SortColumns, sortFields, sortOrder } from '../../http/sorting';
import type { FastifyRequest } from 'fastify';
import { changesBetween } from '../../audit/changes';
import { cancelRequestRecord, orderRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { CANCEL_REQUEST_CREATED } from './auditFields';

export const cancelRequestListQuery = z.object({
  ...pageFields,
  ...dateRangeFields,
  status: z.enum(CANCEL_REQUEST_STATUSES).optional(),
  user_id: id.optional(),
  property_id: id.optional(),
  /** The requests of one order (the order detail links to them). */
  order_id: id.optional(),
  /** Only the requests assigned to the caller. */
  mine: queryBoolean.optional(),
  /** Only the approvals awaiting a second approval that the caller may confirm. */
  awaiting_my_confirmation: queryBoolean.optional(),
  ...sortFields(CANCEL_REQUEST_SORT_KEYS),
});
const createBody = z.object({ order_id: id, reason: requiredText.max(2000) });
const approveBody = z.object({ reason: requiredText.max(2000).optional() });
const rejectBody = z.object({ reason: requiredText.max(2000) });
const sendBackBody = z.object({ reason: requiredText.max(2000).optional() });

/** The staff user a request is assigned to. */
const assigneeUser = alias(users, 'assignee');
/** The staff user whose approval waits for a second one. */
const firstDecider = alias(users, 'first_decider');
/** Who decided it (confirmed it, when it took two), and who made the first decision then. */
const decider = alias(users, 'decider');
const proposer = alias(users, 'proposer');

const columns = {
  request: cancelRequests,
  assignee_name: assigneeUser.name,
  first_decider_name: firstDecider.name,
  decider_name: decider.name,
  proposer_name: proposer.name,
  order_status: orders.status,
  user_id: orders.user_id,
  property_id: orders.property_id,
  total_amount: orders.total_amount,
  user_name: users.name,
  property_name: projects.name,
};

function toCancelRequest(row: {
  request: typeof cancelRequests.$inferSelect;
  assignee_name: string | null;
  first_decider_name: string | null;
  decider_name: string | null;
  proposer_name: string | null;
  order_status: string;
  user_id: number;
  property_id: number;
  total_amount: string;
  user_name: string;
  property_name: string;
}): CancelRequest {
  const {
    assignee_id,
    assigned_at: _assignedAt,
    first_decision,
    first_reason,
    first_decided_by,
    first_decided_at,
    proposed_by,
    ...r
  } = row.request;
  return {
    ...r,
    user_id: row.user_id,
    user_name: row.user_name,
    property_id: row.property_id,
    property_name: row.property_name,
    total_amount: row.total_amount,
    order_status: row.order_status as OrderStatus,
    previous_order_status: r.previous_order_status as OrderStatus,
    status: r.status as CancelRequestStatus,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    assignee: assignee_id !== null && row.assignee_name !== null ? { id: assignee_id, name: row.assignee_name } : null,
    awaiting_second_approval: awaitingOf<'Approved'>(
      { first_decision, first_reason, first_decided_by, first_decided_at },
      row.first_decider_name,
    ),
    decision_by:
      r.status === 'Pending' ? null : decisionByOf(r.decided_by, row.decider_name, proposed_by, row.proposer_name),
  };
}

/** The columns behind the cancel request list's sort keys. */
const cancelSortColumns: SortColumns<(typeof CANCEL_REQUEST_SORT_KEYS)[number]> = {
  status: cancelRequests.status,
  created_at: cancelRequests.created_at,
  decided_at: cancelRequests.decided_at,
};

export function cancelRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const select = () =>
    db
      .select(columns)
      .from(cancelRequests)
      .innerJoin(orders, eq(orders.id, cancelRequests.order_id))
      .innerJoin(users, eq(users.id, orders.user_id))
      .innerJoin(projects, eq(projects.id, orders.property_id))
      .leftJoin(assigneeUser, eq(assigneeUser.id, cancelRequests.assignee_id))
      .leftJoin(firstDecider, eq(firstDecider.id, cancelRequests.first_decided_by))
      .leftJoin(decider, eq(decider.id, cancelRequests.decided_by))
      .leftJoin(proposer, eq(proposer.id, cancelRequests.proposed_by));
  const findRequest = async (requestId: number) =>
    toCancelRequest(found((await select().where(eq(cancelRequests.id, requestId)))[0], 'Cancel request'));

  /**
   * Marks a pending request decided; of two concurrent decisions only one applies. Honours an
   * If-Match naming the request's version when sent (the detail sends the one it shows).
   * `firstBy` is the first approver a confirmation completes (their approval must still be the one
   * waiting), null for a decision that needs no second approval (none may be waiting).
   */
  async function decide(
    http: FastifyRequest,
    request: CancelRequest,
    decision: 'Approved' | 'Rejected',
    reason: string | null,
    staffId: number,
    moveTo: (request: CancelRequest) => OrderStatus,
    firstBy: number | null = null,
  ): Promise<CancelRequest> {
    const first = firstBy === null ? null : request.awaiting_second_approval;
    const requestId = request.id;
    const target = moveTo(request);
    const applied = await db.transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx
        .update(cancelRequests)
        .set({
          status: decision,
          decision_reason: reason,
          decided_by: staffId,
          decided_at: now,
          updated_at: now,
          version: nextVersion(cancelRequests.version),
          ...noFirstDecision,
          // Both pairs of eyes stay on the record: the first decider beside the confirmer.
          proposed_by: first ? first.by.id : null,
        })
        .where(
          and(
            eq(cancelRequests.id, requestId),
            eq(cancelRequests.status, 'Pending'),
            firstBy === null ? isNull(cancelRequests.first_decided_by) : eq(cancelRequests.first_decided_by, firstBy),
            firstBy === null ? isNull(cancelRequests.first_decision) : eq(cancelRequests.first_decision, 'Approved'),
            versionMatches(cancelRequests.version, http),
          ),
        )
        .returning({ id: cancelRequests.id });
      if (claimed.length === 0) return false;
      await moveOrder(tx, request.order_id, 'Cancel_Request_Raised', target);
      await recordAudit(tx, http, {
        action: 'decision',
        record: cancelRequestRecord(requestId, request.order_id),
        changes: [
          { field: 'status', before: 'Pending', after: decision },
          ...(reason !== null ? [{ field: 'decision_reason', before: null, after: reason }] : []),
          ...(first
            ? [{ field: 'awaiting_second_approval', before: `${first.decision} by ${first.by.name}`, after: null }]
            : []),
        ],
        // The second step names the first: the trail shows both pairs of eyes.
        note: first
          ? `Second approval: confirms the approval by ${first.by.name}${reason ? ` (${reason})` : ''}`
          : reason,
      });
      await recordAudit(tx, http, {
        action: 'status_change',
        record: orderRecord(request.order_id),
        changes: [{ field: 'status', before: 'Cancel_Request_Raised', after: target }],
        note: `Cancel request #${requestId} ${decision === 'Approved' ? 'approved: refunded' : 'rejected'}${reason ? `: ${reason}` : ''}`,
      });
      if (decision === 'Approved') {
        await tx.insert(walletTransactions).values({
          user_id: request.user_id,
          order_id: request.order_id,
          type: 'refund',
          status: 'pending',
          amount: request.total_amount,
          reference: `RFD${request.order_id}`,
        });
      }
      return true;
    });
    if (!applied) {
      const current = await findRequest(requestId);
      if (ifMatchVersions(http) !== null) throw staleVersion('Cancel request', current);
      throw conflict('Cancel request was decided meanwhile; reload and try again');
    }
    return findRequest(requestId);
  }

  /** A pending request, with no first decision waiting unless `awaiting` (409 otherwise). */
  async function pendingRequest(requestId: number): Promise<CancelRequest> {
    const request = await findRequest(requestId);
    if (request.status !== 'Pending') throw conflict(`Cancel request is already ${request.status}`);
    return request;
  }

  /**
   * Keeps or clears the first approval of a pending request, conditional on what was read (status,
   * the waiting approval) and on an If-Match when sent: a 409 when someone else acted first.
   */
  async function setFirstDecision(
    http: FastifyRequest,
    request: CancelRequest,
    first:
      | { first_decision: 'Approved'; first_reason: string | null; first_decided_by: number; first_decided_at: Date }
      | typeof noFirstDecision,
    note: string | null,
  ): Promise<CancelRequest> {
    const waiting = request.awaiting_second_approval;
    const applied = await db.transaction(async (tx) => {
      const updated = await tx
        .update(cancelRequests)
        .set({ ...first, updated_at: new Date(), version: nextVersion(cancelRequests.version) })
        .where(
          and(
            eq(cancelRequests.id, request.id),
            eq(cancelRequests.status, 'Pending'),
            waiting ? eq(cancelRequests.first_decided_by, waiting.by.id) : isNull(cancelRequests.first_decision),
            versionMatches(cancelRequests.version, http),
          ),
        )
        .returning({ id: cancelRequests.id });
      if (updated.length === 0) return false;
      // The first decision and a send-back are decisions of their own in the trail.
      await recordAudit(tx, http, {
        action: 'decision',
        record: cancelRequestRecord(request.id, request.order_id),
        changes: [
          {
            field: 'awaiting_second_approval',
            before: waiting ? `${waiting.decision} by ${waiting.by.name}` : null,
            after: first.first_decision === null ? null : `${first.first_decision} by ${staffOf(http).name}`,
          },
        ],
        note,
      });
      return true;
    });
    const current = await findRequest(request.id);
    if (!applied) {
      if (ifMatchVersions(http) !== null) throw staleVersion('Cancel request', current);
      throw conflict('Cancel request was decided meanwhile; reload and try again');
    }
    return current;
  }

  return async (app) => {
    app.get(
      '/v2/admin/cancel',
      { schema: { querystring: cancelRequestListQuery, response: { 200: pageOf(cancelRequestAnswer) } } },
      async (request) => {
        const q = request.query;
        const where: SQL | undefined = and(
          q.status ? eq(cancelRequests.status, q.status) : undefined,
          q.user_id ? eq(orders.user_id, q.user_id) : undefined,
          q.property_id ? eq(orders.property_id, q.property_id) : undefined,
          q.order_id ? eq(cancelRequests.order_id, q.order_id) : undefined,
          dateRange(cancelRequests.created_at, q.from_date, q.to_date, q.time_zone),
          q.mine ? eq(cancelRequests.assignee_id, staffOf(request).id) : undefined,
          q.awaiting_my_confirmation ? cancelConfirmationFilter(staffOf(request).id) : undefined,
        );
        // Pending alone is the work queue (and the confirmations, all Pending): worked from the request that has waited longest.
        const oldestFirst = q.status === 'Pending' || q.awaiting_my_confirmation === true;
        const order = oldestFirst
          ? [asc(cancelRequests.created_at), asc(cancelRequests.id)]
          : [desc(cancelRequests.created_at), desc(cancelRequests.id)];
        const [rows, [total]] = await Promise.all([
          // An explicit sort wins; without one, the queue's oldest-first or the newest-first default.
          select()
            .where(where)
            .orderBy(...sortOrder(request.query, CANCEL_REQUEST_SORT_KEYS, cancelSortColumns, cancelRequests.id, order))
            .limit(q.limit)
            .offset(offsetOf(q.page, q.limit)),
          db
            .select({ n: count() })
            .from(cancelRequests)
            .innerJoin(orders, eq(orders.id, cancelRequests.order_id))
            .where(where),
        ]);
        return listResponse(rows.map(toCancelRequest), total?.n ?? 0, q.page, q.limit);
      },
    );

    app.get(
      '/v2/admin/cancel/:id',
      { schema: { params: idParams, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const data = await findRequest(requestId);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.post(
      '/v2/admin/cancel',
      { schema: { body: createBody, response: { 201: itemOf(cancelRequestAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const order = found(await findOrder(db, body.order_id), 'Order');
        assertTransition(order.status, 'Cancel_Request_Raised');
        const requestId = await db.transaction(async (tx) => {
          await moveOrder(tx, order.id, order.status, 'Cancel_Request_Raised');
          const [row] = await tx
            .insert(cancelRequests)
            .values({ order_id: order.id, reason: body.reason, previous_order_status: order.status })
            .returning();
          const created = found(row, 'Cancel request');
          await recordAudit(tx, request, {
            action: 'create',
            record: cancelRequestRecord(created.id, order.id),
            changes: changesBetween(null, created, { only: CANCEL_REQUEST_CREATED }),
            note: body.reason,
          });
          await recordAudit(tx, request, {
            action: 'status_change',
            record: orderRecord(order.id),
            changes: [{ field: 'status', before: order.status, after: 'Cancel_Request_Raised' }],
            note: body.reason,
          });
          return created.id;
        });
        return reply.status(201).send({
          data: await findRequest(requestId),
          message: 'Cancel request raised',
        } satisfies ItemResponse<CancelRequest>);
      },
    );

    // Claim (yourself), assign (a colleague who may decide) or release (null): a recorded change of
    // the request (its version moves); honours an If-Match when sent.
    app.put(
      '/v2/admin/cancel/:id/assignee',
      { schema: { params: idParams, body: assignBody, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const body = request.body;
        await findRequest(requestId);
        await assertAssignable(db, body.assignee_id, 'cancel_request');
        const now = new Date();
        const updated = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(cancelRequests).where(eq(cancelRequests.id, requestId));
          const rows = await tx
            .update(cancelRequests)
            .set({
              assignee_id: body.assignee_id,
              assigned_at: body.assignee_id === null ? null : now,
              updated_at: now,
              version: nextVersion(cancelRequests.version),
            })
            .where(
              and(
                eq(cancelRequests.id, requestId),
                versionMatches(cancelRequests.version, request),
                notHeldByOthers(cancelRequests.assignee_id, request),
              ),
            )
            .returning();
          const [after] = rows;
          if (before && after) {
            await recordAudit(tx, request, {
              action: 'update',
              record: cancelRequestRecord(requestId, after.order_id),
              changes: changesBetween(before, after, { only: ['assignee_id'] }),
            });
          }
          return rows;
        });
        const data = await findRequest(requestId);
        if (updated.length === 0)
          throw refusedAssignment(request, 'Cancel request', data, data.assignee, `Cancel request #${requestId}`);
        sendVersion(reply, data);
        return {
          data,
          message: data.assignee ? `Cancel request assigned to ${data.assignee.name}` : 'Cancel request released',
        };
      },
    );

    // Approving refunds the order, unless its amount is above the threshold: then the approval
    // waits (the request stays Pending) for a second staff member to confirm it.
    app.post(
      '/v2/admin/cancel/:id/approve',
      { schema: { params: idParams, body: approveBody.optional(), response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const body = request.body ?? {};
        const pending = await pendingRequest(requestId);
        assertNoFirstDecision(pending.awaiting_second_approval, 'cancel request');
        const threshold = await refundThreshold(db);
        if (Number(pending.total_amount) > threshold) {
          const data = await setFirstDecision(
            request,
            pending,
            {
              first_decision: 'Approved',
              first_reason: body.reason ?? null,
              first_decided_by: staffOf(request).id,
              first_decided_at: new Date(),
            },
            `First approval of a refund above ${formatRupees(threshold)}, awaiting a second approval${body.reason ? `: ${body.reason}` : ''}`,
          );
          sendVersion(reply, data);
          return {
            data,
            message: `Refund of ${formatRupees(pending.total_amount)} is above ${formatRupees(threshold)}: awaiting a second approval`,
          };
        }
        const data = await decide(
          request,
          pending,
          'Approved',
          body.reason ?? null,
          staffOf(request).id,
          () => 'Refunded',
        );
        sendVersion(reply, data);
        return { data, message: 'Cancel request approved: order refunded' };
      },
    );

    app.post(
      '/v2/admin/cancel/:id/reject',
      { schema: { params: idParams, body: rejectBody, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const body = request.body;
        const pending = await pendingRequest(requestId);
        assertNoFirstDecision(pending.awaiting_second_approval, 'cancel request');
        const data = await decide(
          request,
          pending,
          'Rejected',
          body.reason,
          staffOf(request).id,
          (r) => r.previous_order_status,
        );
        sendVersion(reply, data);
        return { data, message: `Cancel request rejected: order back to ${data.previous_order_status}` };
      },
    );

    // The second step of a refund awaiting a second approval: someone other than the first approver
    // confirms it (the order is refunded then, with the first approver's reason) ...
    app.post(
      '/v2/admin/cancel/:id/confirm',
      { schema: { params: idParams, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const pending = await pendingRequest(requestId);
        const staff = staffOf(request);
        const first = await assertIndependentSecond(db, pending.awaiting_second_approval, staff.id, 'cancel request');
        const data = await decide(request, pending, 'Approved', first.reason, staff.id, () => 'Refunded', first.by.id);
        sendVersion(reply, data);
        return { data, message: `Refund confirmed (first approved by ${first.by.name}): order refunded` };
      },
    );

    // ... or sends it back: the approval is cleared and the request is Pending as before.
    app.post(
      '/v2/admin/cancel/:id/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const { id: requestId } = request.params;
        const body = request.body ?? {};
        const pending = await pendingRequest(requestId);
        const first = assertSecondStaff(pending.awaiting_second_approval, staffOf(request).id, 'cancel request');
        const data = await setFirstDecision(
          request,
          pending,
          noFirstDecision,
          `Sent back the approval by ${first.by.name}${body.reason ? `: ${body.reason}` : ''}`,
        );
        sendVersion(reply, data);
        return { data, message: `Approval by ${first.by.name} sent back: the cancel request awaits a decision again` };
      },
    );
  };
}
