/** Order status changes: the table in @admin/api-client, applied atomically. */
import { and, eq } from 'drizzle-orm';
import { ORDER_TRANSITIONS } from '@admin/api-client';
import type { OrderStatus } from '@admin/api-client';
import type { Queryable } from '../../db/connection';
import { orders } from '../../db/schema';
import { conflict } from '../../http/errors';

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (from === to) throw conflict(`Order is already ${to}`);
  if (from === 'Cancel_Request_Raised') {
    throw conflict(`Cannot move an order from ${from} to ${to}: approve or reject its cancel request instead`);
  }
  if (!ORDER_TRANSITIONS[from].includes(to)) {
    const allowed = ORDER_TRANSITIONS[from];
    throw conflict(`Cannot move an order from ${from} to ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ` (${from} is final)`}`);
  }
}

/** Sets the status only if it is still `from`, so two concurrent changes cannot both apply. */
export async function moveOrder(db: Queryable, orderId: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  const moved = await db
    .update(orders)
    .set({ status: to, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) throw conflict('Order status changed meanwhile; reload and try again');
}
