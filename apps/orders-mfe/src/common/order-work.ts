import { COMMITTED_ORDER_STATUSES, PAID_ORDER_STATUSES } from '@admin/api-client/contract';
import type { Order, OrderStatus } from '@admin/api-client/contract';

/** Done with: refunded, or its tokens transferred. Nothing waits on it, so nobody claims it. */
const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['Refunded', 'Token_Transfer'];

export const isClosedOrder = (order: Pick<Order, 'status'>) => CLOSED_ORDER_STATUSES.includes(order.status);

/** Booked but not yet paid in full, on its normal path (not cancelled, not refunded): its deadline still matters. */
export const isUnpaidOrder = (order: Pick<Order, 'status'>) =>
  COMMITTED_ORDER_STATUSES.includes(order.status) && !PAID_ORDER_STATUSES.includes(order.status);

/**
 * When the order went past its investment deadline unpaid (the Past-deadline queue's rule: before
 * Full_Payment_Done on its normal path, deadline gone), or null when it has not.
 */
export function overdueSince(order: Pick<Order, 'status' | 'investment_deadline_time'>, now = Date.now()) {
  const deadline = order.investment_deadline_time;
  return isUnpaidOrder(order) && deadline && new Date(deadline).getTime() < now ? deadline : null;
}
