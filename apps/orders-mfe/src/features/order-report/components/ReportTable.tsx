import { Link } from '@admin/ui/router';
import type { Order } from '@admin/api-client';
import { DataTable, formatDate, formatMoney, formatUnits } from '@admin/ui';
import type { DataTableColumn, ListTableProps } from '@admin/ui';
import { ORDER_MESSAGES } from '@admin/api-client/contract';
import { OrderStatusBadge } from '../../../common/OrderStatusBadge';
import { OverdueChip } from '../../../common/OverdueChip';
import shared from '../../../common/shared.module.css';

const columns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: ({ row }) => `#${row.original.id}`, meta: { width: '6rem' } },
  {
    id: 'created',
    header: 'Booked on',
    cell: ({ row }) => <span className={shared.nowrap}>{formatDate(row.original.created_at)}</span>,
  },
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
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={shared.badges}>
        <OrderStatusBadge status={row.original.status} />
        <OverdueChip order={row.original} />
      </span>
    ),
  },
  { id: 'units', header: 'Units', cell: ({ row }) => formatUnits(row.original.no_sqyds), meta: { align: 'right' } },
  {
    id: 'price',
    header: 'Price per unit',
    cell: ({ row }) => formatMoney(row.original.token_amount),
    meta: { align: 'right' },
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => formatMoney(row.original.total_amount),
    meta: { align: 'right' },
  },
];

export function ReportTable({
  table,
  hasFilters,
}: {
  /** The report's rows and paging: its page's `useListController(…).table`. */
  table: ListTableProps<Order>;
  hasFilters: boolean;
}) {
  return (
    <DataTable
      {...table}
      caption="Order report"
      columns={columns}
      errorFallback={ORDER_MESSAGES.report}
      getRowId={(order) => String(order.id)}
      rowHref={(order) => `/order-details/${order.id}`}
      empty={hasFilters ? { title: 'No orders match these filters' } : { title: 'No orders to report' }}
    />
  );
}
