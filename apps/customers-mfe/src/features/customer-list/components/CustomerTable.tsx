import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Customer } from '@admin/api-client';
import {
  AWAITING_SECOND_APPROVAL,
  Button,
  DataTable,
  formatAge,
  formatDate,
  formatMoney,
  StatusBadge,
} from '@admin/ui';
import type { DataTableBulk, DataTableColumn, ListTableProps } from '@admin/ui';
import { CUSTOMER_MESSAGES, KYC_VERIFICATIONS } from '@admin/api-client/contract';
import { KycBadge, UserStatusBadge } from '../../../common/Badges';
import { Phone } from '../../../common/Phone';
import { VERIFICATION_LABELS } from '../../../common/kyc-labels';
import styles from './CustomerTable.module.css';

const COLUMNS: DataTableColumn<Customer>[] = [
  { accessorKey: 'name', header: 'Name', sortKey: 'name', meta: { sticky: 'start' } },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row }) => <Phone countryCode={row.original.country_code} phone={row.original.phone} />,
  },
  { accessorKey: 'email', header: 'Email', sortKey: 'email', cell: ({ row }) => row.original.email ?? '—' },
  {
    id: 'kyc',
    header: 'KYC status',
    // A decision waiting on a second pair of eyes shows beside the status it has not changed yet.
    cell: ({ row }) =>
      row.original.kyc_awaiting_second_approval ? (
        <span className={styles.badges}>
          <KycBadge status={row.original.kyc?.status} />
          <StatusBadge tone="info">{AWAITING_SECOND_APPROVAL}</StatusBadge>
        </span>
      ) : (
        <KycBadge status={row.original.kyc?.status} />
      ),
    meta: { card: 'status' },
  },
  // Each check on its own, until chosen: for working through one check across many customers.
  ...KYC_VERIFICATIONS.map(
    (verification): DataTableColumn<Customer> => ({
      id: `kyc_${verification}`,
      header: `${VERIFICATION_LABELS[verification]} check`,
      cell: ({ row }) => <KycBadge status={row.original.kyc?.[`${verification}_verification_status`]} />,
      meta: { defaultHidden: true },
    }),
  ),
  {
    accessorKey: 'wallet_balance',
    header: 'Wallet balance',
    cell: ({ row }) => formatMoney(row.original.wallet_balance),
  },
  {
    accessorKey: 'created_at',
    header: 'Joined',
    sortKey: 'created_at',
    cell: ({ row }) => formatDate(row.original.created_at),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: ({ row }) => <UserStatusBadge status={row.original.status} />,
  },
  {
    id: 'actions',
    header: () => <span className="ui-visually-hidden">Actions</span>,
    meta: { sticky: 'end', label: 'Actions' },
    cell: ({ row }) => (
      <Button
        to={`/customers-profile/${row.original.id}`}
        variant="ghost"
        size="sm"
        className={styles.cellAction}
        aria-label={`Open ${row.original.name}`}
      >
        Open
      </Button>
    ),
  },
];

export interface CustomerTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<Customer>;
  hasFilters: boolean;
  /** The list shows only the customers awaiting the user's confirmation. */
  awaitingMine?: boolean;
  /** The KYC review queue's owner of each customer, and the means to claim or assign it (composed by the page). */
  renderKycAssignee?: (customer: Customer) => ReactNode;
  bulk?: DataTableBulk<Customer>;
  /** Why a row others took out of the list still shows (useLiveList's `markOf`). */
  rowMark?: (customer: Customer) => string | undefined;
}

/** The review queue's columns: who owns the review and how long the oldest submission has waited. */
const reviewColumns = (renderKycAssignee: (customer: Customer) => ReactNode): DataTableColumn<Customer>[] => [
  { id: 'kyc_assignee', header: 'KYC assignee', cell: ({ row }) => renderKycAssignee(row.original) },
  {
    id: 'kyc_waiting',
    header: 'Waiting',
    cell: ({ row }) => (row.original.kyc_waiting_since ? formatAge(row.original.kyc_waiting_since) : '—'),
  },
];

/** The review columns go before the sticky actions column, so Open stays last. */
const withReviewColumns = (renderKycAssignee: (customer: Customer) => ReactNode) => [
  ...COLUMNS.slice(0, -1),
  ...reviewColumns(renderKycAssignee),
  ...COLUMNS.slice(-1),
];

const customerId = (customer: Customer) => String(customer.id);
const customerHref = (customer: Customer) => `/customers-profile/${customer.id}`;

/**
 * The users filter's page; each row opens the customer's profile from its name or Open (both stay in
 * view while the table scrolls sideways); each KYC check's column waits in the column chooser.
 */
export function CustomerTable({
  table,
  hasFilters,
  awaitingMine = false,
  renderKycAssignee,
  bulk,
  rowMark,
}: CustomerTableProps) {
  // The same columns while renderKycAssignee is: the table's memoised rows compare them (and rowHref),
  // so a page's render (its query settling, the assignees arriving) does not draw every row again.
  const columns = useMemo(
    () => (renderKycAssignee ? withReviewColumns(renderKycAssignee) : COLUMNS),
    [renderKycAssignee],
  );
  return (
    <DataTable
      {...table}
      caption="Customers"
      columns={columns}
      errorFallback={CUSTOMER_MESSAGES.list}
      empty={
        awaitingMine
          ? {
              title: 'Nothing awaits your confirmation',
              description: 'KYC decisions another staff member made that need a second approval appear here.',
            }
          : {
              title: 'No customers found',
              description: hasFilters ? 'No account matches these filters.' : 'No accounts yet.',
            }
      }
      rowHref={customerHref}
      getRowId={customerId}
      bulk={bulk}
      rowMark={rowMark}
    />
  );
}
