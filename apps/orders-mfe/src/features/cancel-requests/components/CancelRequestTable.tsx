import { Link } from '@admin/ui/router';
import type { CancelRequest, CancelRequestStatus } from '@admin/api-client';
import { Button, DataTable, formatDate, formatMoney, StatusBadge } from '@admin/ui';
import type { DataTableColumn, DataTableQuery, ListPaging, StatusTone } from '@admin/ui';
import { Gated, NO_CANCEL_DECIDE } from '../../../common/Gated';
import { CANCEL_REQUEST_MESSAGES } from '../api/constants';
import { ALL_STATUSES } from '../schemas/cancel-list-params';
import shared from '../../../common/shared.module.css';

const TONES: Readonly<Record<CancelRequestStatus, StatusTone>> = { Pending: 'warning', Approved: 'success', Rejected: 'neutral' };

export interface CancelRequestTableProps {
  query: DataTableQuery<CancelRequest>;
  list: ListPaging;
  hasFilters: boolean;
  /** The list shows the Pending queue (the default): its empty state links to every status. */
  pendingOnly: boolean;
  canDecide: boolean;
  onApprove: (request: CancelRequest) => void;
  onReject: (request: CancelRequest) => void;
}

export function CancelRequestTable({ query, list, hasFilters, pendingOnly, canDecide, onApprove, onReject }: CancelRequestTableProps) {
  const columns: DataTableColumn<CancelRequest>[] = [
    { id: 'id', header: 'Request', cell: ({ row }) => `#${row.original.id}`, meta: { width: '5.5rem' } },
    { id: 'order', header: 'Order', cell: ({ row }) => <Link to={`/order-details/${row.original.order_id}`}>#{row.original.order_id}</Link> },
    { id: 'customer', header: 'Customer', cell: ({ row }) => <Link to={`/customers-profile/${row.original.user_id}`}>{row.original.user_name}</Link> },
    { id: 'project', header: 'Project', cell: ({ row }) => row.original.property_name },
    { id: 'amount', header: 'Amount', cell: ({ row }) => formatMoney(row.original.total_amount), meta: { align: 'right' } },
    { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span title={row.original.decision_reason ?? undefined}>
          <StatusBadge tone={TONES[row.original.status]}>{row.original.status}</StatusBadge>
        </span>
      ),
    },
    { id: 'raised', header: 'Raised on', cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.created_at)}</span> },
    {
      id: 'decision',
      header: 'Decision',
      cell: ({ row }) =>
        row.original.status === 'Pending' ? (
          <span className={shared.rowActions}>
            <Gated allowed={canDecide} why={NO_CANCEL_DECIDE}>
              <Button size="sm" onClick={() => onApprove(row.original)} aria-label={`Approve cancel request #${row.original.id}`}>
                Approve
              </Button>
            </Gated>
            <Gated allowed={canDecide} why={NO_CANCEL_DECIDE}>
              <Button size="sm" variant="danger" onClick={() => onReject(row.original)} aria-label={`Reject cancel request #${row.original.id}`}>
                Reject
              </Button>
            </Gated>
          </span>
        ) : (
          <span className={shared.muted}>
            {row.original.decision_reason ?? '—'}
            {row.original.decided_at ? ` (${formatDate(row.original.decided_at)})` : ''}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption="Cancel requests"
      columns={columns}
      query={query}
      list={list}
      errorFallback={CANCEL_REQUEST_MESSAGES.list}
      getRowId={(request) => String(request.id)}
      empty={
        hasFilters
          ? { title: 'No cancel requests match these filters' }
          : pendingOnly
            ? {
                title: 'No pending cancel requests',
                description: 'Requests raised from an order appear here for a decision.',
                action: <Button to={`?status=${ALL_STATUSES}`}>Show all statuses</Button>,
              }
            : { title: 'No cancel requests', description: 'Requests raised from an order appear here for a decision.' }
      }
    />
  );
}
