import { Link } from '@admin/ui/router';
import type { TransactionStatus, TransactionType, WalletTransaction } from '@admin/api-client';
import { DataTable, formatDateTime, formatMoney, StatusBadge } from '@admin/ui';
import type { DataTableColumn, ListTableProps, StatusTone } from '@admin/ui';
import shared from '../../../common/shared.module.css';
import styles from './TransactionTable.module.css';
import { TRANSACTION_MESSAGES } from '@admin/api-client/contract';

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  investment: 'Investment',
  refund: 'Refund',
  royalty: 'Royalty',
};
export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
};
const TONES: Readonly<Record<TransactionStatus, StatusTone>> = {
  pending: 'warning',
  success: 'success',
  failed: 'danger',
};

/**
 * Which way the money goes for the customer's wallet: a refund, a deposit or royalties come in (+, green);
 * an investment or a withdrawal goes out (−, red). So a refund never reads like the investment it undoes.
 */
const TRANSACTION_DIRECTION: Readonly<Record<TransactionType, 'in' | 'out'>> = {
  deposit: 'in',
  refund: 'in',
  royalty: 'in',
  withdrawal: 'out',
  investment: 'out',
};

function SignedAmount({ tx }: { tx: WalletTransaction }) {
  const direction = TRANSACTION_DIRECTION[tx.type];
  return (
    <span className={direction === 'in' ? styles.moneyIn : styles.moneyOut} data-direction={direction}>
      {direction === 'in' ? '+' : '−'}
      {formatMoney(tx.amount)}
    </span>
  );
}

const columns: DataTableColumn<WalletTransaction>[] = [
  {
    id: 'id',
    header: 'Transaction',
    cell: ({ row }) => `#${row.original.id}`,
    meta: { width: '7rem', sticky: 'start' },
  },
  {
    id: 'date',
    header: 'Date',
    sortKey: 'created_at',
    cell: ({ row }) => <span className={shared.nowrap}>{formatDateTime(row.original.created_at)}</span>,
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => <Link to={`/customers-profile/${row.original.user_id}`}>{row.original.user_name}</Link>,
  },
  { id: 'type', header: 'Type', sortKey: 'type', cell: ({ row }) => TRANSACTION_TYPE_LABELS[row.original.type] },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amount',
    cell: ({ row }) => <SignedAmount tx={row.original} />,
    meta: { align: 'right' },
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: ({ row }) => (
      <StatusBadge tone={TONES[row.original.status]}>{TRANSACTION_STATUS_LABELS[row.original.status]}</StatusBadge>
    ),
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) =>
      row.original.order_id ? (
        <Link to={`/order-details/${row.original.order_id}`}>#{row.original.order_id}</Link>
      ) : (
        <span className={shared.muted}>—</span>
      ),
  },
  { id: 'reference', header: 'Reference', cell: ({ row }) => row.original.reference ?? '—' },
];

export interface TransactionTableProps {
  /** The list's rows, paging and kept column choice: its page's `useListController(…).table`. */
  table: ListTableProps<WalletTransaction>;
  hasFilters: boolean;
}

/** Wallet transactions: the number stays in view while the table scrolls sideways. */
export function TransactionTable({ table, hasFilters }: TransactionTableProps) {
  return (
    <DataTable
      {...table}
      caption="Wallet transactions"
      columns={columns}
      errorFallback={TRANSACTION_MESSAGES.list}
      getRowId={(tx) => String(tx.id)}
      empty={hasFilters ? { title: 'No transactions match these filters' } : { title: 'No wallet transactions yet' }}
    />
  );
}
