import { useId, useMemo, useState } from 'react';
import type { Assignee, Order, OrderStatus } from '@admin/api-client';
import { BulkRefusal } from '@admin/ui';
import type { BulkAction, CsvColumn, DataTableBulk } from '@admin/ui';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, QUEUE_MESSAGES } from '@admin/api-client/contract';
import { isUnpaidOrder } from '../../../common/order-work';
import { assignOrderTo, moveOrderStatus, setOrderDeadline, useRefreshOrders } from '../api/orders-queries';
import styles from '../components/OrderBulk.module.css';

/** The selection's CSV: what staff hand on about orders (the customer by name, id and phone, as the order carries them). */
const exportColumns: CsvColumn<Order>[] = [
  { header: 'Order', value: (o) => o.id },
  { header: 'Customer', value: (o) => o.user_name },
  { header: 'Customer ID', value: (o) => o.user_id },
  { header: 'Phone', value: (o) => `${o.user_country_code} ${o.user_phone}` },
  { header: 'Project', value: (o) => o.property_name },
  { header: 'Project ID', value: (o) => o.property_id },
  { header: 'Amount', value: (o) => o.total_amount },
  { header: 'Units', value: (o) => o.no_sqyds },
  { header: 'Status', value: (o) => o.status },
  { header: 'Booked on', value: (o) => o.created_at },
  { header: 'Investment deadline', value: (o) => o.investment_deadline_time ?? '' },
];

/**
 * Where a bulk move may take orders: the payment path's steps. A cancellation goes through a cancel
 * request and a refund through its decision, never a bulk move.
 */
const BULK_MOVE_STATUSES: readonly OrderStatus[] = [
  'Document_Signature_Pending',
  'Full_Payment_Pending',
  'Full_Payment_Done',
  'Token_Transfer',
];
/** How far a bulk extension moves each deadline. */
const EXTEND_DAYS = [7, 14, 30] as const;
const DAY = 86_400_000;

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * The deadline an extension by `days` gives an order: from its deadline, or from now when that has
 * passed (an overdue order gets `days` from today, not days that are already gone).
 */
export function extendedDeadline(order: Pick<Order, 'investment_deadline_time'>, days: number, now = Date.now()) {
  const current = order.investment_deadline_time ? new Date(order.investment_deadline_time).getTime() : now;
  return new Date(Math.max(current, now) + days * DAY).toISOString();
}

function orderActions(assignee: Assignee | null, status: OrderStatus, days: number): BulkAction<Order>[] {
  const label = ORDER_STATUS_LABELS[status];
  return [
    {
      label: assignee ? `Assign to ${assignee.name}` : 'Unassign',
      confirmTitle: (count) =>
        assignee ? `Assign ${orders(count)} to ${assignee.name}?` : `Leave ${orders(count)} unassigned?`,
      confirmDescription:
        'An order a colleague holds is taken over from them: each is sent at the version the list shows, so one changed meanwhile is refused.',
      run: (order) => assignOrderTo(order, assignee?.id ?? null),
      errorFallback: QUEUE_MESSAGES.assign,
    },
    {
      label: `Move to ${label}`,
      confirmTitle: (count) => `Move ${orders(count)} to ${label}?`,
      confirmDescription: `Each order moves only if its own status allows the step to ${label}; the others are listed with the reason.`,
      run: (order) => moveOrderStatus(order, status),
      errorFallback: ORDER_MESSAGES.status,
    },
    {
      label: `Extend deadline by ${days} days`,
      confirmTitle: (count) => `Extend the investment deadline of ${orders(count)} by ${days} days?`,
      confirmDescription: `Each unpaid order's deadline moves ${days} days later (from today when it has passed); a paid, cancelled or refunded order has no deadline to extend.`,
      run: (order) => {
        // Only an order not yet paid has a deadline that still matters (the Past-deadline queue's rule).
        if (!isUnpaidOrder(order))
          return Promise.reject(
            new BulkRefusal(`${ORDER_STATUS_LABELS[order.status]}: only an unpaid order's deadline can be extended`),
          );
        return setOrderDeadline(order, extendedDeadline(order, days));
      },
      errorFallback: ORDER_MESSAGES.time,
    },
  ];
}

/**
 * Selected orders: export to CSV for anyone who sees the list; with orders.write, assign them, move
 * their status or extend their investment deadline, the choice made in the bar and named on each
 * button and question. Each order is its own call at its own version, refused or not by its own
 * rules (a move its status does not allow is a 409 with the reason), and the report names each.
 * `assignees`: the colleagues who may be given orders (the page asks for them).
 */
export function useOrderBulk(mayWrite: boolean, assignees: readonly Assignee[]): DataTableBulk<Order> {
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const [status, setStatus] = useState<OrderStatus>('Document_Signature_Pending');
  const [days, setDays] = useState<number>(EXTEND_DAYS[0]);
  const refresh = useRefreshOrders();
  const id = useId();
  const assignee = assignees.find((a) => a.id === assigneeId) ?? null;
  return useMemo(
    () => ({
      rowLabel: (order) => `Order #${order.id}`,
      controls: mayWrite ? (
        <>
          <span className={styles.choice}>
            <label htmlFor={`${id}-assignee`}>Assign to</label>
            <select
              id={`${id}-assignee`}
              value={assigneeId ?? ''}
              onChange={(event) => setAssigneeId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Unassigned</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </span>
          <span className={styles.choice}>
            <label htmlFor={`${id}-status`}>Move to</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderStatus)}
            >
              {BULK_MOVE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </span>
          <span className={styles.choice}>
            <label htmlFor={`${id}-days`}>Extend by</label>
            <select id={`${id}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
              {EXTEND_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
          </span>
        </>
      ) : undefined,
      actions: mayWrite ? orderActions(assignee, status, days) : [],
      exportCsv: { fileName: 'orders', columns: exportColumns },
      onSettled: refresh,
    }),
    [mayWrite, assignees, assigneeId, assignee, status, days, refresh, id],
  );
}
