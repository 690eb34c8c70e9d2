import type { UseQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { Customer, Paged } from '@admin/api-client';
import { DataTable, formatDate, formatMoney } from '@admin/ui';
import type { DataTableColumn, ListPaging } from '@admin/ui';
import { KycBadge, UserStatusBadge } from '../../../components/badges';
import { Phone } from '../../../components/Phone';
import { CUSTOMER_MESSAGES } from '../api/constants';

const column = createColumnHelper<Customer>();

const COLUMNS: DataTableColumn<Customer>[] = [
  column.accessor('name', { header: 'Name' }),
  column.display({ id: 'phone', header: 'Phone', cell: ({ row }) => <Phone countryCode={row.original.country_code} phone={row.original.phone} /> }),
  column.accessor('email', { header: 'Email', cell: ({ getValue }) => getValue() ?? '—' }),
  column.display({ id: 'kyc', header: 'KYC status', cell: ({ row }) => <KycBadge status={row.original.kyc?.status} /> }),
  column.accessor('wallet_balance', { header: 'Wallet balance', cell: ({ getValue }) => formatMoney(getValue()) }),
  column.accessor('created_at', { header: 'Joined', cell: ({ getValue }) => formatDate(getValue()) }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <UserStatusBadge status={getValue()} /> }),
];

export interface CustomerTableProps {
  query: UseQueryResult<Paged<Customer>>;
  list: ListPaging;
  hasFilters: boolean;
}

/** The users filter's page; each row opens the customer's profile. */
export function CustomerTable({ query, list, hasFilters }: CustomerTableProps) {
  return (
    <DataTable
      caption="Customers"
      columns={COLUMNS}
      query={query}
      list={list}
      errorFallback={CUSTOMER_MESSAGES.list}
      empty={{ title: 'No customers found', description: hasFilters ? 'No account matches these filters.' : 'No accounts yet.' }}
      rowHref={(customer) => `/customers-profile/${customer.id}`}
      getRowId={(customer) => String(customer.id)}
    />
  );
}
