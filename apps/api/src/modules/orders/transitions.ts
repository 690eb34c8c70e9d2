/** Order status changes: the table in @admin/api-client, applied atomically. */
import { and, eq, type SQL } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@admin/api-client/contract';
import type { OrderStatus } from '@admin/api-client/contract';
import type { Queryable } from '../../db/connection';
import { orders } from '../../db/schema';
import { conflict } from '../../http/errors';
import { nextVersion } from '../../http/versioning';

/** A status as staff read it on every screen ("Full Payment Done", not its key): these messages reach them. */
const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (from === to) throw conflict(`Order is already ${label(to)}`);
  if (from === 'Cancel_Request_Raised') {
    throw conflict(
      `Cannot move an order from ${label(from)} to ${label(to)}: approve or reject its cancel request instead`,
    );
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    const allowed = ORDER_TRANSITIONS[from].map(label);
    throw conflict(
      `Cannot move an order from ${label(from)} to ${label(to)}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ` (${label(from)} is final)`}`,
    );
  }
}

/**
 * Sets the status only if it is still `from` (and, with `sameVersion`, the order still has the
 * version the caller named), so two concurrent changes cannot both apply. False when it did not.
 */
export async function tryMoveOrder(
  db: Queryable,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  sameVersion?: SQL,
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: to, updated_at: new Date(), version: nextVersion(orders.version) })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), sameVersion))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** tryMoveOrder, with a 409 when the status changed meanwhile. */
export async function moveOrder(db: Queryable, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  if (!(await tryMoveOrder(db, orderId, from, to)))
    throw conflict('Order status changed meanwhile; reload and try again');
}
