/**
 * Changes to orders, each in one transaction with its trail entries. A status move follows the
 * transition table from the status it was read in; the other writes honour an If-Match when sent
 * (`sameVersion`): the lists and the detail send the version they show.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Order } from '@admin/api-client/contract';
import type { Db } from '../../db/connection';
import { cancelRequests, orders, projects, users } from '../../db/schema';
import { badRequest, conflict, found } from '../../http/errors';
import { nextVersion } from '../../http/versioning';
import { auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { cancelRequestRecord, orderRecord } from '../../audit/labels';
import { type AuditSource, recordAudit } from '../../audit/record';
import { CANCEL_REQUEST_CREATED } from '../cancel-requests/audit-fields';
import { messageOnEvent } from '../messages/rules';
import { assertAssignable } from '../queues/assignment';
import { bookingPercentage } from './repository';
import type { OrderCreate, OrderStatusChange, OrderTimes } from './schemas';
import { assertTransition, tryMoveOrder } from './transitions';

type OrderRow = typeof orders.$inferSelect;
const DAY_MS = 86_400_000;
const BOOKED_FIELDS = [
  'user_id',
  'property_id',
  'no_sqyds',
  'token_amount',
  'total_amount',
  'booking_amount',
  'status',
  'investment_deadline_time',
];

/**
 * An assisted booking: staff record an order a customer placed by phone or in person, for an active
 * customer on an Active project, at the project's current token price. Answers the new order's id.
 */
export async function bookOrder(db: Db, by: AuditSource, body: OrderCreate): Promise<number> {
  const [[customer], [project]] = await Promise.all([
    db
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.id, body.user_id), isNull(users.deleted_at))),
    db
      .select({ status: projects.status, token_amount: projects.token_amount })
      .from(projects)
      .where(and(eq(projects.id, body.property_id), isNull(projects.deleted_at))),
  ]);
  if (!customer) throw badRequest('user_id: no such customer');
  if (!project) throw badRequest('property_id: no such project');
  if (customer.role !== ROLE_CUSTOMER) throw badRequest('user_id: orders are booked for customers only');
  if (customer.status !== 'Active') throw conflict(`The customer's account is ${customer.status}`);
  if (project.status !== 'Active')
    throw conflict(`The project is ${project.status}: only Active projects take bookings`);
  const percentage = await bookingPercentage(db);
  const now = new Date();
  // Money in numeric, computed by the database: no floating-point rounding of amounts.
  const total = sql`round(${body.no_sqyds}::numeric * ${project.token_amount}::numeric, 2)`;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({
        user_id: body.user_id,
        property_id: body.property_id,
        no_sqyds: body.no_sqyds,
        token_amount: project.token_amount,
        total_amount: total,
        booking_amount: sql`round(${total} * ${String(percentage)}::numeric / 100, 2)`,
        investment_deadline_time: new Date(now.getTime() + 7 * DAY_MS),
        created_at: now,
        updated_at: now,
      })
      .returning();
    const created = found(inserted, 'Order');
    await recordAudit(tx, by, {
      action: 'create',
      record: orderRecord(created.id),
      changes: changesBetween(null, created, { only: BOOKED_FIELDS }),
      note: 'Booked by staff',
    });
    return created.id;
  });
}

/**
 * Moves the order's status (the transition table from the status read); moving it to
 * Cancel_Request_Raised raises the cancel request too. False when the order moved meanwhile.
 */
export async function moveOrderStatus(
  db: Db,
  by: AuditSource,
  order: Order,
  change: OrderStatusChange,
  sameVersion: SQL | undefined,
  mailFrom: string,
): Promise<boolean> {
  assertTransition(order.status, change.status);
  return db.transaction(async (tx) => {
    if (!(await tryMoveOrder(tx, order.id, order.status, change.status, sameVersion))) return false;
    const eventId = await recordAudit(tx, by, {
      action: 'status_change',
      record: orderRecord(order.id),
      changes: [{ field: 'status', before: order.status, after: change.status }],
      note: change.reason ?? null,
    });
    // A bulk move calls this once per order: one message each, by the same rule.
    await messageOnEvent(tx, {
      event: 'order_status',
      orderStatus: change.status,
      target: { kind: 'order', id: order.id },
      eventId,
      mailFrom,
    });
    if (change.status === 'Cancel_Request_Raised') {
      const reason = change.reason ?? 'Raised by staff';
      const [raised] = await tx
        .insert(cancelRequests)
        .values({ order_id: order.id, reason, previous_order_status: order.status })
        .returning();
      const created = found(raised, 'Cancel request');
      await recordAudit(tx, by, {
        action: 'create',
        record: cancelRequestRecord(created.id, order.id),
        changes: changesBetween(null, created, { only: CANCEL_REQUEST_CREATED }),
        note: reason,
      });
    }
    return true;
  });
}

/** Claims, assigns (to a colleague who may move orders) or releases (null) the order when `guard` holds. */
export async function assignOrder(
  db: Db,
  by: AuditSource,
  orderId: number,
  assigneeId: number | null,
  guard: SQL | undefined,
): Promise<OrderRow | undefined> {
  await assertAssignable(db, assigneeId, 'order');
  return auditedUpdate<OrderRow>(db, by, {
    table: orders,
    key: eq(orders.id, orderId),
    condition: guard,
    set: {
      assignee_id: assigneeId,
      assigned_at: assigneeId === null ? null : new Date(),
      updated_at: new Date(),
      version: nextVersion(orders.version),
    },
    record: (row) => orderRecord(row.id),
    changes: { only: ['assignee_id'] },
  });
}

/** Points the order at its stored cover document (the trail names the file); undefined when stale. */
export function attachCover(
  db: Db,
  by: AuditSource,
  orderId: number,
  cover: { url: string; name: string },
  sameVersion: SQL | undefined,
) {
  return auditedUpdate<OrderRow>(db, by, {
    table: orders,
    key: eq(orders.id, orderId),
    condition: sameVersion,
    set: { cover_image_pdf: cover.url, updated_at: new Date(), version: nextVersion(orders.version) },
    action: 'file_upload',
    record: (order) => orderRecord(order.id),
    changes: { only: ['cover_image_pdf'] },
    note: cover.name,
  });
}

/** Sets the times sent (deadline, document signing, payment); undefined when stale. */
export function setOrderTimes(
  db: Db,
  by: AuditSource,
  orderId: number,
  times: OrderTimes,
  sameVersion: SQL | undefined,
  mailFrom: string,
) {
  const toDate = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
  return auditedUpdate<OrderRow>(db, by, {
    table: orders,
    key: eq(orders.id, orderId),
    condition: sameVersion,
    set: {
      investment_deadline_time: toDate(times.investment_deadline_time),
      document_sign_time: toDate(times.document_sign_time),
      payment_time: toDate(times.payment_time),
      updated_at: new Date(),
      version: nextVersion(orders.version),
    },
    record: (order) => orderRecord(order.id),
    changes: { only: ['investment_deadline_time', 'document_sign_time', 'payment_time'] },
    // A deadline moved later is an extension the customer hears of (an earlier one is a correction).
    then: async (tx, { before, after }, eventId) => {
      const [was, is] = [before.investment_deadline_time, after.investment_deadline_time];
      if (is && (!was || is.getTime() > was.getTime()))
        await messageOnEvent(tx, {
          event: 'deadline_extended',
          target: { kind: 'order', id: orderId },
          eventId,
          mailFrom,
        });
    },
  });
}
