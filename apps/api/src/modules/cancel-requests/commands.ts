/**
 * Changes to cancel requests, each in one transaction with its trail entries. Raising one moves the
 * order to Cancel_Request_Raised; a decision moves it on (Refunded, with a pending refund, or back to
 * where it was). Each write applies only from what was read (the status, the waiting approval) and on
 * the version an If-Match named when one was sent: of two concurrent decisions only one applies.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { CancelRequest, OrderStatus } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { cancelRequests, walletTransactions } from '../../db/schema';
import { conflict, found } from '../../http/errors';
import { nextVersion, staleVersion } from '../../http/versioning';
import { changesBetween } from '../../audit/changes';
import { cancelRequestRecord, orderRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { formatRupees } from '../four-eyes/money';
import { assertNoFirstDecision, noFirstDecision, refundThreshold } from '../four-eyes/rules';
import { findOrder } from '../orders/mapper';
import { assertTransition } from '../orders/transitions';
import { assertAssignable } from '../queues/assignment';
import { moveOrder } from '../orders/transitions';
import { CANCEL_REQUEST_CREATED } from './audit-fields';
import { messageOnEvent } from '../messages/rules';
import { findRequest } from './repository';

/** The version guard a write was asked with: its condition, and whether an If-Match was sent at all. */
export interface VersionGuard {
  sameVersion: SQL | undefined;
  named: boolean;
}

/** Who acts: their id and name (the decisions keep them), and how the trail names them. */
export interface CancelActor {
  staff: { id: number; name: string };
  by: AuditSource;
  /** The sender of a message the decision causes (MAIL_FROM: it names the message's Message-ID). */
  mailFrom: string;
}

/** 409: with the request as it is now when a stale If-Match was sent, else "decided meanwhile". */
async function notApplied(db: Db, requestId: number, guard: VersionGuard) {
  const current = await findRequest(db, requestId);
  if (guard.named) return staleVersion('Cancel request', current);
  return conflict('Cancel request was decided meanwhile; reload and try again');
}

/** Raises a request for the order, when its status allows the move; answers the request's id. */
export async function raiseCancelRequest(db: Db, by: AuditSource, orderId: number, reason: string) {
  const order = found(await findOrder(db, orderId), 'Order');
  assertTransition(order.status, 'Cancel_Request_Raised');
  return db.transaction(async (tx) => {
    await moveOrder(tx, order.id, order.status, 'Cancel_Request_Raised');
    const [row] = await tx
      .insert(cancelRequests)
      .values({ order_id: order.id, reason, previous_order_status: order.status })
      .returning();
    const created = found(row, 'Cancel request');
    await recordAudit(tx, by, {
      action: 'create',
      record: cancelRequestRecord(created.id, order.id),
      changes: changesBetween(null, created, { only: CANCEL_REQUEST_CREATED }),
      note: reason,
    });
    await recordAudit(tx, by, {
      action: 'status_change',
      record: orderRecord(order.id),
      changes: [{ field: 'status', before: order.status, after: 'Cancel_Request_Raised' }],
      note: reason,
    });
    return created.id;
  });
}

/**
 * Claims, assigns (to a colleague who may decide) or releases (null) the request when `guard` holds;
 * false when it did not.
 */
export async function assignCancelRequest(
  db: Db,
  by: AuditSource,
  requestId: number,
  assigneeId: number | null,
  guard: SQL | undefined,
) {
  await findRequest(db, requestId);
  await assertAssignable(db, assigneeId, 'cancel_request');
  const now = new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cancelRequests).where(eq(cancelRequests.id, requestId));
    const [after] = await tx
      .update(cancelRequests)
      .set({
        assignee_id: assigneeId,
        assigned_at: assigneeId === null ? null : now,
        updated_at: now,
        version: nextVersion(cancelRequests.version),
      })
      .where(and(eq(cancelRequests.id, requestId), guard))
      .returning();
    if (!before || !after) return false;
    await recordAudit(tx, by, {
      action: 'update',
      record: cancelRequestRecord(requestId, after.order_id),
      changes: changesBetween(before, after, { only: ['assignee_id'] }),
    });
    return true;
  });
}

/**
 * Marks a pending request decided and moves its order on: to Refunded when approved, back to the
 * status it had when the request was raised when rejected. `firstBy` is the first approver a
 * confirmation completes (their approval must still be the one waiting), null for a decision that
 * needs no second approval (none may be waiting).
 */
