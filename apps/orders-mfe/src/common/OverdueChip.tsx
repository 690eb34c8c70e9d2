import type { Order } from '@admin/api-client';
import { StatusBadge } from '@admin/ui';
import { overdueSince } from './order-work';

/**
 * "Overdue": the order's investment deadline passed before it was paid (the Past-deadline queue's
 * rule), beside its status on the lists and the detail; nothing otherwise.
 */
export function OverdueChip({ order }: { order: Pick<Order, 'status' | 'investment_deadline_time'> }) {
  return overdueSince(order) ? <StatusBadge tone="danger">Overdue</StatusBadge> : null;
}
