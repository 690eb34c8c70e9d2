import { Link } from '@admin/ui/router';
import type { Order, Paged } from '@admin/api-client';
import { Button, DataTable, formatDate, formatMoney, formatUnits, OrderStatusBadge } from '@admin/ui';
import type { DataTableColumn, DataTableQuery, ListPaging } from '@admin/ui';
import { ORDER_MESSAGES } from '../api/constants';
import shared from '../../../common/shared.module.css';

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: ({ row }) => `#${row.original.id}`, meta: { width: '6rem' } },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <Link className={shared.cellLink} to={`/customers-profile/${row.original.user_id}`}>
        {row.original.user_name}
      </Link>
    ),
  },
  { id: 'project', header: 'Project', cell: ({ row }) => row.original.property_name },
  { id: 'amount', header: 'Amount', cell: ({ row }) => formatMoney(row.original.total_amount), meta: { align: 'right' } },
  { id: 'units', header: 'Units', cell: ({ row }) => formatUnits(row.original.no_sqyds), meta: { align: 'right' } },
  { id: 'status', header: 'Status', cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> },
  { id: 'created', header: 'Booked on', cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.created_at)}</span> },
  {
    id: 'deadline',
    header: 'Investment deadline',
    cell: ({ row }) => <span className={shared.nowrap}>{row.original.investment_deadline_time ? formatDate(row.original.investment_deadline_time) : '—'}</span>,
  },
];

export interface OrderTableProps {
  query: DataTableQuery<Order> & { data?: Paged<Order> };
  list: ListPaging;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** Orders, each row opening its detail; the customer links to their profile. */
export function OrderTable({ query, list, hasFilters, onClearFilters }: OrderTableProps) {
  return (
    <DataTable
      caption="Orders"
      columns={columns}
      query={query}
      list={list}
      errorFallback={ORDER_MESSAGES.list}
      getRowId={(order) => String(order.id)}
      rowHref={(order) => `/order-details/${order.id}`}
      empty={
        hasFilters
          ? { title: 'No orders match these filters', description: 'Try another customer, project or status.', action: (
                <Button variant="secondary" onClick={onClearFilters}>
                  Clear filters
                </Button>
              ), }
          : { title: 'No orders yet', description: 'Orders appear here when customers book a project.' }
      }
    />
  );
}
