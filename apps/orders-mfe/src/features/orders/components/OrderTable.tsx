import { Link } from '@admin/ui/router';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Order } from '@admin/api-client';
import { Button, DataTable, formatAge, formatDate, formatMoney, formatPhone, formatUnits } from '@admin/ui';
import type { DataTableBulk, DataTableColumn, ListTableProps } from '@admin/ui';
import { ORDER_MESSAGES } from '@admin/api-client/contract';
import { OrderStatusBadge } from '../../../common/OrderStatusBadge';
import { OverdueChip } from '../../../common/OverdueChip';
import { isClosedOrder, overdueSince } from '../../../common/order-work';
import shared from '../../../common/shared.module.css';

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: ({ row }) => `#${row.original.id}`, meta: { width: '6rem', sticky: 'start' } },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <Link className={shared.cellLink} to={`/customers-profile/${row.original.user_id}`}>
        {row.original.user_name}
      </Link>
    ),
    // A long name wraps rather than push the queue's columns under the sticky Open at 1024 px.
    meta: { wrap: true },
  },
  // Right after who booked it (then the queue's columns): what staff scan first stays clear of the
  // sticky Open when the table scrolls sideways on a narrower window (1024 px).
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    // As narrow as "Full Payment Pending" needs: "Document Signature Pending" wraps inside it, so
    // Waiting, Overdue and Assignee stay beside the sticky columns at 1024 px.
    meta: { wrap: true, width: '10rem' },
    cell: ({ row }) => (
      <span className={shared.badges}>
        <OrderStatusBadge status={row.original.status} wrap />
        <OverdueChip order={row.original} />
      </span>
    ),
  },
  {
    id: 'project',
    header: 'Project',
    // Two lines at most: a long project name does not make its row tall.
    cell: ({ row }) => (
      <span className={shared.clamp} title={row.original.property_name}>
        {row.original.property_name}
      </span>
    ),
    meta: { wrap: true },
  },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row }) => (
      <span className={shared.nowrap}>{formatPhone(row.original.user_country_code, row.original.user_phone)}</span>
    ),
    meta: { defaultHidden: true },
  },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'total_amount',
    cell: ({ row }) => formatMoney(row.original.total_amount),
    meta: { align: 'right' },
  },
  {
    id: 'units',
    header: 'Units',
    sortKey: 'no_sqyds',
    cell: ({ row }) => formatUnits(row.original.no_sqyds),
    meta: { align: 'right' },
  },
  {
    id: 'created',
    header: 'Booked on',
    sortKey: 'created_at',
    cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.created_at)}</span>,
  },
  {
    id: 'deadline',
    header: 'Investment deadline',
    cell: ({ row }) => (
      <span className={shared.nowrap}>
        {row.original.investment_deadline_time ? formatDate(row.original.investment_deadline_time) : '—'}
      </span>
    ),
  },
  {
    id: 'updated',
    header: 'Last changed',
    sortKey: 'updated_at',
    cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.updated_at)}</span>,
    meta: { defaultHidden: true },
  },
  {
    id: 'actions',
    header: () => <span className="ui-visually-hidden">Actions</span>,
    meta: { sticky: 'end', label: 'Actions' },
    cell: ({ row }) => (
      <Button
        to={`/order-details/${row.original.id}`}
        variant="ghost"
        size="sm"
        className={shared.cellLink}
        aria-label={`Open order #${row.original.id}`}
      >
        Open
      </Button>
    ),
  },
];

export interface OrderTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<Order>;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Who follows the order up, and the means to claim or assign it (composed by the page). */
  renderAssignee?: (order: Order) => ReactNode;
  bulk?: DataTableBulk<Order>;
  /** Why a row someone else took out of the list is still shown (the page's live list). */
  rowMark?: (order: Order) => string | undefined;
}

/**
 * Columns of the work queues, right after the status so they stay beside the sticky columns when the
 * table scrolls sideways (1024 px): how long the order has waited since booking, how long it is past
 * its investment deadline unpaid, and who owns it. A closed order (refunded, tokens transferred)
 * waits no more.
 */
const ownershipColumns = (renderAssignee: (order: Order) => ReactNode): DataTableColumn<Order>[] => [
  {
    id: 'age',
    header: 'Waiting',
    cell: ({ row }) => (
      <span className={shared.nowrap}>{isClosedOrder(row.original) ? '—' : formatAge(row.original.created_at)}</span>
    ),
  },
  {
    id: 'overdue',
    header: 'Overdue',
    cell: ({ row }) => {
      const since = overdueSince(row.original);
      return <span className={shared.nowrap}>{since ? formatAge(since) : '—'}</span>;
    },
  },
  { id: 'assignee', header: 'Assignee', cell: ({ row }) => renderAssignee(row.original) },
];

/** The queue's columns go after the status (the third column). */
const withOwnershipColumns = (renderAssignee: (order: Order) => ReactNode) => [
  ...columns.slice(0, 3),
  ...ownershipColumns(renderAssignee),
  ...columns.slice(3),
];

const orderId = (order: Order) => String(order.id);
const orderHref = (order: Order) => `/order-details/${order.id}`;

/**
 * Orders, each opening its detail from its number or Open (both stay in view while the table scrolls
 * sideways); the customer links to their profile. The customer's phone and the last change wait in
 * the column chooser.
 */
export function OrderTable({ table, hasFilters, onClearFilters, renderAssignee, bulk, rowMark }: OrderTableProps) {
  // The same columns while renderAssignee is: the table's memoised rows compare them (and rowHref),
  // so a page's render (its query settling, the assignees arriving) does not draw every row again.
  const shown = useMemo(() => (renderAssignee ? withOwnershipColumns(renderAssignee) : columns), [renderAssignee]);
  return (
    <DataTable
      {...table}
      caption="Orders"
      columns={shown}
      errorFallback={ORDER_MESSAGES.list}
      getRowId={orderId}
      rowMark={rowMark}
      bulk={bulk}
      rowHref={orderHref}
      empty={
        hasFilters
          ? {
              title: 'No orders match these filters',
              description: 'Try another customer, project or status.',
              action: (
                <Button variant="secondary" onClick={onClearFilters}>
                  Clear filters
                </Button>
              ),
            }
          : { title: 'No orders yet', description: 'Orders appear here when customers book a project.' }
      }
    />
  );
}
