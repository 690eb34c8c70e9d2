import type { UseQueryResult } from '@tanstack/react-query';
import type { Customer, Paged } from '@admin/api-client';
import { DataTable, formatDate, formatMoney } from '@admin/ui';
import type { DataTableColumn, ListPaging } from '@admin/ui';
import { KycBadge, UserStatusBadge } from '../../../common/badges';
import { Phone } from '../../../common/Phone';
import { CUSTOMER_MESSAGES } from '../api/constants';

const COLUMNS: DataTableColumn<Customer>[] = [
  { accessorKey: 'name', header: 'Name' },
  { id: 'phone', header: 'Phone', cell: ({ row }) => <Phone countryCode={row.original.country_code} phone={row.original.phone} /> },
  { accessorKey: 'email', header: 'Email', cell: ({ row }) => row.original.email ?? '—' },
  { id: 'kyc', header: 'KYC status', cell: ({ row }) => <KycBadge status={row.original.kyc?.status} /> },
  { accessorKey: 'wallet_balance', header: 'Wallet balance', cell: ({ row }) => formatMoney(row.original.wallet_balance) },
  { accessorKey: 'created_at', header: 'Joined', cell: ({ row }) => formatDate(row.original.created_at) },
  { accessorKey: 'status', header: 'Status', cell: ({ row }) => <UserStatusBadge status={row.original.status} /> },
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
