import type { TransactionSortQuery } from './sorting';
import type { PageQuery } from './common';

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'investment', 'refund', 'royalty'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['pending', 'success', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface WalletTransaction {
  id: number;
  uuid: string;
  user_id: number;
  user_name: string;
  order_id: number | null;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  reference: string | null;
  created_at: string;
}

/** `GET /wallet/transactionsfilter` (docs/product.md#records-and-their-fields "Transaction filter") and `GET /v2/transaction`. */
export interface TransactionFilterQuery extends PageQuery, TransactionSortQuery {
  user_id?: number;
  type?: TransactionType;
  status?: TransactionStatus;
  from_date?: string;
  to_date?: string;
}