export async function decideCancelRequest(
  db: Db,
  { staff, by, mailFrom }: CancelActor,
  request: CancelRequest,
  decision: { status: 'Approved' | 'Rejected'; reason: string | null; firstBy?: number },
  guard: VersionGuard,
): Promise<CancelRequest> {
  const { status, reason } = decision;
  const firstBy = decision.firstBy ?? null;
  // A decision of one person while a first approval waits is refused by name (the write's guard would too).
  if (firstBy === null) assertNoFirstDecision(request.awaiting_second_approval, 'cancel request');
  const target: OrderStatus = status === 'Approved' ? 'Refunded' : request.previous_order_status;
  const first = firstBy === null ? null : request.awaiting_second_approval;
  const requestId = request.id;
  const applied = await db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx
      .update(cancelRequests)
      .set({
        status,
        decision_reason: reason,
        decided_by: staff.id,
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
          guard.sameVersion,
        ),
      )
      .returning({ id: cancelRequests.id });
    if (claimed.length === 0) return false;
    await moveOrder(tx, request.order_id, 'Cancel_Request_Raised', target);
    await recordAudit(tx, by, {
      action: 'decision',
      record: cancelRequestRecord(requestId, request.order_id),
      changes: [
        { field: 'status', before: 'Pending', after: status },
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
    const eventId = await recordAudit(tx, by, {
      action: 'status_change',
      record: orderRecord(request.order_id),
      changes: [{ field: 'status', before: 'Cancel_Request_Raised', after: target }],
      note: `Cancel request #${requestId} ${status === 'Approved' ? 'approved: refunded' : 'rejected'}${reason ? `: ${reason}` : ''}`,
    });
    if (status === 'Approved') {
      // The refund is decided only here (a refund above the threshold: at its second approval), so
      // its rule's message is written once, with the refund.
      await messageOnEvent(tx, {
        event: 'refund_approved',
        target: { kind: 'order', id: request.order_id },
        eventId,
        mailFrom,
      });
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
  if (!applied) throw await notApplied(db, requestId, guard);
  return findRequest(db, requestId);
}

/** A first approval to keep, or `noFirstDecision` to clear the waiting one. */
type FirstDecision =
  | { first_decision: 'Approved'; first_reason: string | null; first_decided_by: number; first_decided_at: Date }
  | typeof noFirstDecision;

/**
 * Approves: refunds the order, unless its amount is above the threshold setting; then the approval
 * waits (the request stays Pending) for a second staff member. Answers the threshold when it waits.
 */
export async function approveCancelRequest(
  db: Db,
  actor: CancelActor,
  pending: CancelRequest,
  { reason, guard }: { reason: string | null; guard: VersionGuard },
): Promise<{ data: CancelRequest; waitsAbove: number | null }> {
  assertNoFirstDecision(pending.awaiting_second_approval, 'cancel request');
  const threshold = await refundThreshold(db);
  if (Number(pending.total_amount) > threshold)
    return { data: await approveFirst(db, actor, pending, { reason, threshold }, guard), waitsAbove: threshold };
  return {
    data: await decideCancelRequest(db, actor, pending, { status: 'Approved', reason }, guard),
    waitsAbove: null,
  };
}

/** The first approval of a refund above the threshold: it waits for a second staff member. */
function approveFirst(
  db: Db,
  actor: CancelActor,
  request: CancelRequest,
  { reason, threshold }: { reason: string | null; threshold: number },
  guard: VersionGuard,
) {
  const first = {
    first_decision: 'Approved' as const,
    first_reason: reason,
    first_decided_by: actor.staff.id,
    first_decided_at: new Date(),
  };
  const note = `First approval of a refund above ${formatRupees(threshold)}, awaiting a second approval${reason ? `: ${reason}` : ''}`;
  return setFirstDecision(db, actor, request, first, note, guard);
}

/** Sends the waiting approval (by `firstName`) back: the request is Pending as before. */
export function sendBackFirst(
  db: Db,
  actor: CancelActor,
  request: CancelRequest,
  { firstName, reason }: { firstName: string; reason: string | undefined },
  guard: VersionGuard,
) {
  const note = `Sent back the approval by ${firstName}${reason ? `: ${reason}` : ''}`;
  return setFirstDecision(db, actor, request, noFirstDecision, note, guard);
}

/**
 * Keeps or clears the first approval of a pending request, conditional on what was read (status,
 * the waiting approval) and on the version guard: a 409 when someone else acted first.
 */
async function setFirstDecision(
  db: Db,
  { staff, by }: CancelActor,
  request: CancelRequest,
  first: FirstDecision,
  note: string | null,
  guard: VersionGuard,
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
          guard.sameVersion,
        ),
      )
      .returning({ id: cancelRequests.id });
    if (updated.length === 0) return false;
    // The first decision and a send-back are decisions of their own in the trail.
    await recordAudit(tx, by, {
      action: 'decision',
      record: cancelRequestRecord(request.id, request.order_id),
      changes: [
        {
          field: 'awaiting_second_approval',
          before: waiting ? `${waiting.decision} by ${waiting.by.name}` : null,
          after: first.first_decision === null ? null : `${first.first_decision} by ${staff.name}`,
        },
      ],
      note,
      ...(waiting && first.first_decision === null ? { sentBackTo: waiting.by.id } : {}),
    });
    return true;
  });
  if (!applied) throw await notApplied(db, request.id, guard);
  return findRequest(db, request.id);
}
